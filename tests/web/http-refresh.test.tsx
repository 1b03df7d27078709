import { delay, http, HttpResponse } from 'msw';
import { api, HTTPError } from '@/shared/api/http';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { expectConsoleError } from '../support/console-guard';

/**
 * The ky client's refresh-once retry, against msw: every 401 waits on one shared
 * POST /auth/refresh, then its request is repeated once with the new bearer.
 */

const OLD_ACCESS = 'old-access';
const OLD_REFRESH = 'old-refresh';
const NEW_ACCESS = 'new-access';

const unauthorized = () => HttpResponse.json({ message: 'Access token expired', error: 'Unauthorized', statusCode: 401 }, { status: 401 });
const stored = () =>
  JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { accessToken: string | null; refreshToken: string | null } | null;

interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

/** Protected endpoints that accept only `Bearer ${valid}`; records every request. */
function protectedApi(seen: Seen[], valid = NEW_ACCESS) {
  const handle = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const auth = request.headers.get('authorization');
    seen.push({ method: request.method, path: url.pathname, auth, body: text ? JSON.parse(text) : undefined });
    if (auth !== `Bearer ${valid}`) return unauthorized();
    return HttpResponse.json({ ok: true, path: url.pathname, echo: text ? JSON.parse(text) : null });
  };
  return [http.get(apiUrl('items/:id'), handle), http.post(apiUrl('items'), handle), http.put(apiUrl('items/:id'), handle)];
}

function refreshEndpoint(answer: () => Response | Promise<Response>, bodies: unknown[] = []) {
  return http.post(apiUrl('auth/refresh'), async ({ request }) => {
    bodies.push(await request.json());
    await delay(100); // keep the refresh in flight while the other 401s arrive
    return answer();
  });
}

beforeEach(() => {
  session.clear();
  session.setAccessToken(OLD_ACCESS);
  session.setRefreshToken(OLD_REFRESH);
});

