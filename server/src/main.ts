import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { planRulesFor } from '@subreddit-signal/contract';
import { buildApp, buildProbeApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDeps } from './deps';
import { bootBanner, PAYMENT_MODE_LINE } from './platform/boot-banner';
import { scheduleHousekeeping } from './platform/housekeeping';
import { startJobs, type Jobs } from './platform/jobs';
import { prettyLogStream } from './platform/pretty-log';
import { billingJobs } from './modules/billing';
import { pruneRecentOutputs, warmIdeas } from './modules/generation';
import { ARCHIVE_FETCH_JOB, pruneArchivedContent, pruneRedditApiCache } from './modules/reddit';
import { archiveJobs } from './modules/research';
import { reportJobs } from './modules/reports';

/** How long after the port opens the catalogue index is built (see the call). */
const CATALOGUE_WARM_DELAY_MS = 1000;
/**
 * How long after the port opens the built-in writer writes the default communities' post ideas
 * (about 1 s of CPU, one community at a time), after the catalogue: a new user's first Post Ideas
 * page then finds their material remembered.
 */
const IDEAS_WARM_DELAY_MS = 1500;
/**
 * How long after boot a process that serves the app runs its first housekeeping (see the call).
 * A worker, which serves only the probes, runs it at once.
 */
