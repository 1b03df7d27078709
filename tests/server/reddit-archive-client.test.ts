import { ManualClock } from '../../server/src/platform/clock';
import type { Database } from '../../server/src/db/client';
import { ArchiveClient, ArchiveResponseError, ArchiveUnavailableError } from '../../server/src/modules/reddit/archive/client';
import { fetchCommunity } from '../../server/src/modules/reddit/archive/fetch-community';
import { MAX_SELFTEXT_CHARS, mapArchivedPost } from '../../server/src/modules/reddit/archive/mappers';
import { readArchivedPosts, saveFetchedCommunity, storedCommunityContent } from '../../server/src/modules/reddit/archive/store';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { openTestDatabase } from '../support/test-database';

// The archive adapter end to end: the real client and fetch code → the local Arctic Shift
// stand-in (documented format, real Reddit objects), with waits recorded instead of slept.

const NOW = Math.floor(new Date('2026-11-20T12:00:00Z').getTime() / 1000);

let standin: ArchiveStandin;
let clock: ManualClock;
let waits: number[];

const client = (opts: Partial<ConstructorParameters<typeof ArchiveClient>[0]> = {}) =>
  new ArchiveClient({
    baseUrl: standin.url,
    clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock.advance(ms);
    },
    random: () => 0.5,
    timeoutMs: 2000,
    ...opts,
  });

beforeAll(async () => {
  standin = await startArchiveStandin([
    { name: 'SaaS', posts: 1000, subscribers: 412_000, newestUtc: NOW - 600, spacingSeconds: 3600 },
    { name: 'tinyquiet', posts: 7, newestUtc: NOW - 86400 },
  ]);
});
afterAll(() => standin.stop());
beforeEach(() => {
  standin.reset();
  clock = new ManualClock(new Date(NOW * 1000));
  waits = [];
});

describe('paging by time', () => {
  test('pages back with before = the oldest created_utc received until REDDIT_MAX_POSTS, reporting progress', async () => {
    const progress: number[] = [];
    const got = await fetchCommunity(client(), 'saas', {
      maxPosts: 1000,
      now: NOW,
      commentPosts: 3,
      onProgress: (p) => void progress.push(p),
    });
    expect(got!.info).toMatchObject({ name: 'SaaS', subscribers: 412_000 });
    expect(got!.posts).toHaveLength(1000);
    expect(new Set(got!.posts.map((p) => p.id)).size).toBe(1000);
    const pages = standin.requestsTo('posts/search');
    expect(pages).toHaveLength(10);
    expect(pages[0].query).toMatchObject({ subreddit: 'SaaS', sort: 'desc', limit: '100' });
    expect(pages[0].query.before).toBeUndefined();
    // Each next page starts before the oldest post of the one before it.
    const held = standin.postsOf('SaaS');
    expect(Number(pages[1].query.before)).toBe(held[99].created_utc);
    expect(Number(pages[9].query.before)).toBe(held[899].created_utc);
    expect(progress.slice(0, 3)).toEqual([100, 200, 300]);
    // Scores are as the archive recorded them, with when.
    expect(got!.posts[0].retrievedOn).toBe((held[0].created_utc as number) + 1800);
    // Top-level comments of the best posts, each asked with an empty parent_id.
    const commentAsks = standin.requestsTo('comments/search');
    expect(commentAsks).toHaveLength(3);
    expect(commentAsks[0].query.parent_id).toBe('');
    expect(got!.comments.length).toBe(9);
    expect(got!.comments.every((c) => c.parentId?.startsWith('t3_'))).toBe(true);
  });

  test('stops at an empty page: a quiet community gives what it has in one page and one empty answer at most', async () => {
    const got = await fetchCommunity(client(), 'tinyquiet', { maxPosts: 1000, now: NOW, commentPosts: 0 });
    expect(got!.posts).toHaveLength(7);
    expect(standin.requestsTo('posts/search').length).toBeLessThanOrEqual(2);
  });

  test('a page that does not move back in time ends the paging instead of looping', async () => {
    const same = standin.postsOf('SaaS').slice(0, 100);
    standin.route('posts/search', { json: { data: same } });
    const got = await fetchCommunity(client(), 'SaaS', { maxPosts: 1000, now: NOW, commentPosts: 0 });
    expect(got!.posts).toHaveLength(100);
    expect(standin.requestsTo('posts/search')).toHaveLength(2);
  });

  test('a community the archive does not know is null', async () => {
    expect(await fetchCommunity(client(), 'nosuchcommunityhere', { maxPosts: 100, now: NOW })).toBeNull();
  });
});

