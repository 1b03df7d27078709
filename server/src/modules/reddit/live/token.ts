import type { Clock } from '../../../platform/clock';
import { RedditAuthError, RedditUnavailableError } from './errors';

export interface TokenProviderOptions {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  userAgent: string;
  clock: Clock;
  /** Renew this long before Reddit's `expires_in` runs out (capped at half the lifetime). */
  renewBeforeMs?: number;
  timeoutMs?: number;
}

export interface AccessToken {
  value: string;
  expiresAt: number; // epoch ms (renewal time, already shortened by the margin)
}

/**
 * App-only OAuth token (client_credentials grant, HTTP Basic with the app id and secret).
 * Fetched lazily, shared by concurrent callers (one request in flight), reused until shortly
 * before it expires, and renewed early when Reddit rejects it (see `invalidate`).
 * Each process holds its own token; Reddit allows that and nothing needs sharing.
 */
export class TokenProvider {
  private current: AccessToken | null = null;
  private pending: Promise<AccessToken> | null = null;
  private readonly renewBeforeMs: number;
  private readonly timeoutMs: number;

  constructor(private readonly opts: TokenProviderOptions) {
    this.renewBeforeMs = opts.renewBeforeMs ?? 60_000;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  /** A token that is valid now, fetching one when there is none or it is about to expire. */
  async get(): Promise<string> {
    const now = this.opts.clock.now().getTime();
    if (this.current && now < this.current.expiresAt) return this.current.value;
    this.pending ??= this.fetchToken().finally(() => (this.pending = null));
    const token = await this.pending;
    return token.value;
  }

  /** Forgets `value` (Reddit answered 401 to it), unless another caller already replaced it. */
  invalidate(value: string): void {
    if (this.current?.value === value) this.current = null;
  }

  private async fetchToken(): Promise<AccessToken> {
    const { authUrl, clientId, clientSecret, userAgent, clock } = this.opts;
    const started = clock.now().getTime();
    const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
    let res: Response;
    try {
      res = await fetch(authUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'user-agent': userAgent,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      throw new RedditUnavailableError(`token request failed: ${e.cause?.code ?? e.message}`);
    }
    const text = await res.text().catch(() => '');
    if (res.status === 401 || res.status === 403) {
      throw new RedditAuthError(`Reddit rejected the app credentials (token endpoint answered ${res.status})`);
    }
    if (res.status === 429 || res.status >= 500) throw new TokenHttpError(res.status, res.headers.get('retry-after'));
    if (!res.ok) throw new RedditAuthError(`token endpoint answered ${res.status}; check REDDIT_AUTH_URL and the app credentials`);
    let body: { access_token?: unknown; expires_in?: unknown; error?: unknown };
    try {
      body = JSON.parse(text);
    } catch {
      throw new RedditUnavailableError('token endpoint answered with something other than JSON');
    }
    if (typeof body.access_token !== 'string' || !body.access_token) {
      throw new RedditAuthError(`token endpoint gave no access token${body.error ? ` (error: ${String(body.error)})` : ''}`);
    }
    const lifetimeMs = (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600) * 1000;
    const margin = Math.min(this.renewBeforeMs, lifetimeMs / 2);
    const token = { value: body.access_token, expiresAt: started + lifetimeMs - margin };
    this.current = token;
    return token;
  }
}

/** A retryable answer (429/5xx) of the token endpoint; the client's retry loop handles it like any other. */
export class TokenHttpError extends RedditUnavailableError {
  override readonly name = 'TokenHttpError';
  constructor(
    readonly status: number,
    readonly retryAfterHeader: string | null,
  ) {
    super(`token endpoint answered ${status}`);
  }
}
