import Fastify, { type FastifyInstance } from 'fastify';
import { MSG, SIGNUP_CREDIT_GRANT, loginResponse } from '@subreddit-signal/contract';
import { createUserAccount } from '../../server/src/modules/users/accounts';
import { REFRESH_TOKEN_TTL_SECONDS, requireAuth } from '../../server/src/modules/auth';
import { startTestApp, type TestApp } from '../support/server-harness';

/** Register, login (with its limits), refresh rotation and logout, over the real app and database. */
describe('auth: register, login, refresh, logout', () => {
  let t: TestApp;
  /** A tiny app guarded by the real requireAuth, to see whether an access token still works. */
  let probe: FastifyInstance;
  let ipCounter = 0;
  let emailCounter = 0;
  const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const nextEmail = (tag = 'user') => `${tag}-${++emailCounter}@example.com`;
  const PASSWORD = 'correct horse battery';

  const post = (path: string, payload: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: `/api/auth${path}`, payload: payload as object, remoteAddress: ip });

  async function registered(email = nextEmail(), password = PASSWORD) {
    const res = await post('/register', { name: 'Test User', email, password });
    expect(res.statusCode).toBe(201);
    return { email, password };
  }

  async function loggedIn(email?: string) {
    const account = await registered(email);
    const res = await post('/login', { email: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    return res.json() as { user: { _id: string; email: string }; accessToken: string; refreshToken: string };
  }

  const whoAmI = (accessToken: string) => probe.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${accessToken}` } });

  const sessionOf = async (userId: string) =>
    t.db.query<{ revoked_at: Date | null; revoke_reason: string | null }>(
      'SELECT revoked_at, revoke_reason FROM sessions WHERE user_id = $1',
      [userId],
    );

  beforeAll(async () => {
    t = await startTestApp();
    probe = Fastify();
    probe.decorateRequest('auth', null);
    probe.get('/me', { preHandler: requireAuth(t.deps.db, t.deps.tokens) }, async (req) => ({ id: req.auth!.user.id }));
    await probe.ready();
  });
  afterAll(async () => {
    await probe?.close();
    await t?.close();
  });

  describe('POST /register', () => {
    it('creates a Basic account with the sign-up credit grant and answers 201 without tokens', async () => {
      const res = await post('/register', { name: 'Ada Lovelace', email: '  Ada.Lovelace@Example.COM ', password: PASSWORD });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Account created successfully' });

      const [row] = await t.db.query<{ id: string; email: string; name: string; password_hash: string }>(
        "SELECT id, email, name, password_hash FROM users WHERE lower(email) = 'ada.lovelace@example.com'",
      );
      expect(row).toMatchObject({ email: 'ada.lovelace@example.com', name: 'Ada Lovelace' });
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      const ledger = await t.db.query<{ delta: number; balance_after: number; reason: string }>(
        'SELECT delta, balance_after, reason FROM credit_ledger WHERE user_id = $1',
        [row!.id],
      );
      expect(ledger).toEqual([{ delta: SIGNUP_CREDIT_GRANT, balance_after: SIGNUP_CREDIT_GRANT, reason: 'signup_grant' }]);

      const login = await post('/login', { email: 'ada.lovelace@example.com', password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toEqual({
        _id: row!.id,
        name: 'Ada Lovelace',
        email: 'ada.lovelace@example.com',
        profilePhoto: null,
        avatar: null,
        enableNotification: true,
        availableCredits: SIGNUP_CREDIT_GRANT,
        totalCredits: SIGNUP_CREDIT_GRANT,
        subscribedPlan: 'basic',
        subscribedPlanName: 'Basic',
        paymentStatus: 'inactive',
        planExpireOn: null,
        nextPaymentDate: null,
      });
      expect(SIGNUP_CREDIT_GRANT).toBeGreaterThan(0);
    });

    it('refuses a second account for the same e-mail in any letter case with 409', async () => {
      const { email } = await registered();
      const res = await post('/register', { name: 'Someone Else', email: email.toUpperCase(), password: 'another password' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'An account with this email already exists', error: 'Conflict', statusCode: 409 });
      const rows = await t.db.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
      expect(rows).toHaveLength(1);
    });

    it.each([
      [{ email: 'a@example.com', password: PASSWORD }, MSG.fullNameRequired],
      [{ name: 'A', email: 'a@example.com', password: PASSWORD }, MSG.nameMin],
      [{ name: 'Ann', password: PASSWORD }, MSG.emailRequired],
      [{ name: 'Ann', email: 'not-an-email', password: PASSWORD }, MSG.emailInvalid],
      [{ name: 'Ann', email: 'a@example.com' }, MSG.passwordRequired],
      [{ name: 'Ann', email: 'a@example.com', password: 'short' }, MSG.passwordMin],
    ])('answers 400 with the spec message for %j', async (body, message) => {
      const res = await post('/register', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, error: 'Bad Request', statusCode: 400 });
    });

    it.each([{ email: 42 }, { name: ['Ann'] }, { password: 12345678 }, { name: null }])(
      'answers 400 to a wrongly typed field %j',
      async (wrong) => {
        const res = await post('/register', { name: 'Ann', email: nextEmail('typed'), password: PASSWORD, ...wrong });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String), error: 'Bad Request', statusCode: 400 });
        expect(await t.db.query('SELECT 1 FROM users WHERE name = $1', ['Ann'])).toHaveLength(0);
      },
    );

    it('answers 400, never 500, to bodies that are not a JSON object', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Ann", "email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Request body is not valid JSON', error: 'Bad Request', statusCode: 400 });

      for (const payload of [[], 'null', '"text"']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().statusCode).toBe(400);
      }
      const none = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
      expect(none.statusCode).toBe(400);
    });

    it('ignores privileged fields in the body', async () => {
      const email = nextEmail('sneaky');
      const res = await post('/register', {
        name: 'Sneaky',
        email,
        password: PASSWORD,
        availableCredits: 9999,
        totalCredits: 9999,
        subscribedPlan: 'ultimate',
        paymentStatus: 'active',
      });
      expect(res.statusCode).toBe(201);
      const login = await post('/login', { email, password: PASSWORD });
      expect(login.json().user).toMatchObject({
        availableCredits: SIGNUP_CREDIT_GRANT,
        totalCredits: SIGNUP_CREDIT_GRANT,
        subscribedPlan: 'basic',
        subscribedPlanName: 'Basic',
        paymentStatus: 'inactive',
      });
    });
  });

  describe('POST /login', () => {
    it('answers the user and a working token pair, whatever the e-mail letter case', async () => {
      const { email } = await registered();
      const res = await post('/login', { email: email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(() => loginResponse.validateSync(body, { strict: true })).not.toThrow();
      expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken', 'user']);
      expect(body.user.email).toBe(email);
      expect(JSON.stringify(body)).not.toMatch(/argon2|password/i);
      const me = await whoAmI(body.accessToken);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ id: body.user._id });
    });

    it('answers the same 401 for a wrong password, an unknown e-mail and a password-less account', async () => {
      const { email } = await registered();
      const googleOnly = nextEmail('google');
      await t.db.transaction((tx) => createUserAccount(tx, { email: googleOnly, name: 'Google Person', passwordHash: null }));
      const expected = { message: 'Invalid email or password', error: 'Unauthorized', statusCode: 401 };

      for (const body of [
        { email, password: 'wrong password' },
        { email: nextEmail('nobody'), password: PASSWORD },
        { email: googleOnly, password: PASSWORD },
      ]) {
        const res = await post('/login', body);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(expected);
      }
    });

    it('validates the body', async () => {
      const missing = await post('/login', { email: 'someone@example.com' });
      expect(missing.json()).toEqual({ message: MSG.passwordRequired, error: 'Bad Request', statusCode: 400 });
      const typed = await post('/login', { email: 42, password: PASSWORD });
      expect(typed.statusCode).toBe(400);
      const invalid = await post('/login', { email: 'nope', password: PASSWORD });
      expect(invalid.json().message).toBe(MSG.emailInvalid);
    });

    // The failure limits themselves (per account and address, per address, per account): auth-login-limits.test.ts.
    it('does not count successful sign-ins against the limits', async () => {
      const ip = nextIp();
      const { email } = await registered();
      for (let i = 0; i < 12; i++) {
        expect((await post('/login', { email, password: PASSWORD }, ip)).statusCode).toBe(200);
      }
    });
  });

  describe('POST /refresh', () => {
    it('rotates the pair: the new tokens work, and again', async () => {
      const first = await loggedIn();
      const res = await post('/refresh', { refreshToken: first.refreshToken });
      expect(res.statusCode).toBe(200);
      const second = res.json();
      expect(Object.keys(second).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await whoAmI(second.accessToken)).statusCode).toBe(200);

      const again = await post('/refresh', { refreshToken: second.refreshToken });
      expect(again.statusCode).toBe(200);
      expect((await whoAmI(again.json().accessToken)).statusCode).toBe(200);
    });

    it('treats reuse of a rotated token as theft: 401 and the whole session ends', async () => {
      const first = await loggedIn();
      const rotated = (await post('/refresh', { refreshToken: first.refreshToken })).json();

      const replay = await post('/refresh', { refreshToken: first.refreshToken });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        message: 'This session was ended for your security. Please log in again.',
        error: 'Unauthorized',
        statusCode: 401,
      });

      expect((await post('/refresh', { refreshToken: rotated.refreshToken })).statusCode).toBe(401);
      await expect(t.deps.tokens.rotate(t.db, rotated.refreshToken)).rejects.toMatchObject({ statusCode: 401 });
      expect((await whoAmI(rotated.accessToken)).statusCode).toBe(401);
      expect((await whoAmI(first.accessToken)).statusCode).toBe(401);
      const sessions = await sessionOf(first.user._id);
      expect(sessions).toEqual([{ revoked_at: expect.any(Date), revoke_reason: 'refresh_token_reuse' }]);
    });

    it('refuses a refresh token once it has expired: 401, sign in again; one used in time still rotates', async () => {
      const early = await loggedIn();
      const late = await loggedIn();
      const lifetime = REFRESH_TOKEN_TTL_SECONDS * 1000;
      try {
        t.clock.advance(lifetime - 1000);
        const inTime = await post('/refresh', { refreshToken: early.refreshToken });
        expect(inTime.statusCode).toBe(200);
        t.clock.advance(1000);
        const expired = await post('/refresh', { refreshToken: late.refreshToken });
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toEqual({
          message: 'Your session has expired. Please log in again.',
          error: 'Unauthorized',
          statusCode: 401,
        });
        // Refused every time, not just once; the pair rotated in time has a lifetime of its own.
        expect((await post('/refresh', { refreshToken: late.refreshToken })).statusCode).toBe(401);
        expect((await post('/refresh', { refreshToken: inTime.json().refreshToken })).statusCode).toBe(200);
      } finally {
        t.clock.advance(-lifetime);
      }
    });

    it('answers 401 to an unknown token and 400 to a missing one', async () => {
      const unknown = await post('/refresh', { refreshToken: 'not-a-real-token' });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json().error).toBe('Unauthorized');
      const missing = await post('/refresh', {});
      expect(missing.json()).toEqual({ message: 'Refresh token is required', error: 'Bad Request', statusCode: 400 });
    });

    it('limits refreshes per client address (60 a minute)', async () => {
      const ip = nextIp();
      for (let i = 0; i < 60; i++) {
        expect((await post('/refresh', { refreshToken: `unknown-${i}` }, ip)).statusCode).toBe(401);
      }
      const limited = await post('/refresh', { refreshToken: 'unknown-61' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many session refreshes\. Please try again in 1 minute\.$/);
      expect((await post('/refresh', { refreshToken: 'unknown-62' }, nextIp())).statusCode).toBe(401);
      t.clock.advance(60 * 1000);
      expect((await post('/refresh', { refreshToken: 'unknown-63' }, ip)).statusCode).toBe(401);
    });
  });

  describe('POST /logout', () => {
    it('ends the session without needing an access token', async () => {
      const session = await loggedIn();
      const other = (await post('/login', { email: session.user.email, password: PASSWORD })).json();

      const res = await post('/logout', { refreshToken: session.refreshToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out successfully' });

      expect((await post('/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
      expect((await whoAmI(session.accessToken)).statusCode).toBe(401);
      // Only that session: the user's other sign-in lives on.
      expect((await whoAmI(other.accessToken)).statusCode).toBe(200);
      const reasons = (await sessionOf(session.user._id)).map((s) => s.revoke_reason).sort();
      expect(reasons).toEqual(['logout', null]);
    });

    it('answers 200 to an unknown or already-ended token, and 400 without one', async () => {
      expect((await post('/logout', { refreshToken: 'never-issued' })).statusCode).toBe(200);
      const session = await loggedIn();
      expect((await post('/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
      expect((await post('/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
      const missing = await post('/logout', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Refresh token is required');
    });
  });
});
