import { runDueReports } from '../../server/src/modules/reports';
import { compareThemes, type ThemeSnapshot } from '../../server/src/modules/reports/theme-changes';
import { noEarlierPeriod, renderThemeSection, THEMES_HEADING } from '../../server/src/modules/reports/theme-section';
import type { RedditPost, SubredditPosts } from '../../server/src/modules/reddit';
import { ManualClock } from '../../server/src/platform/clock';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

/**
 * Reports that follow an audience (issue 26 point 5): subscribing (own audiences only), the
 * "What changed in your audience's themes" section against the stored snapshot of the last period,
 * and what deleting the audience does to the report. The community's posts are seeded (no internet
 * here): the real r/smallbusiness profile with posts written for each period.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(new Date('2026-11-20T12:00:00Z')), env: { PUBLIC_URL: 'https://signal.example.com' } });
});
afterAll(() => t.close());

const DAY = 86_400;
const T1 = new Date('2026-11-23T08:00:00Z');
const T2 = new Date('2026-11-30T08:00:00Z');
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

let n = 0;
function post(title: string, createdUtc: number, selftext = ''): RedditPost {
  const id = `seed${n++}`;
  return {
    id,
    subreddit: 'smallbusiness',
    title,
    selftext,
    createdUtc,
    score: 12,
    numComments: 4,
    numCrossposts: null,
    domain: 'self.smallbusiness',
    url: '',
    permalink: `/r/smallbusiness/comments/${id}/seeded/`,
    isSelf: true,
    flair: null,
  } as RedditPost;
}

// Neutral chatter over two months: recurring words, no pain, request or money in it.
const NOUNS = ['window display', 'holiday opening', 'new logo', 'team photo', 'shop cat', 'local fair', 'loyalty card', 'storefront'];
const background = Array.from({ length: 96 }, (_, i) =>
  post(`Sharing our ${NOUNS[i % NOUNS.length]} from this season`, unix(T2) - (i % 60) * DAY - 3600),
);
const payout = [
  post("I'm so frustrated: payout delays hit my shop again", unix(T1) - 2 * DAY),
  post('Payout delays are killing my cash flow and I hate it', unix(T1) - 3 * DAY),
  post('I am struggling with payout delays this month', unix(T1) - 4 * DAY),
];
const chargeback = [
  post("I'm frustrated with chargeback disputes on my store", unix(T2) - 2 * DAY),
  post('Chargeback disputes are a nightmare for my shop', unix(T2) - 3 * DAY),
  post('I am struggling with chargeback disputes again', unix(T2) - 4 * DAY),
];
const seeded = [...background, ...payout, ...chargeback];

/** The data as the archive would hold it at `dataAt`: only posts written by then. */
let dataAt = T1;
beforeAll(async () => {
  const real = (await t.deps.redditData.subredditPosts('smallbusiness'))!;
  const original = t.deps.redditData.subredditPosts.bind(t.deps.redditData);
  jest.spyOn(t.deps.redditData, 'subredditPosts').mockImplementation(async (name: string) => {
    if (name.toLowerCase() !== 'smallbusiness') return original(name);
    const asOf = unix(dataAt);
    return {
      ...real,
      posts: seeded.filter((p) => p.createdUtc <= asOf),
      asOf,
      dataDate: dataAt.toISOString().slice(0, 10),
    } as SubredditPosts;
  });
});
afterAll(() => jest.restoreAllMocks());

