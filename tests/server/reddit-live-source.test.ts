import { loadConfig } from '../../server/src/config';
import { ManualClock } from '../../server/src/platform/clock';
import type { Database } from '../../server/src/db/client';
import { postKind } from '../../server/src/modules/reddit/model';
import { RedditClient } from '../../server/src/modules/reddit/live/client';
import { RedditCommunityUnavailableError, RedditUnavailableError } from '../../server/src/modules/reddit/live/errors';
import { pruneRedditApiCache } from '../../server/src/modules/reddit/live/cache';
import { LiveRedditSource, createLiveRedditSource, type LiveRedditSourceOptions } from '../../server/src/modules/reddit/live/live-source';
import type { Listing, Thing } from '../../server/src/modules/reddit/live/mappers';
import { fixtureJson, fixtureText, pagedListing, startRedditStandin, type RedditStandin } from '../support/reddit-standin';
import { startTestApp, type TestApp } from '../support/server-harness';

// The live source end to end: real client code → local stand-in replaying recorded Reddit JSON,
// with the database cache on PGlite (or PostgreSQL when TEST_DATABASE_URL is set).

const UA = 'web:com.example.subreddit-signal:v1.0.0 (by /u/example_dev)';
const HOUR = 3600_000;
const START = new Date('2026-03-05T10:00:00Z');

let standin: RedditStandin;
let t: TestApp;
let db: Database;
let clock: ManualClock;

const askRedditAbout = (): Thing =>
  fixtureJson<Listing>('go-reddit/subreddits-listing.json').data.children.find((c) => c.data.display_name === 'AskReddit')!;
const askRedditNew = () => fixtureJson<Listing>('praw/r-askreddit-new-limit100-2016-03-01.json').data.children;

/** The recorded 100 r/AskReddit posts repeated `copies` times with suffixed ids (copy 0 is as recorded). */
function manyPosts(copies: number): Thing[] {
  const out: Thing[] = [];
  for (let k = 0; k < copies; k++) {
    for (const child of askRedditNew()) {
      const id = k === 0 ? String(child.data.id) : `${String(child.data.id)}x${k}`;
      out.push({ kind: 't3', data: { ...child.data, id, name: `t3_${id}` } });
    }
  }
  return out;
}

beforeAll(async () => {
  standin = await startRedditStandin();
  t = await startTestApp();
  db = t.db;
});
afterAll(async () => {
  await t?.close();
  await standin.stop();
});
beforeEach(async () => {
  standin.reset();
  clock = new ManualClock(START);
  await db.query('DELETE FROM reddit_api_cache');
});

function makeSource(opts: Partial<LiveRedditSourceOptions> = {}, clientOpts: { maxAttempts?: number } = {}) {
  const client = new RedditClient({
    apiBase: standin.url,
    authUrl: standin.authUrl,
    clientId: standin.clientId,
    clientSecret: standin.clientSecret,
    userAgent: UA,
    clock,
    sleep: async (ms) => clock.advance(ms),
    random: () => 0.5,
    ...clientOpts,
  });
  return new LiveRedditSource({ client, db, clock, ...opts });
}

const apiPaths = () => standin.apiRequests().map((r) => r.path);

