// Report delivery figures (never asserted in tests): one hourly tick (runDueReports) over N paid
// subscribers, each following 5 communities of the bundled snapshot, all due at once (a Monday
// 08:05 UTC, time zone UTC). The app's own code in process (tsx): createDeps over a throwaway
// PGlite database (tests/support/test-database.ts; with BENCH_DATABASE_URL=postgres://… a
// throwaway schema there), the snapshot data source, and a Mailer that only counts (nothing is
// rendered to .eml or sent). Each report is built in full: analysis of its 5 communities, HTML and
// text, the delivery row claimed and finished.
//   node bench/reports.mjs            (standalone)
//   import { benchReports } from './reports.mjs'; await benchReports();   (from bench/run.mjs)
import { mkdtempSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUBSCRIBERS = Number(process.env.BENCH_REPORTS ?? 1000);
/** Communities with posts in the bundled snapshot. */
const COMMUNITIES = ['marketing', 'advertising', 'seo', 'entrepreneur', 'business'];
/** A Monday, 08:05 UTC: the weekly period of every UTC subscriber has just started. */
const NOW = new Date('2026-11-23T08:05:00Z');

/**
 * @returns {Promise<{ subscribers: number, communities: number, sent: number, skipped: number, failed: number, mailed: number, seconds: number, perSecond: number, setupSeconds: number }>}
 */
export async function benchReports() {
  const load = (/** @type {string} */ rel) => tsImport(path.join(ROOT, rel), import.meta.url);
  const { openTestDatabase } = /** @type {typeof import('../tests/support/test-database')} */ (
    await load('tests/support/test-database.ts')
  );
  const { loadConfig } = /** @type {typeof import('../server/src/config')} */ (await load('server/src/config.ts'));
  const { createDeps } = /** @type {typeof import('../server/src/deps')} */ (await load('server/src/deps.ts'));
  const { ManualClock } = /** @type {typeof import('../server/src/platform/clock')} */ (await load('server/src/platform/clock.ts'));
  const repo = /** @type {typeof import('../server/src/modules/reports/repository')} */ (
    await load('server/src/modules/reports/repository.ts')
  );
  const { runDueReports } = /** @type {typeof import('../server/src/modules/reports/delivery')} */ (
    await load('server/src/modules/reports/delivery.ts')
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-bench-reports-'));
  const prevTestUrl = process.env.TEST_DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const testDb = await openTestDatabase({ migrate: false });
  if (prevTestUrl === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = prevTestUrl;

  let mailed = 0;
  /** @type {import('../server/src/platform/mail').Mailer} */
  const countingMailer = {
    async send() {
      mailed++;
    },
    async close() {},
  };
  try {
    const config = loadConfig({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: 'https://signal.example.com',
    });
    const deps = await createDeps(config, { db: testDb.db, mailer: countingMailer, clock: new ManualClock(NOW) });

    const setupStart = performance.now();
    const nowIso = new Date(NOW.getTime() - 24 * 3600 * 1000).toISOString();
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const userId = randomUUID();
      const email = `bench-reports-${i}@example.com`;
      await deps.db.query(`INSERT INTO users (id, email, name, subscribed_plan, payment_status) VALUES ($1, $2, $3, 'pro', 'active')`, [
        userId,
        email,
        `Bench ${i}`,
      ]);
      const id = randomUUID();
      await repo.insertSubscriber(
        deps.db,
        id,
        userId,
        { email, interval: 'WEEKLY', timeZone: 'UTC', status: 'active', confirmedAt: nowIso, unsubscribeVersion: 1, audienceId: null },
        nowIso,
      );
      await repo.replaceSubreddits(deps.db, id, COMMUNITIES);
    }
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const start = performance.now();
    const result = await runDueReports(deps, NOW);
    const seconds = (performance.now() - start) / 1000;
    if (result.sent !== SUBSCRIBERS || mailed !== SUBSCRIBERS) {
      throw new Error(`expected ${SUBSCRIBERS} reports sent, got ${JSON.stringify(result)} (${mailed} mailed)`);
    }
    return {
      subscribers: SUBSCRIBERS,
      communities: COMMUNITIES.length,
      ...result,
      mailed,
      seconds,
      perSecond: result.sent / seconds,
      setupSeconds,
    };
  } finally {
    await testDb.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof benchReports>>} r */
export const reportsLine = (r) =>
  `reports: built and sent ${r.sent.toLocaleString('en-US')} reports of ${r.communities} communities each in ${r.seconds.toFixed(1)} s (${r.perSecond.toFixed(1)} report/s)`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await benchReports();
  console.log(reportsLine(r));
  console.log(
    `(setup: ${r.subscribers} users and subscriptions inserted in ${r.setupSeconds.toFixed(1)} s; skipped ${r.skipped}, failed ${r.failed})`,
  );
}
