// Decision 021: posts from generate-post pass the community's hard post requirements, read through
// the live Reddit client (local stand-in replaying recorded requirements), from the built-in writer
// and from an LLM (a local OpenAI-compatible stand-in that ignores the requirements on purpose).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeneratedPost, PostRequirements } from '@subreddit-signal/contract';
import { requirementFindings } from '../../server/src/modules/drafts';
import { fitToRequirements, postedBody } from '../../server/src/modules/generation/requirements';
import { mapPostRequirements, type Listing } from '../../server/src/modules/reddit/live/mappers';
import { fixtureJson, fixtureText, pagedListing, startRedditStandin, type RedditStandin } from '../support/reddit-standin';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

const UA = 'web:com.example.subreddit-signal:v1.0.0 (by /u/example_dev)';
const GO = 'rules/go-reddit-post_requirements-testsub-2020-09-22.json';
const PRAW = 'rules/praw-post_requirements-testsub-2020-02-10.json';
const FLAIRS = ['Question', 'Discussion'];

/** The recorded r/AskReddit /new page served as r/redditdev's posts, 30 of them flaired 'Question', 10 'Discussion'. */
function flairedPosts() {
  return fixtureJson<Listing>('praw/r-askreddit-new-limit100-2016-03-01.json').data.children.map((c, i) => ({
    ...c,
    data: { ...c.data, link_flair_text: i < 30 ? 'Question' : i < 40 ? 'Discussion' : null },
  }));
}

/** Hard requirements the post breaks, as the draft checker reads them (what Reddit would refuse). */
const refusals = (p: GeneratedPost, r: PostRequirements) =>
  requirementFindings({ title: p.title, body: postedBody(p), link: null, flair: p.flairs[0] ?? null, galleryItems: null }, r, FLAIRS)
    .filter((f) => f.severity === 'removed' || f.severity === 'likely-removed')
    .map((f) => f.id);

function routeCommunity(standin: RedditStandin, requirements: string | object) {
  standin.route('/r/redditdev/about', { text: fixtureText('rules/asyncpraw-about-redditdev-2020-07-05.json') });
  standin.route('/r/redditdev/new', pagedListing(flairedPosts()));
  standin.route('/r/redditdev/about/rules', { text: fixtureText('rules/asyncpraw-about-rules-testsub-2020-07-07.json') });
  standin.route(
    '/api/v1/redditdev/post_requirements',
    typeof requirements === 'string' ? { text: fixtureText(requirements) } : { json: requirements },
  );
}

const FLAIR_AND_NO_BODY = {
  ...(JSON.parse(fixtureText(GO)) as object),
  is_flair_required: true,
  body_restriction_policy: 'notAllowed',
  body_text_min_length: null,
  body_required_strings: [],
};

describe('banned strings inside words', () => {
  it("drops the sentence holding one, or the word with its article, never leaving 'a months'", () => {
    const raw = {
      ...(JSON.parse(fixtureText(GO)) as object),
      title_blacklisted_strings: ['ew'],
      body_blacklisted_strings: ['ew'],
      title_required_strings: [],
      body_required_strings: [],
    };
    const r = mapPostRequirements(raw)!;
    const post: GeneratedPost = {
      title: 'A few tips for handling rate limits in a busy API client',
      body: 'It took a few months to get right. Then sign-ups doubled and support tickets fell.\nEvery retry waits longer than the last one, up to a minute.',
      callToAction: 'What would you add?',
      hashTags: [],
      flairs: [],
    };
    const fitted = fitToRequirements(post, { rules: null, requirements: r, settings: null, fetchedAt: 0 }, FLAIRS);
    for (const text of [fitted.title, fitted.body]) {
      expect(text.toLowerCase()).not.toContain('ew');
      expect(text).not.toMatch(/\b(a|an|the) (months|tips)\b/i);
    }
    expect(fitted.body).toContain('Then sign-ups doubled and support tickets fell.');
    expect(fitted.title.toLowerCase()).toContain('tips for handling rate limits');
  });
});

