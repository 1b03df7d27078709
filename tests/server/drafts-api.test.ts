// POST /api/reddit/check-draft and /api/reddit/community-rules (decision 021): validation, the daily
// allowance, norms-only checks on the bundled data, and the rules path through the live Reddit client
// against a local stand-in replaying recorded answers.
import { NUL_MESSAGE } from '../../server/src/platform/validate';
import { DRAFT_MSG, FREE_PLAN, PLANS } from '@subreddit-signal/contract';
import type { Listing } from '../../server/src/modules/reddit/live/mappers';
import { fixtureJson, fixtureText, pagedListing, startRedditStandin, type RedditStandin } from '../support/reddit-standin';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, signIn, type SignedInUser } from '../support/users';

const DAY = 86_400_000;

describe('check-draft on the bundled data (no rules: norms only)', () => {
  let t: TestApp;
  let u: SignedInUser;
  const call = (payload: unknown, who: SignedInUser = u, url = 'check-draft') =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(who.accessToken), payload: payload as object });

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

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/reddit/check-draft', payload: { subreddit: 'marketing', title: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('a far-too-short title and a link to a domain r/marketing top posts never use: both explained with figures', async () => {
    const res = await call({
      subreddit: 'r/marketing',
      title: 'Hi',
      body: 'Have a look',
      link: 'https://my-unknown-startup.example/landing',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.subreddit).toBe('marketing');
    expect(r.basis).toMatchObject({ rules: 'none', note: expect.stringContaining('Our data holds no rules for r/marketing') });
    expect(r.norms.postsAnalysed).toBeGreaterThan(900);
    expect(r.norms.topPosts).toBe(Math.ceil(r.norms.postsAnalysed / 4));
    const weak = r.findings.filter((f: { severity: string }) => f.severity === 'weak').map((f: { id: string }) => f.id);
    expect(weak).toEqual(expect.arrayContaining(['norm-title-length', 'norm-link-domain']));
    const title = r.findings.find((f: { id: string }) => f.id === 'norm-title-length');
    expect(title.evidence.text).toMatch(
      /^Titles of the [\d,]+ best-performing of [\d,]+ posts: middle half \d+–\d+ characters, median \d+\. This title: 2\.$/,
    );
    expect(r.notVisible[0]).toContain('AutoModerator');
    expect(r.score).toBeLessThan(100);
    expect(r.score).toBeGreaterThan(20);
  });

  it.each([
    ['no subreddit', { title: 'x' }, DRAFT_MSG.subredditRequired],
    ['a bad subreddit name', { subreddit: 'not a name!', title: 'x' }, DRAFT_MSG.subredditInvalid],
    ['no title', { subreddit: 'marketing' }, DRAFT_MSG.titleRequired],
    ['a blank title', { subreddit: 'marketing', title: '   ' }, DRAFT_MSG.titleRequired],
    ['a 301-character title', { subreddit: 'marketing', title: 'x'.repeat(301) }, DRAFT_MSG.titleTooLong],
    ['a body over 40,000 characters', { subreddit: 'marketing', title: 'x', body: 'b'.repeat(40_001) }, DRAFT_MSG.bodyTooLong],
    ['an ftp link', { subreddit: 'marketing', title: 'x', link: 'ftp://files.example.com/a' }, DRAFT_MSG.linkInvalid],
    ['a javascript: link', { subreddit: 'marketing', title: 'x', link: 'javascript:alert(1)' }, DRAFT_MSG.linkInvalid],
    [
      'a link over 2,000 characters',
      { subreddit: 'marketing', title: 'x', link: `https://a.com/${'p'.repeat(2000)}` },
      DRAFT_MSG.linkTooLong,
    ],
    ['a 65-character flair', { subreddit: 'marketing', title: 'x', flair: 'f'.repeat(65) }, DRAFT_MSG.flairTooLong],
    ['0 gallery items', { subreddit: 'marketing', title: 'x', galleryItems: 0 }, DRAFT_MSG.galleryItems],
    ['2.5 gallery items', { subreddit: 'marketing', title: 'x', galleryItems: 2.5 }, DRAFT_MSG.galleryItems],
    ['a number as title', { subreddit: 'marketing', title: 42 }, 'title must be a string'],
    ['NUL in the title', { subreddit: 'marketing', title: 'a\u0000b' }, NUL_MESSAGE],
    ['NUL in the body', { subreddit: 'marketing', title: 'ok', body: 'b\u0000' }, NUL_MESSAGE],
  ])('refuses %s with a 400 and a clear message, counting nothing', async (_label, payload, message) => {
    const res = await call(payload);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message, error: 'Bad Request', statusCode: 400 } });
    expect(await t.db.query('SELECT 1 FROM rate_limit_hits')).toHaveLength(0);
  });

  it('a body over the 1 MB request limit is refused, not a 500', async () => {
    const res = await call({ subreddit: 'marketing', title: 'x', body: 'b'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
  });

  it('an unknown community is a 404 and does not use up a check', async () => {
    const res = await call({ subreddit: 'nosuchcommunity123', title: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("We couldn't find r/nosuchcommunity123. Check the name and try again.");
    expect((await t.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits'))[0]?.hits ?? 0).toBe(0);
  });

  it(`the free plan has ${FREE_PLAN.draftChecksPerDay} checks a UTC day, then a 429 that says when they renew; the next day they are back`, async () => {
    const fresh = await createSignedInUser(t);
    for (let i = 0; i < FREE_PLAN.draftChecksPerDay; i++)
      expect((await call({ subreddit: 'seo', title: `Check ${i}` }, fresh)).statusCode).toBe(200);
    const refused = await call({ subreddit: 'seo', title: 'One more' }, fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You have used your ${FREE_PLAN.draftChecksPerDay} draft checks for today. They renew at 00:00 UTC, or upgrade to Pro for 200 a day.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user's allowance is their own.
    expect((await call({ subreddit: 'seo', title: 'Mine' })).statusCode).toBe(200);
    t.clock.advance(DAY);
    // A day on, the test's sessions have expired too: fresh ones for both users.
    Object.assign(fresh, await signIn(t, fresh.user.id));
    Object.assign(u, await signIn(t, u.user.id));
    expect((await call({ subreddit: 'seo', title: 'Next day' }, fresh)).statusCode).toBe(200);
  });

  it('paid plans get their own, higher allowance', async () => {
    const pro = await createSignedInUser(t);
    const plan = PLANS.find((p) => p.id === 'pro')!;
    await t.db.query('UPDATE users SET subscribed_plan = $1 WHERE id = $2', [plan.id, pro.user.id]);
    for (let i = 0; i < FREE_PLAN.draftChecksPerDay + 2; i++)
      expect((await call({ subreddit: 'seo', title: `Pro check ${i}` }, pro)).statusCode).toBe(200);
    expect(plan.draftChecksPerDay).toBeGreaterThanOrEqual(100);
  });

  it('community-rules on the bundled data: no rules, says so, lists the flairs its posts use', async () => {
    const res = await call({ subreddit: 'marketing' }, u, 'community-rules');
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ subreddit: 'marketing', source: 'none', rules: null, requirements: null, settings: null, fetchedAt: null });
    expect(r.note).toBe('Our data holds no rules for r/marketing (only the live Reddit connection reads them).');
    expect(Array.isArray(r.flairs)).toBe(true);
    expect((await call({ subreddit: '' }, u, 'community-rules')).statusCode).toBe(400);
    expect(await t.db.query('SELECT 1 FROM rate_limit_hits')).toHaveLength(0);
  });
});

describe('rules through the live Reddit client (local stand-in, recorded answers)', () => {
  let standin: RedditStandin;
  let t: TestApp;
  let u: SignedInUser;
  const call = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(u.accessToken), payload });
  const paths = () => standin.apiRequests().map((r) => r.path);

  beforeAll(async () => {
    standin = await startRedditStandin();
    t = await startTestApp({
      env: {
        REDDIT_CLIENT_ID: standin.clientId,
        REDDIT_CLIENT_SECRET: standin.clientSecret,
        REDDIT_USER_AGENT: 'web:com.example.subreddit-signal:v1.0.0 (by /u/example_dev)',
        REDDIT_API_BASE: standin.url,
        REDDIT_AUTH_URL: standin.authUrl,
      },
    });
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await standin.stop();
  });
  beforeEach(async () => {
    standin.reset();
    await t.db.query('DELETE FROM reddit_api_cache');
    await t.db.query('DELETE FROM rate_limit_hits');
    // r/redditdev as recorded (text posts only), its posts: the recorded r/AskReddit /new page.
    standin.route('/r/redditdev/about', { text: fixtureText('rules/asyncpraw-about-redditdev-2020-07-05.json') });
    standin.route('/r/redditdev/new', pagedListing(fixtureJson<Listing>('praw/r-askreddit-new-limit100-2016-03-01.json').data.children));
    standin.route('/r/redditdev/about/rules', { text: fixtureText('rules/asyncpraw-about-rules-testsub-2020-07-07.json') });
    standin.route('/api/v1/redditdev/post_requirements', {
      text: fixtureText('rules/go-reddit-post_requirements-testsub-2020-09-22.json'),
    });
  });

  it('a draft breaking the requirements, the text-only setting and the spam rules: each finding quotes what it rests on', async () => {
    const res = await call('check-draft', {
      subreddit: 'redditdev',
      title: 'no',
      body: 'I built a wrapper, check it out',
      link: 'https://github.com/me/wrapper',
    });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.basis).toMatchObject({
      rules: 'live',
      note: expect.stringContaining("Checked against r/redditdev's rules and post requirements as Reddit gave them on 2026-03-05"),
    });
    const by = (id: string) => r.findings.find((f: { id: string }) => f.id === id);
    expect(by('setting-text-only')).toMatchObject({ severity: 'removed', evidence: { kind: 'setting', text: 'submission_type: "self"' } });
    expect(by('title-min-length')).toMatchObject({ severity: 'removed', evidence: { text: 'title_text_min_length: 50' } });
    expect(by('title-blacklisted-strings')).toMatchObject({ severity: 'removed' });
    expect(by('rule-1-self-promotion')).toMatchObject({
      severity: 'likely-removed',
      title: 'May break rule 1: No spa5',
      evidence: { kind: 'rule', text: 'No spa5 — Do not spam. Spam bad' },
    });
    expect(r.notVisible).toEqual(expect.arrayContaining([expect.stringContaining('in the last 2 days')]));
    expect(r.score).toBe(0);
    expect(paths()).toEqual(['/r/redditdev/about', '/r/redditdev/new', '/r/redditdev/about/rules', '/api/v1/redditdev/post_requirements']);
    // Asked again: everything from the cache, no request to Reddit.
    standin.requests.length = 0;
    expect((await call('check-draft', { subreddit: 'redditdev', title: 'Another', body: 'Text' })).statusCode).toBe(200);
    expect(paths()).toEqual([]);
  });

  it('community-rules: numbered rules with removal reasons, requirements and settings, for the paid analysis block', async () => {
    const res = await call('community-rules', { subreddit: 'redditdev' });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      subreddit: 'redditdev',
      source: 'live',
      fetchedAt: '2026-03-05T10:00:00.000Z',
      note: "r/redditdev's rules and post requirements as Reddit gave them on 2026-03-05.",
    });
    expect(r.rules).toHaveLength(8);
    expect(r.rules[0]).toEqual({
      number: 1,
      kind: 'all',
      shortName: 'No spa5',
      description: 'Do not spam. Spam bad',
      violationReason: 'No spa5',
    });
    expect(r.rules[7]).toMatchObject({ number: 8, kind: 'comment', shortName: 'PRAW Test 2' });
    expect(r.requirements).toMatchObject({ titleMinLength: 50, titleMaxLength: 200, galleryMinItems: 2, repostAgeDays: 2 });
    expect(r.settings).toMatchObject({ submissionType: 'self', allowImages: false, linkFlairEnabled: true });
    expect(r.settings.submitText).toMatch(/^Get faster, better responses/);
  });

  it('a community whose rules Reddit refuses (404) is checked from norms; its requirements still apply', async () => {
    standin.route('/r/redditdev/about/rules', { status: 404, json: { message: 'Not Found', error: 404 } });
    const r = (await call('check-draft', { subreddit: 'redditdev', title: 'Short' })).json();
    expect(r.basis.rules).toBe('live');
    expect(r.findings.map((f: { id: string }) => f.id)).toContain('title-min-length');
    expect(r.findings.some((f: { id: string }) => f.id.startsWith('rule-'))).toBe(false);
  });

  it('rules that point to the wiki: the page is read through the client and cached with the rules; a page Reddit refuses is said to be unread', async () => {
    const answer = {
      rules: [{ kind: 'all', short_name: 'Read the Wiki Before Posting', description: 'See /r/redditdev/wiki/faq', priority: 0 }],
      site_rules: ['Spam', 'Personal and confidential information', 'Threatening, harassing, or inciting violence'],
    };
    standin.route('/r/redditdev/about/rules', { json: answer });
    standin.route('/r/redditdev/wiki/faq', {
      json: { kind: 'wikipage', data: { content_md: '## Rules\n\n1. No self-promotion or affiliate links.\n' } },
    });
    const r = (
      await call('check-draft', {
        subreddit: 'redditdev',
        title: 'We just launched our API wrapper',
        body: 'Sign up at https://wrap.example.com',
      })
    ).json();
    expect(r.findings.find((f: { id: string }) => f.id === 'wiki-faq-self-promotion')).toMatchObject({
      severity: 'likely-removed',
      evidence: { kind: 'wiki', label: 'Wiki page faq', text: 'No self-promotion or affiliate links.' },
    });
    expect(paths()).toContain('/r/redditdev/wiki/faq');
    const threat = (await call('check-draft', { subreddit: 'redditdev', title: 'To the mod', body: 'I know where you live.' })).json();
    expect(threat.findings.find((f: { id: string }) => f.id === 'site-threats').evidence.label).toBe(
      "Reddit-wide rule (as r/redditdev's rules list it): Threatening, harassing, or inciting violence",
    );
    expect(paths().filter((p) => p === '/r/redditdev/wiki/faq')).toHaveLength(1);

    await t.db.query('DELETE FROM reddit_api_cache');
    standin.route('/r/redditdev/wiki/faq', { status: 403, json: { reason: 'WIKI_DISABLED', message: 'Forbidden' } });
    const refused = (await call('check-draft', { subreddit: 'redditdev', title: 'Hello there' })).json();
    expect(refused.notVisible).toEqual(
      expect.arrayContaining([expect.stringContaining('wiki page “faq”, which Reddit would not give us')]),
    );
  });

  it('once read, the rules feed the search card badges (from the cache, no request per card)', async () => {
    const card = async () =>
      ((await call('search-subreddit', { subreddit: 'redditdev' })).json() as { name: string; postingRules: unknown }[]).find(
        (c) => c.name.toLowerCase() === 'redditdev',
      );
    const before = await card();
    expect(before).toBeDefined();
    expect(before!.postingRules).toMatchObject({ rules: { status: 'unknown' } });
    await call('community-rules', { subreddit: 'redditdev' });
    standin.requests.length = 0;
    const after = await card();
    expect(after!.postingRules).toEqual({
      urls: { status: 'not-allowed', reason: 'Reddit lists this community as text posts only.' },
      rules: { status: 'strict', reason: 'Community rule: "No spa5" (8 rules).' },
    });
    expect(paths()).toEqual([]);
  });
});
