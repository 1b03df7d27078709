// What a first visit really loads, measured in Debian's Chromium (never a downloaded browser) against
// the production server: every script and stylesheet response of the page load is recorded and its
// body gzipped at level 9 with zlib (the aim's unit, comparable with earlier figures), and the bytes
// the server actually sent (`wire`: its brotli copies from scripts/precompress.mjs). The same method
// serves /login here and the paid analysis page in bench/paid-page.mjs, so both figures compare.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium 156's headless mode is the full browser: without these, every new context's window
      // loads the omnibox popup's WebUI (chrome://omnibox-popup.top-chrome, Lit components) in a
      // renderer of its own, ~1 s of CPU that competes with the page measured (decision 071).
      '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,OmniboxAimPopup',
    ],
  });
}

/**
 * One recorded response: raw and gzip-9 sizes of its body, and the bytes the server sent (`wire`).
 * @typedef {{ url: string, type: 'script' | 'stylesheet', raw: number, gzip: number, wire: number, encoding: string }} Asset
 */

/**
 * Starts recording the JS and CSS responses of `page`; `done()` waits for every body and sums them.
 * @param {import('@playwright/test').Page} page
 */
export function recordAssets(page) {
  /** @type {Asset[]} */
  const assets = [];
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .body()
        .then((body) => {
          const headers = res.headers();
          const wire = headers['content-encoding'] ? Number(headers['content-length'] ?? body.length) : body.length;
          assets.push({
            url: new URL(res.url()).pathname,
            type,
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire,
            encoding: headers['content-encoding'] ?? 'none',
          });
        })
        .catch(() => undefined /* redirected or aborted */),
    );
  });
  return {
    async done() {
      await Promise.all(pending);
      assets.sort((a, b) => a.url.localeCompare(b.url));
      /** @type {(k: 'raw' | 'gzip' | 'wire', t?: Asset['type']) => number} */
      const sum = (k, t) => assets.filter((a) => !t || a.type === t).reduce((s, a) => s + a[k], 0);
      return {
        assets,
        jsGzip: sum('gzip', 'script'),
        cssGzip: sum('gzip', 'stylesheet'),
        totalGzip: sum('gzip'),
        totalRaw: sum('raw'),
        totalWire: sum('wire'),
      };
    },
  };
}

/**
 * First visit to /login, signed out, cold cache: the JS and CSS until the form is there and the network is idle.
 * @param {string} base the server's origin, e.g. http://127.0.0.1:4000
 */
export async function benchFirstVisit(base, pathName = '/login') {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const rec = recordAssets(page);
    await page.goto(base + pathName, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /log in/i })
      .first()
      .waitFor({ timeout: 15_000 });
    return await rec.done();
  } finally {
    await browser.close();
  }
}
