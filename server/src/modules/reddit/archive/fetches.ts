import type { Database } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { ArchiveResponseError, ArchiveUnavailableError, type ArchiveClient } from './client';
import { fetchCommunity } from './fetch-community';
import { saveFetchedCommunity } from './store';

export type ArchiveFetchState = 'queued' | 'running' | 'done' | 'failed' | 'missing';

/** Where one community's fetch stands, as every instance sees it (reddit_archive_fetches). */
export interface ArchiveFetchStatus {
  subreddit: string;
  status: ArchiveFetchState;
  postsSoFar: number;
  commentsSoFar: number;
  requestedAt: string;
  finishedAt: string | null;
  /** Why it failed, in words a user can read (failed only). */
  error: string | null;
}

export const ARCHIVE_FETCH_JOB = 'reddit-archive-fetch';

export interface ArchiveFetchesOptions {
  maxPosts: number;
  /** A finished fetch older than this is refreshed when asked for again (default 24 h). */
  refreshAfterMs?: number;
  /** A failed fetch is tried again when asked for after this long (default 2 min). */
  retryFailedAfterMs?: number;
  /** A community the archive does not know is asked about again after this long (default 24 h). */
  retryMissingAfterMs?: number;
  /** A running fetch whose worker has not reported for this long is taken over (its worker died; default 2 min). */
  takeOverAfterMs?: number;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
  /** Told when a community's data arrived (the catalogue adds it). */
  onFetched?: (subredditKey: string) => void;
}

