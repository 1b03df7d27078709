// Search and suggestions as the embedded default answers them (bundled 2013 snapshot, no live
// Reddit API): the reported bad answers, through the real routes.
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

describe('search and suggestions on the bundled snapshot', () => {
  let t: TestApp;
  let u: SignedInUser;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(u.accessToken), payload });
  const search = async (keyword: string) =>
    ((await post('search-subreddit', { subreddit: keyword })).json() as { name: string }[]).map((r) => r.name);

  beforeAll(async () => {
    t = await startTestApp();
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers 'indie game marketing' with gaming and marketing communities, not r/nba, r/soccer or r/nfl", async () => {
    const names = await search('indie game marketing');
    expect(names[0]).toBe('IndieGaming');
    expect(names).toContain('marketing');
    for (const unrelated of ['nba', 'soccer', 'nfl', 'boardgames', 'jobs']) expect(names).not.toContain(unrelated);
  });

  it("answers 'startup funding' without r/politics or r/space", async () => {
    const names = await search('startup funding');
    expect(names.slice(0, 2)).toEqual(['startups', 'Entrepreneur']);
    for (const unrelated of ['politics', 'space', 'news', 'UpliftingNews', 'explainlikeimfive']) expect(names).not.toContain(unrelated);
  });

  it("finds more than r/LifeProTips for 'fitness': r/GetMotivated, whose posts are about the gym and workouts", async () => {
    expect(await search('fitness')).toContain('GetMotivated');
  });

  it.each([
    ['saas', 'startups'],
    ['crypto', 'Bitcoin'],
    ['gamedev', 'IndieGaming'],
  ])("finds something for '%s' (%s)", async (keyword, expected) => {
    expect((await search(keyword)).slice(0, 4)).toContain(expected);
  });

  const results = async (keyword: string) =>
    (await post('search-subreddit', { subreddit: keyword })).json() as { name: string; catalogueOnly?: boolean }[];

  // The bundled catalogue holds no r/SaaS (nor any 'saas' mention), so 'saas' is not among these.
  it.each([
    ['fitness', 'Fitness'],
    ['crypto', 'crypto'],
    ['gamedev', 'gamedev'],
  ])("for '%s' lists the catalogue's r/%s after the analysable results, marked catalogue-only", async (keyword, name) => {
    const rows = await results(keyword);
    const hit = rows.find((r) => r.name === name);
    expect(hit).toMatchObject({ name, catalogueOnly: true });
    const firstCatalogueOnly = rows.findIndex((r) => r.catalogueOnly);
    expect(rows.slice(firstCatalogueOnly).every((r) => r.catalogueOnly)).toBe(true);
    expect(rows.slice(0, firstCatalogueOnly).every((r) => r.catalogueOnly === undefined)).toBe(true);
    // A catalogue-only community has no posts to analyse: the reason it is marked.
    expect((await post('subreddit-about', { subreddit: name })).statusCode).toBe(404);
  });

  it('adds only catalogue-only communities the query names, at most five (no r/CombatFootage for saas, no r/indie_rock for indie game marketing)', async () => {
    const tail = async (q: string) =>
      (
        (await post('search-subreddit', { subreddit: q })).json() as { name: string; header_title: string; catalogueOnly?: boolean }[]
      ).filter((r) => r.catalogueOnly);
    expect(await tail('saas')).toEqual([]);
    for (const r of await tail('indie game marketing')) expect(r.name.toLowerCase()).not.toMatch(/rock|folk|makeup/);
    for (const q of ['fitness', 'crypto', 'gamedev']) {
      const rows = await tail(q);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);
      for (const r of rows) expect(`${r.name} ${r.header_title}`.toLowerCase()).toContain(q);
    }
  });

  it("lists the analysable 'fitness' communities first", async () => {
    const rows = await results('fitness');
    expect(rows.findIndex((r) => r.name === 'GetMotivated')).toBeLessThan(rows.findIndex((r) => r.name === 'Fitness'));
    expect(rows.length).toBeLessThanOrEqual(25);
  });

  it('never suggests a catalogue-only community', async () => {
    for (const q of ['fitness', 'crypto', 'gamedev']) {
      const listed = new Set((await results(q)).filter((r) => r.catalogueOnly).map((r) => r.name));
      expect({ q, listed: listed.size > 0 }).toEqual({ q, listed: true });
      const names = (await post('search-popular-subreddit', { query: q })).json() as string[];
      expect({ q, suggested: names.filter((n) => listed.has(n)) }).toEqual({ q, suggested: [] });
    }
    expect((await post('search-popular-subreddit', { query: 'fitness' })).json()).not.toContain('Fitness');
  });

  it('suggests no NSFW community and only communities it can analyse', async () => {
    for (const q of ['se', 'sex', 'ser', 'seo', 'mark']) {
      const names = (await post('search-popular-subreddit', { query: q })).json() as string[];
      for (const bad of ['sex', 'seduction', 'serialkillers'])
        expect({ q, bad, shown: names.includes(bad) }).toEqual({ q, bad, shown: false });
      for (const name of names)
        expect({ name, status: (await post('subreddit-about', { subreddit: name })).statusCode }).toEqual({ name, status: 200 });
    }
    expect((await post('search-popular-subreddit', { query: 'se' })).json()).toEqual(['SEO']);
  });
});