describe('refresh-once', () => {
  it('makes exactly one refresh for three concurrent 401s, then retries each request once with the new bearer', async () => {
    const seen: Seen[] = [];
    const refreshBodies: unknown[] = [];
    server.use(
      ...protectedApi(seen),
      refreshEndpoint(() => HttpResponse.json({ accessToken: NEW_ACCESS, refreshToken: 'rotated-refresh' }), refreshBodies),
    );

    const results = await Promise.all([
      api.get('items/1').json(),
      api.post('items', { json: { title: 'Hello', tags: ['a', 'b'] } }).json(),
      api.put('items/3', { json: { title: 'Edit' } }).json(),
    ]);

    expect(refreshBodies).toEqual([{ refreshToken: OLD_REFRESH }]);
    expect(results).toEqual([
      { ok: true, path: '/api/items/1', echo: null },
      { ok: true, path: '/api/items', echo: { title: 'Hello', tags: ['a', 'b'] } },
      { ok: true, path: '/api/items/3', echo: { title: 'Edit' } },
    ]);
    // Each request: once with the old bearer, once (only once) with the new one, body intact.
    for (const [method, path, body] of [
      ['GET', '/api/items/1', undefined],
      ['POST', '/api/items', { title: 'Hello', tags: ['a', 'b'] }],
      ['PUT', '/api/items/3', { title: 'Edit' }],
    ] as const) {
      expect(seen.filter((s) => s.method === method && s.path === path)).toEqual([
        { method, path, auth: `Bearer ${OLD_ACCESS}`, body },
        { method, path, auth: `Bearer ${NEW_ACCESS}`, body },
      ]);
    }
    expect(session.tokens()).toEqual({ accessToken: NEW_ACCESS, refreshToken: 'rotated-refresh' });
  });

  it('stores a rotated refresh token (in auth-storage too), and keeps the old one when none is returned', async () => {
    const seen: Seen[] = [];
    let answer = { accessToken: NEW_ACCESS, refreshToken: 'rotated-refresh' } as { accessToken: string; refreshToken?: string };
    server.use(
      ...protectedApi(seen),
      refreshEndpoint(() => HttpResponse.json(answer)),
    );

    await api.get('items/1').json();
    expect(stored()).toEqual({ accessToken: NEW_ACCESS, refreshToken: 'rotated-refresh' });

    // A later expiry: the server rotates the access token only.
    server.use(...protectedApi(seen, 'newer-access'));
    answer = { accessToken: 'newer-access' };
    await api.get('items/2').json();
    expect(stored()).toEqual({ accessToken: 'newer-access', refreshToken: 'rotated-refresh' });
  });

  it('refreshes again for a later wave of 401s (one refresh per wave, not one forever)', async () => {
    const seen: Seen[] = [];
    const refreshBodies: unknown[] = [];
    let n = 0;
    server.use(refreshEndpoint(() => HttpResponse.json({ accessToken: `access-${++n}`, refreshToken: `refresh-${n}` }), refreshBodies));
    server.use(...protectedApi(seen, 'access-1'));
    await Promise.all([api.get('items/1').json(), api.get('items/2').json()]);
    server.use(...protectedApi(seen, 'access-2'));
    await Promise.all([api.get('items/3').json(), api.get('items/4').json()]);
    expect(refreshBodies).toEqual([{ refreshToken: OLD_REFRESH }, { refreshToken: 'refresh-1' }]);
  });

  it('does not retry a request whose retry gets a 401 again: the caller gets the 401 with the server message', async () => {
    const seen: Seen[] = [];
    let refreshes = 0;
    server.use(
      ...protectedApi(seen, 'never-valid'),
      refreshEndpoint(() => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: NEW_ACCESS });
      }),
    );

    const error = await api
      .get('items/9')
      .json()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(401);
    expect((error as HTTPError).message).toBe('Access token expired');
    expect(refreshes).toBe(1);
    expect(seen.map((s) => s.auth)).toEqual([`Bearer ${OLD_ACCESS}`, `Bearer ${NEW_ACCESS}`]);
  });

  it("without a refresh token logs 'No refresh token found', clears user, tokens and local storage, and makes no refresh call", async () => {
    const seen: Seen[] = [];
    let refreshes = 0;
    server.use(
      ...protectedApi(seen),
      http.post(apiUrl('auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: NEW_ACCESS });
      }),
    );
    session.signIn({ user: { _id: 'u', name: 'U', email: 'u@example.com' } as never, accessToken: OLD_ACCESS, refreshToken: OLD_REFRESH });
    session.setRefreshToken(null);
    localStorage.setItem('something-else', 'x');
    const consoleError = expectConsoleError(/^No refresh token found$/);

    const error = await api
      .get('items/1')
      .json()
      .catch((e: unknown) => e);

    expect(consoleError).toHaveBeenCalledWith('No refresh token found');
    expect(refreshes).toBe(0);
    expect(session.user()).toBeNull();
    expect(session.tokens()).toEqual({ accessToken: null, refreshToken: null });
    expect(localStorage.getItem('something-else')).toBeNull();
    expect(stored()?.accessToken ?? null).toBeNull();
    // The retried request goes out with an invalid bearer value, and its 401 reaches the caller.
    expect(seen.map((s) => s.auth)).toEqual([`Bearer ${OLD_ACCESS}`, 'Bearer null']);
    expect((error as HTTPError).response.status).toBe(401);
  });

  it('when the refresh fails, logs it and clears the session; every waiting request fails with its 401', async () => {
    const seen: Seen[] = [];
    const refreshBodies: unknown[] = [];
    server.use(
      ...protectedApi(seen),
      refreshEndpoint(() => HttpResponse.json({ message: 'Refresh token revoked', statusCode: 401 }, { status: 401 }), refreshBodies),
    );
    session.signIn({ user: { _id: 'u', name: 'U', email: 'u@example.com' } as never, accessToken: OLD_ACCESS, refreshToken: OLD_REFRESH });
    const consoleError = expectConsoleError(/^Token refresh failed/);

    const errors = await Promise.all([
      api
        .get('items/1')
        .json()
        .catch((e: unknown) => e),
      api
        .get('items/2')
        .json()
        .catch((e: unknown) => e),
    ]);

    expect(consoleError).toHaveBeenCalled();
    expect(refreshBodies).toHaveLength(1);
    expect(errors.map((e) => (e as HTTPError).response.status)).toEqual([401, 401]);
    expect(session.user()).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
    expect(stored()?.refreshToken ?? null).toBeNull();
  });

  it('never refreshes for a 401 from the auth calls themselves (wrong password on login)', async () => {
    let refreshes = 0;
    server.use(
      http.post(apiUrl('auth/login'), () => HttpResponse.json({ message: 'Invalid email or password', statusCode: 401 }, { status: 401 })),
      http.post(apiUrl('auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: NEW_ACCESS });
      }),
    );
    const error = await api
      .post('auth/login', { json: { email: 'a@b.co', password: 'x' } })
      .json()
      .catch((e: unknown) => e);
    expect((error as HTTPError).message).toBe('Invalid email or password');
    expect(refreshes).toBe(0);
    expect(session.tokens()).toEqual({ accessToken: OLD_ACCESS, refreshToken: OLD_REFRESH });
  });

  it('passes other errors straight to the caller without a refresh', async () => {
    let refreshes = 0;
    server.use(
      http.get(apiUrl('items/:id'), () => HttpResponse.json({ message: 'Not found', statusCode: 404 }, { status: 404 })),
      http.post(apiUrl('auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: NEW_ACCESS });
      }),
    );
    const error = await api
      .get('items/1')
      .json()
      .catch((e: unknown) => e);
    expect((error as HTTPError).response.status).toBe(404);
    expect((error as HTTPError).message).toBe('Not found');
    expect(refreshes).toBe(0);
  });
});
