import type { Clock } from './clock';

/**
 * A short-lived, per-process cache of "session is live, and this is its user", so a burst of
 * authenticated requests does not cost a database round trip each (see decision 006).
 * Entries live `ttlMs`; this process drops them at once when it revokes a session or when the
 * user changes something through the API. Other instances' revocations arrive through
 * SessionRevocations (LISTEN/NOTIFY, decision 016); while that listener is down the cache is off
 * (`trust(false)`), and the TTL stays as the last safety net.
 * Services must not make money decisions on the cached row: they read balances in their transaction.
 */
export class AuthCache<User extends { id: string; available_credits?: number } = { id: string }> {
  /** `readFrom`: a mark taken before the database read that gave `user` began (set's third argument). */
  private readonly entries = new Map<string, { user: User; expires: number; seq: number; readFrom?: number }>();
  /** Counts sets and marks: an entry set before a mark was read before anything that follows the mark. */
  private seq = 0;
  /** Session ids by user: every paid or changing call drops its user's entries, which scanned the whole map. */
  private readonly byUser = new Map<string, Set<string>>();
  private trusted = true;

  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  get(sessionId: string): User | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.expires <= this.clock.now().getTime()) {
      this.invalidateSession(sessionId);
      return undefined;
    }
    return hit.user;
  }

  /** `readFrom`: a mark taken before the read of `user` began (lowerCredits keeps an entry read after a spend committed). */
  set(sessionId: string, user: User, readFrom?: number): void {
    if (this.ttlMs <= 0 || !this.trusted) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.invalidateSession(oldest);
    }
    this.invalidateSession(sessionId); // a session's entry may name another user row object
    this.entries.set(sessionId, { user, expires: this.clock.now().getTime() + this.ttlMs, seq: ++this.seq, readFrom });
    const sessions = this.byUser.get(user.id);
    if (sessions) sessions.add(sessionId);
    else this.byUser.set(user.id, new Set([sessionId]));
  }

  invalidateSession(sessionId: string): void {
    const hit = this.entries.get(sessionId);
    if (!hit) return;
    this.entries.delete(sessionId);
    const sessions = this.byUser.get(hit.user.id);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.byUser.delete(hit.user.id);
  }

  invalidateUser(userId: string): void {
    const sessions = this.byUser.get(userId);
    if (!sessions) return;
    for (const sessionId of sessions) this.entries.delete(sessionId);
    this.byUser.delete(userId);
  }

  /** A point in this cache's history, taken before some change begins (see lowerCredits). */
  mark(): number {
    return ++this.seq;
  }

  /**
   * A paid call's own spend, told to the cache instead of dropping the user (decision 044). `since`
   * is a mark taken before the spend began. An entry set before it was read without the spend, so
   * it takes the balance the spend returned, when lower: spends only lower a balance and every other
   * change drops the user, so among spends reported late the lowest is the newest. An entry set
   * after the mark may or may not include the spend (a refund may have followed, and the entry been
   * read again), so it is dropped; unless `committed`, a mark taken once the spend had committed, is
   * given and the entry's read began after it (set's `readFrom`): that read saw the spend and
   * whatever followed it, so the entry stays as it is (decision 084: under concurrent paid calls,
   * dropping those made about every second request read its session from the database again).
   * A session revoked meanwhile has no entry to revive.
   */
  lowerCredits(userId: string, available: number, since: number, committed?: number): void {
    for (const sessionId of [...(this.byUser.get(userId) ?? [])]) {
      const hit = this.entries.get(sessionId);
      if (!hit) continue;
      if (hit.seq > since) {
        if (committed !== undefined && hit.readFrom !== undefined && hit.readFrom > committed) continue;
        this.invalidateSession(sessionId);
        continue;
      }
      const cached = hit.user.available_credits;
      // Requests in flight hold the old row object: the entry gets a copy.
      if (cached !== undefined && available < cached) hit.user = { ...hit.user, available_credits: available };
    }
  }

  /**
   * Drops every entry. false also stops caching until trust(true): revocations may be going
   * unheard, so every request asks the database.
   */
  trust(on: boolean): void {
    this.trusted = on;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
