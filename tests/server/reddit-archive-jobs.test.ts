import { openDatabase, type Database } from '../../server/src/db/client';
import { ManualClock } from '../../server/src/platform/clock';
import { startJobs, type Jobs } from '../../server/src/platform/jobs';
import { ArchiveClient } from '../../server/src/modules/reddit/archive/client';
import { ARCHIVE_FETCH_JOB, ArchiveFetches, type ArchiveFetchStatus } from '../../server/src/modules/reddit/archive/fetches';
import { pruneArchivedContent, readArchivedPosts } from '../../server/src/modules/reddit/archive/store';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/test-database';

// One fetch per community across the cluster: two instances, each with its own connection pool
// and (on PostgreSQL) its own pg-boss worker, are asked for the same community at once.

const NOW = new Date('2026-11-20T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);
const quiet = { warn: () => {}, info: () => {}, error: () => {} };

let standin: ArchiveStandin;
let base: TestDatabase;
let dbB: Database;
const jobs: Jobs[] = [];
let a: ArchiveFetches;
let b: ArchiveFetches;

const instance = async (db: Database) => {
  const clock = new ManualClock(NOW);
  const fetches = new ArchiveFetches(db, clock, new ArchiveClient({ baseUrl: standin.url, clock, timeoutMs: 5000 }), { maxPosts: 1000 });
  // PostgreSQL: through pg-boss as in production. PGlite is one process's database, so there each
  // instance runs its fetch itself; the claim on reddit_archive_fetches is what keeps it to one.
  if (testDatabaseUrl()) {
    const queue = await startJobs(
      db,
      [{ name: ARCHIVE_FETCH_JOB, retryLimit: 0, handler: async (d: { subreddit?: string }) => void (await fetches.run(d.subreddit!)) }],
      quiet,
      {
        pollingIntervalSeconds: 0.5,
      },
    );
    jobs.push(queue);
    fetches.useQueue((subreddit) => queue.send(ARCHIVE_FETCH_JOB, { subreddit }, { singletonKey: subreddit.toLowerCase() }));
  }
  return fetches;
};

async function until(fetches: ArchiveFetches, name: string, done: (s: ArchiveFetchStatus | null) => boolean) {
  for (let i = 0; i < 600; i++) {
    const s = await fetches.status(name);
    if (done(s)) return s;
    await fetches.settled();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fetch of ${name} did not finish`);
}

beforeAll(async () => {
  standin = await startArchiveStandin([{ name: 'SaaS', posts: 1000, subscribers: 412_000, newestUtc: NOW_S - 600, spacingSeconds: 3600 }]);
  base = await openTestDatabase({ migrate: true });
  dbB = base.schema ? await openDatabase({ url: testDatabaseUrl()!, schema: base.schema, poolSize: 3 }) : base.db;
  a = await instance(base.db);
  b = await instance(dbB);
}, 120_000);
afterAll(async () => {
  for (const j of jobs) await j.stop(2000);
  if (dbB !== base.db) await dbB.close();
  await base.close();
  await standin.stop();
});

test('two instances asked for the same community at once run one fetch; the second asker joins it', async () => {
  const asked = await Promise.all([a.request('SaaS'), b.request('saas'), a.request('SaaS'), b.request('SaaS')]);
  expect(asked.every((s) => ['queued', 'running', 'done'].includes(s.status))).toBe(true);
  const done = await until(a, 'SaaS', (s) => s?.status === 'done');
  await a.settled();
  await b.settled();
  expect(done).toMatchObject({ subreddit: 'SaaS', postsSoFar: 1000 });
  expect(standin.requestsTo('subreddits/search')).toHaveLength(1);
  expect(standin.requestsTo('posts/search')).toHaveLength(10);
  expect(await readArchivedPosts(dbB, 'saas', 2000)).toHaveLength(1000);
  // Finished moments ago: asking again serves what is stored, fetching nothing.
  expect((await b.request('SaaS')).status).toBe('done');
  expect(standin.requestsTo('subreddits/search')).toHaveLength(1);
}, 120_000);

test('retention deletes raw archive text past REDDIT_CONTENT_RETENTION_HOURS and forgets the fetch, so the next ask fetches afresh', async () => {
  const later = new Date(NOW.getTime() + 8 * 24 * 3600_000);
  const deleted = await pruneArchivedContent(base.db, later, 168 * 3600_000);
  expect(deleted).toBeGreaterThanOrEqual(1000);
  expect(await readArchivedPosts(base.db, 'saas', 10)).toHaveLength(0);
  expect(await a.status('SaaS')).toBeNull();
});
