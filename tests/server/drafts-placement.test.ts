// POST /api/reddit/draft-placement (decision 024): one draft against several communities of the
// bundled data, ranked by survival, then fit, then reach; unknown communities are lines, not errors.
import { AUDIENCE_MSG, DRAFT_MSG, PLACEMENT_MAX_COMMUNITIES, PLACEMENT_MSG, type PlacementLine } from '@subreddit-signal/contract';
import { rankLines } from '../../server/src/modules/drafts';
import { recordHistory } from '../../server/src/modules/research/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

describe('draft-placement', () => {
  let t: TestApp;
  let u: SignedInUser;
  const call = (payload: unknown, who: SignedInUser = u) =>
    t.app.inject({ method: 'POST', url: '/api/reddit/draft-placement', headers: bearer(who.accessToken), payload: payload as object });

  beforeAll(async () => {
    t = await startTestApp();
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM rate_limit_hits');
  });

  it('ranks the communities asked by survival, then fit, then reach; an unknown one is a last, unranked line saying why; one check counted', async () => {
    const res = await call({
      title: 'How we got our first 100 customers without ads',
      body: 'Three channels, with numbers.',
      subreddits: ['marketing', 'r/startups', 'nosuchcommunity123', 'Marketing', 'smallbusiness'],
    });
    expect(res.statusCode).toBe(200);
    const { lines, note } = res.json() as { lines: PlacementLine[]; note: string };
    expect(note).toContain('Ranked by');
    // 'Marketing' repeats 'marketing' and is checked once.
    expect(lines.map((l) => l.subreddit.toLowerCase()).sort()).toEqual(['marketing', 'nosuchcommunity123', 'smallbusiness', 'startups']);
    const last = lines[lines.length - 1]!;
    expect(last).toMatchObject({
      subreddit: 'nosuchcommunity123',
      status: 'unknown',
      rank: null,
      survival: null,
      verdict: "We couldn't find r/nosuchcommunity123. Check the name and try again.",
    });
    const checked = lines.filter((l) => l.status === 'checked');
    expect(checked.map((l) => l.rank)).toEqual([1, 2, 3]);
    for (let i = 1; i < checked.length; i++) {
      const [a, b] = [checked[i - 1]!, checked[i]!];
      expect(a.survival! > b.survival! || (a.survival === b.survival && (a.fit ?? -1) >= (b.fit ?? -1))).toBe(true);
    }
    for (const l of checked) {
      expect(l.evidence.length).toBeGreaterThan(0);
      expect(l.evidence.every((e) => e.title && e.source)).toBe(true);
      expect(l.reach === null || l.reach > 0).toBe(true);
    }
    expect((await t.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits'))[0]?.hits).toBe(1);
  });

  it('a hard sell is at risk in every community, the Reddit-wide spam finding first in its evidence', async () => {
    const sell = (
      await call({
        title: 'BEST deal',
        body: 'Buy now! Use code REDDIT50, DM me https://shop.example.com/p?ref=me',
        subreddits: ['marketing', 'startups'],
      })
    ).json() as { lines: PlacementLine[] };
    for (const l of sell.lines) {
      expect(l.survival).toBeLessThanOrEqual(75);
      expect(l.evidence[0]).toMatchObject({ severity: 'likely-removed', title: 'Breaks Reddit’s rule on spam and undisclosed promotion' });
    }
  });

  it.each([
    ['no communities', { title: 'x', subreddits: [] }, PLACEMENT_MSG.subredditsRequired],
    ['no list', { title: 'x' }, PLACEMENT_MSG.subredditsRequired],
    ['an empty list source', { title: 'x', source: { kind: 'list', subreddits: [] } }, PLACEMENT_MSG.subredditsRequired],
    ['a list source without its list', { title: 'x', source: { kind: 'list' } }, PLACEMENT_MSG.subredditsRequired],
    [
      'a list source of 21',
      { title: 'x', source: { kind: 'list', subreddits: Array.from({ length: 21 }, (_, i) => `s${i}`) } },
      PLACEMENT_MSG.subredditsTooMany,
    ],
    ['an unknown source kind', { title: 'x', source: { kind: 'friends' } }, PLACEMENT_MSG.sourceKind],
    ['a source that is not an object', { title: 'x', source: 'history' }, 'source must be an object'],
    ['an audience source without its id', { title: 'x', source: { kind: 'audience' } }, PLACEMENT_MSG.audienceRequired],
    ['21 communities', { title: 'x', subreddits: Array.from({ length: 21 }, (_, i) => `sub${i}`) }, PLACEMENT_MSG.subredditsTooMany],
    ['a bad name', { title: 'x', subreddits: ['not a name!'] }, DRAFT_MSG.subredditInvalid],
    ['no title', { subreddits: ['marketing'] }, DRAFT_MSG.titleRequired],
    ['an oversize body', { title: 'x', body: 'b'.repeat(40_001), subreddits: ['marketing'] }, DRAFT_MSG.bodyTooLong],
  ])('refuses %s with a 400, counting nothing', async (_label, payload, message) => {
    const res = await call(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.query('SELECT 1 FROM rate_limit_hits')).toHaveLength(0);
  });

  it('NUL in the title is a 400; only unknown communities give the check back', async () => {
    expect((await call({ title: 'a\u0000b', subreddits: ['marketing'] })).statusCode).toBe(400);
    const res = await call({ title: 'Hello', subreddits: ['nosuchcommunity123'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().lines[0].status).toBe('unknown');
    expect((await t.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits'))[0]?.hits ?? 0).toBe(0);
  });
});

describe('ranking', () => {
  const line = (subreddit: string, survival: number | null, fit: number | null, reach: number | null): Omit<PlacementLine, 'rank'> => ({
    subreddit,
    status: survival === null ? 'unknown' : 'checked',
    survival,
    fit,
    reach,
    verdict: '',
    evidence: [],
    rules: null,
  });
  it('survival first, then fit, then reach; unknown last in the order asked', () => {
    const ranked = rankLines([
      line('gone', null, null, null),
      line('a', 75, 90, 10),
      line('b', 100, 20, 5),
      line('c', 75, 90, 500),
      line('d', 75, 40, 9999),
    ]);
    expect(ranked.map((l) => `${l.rank}:${l.subreddit}`)).toEqual(['1:b', '2:c', '3:a', '4:d', 'null:gone']);
  });
});

/** The communities from a saved audience or the analysis history (decision 033). */
describe('draft-placement sources', () => {
  let t: TestApp;
  const draft = { title: 'How we got our first 100 customers without ads', body: 'Three channels, with numbers.' };
  const call = (who: SignedInUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/reddit/draft-placement', headers: bearer(who.accessToken), payload });
  const createAudience = async (who: SignedInUser, name: string, communities: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/audiences',
      headers: bearer(who.accessToken),
      payload: { name, communities },
    });
    expect(res.statusCode).toBe(201);
    return res.json().audience as { _id: string; communities: string[] };
  };
  const hits = async (who: SignedInUser) =>
    (await t.db.query<{ hits: number }>("SELECT hits FROM rate_limit_hits WHERE key LIKE '%' || $1 || '%'", [who.user.id]))[0]?.hits ?? 0;
  // The bundled snapshot's communities, for lists longer than the cap.
  const KNOWN = [
    'advertising',
    'android',
    'apple',
    'art',
    'books',
    'business',
    'cars',
    'coffee',
    'cooking',
    'design',
    'diy',
    'economics',
    'entrepreneur',
    'etsy',
    'europe',
    'facebook',
    'finance',
    'food',
    'freelance',
    'frugal',
    'funny',
    'gadgets',
    'games',
  ];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("checks the draft against the user's audience, named in the answer; one check counted", async () => {
    const u = await createSignedInUser(t);
    const a = await createAudience(u, 'Founders', ['marketing', 'startups', 'smallbusiness']);
    const res = await call(u, { ...draft, source: { kind: 'audience', audienceId: a._id } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { lines: PlacementLine[]; source: unknown; notChecked: string[] };
    expect(body.source).toEqual({ kind: 'audience', label: 'Founders' });
    expect(body.lines.map((l) => l.subreddit).sort()).toEqual([...a.communities].sort());
    expect(body.lines.every((l) => l.status === 'checked' && l.evidence.length > 0)).toBe(true);
    expect(body.lines.map((l) => l.rank)).toEqual([1, 2, 3]);
    expect(body.notChecked).toEqual([]);
    expect(await hits(u)).toBe(1);
  });

  it("another user's audience, an unknown id or a malformed one is a 404, counting nothing", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const a = await createAudience(owner, 'Mine', ['marketing']);
    for (const audienceId of [a._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call(other, { ...draft, source: { kind: 'audience', audienceId } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(AUDIENCE_MSG.notFound);
    }
    expect(await hits(other)).toBe(0);
  });

  it('an audience without communities is a 400 saying so', async () => {
    const u = await createSignedInUser(t);
    const a = await createAudience(u, 'Empty', []);
    const res = await call(u, { ...draft, source: { kind: 'audience', audienceId: a._id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLACEMENT_MSG.audienceEmpty);
    expect(await hits(u)).toBe(0);
  });

  it('checks an audience over the cap in its own order and names the communities left out', async () => {
    const u = await createSignedInUser(t);
    await t.db.query("UPDATE users SET subscribed_plan = 'ultimate' WHERE id = $1", [u.user.id]);
    const a = await createAudience(u, 'Big', KNOWN);
    expect(a.communities).toHaveLength(KNOWN.length);
    const body = (await call(u, { ...draft, source: { kind: 'audience', audienceId: a._id } })).json();
    expect(body.lines).toHaveLength(PLACEMENT_MAX_COMMUNITIES);
    expect(body.notChecked).toEqual(a.communities.slice(PLACEMENT_MAX_COMMUNITIES));
    expect(body.note).toContain(`${KNOWN.length - PLACEMENT_MAX_COMMUNITIES} more communities were not checked`);
  }, 60_000);

  it('with nothing analysed, the history source is a 400 saying so, counting nothing', async () => {
    const u = await createSignedInUser(t);
    // A search that found nothing is in the history but names no community.
    await recordHistory(t.db, u.user.id, { type: 'keyword', name: '', headerTitle: 'zzzz', noOfResult: 0 });
    const res = await call(u, { ...draft, source: { kind: 'history' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(PLACEMENT_MSG.historyEmpty);
    expect(await hits(u)).toBe(0);
  });

  it("uses only this user's analysed communities, each once, an unknown one as an explicit unknown line", async () => {
    const u = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await recordHistory(t.db, other.user.id, { type: 'keyword', name: 'cooking', headerTitle: 'recipes', noOfResult: 3 });
    await recordHistory(t.db, u.user.id, { type: 'keyword', name: 'marketing', headerTitle: 'growth', noOfResult: 4 });
    await recordHistory(t.db, u.user.id, { type: 'keyword', name: 'Marketing', headerTitle: 'ads', noOfResult: 2 });
    await recordHistory(t.db, u.user.id, {
      type: 'redditUrl',
      name: 'startups',
      headerTitle: 'A post',
      url: 'https://www.reddit.com/r/startups/comments/abc/x/',
      noOfResult: 1,
    });
    await recordHistory(t.db, u.user.id, { type: 'keyword', name: 'nosuchcommunity123', headerTitle: 'gone', noOfResult: 1 });
    const res = await call(u, { ...draft, source: { kind: 'history' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { lines: PlacementLine[]; source: unknown };
    expect(body.source).toEqual({ kind: 'history', label: 'Communities you analysed' });
    expect(body.lines.map((l) => l.subreddit.toLowerCase()).sort()).toEqual(['marketing', 'nosuchcommunity123', 'startups']);
    expect(body.lines[body.lines.length - 1]).toMatchObject({
      subreddit: 'nosuchcommunity123',
      status: 'unknown',
      rank: null,
      verdict: "We couldn't find r/nosuchcommunity123. Check the name and try again.",
    });
  });

  it('checks the 20 most recently analysed communities and names the rest as not checked', async () => {
    const u = await createSignedInUser(t);
    for (const [i, name] of KNOWN.entries()) {
      await recordHistory(t.db, u.user.id, { type: 'keyword', name, headerTitle: `k${i}`, noOfResult: 1 });
      // Distinct times, so "most recent" is well defined on both databases.
      await t.db.query("UPDATE search_history SET created_at = now() - ($2::int * interval '1 minute') WHERE user_id = $1 AND name = $3", [
        u.user.id,
        KNOWN.length - i,
        name,
      ]);
    }
    const body = (await call(u, { ...draft, source: { kind: 'history' } })).json();
    const newestFirst = [...KNOWN].reverse();
    expect(body.lines.map((l: PlacementLine) => l.subreddit.toLowerCase()).sort()).toEqual(
      newestFirst.slice(0, PLACEMENT_MAX_COMMUNITIES).sort(),
    );
    expect(body.notChecked).toEqual(newestFirst.slice(PLACEMENT_MAX_COMMUNITIES));
  }, 60_000);

  it('the list source is the typed list, named as such', async () => {
    const u = await createSignedInUser(t);
    const body = (await call(u, { ...draft, source: { kind: 'list', subreddits: ['r/marketing', 'nosuchcommunity123'] } })).json();
    expect(body.source).toEqual({ kind: 'list', label: 'Your list' });
    expect(body.lines.map((l: PlacementLine) => [l.subreddit, l.status])).toEqual([
      ['marketing', 'checked'],
      ['nosuchcommunity123', 'unknown'],
    ]);
  });
});
