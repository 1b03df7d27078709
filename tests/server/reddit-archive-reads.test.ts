import { ManualClock } from '../../server/src/platform/clock';
import { ArchiveRedditSource } from '../../server/src/modules/reddit/archive/archive-source';
import { bareSubredditInfo } from '../../server/src/modules/reddit/model';
import { ArchiveClient } from '../../server/src/modules/reddit/archive/client';
import { ArchiveFetches } from '../../server/src/modules/reddit/archive/fetches';
import type { ArchivedPost } from '../../server/src/modules/reddit/archive/mappers';
import { insertPosts, pruneArchivedContent, saveFetchedCommunity } from '../../server/src/modules/reddit/archive/store';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { post as analysisPost } from './analysis-fixtures';

// A community's stored archive posts are read from the database again only when its rows changed
// (decision 044): every analysis and generation call asks for them.

const NOW = new Date('2026-11-20T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

const post = (id: string, score = 10, ageS = 3600): ArchivedPost => ({
  ...analysisPost({
    id,
    subreddit: 'SaaS',
    title: `Post ${id}`,
    selftext: `Body of ${id}`,
    createdUtc: NOW_S - ageS,
    score,
    numComments: 1,
    domain: 'self.SaaS',
  }),
  numCrossposts: 0,
  url: `https://www.reddit.com/r/SaaS/comments/${id}/`,
  permalink: `/r/SaaS/comments/${id}/`,
  retrievedOn: NOW_S,
});

let base: TestDatabase;
let source: ArchiveRedditSource;
const at = (secondsLater: number) => new Date(NOW.getTime() + secondsLater * 1000);

beforeAll(async () => {
  base = await openTestDatabase({ migrate: true });
  const clock = new ManualClock(NOW);
  // Nothing here reaches the archive: the client's address is never asked.
  const client = new ArchiveClient({ baseUrl: 'http://127.0.0.1:9', clock, timeoutMs: 100 });
  source = new ArchiveRedditSource(base.db, clock, client, new ArchiveFetches(base.db, clock, client, { maxPosts: 1000 }), 1000);
}, 60_000);
afterAll(async () => {
  await base.close();
});

const posts = async () => (await source.subredditPosts('SaaS'))?.posts ?? [];

test('reads the stored posts once while nothing changes, and again after any write or removal', async () => {
  expect(await source.subredditPosts('SaaS')).toBeNull();
  await base.db.transaction((tx) => insertPosts(tx, [post('a1'), post('a2', 20, 7200)], at(0)));
  const first = await posts();
  expect(first.map((p) => p.id)).toEqual(['a1', 'a2']);
  // Unchanged rows: the very same post objects (their analysis work is kept by object).
  const again = await posts();
  expect(again).toBe(first);
  expect((await source.subredditPosts('saas', 1))!.posts.map((p) => p.id)).toEqual(['a1']);

  // A post looked up by id is stored beside the fetch's: it shows at once.
  await base.db.transaction((tx) => insertPosts(tx, [post('a3', 5, 60)], at(1)));
  expect((await posts()).map((p) => p.id)).toEqual(['a3', 'a1', 'a2']);

  // A stored post refreshed (same count): its new score shows.
  await base.db.transaction((tx) => insertPosts(tx, [post('a1', 99)], at(2)));
  expect((await posts()).find((p) => p.id === 'a1')!.score).toBe(99);

  // A new fetch replaces them all.
  await base.db.transaction((tx) =>
    saveFetchedCommunity(
      tx,
      {
        info: bareSubredditInfo('SaaS'),
        posts: [post('b1'), post('b2')],
        comments: [],
        windowFrom: null,
        windowTo: null,
      },
      at(3),
    ),
  );
  expect((await posts()).map((p) => p.id)).toEqual(['b1', 'b2']);

  // Past the retention, the text is pruned: nothing is served from memory.
  await pruneArchivedContent(base.db, at(10 * 24 * 3600), 3600_000);
  expect(await source.subredditPosts('SaaS')).toBeNull();
});
