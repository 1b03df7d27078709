// Gzip size of the JS and CSS that a first visit to /login really loads, measured in Chromium.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export async function benchFirstVisit(base, pathName = '/login') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const assets = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      try {
        const body = await res.body();
        assets.push({ url: new URL(res.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(base + pathName, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /log in/i }).first().waitFor({ timeout: 15_000 });
    const sum = (k, t) => assets.filter((a) => !t || a.type === t).reduce((s, a) => s + a[k], 0);
    return { assets, jsGzip: sum('gzip', 'script'), cssGzip: sum('gzip', 'stylesheet'), totalGzip: sum('gzip'), totalRaw: sum('raw') };
  } finally {
    await browser.close();
  }
}
