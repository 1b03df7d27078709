// Decision 018: the search card, the analysis, the report and the JSON download show the same
// figures; the history keeps one row per subject per day; a search with no results stays one.
import { DEFAULT_GENERATOR_SUBREDDITS } from '@subreddit-signal/contract';
import { migrations } from '../../server/src/db/migrations';
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { provenanceOf } from '../../server/src/modules/research';
import { formatFigure, renderReport } from '../../server/src/modules/reports/content';
import { startTestApp, type TestApp } from '../support/server-harness';
import { openTestDatabase } from '../support/test-database';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

describe('figures that agree across screens', () => {
  let t: TestApp;
  let u: SignedInUser;
  const post = (url: string, payload: object, who: SignedInUser = u) =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(who.accessToken), payload });
  const history = async (who: SignedInUser = u) =>
    (await post('subreddit-search-history', { limit: 50 }, who)).json().data as {
      name: string;
      header_title: string;
      no_of_result: number;
      type: string;
    }[];

  beforeAll(async () => {
    t = await startTestApp();
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['SEO', 'marketing', 'advertising'])(
    'r/%s: card, free and paid analysis (the JSON download) and report give the same posts per week and subscribers',
    async (name) => {
      const card = ((await post('search-subreddit', { subreddit: name })).json() as Array<Record<string, unknown>>).find(
        (r) => r.name === name,
      )!;
      const free = (await post('subreddit-about', { subreddit: name })).json().subreddit;
      const paid = (await post('paid-subreddit-about', { subreddit: name })).json().subreddit;
      expect(card.postPerWeek).toBe(free.posts_per_week);
      expect(paid.posts_per_week).toBe(free.posts_per_week);
      expect(card.postPerWeekOver).toEqual(free.posts_per_week_over);
      expect(card.subscribers).toBe(free.subscribers);

      // The report computes its own analysis of the same stored posts (as delivery does): same numbers.
      const found = (await t.deps.redditData.subredditPosts(name))!;
      const analysis = analyzeSubreddit({
        subreddit: found.subreddit,
        posts: found.posts,
        asOf: found.asOf,
        provenance: provenanceOf(found),
        tier: 'paid',
      });
      expect(analysis.posts_per_week).toBe(paid.posts_per_week);
      const report = renderReport({
        interval: 'WEEKLY',
        timeZone: 'UTC',
        now: new Date('2026-03-09T08:00:00Z'),
        publicUrl: 'https://app.test',
        unsubscribeUrl: 'https://app.test/u',
        communities: [{ analysis, fingerprint: 'f', rising: null, ideas: [] }],
        previous: new Map(),
        missing: [],
      });
      expect(report.text).toContain(`Subscribers: ${formatFigure(card.subscribers as number)}`);
      expect(report.text).toContain(`Average upvotes per post: ${formatFigure(paid.avg_upvotes)}`);
    },
  );

  it("r/SEO's card no longer says 4.2 posts a week beside an analysis saying 7.3", async () => {
    const card = ((await post('search-subreddit', { subreddit: 'seo' })).json() as Array<{ name: string; postPerWeek: number }>).find(
      (r) => r.name === 'SEO',
    )!;
    expect(card.postPerWeek).toBe(7.25);
  });

  it("badges come from evidence: r/advertising ('YOU WILL BE BANNED') is not 'Flexible Rules', and each badge carries its reason", async () => {
    const results = (await post('search-subreddit', { subreddit: 'advertising' })).json() as Array<{
      name: string;
      urlAllowed: boolean;
      flexibleRules: string[];
      postingRules: { urls: { status: string; reason: string }; rules: { status: string; reason: string } };
    }>;
    const ad = results.find((r) => r.name === 'advertising')!;
    expect(ad.flexibleRules).toEqual([]);
    expect(ad.postingRules.rules).toEqual({ status: 'strict', reason: 'The description says: "THIS IS NOT A PLACE TO ADVERTISE."' });
    // Not every card shows the same two badges any more.
    expect(results.every((r) => r.urlAllowed && r.flexibleRules.length > 0)).toBe(false);
    for (const r of results) {
      expect(r.urlAllowed).toBe(r.postingRules.urls.status === 'allowed');
      expect(r.postingRules.urls.reason).not.toBe('');
      expect(r.postingRules.rules.reason).not.toBe('');
    }
  });

  it("every default community of the generator's picker can be analysed (the spec's r/digital could not)", async () => {
    for (const name of DEFAULT_GENERATOR_SUBREDDITS)
      expect({ name, status: (await post('subreddit-about', { subreddit: name })).statusCode }).toEqual({ name, status: 200 });
  });

  it('one history row per subject per day: reloading the same search or post updates it', async () => {
    const v = await createSignedInUser(t);
    for (let i = 0; i < 3; i++) await post('search-subreddit', { subreddit: 'seo' }, v);
    await post('search-subreddit', { subreddit: 'SEO ' }, v);
    const url = 'https://www.reddit.com/r/marketing/comments/1bzygs/heres_the_marketing_plan_i_use_also_amaa/';
    for (let i = 0; i < 2; i++) await post('subreddit-post', { url }, v);
    const rows = await history(v);
    expect(rows.filter((r) => r.type === 'keyword' && r.header_title.trim().toLowerCase() === 'seo')).toHaveLength(1);
    expect(rows.filter((r) => r.type === 'redditUrl')).toHaveLength(1);
    expect(rows).toHaveLength(2);
    // The row is the latest: what was typed last.
    expect(rows.find((r) => r.type === 'keyword')!.header_title).toBe('SEO');
  });

  it('a keyword search with no results is recorded with 0 results and no made-up community', async () => {
    const v = await createSignedInUser(t);
    const res = await post('search-subreddit', { subreddit: 'qqzxv nonexistentthing' }, v);
    expect(res.json()).toEqual([]);
    const [row] = await history(v);
    expect(row).toMatchObject({ type: 'keyword', header_title: 'qqzxv nonexistentthing', no_of_result: 0, name: '' });
  });
});

