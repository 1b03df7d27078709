import { readFileSync } from 'node:fs';
import type { Database } from '../../server/src/db/client';
import { importDump, parseDumpLine } from '../../server/src/modules/reddit/import';
import { ImportedRedditSource, listImportedSubreddits } from '../../server/src/modules/reddit/imported-source';
import { postKind, type RedditPost } from '../../server/src/modules/reddit/model';
import { POPULAR, THREAD } from './import-support';
import { openTestDatabase } from '../support/test-database';

// The imported data read back through the RedditSource port (what the analysis engine sees).

let db: Database;
let closeDb: () => Promise<void>;
let source: ImportedRedditSource;

beforeAll(async () => {
  ({ db, close: closeDb } = await openTestDatabase({ migrate: true, poolSize: 3 }));
  await importDump(db, POPULAR);
  await importDump(db, THREAD);
  source = new ImportedRedditSource(db);
}, 120_000);
afterAll(async () => {
  await closeDb();
});

/** What the mapper makes of the fixture's lines: the expected RedditPost values. */
const expectedPosts = (file: string): RedditPost[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => parseDumpLine(l))
    .flatMap((p) => {
      if (p.kind !== 'post') return [];
      const { subscribers: _s, ...post } = p.post;
      return [post];
    });

describe('ImportedRedditSource', () => {
  it('is the imported kind', () => {
    expect(source.kind).toBe('imported');
  });

  it("returns a subreddit's posts, newest first, mapped back to RedditPost exactly as imported", async () => {
    const result = await source.subredditPosts('FavoriteCharacter');
    const expected = expectedPosts(POPULAR)
      .filter((p) => p.subreddit === 'FavoriteCharacter')
      .sort((a, b) => b.createdUtc - a.createdUtc);
    expect(expected.map((p) => p.id)).toEqual(['1skgdzx', '1skdnbn']);
    expect(result).toEqual({
      subreddit: {
        name: 'FavoriteCharacter',
        title: '',
        description: '',
        subscribers: 157563,
        subscribersYear: 2026,
        over18: false,
        flairs: ['Discussion'], // the flair its imported posts use
        createdUtc: null,
        urlAllowed: null,
      },
      posts: expected,
      kind: 'imported',
      asOf: 1776098585, // the newest post: a dump describes the day it was collected
      dataDate: '2026-04-13',
    });
  });

  it('maps every imported post faithfully (all 100 of the /r/popular fixture)', async () => {
    const expected = expectedPosts(POPULAR);
    const got: RedditPost[] = [];
    for (const name of new Set(expected.map((p) => p.subreddit))) got.push(...(await source.subredditPosts(name))!.posts);
    const byId = (a: RedditPost, b: RedditPost) => a.id.localeCompare(b.id);
    expect(got.sort(byId)).toEqual(expected.sort(byId));
    expect(new Set(got.map(postKind))).toEqual(new Set(['Video', 'Image', 'Link', 'Text']));
  });

  it('finds a subreddit whatever the casing or an r/ prefix, honours the limit, and knows nothing else', async () => {
    expect((await source.subredditPosts('r/favoritecharacter', 1))!.posts.map((p) => p.id)).toEqual(['1skgdzx']);
    expect((await source.subredditPosts('TECHNOLOGY'))!.posts).toHaveLength(2);
    expect(await source.subredditPosts('marketing')).toBeNull();
    expect(await source.subredditInfo('marketing')).toBeNull();
  });

  it('reads a community again only when its imported rows changed (decision 044)', async () => {
    const first = (await source.subredditPosts('FavoriteCharacter'))!.posts;
    expect((await source.subredditPosts('favoritecharacter'))!.posts).toBe(first);
    // An import that changes a post sets its updated_at (upserter.ts): the change shows at once.
    await db.query("UPDATE reddit_posts SET score = score + 1, updated_at = now() WHERE id = '1skgdzx'");
    const changed = (await source.subredditPosts('FavoriteCharacter'))!.posts;
    expect(changed.find((p) => p.id === '1skgdzx')!.score).toBe(first.find((p) => p.id === '1skgdzx')!.score + 1);
    await db.query("UPDATE reddit_posts SET score = score - 1, updated_at = now() WHERE id = '1skgdzx'");
    expect((await source.subredditPosts('FavoriteCharacter'))!.posts).toEqual(first);
  });

  it('returns a thread with its comments, most upvoted first', async () => {
    const thread = await source.postThread('3hahrw');
    expect(thread).not.toBeNull();
    expect(thread!.post).toEqual(expectedPosts(THREAD)[0]);
    expect(thread!.post).toMatchObject({ subreddit: 'funny', title: 'Ba Dum Tsss', postHint: 'rich:video', numCrossposts: null });
    expect(thread!.comments).toHaveLength(465);
    expect(thread!.comments[0]).toMatchObject({ id: 'cu5oif1', postId: '3hahrw', score: 1445 });
    expect(thread!.comments[0].body).toMatch(/^His emotionless face\.\.\.oh god, I nearly pissed myself laughi/);
    const scores = thread!.comments.map((c) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await source.postThread('t3_3hahrw')).toEqual(thread);
    // A post without comments has an empty list; an unknown one is null.
    expect((await source.postThread('1skdnbn'))!.comments).toEqual([]);
    expect(await source.postThread('zzzzzz')).toBeNull();
  });

  it('gives subreddit info for a subreddit known only from its comments and posts', async () => {
    expect(await source.subredditInfo('funny')).toEqual({
      name: 'funny',
      title: '',
      description: '',
      subscribers: null, // the 2016 thread does not carry subreddit_subscribers
      subscribersYear: null,
      over18: false,
      flairs: [],
      createdUtc: null,
      urlAllowed: null,
    });
  });
});

describe('listImportedSubreddits (for the catalogue)', () => {
  it('lists every subreddit with imported posts, most posts first, with counts and dates', async () => {
    const list = await listImportedSubreddits(db);
    expect(list).toHaveLength(97); // 96 from /r/popular + r/funny
    expect(list.reduce((n, s) => n + s.postCount, 0)).toBe(101);
    expect(list.slice(0, 4).map((s) => [s.info.name, s.postCount])).toEqual([
      ['FavoriteCharacter', 2],
      ['IASIP', 2],
      ['technology', 2],
      ['TimesNow', 2],
    ]);
    expect(list.find((s) => s.info.name === 'technology')).toEqual({
      info: expect.objectContaining({ name: 'technology', subscribers: 20234320, subscribersYear: 2026 }),
      postCount: 2,
      oldestUtc: 1776079981,
      newestUtc: 1776097798,
    });
    expect(list.find((s) => s.info.name === 'funny')).toMatchObject({ postCount: 1, oldestUtc: 1439797480, newestUtc: 1439797480 });
  });
});
