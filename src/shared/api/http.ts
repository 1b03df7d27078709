import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { refreshResponse } from '@subreddit-signal/contract';
import { config } from '../config';
import { endSession, session } from '../session';

/**
 * The API client: bearer header from the session; on a 401 one shared
 * refresh for all concurrent failures, then each original request is retried once.
 */
let refreshInFlight: Promise<string | null> | null = null;

const AUTH_PATHS = ['/auth/login', '/auth/refresh', '/auth/register', '/auth/google-login'];
const isAuthCall = (url: string) => AUTH_PATHS.some((p) => new URL(url, 'http://x').pathname.endsWith(p));

async function refreshAccessToken(): Promise<string | null> {
  const { refreshToken } = session.tokens();
  if (!refreshToken) {
    console.error('No refresh token found');
    endSession();
    return null;
  }
  try {
    const body = await ky.post(`${config.apiUrl}/auth/refresh`, { json: { refreshToken }, retry: 0, timeout: false }).json();
    const tokens = refreshResponse.validateSync(body);
    session.setAccessToken(tokens.accessToken);
    // The server may rotate the refresh token; if none comes back the old one is kept.
    if (tokens.refreshToken) session.setRefreshToken(tokens.refreshToken);
    return tokens.accessToken;
  } catch (err) {
    console.error('Token refresh failed', err);
    endSession();
    return null;
  }
}

/** Exactly one refresh at a time; every 401 that arrives meanwhile waits on the same promise. */
export function refreshOnce(): Promise<string | null> {
  refreshInFlight ??= refreshAccessToken().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

export const api: KyInstance = ky.create({
  prefixUrl: config.apiUrl,
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const { accessToken } = session.tokens();
        if (accessToken && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${accessToken}`);
      },
    ],
    afterResponse: [
      async (request, options, response) => {
        const context = options.context as { retried?: boolean } | undefined;
        if (response.status !== 401 || context?.retried || isAuthCall(request.url)) return response;
        const accessToken = await refreshOnce();
        const headers = new Headers(request.headers);
        headers.set('Authorization', `Bearer ${accessToken}`);
        // Rebuilt from its parts rather than passing the Request on: ky rejects a Request that is not
        // an instance of the global `Request`, which is what `request.clone()` returns wherever the
        // global is a subclass (the Jest setup's relative-URL Request, polyfills).
        const body = request.body ? await request.arrayBuffer() : undefined;
        return api(request.url, {
          method: request.method,
          headers,
          body,
          prefixUrl: '',
          signal: options.signal,
          context: { retried: true },
        } as Options);
      },
    ],
    beforeError: [
      async (error) => {
        // Surface the server's message (or its error field) as the error's message.
        try {
          const body = (await error.response.clone().json()) as { message?: unknown; error?: unknown };
          const text = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : null;
          if (text) error.message = text;
          (error as HTTPError & { data?: unknown }).data = body;
        } catch {
          /* not JSON: keep ky's message */
        }
        return error;
      },
    ],
  },
});

export { errorMessage, UnexpectedResponseError } from './errors';
export { HTTPError };