describe('subredditPosts', () => {
  it('reads about, then pages /new with after until Reddit runs out', async () => {
    standin.route('/r/AskReddit/about', { json: askRedditAbout() });
    standin.route('/r/AskReddit/new', pagedListing(manyPosts(3).slice(0, 250)));
    const source = makeSource();

    const result = (await source.subredditPosts('AskReddit'))!;
    expect(source.kind).toBe('live');
    expect(apiPaths()).toEqual(['/r/AskReddit/about', '/r/AskReddit/new', '/r/AskReddit/new', '/r/AskReddit/new']);
    const pages = standin
      .apiRequests()
      .slice(1)
      .map((r) => r.query);
    expect(pages).toEqual([
      { limit: '100', raw_json: '1' },
      { limit: '100', after: 't3_48f6io', count: '100', raw_json: '1' },
      { limit: '100', after: 't3_48f6iox1', count: '200', raw_json: '1' },
    ]);
    // 250 children, 4 NSFW in each recorded hundred (the last half-copy holds 2 of them: indices 1 and 28).
    expect(result.posts).toHaveLength(250 - 4 - 4 - 2);
    expect(result.posts.every((p) => !p.over18 && postKind(p) === 'Text')).toBe(true);
    expect(result.subreddit).toEqual({
      name: 'AskReddit',
      title: 'Ask Reddit...',
      description: 'r/AskReddit is the place to ask and answer thought-provoking questions.',
      subscribers: 28449174,
      subscribersYear: 2026,
      over18: false,
      flairs: [],
      createdUtc: 1201233135,
      urlAllowed: false,
    });
    expect(result).toMatchObject({ kind: 'live', asOf: START.getTime() / 1000, dataDate: '2026-03-05' });
  });

  it('stops at the cap (1,000 posts) even when Reddit has more', async () => {
    standin.route('/r/AskReddit/about', { json: askRedditAbout() });
    standin.route('/r/AskReddit/new', pagedListing(manyPosts(12)));
    const result = (await makeSource().subredditPosts('askreddit'))!;
    const pages = standin.apiRequests().filter((r) => r.path === '/r/AskReddit/new');
    expect(pages).toHaveLength(10);
    expect(pages.every((r) => r.query.limit === '100')).toBe(true);
    expect(pages[9]!.query).toMatchObject({ after: 't3_48f6iox8', count: '900' });
    expect(result.posts).toHaveLength(1000 - 10 * 4);
  });

  it('asks only for what a smaller limit needs, and the configured cap wins over a larger one', async () => {
    standin.route('/r/AskReddit/about', { json: askRedditAbout() });
    standin.route('/r/AskReddit/new', pagedListing(manyPosts(3)));
    const result = (await makeSource().subredditPosts('AskReddit', 150))!;
    expect(
      standin
        .apiRequests()
        .filter((r) => r.path === '/r/AskReddit/new')
        .map((r) => r.query.limit),
    ).toEqual(['100', '50']);
    expect(result.posts).toHaveLength(150 - 4 - 2);

    standin.reset();
    standin.route('/r/pics/about', { json: fixtureJson<Listing>('go-reddit/subreddits-listing.json').data.children[2] });
    standin.route('/r/pics/new', pagedListing(manyPosts(3)));
    await makeSource({ maxPosts: 120 }).subredditPosts('pics', 5000);
    expect(
      standin
        .apiRequests()
        .filter((r) => r.path === '/r/pics/new')
        .map((r) => r.query.limit),
    ).toEqual(['100', '20']);
  });

  it('can read /top?t=month instead of /new', async () => {
    standin.route('/r/golang/about', { text: fixtureText('go-reddit/subreddit-about-golang.json') });
    standin.route('/r/golang/top', pagedListing(manyPosts(1)));
    const result = (await makeSource({ listing: { sort: 'top', t: 'month' } }).subredditPosts('golang'))!;
    expect(standin.apiRequests()[1]).toMatchObject({ path: '/r/golang/top', query: { t: 'month', limit: '100', raw_json: '1' } });
    expect(result.posts).toHaveLength(96);
  });

  it('maps the modern listing (post kinds, flair, crossposts) through the client', async () => {
    standin.route('/r/popular/about', { status: 404, json: { message: 'Not Found', error: 404 } }); // never asked: pseudo-community
    standin.route('/r/golang/about', { text: fixtureText('go-reddit/subreddit-about-golang.json') });
    standin.route('/r/golang/new', { text: fixtureText('praw/r-popular-hot-limit100-2026-04-13.json') });
    expect(await makeSource().subredditPosts('popular')).toBeNull();
    expect(apiPaths()).toEqual([]);

    const result = (await makeSource().subredditPosts('golang'))!;
    // The recorded answer says after=t3_1sk79iw; the stand-in's route repeats the same page, so the
    // source sees a cursor it already followed and stops instead of looping, keeping each post once.
    expect(apiPaths().filter((p) => p === '/r/golang/new')).toHaveLength(2);
    expect(standin.apiRequests()[2]!.query).toMatchObject({ after: 't3_1sk79iw' });
    expect(result.posts).toHaveLength(100);
    const first = result.posts;
    const kinds = first.reduce<Record<string, number>>((acc, p) => ({ ...acc, [postKind(p)]: (acc[postKind(p)] ?? 0) + 1 }), {});
    expect(kinds).toEqual({ Text: 4, Video: 17, Image: 69, Link: 10 });
    expect(first.find((p) => p.id === '1skcem4')).toMatchObject({ flair: ':JOEDIRT: Human Trash', numCrossposts: 1, isVideo: true });
  });

  it('falls back to the listing’s subreddit_subscribers when the about data has no count', async () => {
    const about = fixtureJson<Thing>('go-reddit/subreddit-about-golang.json');
    standin.route('/r/golang/about', { json: { ...about, data: { ...about.data, subscribers: null } } });
    standin.route('/r/golang/new', pagedListing(fixtureJson<Listing>('praw/r-popular-hot-limit100-2026-04-13.json').data.children));
    const result = (await makeSource().subredditPosts('golang'))!;
    expect(result.subreddit).toMatchObject({ subscribers: 549525, subscribersYear: 2026 });
  });
});

