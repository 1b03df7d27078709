import { createHmac } from 'node:crypto';
import { AuthCache } from '../../server/src/platform/auth-cache';
import { ManualClock } from '../../server/src/platform/clock';
import { signJwt, verifyJwt } from '../../server/src/platform/jwt';
import { ACCESS_TOKEN_TTL_SECONDS, TokenService } from '../../server/src/modules/auth/tokens';
import type { UserRow } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser } from '../support/users';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('access tokens (HS256)', () => {
  const key = Buffer.from('k'.repeat(48));

  it('round-trips a payload and rejects any change to it', () => {
    const token = signJwt({ sub: 'u1', sid: 's1', exp: 10 }, key);
    expect(verifyJwt(token, key)).toEqual({ sub: 'u1', sid: 's1', exp: 10 });
    const [h, , sig] = token.split('.');
    expect(verifyJwt(`${h}.${b64({ sub: 'u2', sid: 's1', exp: 10 })}.${sig}`, key)).toBeNull();
    expect(verifyJwt(token, Buffer.from('x'.repeat(48)))).toBeNull();
    expect(verifyJwt(`${token}x`, key)).toBeNull();
    expect(verifyJwt('a.b', key)).toBeNull();
  });

  it('accepts no other algorithm, not even a correctly keyed one', () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'u1' })}.`;
    expect(verifyJwt(none, key)).toBeNull();
    const h = b64({ alg: 'HS512', typ: 'JWT' });
    const p = b64({ sub: 'u1' });
    const sig = createHmac('sha512', key).update(`${h}.${p}`).digest('base64url');
    expect(verifyJwt(`${h}.${p}.${sig}`, key)).toBeNull();
  });
});

describe('TokenService.verifyAccess, remembering verified tokens', () => {
  const secret = 's'.repeat(48);

  it('answers a repeat from memory but still expires it on time', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const tokens = new TokenService(secret, clock);
    const token = await tokens.signAccess({ userId: 'u1', sessionId: 's1' });
    expect(tokens.verifyAccess(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(tokens.verifyAccess(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect(tokens.verifyAccess(token)).toEqual({ userId: 'u1', sessionId: 's1' });
    clock.advance(1000);
    expect(() => tokens.verifyAccess(token)).toThrow('Access token expired');
    expect(() => tokens.verifyAccess(token)).toThrow('Access token expired');
  });

  it('never lets a remembered token vouch for an altered one or another key', async () => {
    const clock = new ManualClock();
    const tokens = new TokenService(secret, clock);
    const token = await tokens.signAccess({ userId: 'u1', sessionId: 's1' });
    tokens.verifyAccess(token);
    const [h, , sig] = token.split('.');
    const altered = `${h}.${b64({ sub: 'u2', sid: 's1', iss: 'subreddit-signal', exp: 9e9 })}.${sig}`;
    expect(() => tokens.verifyAccess(altered)).toThrow('Invalid access token');
    expect(() => tokens.verifyAccess(`${token}x`)).toThrow('Invalid access token');
    expect(() => new TokenService('o'.repeat(48), clock).verifyAccess(token)).toThrow('Invalid access token');
  });

  it('keeps verifying once more tokens were seen than it remembers', async () => {
    const tokens = new TokenService(secret, new ManualClock());
    const signed = await Promise.all(Array.from({ length: 10_050 }, (_, i) => tokens.signAccess({ userId: `u${i}`, sessionId: `s${i}` })));
    signed.forEach((token, i) => expect(tokens.verifyAccess(token).userId).toBe(`u${i}`));
    expect(tokens.verifyAccess(signed[0]!)).toEqual({ userId: 'u0', sessionId: 's0' }); // forgotten, verified again
  });
});

describe('authenticated requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('rejects expired, forged and foreign tokens with 401', async () => {
    const u = await createSignedInUser(t);
    const [h, p] = u.accessToken.split('.');
    const forged = `${h}.${p}.${Buffer.alloc(32).toString('base64url')}`;
    for (const token of [forged, 'not-a-token', `${u.accessToken}.extra`]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    t.clock.advance(15 * 60 * 1000 + 1000);
    const expired = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Access token expired');
  });

  it('logout in this process ends the session at once, even with the session cached', async () => {
    const u = await createSignedInUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: u.refreshToken } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) })).statusCode).toBe(401);
  });

  it("a user's own change is visible on the next read", async () => {
    const u = await createSignedInUser(t);
    const h = bearer(u.accessToken);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).json().user.enableNotification).toBe(true);
    await t.app.inject({ method: 'PUT', url: '/api/users/change-notification', headers: h, payload: { enableNotification: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).json().user.enableNotification).toBe(false);
  });

  it('a revocation made elsewhere (another instance) applies within the cache lifetime', async () => {
    const u = await createSignedInUser(t);
    const h = bearer(u.accessToken);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).statusCode).toBe(200);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [u.sessionId]);
    // Still cached in this process for at most AUTH_CACHE_TTL_MS...
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).statusCode).toBe(200);
    t.clock.advance(t.deps.config.AUTH_CACHE_TTL_MS + 1);
    // ...then the database decides.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).statusCode).toBe(401);
  });
});

describe('AuthCache', () => {
  const row = (id: string) => ({ id }) as UserRow;

  it('expires entries, drops them by session or user, and caps its size', () => {
    const clock = new ManualClock(0);
    const cache = new AuthCache(1000, clock, 2);
    cache.set('s1', row('u1'));
    cache.set('s2', row('u1'));
    expect(cache.get('s1')?.id).toBe('u1');
    cache.invalidateUser('u1');
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeUndefined();

    cache.set('a', row('u2'));
    cache.set('b', row('u3'));
    cache.set('c', row('u4'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    cache.invalidateSession('b');
    expect(cache.get('b')).toBeUndefined();
    clock.advance(1001);
    expect(cache.get('c')).toBeUndefined();
  });

  it("lowers a user's cached credits to a spend's balance, never raises them, and revives no dropped session", () => {
    const cache = new AuthCache<UserRow>(1000, new ManualClock(0));
    const user = { id: 'u1', available_credits: 10 } as UserRow;
    cache.set('s1', user);
    cache.set('s2', user);
    cache.set('s3', { id: 'u2', available_credits: 10 } as UserRow);
    const before = cache.mark(); // two calls begin; their spends leave 9, then 8
    cache.lowerCredits('u1', 8, before);
    cache.lowerCredits('u1', 9, before); // the slower report of the first spend: ignored
    expect(cache.get('s1')?.available_credits).toBe(8);
    expect(cache.get('s2')?.available_credits).toBe(8);
    expect(cache.get('s3')?.available_credits).toBe(10);
    expect(user.available_credits).toBe(10); // requests in flight keep the row they were given
    cache.invalidateSession('s1');
    cache.lowerCredits('u1', 7, cache.mark());
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')?.available_credits).toBe(7);
  });

  it('drops, not lowers, an entry read again after a spend began: a refund may have followed it', () => {
    const cache = new AuthCache<UserRow>(1000, new ManualClock(0));
    cache.set('s1', { id: 'u1', available_credits: 10 } as UserRow);
    const spendBegan = cache.mark(); // this call's spend leaves 8; another's leaves 9 and is refunded (back to 9)
    cache.invalidateUser('u1'); // the refunded call drops the user
    cache.set('s1', { id: 'u1', available_credits: 9 } as UserRow); // the next request reads 9
    cache.lowerCredits('u1', 8, spendBegan); // the first call's late report
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps an entry whose read began after the spend committed; still drops one read while it ran (decision 084)', () => {
    const cache = new AuthCache<UserRow>(1000, new ManualClock(0));
    cache.set('s1', { id: 'u1', available_credits: 10 } as UserRow);
    const spending = cache.mark(); // this call's spend is sent
    const during = cache.mark(); // another request's session read is sent while the spend runs
    const committed = cache.mark(); // the spend has committed: it left 9
    cache.set('s1', { id: 'u1', available_credits: 9 } as UserRow, during);
    cache.lowerCredits('u1', 9, spending, committed);
    expect(cache.get('s1')).toBeUndefined(); // may or may not hold the spend: dropped, as before

    // Read after the commit, and after another call's spend (8) and its refund (back to 9): it stays as read.
    const after = cache.mark();
    cache.set('s1', { id: 'u1', available_credits: 9 } as UserRow, after);
    cache.lowerCredits('u1', 8, spending, committed); // the other call's spend, reported with this call's marks for brevity
    expect(cache.get('s1')?.available_credits).toBe(9);
    // Without the commit mark (any other route), an entry set after the mark is dropped, as before.
    cache.lowerCredits('u1', 8, spending);
    expect(cache.get('s1')).toBeUndefined();
  });

  it("drops one user's sessions only, however they came and went (evicted, expired, set again for another user)", () => {
    const clock = new ManualClock(0);
    const cache = new AuthCache(1000, clock, 3);
    cache.set('s1', row('u1'));
    cache.set('s2', row('u2'));
    cache.set('s3', row('u1'));
    cache.set('s4', row('u3')); // evicts s1, the oldest
    cache.set('s2', row('u1')); // the session id now names u1
    cache.invalidateUser('u2');
    expect(cache.get('s2')?.id).toBe('u1');
    cache.invalidateUser('u1');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')).toBeUndefined();
    expect(cache.get('s4')?.id).toBe('u3');
    clock.advance(1001);
    expect(cache.get('s4')).toBeUndefined();
    cache.set('s5', row('u3'));
    cache.invalidateUser('u3');
    expect(cache.get('s5')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('caches nothing with a zero lifetime', () => {
    const cache = new AuthCache(0, new ManualClock(0));
    cache.set('s', row('u'));
    expect(cache.get('s')).toBeUndefined();
  });
});
