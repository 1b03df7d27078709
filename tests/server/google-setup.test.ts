import net from 'node:net';
import { loadConfig } from '../../server/src/config';
import type { Database } from '../../server/src/db/client';
import { createGoogleSignIn } from '../../server/src/modules/auth/google';
import { systemClock } from '../../server/src/platform/clock';
import { OidcBrowser, startOidcStandin, type OidcStandin } from '../support/oidc-standin';
import { startTestApp, type TestApp } from '../support/server-harness';

const NOT_CONFIGURED = {
  message: 'Google sign-in is not set up on this server. Please log in with your email and password.',
  error: 'Service Unavailable',
  statusCode: 503,
};

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no Google sign-in service', () => {
    expect(t.deps.google).toBeNull();
  });

  it('answers 503 with a message the login button can show, on both endpoints', async () => {
    const url = await t.app.inject({ method: 'GET', url: '/api/auth/google/url' });
    expect(url.statusCode).toBe(503);
    expect(url.json()).toEqual(NOT_CONFIGURED);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credentials: 'code', state: 'state' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual(NOT_CONFIGURED);
  });
});

describe('Google sign-in configuration', () => {
  const unusedDb = {} as Database;
  const config = (issuer: string) =>
    loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: issuer, PORT: '4000' });

  it('refuses a plain-http issuer other than this machine', () => {
    expect(() => createGoogleSignIn(config('http://accounts.example.com'), unusedDb, systemClock)).toThrow(/GOOGLE_ISSUER must use https/);
    expect(() => createGoogleSignIn(config('http://127.0.0.1:9999'), unusedDb, systemClock)).not.toThrow();
    expect(() => createGoogleSignIn(config('https://accounts.google.com'), unusedDb, systemClock)).not.toThrow();
  });
});

describe('Google sign-in while the provider is unreachable', () => {
  const CLIENT_ID = 'retry-client';
  const CLIENT_SECRET = 'retry-client-secret-0123456789abcdef';
  let port: number;
  let t: TestApp;
  let provider: OidcStandin | undefined;

  beforeAll(async () => {
    port = await freePort();
    t = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: `http://127.0.0.1:${port}`,
        PUBLIC_URL: 'http://localhost:3000/',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('answers 503 while discovery fails, and discovers again once the provider is up', async () => {
    const down = await t.app.inject({ method: 'GET', url: '/api/auth/google/url' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      message: 'Google sign-in is temporarily unavailable. Please try again in a moment.',
      error: 'Service Unavailable',
      statusCode: 503,
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/google-login', payload: { credentials: 'c', state: 's' } });
    expect(login.statusCode).toBe(503);
    expect((await t.db.query('SELECT state FROM oauth_states')).length).toBe(0);

    provider = await startOidcStandin({
      port,
      clients: [
        {
          client_id: CLIENT_ID,
          client_secret: CLIENT_SECRET,
          redirect_uris: ['http://localhost:3000/login'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      accounts: { 'sub-1': { email: 'back.up@example.com', email_verified: true, name: 'Back Up' } },
    });

    const up = await t.app.inject({ method: 'GET', url: '/api/auth/google/url' });
    expect(up.statusCode).toBe(200);
    const authUrl = new URL(up.json().url);
    expect(authUrl.origin).toBe(provider.issuer);
    // PUBLIC_URL's trailing slash does not leak into the redirect URI.
    expect(authUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/login');

    const back = await new OidcBrowser().authorize(authUrl.href, 'sub-1', 'http://localhost:3000/login');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google-login',
      payload: { credentials: back.searchParams.get('code'), state: back.searchParams.get('state') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'back.up@example.com', name: 'Back Up' });
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