const HOUSEKEEPING_FIRST_RUN_DELAY_MS = 5000;
/** After the port closes, how long connections accepted just before may take to send their request. */
const SETTLE_MS = 300;
/** Kept back at the end of the grace period for the job queue, the mailer and the database to close. */
const CLOSING_RESERVE_MS = 1500;

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  // ROLE=all (the default) is the whole product in one process; api serves HTTP only; worker runs
  // the jobs, schedules and housekeeping and serves only the probes (any number of each).
  const role = config.ROLE;
  // A person reads these lines first; the logs follow (JSON, or one readable line each in development).
  if (config.LOG_LEVEL !== 'silent' && config.NODE_ENV !== 'test') process.stdout.write(bootBanner(config));
  const deps = await createDeps(config);
  const logger = { level: config.LOG_LEVEL, ...(config.NODE_ENV === 'development' ? { stream: prettyLogStream() } : {}) };
  const app = role === 'worker' ? await buildProbeApp(deps, { logger }) : await buildApp(deps, { logger });
  deps.db.onConnectionError?.((err) =>
    app.log.warn({ err: { message: err.message } }, 'database connection lost; the pool opens a new one'),
  );

  // Scheduled and queued work (billing renewals, reconciliation, the free monthly allowance, e-mail
  // reports), started before the port opens so a process that answers is a process that works.
  let jobs: Jobs | null = null;
  let stopHousekeeping = () => {};
  const fetchJobs = archiveJobs(deps.db, deps.redditData);
  if (role === 'api' && fetchJobs.length > 0) {
    // An API instance only queues archive fetches; the workers run them.
    jobs = await startJobs(deps.db, fetchJobs, app.log, { work: false });
  }
  if (role !== 'api') {
    const definitions = [...billingJobs(deps.billing), ...reportJobs(deps, app.log), ...fetchJobs];
    jobs = await startJobs(deps.db, definitions, app.log);
    stopHousekeeping = scheduleHousekeeping(
      deps.db,
      deps.clock,
      // Expired live-API answers are kept a week as a fallback while Reddit is unreachable; the
      // generator's recent titles are read for 6 hours, then deleted.
      // Raw archive and live post text goes after REDDIT_CONTENT_RETENTION_HOURS (decision 023).
      {
        redditApiCache: pruneRedditApiCache,
        generationRecent: pruneRecentOutputs,
        redditContent: (db, clock) => pruneArchivedContent(db, clock.now(), config.REDDIT_CONTENT_RETENTION_HOURS * 3600_000),
      },
      (err) => app.log.warn({ err }, 'housekeeping failed'),
      // Its first run (a dozen DELETEs: 0.1–0.2 s on the embedded database, whose statements
      // hold the event loop) no longer delays the port's opening and the first answers
      // (decision 075); what it deletes had expired already, and nothing reads it as live.
      { firstRunDelayMs: role === 'worker' ? 0 : HOUSEKEEPING_FIRST_RUN_DELAY_MS },
    );
    app.log.info({ role, queues: definitions.length }, 'job workers, schedules and housekeeping started');
  }
  const queue = jobs;
  if (queue)
    deps.redditData.archive?.fetches.useQueue((subreddit) =>
      queue.send(ARCHIVE_FETCH_JOB, { subreddit }, { singletonKey: subreddit.toLowerCase() }),
    );
  // Dumps imported by `npm run import` while the server runs become searchable within a minute
  // (the catalogue is the API's, in memory).
  const importWatch =
    role === 'worker'
      ? undefined
      : setInterval(() => {
          deps.redditData.refreshImported(deps.db).then(
            (n) => n > 0 && app.log.info({ subreddits: n }, 'imported subreddits added to the catalogue'),
            (err) => app.log.warn({ err }, 'refreshing imported subreddits failed'),
          );
        }, 60_000);
  importWatch?.unref();

  app.log.info({ payments: config.paymentMode }, PAYMENT_MODE_LINE[config.paymentMode]);
  if (config.testClockEnabled) app.log.warn('test clock: on (TEST_CLOCK=on): any user can move their billing time forward; for tests only');
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // Search's catalogue index (about 0.3 s of CPU, in one piece) is built a moment after the port
  // opens rather than before it, so the first probes and page loads are not held behind it; a
  // search that comes first builds it itself.
  // Work done ahead is nobody's request: a shutdown cancels what has not started and stops the ideas between communities
  // (a SIGTERM a moment after boot had the writer hold the event loop past the grace period: exit 1).
  const ahead = new AbortController();
  const warmTimers: NodeJS.Timeout[] = [];
  if (role !== 'worker') warmTimers.push(setTimeout(() => deps.redditData.warmCatalogue(), CATALOGUE_WARM_DELAY_MS).unref());
  if (role !== 'worker' && deps.generator.kind === 'built-in') {
    const perCommunity = planRulesFor(null).postIdeasPerCommunity;
    const warm = () =>
      warmIdeas(deps.redditData, deps.generator, perCommunity, ahead.signal).catch((err: unknown) =>
        app.log.warn({ err }, 'writing the default post ideas ahead failed; the first page writes them itself'),
      );
    warmTimers.push(setTimeout(warm, IDEAS_WARM_DELAY_MS).unref());
  }
  app.log.info(
    { address, role, database: deps.db.kind, mail: config.SMTP_URL ? 'smtp' : 'outbox', google: config.googleEnabled },
    `Subreddit Signal (${role}) is running at http://localhost:${listeningPort(app.server.address()) ?? config.PORT}`,
  );

  /**
   * 1. Draining: readiness answers 503 (the load balancer stops sending), every answer says
   *    `Connection: close` and new requests get 503, while the port stays open for
   *    SHUTDOWN_DRAIN_MS, so a keep-alive client is told to reconnect rather than cut off.
   * 2. The port closes; requests already sent are answered (SETTLE_MS), in-flight ones finish,
   *    idle connections are closed.
   * 3. Whatever still runs CLOSING_RESERVE_MS before the grace period ends (a slow upload) is cut.
   * 4. Jobs, mail and the database close; exit 0. A hard timer exits 1 if anything hangs.
   */
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of warmTimers) clearTimeout(timer);
    ahead.abort();
    const graceMs = config.SHUTDOWN_GRACE_MS;
    const deadline = Date.now() + graceMs;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: draining');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    app.appState.draining = true;
    stopHousekeeping();
    clearInterval(importWatch);
    await sleep(config.SHUTDOWN_DRAIN_MS);
    // Stop accepting, but with net.Server's close: http.Server's also closes idle connections at
    // once, and a connection accepted a moment ago is "idle" until its request arrives: closing it
    // resets a client that already sent one. Such requests get their 503 + close first.
    net.Server.prototype.close.call(app.server);
    await sleep(SETTLE_MS);

    // A keep-alive connection whose request finishes after close() began would otherwise wait
    // for its idle timeout: close connections as soon as they are idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    const cut = setTimeout(
      () => {
        app.log.warn('requests still running at the end of the grace period; closing their connections');
        app.server.closeAllConnections();
      },
      Math.max(0, deadline - CLOSING_RESERVE_MS - Date.now()),
    );
    cut.unref();
    try {
      await app.close();
      clearInterval(reaper);
      clearTimeout(cut);
      await jobs?.stop(Math.max(100, deadline - Date.now() - 1000));
      await deps.mailer.close();
      await deps.db.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The port actually bound (PORT=0 asks the OS for a free one). */
function listeningPort(address: string | AddressInfo | null): number | undefined {
  return address && typeof address === 'object' ? address.port : undefined;
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
