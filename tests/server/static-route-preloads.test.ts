// The paid analysis page's chunks are fetched beside the entry's files, not after the entry has run
// (decision 081): the build lists a route's lazy files in `.route-preloads.json`
// (scripts/rspack/route-preloads.mjs) and the server answers that route's index.html with a
// `Link: rel=preload` header for them. Every other answer is as before: no header, the same bytes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/server-harness';

const html = '<!DOCTYPE html><html lang="en"><head></head><body><div id="root"></div></body></html>';
const PAID = '/advanced-subreddit-paid-analysis-results';

function spa(list: unknown) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ss-spa-preloads-'));
  mkdirSync(path.join(dir, 'static/js/async'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'static/js/async/pd.1234abcd.js'), 'page');
  if (list !== undefined) writeFileSync(path.join(dir, '.route-preloads.json'), JSON.stringify(list));
  return dir;
}

describe('route preloads', () => {
  const dirs: string[] = [];
  const apps: TestApp[] = [];
  const start = async (list: unknown) => {
    const dir = spa(list);
    dirs.push(dir);
    const t = await startTestApp({ env: { STATIC_DIR: dir } });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('the paid page’s index.html carries a Link preload for each listed file; other routes none', async () => {
    const t = await start({
      [PAID]: ['/static/css/async/799c3cfb.css', '/static/js/async/app-core.75da1705.js', '/static/js/async/pd.1234abcd.js'],
    });
    const paid = await t.app.inject({ method: 'GET', url: `${PAID}?q=marketing` });
    expect(paid.body).toBe(html);
    expect(paid.headers.link).toBe(
      '</static/css/async/799c3cfb.css>; rel=preload; as=style, </static/js/async/app-core.75da1705.js>; rel=preload; as=script, ' +
        '</static/js/async/pd.1234abcd.js>; rel=preload; as=script',
    );
    for (const url of [
      '/login',
      '/',
      '/home',
      '/index.html',
      '/subreddit-free-analysis-results?q=marketing',
      '/static/js/async/pd.1234abcd.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.headers.link]).toEqual([url, undefined]);
    }
  });

  it('the list itself is not served', async () => {
    const t = await start({ [PAID]: ['/static/js/async/pd.1234abcd.js'] });
    const res = await t.app.inject({ method: 'GET', url: '/.route-preloads.json' });
    expect([res.body, res.headers.link]).toEqual([html, undefined]);
  });

  it('a build without the list, or with entries that are not build files, preloads nothing', async () => {
    const none = await start(undefined);
    expect((await none.app.inject({ method: 'GET', url: PAID })).headers.link).toBeUndefined();
    const odd = await start({ [PAID]: ['https://elsewhere.example/x.js', '/static/js/a.js>; rel=prefetch', 7], '/login': 'x' });
    expect((await odd.app.inject({ method: 'GET', url: PAID })).headers.link).toBeUndefined();
  });
});
