import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

// A real post of the bundled snapshot (r/marketing, August 2013 top posts).
const POST_URL = 'https://www.reddit.com/r/marketing/comments/1bzygs/heres_the_marketing_plan_i_use_also_amaa/';

describe('analysis API', () => {
  let t: TestApp;
  let u: SignedInUser;
  const post = (url: string, payload: object, who: SignedInUser = u) =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(who.accessToken), payload });
  /**
   * Requests at once, as a burst from many tabs would send them. On a loaded machine some may wait
   * longer for a pooled connection than the pool allows and get the designed overload answer (503
   * with Retry-After); those are asked again one by one, as the client would after Retry-After. The
   * race is about what the first burst spends, so what it settles on is checked after that.
   */
  const burst = async (requests: (() => ReturnType<typeof post>)[]) => {
    const answers = await Promise.all(requests.map((r) => r()));
    for (const [i, a] of answers.entries()) {
      if (a.statusCode !== 503) continue;
      expect(a.headers['retry-after']).toBeDefined();
      answers[i] = await requests[i]!();
    }
    return answers;
  };
  const credits = async (id: string) =>
    (await t.db.query<{ n: number }>('SELECT available_credits AS n FROM users WHERE id = $1', [id]))[0]!.n;

  beforeAll(async () => {
    t = await startTestApp();
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reddit/search-subreddit', payload: { subreddit: 'seo' } });
    expect(res.statusCode).toBe(401);
  });

  it('suggests subreddit names for a partial query', async () => {
    const res = await post('search-popular-subreddit', { query: 'mark' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.arrayContaining(['marketing']));
    expect(res.json().length).toBeLessThanOrEqual(8);
  });

  it('searches the catalogue, says how much it explored, and records the search', async () => {
    const res = await post('search-subreddit', { subreddit: 'seo' });
    expect(res.statusCode).toBe(200);
    const explored = Number(res.headers['x-explored-count']);
    expect(explored).toBeGreaterThan(5000);
    const results = res.json();
    expect(results[0]).toMatchObject({ name: 'SEO' });
    for (const r of results) {
      expect(r).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          header_title: expect.any(String),
          description: expect.any(String),
          subscribers: expect.any(Number),
          postPerWeek: expect.any(Number),
          urlAllowed: expect.any(Boolean),
          flexibleRules: expect.any(Array),
        }),
      );
    }
    const history = (await post('subreddit-search-history', { page: 1, limit: 10, type: 'keyword', sortBy: 'createdAt' })).json();
    expect(history.data[0]).toMatchObject({ type: 'keyword', name: 'SEO', header_title: 'seo', no_of_result: results.length });
  });

  it('offline (no live Reddit API), every search result not marked catalogue-only can be analysed: none leads to a 404', async () => {
    // 'marketing' also matches catalogue-only communities (r/gamedev: a name and a description, no posts): listed after, marked.
    const results = (await post('search-subreddit', { subreddit: 'marketing' })).json() as { name: string; catalogueOnly?: boolean }[];
    const analysable = results.filter((r) => !r.catalogueOnly);
    expect(analysable.length).toBeGreaterThan(3);
    expect(results.slice(0, analysable.length)).toEqual(analysable);
    expect(analysable.map((r) => r.name)).not.toContain('gamedev');
    expect(results.find((r) => r.name === 'gamedev')).toMatchObject({ catalogueOnly: true });
    for (const r of analysable) expect((await post('subreddit-about', { subreddit: r.name })).statusCode).toBe(200);
  });

  it('offline, a catalogue-only result names every word of the query in its name or title', async () => {
    let catalogueOnly = 0;
    for (const query of ['dog training', 'video editing', 'indie game', 'personal finance']) {
      const words = query.split(' ');
      const results = (await post('search-subreddit', { subreddit: query })).json() as {
        name: string;
        header_title: string;
        catalogueOnly?: boolean;
      }[];
      for (const r of results.filter((x) => x.catalogueOnly)) {
        catalogueOnly++;
        const text = `${r.name} ${r.header_title}`.toLowerCase();
        expect({ query, name: r.name, missing: words.filter((w) => !text.includes(w)) }).toEqual({ query, name: r.name, missing: [] });
      }
    }
    // The rule was applied to something: these queries do bring catalogue-only communities.
    expect(catalogueOnly).toBeGreaterThan(0);
  });

  it('rejects empty, oversized and malformed input with clear 400s', async () => {
    expect((await post('search-subreddit', { subreddit: '   ' })).json().message).toBe('This field is required');
    expect((await post('search-subreddit', { subreddit: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await post('subreddit-about', { subreddit: 'not a name!' })).statusCode).toBe(400);
    expect((await post('subreddit-post', { url: 'https://example.com/r/a/comments/b' })).json().message).toBe('Invalid Reddit URL');
    expect((await post('subreddit-search-history', { page: 0 })).statusCode).toBe(400);
  });

  it('analyses a subreddit for free, with the paid parts left empty and the provenance stated', async () => {
    const res = await post('subreddit-about', { subreddit: 'r/marketing' });
    expect(res.statusCode).toBe(200);
    const a = res.json().subreddit;
    expect(a).toMatchObject({ tier: 'free', name: 'marketing', bestTimeToPost: [], currentWeek: [] });
    expect(a.raw_historical_posts.length).toBeLessThanOrEqual(1);
    expect(a.dataSource).toMatchObject({ kind: 'snapshot', postsAnalysed: expect.any(Number) });
    expect(a.dataSource.postsAnalysed).toBeGreaterThan(900);
    expect(a.avg_upvotes).toBeGreaterThan(0);
    // The count comes from the 2021 list, not from the 2013 posts: the analysis says which year.
    expect(a.subscribersYear).toBe(2021);
  });

  it('answers a repeat with the same JSON text and headers as the first answer', async () => {
    const first = await post('subreddit-about', { subreddit: 'marketing' });
    const again = await post('subreddit-about', { subreddit: 'marketing' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['cache-control']).toBe('no-store');
    // Sent as the remembered bytes (decision 104): the length is the text's UTF-8 length, as it was for the text.
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(again.body, 'utf8')));
    expect(again.body).toBe(first.body);
    expect(again.body).toBe(JSON.stringify(again.json())); // plain JSON of one object, nothing spliced twice
    expect(Object.keys(again.json())).toEqual(['subreddit']);
  });

  it('answers 404 for a community nobody knows', async () => {
    const res = await post('subreddit-about', { subreddit: 'zz_no_such_sub_zz' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/couldn't find r\/zz_no_such_sub_zz/);
  });

  it('paid analysis spends one credit and adds the paid parts and similar communities', async () => {
    const before = await credits(u.user.id);
    const res = await post('paid-subreddit-about', { subreddit: 'marketing' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subreddit.tier).toBe('paid');
    expect(body.subreddit.bestTimeToPost.length).toBeGreaterThan(0);
    expect(body.similarSubreddits.week.length).toBeGreaterThan(0);
    expect(body.similarSubreddits.week.map((r: { Subreddit: string }) => r.Subreddit)).not.toContain('marketing');
    expect(await credits(u.user.id)).toBe(before - 1);
  });

  it('the spent credit shows on the very next profile read, despite the session cache', async () => {
    const h = { authorization: `Bearer ${u.accessToken}` };
    await post('subreddit-about', { subreddit: 'marketing' });
    const before = (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).json().user.availableCredits;
    expect((await post('paid-subreddit-about', { subreddit: 'SEO' })).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: h })).json().user.availableCredits;
    expect(after).toBe(before - 1);
  });

  it('an unknown community costs nothing, and no credits means the spec message', async () => {
    const poor = await createSignedInUser(t);
    expect((await post('paid-subreddit-about', { subreddit: 'zz_no_such_sub_zz' }, poor)).statusCode).toBe(404);
    expect(await credits(poor.user.id)).toBe(10);
    await t.db.query('UPDATE users SET available_credits = 0 WHERE id = $1', [poor.user.id]);
    const res = await post('paid-subreddit-about', { subreddit: 'marketing' }, poor);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe("You don't have enough credits to use this feature");
  });

  it('50 parallel paid analyses on a balance of 10 succeed exactly 10 times', async () => {
    const racer = await createSignedInUser(t);
    // 50 different communities: reopening one already paid for is free (see the next test).
    const names = readdirSync(path.resolve('data/snapshot/posts'))
      .map((f) => f.replace(/\.json\.br$/, ''))
      .slice(0, 50);
    expect(names).toHaveLength(50);
    const answers = await burst(names.map((subreddit) => () => post('paid-subreddit-about', { subreddit }, racer)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(40);
    expect(await credits(racer.user.id)).toBe(0);
    const spent = await t.db.query('SELECT 1 FROM credit_ledger WHERE user_id = $1 AND delta = -1', [racer.user.id]);
    expect(spent).toHaveLength(10);
  });

  it('a paid analysis reopened within 24 hours is free, even 50 times in parallel; after 24 hours it costs again', async () => {
    const reader = await createSignedInUser(t);
    const answers = await burst(Array.from({ length: 50 }, () => () => post('paid-subreddit-about', { subreddit: 'SEO' }, reader)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((r) => r.headers['x-credits-charged'] === '1')).toHaveLength(1);
    expect(await credits(reader.user.id)).toBe(9);
    // The same community under another spelling is the same analysis.
    expect((await post('paid-subreddit-about', { subreddit: 'seo' }, reader)).headers['x-credits-charged']).toBe('0');
    expect(await credits(reader.user.id)).toBe(9);
    // A day later (moved in the data, so the session's tokens stay valid).
    await t.db.query('UPDATE paid_analyses SET paid_at = paid_at - 86401 WHERE user_id = $1', [reader.user.id]);
    expect((await post('paid-subreddit-about', { subreddit: 'SEO' }, reader)).headers['x-credits-charged']).toBe('1');
    expect(await credits(reader.user.id)).toBe(8);
  });

  it('a reopened paid post analysis is free too, and a failed first run leaves nothing paid', async () => {
    const reader = await createSignedInUser(t);
    // A first run that fails (a post we do not have): nothing spent, nothing recorded as paid.
    const missing = await post('subreddit-advanced-post', { url: 'https://www.reddit.com/r/marketing/comments/zzzzzz/nothing/' }, reader);
    expect(missing.statusCode).toBe(404);
    expect(await credits(reader.user.id)).toBe(10);
    expect(await t.db.query('SELECT 1 FROM paid_analyses WHERE user_id = $1', [reader.user.id])).toHaveLength(0);
    expect((await post('subreddit-advanced-post', { url: POST_URL }, reader)).headers['x-credits-charged']).toBe('1');
    expect((await post('subreddit-advanced-post', { url: POST_URL }, reader)).headers['x-credits-charged']).toBe('0');
    expect(await credits(reader.user.id)).toBe(9);
    expect(await t.db.query('SELECT 1 FROM paid_analyses WHERE user_id = $1', [reader.user.id])).toHaveLength(1);
  });

  it('a paid analysis that fails after the credit was taken refunds it and leaves nothing paid', async () => {
    const reader = await createSignedInUser(t);
    // The similar-communities step runs after the charge; make it break once, as a bug or an outage would.
    const broken = jest.spyOn(t.deps.redditData, 'similarity').mockImplementationOnce(() => {
      throw new Error('similarity index unavailable');
    });
    try {
      const failed = await post('paid-subreddit-about', { subreddit: 'SEO' }, reader);
      expect(failed.statusCode).toBe(500);
      expect(broken).toHaveBeenCalledTimes(1);
    } finally {
      broken.mockRestore();
    }
    expect(await credits(reader.user.id)).toBe(10);
    const ledger = await t.db.query<{ delta: number; reason: string }>(
      "SELECT delta, reason FROM credit_ledger WHERE user_id = $1 AND reason <> 'signup_grant' ORDER BY id",
      [reader.user.id],
    );
    expect(ledger.map((l) => [l.delta, l.reason])).toEqual([
      [-1, 'paid_subreddit_analysis'],
      [1, 'refund:paid_subreddit_analysis'],
    ]);
    expect(await t.db.query('SELECT 1 FROM paid_analyses WHERE user_id = $1', [reader.user.id])).toHaveLength(0);
    // Not paid, so the next run is charged like a first one.
    const retry = await post('paid-subreddit-about', { subreddit: 'SEO' }, reader);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['x-credits-charged']).toBe('1');
    expect(await credits(reader.user.id)).toBe(9);
  });

  it('analyses a post by URL (never fetching it) and records it in history', async () => {
    const res = await post('subreddit-post', { url: POST_URL });
    expect(res.statusCode).toBe(200);
    const { post: p, subreddit } = res.json();
    expect(p).toMatchObject({ subreddit: 'marketing', score: expect.any(Number), num_comments: expect.any(Number) });
    expect(p.title).toMatch(/marketing plan/i);
    expect(p.selftext_html).not.toMatch(/<script/i);
    expect(subreddit.tier).toBe('free');
    const history = (await post('subreddit-search-history', { type: 'redditUrl' })).json();
    expect(history.data[0]).toMatchObject({
      type: 'redditUrl',
      name: 'marketing',
      url: 'https://www.reddit.com/r/marketing/comments/1bzygs/',
      no_of_result: 1,
    });
  });

  it('answers 404 for a well-formed link to a post we do not have', async () => {
    const res = await post('subreddit-post', { url: 'https://www.reddit.com/r/marketing/comments/zzzzzz/nothing/' });
    expect(res.statusCode).toBe(404);
  });

  it('advanced post analysis spends a credit', async () => {
    const before = await credits(u.user.id);
    const res = await post('subreddit-advanced-post', { url: POST_URL });
    expect(res.statusCode).toBe(200);
    expect(res.json().subreddit.tier).toBe('paid');
    expect(await credits(u.user.id)).toBe(before - 1);
  });

  it("pages, sorts and filters the user's own history only", async () => {
    const other = await createSignedInUser(t);
    for (const q of ['coffee', 'bitcoin', 'web design']) await post('search-subreddit', { subreddit: q }, other);
    const page1 = (await post('subreddit-search-history', { page: 1, limit: 2, type: 'all', sortBy: 'createdAt' }, other)).json();
    expect(page1.totalSearchHistory).toBe(3);
    expect(page1.data.map((e: { header_title: string }) => e.header_title)).toEqual(['web design', 'bitcoin']);
    const page2 = (await post('subreddit-search-history', { page: 2, limit: 2 }, other)).json();
    expect(page2.data.map((e: { header_title: string }) => e.header_title)).toEqual(['coffee']);
    const byResults = (await post('subreddit-search-history', { sortBy: 'no_of_result' }, other)).json();
    const counts = byResults.data.map((e: { no_of_result: number }) => e.no_of_result);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Nothing of u's history leaks to other, and the reverse.
    const mine = (await post('subreddit-search-history', { limit: 50 })).json();
    expect(mine.data.some((e: { header_title: string }) => e.header_title === 'coffee')).toBe(false);
  });
});
