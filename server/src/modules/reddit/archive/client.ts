import type { Clock } from '../../../platform/clock';
import { CircuitBreaker, type CircuitBreakerOptions } from '../live/circuit-breaker';
import { retryAfterMs } from '../live/client';
import { RedditCircuitOpenError, RedditRateLimitedError, RedditUnavailableError } from '../live/errors';
import { RateLimitGate, realSleep, type RateLimitGateOptions, type Sleep } from '../live/rate-limiter';

export interface ArchiveClientOptions {
  /** The archive's origin, e.g. https://arctic-shift.photon-reddit.com (every endpoint is under /api/). */
  baseUrl: string;
  clock: Clock;
  sleep?: Sleep;
  random?: () => number;
  /** Attempts per call, the first included (default 3). */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A wait the archive asks for (Retry-After, rate-limit reset) longer than this fails the call at once. */
  maxRetryAfterMs?: number;
  /** Per-attempt timeout (default 8 s: the archive has no uptime promise, so fail fast and fall back). */
  timeoutMs?: number;
  /** Answers larger than this are refused as malformed (default 32 MB). */
  maxBodyBytes?: number;
  breaker?: Omit<CircuitBreakerOptions, 'clock'>;
  rateLimit?: Omit<RateLimitGateOptions, 'clock' | 'sleep'>;
  userAgent?: string;
  logger?: { warn(obj: Record<string, unknown>, msg: string): void };
}

/** What went wrong with the archive, in words a user can read (shown beside the fallback data). */
export type ArchiveFailure = 'unreachable' | 'timeout' | 'server-error' | 'rate-limited' | 'malformed' | 'refused' | 'circuit-open';

const FAILURE_TEXT: Record<ArchiveFailure, string> = {
  unreachable: 'could not be reached',
  timeout: 'did not answer in time',
  'server-error': 'answered with a server error',
  'rate-limited': 'asked us to slow down (rate limited)',
  malformed: 'sent an answer we could not read',
  refused: 'refused the request',
  'circuit-open': 'failed several times in a row, so we paused asking it',
};

export const ARCHIVE_NAME = 'the Arctic Shift Reddit archive';

/**
 * The archive cannot answer (any of ArchiveFailure). A 503 like the live API's outage, but its
 * message names the archive and what it answered, since users see it beside the fallback data.
 */
