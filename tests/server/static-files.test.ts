// The built SPA's files are served by one route over the list of files found at boot, not one route
// per file (decision 075: ~500 routes were a large part of a boot). What a client gets is what the
// per-file routes gave it: the files there at boot, HEAD as well as GET, a query string ignored, a
// percent-encoded name decoded; anything else is the SPA's index.html (or the API's 404).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/server-harness';

const html = '<!DOCTYPE html><html lang="en"><head></head><body><div id="root"></div></body></html>';

/** A built SPA folder with `count` hashed scripts besides index.html. */
function spaWith(count: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ss-spa-files-'));
  mkdirSync(path.join(dir, 'static/js/async'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  for (let i = 0; i < count; i++) writeFileSync(path.join(dir, `static/js/async/${i}.abcd1234.js`), `export const n = ${i};\n`);
  writeFileSync(path.join(dir, 'static/js/index.js'), 'console.log("entry");\n');
  mkdirSync(path.join(dir, '.hidden'));
  writeFileSync(path.join(dir, '.hidden/secret.txt'), 'not served');
  writeFileSync(path.join(dir, '.env'), 'NOT=served');
  return dir;
}

/** How many (method, path) pairs the router holds. */
const routeCount = (t: TestApp) =>
  t.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .map((line) => /\((.+)\)\s*$/.exec(line)?.[1])
    .filter((methods): methods is string => methods !== undefined)
    .reduce((n, methods) => n + methods.split(',').length, 0);

describe('the built SPA served by one route', () => {
  const dirs: string[] = [];
  const apps: TestApp[] = [];
  const start = async (count: number) => {
    const dir = spaWith(count);
    dirs.push(dir);
    const t = await startTestApp({ env: { STATIC_DIR: dir } });
    apps.push(t);
    return { t, dir };
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('registers the same routes however many files the build has', async () => {
    const small = await start(2);
    const large = await start(60);
    expect(routeCount(large.t)).toBe(routeCount(small.t));
  });

  describe('what a client gets', () => {
    let t: TestApp;
    let dir: string;
    beforeAll(async () => {
      ({ t, dir } = await start(3));
    });

    it('sends a built file for GET and HEAD, a query string ignored, with its caching header', async () => {
      const get = await t.app.inject({ method: 'GET', url: '/static/js/async/1.abcd1234.js?v=2' });
      expect(get.statusCode).toBe(200);
      expect(get.body).toBe('export const n = 1;\n');
      expect(get.headers['content-type']).toMatch(/javascript/);
      expect(get.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const head = await t.app.inject({ method: 'HEAD', url: '/static/js/async/1.abcd1234.js' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(Number(head.headers['content-length'])).toBe(get.body.length);
    });

    it('decodes a percent-encoded name as the router did, but not an encoded slash', async () => {
      const encoded = await t.app.inject({ method: 'GET', url: '/static/js/async/2%2Eabcd1234.js' });
      expect(encoded.body).toBe('export const n = 2;\n');
      const slash = await t.app.inject({ method: 'GET', url: '/static/js%2Fasync%2F2.abcd1234.js' });
      expect(slash.body).toBe(html);
    });

    it('answers index.html itself with no-cache, and a client route with index.html', async () => {
      for (const url of ['/index.html', '/', '/advanced-subreddit-paid-analysis-results?q=marketing', '/static/js/missing.js']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([url, res.statusCode, res.body]).toEqual([url, 200, html]);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves no dotfile and no file added after boot', async () => {
      writeFileSync(path.join(dir, 'static/js/late.js'), 'late');
      for (const url of ['/.env', '/.hidden/secret.txt', '/static/js/late.js']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect([url, res.body]).toEqual([url, html]);
      }
    });

    it('leaves unknown API paths and other methods to the JSON 404', async () => {
      const api = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ statusCode: 404, message: 'Route GET /api/nothing-here not found' });
      const post = await t.app.inject({ method: 'POST', url: '/static/js/index.js' });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ statusCode: 404 });
    });
  });
});
