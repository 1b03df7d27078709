import { AUDIENCE_MSG, PLAN_LIMIT_ERROR, planById } from '@subreddit-signal/contract';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

/** /api/audiences over the bundled snapshot: CRUD, plan caps (also under parallel requests), other users' ids. */
describe('audiences API', () => {
  let t: TestApp;
  const call = (who: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/audiences${url}`, headers: who ? bearer(who.accessToken) : {}, ...(payload ? { payload } : {}) });
  const setPlan = (who: SignedInUser, planId: string | null) =>
    t.db.query('UPDATE users SET subscribed_plan = $2 WHERE id = $1', [who.user.id, planId]);
  const basic = planById('basic')!.audiences;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    expect((await call(null, 'POST', '', { name: 'x' })).statusCode).toBe(401);
  });

  it('creates an audience from a pasted GummySearch-style list, with canonical names and the unknown ones reported', async () => {
    const u = await createSignedInUser(t);
    const pasted = ['r/marketing', 'https://www.reddit.com/r/seo/top/', 'SMALLBUSINESS', 'notacommunityxyz', 'r/Marketing', '!!'];
    const res = await call(u, 'POST', '', { name: '  Founders ', communities: pasted });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.audience.name).toBe('Founders');
    expect(body.audience.communities).toEqual(['marketing', 'SEO', 'smallbusiness']);
    expect(body.skipped).toEqual(
      expect.arrayContaining([
        { name: 'notacommunityxyz', reason: 'unknown' },
        { name: 'Marketing', reason: 'duplicate' },
        { name: '!!', reason: 'invalid' },
      ]),
    );
    const list = (await call(u, 'GET', '')).json();
    expect(list.audiences).toEqual([body.audience]);
    expect(list.limits).toEqual(basic);
  });

  it('renames, adds, removes and deletes; a duplicate name is a 409 and bad input a 400', async () => {
    const u = await createSignedInUser(t);
    await setPlan(u, 'pro');
    const a = (await call(u, 'POST', '', { name: 'One', communities: ['marketing'] })).json().audience;
    await call(u, 'POST', '', { name: 'Two' });
    expect((await call(u, 'PATCH', `/${a._id}`, { name: 'two' })).statusCode).toBe(409);
    expect((await call(u, 'PATCH', `/${a._id}`, { name: '   ' })).json().message).toBe(AUDIENCE_MSG.nameRequired);
    expect((await call(u, 'PATCH', `/${a._id}`, { name: 42 })).statusCode).toBe(400);
    expect((await call(u, 'POST', '', { name: 'x', communities: 'marketing' })).statusCode).toBe(400);
    expect((await call(u, 'POST', `/${a._id}/communities`, { communities: [] })).json().message).toBe(AUDIENCE_MSG.communitiesRequired);
    const renamed = await call(u, 'PATCH', `/${a._id}`, { name: 'Marketers' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().audience.name).toBe('Marketers');

    const added = await call(u, 'POST', `/${a._id}/communities`, { communities: ['startups', 'marketing', 'Entrepreneur'] });
    expect(added.statusCode).toBe(200);
    expect(added.json().audience.communities).toEqual(['marketing', 'startups', 'Entrepreneur']);
    expect(added.json().skipped).toEqual([{ name: 'marketing', reason: 'duplicate' }]);

    const removed = await call(u, 'DELETE', `/${a._id}/communities/STARTUPS`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().audience.communities).toEqual(['marketing', 'Entrepreneur']);
    expect((await call(u, 'DELETE', `/${a._id}/communities/startups`)).statusCode).toBe(404);

    expect((await call(u, 'DELETE', `/${a._id}`)).statusCode).toBe(200);
    expect((await call(u, 'GET', `/${a._id}`)).statusCode).toBe(404);
    expect((await t.db.query('SELECT 1 FROM audience_communities WHERE audience_id = $1', [a._id])).length).toBe(0);
  });

  it('keeps the Basic caps: one audience, five communities; extra names are skipped as over the limit', async () => {
    const u = await createSignedInUser(t);
    const seven = ['marketing', 'SEO', 'smallbusiness', 'Entrepreneur', 'startups', 'socialmedia', 'advertising'];
    const res = await call(u, 'POST', '', { name: 'Seven', communities: seven });
    expect(res.statusCode).toBe(201);
    expect(res.json().audience.communities).toEqual(seven.slice(0, basic.communities));
    expect(res.json().skipped).toEqual(seven.slice(basic.communities).map((name) => ({ name, reason: 'limit' })));
    const full = await call(u, 'POST', `/${res.json().audience._id}/communities`, { communities: ['freelance'] });
    expect(full.statusCode).toBe(403);
    expect(full.json().error).toBe(PLAN_LIMIT_ERROR);
    const second = await call(u, 'POST', '', { name: 'Second' });
    expect(second.statusCode).toBe(403);
    expect(second.json().message).toMatch(/Basic plan keeps up to 1 audience/);
  });

  it('holds the caps under parallel requests', async () => {
    const u = await createSignedInUser(t);
    const creates = await Promise.all(Array.from({ length: 6 }, (_, i) => call(u, 'POST', '', { name: `Parallel ${i}` })));
    expect(creates.filter((r) => r.statusCode === 201)).toHaveLength(basic.audiences);
    expect(creates.filter((r) => r.statusCode === 403)).toHaveLength(6 - basic.audiences);
    const id = creates.find((r) => r.statusCode === 201)!.json().audience._id;
    const names = ['marketing', 'SEO', 'smallbusiness', 'Entrepreneur', 'startups', 'socialmedia', 'advertising', 'freelance'];
    const adds = await Promise.all(names.map((n) => call(u, 'POST', `/${id}/communities`, { communities: [n] })));
    expect(adds.filter((r) => r.statusCode === 200)).toHaveLength(basic.communities);
    expect(adds.filter((r) => r.statusCode === 403)).toHaveLength(names.length - basic.communities);
    const rows = await t.db.query('SELECT 1 FROM audience_communities WHERE audience_id = $1', [id]);
    expect(rows.length).toBe(basic.communities);
  });

  it("never shows or changes another user's audience: every call is a 404", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const a = (await call(owner, 'POST', '', { name: 'Mine', communities: ['marketing', 'SEO'] })).json().audience;
    const attempts = await Promise.all([
      call(other, 'GET', `/${a._id}`),
      call(other, 'PATCH', `/${a._id}`, { name: 'Stolen' }),
      call(other, 'POST', `/${a._id}/communities`, { communities: ['startups'] }),
      call(other, 'DELETE', `/${a._id}/communities/marketing`),
      call(other, 'GET', `/${a._id}/overview`),
      call(other, 'GET', `/${a._id}/themes`),
      call(other, 'DELETE', `/${a._id}`),
      call(other, 'GET', '/not-a-uuid'),
    ]);
    for (const r of attempts) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(AUDIENCE_MSG.notFound);
    }
    expect((await call(other, 'GET', '')).json().audiences).toEqual([]);
    expect((await call(owner, 'GET', `/${a._id}`)).json().audience).toEqual(a);
  });

  it('gives an overview with shares summing to one and best times, and themes backed by real posts', async () => {
    const u = await createSignedInUser(t);
    const a = (await call(u, 'POST', '', { name: 'Growth', communities: ['marketing', 'SEO', 'smallbusiness'] })).json().audience;
    const o = (await call(u, 'GET', `/${a._id}/overview`)).json();
    expect(o.members.map((m: { name: string }) => m.name)).toEqual(['marketing', 'SEO', 'smallbusiness']);
    const shares = o.members.reduce((s: number, m: { share: number }) => s + m.share, 0);
    expect(shares).toBeCloseTo(1, 2);
    expect(o.totals.postsAnalysed).toBeGreaterThan(2000);
    expect(o.bestTimes.length).toBeGreaterThan(0);
    for (const s of o.suggestions) expect(a.communities).not.toContain(s.name);

    const res = await call(u, 'GET', `/${a._id}/themes?sort=recency`);
    expect(res.statusCode).toBe(200);
    const th = res.json();
    expect(th.sort).toBe('recency');
    expect(th.read.posts).toBe(o.totals.postsAnalysed);
    for (const kind of ['pain', 'question', 'request', 'money', 'topic'])
      expect(th.themes.some((x: { kind: string }) => x.kind === kind)).toBe(true);
    for (const theme of th.themes) {
      expect(theme.evidence.length).toBeGreaterThan(0);
      expect(theme.posts + theme.comments).toBeGreaterThanOrEqual(theme.evidence.length);
      expect(a.communities).toContain(theme.bestSubreddit);
      const times = theme.evidence.map((e: { createdAt: string }) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      for (const e of theme.evidence) expect(e.url).toMatch(/^https:\/\/www\.reddit\.com\/r\/\w+\/comments\//);
    }
    expect((await call(u, 'GET', `/${a._id}/themes?sort=loudest`)).statusCode).toBe(400);
  });
});
