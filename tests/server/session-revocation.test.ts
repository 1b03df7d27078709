import pg from 'pg';
import { itOnPostgres } from '../support/passes';
import { testDatabaseUrl } from '../support/test-database';
import { startTwoInstances, type Instance } from '../support/two-instances';

/**
 * Two API instances over one database (decision 016): a session ended through one is refused by
 * the other within a second, although the other had it in its cache of live sessions (whose TTL
 * never runs out here: the clock is manual), and the listener survives losing its connection.
 */
describe('session revocation across instances', () => {
  let both: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: Instance;
  let b: Instance;
  const log = { warn: jest.fn(), info: jest.fn() };
  let n = 0;
  const PASSWORD = 'correct horse battery';

  const profile = (instance: Instance, accessToken: string) =>
    instance.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization: `Bearer ${accessToken}` } });

  async function signedIn() {
    const email = `revoke-${++n}@example.com`;
    const ip = `10.9.0.${n}`;
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Two Places', email, password: PASSWORD },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(201);
    const res = await a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD }, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    return res.json() as { user: { _id: string }; accessToken: string; refreshToken: string };
  }

  /** Asks B until it refuses the token; the time it took, or null if it still accepts it after `withinMs`. */
  async function refusedByB(accessToken: string, withinMs = 1000): Promise<number | null> {
    const start = Date.now();
    while (Date.now() - start <= withinMs) {
      if ((await profile(b, accessToken)).statusCode === 401) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  }

  /** B has the session in its cache: B answers from it. */
  async function cachedByB(accessToken: string) {
    expect((await profile(b, accessToken)).statusCode).toBe(200);
    expect((await profile(b, accessToken)).statusCode).toBe(200);
    expect(b.deps.authCache.size).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    both = await startTwoInstances({ log });
    ({ a, b } = both);
  });
  afterAll(async () => {
    await both?.close();
  });

  it('logout through A: B refuses the access token within a second', async () => {
    const me = await signedIn();
    await cachedByB(me.accessToken);

    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: me.refreshToken } })).statusCode).toBe(
      200,
    );
    expect(await refusedByB(me.accessToken)).not.toBeNull();
  });

  it('password change through A ends the other sessions on B within a second, and keeps the current one', async () => {
    const me = await signedIn();
    const other = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `revoke-${n}@example.com`, password: PASSWORD },
      remoteAddress: `10.9.0.${n}`,
    });
    const phone = other.json() as { accessToken: string };
    await cachedByB(phone.accessToken);
    await cachedByB(me.accessToken);

    const changed = await a.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${me.accessToken}` },
      payload: { currentPassword: PASSWORD, newPassword: 'another long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await refusedByB(phone.accessToken)).not.toBeNull();
    expect((await profile(b, me.accessToken)).statusCode).toBe(200);
  });

  it('refresh-token reuse through A ends the session on B within a second', async () => {
    const me = await signedIn();
    await cachedByB(me.accessToken);
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: me.refreshToken },
          remoteAddress: '10.9.1.1',
        })
      ).statusCode,
    ).toBe(200);
    const replay = await a.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: me.refreshToken },
      remoteAddress: '10.9.1.1',
    });
    expect(replay.statusCode).toBe(401);
    expect(await refusedByB(me.accessToken)).not.toBeNull();
  });

  itOnPostgres(
    "survives the database ending the listener's connection: the cache is dropped, it reconnects, and revocations arrive again",
    async () => {
      const me = await signedIn();
      await cachedByB(me.accessToken);
      const revocations = b.deps.sessionRevocations;
      const pid = revocations.listenerPid;
      expect(pid).toEqual(expect.any(Number));
      const before = revocations.subscriptions;

      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      try {
        expect((await admin.query('SELECT pg_terminate_backend($1) AS ok', [pid])).rows).toEqual([{ ok: true }]);
      } finally {
        await admin.end();
      }

      // Notifications sent while it is down would be lost: B drops its cache rather than trust it.
      const started = Date.now();
      while (revocations.isListening && Date.now() - started < 1000) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(revocations.isListening).toBe(false);
      expect(b.deps.authCache.size).toBe(0);
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1 }), expect.stringMatching(/lost its connection/));

      await revocations.whenListening();
      expect(revocations.subscriptions).toBe(before + 1);
      expect(revocations.listenerPid).not.toBe(pid);
      expect(log.info).toHaveBeenCalledWith(expect.anything(), 'session revocation listener reconnected');

      // Listening again: B caches again, and a revocation through A still reaches it.
      await cachedByB(me.accessToken);
      expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: me.refreshToken } })).statusCode).toBe(
        200,
      );
      expect(await refusedByB(me.accessToken)).not.toBeNull();
    },
  );
});
