import type { Clock } from '../../../platform/clock';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker';
import { RedditAuthError, RedditRateLimitedError, RedditResponseError, RedditUnavailableError } from './errors';
import { RateLimitGate, realSleep, type RateLimitGateOptions, type Sleep } from './rate-limiter';
import { TokenHttpError, TokenProvider } from './token';

export interface RedditClientLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface RedditClientOptions {
  /** API origin, e.g. https://oauth.reddit.com (no trailing path needed). */
  apiBase: string;
  /** Token endpoint, e.g. https://www.reddit.com/api/v1/access_token. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** `<platform>:<app ID>:<version string> (by /u/<reddit username>)`, sent on every request. */
  userAgent: string;
  clock: Clock;
  /** Injected so tests can assert waits without waiting (default: setTimeout). */
  sleep?: Sleep;
  /** Injected jitter source in [0, 1) (default: Math.random). */
  random?: () => number;
  /** Attempts per call, the first included (default 4: three retries). */
  maxAttempts?: number;
  /** Backoff base and cap: attempt n waits random() * min(maxDelayMs, baseDelayMs * 2^(n-1)) ("full jitter"). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the call fails (503) at once. */
  maxRetryAfterMs?: number;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  breaker?: Omit<CircuitBreakerOptions, 'clock'>;
  rateLimit?: Omit<RateLimitGateOptions, 'clock' | 'sleep'>;
  logger?: RedditClientLogger;
}

type Query = Record<string, string | number | undefined>;

interface RetryableFailure {
  detail: string;
  retryAfterMs: number | null;
}

/**
 * The one door to Reddit's OAuth API: app-only bearer token, User-Agent, `raw_json=1`,
 * rate-limit compliance, retries with exponential backoff and full jitter on 429/5xx/network
 * errors, and a circuit breaker. Never follows redirects (Reddit redirects unknown communities
 * to a search page; callers get a RedditResponseError with the 3xx status instead).
 *
 * Throws:
 * - RedditResponseError: a final 3xx/4xx other than 401/429 (403, 404, …) with Reddit's `reason`.
 * - RedditUnavailableError (503 for users) and its kinds: RedditCircuitOpenError (failing fast),
 *   RedditRateLimitedError (budget spent, reset too far away), RedditAuthError (credentials refused).
 */
export class RedditClient {
  readonly tokens: TokenProvider;
  readonly gate: RateLimitGate;
  readonly breaker: CircuitBreaker;
  private readonly sleep: Sleep;
  private readonly random: () => number;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly timeoutMs: number;
  private readonly apiBase: string;

  constructor(private readonly opts: RedditClientOptions) {
    this.sleep = opts.sleep ?? realSleep;
    this.random = opts.random ?? Math.random;
    this.maxAttempts = Math.max(1, opts.maxAttempts ?? 4);
    this.baseDelayMs = opts.baseDelayMs ?? 500;
    this.maxDelayMs = opts.maxDelayMs ?? 8_000;
    this.maxRetryAfterMs = opts.maxRetryAfterMs ?? 30_000;
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.apiBase = opts.apiBase.replace(/\/+$/, '');
    this.tokens = new TokenProvider({
      authUrl: opts.authUrl,
      clientId: opts.clientId,
      clientSecret: opts.clientSecret,
      userAgent: opts.userAgent,
      clock: opts.clock,
      timeoutMs: this.timeoutMs,
    });
    this.gate = new RateLimitGate({ clock: opts.clock, sleep: this.sleep, ...opts.rateLimit });
    this.breaker = new CircuitBreaker({ clock: opts.clock, ...opts.breaker });
  }

  /** GET `path` (e.g. `/r/golang/about`) with `query` plus `raw_json=1`; resolves to the parsed JSON body. */
  async get<T = unknown>(path: string, query: Query = {}): Promise<T> {
    const ticket = this.breaker.enter();
    try {
      const body = await this.withRetries<T>(path, query);
      ticket.success();
      return body;
    } catch (err) {
      if (err instanceof RedditResponseError) {
        ticket.success(); // Reddit answered: it is reachable.
      } else if (err instanceof RedditRateLimitedError) {
        ticket.release(); // Our budget, not Reddit's health.
      } else {
        ticket.failure();
      }
      if (err instanceof RedditResponseError || err instanceof RedditUnavailableError) throw err;
      throw new RedditUnavailableError(`unexpected: ${(err as Error).message}`);
    }
  }

  private url(path: string, query: Query): string {
    const url = new URL(this.apiBase + (path.startsWith('/') ? path : `/${path}`));
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    url.searchParams.set('raw_json', '1');
    return url.toString();
  }

  private async withRetries<T>(path: string, query: Query): Promise<T> {
    const url = this.url(path, query);
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const result = await this.once<T>(url, path);
      if ('body' in result) return result.body;
      if ('unauthorized' in result) {
        this.tokens.invalidate(result.unauthorized);
        if (renewed) throw new RedditAuthError(`Reddit rejected a freshly issued access token (401) for ${path}`);
        renewed = true; // one renewal, not counted as a retry
        attempt -= 1;
        continue;
      }
      const failure = result.retry;
      if (attempt >= this.maxAttempts) {
        throw new RedditUnavailableError(`gave up on ${path} after ${attempt} attempts: ${failure.detail}`);
      }
      const delay = failure.retryAfterMs ?? this.backoff(attempt);
      if (delay > this.maxRetryAfterMs) {
        throw new RedditUnavailableError(`${failure.detail}; Reddit asks to wait ${Math.ceil(delay / 1000)} s`, delay / 1000);
      }
      this.opts.logger?.warn({ path, attempt, delayMs: Math.round(delay), detail: failure.detail }, 'retrying Reddit request');
      await this.sleep(delay);
    }
  }

  /** Exponential backoff with full jitter: uniform in [0, min(cap, base * 2^(attempt-1))). */
  backoff(attempt: number): number {
    return this.random() * Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1));
  }

  private async once<T>(url: string, path: string): Promise<{ body: T } | { unauthorized: string } | { retry: RetryableFailure }> {
    let token: string;
    try {
      token = await this.tokens.get();
    } catch (err) {
      if (err instanceof TokenHttpError) {
        return { retry: { detail: err.detail, retryAfterMs: retryAfterMs(err.retryAfterHeader, this.opts.clock) } };
      }
      if (err instanceof RedditAuthError || !(err instanceof RedditUnavailableError)) throw err;
      return { retry: { detail: err.detail, retryAfterMs: null } }; // the token endpoint was unreachable
    }
    await this.gate.acquire();
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `bearer ${token}`, 'user-agent': this.opts.userAgent, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      return { retry: { detail: `network error: ${describe(err)}`, retryAfterMs: null } };
    }
    this.gate.update(res.headers);
    if (res.ok) {
      try {
        return { body: (await res.json()) as T };
      } catch (err) {
        return { retry: { detail: `unreadable body: ${describe(err)}`, retryAfterMs: null } };
      }
    }
    const text = await res.text().catch(() => '');
    if (res.status === 401) return { unauthorized: token };
    if (res.status === 429 || res.status >= 500) {
      return { retry: { detail: `HTTP ${res.status}`, retryAfterMs: retryAfterMs(res.headers.get('retry-after'), this.opts.clock) } };
    }
    throw new RedditResponseError(res.status, reasonOf(text), path);
  }
}

function describe(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
}

function reasonOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { reason?: unknown };
    return typeof body?.reason === 'string' && body.reason ? body.reason : null;
  } catch {
    return null;
  }
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, clock: Clock): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - clock.now().getTime());
}
