// Security headers on the real app: the CSP on every HTML page, HSTS only over TLS (direct or via
// a trusted proxy), and no-store on API answers that carry tokens or personal data.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

const directives = (csp: unknown) =>
  Object.fromEntries(
    String(csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  let t: TestApp;
  let proxied: TestApp;
  let u: SignedInUser;
  beforeAll(async () => {
    // A built SPA in STATIC_DIR, like dist/ after `npm run build`.
    const { mkdtempSync } = await import('node:fs');
    const os = await import('node:os');
    const spa = mkdtempSync(path.join(os.tmpdir(), 'ss-spa-'));
    mkdirSync(path.join(spa, 'static', 'js'), { recursive: true });
    writeFileSync(
      path.join(spa, 'index.html'),
      '<!DOCTYPE html><html lang="en"><head><script defer src="/static/js/index.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(spa, 'static', 'js', 'index.js'), 'console.log(1)');
    t = await startTestApp({ env: { STATIC_DIR: spa } });
    proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it.each([
    ['the SPA at /', '/'],
    ['the SPA on a client route', '/profile?tab=Tabs2'],
    ['the local checkout page', '/api/plan/local-checkout/lcs_unknown'],
    ['an e-mail link page', '/api/subscriber/unsubscribe?token=nope'],
  ])('sends the Content-Security-Policy with %s', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com']));
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security'],
    ).toBeUndefined();
    expect((await proxied.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect(
      (await proxied.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } })).headers[
        'strict-transport-security'
      ],
    ).toBeUndefined();
    expect((await proxied.app.inject({ method: 'GET', url: '/api/health', headers: https })).headers['strict-transport-security']).toMatch(
      /^max-age=\d{7,}/,
    );
  });

  it('marks auth, profile and other personal answers Cache-Control: no-store', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    expect(login.statusCode).toBe(200);
    const calls = [
      login,
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: login.json().refreshToken } }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Cache Less', email: 'cache-less@example.com', password: 'Password-123' },
      }),
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'wrong-password-1' } }),
      await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(u.accessToken) }),
      await t.app.inject({ method: 'GET', url: '/api/users/profile' }),
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/change-notification',
        headers: bearer(u.accessToken),
        payload: { enableNotification: false },
      }),
      await t.app.inject({ method: 'GET', url: '/api/plan/list/payment-method', headers: bearer(u.accessToken) }),
      await t.app.inject({ method: 'GET', url: '/api/folder/get-folder', headers: bearer(u.accessToken) }),
      await t.app.inject({ method: 'GET', url: '/api/subscriber/details', headers: bearer(u.accessToken) }),
    ];
    expect(calls.map((r) => [r.statusCode, r.headers['cache-control']])).toEqual(calls.map((r) => [r.statusCode, 'no-store']));
  });

  it('keeps the long cache of hashed build assets', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/static/js/index.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
