// The paid subreddit analysis page (/advanced-subreddit-paid-analysis-results?q=<sub>) in Debian's
// Chromium against the production server.
//
// Method. One browser; per run a fresh user is signed up and in through the real API (not timed) and a
// new browser context (cold HTTP cache) starts with that session's tokens in localStorage
// 'auth-storage', as the SPA stores them. An init script watches the DOM: "charts drawn" is the first
// animation frame after the activity bar chart has a bar of non-zero height (svg.chart__svg
// rect.chart__bar) and the heatmap has a coloured cell, i.e. the data is in the SVG. The time is
// performance.now() in the page, so it counts from navigation start (performance.timeOrigin). The
// first run warms the server (snapshot decompression, engine memo) and is not counted; the median
// and the p90 (nearest rank) of the other runs are reported. Bytes: every JS/CSS response of a run
// until the charts are drawn and the network is idle, gzipped at level 9 (bench/bundle.mjs, the
// same method as /login).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { launchChromium, recordAssets } from './bundle.mjs';
import { signUp } from './http.mjs';
import { AIM } from './aims.mjs';

const PAGE = '/advanced-subreddit-paid-analysis-results?q=';

/**
 * What the init script leaves on the page's window, in ms from navigation start.
 * @typedef {{ dom?: number, frame?: number }} ChartMarks
 * @typedef {Window & { __bench?: ChartMarks }} BenchWindow
 */

/** Runs in the page before its scripts: records when the charts are drawn and the key requests end. */
export function watchCharts() {
  /** @type {ChartMarks} */
  const bench = {};
  /** @type {BenchWindow} */ (window).__bench = bench;
  const drawn = () =>
    Array.from(document.querySelectorAll('svg.chart__svg rect.chart__bar')).some((r) => parseFloat(r.getAttribute('height') ?? '0') > 0) &&
    document.querySelector('.heatmap__cell:not(.heatmap__cell--empty)') !== null;
  const observer = new MutationObserver(() => {
    if (bench.dom !== undefined || !drawn()) return;
    observer.disconnect();
    bench.dom = performance.now();
    requestAnimationFrame(() => {
      bench.frame = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

/** Where the time goes, in ms from navigation start (resource timing and the marks above). */
/** @satisfies {Record<string, string>} */
const PHASES = {
  htmlMs: 'HTML received',
  scriptsEndMs: 'last JS file received',
  profileEndMs: 'GET /api/users/profile done',
  paidStartMs: 'POST paid-subreddit-about sent',
  paidEndMs: 'POST paid-subreddit-about done',
  domMs: 'charts in the DOM',
  frameMs: 'charts drawn (next frame) = the figure',
  wallMs: 'cross-check: page.goto() to charts seen in Node',
};

/** @type {(xs: number[], q: number) => number} */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the server's origin
 * @param {string} subreddit
 */
async function visit(browser, base, subreddit) {
  const login = await signUp(base);
  const origin = new URL(base).origin;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
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
    const rec = recordAssets(page);
    const started = performance.now();
    await page.goto(base + PAGE + encodeURIComponent(subreddit));
    await page.waitForFunction(() => /** @type {BenchWindow} */ (window).__bench?.frame !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    const wallMs = performance.now() - started;
    const marks = await page.evaluate(() => {
      const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const res = (/** @type {string} */ part) => resources.find((e) => e.name.includes(part));
      const nav = /** @type {PerformanceNavigationTiming | undefined} */ (performance.getEntriesByType('navigation')[0]);
      const scripts = resources.filter((e) => e.initiatorType === 'script' || /\.js$/.test(e.name));
      // Set: waitForFunction above saw the frame mark.
      const bench = /** @type {Required<ChartMarks>} */ (/** @type {BenchWindow} */ (window).__bench);
      return {
        domMs: bench.dom,
        frameMs: bench.frame,
        htmlMs: nav?.responseEnd ?? 0,
        scriptsEndMs: Math.max(0, ...scripts.map((e) => e.responseEnd)),
        profileEndMs: res('/api/users/profile')?.responseEnd ?? 0,
        paidStartMs: res('/api/reddit/paid-subreddit-about')?.startTime ?? 0,
        paidEndMs: res('/api/reddit/paid-subreddit-about')?.responseEnd ?? 0,
      };
    });
    await page.waitForLoadState('networkidle');
    const bytes = await rec.done();
    return { ...marks, wallMs, bytes };
  } finally {
    await context.close();
  }
}

/**
 * `runs` measured visits after one warm-up visit; returns the timings, their median and p90, and the bytes loaded.
 * @param {string} base the server's origin
 * @param {{ subreddit?: string, runs?: number }} [opts]
 */
export async function benchPaidPage(base, { subreddit = 'marketing', runs = Number(process.env.BENCH_PAID_RUNS ?? 7) } = {}) {
  // The wall times follow the machine's load more than any change to the page (decision 059): the
  // load average is reported with them.
  const loadAtStart = os.loadavg()[0];
  const browser = await launchChromium();
  try {
    const warmup = await visit(browser, base, subreddit);
    /** @type {Visit[]} */
    const visits = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, base, subreddit));
    /** @typedef {Awaited<ReturnType<typeof visit>>} Visit */
    /** @typedef {keyof typeof PHASES} Phase */
    const col = (/** @type {Phase} */ k) => visits.map((v) => v[k]);
    const stat = (/** @type {Phase} */ k) => ({ median: quantile(col(k), 0.5), p90: quantile(col(k), 0.9) });
    return {
      subreddit,
      warmup,
      visits,
      chartsMs: stat('frameMs'),
      phases: /** @type {[Phase, string][]} */ (Object.entries(PHASES)).map(([k, phase]) => ({ phase, ...stat(k) })),
      // Every cold visit loads the same files; the first measured one is reported (the others are checked against it).
      bytes: visits[0].bytes,
      bytesStable: visits.every((v) => v.bytes.totalGzip === visits[0].bytes.totalGzip),
      load: { start: loadAtStart, end: os.loadavg()[0], cores: os.cpus().length },
    };
  } finally {
    await browser.close();
  }
}

/**
 * The machine's 1-minute load average around the runs, for reading their wall times.
 * @param {{ start: number, end: number, cores: number }} load
 */
export function loadLine(load) {
  return `load average (1 min) ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end, on ${load.cores} cores`;
}

// node bench/paid-page.mjs: this bench alone (needs a build; starts its own server).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { startServer } = await import('./server.mjs');
  const server = await startServer();
  try {
    const r = await benchPaidPage(server.base);
    const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
    console.table(r.bytes.assets.map((a) => ({ asset: a.url, type: a.type, raw: kb(a.raw), gzip: kb(a.gzip) })));
    console.log(
      `paid page: JS ${kb(r.bytes.jsGzip)} + CSS ${kb(r.bytes.cssGzip)} = ${kb(r.bytes.totalGzip)} gzip (aim <= ${AIM.paidKb} KB)${r.bytesStable ? '' : ' (differs between runs!)'}`,
    );
    console.table(r.phases.map((p) => ({ phase: p.phase, 'median ms': Math.round(p.median), 'p90 ms': Math.round(p.p90) })));
    console.log(
      `charts drawn: median ${Math.round(r.chartsMs.median)} ms, p90 ${Math.round(r.chartsMs.p90)} ms over ${r.visits.length} runs (warm-up ${Math.round(r.warmup.frameMs)} ms; aim: median <= ${AIM.chartsMs} ms)`,
    );
    console.log('runs (ms):', r.visits.map((v) => Math.round(v.frameMs)).join(', '));
    console.log(loadLine(r.load));
  } finally {
    await server.stop();
  }
}
