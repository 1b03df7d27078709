import type { Database, Queryable } from '../../db/client';
import type { HousekeepingTask } from '../../platform/housekeeping';
import * as repo from './repository';

/**
 * What each user was recently given for the same request (titles of posts for one community, topic
 * and template, and under a key of their own the fingerprints of those posts' bodies, text.ts
 * bodyFingerprint; titles of comments on one post), so 'Generate more posts' and 'Generate more
 * comments' bring new ones instead of repeating the first batch. In the database (decision 016),
 * so it holds whichever API instance serves the next call; it is still a preference the engines
 * follow while they have alternatives, not a guarantee.
 */
export interface RecentOutputsOptions {
  /** Keys remembered at once (a posts request has two: titles, body fingerprints); pruning forgets the least recently added first. */
  maxKeys?: number;
  /** Items (titles, fingerprints) kept per key (the newest). */
  perKey?: number;
  ttlMs?: number;
  now?: () => number;
}

export const RECENT_OUTPUTS_DEFAULTS = { maxKeys: 100_000, perKey: 30, ttlMs: 6 * 3600_000 } as const;

export class RecentOutputs {
  private readonly maxKeys: number;
  private readonly perKey: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Queryable | Database,
    options: RecentOutputsOptions = {},
  ) {
    this.maxKeys = options.maxKeys ?? RECENT_OUTPUTS_DEFAULTS.maxKeys;
    this.perKey = options.perKey ?? RECENT_OUTPUTS_DEFAULTS.perKey;
    this.ttlMs = options.ttlMs ?? RECENT_OUTPUTS_DEFAULTS.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /** The titles given for `key`, oldest first; none once they are older than the TTL. */
  get(key: string): Promise<string[]> {
    return repo.recentOutputs(this.db, key, this.freshSince());
  }

  /** Appends the titles (the newest `perKey` are kept); atomic, so simultaneous calls lose nothing. */
  async add(key: string, items: readonly string[]): Promise<void> {
    await repo.addRecentOutputs(this.db, key, items, new Date(this.now()), this.freshSince(), this.perKey);
  }

  /** Housekeeping: deletes requests past the TTL and all but the `maxKeys` most recent; returns how many. */
  prune(): Promise<number> {
    return repo.pruneRecentOutputs(this.db, this.freshSince(), this.maxKeys);
  }

  private freshSince(): Date {
    return new Date(this.now() - this.ttlMs);
  }
}

/** For the server's hourly housekeeping: the generator's memory past its TTL or beyond its size. */
export const pruneRecentOutputs: HousekeepingTask = (db, clock) => new RecentOutputs(db, { now: () => clock.now().getTime() }).prune();