describe('database cache', () => {
  beforeEach(() => {
    standin.route('/r/AskReddit/about', { json: askRedditAbout() });
    standin.route('/r/AskReddit/new', pagedListing(manyPosts(2)));
  });

  it('serves repeat requests without the network, on any instance, until the TTL passes', async () => {
    const source = makeSource({ listingTtlMs: 6 * HOUR, aboutTtlMs: 24 * HOUR });
    const first = (await source.subredditPosts('AskReddit'))!;
    const calls = standin.requests.length;
    expect(apiPaths()).toEqual(['/r/AskReddit/about', '/r/AskReddit/new', '/r/AskReddit/new']);

    clock.advance(HOUR);
    const again = (await source.subredditPosts('AskReddit'))!;
    expect(standin.requests.length).toBe(calls); // no token request, no API request
    expect(again).toEqual(first); // same data, same asOf (the fetch time)

    // Another instance (fresh client, no token) shares the cache through the database.
    const other = makeSource();
    expect(await other.subredditPosts('askreddit')).toEqual(first);
    expect(await other.subredditInfo('ASKREDDIT')).toEqual(first.subreddit);
    expect(standin.requests.length).toBe(calls);

    const keys = (await db.query<{ cache_key: string }>('SELECT cache_key FROM reddit_api_cache ORDER BY cache_key')).map(
      (r) => r.cache_key,
    );
    expect(keys).toEqual(['v1:about:askreddit', 'v1:listing:new:askreddit']);

    // Past the listing TTL (6 h) the listing is refetched; the about data (24 h) is still fresh.
    clock.advance(5 * HOUR + 1000);
    const later = (await source.subredditPosts('AskReddit'))!;
    expect(apiPaths().slice(3)).toEqual(['/r/AskReddit/new', '/r/AskReddit/new']);
    expect(later.asOf).toBe(first.asOf + 6 * 3600 + 1);
    expect(later.dataDate).toBe('2026-03-05');
    const row = (
      await db.query<{ fetched_at: Date; expires_at: Date }>(
        "SELECT fetched_at, expires_at FROM reddit_api_cache WHERE cache_key = 'v1:listing:new:askreddit'",
      )
    )[0]!;
    expect(new Date(row.fetched_at).getTime()).toBe(START.getTime() + 6 * HOUR + 1000);
    expect(new Date(row.expires_at).getTime()).toBe(START.getTime() + 12 * HOUR + 1000);
  });

  it('refetches when a cached listing is shallower than the request, and reuses a deeper one', async () => {
    const source = makeSource();
    await source.subredditPosts('AskReddit', 100);
    expect(apiPaths().filter((p) => p.endsWith('/new'))).toHaveLength(1);
    await source.subredditPosts('AskReddit', 200); // needs more than was fetched
    expect(apiPaths().filter((p) => p.endsWith('/new'))).toHaveLength(3);
    const smaller = (await source.subredditPosts('AskReddit', 50))!;
    expect(apiPaths().filter((p) => p.endsWith('/new'))).toHaveLength(3);
    expect(smaller.posts).toHaveLength(50);
  });

  it('shares one fetch between concurrent requests for the same community', async () => {
    const source = makeSource();
    const [a, b] = await Promise.all([source.subredditPosts('AskReddit'), source.subredditPosts('AskReddit')]);
    expect(a).toEqual(b);
    expect(apiPaths()).toEqual(['/r/AskReddit/about', '/r/AskReddit/new', '/r/AskReddit/new']);
  });

  it('serves an expired entry when Reddit is unreachable, and fails with 503 when there is none', async () => {
    const source = makeSource({ listingTtlMs: 6 * HOUR }, { maxAttempts: 1 });
    const first = (await source.subredditPosts('AskReddit'))!;
    clock.advance(7 * HOUR);
    standin.route('/r/AskReddit/new', { status: 503, text: 'down' });
    const stale = (await source.subredditPosts('AskReddit'))!;
    expect(stale.posts).toEqual(first.posts);
    expect(stale.asOf).toBe(first.asOf); // honest about when the data is from

    standin.route('/r/golang/about', { status: 503, text: 'down' });
    const err = await source.subredditPosts('golang').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedditUnavailableError);
    expect(err).toMatchObject({ statusCode: 503, message: 'Reddit is not reachable right now. Please try again in a few minutes.' });
  });

  it('prunes entries long past their expiry', async () => {
    await makeSource().subredditPosts('AskReddit');
    clock.advance(2 * 24 * HOUR);
    expect(await pruneRedditApiCache(db, clock, 24 * HOUR)).toBe(1); // the listing (6 h); about (24 h) expired just now
    expect((await db.query('SELECT cache_key FROM reddit_api_cache')).length).toBe(1);
  });
});

