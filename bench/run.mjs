// npm run bench: prints performance figures (never asserted in tests). Builds first if needed.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { startServer } from './server.mjs';
import { benchProfile } from './http.mjs';
import { benchFirstVisit } from './bundle.mjs';

if (!existsSync('server/dist/main.js') || !existsSync('dist/index.html') || process.argv.includes('--build')) {
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const server = await startServer();
try {
  console.log('\n== HTTP: 50 connections, authenticated profile vs trivial route');
  const http = await benchProfile(server.base);
  console.table(http.rows);
  console.log(`profile/trivial throughput ratio: ${http.ratio.toFixed(2)} (aim >= 0.5)`);

  console.log('\n== First visit to /login (production build, Chromium)');
  const fv = await benchFirstVisit(server.base);
  console.table(fv.assets.map((a) => ({ asset: a.url, type: a.type, raw: kb(a.raw), gzip: kb(a.gzip) })));
  console.log(`JS ${kb(fv.jsGzip)} + CSS ${kb(fv.cssGzip)} = ${kb(fv.totalGzip)} gzip (aim <= 150 KB)`);
} finally {
  await server.stop();
}

// The same load with the session cache off: every request checks the session in the database.
const uncached = await startServer({ AUTH_CACHE_TTL_MS: '0' });
try {
  console.log('\n== HTTP: the same, with AUTH_CACHE_TTL_MS=0 (a database round trip per request)');
  const http = await benchProfile(uncached.base);
  console.table(http.rows);
  console.log(`profile/trivial throughput ratio without the cache: ${http.ratio.toFixed(2)}`);
} finally {
  await uncached.stop();
}
