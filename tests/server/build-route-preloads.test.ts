// The build lists the paid analysis page's lazy files for the server's `Link: rel=preload`
// (scripts/rspack/route-preloads.mjs, decision 081): that route only, its page's and the signed-in
// layout's chunks (app-core with them) after index.html's own files, none of which it repeats. The suite runs the
// real build (rsbuild.config.ts) into a folder of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const PAID = '/advanced-subreddit-paid-analysis-results';

const BUILD = `
import { createRsbuild, loadConfig, mergeRsbuildConfig } from '@rsbuild/core';
const [cwd, out] = process.argv.slice(1);
const { content } = await loadConfig({ cwd });
const rsbuild = await createRsbuild({ cwd, rsbuildConfig: mergeRsbuildConfig(content, { output: { distPath: { root: out } } }) });
await rsbuild.build();
`;

describe('the build’s route preload list', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'ss-build-preloads-'));
  let list: Record<string, string[]>;
  let indexHtml: string;
  beforeAll(() => {
    execFileSync(process.execPath, ['--input-type=module', '-e', BUILD, root, out], {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const file = path.join(out, '.route-preloads.json');
    list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
    indexHtml = readFileSync(path.join(out, 'index.html'), 'utf8');
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('names the paid analysis page and no other route', () => {
    expect(Object.keys(list)).toEqual([PAID]);
  });

  it('lists index.html’s own files first, then built JS and CSS files it does not load', () => {
    const files = list[PAID] ?? [];
    const entry = [...indexHtml.matchAll(/(?:src|href)="(\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(entry.length).toBeGreaterThan(0);
    expect(files.slice(0, entry.length).sort()).toEqual([...entry].sort());
    const route = files.slice(entry.length);
    expect(route.some((f) => f.endsWith('.js'))).toBe(true);
    expect(route.some((f) => f.endsWith('.css'))).toBe(true);
    for (const f of route) expect([f, existsSync(path.join(out, f)), indexHtml.includes(f)]).toEqual([f, true, false]);
  });

  it('holds the page’s code (the paid call), the layout’s and app-core', () => {
    const files = (list[PAID] ?? []).filter((f) => f.endsWith('.js'));
    const text = files.map((f) => readFileSync(path.join(out, f), 'utf8')).join('\n');
    expect(text).toContain('reddit/paid-subreddit-about');
    expect(text).toContain('shell-loading__error');
    expect(files.some((f) => /\/app-core\.[0-9a-f]{8}\.js$/.test(f))).toBe(true);
  });

  it('holds no other results page’s code: the post pages’ calls are not in it', () => {
    const js = readdirSync(path.join(out, 'static/js/async')).map((f) => `/static/js/async/${f}`);
    const postPages = js.filter((f) => readFileSync(path.join(out, f), 'utf8').includes('reddit/subreddit-post'));
    expect(postPages.length).toBeGreaterThan(0);
    expect(postPages.filter((f) => list[PAID]?.includes(f))).toEqual([]);
  });
});
