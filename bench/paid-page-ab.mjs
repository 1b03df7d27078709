// Two builds of the SPA against each other on the paid analysis page, for a machine whose wall times
// are noisy (2 shared cores): two servers (the same server build, `STATIC_DIR` pointing at each
// `dist`), visits alternating A/B then B/A, each a fresh user and a fresh browser context, traced
// with Chromium's performance tracing. Per visit: charts drawn (bench/paid-page.mjs' mark), and the
// renderer main thread's CPU time (`tdur` of its top-level tasks) from navigation to that frame,
// which waiting for the CPU, the network or the server does not inflate, and the CPU of all the
// renderer's threads (work moved off the main thread still costs a shared core), and the time from the
// paid call's answer to that frame (what the page does with the answer). Medians and ranges.
//
//   node bench/paid-page-ab.mjs <distA> <distB> [pairs = 10]
//
// Build each tree's `dist` first (npm run build; copy it aside, then `node scripts/precompress.mjs <copy>`).
import os from 'node:os';
import { launchChromium } from './bundle.mjs';
import { signUp } from './http.mjs';
import { loadLine, watchCharts } from './paid-page.mjs';
import { startServer } from './server.mjs';

const PAGE = '/advanced-subreddit-paid-analysis-results?q=marketing';

/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: { data?: { documentLoaderURL?: string } } }} TraceEvent */
/** @typedef {{ frame: number, cpu: number, cpuAll: number, paidSent: number, paidAnswered: number }} Visit */

/**
 * CPU ms of the page's renderer from navigation start to `frameMs` after it: its main thread, and all
 * its threads (V8's off-thread parsing and compiling, raster, the thread pool), from the top-level
 * tasks' `tdur`.
 * @param {Buffer} trace @param {number} frameMs
 */
function rendererCpuMs(trace, frameMs) {
  /** @type {{ traceEvents: TraceEvent[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes(PAGE.slice(1, 20)));
  if (!nav) throw new Error('no navigationStart for the paid page in the trace');
  const end = nav.ts + frameMs * 1000;
  let main = 0;
  let all = 0;
  for (const e of traceEvents) {
    if (e.pid !== nav.pid || e.ph !== 'X' || (e.name !== 'RunTask' && e.name !== 'ThreadPool_RunTask') || e.ts < nav.ts || e.ts >= end)
      continue;
    const cpu = e.tdur ?? e.dur ?? 0;
    // A task that runs past the frame counts in proportion.
    const share = e.ts + (e.dur ?? 0) <= end ? cpu : (cpu * (end - e.ts)) / (e.dur ?? 1);
    all += share;
    if (e.tid === nav.tid) main += share;
  }
  return { cpu: main / 1000, cpuAll: all / 1000 };
}

/** @param {import('@playwright/test').Browser} browser @param {string} base @param {boolean} trace */
async function visit(browser, base, trace) {
  const login = await signUp(base);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: base,
          localStorage: [
            { name: 'auth-storage', value: JSON.stringify({ accessToken: login.accessToken, refreshToken: login.refreshToken }) },
          ],
        },
      ],
    },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchCharts);
    if (trace)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel'],
      });
    await page.goto(base + PAGE);
    await page.waitForFunction(() => /** @type {import('./paid-page.mjs').BenchWindow} */ (window).__bench?.frame !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    const marks = await page.evaluate(() => {
      const paid = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/reddit/paid-subreddit-about'));
      return {
        frame: /** @type {number} */ (/** @type {import('./paid-page.mjs').BenchWindow} */ (window).__bench?.frame),
        paidSent: paid?.startTime ?? 0,
        paidAnswered: /** @type {PerformanceResourceTiming | undefined} */ (paid)?.responseEnd ?? 0,
      };
    });
    const cpu = trace ? rendererCpuMs(await browser.stopTracing(), marks.frame) : { cpu: 0, cpuAll: 0 };
    return { ...marks, ...cpu };
  } finally {
    await context.close();
  }
}

/** @type {(xs: number[]) => number} */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
};

const [distA, distB] = process.argv.slice(2, 4);
if (!distA || !distB) throw new Error('usage: node bench/paid-page-ab.mjs <distA> <distB> [pairs]');
const pairs = Number(process.argv[4] ?? 10);
const loadAtStart = os.loadavg()[0];
const servers = { A: await startServer({ STATIC_DIR: distA }), B: await startServer({ STATIC_DIR: distB }) };
const browser = await launchChromium();
/** @type {{ A: Visit[], B: Visit[] }} */
const visits = { A: [], B: [] };
try {
  // Warm-up visits (server snapshot, engine memo) are not counted.
  await visit(browser, servers.A.base, false);
  await visit(browser, servers.B.base, false);
  for (let i = 0; i < pairs; i++) {
    for (const which of /** @type {('A' | 'B')[]} */ (i % 2 ? ['B', 'A'] : ['A', 'B']))
      visits[which].push(await visit(browser, servers[which].base, true));
    const afterAnswer = (/** @type {'A' | 'B'} */ w) => Math.round(visits[w][i].frame - visits[w][i].paidAnswered);
    const last = (/** @type {'A' | 'B'} */ w) =>
      `${Math.round(visits[w][i].frame)} ms (CPU main ${Math.round(visits[w][i].cpu)}, all ${Math.round(visits[w][i].cpuAll)})`;
    console.log(`pair ${i + 1}: A ${last('A')}, B ${last('B')}; answer to charts A ${afterAnswer('A')}, B ${afterAnswer('B')} ms`);
  }
} finally {
  await browser.close();
  await servers.A.stop();
  await servers.B.stop();
}
for (const which of /** @type {const} */ (['A', 'B'])) {
  // The answer's arrival to the charts: what the page does with the answer (read, render, layout),
  // without the network, the server and the code loading before it.
  const col = (/** @type {keyof Visit | 'afterAnswer'} */ k) =>
    visits[which].map((v) => (k === 'afterAnswer' ? v.frame - v.paidAnswered : v[k]));
  const stat = (/** @type {keyof Visit | 'afterAnswer'} */ k) =>
    `${Math.round(median(col(k)))} (${Math.round(Math.min(...col(k)))}–${Math.round(Math.max(...col(k)))})`;
  console.log(
    `${which} ${which === 'A' ? distA : distB}: charts drawn ${stat('frame')} ms, main-thread CPU before them ${stat('cpu')} ms, the renderer's threads together ${stat('cpuAll')} ms, paid call sent ${stat('paidSent')}, answered ${stat('paidAnswered')}, answer to charts ${stat('afterAnswer')} (medians, ranges)`,
  );
}
console.log(loadLine({ start: loadAtStart, end: os.loadavg()[0], cores: os.cpus().length }));
