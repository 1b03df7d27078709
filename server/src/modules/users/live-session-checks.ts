import { isUuid, type UserRow } from './repository';

/** Reads the users of the live ones among some sessions, each row with its `session_id` (findUsersInLiveSessions). */
export type ReadLiveSessions = (sessionIds: string[]) => Promise<(UserRow & { session_id: string })[]>;

interface Waiter {
  userId: string;
  resolve: (user: UserRow | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * The access-token guard's database check ("is this session live, and whose is it?") when the
 * session cache misses or is off (decision 061). A check starts its own query at once while fewer
 * than `maxInFlight` are running; otherwise it waits, and when a query returns, every check that
 * waited meanwhile goes out in one query (up to `maxBatch` sessions). So under load a round trip
 * answers many requests, and when idle a check costs what it did alone.
 *
 * Every check is answered by a query sent after the check was asked: a check never joins a query
 * already in flight, so a logout or revocation committed before a request arrived is always seen
 * by it, as with a query of its own. Checks of the same session in one query share its row.
 */
export class LiveSessionChecks {
  private waiting = new Map<string, Waiter[]>();
  private inFlight = 0;

  constructor(
    private readonly read: ReadLiveSessions,
    private readonly maxInFlight = 2,
    private readonly maxBatch = 100,
  ) {}

  /** The user of the session, when the session is live and the user's; undefined otherwise. */
  find(userId: string, sessionId: string): Promise<UserRow | undefined> {
    // Both columns are UUIDs: nothing else can match, and one malformed id must not fail a batch.
    if (!isUuid(userId) || !isUuid(sessionId)) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const key = sessionId.toLowerCase();
      const waiter = { userId: userId.toLowerCase(), resolve, reject };
      const same = this.waiting.get(key);
      if (same) same.push(waiter);
      else this.waiting.set(key, [waiter]);
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.size > 0) {
      const batch = new Map<string, Waiter[]>();
      for (const [key, waiters] of this.waiting) {
        batch.set(key, waiters);
        this.waiting.delete(key);
        if (batch.size >= this.maxBatch) break;
      }
      this.inFlight++;
      let read: ReturnType<ReadLiveSessions>;
      try {
        read = this.read([...batch.keys()]);
      } catch (err) {
        read = Promise.reject(err); // a reader that throws at once still frees its slot and fails its checks
      }
      read.then(
        (rows) => {
          this.done();
          const bySession = new Map<string, UserRow>();
          for (const { session_id: sessionId, ...user } of rows) bySession.set(sessionId.toLowerCase(), user);
          for (const [key, waiters] of batch) {
            const user = bySession.get(key);
            for (const w of waiters) w.resolve(user && user.id.toLowerCase() === w.userId ? user : undefined);
          }
        },
        (err: unknown) => {
          this.done();
          for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
        },
      );
    }
  }

  private done(): void {
    this.inFlight--;
    this.send();
  }
}
