// POST /api/reddit/draft-placement (decision 024): one draft against several communities of the
// bundled data, ranked by survival, then fit, then reach; unknown communities are lines, not errors.
import { DRAFT_MSG, PLACEMENT_MSG, type PlacementLine } from '@subreddit-signal/contract';
import { rankLines } from '../../server/src/modules/drafts';
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