export class ArchiveUnavailableError extends RedditUnavailableError {
  override readonly name = 'ArchiveUnavailableError';
  constructor(
    readonly failure: ArchiveFailure,
    detail: string,
    retryAfterSeconds?: number,
  ) {
    super(detail, retryAfterSeconds, `${capitalise(ARCHIVE_NAME)} ${FAILURE_TEXT[failure]}. Please try again in a few minutes.`);
  }
  /** e.g. 'the Arctic Shift Reddit archive did not answer in time' */
  get reason(): string {
    return `${ARCHIVE_NAME} ${FAILURE_TEXT[this.failure]}`;
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A final 4xx from the archive other than 429 (bad parameters, unknown endpoint): not retried, not an outage. */
export class ArchiveResponseError extends Error {
  override readonly name = 'ArchiveResponseError';
  constructor(
    readonly status: number,
    readonly archiveMessage: string | null,
    readonly path: string,
  ) {
    super(`The archive answered ${status}${archiveMessage ? ` (${archiveMessage})` : ''} for ${path}`);
  }
}

type Query = Record<string, string | number | undefined>;

export interface CallOptions {
  timeoutMs?: number;
  maxAttempts?: number;
}

interface RetryableFailure {
  failure: ArchiveFailure;
  detail: string;
  retryAfterMs: number | null;
}

/**
 * The one door to the Arctic Shift API, with the live client's discipline: a short per-attempt
 * timeout, retries with exponential backoff and full jitter on timeouts, network errors, 429, 5xx
 * and unreadable answers, its rate-limit headers honoured (X-RateLimit-Remaining / -Reset), and a
 * circuit breaker (the live client's) so an archive outage fails fast instead of stacking waits.
 * Answers `{"data": [...]}`; resolves to the array.
 */
export class ArchiveClient {
  readonly breaker: CircuitBreaker;
  readonly gate: RateLimitGate;
  private readonly sleep: Sleep;
  private readonly random: () => number;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly baseUrl: string;

  constructor(private readonly opts: ArchiveClientOptions) {
    this.sleep = opts.sleep ?? realSleep;
    this.random = opts.random ?? Math.random;
    this.maxAttempts = Math.max(1, opts.maxAttempts ?? 3);
    this.baseDelayMs = opts.baseDelayMs ?? 500;
    this.maxDelayMs = opts.maxDelayMs ?? 5_000;
    this.maxRetryAfterMs = opts.maxRetryAfterMs ?? 20_000;
    this.timeoutMs = opts.timeoutMs ?? 8_000;
    this.maxBodyBytes = opts.maxBodyBytes ?? 32 * 1024 * 1024;
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
    this.gate = new RateLimitGate({ clock: opts.clock, sleep: this.sleep, maxWaitMs: this.maxRetryAfterMs, ...opts.rateLimit });
    this.breaker = new CircuitBreaker({ clock: opts.clock, failureThreshold: 4, cooldownMs: 60_000, ...opts.breaker });
  }

  /**
   * GET `/api/<endpoint>` with `query`; the `data` array of the answer. `call` shortens the
   * timeout and the attempts for a request a user is waiting on.
   */
  async get(endpoint: string, query: Query = {}, call: CallOptions = {}): Promise<unknown[]> {
    let ticket;
    try {
      ticket = this.breaker.enter();
    } catch (err) {
      if (err instanceof RedditCircuitOpenError) throw new ArchiveUnavailableError('circuit-open', err.detail, err.retryAfterSeconds);
      throw err;
    }
    try {
      const data = await this.withRetries(endpoint, query, call);
      ticket.success();
      return data;
    } catch (err) {
      if (err instanceof ArchiveResponseError) ticket.success();
      else if (err instanceof ArchiveUnavailableError && err.failure === 'rate-limited') ticket.release();
      else ticket.failure();
      if (err instanceof ArchiveResponseError || err instanceof ArchiveUnavailableError) throw err;
      if (err instanceof RedditRateLimitedError) throw new ArchiveUnavailableError('rate-limited', err.detail, err.retryAfterSeconds);
      throw new ArchiveUnavailableError('unreachable', `unexpected: ${(err as Error).message}`);
    }
  }

  private url(endpoint: string, query: Query): string {
    const url = new URL(`${this.baseUrl}/api/${endpoint.replace(/^\/+/, '').replace(/^api\//, '')}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  private async withRetries(endpoint: string, query: Query, call: CallOptions): Promise<unknown[]> {
    const url = this.url(endpoint, query);
    const maxAttempts = Math.max(1, call.maxAttempts ?? this.maxAttempts);
    for (let attempt = 1; ; attempt++) {
      const result = await this.once(url, call.timeoutMs ?? this.timeoutMs);
      if ('data' in result) return result.data;
      const { failure, detail, retryAfterMs: asked } = result.retry;
      if (attempt >= maxAttempts) throw new ArchiveUnavailableError(failure, `gave up on ${endpoint} after ${attempt} attempts: ${detail}`);
      const delay = asked ?? this.backoff(attempt);
      if (delay > this.maxRetryAfterMs) {
        throw new ArchiveUnavailableError(failure, `${detail}; the archive asks to wait ${Math.ceil(delay / 1000)} s`, delay / 1000);
      }
      this.opts.logger?.warn({ endpoint, attempt, delayMs: Math.round(delay), detail }, 'retrying archive request');
      await this.sleep(delay);
    }
  }

  backoff(attempt: number): number {
    return this.random() * Math.min(this.maxDelayMs, this.baseDelayMs * 2 ** (attempt - 1));
  }

  private async once(url: string, timeoutMs: number): Promise<{ data: unknown[] } | { retry: RetryableFailure }> {
    await this.gate.acquire();
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.opts.userAgent ?? 'subreddit-signal (self-hosted)' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      return { retry: { failure: timedOut ? 'timeout' : 'unreachable', detail: `network error: ${describe(err)}`, retryAfterMs: null } };
    }
    this.gate.update(resetAsSecondsFromNow(res.headers, this.opts.clock));
    let text: string;
    try {
      const length = Number(res.headers.get('content-length') ?? 0);
      if (length > this.maxBodyBytes) {
        await res.body?.cancel();
        return { retry: { failure: 'malformed', detail: `answer of ${length} bytes is over the limit`, retryAfterMs: null } };
      }
      text = await res.text();
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      return {
        retry: { failure: timedOut ? 'timeout' : 'unreachable', detail: `reading the answer failed: ${describe(err)}`, retryAfterMs: null },
      };
    }
    if (res.status === 429 || res.status >= 500) {
      const rateLimited = res.status === 429 || /slow down/i.test(text);
      return {
        retry: {
          failure: rateLimited ? 'rate-limited' : 'server-error',
          detail: `HTTP ${res.status}${errorOf(text) ? ` (${errorOf(text)})` : ''}`,
          retryAfterMs: retryAfterMs(res.headers.get('retry-after'), this.opts.clock),
        },
      };
    }
    if (!res.ok) throw new ArchiveResponseError(res.status, errorOf(text), new URL(url).pathname);
    if (text.length > this.maxBodyBytes)
      return { retry: { failure: 'malformed', detail: 'answer over the size limit', retryAfterMs: null } };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (err) {
      return { retry: { failure: 'malformed', detail: `unreadable JSON: ${describe(err)}`, retryAfterMs: null } };
    }
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data)) {
      const error = errorOf(text);
      // The archive reports overload inside a 200 now and then: treat it as the 5xx it is.
      if (error)
        return {
          retry: { failure: /slow down/i.test(error) ? 'rate-limited' : 'server-error', detail: `error: ${error}`, retryAfterMs: null },
        };
      return { retry: { failure: 'malformed', detail: 'answer has no data array', retryAfterMs: null } };
    }
    return { data };
  }
}

/**
 * The gate reads X-RateLimit-Reset as seconds from now (Reddit's way); an archive that sends an
 * epoch timestamp instead is converted, so a reset time is never mistaken for a 50-year wait.
 */
function resetAsSecondsFromNow(headers: Headers, clock: Clock): Headers {
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (!Number.isFinite(reset) || reset < 1e9) return headers;
  const copy = new Headers(headers);
  const epochMs = reset > 1e12 ? reset : reset * 1000;
  copy.set('x-ratelimit-reset', String(Math.max(0, (epochMs - clock.now().getTime()) / 1000)));
  return copy;
}

function describe(err: unknown): string {
  const e = err as Error & { cause?: { code?: string; message?: string } };
  return e.cause?.code ?? e.cause?.message ?? e.message ?? String(err);
}

function errorOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body?.error === 'string' && body.error ? body.error.slice(0, 200) : null;
  } catch {
    return null;
  }
}
