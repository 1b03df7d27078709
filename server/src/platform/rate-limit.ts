import type { Queryable } from '../db/client';
import type { Clock } from './clock';
import { tooManyRequests } from './errors';

export interface RateRule {
  /** Bucket name, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Fixed-window counters in the database, so every API instance shares them.
 * `hit` counts an attempt and throws 429 (with Retry-After) once the window's limit is passed.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async hit(rule: RateRule, subject: string): Promise<void> {
    const nowSec = Math.floor(this.clock.now().getTime() / 1000);
    const windowStart = nowSec - (nowSec % rule.windowSeconds);
    const rows = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [`${rule.name}:${subject.toLowerCase()}`, windowStart],
    );
    if (Number(rows[0]?.hits) > rule.limit) {
      throw tooManyRequests(rule.message, windowStart + rule.windowSeconds - nowSec);
    }
  }

  /**
   * Throws the same 429 as `hit` when the subject has already used up the current window,
   * without counting. For limits that count only failures (check first, `hit` on failure).
   */
  async check(rule: RateRule, subject: string): Promise<void> {
    const nowSec = Math.floor(this.clock.now().getTime() / 1000);
    const windowStart = nowSec - (nowSec % rule.windowSeconds);
    const rows = await this.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1 AND window_start = $2', [
      `${rule.name}:${subject.toLowerCase()}`,
      windowStart,
    ]);
    if (Number(rows[0]?.hits ?? 0) >= rule.limit) {
      throw tooManyRequests(rule.message, windowStart + rule.windowSeconds - nowSec);
    }
  }
}
