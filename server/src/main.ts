import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDeps } from './deps';
import { scheduleHousekeeping } from './platform/housekeeping';
import { startJobs } from './platform/jobs';
import { billingJobs } from './modules/billing';
import { pruneRedditApiCache } from './modules/reddit';
import { reportJobs } from './modules/reports';

const SHUTDOWN_GRACE_MS = 10_000;

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

  const deps = await createDeps(config);
  const app = await buildApp(deps, { logger: { level: config.LOG_LEVEL } });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { address, database: deps.db.kind, mail: config.SMTP_URL ? 'smtp' : 'outbox', google: config.googleEnabled },
    `Subreddit Signal is running at http://localhost:${listeningPort(app.server.address()) ?? config.PORT}`,
  );

  // Scheduled and queued work (billing renewals, reconciliation, the free monthly allowance, e-mail reports) runs in
  // this process too: one process is the whole product on its embedded defaults.
  const jobs = await startJobs(deps.db, [...billingJobs(deps.billing), ...reportJobs(deps, app.log)], app.log);

  const stopHousekeeping = scheduleHousekeeping(
    deps.db,
    deps.clock,
    // Expired live-API answers are kept a week as a fallback while Reddit is unreachable.
    { redditApiCache: pruneRedditApiCache },
    (err) => app.log.warn({ err }, 'housekeeping failed'));
  // Dumps imported by `npm run import` while the server runs become searchable within a minute.
  const importWatch = setInterval(() => {
    deps.redditData.refreshImported(deps.db).then(
      (n) => n > 0 && app.log.info({ subreddits: n }, 'imported subreddits added to the catalogue'),
      (err) => app.log.warn({ err }, 'refreshing imported subreddits failed'),
    );
  }, 60_000);
  importWatch.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.appState.draining = true;
    stopHousekeeping();
    clearInterval(importWatch);
    // A keep-alive connection whose request has finished would hold the server open until its
    // idle timeout (longer than the grace period): close connections as soon as they are idle,
    // while requests still in flight run to their normal answer.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    reaper.unref();
    try {
      await app.close();
      clearInterval(reaper);
      await jobs.stop();
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
