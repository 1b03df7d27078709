// Issue 27: every warm free analysis asks for its community's archive fetch. A settled answer (done, failed, missing)
// stands for a few seconds in this process instead of costing two statements per page view; a fetch in progress is
// always read afresh, so the page's progress moves.
import { ManualClock } from '../../server/src/platform/clock';
import { ArchiveClient } from '../../server/src/modules/reddit/archive/client';
import { ArchiveFetches } from '../../server/src/modules/reddit/archive/fetches';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const NOW = new Date('2026-11-20T12:00:00Z');
let base: TestDatabase;
let clock: ManualClock;
let fetches: ArchiveFetches;

const setStatus = (name: string, status: string) =>
  base.db.query(`UPDATE reddit_archive_fetches SET status = $2 WHERE name_key = $1`, [name.toLowerCase(), status]);

beforeAll(async () => {
  base = await openTestDatabase({ migrate: true });
  clock = new ManualClock(NOW);
  // Nothing listens on port 9: every fetch fails, as offline.
  const client = new ArchiveClient({ baseUrl: 'http://127.0.0.1:9', clock, timeoutMs: 2000 });
  fetches = new ArchiveFetches(base.db, clock, client, { maxPosts: 100 });
}, 60_000);
afterAll(async () => {
  await fetches.settled();
  await base.close();
});

test('a settled answer stands for a few seconds; then the row is read again', async () => {
  expect((await fetches.request('Ghost')).status).toBe('queued');
  await fetches.settled();
  expect((await fetches.request('Ghost')).status).toBe('failed');
  // Another instance queues it again meanwhile: this process says 'failed' for SETTLED_ANSWER_MS at most.
  await setStatus('Ghost', 'running');
  expect((await fetches.request('ghost')).status).toBe('failed');
  clock.advance(ArchiveFetches.SETTLED_ANSWER_MS - 1);
  expect((await fetches.request('Ghost')).status).toBe('failed');
  clock.advance(1);
  expect((await fetches.request('Ghost')).status).toBe('running');
});

test('a fetch in progress is never kept: its next state shows at once', async () => {
  await base.db.query(`INSERT INTO reddit_archive_fetches (name_key, name, status, requested_at) VALUES ('busy', 'Busy', 'running', $1)`, [
    clock.now(),
  ]);
  expect((await fetches.request('Busy')).status).toBe('running');
  await setStatus('Busy', 'done');
  expect((await fetches.request('Busy')).status).toBe('done');
});

test("this process's own run is read afresh by its next ask", async () => {
  clock.advance(ArchiveFetches.SETTLED_ANSWER_MS);
  await setStatus('Ghost', 'queued');
  expect((await fetches.request('Ghost')).status).toBe('queued');
  expect(await fetches.run('Ghost')).toBe('failed');
  expect((await fetches.request('Ghost')).status).toBe('failed');
});
