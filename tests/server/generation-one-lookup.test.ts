import { ManualClock } from '../../server/src/platform/clock';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

// A paid generation with the archive on (the production default) reads the community's posts and
// its rules once per call, and the writer and the draft check share them (decision 078): each
// archive read runs its state query on the database, and the rules may cost a call to Reddit.

const NOW = new Date('2026-11-20T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

let standin: ArchiveStandin;
let t: TestApp;
let u: SignedInUser;
const call = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(u.accessToken), payload });

beforeAll(async () => {
  standin = await startArchiveStandin([{ name: 'SaaS', posts: 150, subscribers: 412_000, newestUtc: NOW_S - 900 }]);
  t = await startTestApp({ env: { REDDIT_ARCHIVE_URL: standin.url }, clock: new ManualClock(NOW) });
  u = await createSignedInUser(t);
  await t.db.query('UPDATE users SET available_credits = 50 WHERE id = $1', [u.user.id]);
  // The community fetched into the database first, as the archive's background fetch leaves it.
  expect((await call('subreddit-about', { subreddit: 'SaaS' })).statusCode).toBe(202);
  await t.deps.redditData.archive!.fetches.settled();
  expect((await call('subreddit-about', { subreddit: 'SaaS' })).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});
afterEach(() => jest.restoreAllMocks());

/** Calls `path` with `payload` and counts the community lookups it made: RedditData's, the archive's own (each one state query) and the rules. */
async function counted(path: string, payload: object) {
  const data = t.deps.redditData;
  const posts = jest.spyOn(data, 'subredditPosts');
  const archive = jest.spyOn(data.archive!, 'subredditPosts');
  const rules = jest.spyOn(data, 'communityRules');
  const res = await call(path, payload);
  const counts = { posts: posts.mock.calls.length, archive: archive.mock.calls.length, rules: rules.mock.calls.length };
  jest.restoreAllMocks();
  return { res, counts };
}

test('generate-post looks the community up once and asks for its rules once, for the writer and the check alike', async () => {
  for (const nonce of [1, 2, 3]) {
    const { res, counts } = await counted('generate-post', {
      searchQuery: 'pricing pages',
      subreddit: 'r/saas',
      template: 'Success story',
      writingStyle: 'Friendly',
      nonce,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(counts).toEqual({ posts: 1, archive: 1, rules: 1 });
  }
});

test('generate-post without a nonce (remembering what it gave) still looks the community up once', async () => {
  const { res, counts } = await counted('generate-post', {
    searchQuery: 'churn',
    subreddit: 'SaaS',
    template: 'Question/Help',
    writingStyle: 'Expert',
  });
  expect(res.statusCode).toBe(200);
  expect(counts).toEqual({ posts: 1, archive: 1, rules: 1 });
});

test('generate-comments looks the community up once for the writer and the check', async () => {
  const { res, counts } = await counted('generate-comments', {
    postDetails: {
      title: 'How do you price a B2B tool for small teams?',
      body: 'Per seat or flat?',
      callToAction: '',
      hashTags: [],
      flairs: [],
      subreddit: 'SaaS',
    },
    type: 'Friendly',
    nonce: 7,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toHaveLength(3);
  expect(counts).toEqual({ posts: 1, archive: 1, rules: 1 });
});

test("the archive's lookup reads the community's state and its about data as named statements, parsed once per connection", async () => {
  const atomic = jest.spyOn(t.deps.db, 'atomic');
  const res = await call('generate-post', {
    searchQuery: 'pricing pages',
    subreddit: 'SaaS',
    template: 'Discussion',
    writingStyle: 'Brief',
    nonce: 11,
  });
  expect(res.statusCode).toBe(200);
  const names = atomic.mock.calls.map(([sql]) => sql.name);
  expect(names.filter((n) => n === 'posts_state_archive')).toHaveLength(1);
  expect(names.filter((n) => n === 'archived_subreddit_info')).toHaveLength(1);
  // The state and the about data are the same with the named statements as with the text.
  const found = await t.deps.redditData.subredditPosts('saas');
  expect(found).toMatchObject({ kind: 'archive', subreddit: { name: 'SaaS', subscribers: 412_000 } });
  expect(found!.posts).toHaveLength(150);
});
