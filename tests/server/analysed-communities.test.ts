// A free analysis is remembered (migration 024, decision 096): a Basic user who analysed communities
// without searching gets post ideas for them and can check a draft against "Communities you analysed"
// (issue 25, point 6). Over the real app and database, PGlite or TEST_DATABASE_URL.
import { noteAnalysedCommunity, NOTE_EVERY_MS } from '../../server/src/modules/research/service';
import type { Database } from '../../server/src/db/client';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

describe('communities a user opened a free analysis of', () => {
  let t: TestApp;
  const call = (who: SignedInUser, path: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${path}`, headers: bearer(who.accessToken), ...(payload ? { payload } : {}) });
  const rows = async (who: SignedInUser) =>
    t.db.query<{ name: string }>('SELECT name FROM analysed_communities WHERE user_id = $1 ORDER BY name_key', [who.user.id]);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('steer the post ideas, newest first, for a user who never searched', async () => {
    const u = await createSignedInUser(t);
    const before = (await call(u, 'generate-reddit-post')).json() as { subreddit: string }[];
    expect(before.map((g) => g.subreddit.toLowerCase())).not.toContain('cooking');
    expect((await call(u, 'subreddit-about', { subreddit: 'cooking' })).statusCode).toBe(200);
    expect((await call(u, 'subreddit-about', { subreddit: 'BoardGames' })).statusCode).toBe(200);
    const groups = (await call(u, 'generate-reddit-post')).json() as { subreddit: string; posts: { title: string; body: string }[] }[];
    expect(groups.map((g) => g.subreddit.toLowerCase())).toEqual(['boardgames', 'cooking']);
    for (const g of groups) expect(g.posts.length).toBeGreaterThan(0);
    // Written for those communities, not the default marketing ones.
    for (const p of groups.flatMap((g) => g.posts)) expect(`${p.title} ${p.body}`).not.toMatch(/\b(B2B|SaaS|leads|funnel)\b/i);
  });

  it('are one row per community under its own name, and nothing for an analysis that was not shown', async () => {
    const u = await createSignedInUser(t);
    for (const name of ['cooking', 'Cooking', 'COOKING'])
      expect((await call(u, 'subreddit-about', { subreddit: name })).statusCode).toBe(200);
    // Not analysable (catalogue only, or no such community): no analysis, nothing remembered.
    expect((await call(u, 'subreddit-about', { subreddit: 'nosuchcommunity123' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call(u, 'subreddit-about', { subreddit: '' })).statusCode).toBe(400);
    const got = await rows(u);
    expect(got).toHaveLength(1);
    expect(got[0]!.name.toLowerCase()).toBe('cooking');
    // Another user's analyses are theirs.
    expect(await rows(await createSignedInUser(t))).toEqual([]);
  });

  it('are offered, newest first, when the user starts an audience', async () => {
    const u = await createSignedInUser(t);
    const list = async () => (await t.app.inject({ method: 'GET', url: '/api/audiences', headers: bearer(u.accessToken) })).json();
    expect((await list()).analysed).toEqual([]);
    expect((await call(u, 'subreddit-about', { subreddit: 'cooking' })).statusCode).toBe(200);
    expect((await call(u, 'search-subreddit', { subreddit: 'coffee' })).statusCode).toBe(200);
    const analysed = (await list()).analysed as string[];
    expect(analysed.map((n) => n.toLowerCase())).toEqual(['coffee', 'cooking']);
  });

  it('are the "Communities you analysed" a draft is checked against', async () => {
    const u = await createSignedInUser(t);
    const draft = { title: 'What is your go-to weeknight dinner?', body: 'Looking for quick ideas that use pantry staples.' };
    const empty = await call(u, 'draft-placement', { ...draft, source: { kind: 'history' } });
    expect(empty.statusCode).toBe(400);
    expect((await call(u, 'subreddit-about', { subreddit: 'cooking' })).statusCode).toBe(200);
    const res = await call(u, 'draft-placement', { ...draft, source: { kind: 'history' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { lines: { subreddit: string }[]; source: { label: string } };
    expect(body.source.label).toBe('Communities you analysed');
    expect(body.lines.map((l) => l.subreddit.toLowerCase())).toEqual(['cooking']);
  });
});

describe('noteAnalysedCommunity', () => {
  const counting = () => {
    const statements: unknown[][] = [];
    const db = { query: async (_sql: string, params: unknown[]) => (statements.push(params), []) } as unknown as Database;
    return { db, statements };
  };

  it('writes a user and community at most once a minute, and again after', async () => {
    const { db, statements } = counting();
    const t0 = 1_800_000_000_000;
    await noteAnalysedCommunity(db, 'u-once', 'cooking', t0);
    await noteAnalysedCommunity(db, 'u-once', 'Cooking', t0 + 1000);
    await noteAnalysedCommunity(db, 'u-once', 'coffee', t0 + 1000);
    await noteAnalysedCommunity(db, 'u-twice', 'cooking', t0 + 1000);
    expect(statements).toHaveLength(3);
    await noteAnalysedCommunity(db, 'u-once', 'cooking', t0 + NOTE_EVERY_MS);
    expect(statements).toHaveLength(4);
    expect(statements[3]).toEqual(['u-once', 'cooking', 'cooking']);
  });

  it('tries again on the next analysis when a write failed', async () => {
    let fail = true;
    const written: unknown[] = [];
    const db = {
      query: async (_sql: string, params: unknown[]) => {
        if (fail) throw new Error('connection lost');
        written.push(params);
        return [];
      },
    } as unknown as Database;
    await expect(noteAnalysedCommunity(db, 'u-retry', 'books', 5_000)).rejects.toThrow('connection lost');
    fail = false;
    await noteAnalysedCommunity(db, 'u-retry', 'books', 6_000);
    expect(written).toHaveLength(1);
  });
});
