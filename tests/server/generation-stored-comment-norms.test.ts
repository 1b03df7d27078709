import type { Database } from '../../server/src/db/client';
import { ManualClock } from '../../server/src/platform/clock';
import { ArchiveClient } from '../../server/src/modules/reddit/archive/client';
import { fetchCommunity } from '../../server/src/modules/reddit/archive/fetch-community';
import { insertComments, saveFetchedCommunity, type FetchedCommunity } from '../../server/src/modules/reddit/archive/store';
import { RedditData } from '../../server/src/modules/research';
import type { CatalogueIndex } from '../../server/src/modules/discovery';
import { NORM_TOP_POSTS, readCommentNorms, storedCommentNorms } from '../../server/src/modules/generation/stored-comment-norms';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { openTestDatabase } from '../support/test-database';

// First-comment norms come from the comments the database holds on a community's top posts
// (issue 23 point 5, issue 25): fetched through the real archive code from the local stand-in.

const NOW = Math.floor(new Date('2026-11-20T12:00:00Z').getTime() / 1000);
const NAME = 'quietcraft';

let standin: ArchiveStandin;
let db: Database;
let close: () => Promise<void>;
let fetched: FetchedCommunity;

const comment = (id: string, postId: string, body: string, score: number) => ({
  id,
  postId,
  body,
  score,
  createdUtc: NOW - 3000,
  retrievedOn: NOW,
  parentId: `t3_${postId}`,
});

beforeAll(async () => {
  standin = await startArchiveStandin([{ name: NAME, posts: NORM_TOP_POSTS + 30, newestUtc: NOW - 600, spacingSeconds: 3600 }]);
  ({ db, close } = await openTestDatabase({ migrate: true }));
  const client = new ArchiveClient({
    baseUrl: standin.url,
    clock: new ManualClock(NOW * 1000),
    sleep: async () => {},
    random: () => 0.5,
    timeoutMs: 2000,
  });
  fetched = (await fetchCommunity(client, NAME, { maxPosts: 200, now: NOW, commentPosts: 0 }))!;
  await db.transaction((tx) => saveFetchedCommunity(tx, fetched, new Date(NOW * 1000)));
  const byScore = [...fetched.posts].sort((a, b) => b.score - a.score);
  const best = byScore[0]!;
  const worst = byScore[byScore.length - 1]!;
  // Short questions on the best post; long statements on a post far outside the top.
  const asks = Array.from({ length: 10 }, (_, i) => comment(`a${i}`, best.id, `which glue did you end up using for piece ${i}?`, 50 - i));
  const long = Array.from({ length: 12 }, (_, i) =>
    comment(
      `l${i}`,
      worst.id,
      `I have been doing this for years and the thing that matters most is patience with every single step, number ${i}.`,
      5,
    ),
  );
  await db.transaction((tx) => insertComments(tx, NAME, [...asks, ...long], new Date(NOW * 1000)));
});
afterAll(async () => {
  await close();
  await standin.stop();
});

const found = (kind: 'archive' | 'snapshot') => ({
  subreddit: { name: NAME } as never,
  posts: fetched.posts,
  kind,
  asOf: NOW,
  dataDate: null,
});

test('norms are read from the comments on the top posts only', async () => {
  expect(fetched.posts.length).toBeGreaterThan(NORM_TOP_POSTS);
  const norms = await readCommentNorms(db, found('archive'));
  expect(norms).not.toBeNull();
  expect(norms!.comments).toBe(10);
  expect(norms!.questionShare).toBe(1);
  expect(norms!.medianWords).toBeLessThan(12);
  expect(norms!.casualShare).toBe(1);
});

test('the bundled snapshot holds no comments: no query, no norms', async () => {
  const refusing = { query: () => Promise.reject(new Error('must not query')) } as unknown as Database;
  await expect(readCommentNorms(refusing, found('snapshot'))).resolves.toBeNull();
});

test('a failed read gives no norms and is not remembered; a good one is', async () => {
  const data = new RedditData([], {} as CatalogueIndex);
  let asked = 0;
  const failing = {
    query: () => {
      asked++;
      return Promise.reject(new Error('connection lost'));
    },
  } as unknown as Database;
  await expect(storedCommentNorms(failing, data, found('archive'), 'k')).resolves.toBeNull();
  expect(asked).toBe(1);
  const first = await storedCommentNorms(db, data, found('archive'), 'k');
  expect(first?.comments).toBe(10);
  // Remembered now: a database that fails is not asked again.
  await expect(storedCommentNorms(failing, data, found('archive'), 'k')).resolves.toEqual(first);
  expect(asked).toBe(1);
});
