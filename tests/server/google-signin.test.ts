import { createHash } from 'node:crypto';
import { SIGNUP_CREDIT_GRANT, loginResponse } from '@subreddit-signal/contract';
import { createUserAccount } from '../../server/src/modules/users/accounts';
import { GOOGLE_STATE_TTL_SECONDS } from '../../server/src/modules/auth/google';
import { OidcBrowser, startOidcStandin, type OidcStandin } from '../support/oidc-standin';
import { startTestApp, type TestApp } from '../support/server-harness';

// The whole Google sign-in flow against a real OpenID Provider (oidc-provider in a child process):
// app -> authorization endpoint -> login + consent -> redirect to /login?code&state -> google-login.

const APP_URL = 'http://localhost:3000';
const REDIRECT_URI = `${APP_URL}/login`;
const CLIENT_ID = 'subreddit-signal-test';
const CLIENT_SECRET = 'test-client-secret-0123456789abcdef';

const ACCOUNTS = {
  'sub-new': { email: 'new.person@example.com', email_verified: true, name: 'New Person', picture: 'https://images.example.com/new.png' },
  'sub-linker': {
    email: 'Existing.User@example.com',
    email_verified: true,
    name: 'Google Name',
    picture: 'https://images.example.com/linker.png',
  },
  'sub-unverified-taken': { email: 'taken@example.com', email_verified: false, name: 'Not The Owner' },
  'sub-unverified-new': { email: 'fresh.unverified@example.com', email_verified: false, name: 'Unverified' },
  'sub-nameless': { email: 'nameless.one@example.com', email_verified: true },
  'sub-replay': { email: 'replay@example.com', email_verified: true, name: 'Replay' },
  'sub-a': { email: 'person.a@example.com', email_verified: true, name: 'Person A' },
  'sub-b': { email: 'person.b@example.com', email_verified: true, name: 'Person B' },
  'sub-later': { email: 'later@example.com', email_verified: true, name: 'Later' },
};

const STATE_MESSAGE = 'Google sign-in expired or was already used. Please try again.';
const FAILED_BODY = { message: 'Google sign-in failed. Please try again.', error: 'Unauthorized', statusCode: 401 };

