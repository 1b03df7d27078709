import type { Clock } from '../../../platform/clock';
import { RedditRateLimitedError } from './errors';

export type Sleep = (ms: number) => Promise<void>;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RateLimitSnapshot {
  /** Requests left in the current window, as Reddit last said (minus calls started since); null when unknown. */
  remaining: number | null;
  /** Requests used in the current window, as Reddit last said. */
  used: number | null;
  /** When the window resets (epoch ms), null when unknown. */
  resetAt: number | null;
}

export interface RateLimitGateOptions {
  clock: Clock;
  sleep: Sleep;
  /** Longest we wait for a window to reset; longer waits fail fast with RedditRateLimitedError. */
  maxWaitMs?: number;
  /** Keep this many requests in reserve (other instances share the same app budget). */
  reserve?: number;
}

/**
 * Client-side compliance with Reddit's rate-limit headers (`X-Ratelimit-Remaining`, `-Used`,
 * `-Reset` in seconds). Every response updates the view; before each call, when the budget is
 * spent and the window has not reset yet, the call waits until it does (bounded by `maxWaitMs`).
 * Calls started since the last response count against the budget, so concurrent callers do not
 * all slip through on the last request. Several instances share one app budget: Reddit's headers
 * report the shared use, so each instance learns it from its next response.
 */
export class RateLimitGate {
  private remaining: number | null = null;
  private used: number | null = null;
  private resetAt: number | null = null;
  private readonly maxWaitMs: number;
  private readonly reserve: number;

  constructor(private readonly opts: RateLimitGateOptions) {
    this.maxWaitMs = opts.maxWaitMs ?? 60_000;
    this.reserve = opts.reserve ?? 0;
  }

  /** Waits (via the injected sleep) when the budget is spent; then reserves one request. */
  async acquire(): Promise<void> {
    for (;;) {
      const now = this.opts.clock.now().getTime();
      if (this.resetAt !== null && now >= this.resetAt) {
        // A new window started: whatever we knew no longer applies.
        this.remaining = null;
        this.used = null;
        this.resetAt = null;
      }
      if (this.remaining === null || this.remaining > this.reserve) break;
      const waitMs = (this.resetAt ?? now) - now;
      if (waitMs <= 0) break;
      if (waitMs > this.maxWaitMs) {
        throw new RedditRateLimitedError(`Reddit rate limit spent; window resets in ${Math.ceil(waitMs / 1000)} s`, waitMs / 1000);
      }
      await this.opts.sleep(waitMs);
    }
    if (this.remaining !== null) this.remaining -= 1;
  }

  /** Reads the rate-limit headers of any response (success or error). */
  update(headers: Headers): void {
    const remaining = num(headers.get('x-ratelimit-remaining'));
    const used = num(headers.get('x-ratelimit-used'));
    const reset = num(headers.get('x-ratelimit-reset'));
    if (remaining !== null) this.remaining = remaining;
    if (used !== null) this.used = used;
    if (reset !== null) this.resetAt = this.opts.clock.now().getTime() + reset * 1000;
  }

  snapshot(): RateLimitSnapshot {
    return { remaining: this.remaining, used: this.used, resetAt: this.resetAt };
  }
}

function num(v: string | null): number | null {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
