// One worker OS process for tests/server/reddit-archive-processes.test.ts: its own connection pool
// and pg-boss worker on the schema it is given, asking for one community's archive fetch and
// waiting until the fetch row says it is over. Prints the final status as JSON on stdout.
// Env: DB_URL, DB_SCHEMA, ARCHIVE_URL, SUBREDDIT.
import { openDatabase } from '../../server/src/db/client';
import { ArchiveClient } from '../../server/src/modules/reddit/archive/client';
import { ARCHIVE_FETCH_JOB, ArchiveFetches } from '../../server/src/modules/reddit/archive/fetches';
import { systemClock } from '../../server/src/platform/clock';
import { startJobs } from '../../server/src/platform/jobs';

const quiet = { warn: () => {}, info: () => {}, error: () => {} };

async function main() {
  const env = (k: string) => process.env[k] ?? '';
  const db = await openDatabase({ url: env('DB_URL'), schema: env('DB_SCHEMA'), poolSize: 3 });
  const fetches = new ArchiveFetches(
    db,
    systemClock,
    new ArchiveClient({ baseUrl: env('ARCHIVE_URL'), clock: systemClock, timeoutMs: 5000 }),
    {
      maxPosts: 1000,
    },
  );
  const jobs = await startJobs(
    db,
    [{ name: ARCHIVE_FETCH_JOB, retryLimit: 0, handler: async (d: { subreddit?: string }) => void (await fetches.run(d.subreddit!)) }],
    quiet,
    { pollingIntervalSeconds: 0.5 },
  );
  fetches.useQueue((subreddit) => jobs.send(ARCHIVE_FETCH_JOB, { subreddit }, { singletonKey: subreddit.toLowerCase() }));
  // Both processes wait at the same barrier time, so their asks land together.
  const at = Number(env('START_AT'));
  if (at > Date.now()) await new Promise((r) => setTimeout(r, at - Date.now()));
  const asked = await fetches.request(env('SUBREDDIT'));
  let status = asked;
  for (let i = 0; i < 600 && (status.status === 'queued' || status.status === 'running'); i++) {
    await new Promise((r) => setTimeout(r, 100));
    status = (await fetches.status(env('SUBREDDIT')))!;
  }
  await jobs.stop(2000);
  await db.close();
  process.stdout.write(`${JSON.stringify({ pid: process.pid, asked: asked.status, final: status.status, posts: status.postsSoFar })}\n`);
}

main().catch((err) => {
  process.stderr.write(`${String(err?.stack ?? err)}\n`);
  process.exit(1);
});
