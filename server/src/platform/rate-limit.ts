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

/** A slot taken in one window by `reserve`; `release` gives it back. */
export interface Reservation {
  readonly key: string;
  readonly windowStart: number;
}

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in the database, so every API instance shares them.
 * `hit` counts an attempt and throws 429 (with Retry-After) once the window's limit is passed.
 * `reserve` takes a slot only while one is free, in the same statement that counts it, so any
 * number of simultaneous callers (on any instance) get at most `limit` slots between them.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly clock: Clock,
  ) {}

  async hit(rule: RateRule, subject: string): Promise<void> {
    const { key, windowStart, retryAfter } = this.window(rule, subject);
    const rows = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       RETURNING hits`,
      [key, windowStart],
    );
    if (Number(rows[0]?.hits) > rule.limit) throw tooManyRequests(rule.message, retryAfter);
  }

  /**
   * Counts an attempt before it is made, and only if the window still has room: a refused caller
   * counts nothing. The conditional upsert locks the row, so the check and the count cannot be
   * split by a concurrent caller (no check-then-act race).
   */
  async tryReserve(rule: RateRule, subject: string): Promise<ReserveOutcome> {
    const { key, windowStart, retryAfter } = this.window(rule, subject);
    const rows = await this.db.query<{ hits: number }>(
      `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
       WHERE rate_limit_hits.hits < $3
       RETURNING hits`,
      [key, windowStart, rule.limit],
    );
    // limit 0: the INSERT path must not hand out a slot either.
    if (rows.length === 0 || Number(rows[0]!.hits) > rule.limit) {
      if (rows.length > 0) await this.release({ key, windowStart });
      return { ok: false, retryAfterSeconds: retryAfter };
    }
    return { ok: true, reservation: { key, windowStart } };
  }

  /** `tryReserve`, throwing the rule's 429 (with Retry-After) when the window is full. */
  async reserve(rule: RateRule, subject: string): Promise<Reservation> {
    const outcome = await this.tryReserve(rule, subject);
    if (!outcome.ok) throw tooManyRequests(rule.message, outcome.retryAfterSeconds);
    return outcome.reservation;
  }

  /** Gives a reserved slot back (the attempt turned out not to count, e.g. a successful sign-in). */
  async release(reservation: Reservation): Promise<void> {
    await this.db.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND window_start = $2 AND hits > 0', [
      reservation.key,
      reservation.windowStart,
    ]);
  }

  private window(rule: RateRule, subject: string) {
    const nowSec = Math.floor(this.clock.now().getTime() / 1000);
    const windowStart = nowSec - (nowSec % rule.windowSeconds);
    return { key: `${rule.name}:${subject.toLowerCase()}`, windowStart, retryAfter: windowStart + rule.windowSeconds - nowSec };
  }
}