describe('migration 009 (history: one row per subject per day)', () => {
  it('collapses existing duplicates into their latest row, then refuses new duplicates', async () => {
    const { db, close } = await openTestDatabase();
    try {
      const index = migrations.findIndex((m) => m.id === '009_history_one_row_per_day');
      for (const m of migrations.slice(0, index)) await db.exec(m.sql);
      const [user] = await db.query<{ id: string }>(
        "INSERT INTO users (id, name, email, password_hash) VALUES ('00000000-0000-4000-8000-000000000001', 'A', 'a@example.com', 'x') RETURNING id",
      );
      const add = (id: number, title: string, at: string, type = 'keyword', url: string | null = null) =>
        db.query(
          'INSERT INTO search_history (id, user_id, type, name, header_title, url, no_of_result, created_at) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)',
          [`00000000-0000-4000-8000-00000000010${id}`, user!.id, type, 'SEO', title, url, at],
        );
      await add(1, 'seo', '2026-03-01T08:00:00Z');
      await add(2, 'SEO', '2026-03-01T09:00:00Z');
      await add(3, 'seo', '2026-03-01T10:00:00Z');
      await add(4, 'seo', '2026-03-02T08:00:00Z');
      await add(5, 'A post', '2026-03-01T08:00:00Z', 'redditUrl', 'https://www.reddit.com/r/SEO/comments/abc/x/');
      await add(6, 'A post', '2026-03-01T09:00:00Z', 'redditUrl', 'https://www.reddit.com/r/SEO/comments/abc/x/');
      await db.exec(migrations[index]!.sql);
      const rows = await db.query<{ id: string }>('SELECT id FROM search_history ORDER BY id');
      expect(rows.map((r) => r.id.slice(-1))).toEqual(['3', '4', '6']);
      const again =
        "INSERT INTO search_history (id, user_id, type, name, header_title, no_of_result, subject, day) VALUES ('00000000-0000-4000-8000-000000000107', $1, 'keyword', 'SEO', 'Seo', 1, 'seo', '2026-03-02')";
      await expect(db.query(again, [user!.id])).rejects.toThrow(/unique|duplicate/i);
    } finally {
      await close();
    }
  });
});
