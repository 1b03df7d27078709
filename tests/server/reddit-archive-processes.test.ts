import { spawn } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { createThrowawaySchema, testDatabaseUrl } from '../support/test-database';

// One fetch per community across OS processes: two worker processes (tests/support/archive-fetch-worker.ts),
// each with its own pool and pg-boss worker on the same PostgreSQL schema, ask for the same community
// at the same moment; the archive stand-in must serve its pages once. Two processes cannot share an
// embedded PGlite, so this suite always runs on PostgreSQL: TEST_DATABASE_URL, else the machine's
// (as the cluster test does).

const BASE = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROOT = path.resolve(__dirname, '../..');
const NOW_S = Math.floor(Date.now() / 1000);

let standin: ArchiveStandin;
let schema: Awaited<ReturnType<typeof createThrowawaySchema>>;

beforeAll(async () => {
  standin = await startArchiveStandin([{ name: 'SaaS', posts: 450, subscribers: 412_000, newestUtc: NOW_S - 600, spacingSeconds: 3600 }]);
  schema = await createThrowawaySchema(BASE, 'procs');
  const db = await openDatabase({ url: BASE, schema: schema.schema, poolSize: 2 });
  await migrate(db);
  await db.close();
}, 120_000);
afterAll(async () => {
  await schema?.drop();
  await standin?.stop();
});

function worker(startAt: number): Promise<{ pid: number; asked: string; final: string; posts: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['tests/support/archive-fetch-worker.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DB_URL: BASE,
        DB_SCHEMA: schema.schema,
        ARCHIVE_URL: standin.url,
        SUBREDDIT: 'SaaS',
        START_AT: String(startAt),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (err += String(d)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`worker exited ${code}: ${err}`)),
    );
  });
}

test('two worker processes asked for the same community at once: one fetch, its pages served once, both see it done', async () => {
  // Far enough ahead for both processes to have started (tsx compiles on start), so the asks race.
  const startAt = Date.now() + 8000;
  const [a, b] = await Promise.all([worker(startAt), worker(startAt)]);
  expect(a.pid).not.toBe(b.pid);
  expect([a.final, b.final]).toEqual(['done', 'done']);
  expect(a.posts).toBe(450);
  // Both asks saw the fetch under way: one queued it, the other joined it, still queued or, when
  // that process started late on a loaded machine, already running. Neither began a second one.
  expect([a.asked, b.asked].sort()).toEqual(expect.arrayContaining(['queued']));
  expect(['queued', 'running']).toEqual(expect.arrayContaining([a.asked, b.asked]));
  expect(standin.requestsTo('subreddits/search')).toHaveLength(1);
  const pages = standin.requestsTo('posts/search').map((r) => r.query.before ?? 'first');
  expect(pages.length).toBeGreaterThanOrEqual(5); // 450 posts, 100 a page
  expect(new Set(pages).size).toBe(pages.length); // no page asked twice
}, 120_000);