describe('unknown and restricted communities', () => {
  it('answers null for a 404 or a redirect to search, and remembers it for a while', async () => {
    standin.route('/r/nosuchcommunityxyz/about', { status: 302, headers: { location: '/subreddits/search.json?q=nosuchcommunityxyz' } });
    const source = makeSource({ missingTtlMs: HOUR });
    expect(await source.subredditPosts('nosuchcommunityxyz')).toBeNull(); // stand-in: 302
    expect(await source.subredditInfo('gonecommunity')).toBeNull(); // stand-in: 404 (no route)
    expect(apiPaths()).toEqual(['/r/nosuchcommunityxyz/about', '/r/gonecommunity/about']);
    expect(await source.subredditPosts('nosuchcommunityxyz')).toBeNull();
    expect(apiPaths()).toHaveLength(2);
    clock.advance(HOUR);
    expect(await source.subredditInfo('gonecommunity')).toBeNull();
    expect(apiPaths()).toHaveLength(3);
  });

  it('answers null for an empty search Listing in place of the about object', async () => {
    standin.route('/r/typoed/about', { json: { kind: 'Listing', data: { after: null, children: [], before: null } } });
    expect(await makeSource().subredditInfo('typoed')).toBeNull();
  });

  it.each([
    [403, 'private', 'r/secretclub is private on Reddit, so it cannot be analysed.'],
    [403, 'quarantined', 'r/secretclub is quarantined on Reddit, so it cannot be analysed.'],
    [404, 'banned', 'r/secretclub has been banned by Reddit, so it cannot be analysed.'],
    [403, 'gold_only', 'r/secretclub is not open to the public on Reddit, so it cannot be analysed.'],
  ])('a %i with reason %s is a typed 404 error that says why', async (status, reason, message) => {
    standin.route('/r/secretclub/about', { status, json: { message: 'Forbidden', error: status, reason } });
    const source = makeSource();
    const err = await source.subredditPosts('secretclub').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedditCommunityUnavailableError);
    expect(err).toMatchObject({ statusCode: 404, reason: reason === 'gold_only' ? 'restricted' : reason, message });
    await expect(source.subredditInfo('secretclub')).rejects.toBeInstanceOf(RedditCommunityUnavailableError);
    expect(apiPaths()).toEqual(['/r/secretclub/about']); // remembered too
  });

  it('never sends a name that cannot be a community', async () => {
    const source = makeSource();
    for (const name of ['../../api/v1/me', 'a', 'x'.repeat(22), 'all', 'Popular', 'with space', 'r/', '']) {
      expect(await source.subredditPosts(name)).toBeNull();
    }
    expect(standin.requests).toHaveLength(0);
  });
});