describe('errors and rate limits', () => {
  test('5xx and unreadable JSON are retried with backoff, then answered', async () => {
    standin.route('subreddits/search', [{ status: 503, json: { error: 'down' } }, { text: '{"data": [ {"trunc' }, { json: { data: [] } }]);
    const data = await client().get('subreddits/search', { subreddit_prefix: 'x' });
    expect(data).toEqual([]);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThan(waits[0]);
  });

  test('a 429 with Retry-After waits exactly that long; "slow down" answers count as rate limiting', async () => {
    standin.route('posts/search', [
      { status: 429, headers: { 'retry-after': '3' }, json: { error: 'Timeout. Maybe slow down a bit' } },
      { json: { data: [] } },
    ]);
    await client().get('posts/search', { subreddit: 'SaaS' });
    expect(waits).toEqual([3000]);
  });

  test('X-RateLimit-Remaining 0 makes the next call wait for the reset (seconds or an epoch)', async () => {
    standin.route('posts/search', [
      { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW + 4) }, json: { data: [] } },
      { json: { data: [] } },
    ]);
    const c = client();
    await c.get('posts/search', { subreddit: 'SaaS' });
    await c.get('posts/search', { subreddit: 'SaaS' });
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(3000);
    expect(waits[0]).toBeLessThanOrEqual(4000);
  });

  test('a wait longer than the client accepts fails at once as rate limited, naming the archive', async () => {
    standin.route('posts/search', { status: 429, headers: { 'retry-after': '600' }, json: { error: 'slow down' } });
    const err = await client()
      .get('posts/search', { subreddit: 'SaaS' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArchiveUnavailableError);
    expect((err as ArchiveUnavailableError).failure).toBe('rate-limited');
    expect((err as ArchiveUnavailableError).statusCode).toBe(503);
    expect((err as ArchiveUnavailableError).message).toMatch(/Arctic Shift/);
    expect(waits).toEqual([]);
  });

  test('a 4xx is an answer, not an outage: no retry', async () => {
    const err = await client()
      .get('posts/search', { subreddit: 'SaaS', limit: 500 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ArchiveResponseError);
    expect((err as ArchiveResponseError).status).toBe(400);
    expect(standin.requestsTo('posts/search')).toHaveLength(1);
  });

  test('a slow archive times out per attempt, and repeated failures open the circuit (failing fast)', async () => {
    standin.route('posts/search', { delayMs: 400, json: { data: [] } });
    const c = client({ timeoutMs: 100, maxAttempts: 1, breaker: { failureThreshold: 2, cooldownMs: 60_000 } });
    for (let i = 0; i < 2; i++) {
      const err = await c.get('posts/search', { subreddit: 'SaaS' }).catch((e: unknown) => e);
      expect((err as ArchiveUnavailableError).failure).toBe('timeout');
    }
    const asked = standin.requestsTo('posts/search').length;
    const err = await c.get('posts/search', { subreddit: 'SaaS' }).catch((e: unknown) => e);
    expect((err as ArchiveUnavailableError).failure).toBe('circuit-open');
    expect(standin.requestsTo('posts/search')).toHaveLength(asked);
  });

  test('an answer without a data array is malformed', async () => {
    standin.route('posts/search', { json: { posts: [] } });
    const err = await client({ maxAttempts: 2 })
      .get('posts/search', { subreddit: 'SaaS' })
      .catch((e: unknown) => e);
    expect((err as ArchiveUnavailableError).failure).toBe('malformed');
  });

  test('an outage before the posts fails the fetch', async () => {
    standin.route('subreddits/search', { status: 502, json: { error: 'bad gateway' } });
    const err = await fetchCommunity(client({ maxAttempts: 2 }), 'SaaS', { maxPosts: 100, now: NOW }).catch((e: unknown) => e);
    expect((err as ArchiveUnavailableError).failure).toBe('server-error');
  });
});

describe('malformed, partial, NUL and huge objects', () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openTestDatabase({ migrate: true }));
  });
  afterAll(() => close());

  test('partial objects are skipped, NUL characters removed, huge bodies kept as their first part with the full length', async () => {
    const real = standin.postsOf('SaaS').slice(0, 3);
    const huge = 'é'.repeat(MAX_SELFTEXT_CHARS + 5000);
    standin.route('posts/search', [
      {
        json: {
          data: [
            { ...real[0], title: 'Launch\u0000 day', selftext: 'a\u0000b' },
            { ...real[1], selftext: huge, is_self: true },
            { title: 'no id' },
            'not an object',
            null,
            { ...real[2], created_utc: 'yesterday' },
          ],
        },
      },
      { json: { data: [] } },
    ]);
    const got = await fetchCommunity(client(), 'SaaS', { maxPosts: 100, now: NOW, commentPosts: 0 });
    expect(got!.posts.map((p) => p.id)).toEqual([real[0].id, real[1].id]);
    expect(got!.posts[0].title).toBe('Launch day');
    expect(got!.posts[1].selftext).toHaveLength(MAX_SELFTEXT_CHARS);
    expect(got!.posts[1].selftextLength).toBe(MAX_SELFTEXT_CHARS + 5000);
    // PostgreSQL refuses NUL in text: what was mapped can be stored and read back.
    await db.transaction((tx) => saveFetchedCommunity(tx, got!, new Date(NOW * 1000)));
    const stored = await readArchivedPosts(db, 'saas', 10);
    expect(stored.map((p) => p.title)).toContain('Launch day');
    expect(stored.find((p) => p.id === real[1].id)!.selftextLength).toBe(MAX_SELFTEXT_CHARS + 5000);
    const content = await storedCommunityContent(db, 'r/SaaS');
    expect(content.posts).toHaveLength(2);
  });

  test('missing or mistyped numbers read as 0', () => {
    const real = standin.postsOf('SaaS')[0];
    const mapped = mapArchivedPost({ ...real, score: null, num_comments: 'many' });
    expect(mapped).toMatchObject({ score: 0, numComments: 0 });
  });
});