describe('Google sign-in (OIDC code flow against a real provider)', () => {
  let provider: OidcStandin;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startOidcStandin({
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: [REDIRECT_URI],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      accounts: ACCOUNTS,
    });
    t = await startTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: provider.issuer, PUBLIC_URL: APP_URL },
    });
  });

  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  async function startSignIn(): Promise<URL> {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/url' });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().url);
  }

  /** Runs the browser part: returns the code and state the provider hands back to /login. */
  async function authorizeAs(accountId: keyof typeof ACCOUNTS) {
    const authUrl = await startSignIn();
    const back = await new OidcBrowser().authorize(authUrl.href, accountId, REDIRECT_URI);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBeNull();
    return { credentials: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  }

  const googleLogin = (payload: unknown, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: payload as object, remoteAddress });

  const signInAs = async (accountId: keyof typeof ACCOUNTS) => googleLogin(await authorizeAs(accountId));

  const identitiesOf = (userId: string) =>
    t.db.query<{ issuer: string; subject: string; email: string }>(
      'SELECT issuer, subject, email FROM user_identities WHERE user_id = $1',
      [userId],
    );

  async function createPasswordUser(email: string, name: string) {
    return t.db.transaction((tx) =>
      createUserAccount(tx, { email, name, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$placeholder$hash' }),
    );
  }

  it('builds an authorization request with state, nonce and an S256 PKCE challenge, and stores them', async () => {
    const url = await startSignIn();
    expect(url.origin).toBe(provider.issuer);
    const p = url.searchParams;
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');

    const rows = await t.db.query<{ code_verifier: string; nonce: string; redirect_uri: string; expires_at: Date; created_at: Date }>(
      'SELECT code_verifier, nonce, redirect_uri, created_at, expires_at FROM oauth_states WHERE state = $1',
      [p.get('state')],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.nonce).toBe(p.get('nonce'));
    expect(row.redirect_uri).toBe(REDIRECT_URI);
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(p.get('code_challenge'));
    expect(new Date(row.expires_at).getTime() - t.clock.now().getTime()).toBe(GOOGLE_STATE_TTL_SECONDS * 1000);
    // The verifier itself never leaves the server.
    expect(url.href).not.toContain(row.code_verifier);
  });

  it('creates a new Basic-plan account with the sign-up credits on the first sign-in', async () => {
    const res = await signInAs('sub-new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(() => loginResponse.validateSync(body, { strict: true })).not.toThrow();
    expect(body.user).toMatchObject({
      name: 'New Person',
      email: 'new.person@example.com',
      avatar: 'https://images.example.com/new.png',
      profilePhoto: null,
      subscribedPlan: 'basic',
      subscribedPlanName: 'Basic',
      paymentStatus: 'inactive',
      availableCredits: SIGNUP_CREDIT_GRANT,
      totalCredits: SIGNUP_CREDIT_GRANT,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.user).not.toHaveProperty('passwordHash');

    // The tokens are a working session for that user.
    const claims = await t.deps.tokens.verifyAccess(body.accessToken);
    expect(claims.userId).toBe(body.user._id);
    const rotated = await t.deps.tokens.rotate(t.db, body.refreshToken);
    expect(rotated.accessToken).toEqual(expect.any(String));

    const [row] = await t.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [body.user._id]);
    expect(row!.password_hash).toBeNull();
    expect(await identitiesOf(body.user._id)).toEqual([{ issuer: provider.issuer, subject: 'sub-new', email: 'new.person@example.com' }]);
  });

  it('returns the same user on a later sign-in, without a second credit grant', async () => {
    const first = (await signInAs('sub-new')).json();
    const again = await signInAs('sub-new');
    expect(again.statusCode).toBe(200);
    const body = again.json();
    expect(body.user._id).toBe(first.user._id);
    expect(body.refreshToken).not.toBe(first.refreshToken);
    const users = await t.db.query('SELECT id FROM users WHERE lower(email) = $1', ['new.person@example.com']);
    expect(users).toHaveLength(1);
    const grants = await t.db.query('SELECT id FROM credit_ledger WHERE user_id = $1', [body.user._id]);
    expect(grants).toHaveLength(1);
    expect(body.user.availableCredits).toBe(SIGNUP_CREDIT_GRANT);
  });

  it('links a verified Google e-mail to the existing account with that e-mail (case-insensitive)', async () => {
    const existing = await createPasswordUser('existing.user@example.com', 'Existing User');
    const res = await signInAs('sub-linker');
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user._id).toBe(existing.id);
    expect(user.name).toBe('Existing User');
    expect(user.email).toBe('existing.user@example.com');
    expect(user.avatar).toBe('https://images.example.com/linker.png');
    expect(user.availableCredits).toBe(SIGNUP_CREDIT_GRANT);
    const [row] = await t.db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [existing.id]);
    expect(row!.password_hash).toBe(existing.password_hash);
    expect(await identitiesOf(existing.id)).toEqual([
      { issuer: provider.issuer, subject: 'sub-linker', email: 'Existing.User@example.com' },
    ]);
  });

  it('refuses (409) an unverified Google e-mail that matches an existing account, and links nothing', async () => {
    const owner = await createPasswordUser('taken@example.com', 'Real Owner');
    const res = await signInAs('sub-unverified-taken');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'An account with this email already exists. Log in with your password.',
      error: 'Conflict',
      statusCode: 409,
    });
    expect(await identitiesOf(owner.id)).toEqual([]);
    const sessions = await t.db.query('SELECT id FROM sessions WHERE user_id = $1', [owner.id]);
    expect(sessions).toHaveLength(0);
  });

  it('does not create an account for an unverified Google e-mail', async () => {
    const res = await signInAs('sub-unverified-new');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/not verified/);
    const users = await t.db.query('SELECT id FROM users WHERE lower(email) = $1', ['fresh.unverified@example.com']);
    expect(users).toHaveLength(0);
  });

  it('names a new account after the e-mail when the provider shares no name', async () => {
    const res = await signInAs('sub-nameless');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'nameless.one', email: 'nameless.one@example.com', avatar: null });
  });

  it('rejects a replayed state (single use)', async () => {
    const body = await authorizeAs('sub-replay');
    expect((await googleLogin(body)).statusCode).toBe(200);
    const replay = await googleLogin(body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: STATE_MESSAGE, error: 'Bad Request', statusCode: 400 });
  });

  it('rejects an unknown state before spending the code', async () => {
    const { credentials, state } = await authorizeAs('sub-later');
    const wrong = await googleLogin({ credentials, state: 'not-a-state-we-issued' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(STATE_MESSAGE);
    // The code was never sent to the provider, so the genuine pair still works.
    const right = await googleLogin({ credentials, state });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe('later@example.com');
  });

  it("rejects a code presented with another sign-in's state (PKCE and nonce do not match)", async () => {
    const a = await authorizeAs('sub-a');
    const b = await authorizeAs('sub-b');
    const crossed = await googleLogin({ credentials: a.credentials, state: b.state });
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toEqual(FAILED_BODY);
    // b's state was consumed by the attempt; nobody was signed in.
    expect((await googleLogin({ credentials: b.credentials, state: b.state })).statusCode).toBe(400);
    const users = await t.db.query('SELECT id FROM users WHERE lower(email) IN ($1, $2)', ['person.a@example.com', 'person.b@example.com']);
    expect(users).toHaveLength(0);
  });

  it('rejects an ID token whose nonce is not the one stored for the state', async () => {
    const body = await authorizeAs('sub-a');
    // The provider issues the token (code and PKCE verifier match) but with the original nonce.
    await t.db.query('UPDATE oauth_states SET nonce = $2 WHERE state = $1', [body.state, 'some-other-nonce']);
    const res = await googleLogin(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED_BODY);
    const users = await t.db.query('SELECT id FROM users WHERE lower(email) = $1', ['person.a@example.com']);
    expect(users).toHaveLength(0);
  });

  it('answers 401 with a generic message when the provider rejects the code, and spends the state', async () => {
    const url = await startSignIn();
    const state = url.searchParams.get('state')!;
    const res = await googleLogin({ credentials: 'forged-authorization-code', state });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(FAILED_BODY);
    const again = await googleLogin({ credentials: 'forged-authorization-code', state });
    expect(again.statusCode).toBe(400);
  });

  it('rejects a state older than ten minutes', async () => {
    const body = await authorizeAs('sub-replay');
    t.clock.advance((GOOGLE_STATE_TTL_SECONDS + 1) * 1000);
    const res = await googleLogin(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(STATE_MESSAGE);
    // Expired rows are cleared when the next sign-in starts.
    await startSignIn();
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM oauth_states WHERE expires_at <= $1', [t.clock.now()]);
    expect(n).toBe(0);
  });

  it.each([
    ['no body', undefined, 'Request body must be a JSON object'],
    ['an array', [], 'Request body must be a JSON object'],
    ['no code', { state: 'abc' }, 'Google authorization code is required'],
    ['no state', { credentials: 'abc' }, 'Google sign-in state is missing. Please try again.'],
    ['a non-string code', { credentials: 42, state: 'abc' }, undefined],
    ['an empty code', { credentials: '   ', state: 'abc' }, 'Google authorization code is required'],
    ['an oversized code', { credentials: 'x'.repeat(5000), state: 'abc' }, 'Google authorization code is too long'],
  ])('answers 400 to a body with %s', async (_label, payload, message) => {
    const res = await googleLogin(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
    if (message) expect(body.message).toBe(message);
  });

  it('rate-limits google-login per IP', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await googleLogin({ credentials: 'c', state: `s${i}` }, ip)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await googleLogin({ credentials: 'c', state: 's' }, '203.0.113.78');
    expect(other.statusCode).toBe(400);
  });
});