describe('fitting a post to requirements (the recorded sets)', () => {
  const written: GeneratedPost = {
    title: 'Do you know how to handle rate limits?',
    body: 'Not sure how to page through new posts. Notes below.',
    callToAction: 'How do you do it now?',
    hashTags: ['#api', '#nodejs'],
    flairs: ['Showcase'],
  };
  it.each([
    ['go-reddit (title 50-200 with "yes", no "no"; body 50-2000 with "yes", no "no")', GO],
    ['PRAW (11 banned title strings, 15 banned body strings)', PRAW],
  ])('%s: the fitted post passes every hard requirement', (_label, file) => {
    const r = mapPostRequirements(JSON.parse(fixtureText(file)))!;
    expect(refusals(written, r).length).toBeGreaterThan(0);
    const fitted = fitToRequirements(written, { rules: null, requirements: r, settings: null, fetchedAt: 0 }, FLAIRS);
    expect(refusals(fitted, r)).toEqual([]);
    expect(fitted.title.toLowerCase()).toContain('rate limits');
  });

  it('flair required: the post gets a flair from the real list; body not allowed: it is posted without one', () => {
    const r = mapPostRequirements(FLAIR_AND_NO_BODY)!;
    const fitted = fitToRequirements(written, { rules: null, requirements: r, settings: null, fetchedAt: 0 }, FLAIRS);
    expect(fitted.flairs).toEqual(['Question']);
    expect(postedBody(fitted)).toBe('');
    expect(refusals(fitted, r)).toEqual([]);
    // Its own flair is kept when the community uses it.
    expect(
      fitToRequirements({ ...written, flairs: ['discussion'] }, { rules: null, requirements: r, settings: null, fetchedAt: 0 }, FLAIRS)
        .flairs,
    ).toEqual(['discussion']);
  });

  it('without requirements the post is untouched', () => {
    expect(fitToRequirements(written, null, FLAIRS)).toBe(written);
  });
});

describe.each(['built-in', 'llm'] as const)('generate-post through the app (%s engine, live rules)', (engine) => {
  let standin: RedditStandin;
  let llm: http.Server | null = null;
  let t: TestApp;
  let u: SignedInUser;

  beforeAll(async () => {
    standin = await startRedditStandin();
    const env: Record<string, string> = {
      REDDIT_CLIENT_ID: standin.clientId,
      REDDIT_CLIENT_SECRET: standin.clientSecret,
      REDDIT_USER_AGENT: UA,
      REDDIT_API_BASE: standin.url,
      REDDIT_AUTH_URL: standin.authUrl,
    };
    if (engine === 'llm') {
      // A model that writes short titles with banned words and no flair, whatever it is told.
      llm = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          const posts = [1, 2, 3].map((n) => ({
            title: `No idea how to page listings ${n}?`,
            body: `Not sure where to start with paging, attempt ${n}.`,
            callToAction: 'Any pointers?',
            hashTags: ['#api'],
            flairs: [],
          }));
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'x',
              object: 'chat.completion',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify({ posts }) } }],
            }),
          );
        });
      });
      await new Promise<void>((r) => llm!.listen(0, '127.0.0.1', r));
      Object.assign(env, {
        LLM_BASE_URL: `http://127.0.0.1:${(llm.address() as AddressInfo).port}/v1`,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'stand-in',
      });
    }
    t = await startTestApp({ env });
    u = await createSignedInUser(t);
    await t.db.query('UPDATE users SET available_credits = 100 WHERE id = $1', [u.user.id]);
  });
  afterAll(async () => {
    await t?.close();
    await standin.stop();
    if (llm) {
      llm.closeAllConnections();
      await new Promise((r) => llm!.close(r));
    }
  });
  beforeEach(async () => {
    standin.reset();
    await t.db.query('DELETE FROM reddit_api_cache');
  });

  const generate = (nonce: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reddit/generate-post',
      headers: bearer(u.accessToken),
      payload: {
        searchQuery: 'paging through new posts with the API',
        subreddit: 'redditdev',
        template: 'Question/Help',
        writingStyle: 'Expert',
        nonce,
      },
    });

  it.each([
    ['go-reddit', GO],
    ['PRAW', PRAW],
    ['flair required, no body', FLAIR_AND_NO_BODY],
  ])('recorded requirements (%s): every post passes them', async (_label, requirements) => {
    routeCommunity(standin, requirements);
    const r = mapPostRequirements(typeof requirements === 'string' ? JSON.parse(fixtureText(requirements)) : requirements)!;
    for (const nonce of [1, 2]) {
      const res = await generate(nonce);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-generator']).toBe(engine);
      const posts = res.json() as GeneratedPost[];
      expect(posts).toHaveLength(3);
      for (const p of posts) {
        expect({ title: p.title, refused: refusals(p, r) }).toEqual({ title: p.title, refused: [] });
        if (r.flairRequired) expect(FLAIRS).toContain(p.flairs[0]);
      }
    }
    expect(standin.apiRequests().map((q) => q.path)).toContain('/api/v1/redditdev/post_requirements');
  });
});
