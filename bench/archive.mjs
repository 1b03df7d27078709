// Archive fetch figures (never asserted in tests): request-to-analysis time for a 1,000-post
// community served by the local Arctic Shift stand-in, and the server's peak memory around it.
//   node bench/archive.mjs            (standalone; needs the production build)
//   import { benchArchive } from './archive.mjs'; const r = await benchArchive();   (from bench/run.mjs)
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { startServer } from './server.mjs';

const { startArchiveStandin } = /** @type {typeof import('../tests/support/archive-standin')} */ (
  await tsImport('../tests/support/archive-standin.ts', import.meta.url)
);

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(/** @type {number | undefined} */ pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (/** @type {string} */ key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { peakMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return { peakMb: NaN, rssMb: NaN };
  }
}

export async function benchArchive({ posts = 1000 } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const standin = await startArchiveStandin([
    { name: 'benchsaas', posts, subscribers: 120_000, newestUtc: now - 600, spacingSeconds: 3600 },
  ]);
  const server = await startServer({ REDDIT_ARCHIVE_URL: standin.url });
  try {
    const post = (/** @type {string} */ p, /** @type {unknown} */ body, /** @type {Record<string,string>} */ headers = {}) =>
      fetch(`${server.base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const email = `bench-archive-${Date.now()}@example.com`;
    await post('/api/auth/register', { name: 'Bench Archive', email, password: 'Bench-pass-1' });
    const { accessToken } = await (await post('/api/auth/login', { email, password: 'Bench-pass-1' })).json();
    const auth = { authorization: `Bearer ${accessToken}` };
    const before = memoryOf(server.pid);
    // VmHWM covers boot too (the snapshot, the embedded database): sample RSS during the fetch itself.
    let fetchPeakMb = before.rssMb;
    const sampler = setInterval(() => (fetchPeakMb = Math.max(fetchPeakMb, memoryOf(server.pid).rssMb)), 25);
    const started = performance.now();
    let polls = 0;
    let firstAnswerMs = 0;
    let res;
    for (;;) {
      const t0 = performance.now();
      res = await post('/api/reddit/subreddit-about', { subreddit: 'benchsaas' }, auth);
      if (polls === 0) firstAnswerMs = performance.now() - t0;
      polls += 1;
      if (res.status !== 202) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    const body = await res.json();
    const after = memoryOf(server.pid);
    return {
      status: res.status,
      postsAnalysed: body?.subreddit?.dataSource?.postsAnalysed ?? 0,
      requests: standin.requests.length,
      firstAnswerMs,
      totalMs,
      polls,
      rssBeforeMb: before.rssMb,
      fetchPeakMb,
      peakMb: after.peakMb,
    };
  } finally {
    await server.stop();
    await standin.stop();
  }
}

/** @param {Awaited<ReturnType<typeof benchArchive>>} r */
export const archiveLine = (r) =>
  `${r.postsAnalysed} posts analysed (HTTP ${r.status}) after ${Math.round(r.totalMs)} ms from the first request (${r.polls} requests at 100 ms; first answer in ${Math.round(r.firstAnswerMs)} ms; ${r.requests} archive calls); ` +
  `server RSS ${r.rssBeforeMb.toFixed(0)} MB before, at most ${r.fetchPeakMb.toFixed(0)} MB during the fetch (sampled every 25 ms; process peak since boot ${r.peakMb.toFixed(0)} MB)`;

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(archiveLine(await benchArchive()));
}
