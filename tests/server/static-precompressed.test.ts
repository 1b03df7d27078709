// The built SPA is sent compressed: the build writes .br/.gz copies (scripts/precompress.mjs) and
// the server picks one by Accept-Encoding, with the same caching headers as the plain file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../support/server-harness';

const root = path.join(__dirname, '../..');
const precompress = (dir: string) =>
  execFileSync(process.execPath, [path.join(root, 'scripts/precompress.mjs'), dir], { encoding: 'utf8' });

describe('precompressed web assets', () => {
  let dir: string;
  let t: TestApp;
  const js = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><script src="/static/js/app.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ss-static-'));
    mkdirSync(path.join(dir, 'static/js'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'static/js/app.js'), js);
    writeFileSync(path.join(dir, 'static/js/tiny.js'), 'export {};\n');
    writeFileSync(path.join(dir, 'static/js/logo.png'), Buffer.alloc(4096, 7));
    expect(precompress(dir)).toMatch(/^precompressed 1 files/);
    t = await startTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes smaller brotli and gzip copies of text assets only, and only of files worth it', () => {
    const raw = readFileSync(path.join(dir, 'static/js/app.js'));
    const br = readFileSync(path.join(dir, 'static/js/app.js.br'));
    const gz = readFileSync(path.join(dir, 'static/js/app.js.gz'));
    expect(br.length).toBeLessThan(raw.length / 3);
    expect(brotliDecompressSync(br).equals(raw)).toBe(true);
    expect(gunzipSync(gz).equals(raw)).toBe(true);
    expect(existsSync(path.join(dir, 'static/js/tiny.js.br'))).toBe(false); // under 1 KiB
    expect(existsSync(path.join(dir, 'static/js/logo.png.br'))).toBe(false); // not text
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
  });

  it('sends brotli to a client that accepts it, gzip to one that only takes gzip, the plain file otherwise', async () => {
    const get = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/static/js/app.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('still answers app routes with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/saved-ideas', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('drops a copy left by an earlier build when its file no longer warrants one', () => {
    writeFileSync(path.join(dir, 'static/js/app.js'), 'export {};\n');
    precompress(dir);
    expect(existsSync(path.join(dir, 'static/js/app.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'static/js/app.js.gz'))).toBe(false);
  });
});