type Row = {
  name_key: string;
  name: string;
  status: ArchiveFetchState;
  posts_fetched: number;
  comments_fetched: number;
  requested_at: Date | string;
  finished_at: Date | string | null;
  error: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const statusOf = (r: Row): ArchiveFetchStatus => ({
  subreddit: r.name,
  status: r.status,
  postsSoFar: r.posts_fetched,
  commentsSoFar: r.comments_fetched,
  requestedAt: iso(r.requested_at)!,
  finishedAt: iso(r.finished_at),
  error: r.error,
});

/**
 * On-demand archive fetches, one per community across the cluster. `request` records the ask in
 * reddit_archive_fetches (an insert that only one asker wins) and queues one pg-boss job; a second
 * asker meanwhile joins by reading the same row. The job (`run`) claims the row (queued, or running
 * with a dead worker), reports progress on it page by page, and writes the data in one transaction.
 * Without a queue (tests, CLIs, a process that only serves) the fetch runs in this process.
 */
export class ArchiveFetches {
  /**
   * How long a settled answer (done, failed, missing) stands for this process. Another instance's fetch started
   * meanwhile shows here this much later at most; this process's own runs clear it.
   */
  static readonly SETTLED_ANSWER_MS = 5_000;
  private static readonly SETTLED_ANSWERS_KEPT = 10_000;
  private readonly settledAnswers = new Map<string, { status: ArchiveFetchStatus; at: number }>();
  private queue: ((name: string) => Promise<unknown>) | null = null;
  private readonly local = new Set<Promise<void>>();
  private readonly refreshAfterMs: number;
  private readonly retryFailedAfterMs: number;
  private readonly retryMissingAfterMs: number;
  private readonly takeOverAfterMs: number;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly client: ArchiveClient,
    private readonly opts: ArchiveFetchesOptions,
  ) {
    this.refreshAfterMs = opts.refreshAfterMs ?? 24 * 3600_000;
    this.retryFailedAfterMs = opts.retryFailedAfterMs ?? 120_000;
    this.retryMissingAfterMs = opts.retryMissingAfterMs ?? 24 * 3600_000;
    this.takeOverAfterMs = opts.takeOverAfterMs ?? 120_000;
  }

  /** `fn` is told each community whose data arrived (the catalogue adds it). */
  whenFetched(fn: (subredditKey: string) => void): void {
    this.fetchedListeners.push(fn);
  }
  private readonly fetchedListeners: ((subredditKey: string) => void)[] = [];

  /** From now on fetches go through the job queue (`send` queues ARCHIVE_FETCH_JOB for a community). */
  useQueue(send: (name: string) => Promise<unknown>): void {
    this.queue = send;
  }

  async status(name: string): Promise<ArchiveFetchStatus | null> {
    const [row] = await this.db.query<Row>('SELECT * FROM reddit_archive_fetches WHERE name_key = $1', [name.toLowerCase()]);
    return row ? statusOf(row) : null;
  }

  /**
   * Asks for the community's data: starts a fetch unless one is under way, finished recently, or
   * failed a moment ago. Returns where it stands; never waits for the fetch.
   */
  request(name: string): Promise<ArchiveFetchStatus> {
    // A settled answer asked for again within moments is the same answer: the page's every warm analysis asks, and
    // each ask was two statements (issue 27). A refresh or retry falls due minutes later at the soonest.
    const key = name.toLowerCase();
    const nowMs = this.clock.now().getTime();
    const known = this.settledAnswers.get(key);
    if (known && nowMs - known.at >= 0 && nowMs - known.at < ArchiveFetches.SETTLED_ANSWER_MS) return Promise.resolve(known.status);
    // Tracked from the ask, not from the run: a caller that does not wait (a background ask) leaves the
    // queueing write in flight, and `settled()` must wait for it and for the run it starts.
    const asked = this.ask(name).then((status) => {
      if (status.status === 'queued' || status.status === 'running') this.settledAnswers.delete(key);
      else {
        if (this.settledAnswers.size >= ArchiveFetches.SETTLED_ANSWERS_KEPT) this.settledAnswers.clear();
        this.settledAnswers.set(key, { status, at: nowMs });
      }
      return status;
    });
    const done: Promise<void> = asked.then(
      () => undefined,
      () => undefined,
    );
    this.local.add(done);
    void done.finally(() => this.local.delete(done));
    return asked;
  }

  private async ask(name: string): Promise<ArchiveFetchStatus> {
    const now = this.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const [won] = await this.db.query<Row>(
      `INSERT INTO reddit_archive_fetches (name_key, name, status, requested_at) VALUES ($1, $2, 'queued', $3)
       ON CONFLICT (name_key) DO UPDATE SET status = 'queued', requested_at = EXCLUDED.requested_at, error = NULL,
         posts_fetched = 0, comments_fetched = 0
       WHERE (reddit_archive_fetches.status = 'done' AND reddit_archive_fetches.finished_at < $4)
          OR (reddit_archive_fetches.status = 'failed' AND reddit_archive_fetches.finished_at < $5)
          OR (reddit_archive_fetches.status = 'missing' AND reddit_archive_fetches.finished_at < $6)
          OR (reddit_archive_fetches.status = 'queued' AND reddit_archive_fetches.requested_at < $7)
       RETURNING *`,
      [
        name.toLowerCase(),
        name,
        now,
        ago(this.refreshAfterMs),
        ago(this.retryFailedAfterMs),
        ago(this.retryMissingAfterMs),
        ago(this.takeOverAfterMs),
      ],
    );
    if (!won) return (await this.status(name))!;
    await this.start(name);
    return statusOf(won);
  }

  private async start(name: string): Promise<void> {
    if (this.queue) {
      await this.queue(name);
      return;
    }
    const run: Promise<void> = this.run(name)
      .then(() => undefined)
      .catch((err) => this.opts.log?.warn({ err, subreddit: name }, 'archive fetch failed'))
      .finally(() => this.local.delete(run));
    this.local.add(run);
  }

  /** Resolves when the fetches this process runs itself have finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.local.size > 0) await Promise.all([...this.local]);
  }

  /** The job: fetch `name` if this worker wins the claim; the outcome is recorded on the row, never thrown. */
  async run(name: string): Promise<'done' | 'missing' | 'failed' | 'skipped'> {
    const key = name.toLowerCase();
    const now = this.clock.now();
    const [claimed] = await this.db.query<Row>(
      `UPDATE reddit_archive_fetches SET status = 'running', started_at = $2, heartbeat_at = $2, posts_fetched = 0, comments_fetched = 0, error = NULL
       WHERE name_key = $1 AND (status = 'queued' OR (status = 'running' AND heartbeat_at < $3)) RETURNING *`,
      [key, now, new Date(now.getTime() - this.takeOverAfterMs)],
    );
    if (!claimed) return 'skipped';
    this.settledAnswers.delete(key);
    try {
      const fetched = await fetchCommunity(this.client, claimed.name, {
        maxPosts: this.opts.maxPosts,
        now: Math.floor(now.getTime() / 1000),
        onProgress: (posts, comments) =>
          this.db
            .query(
              `UPDATE reddit_archive_fetches SET posts_fetched = $2, comments_fetched = $3, heartbeat_at = $4 WHERE name_key = $1 AND status = 'running'`,
              [key, posts, comments, this.clock.now()],
            )
            .then(() => undefined),
      });
      const finished = this.clock.now();
      if (!fetched) {
        await this.finish(key, 'missing', finished, null);
        return 'missing';
      }
      await this.db.transaction(async (tx) => {
        await saveFetchedCommunity(tx, fetched, finished);
        await tx.query(
          `UPDATE reddit_archive_fetches SET status = 'done', name = $2, posts_fetched = $3, comments_fetched = $4, finished_at = $5,
             heartbeat_at = $5, window_from = $6, window_to = $7, error = NULL WHERE name_key = $1`,
          [key, fetched.info.name, fetched.posts.length, fetched.comments.length, finished, fetched.windowFrom, fetched.windowTo],
        );
      });
      this.opts.onFetched?.(key);
      for (const fn of this.fetchedListeners) fn(key);
      return 'done';
    } catch (err) {
      const reason =
        err instanceof ArchiveUnavailableError
          ? err.reason
          : err instanceof ArchiveResponseError
            ? `the Arctic Shift Reddit archive answered HTTP ${err.status}${err.archiveMessage ? ` (${err.archiveMessage})` : ''}`
            : 'saving the fetched data failed';
      this.opts.log?.warn({ err, subreddit: name }, 'archive fetch failed');
      await this.finish(key, 'failed', this.clock.now(), reason);
      return 'failed';
    } finally {
      // What this process just recorded is read afresh by its next ask.
      this.settledAnswers.delete(key);
    }
  }

  private async finish(key: string, status: 'missing' | 'failed', at: Date, error: string | null) {
    await this.db.query(
      `UPDATE reddit_archive_fetches SET status = $2, finished_at = $3, heartbeat_at = $3, error = $4 WHERE name_key = $1`,
      [key, status, at, error],
    );
  }

  /** Communities fetched before `olderThan` that someone still uses (`names`), for the scheduled refresh. */
  async refreshStale(names: readonly string[]): Promise<number> {
    let started = 0;
    for (const name of names) {
      const before = await this.status(name);
      if (before?.status !== 'done') continue;
      const after = await this.request(name);
      if (after.status === 'queued') started += 1;
    }
    return started;
  }
}
