import type { Queryable } from '../../../db/client';
import type { Clock } from '../../../platform/clock';

export interface CacheEntry<T> {
  body: T;
  fetchedAt: Date;
  expiresAt: Date;
}

/**
 * Live Reddit answers kept in `reddit_api_cache`, so repeat analyses and scheduled reports do not
 * refetch, on every instance (the table is shared). Keys name the logical request
 * (e.g. `v1:about:golang`); bodies are the mapped model (compact), not Reddit's raw JSON.
 * Times come from the injected clock, so tests move them.
 */
export class RedditApiCache {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  /** The entry for `key`, fresh or expired (the caller decides); undefined when there is none. */
  async get<T>(key: string): Promise<CacheEntry<T> | undefined> {
    const rows = await this.db.query<{ body: T; fetched_at: Date | string; expires_at: Date | string }>(
      'SELECT body, fetched_at, expires_at FROM reddit_api_cache WHERE cache_key = $1',
      [key],
    );
    const row = rows[0];
    if (!row) return undefined;
    return { body: row.body, fetchedAt: new Date(row.fetched_at), expiresAt: new Date(row.expires_at) };
  }

  isFresh(entry: CacheEntry<unknown>): boolean {
    return entry.expiresAt.getTime() > this.clock.now().getTime();
  }

  /** Stores (or replaces) `key`, fetched at `fetchedAt` (default now), valid for `ttlMs`. */
  async set<T>(key: string, body: T, ttlMs: number, fetchedAt: Date = this.clock.now()): Promise<CacheEntry<T>> {
    const expiresAt = new Date(fetchedAt.getTime() + ttlMs);
    await this.db.query(
      `INSERT INTO reddit_api_cache (cache_key, body, fetched_at, expires_at) VALUES ($1, $2::jsonb, $3, $4)
       ON CONFLICT (cache_key) DO UPDATE SET body = EXCLUDED.body, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
      [key, JSON.stringify(body), fetchedAt, expiresAt],
    );
    return { body, fetchedAt, expiresAt };
  }
}

/**
 * Deletes cache rows that expired more than `keepStaleMs` ago (expired rows younger than that are
 * still served when Reddit is unreachable). For the hourly housekeeping; safe on many instances.
 */
export async function pruneRedditApiCache(db: Queryable, clock: Clock, keepStaleMs = 7 * 24 * 3600 * 1000): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - keepStaleMs);
  const rows = await db.query<{ n: number }>(
    'WITH d AS (DELETE FROM reddit_api_cache WHERE expires_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM d',
    [cutoff],
  );
  return rows[0]?.n ?? 0;
}