async function proUser(): Promise<SignedInUser> {
  const u = await createSignedInUser(t);
  await t.db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE id = $1`, [u.user.id]);
  return u;
}
async function createAudience(u: SignedInUser, name: string, communities: string[]): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/audiences', headers: bearer(u.accessToken), payload: { name, communities } });
  expect(res.statusCode).toBe(201);
  return res.json().audience._id;
}
const subscribe = (u: SignedInUser, audienceId: unknown, subReddits = ['marketing']) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscriber/create',
    headers: bearer(u.accessToken),
    payload: { email: u.email, subReddits, interval: 'WEEKLY', timeZone: 'UTC', audienceId },
  });
const mailsTo = (u: SignedInUser) => t.mailer.sent.filter((m) => m.to === u.email);
const themeBlock = (text: string) => text.slice(text.indexOf(THEMES_HEADING.toUpperCase()), text.indexOf('\nr/'));

describe('the themes section', () => {
  const snapshot = (themes: ThemeSnapshot['themes'], read = 13): ThemeSnapshot => ({
    audienceId: 'a1',
    audienceName: 'Makers',
    from: '2013-08-13',
    to: '2013-08-20',
    read,
    themes,
  });
  it('a first period with posts but no theme says so, instead of an empty list', () => {
    const { text } = renderThemeSection(compareThemes(snapshot([]), null));
    expect(text.join('\n')).toContain(noEarlierPeriod('Makers'));
    expect(text.join('\n')).toContain('No theme rests on 2 or more of the 13 posts and comments from 2013-08-13 to 2013-08-20 yet.');
    expect(text.join('\n')).not.toContain('Themes in');
  });
  it('small moves are not news; another audience’s snapshot is no baseline', () => {
    const t = (count: number) => ({ id: 'pain-fees', kind: 'pain' as const, label: 'fees', count, links: [] });
    expect(compareThemes(snapshot([t(40)]), snapshot([t(38)]))).toMatchObject({ grew: [], faded: [], fresh: [] });
    expect(compareThemes(snapshot([t(10)]), snapshot([t(4)])).grew).toEqual([{ theme: t(10), now: 10, before: 4 }]);
    expect(compareThemes(snapshot([t(10)]), { ...snapshot([]), audienceId: 'other' }).previous).toBeNull();
  });
});

describe('reports that follow an audience', () => {
  it('follow the audience: its communities are the report’s, whatever the body listed', async () => {
    const u = await proUser();
    const id = await createAudience(u, 'Shop owners', ['smallbusiness']);
    const res = await subscribe(u, id, ['marketing', 'startups']);
    expect(res.statusCode).toBe(201);
    expect(res.json().newSubscriber).toMatchObject({ audienceId: id, audienceName: 'Shop owners', subReddits: ['smallbusiness'] });
  });

  it("another user's audience, or an id that is none, is a 404 and subscribes nothing", async () => {
    const owner = await proUser();
    const other = await proUser();
    const id = await createAudience(owner, 'Mine', ['smallbusiness']);
    for (const bad of [id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await subscribe(other, bad);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Audience not found');
    }
    const details = await t.app.inject({ method: 'GET', url: '/api/subscriber/details', headers: bearer(other.accessToken) });
    expect(details.json().subscriber).toBeNull();
    // A wrong type is a 400, not a 500.
    expect((await subscribe(other, 42)).statusCode).toBeLessThan(500);
  });

  it('first report: no earlier period to compare; the next one shows the new theme and the faded one, with counts and links', async () => {
    const u = await proUser();
    const id = await createAudience(u, 'Shop owners', ['smallbusiness']);
    expect((await subscribe(u, id)).statusCode).toBe(201);

    dataAt = T1;
    await runDueReports(t.deps, T1);
    const [first] = mailsTo(u);
    expect(first).toBeTruthy();
    const block1 = themeBlock(first!.text!);
    expect(block1).toContain(noEarlierPeriod('Shop owners'));
    expect(block1).toMatch(/“payout delay” \(pain points and frustrations\): 3 posts and comments/);
    expect(first!.text).toContain('r/smallbusiness');
    expect(first!.html).toContain(THEMES_HEADING.replace("'", '&#39;'));

    dataAt = T2;
    await runDueReports(t.deps, T2);
    const second = mailsTo(u)[1];
    expect(second).toBeTruthy();
    const block2 = themeBlock(second!.text!);
    expect(block2).not.toContain('no earlier period');
    const fresh = block2.slice(block2.indexOf('New since the last period:'), block2.indexOf('Faded:'));
    expect(fresh).toMatch(
      /“chargeback dispute” \(pain points and frustrations\): 3 posts and comments in 2026-11-23 to 2026-11-30, 0 in 2026-11-16 to 2026-11-23/,
    );
    for (const p of chargeback) expect(fresh).toContain(`https://www.reddit.com${p.permalink}`);
    const faded = block2.slice(block2.indexOf('Faded:'));
    expect(faded).toMatch(
      /“payout delay” \(pain points and frustrations\): 0 posts and comments in 2026-11-23 to 2026-11-30, 3 in 2026-11-16 to 2026-11-23/,
    );
    // A theme with nothing left this period links the posts it rested on last time.
    for (const p of payout) expect(faded).toContain(`https://www.reddit.com${p.permalink}`);
    // Neutral chatter is not a pain point, in either period.
    expect(block2).not.toMatch(/“(?:window display|shop cat|new logo)” \(pain/);
    // Said once: the recurring topic of the same words is not listed beside the pain point.
    expect(block2.match(/“chargeback dispute”/g)).toHaveLength(1);

    // The comparison rests on what was stored for each period.
    const stored = await t.db.query<{ period_key: string; themes: unknown }>(
      `SELECT d.period_key, d.themes FROM report_deliveries d JOIN report_subscribers s ON s.id = d.subscriber_id WHERE s.user_id = $1 ORDER BY d.period_key`,
      [u.user.id],
    );
    expect(stored.map((r) => r.period_key)).toEqual(['W2026-11-23', 'W2026-11-30']);
    const snap = (r: { themes: unknown }) =>
      (typeof r.themes === 'string' ? JSON.parse(r.themes) : r.themes) as { themes: { label: string }[] };
    expect(snap(stored[0]!).themes.map((x) => x.label)).toContain('payout delay');
    expect(snap(stored[1]!).themes.map((x) => x.label)).not.toContain('payout delay');
  });

  it("each report covers the audience's members as they are then; an emptied audience keeps the last ones", async () => {
    const u = await proUser();
    const id = await createAudience(u, 'Growing', ['smallbusiness']);
    expect((await subscribe(u, id)).statusCode).toBe(201);
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(u.accessToken), ...(payload ? { payload } : {}) });
    const details = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/subscriber/details', headers: bearer(u.accessToken) })).json().subscriber;
    expect((await call('POST', `/api/audiences/${id}/communities`, { communities: ['marketing'] })).statusCode).toBe(200);
    dataAt = T1;
    expect((await call('POST', '/api/subscriber/send-test')).statusCode).toBe(200);
    expect(mailsTo(u).at(-1)!.text).toMatch(/\nr\/marketing\n/);
    expect((await details()).subReddits).toEqual(['smallbusiness', 'marketing']);

    for (const name of ['smallbusiness', 'marketing'])
      expect((await call('DELETE', `/api/audiences/${id}/communities/${name}`)).statusCode).toBe(200);
    expect((await call('POST', '/api/subscriber/send-test')).statusCode).toBe(200);
    expect(mailsTo(u).at(-1)!.text).toMatch(/\nr\/smallbusiness\n/);
    expect((await details()).subReddits).toEqual(['smallbusiness', 'marketing']);
  });

  it('deleting the audience keeps the report on its last communities, says so, and drops the themes section', async () => {
    const u = await proUser();
    const id = await createAudience(u, 'Shop owners', ['smallbusiness']);
    expect((await subscribe(u, id)).statusCode).toBe(201);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/audiences/${id}`, headers: bearer(u.accessToken) });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Audience deleted. Your e-mail report keeps its communities but no longer follows the audience.');
    const details = (await t.app.inject({ method: 'GET', url: '/api/subscriber/details', headers: bearer(u.accessToken) })).json();
    expect(details.subscriber).toMatchObject({ audienceId: null, audienceName: null, subReddits: ['smallbusiness'] });
    dataAt = T1;
    const test = await t.app.inject({ method: 'POST', url: '/api/subscriber/send-test', headers: bearer(u.accessToken) });
    expect(test.statusCode).toBe(200);
    const mail = mailsTo(u).at(-1)!;
    expect(mail.text).toContain('r/smallbusiness');
    expect(mail.text).not.toContain(THEMES_HEADING.toUpperCase());
    // An audience no report follows is deleted with the plain message.
    const other = await createAudience(u, 'Spare', ['smallbusiness']);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/audiences/${other}`, headers: bearer(u.accessToken) })).json().message).toBe(
      'Audience deleted',
    );
  });
});