describe('postThread', () => {
  it('reads /comments/{id} with the top comments', async () => {
    standin.route('/comments/3hahrw', { text: fixtureText('praw/comments-3hahrw-funny-2016-12-19.json') });
    const source = makeSource();
    const thread = (await source.postThread('t3_3hahrw'))!;
    expect(standin.apiRequests()[0]).toMatchObject({
      path: '/comments/3hahrw',
      query: { limit: '100', depth: '1', sort: 'top', raw_json: '1' },
    });
    expect(thread.post).toMatchObject({
      id: '3hahrw',
      subreddit: 'funny',
      postHint: 'rich:video',
      permalink: '/r/funny/comments/3hahrw/ba_dum_tsss/',
    });
    expect(thread.comments).toHaveLength(136);
    expect(thread.comments.every((c) => c.postId === '3hahrw')).toBe(true);
    expect(await source.postThread('3HAHRW')).toEqual(thread); // cached
    expect(standin.apiRequests()).toHaveLength(1);
  });

  it('answers null for an unknown or invalid post id', async () => {
    const source = makeSource();
    expect(await source.postThread('zzzzzz')).toBeNull(); // stand-in: 404
    expect(await source.postThread('../r/x')).toBeNull();
    expect(apiPaths()).toEqual(['/comments/zzzzzz']);
  });
});

describe('createLiveRedditSource', () => {
  it('wires the source from configuration (REDDIT_* keys)', async () => {
    const config = loadConfig({
      REDDIT_CLIENT_ID: standin.clientId,
      REDDIT_CLIENT_SECRET: standin.clientSecret,
      REDDIT_USER_AGENT: UA,
      REDDIT_API_BASE: standin.url,
      REDDIT_AUTH_URL: standin.authUrl,
      REDDIT_MAX_POSTS: '150',
      REDDIT_LISTING_TTL_SECONDS: '600',
    });
    expect(config.redditEnabled).toBe(true);
    standin.route('/r/AskReddit/about', { json: askRedditAbout() });
    standin.route('/r/AskReddit/new', pagedListing(manyPosts(3)));
    const source = createLiveRedditSource(config, { db, clock });
    const result = (await source.subredditPosts('AskReddit'))!;
    expect(result.posts).toHaveLength(150 - 4 - 2);
    expect(standin.requests.every((r) => r.headers['user-agent'] === UA)).toBe(true);
    clock.advance(601_000);
    await source.subredditPosts('AskReddit');
    expect(apiPaths().filter((p) => p.endsWith('/new'))).toHaveLength(4); // listing TTL 600 s

    expect(() => createLiveRedditSource(t.deps.config, { db, clock })).toThrow(/REDDIT_CLIENT_ID/);
  });
});
