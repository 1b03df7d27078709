// The LLM generator through its real client code (global fetch) against a stand-in
// OpenAI-compatible chat server on a free local port: good, fenced, malformed, wrong-shaped, slow,
// failing and refusing answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commentIdeaSchema, generatedPostSchema } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../../server/src/modules/generation/community';
import { LLM_MSG, llmGenerator } from '../../server/src/modules/generation/llm';
import { HttpError } from '../../server/src/platform/errors';
import { ConfigError, loadConfig } from '../../server/src/config';
import { createGenerator } from '../../server/src/modules/generation';

interface Seen {
  url: string;
  auth: string | undefined;
  body: {
    model: string;
    max_tokens: number;
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: { required: string[] } } };
    messages: { role: string; content: string }[];
    seed?: number;
  };
}
type Reply = { status?: number; json?: unknown; raw?: string; delayMs?: number };

let server: http.Server;
let base: string;
let seen: Seen[] = [];
let replies: ((req: Seen) => Reply)[] = [];
const timers = new Set<NodeJS.Timeout>();

const chat = (content: string | null, extra: Record<string, unknown> = {}, finish = 'stop'): Reply => ({
  json: {
    id: 'x',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: finish, message: { role: 'assistant', content, ...extra } }],
  },
});
const postsJson = (posts: object[]) => chat(JSON.stringify({ posts }));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const s: Seen = { url: req.url ?? '', auth: req.headers.authorization, body: JSON.parse(data) };
      seen.push(s);
      const reply: Reply = (replies.shift() ?? ((): Reply => ({ status: 500, raw: 'no reply queued' })))(s);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.raw ?? JSON.stringify(reply.json));
      }, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  timers.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  seen = [];
  replies = [];
});

const community: CommunityProfile = {
  name: 'handmade',
  description: 'Newsletters and e-mail for small creators',
  subscribers: 12000,
  keywords: ['newsletter', 'welcome emails', 'referral programme'],
  hashTags: ['#Newsletter', '#WelcomeEmails', '#ReferralProgramme'],
  flairs: ['Question', 'Showcase'],
  avgTitleLength: 48,
  avgBodyLength: 420,
  titlePatterns: [{ pattern: 'question', posts: 12, share: 0.2, lift: 1.4 }],
  topTitles: ['How I grew my newsletter to 2,000 readers'],
  textShare: 90,
  usesHashtags: true,
  // 'referral programme' comes up in the podcast posts; 'newsletter' and 'welcome emails' elsewhere. The last posts are
  // on other things, so the podcast ones are a few of many as in a real community: in a community of ten posts, three
  // on the topic, no keyword comes up clearly more often with it than at large (decision 058); in a community of
  // sixteen, two of three posts could be on it by chance (decision 080): the shop's everyday posts fill it out.
  docs: [
    ' newsletter growth ',
    ' newsletter design ',
    ' welcome emails ',
    ' welcome emails newsletter ',
    ' podcast referral programme ',
    ' podcast referral programme guests ',
    ' referral programme ',
    ' newsletter ',
    ' open rates ',
    ' podcast intro ',
    ' shop opening hours ',
    ' shipping labels ',
    ' craft fair stall ',
    ' pricing handmade soap ',
    ' photos for listings ',
    ' packaging ideas ',
    ...Array.from({ length: 60 }, (_x, i) => ` shop update ${i} `),
  ],
  keywordPosts: [
    [0, 1, 3, 7],
    [2, 3],
    [4, 5, 6],
  ],
};

const generator = (over: { timeoutMs?: number; retries?: number } = {}) =>
  llmGenerator({
    baseUrl: base,
    apiKey: 'test-key',
    model: 'stand-in-model',
    timeoutMs: over.timeoutMs ?? 5000,
    maxTokens: 900,
    retries: over.retries,
    backoffMs: 5,
  });

const postsInput = {
  community,
  searchQuery: 'podcast guests',
  template: 'Question/Help' as const,
  writingStyle: 'Expert' as const,
  count: 3,
  nonce: 4,
};
const goodPost = (title: string) => ({
  title,
  body: `Body of ${title}`,
  callToAction: 'Tell me below.',
  hashTags: ['#Newsletter', 'ReferralProgramme', '#MadeUp'],
  flairs: ['question', 'Not A Flair'],
});

async function failure(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return err as HttpError;
  }
  throw new Error('expected the call to fail');
}

describe('LLM generator against a stand-in chat server', () => {
  it('carries each part into the prompt: real top posts, rules and requirements, norms, the topic, nothing invented; asks for a JSON schema', async () => {
    replies.push(() => postsJson([goodPost('First idea'), goodPost('Second idea'), goodPost('Third idea')]));
    const rules = {
      rules: [
        { shortName: 'No self-promotion', description: 'Posts that advertise your own product are removed.', kind: 'all', priority: 0 },
      ],
      requirements: {
        titleRegexes: [],
        titleRequiredStrings: [],
        titleBlacklistedStrings: ['giveaway'],
        titleMinLength: 20,
        titleMaxLength: null,
        bodyRegexes: [],
        bodyRequiredStrings: [],
        bodyBlacklistedStrings: [],
        bodyMinLength: null,
        bodyMaxLength: 2000,
        bodyPolicy: 'required' as const,
        linkPolicy: 'none' as const,
        domainWhitelist: [],
        domainBlacklist: [],
        repostAgeDays: null,
        flairRequired: true,
        guidelines: null,
        galleryMinItems: null,
        galleryMaxItems: null,
        galleryCaptions: null,
        galleryUrls: null,
      },
      settings: null,
      fetchedAt: 1_700_000_000,
    };
    const withPosts = {
      ...community,
      usesHashtags: false,
      topPosts: [{ title: 'Our first podcast guest said no. Then yes', body: 'We asked twelve people before the first one agreed.' }],
    };
    await generator().posts({ ...postsInput, community: withPosts, searchQuery: 'booking podcast guests', rules });
    const req = seen[0]!;
    const prompt = req.body.messages.map((m) => m.content).join('\n');
    // The community's real posts, title and body, as examples.
    expect(prompt).toContain('"Our first podcast guest said no. Then yes": "We asked twelve people before the first one agreed."');
    // Its rules and requirements.
    expect(prompt).toContain('1. No self-promotion: Posts that advertise your own product are removed.');
    expect(prompt).toMatch(
      /post requirements[^\n]*title at least 20 characters[^\n]*title must not contain: giveaway[^\n]*body text required[^\n]*body at most 2000 characters[^\n]*a flair is required/,
    );
    // Its norms: no hashtags here, so none offered.
    expect(prompt).toContain('its members do not put hashtags in posts');
    expect(prompt).toContain('"hashTags" must be []');
    // The topic, read once.
    expect(prompt).toContain('"booking podcast guests"');
    expect(prompt).toMatch(/Name the user's topic once per text/);
    // Nothing invented: facts only the user knows are asked for in brackets.
    expect(prompt).toMatch(/Never invent anything[^]*\[your result here\]/);
    expect(req.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'posts', strict: true } });
    expect(req.body.response_format!.json_schema!.schema.required).toEqual(['posts']);
  });

  it("names the topic once in a model's post too: later mentions become a short reference", async () => {
    const { onceOnly } = await import('../../server/src/modules/generation/once');
    const { parseQuery } = await import('../../server/src/modules/generation/query');
    const topic = parseQuery('launching a budgeting app');
    const [body, cta] = onceOnly(
      ['Launching a budgeting app is hard. My budgeting app needs testers.', 'Would you try the budgeting app?'],
      topic,
    );
    expect(body).toBe('Launching a budgeting app is hard. It needs testers.');
    expect(cta).toBe('Would you try it?');
  });

  it('sends one grounded JSON request and keeps a good answer, held to the community’s flairs and hashtags', async () => {
    replies.push(() => postsJson([goodPost('First idea'), goodPost('Second idea'), goodPost('Third idea')]));
    const posts = await generator().posts(postsInput);
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.url).toBe('/v1/chat/completions');
    expect(req.auth).toBe('Bearer test-key');
    expect(req.body).toMatchObject({
      model: 'stand-in-model',
      max_tokens: 900,
      response_format: { type: 'json_schema', json_schema: { name: 'posts' } },
      seed: 4,
    });
    const prompt = req.body.messages.map((m) => m.content).join('\n');
    for (const grounding of [
      'r/handmade',
      'podcast guests',
      'Question/Help',
      'Expert',
      '"Question", "Showcase"',
      '#PodcastGuests #ReferralProgramme',
      'How I grew my newsletter',
      'question 1.40×',
    ]) {
      expect(prompt).toContain(grounding);
    }
    // The keyword mentioned with the topic comes first.
    expect(prompt).toMatch(/most related to the topic first: referral programme/);
    expect(posts.map((p) => p.title)).toEqual(['First idea', 'Second idea', 'Third idea']);
    for (const p of posts) {
      expect(() => generatedPostSchema.validateSync(p, { strict: true })).not.toThrow();
      expect(p.flairs).toEqual(['Question']);
      // '#Newsletter' is the community's, but its posts never use it with podcast guests: dropped like '#MadeUp'.
      expect(p.hashTags).toEqual(['#ReferralProgramme']);
    }
  });

  it('accepts JSON wrapped in a code fence', async () => {
    replies.push(() => chat('Here you go:\n```json\n' + JSON.stringify({ posts: [goodPost('Fenced')] }) + '\n```'));
    const posts = await generator().posts(postsInput);
    expect(posts.map((p) => p.title)).toEqual(['Fenced']);
  });

  it('asks again after a malformed answer, saying what was wrong, and keeps the good one', async () => {
    replies.push(
      () => chat('Sure! Here are three great posts: 1. …'),
      () => postsJson([goodPost('Second try')]),
    );
    const posts = await generator().posts(postsInput);
    expect(posts.map((p) => p.title)).toEqual(['Second try']);
    expect(seen).toHaveLength(2);
    const retry = seen[1]!.body.messages;
    expect(retry.at(-2)).toMatchObject({ role: 'assistant', content: 'Sure! Here are three great posts: 1. …' });
    expect(retry.at(-1)!.content).toMatch(/could not be used \(the answer was not valid JSON\)/);
  });

  it('treats a wrong shape as malformed too (missing fields, wrong types, blank or repeated posts)', async () => {
    replies.push(
      () => chat(JSON.stringify({ ideas: [] })),
      () => postsJson([{ title: 'Only a title', body: '   ' }, { title: 42 }]),
      () => postsJson([goodPost('Same'), goodPost('same')]),
    );
    const posts = await generator().posts(postsInput);
    expect(posts.map((p) => p.title)).toEqual(['Same']);
    expect(seen).toHaveLength(3);
  });

  it('gives up after a bounded number of malformed answers with a clear 502, never passing one on', async () => {
    for (let i = 0; i < 5; i++) replies.push(() => chat('not json at all'));
    const err = await failure(generator().posts(postsInput));
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe(LLM_MSG.unusable);
    expect(seen).toHaveLength(3); // one try and two retries
  });

  it('asks again when the answer was cut off at the token cap', async () => {
    replies.push(
      () => chat('{"posts": [{"title": "Cut', {}, 'length'),
      () => postsJson([goodPost('Complete')]),
    );
    expect((await generator().posts(postsInput)).map((p) => p.title)).toEqual(['Complete']);
  });

  it('stops a slow answer at the deadline with a clear 504', async () => {
    // The stand-in would answer after 20 s; the adapter must give up long before (not a speed test).
    replies.push(() => ({ ...postsJson([goodPost('Too late')]), delayMs: 20_000 }));
    const started = Date.now();
    const err = await failure(generator({ timeoutMs: 300 }).posts(postsInput));
    expect(err.statusCode).toBe(504);
    expect(err.message).toBe(LLM_MSG.timeout);
    expect(err.toBody().error).toBe('Gateway Timeout');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('retries a failing service and reports 502 when it keeps failing', async () => {
    replies.push(
      () => ({ status: 500, raw: 'upstream error' }),
      () => ({ status: 503, raw: 'overloaded' }),
      () => postsJson([goodPost('After the outage')]),
    );
    expect((await generator().posts(postsInput)).map((p) => p.title)).toEqual(['After the outage']);
    expect(seen).toHaveLength(3);

    seen = [];
    for (let i = 0; i < 5; i++) replies.push(() => ({ status: 500, raw: 'still down' }));
    const err = await failure(generator().posts(postsInput));
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe(LLM_MSG.unavailable);
    expect(seen).toHaveLength(3);
  });

  it('does not retry a rejected key or model (a configuration problem)', async () => {
    replies.push(() => ({ status: 401, json: { error: { message: 'Incorrect API key' } } }));
    const err = await failure(generator().posts(postsInput));
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe(LLM_MSG.rejected);
    expect(seen).toHaveLength(1);
  });

  it('reports a refusal once with a clear 422: content filter, refusal field, or an empty answer', async () => {
    const refusals = [() => chat(null, {}, 'content_filter'), () => chat(null, { refusal: 'I cannot help with that.' }), () => chat('   ')];
    for (const refuse of refusals) {
      seen = [];
      replies.push(refuse, () => postsJson([goodPost('Should not be asked')]));
      const err = await failure(generator().posts(postsInput));
      expect(err.statusCode).toBe(422);
      expect(err.message).toBe(LLM_MSG.refused);
      expect(seen).toHaveLength(1);
      replies = [];
    }
  });

  it('leaves response_format out when the server does not support it', async () => {
    replies.push(
      () => ({ status: 400, json: { error: { message: 'Unrecognized request argument supplied: response_format' } } }),
      () => postsJson([goodPost('Plain mode')]),
    );
    const g = generator();
    expect((await g.posts(postsInput)).map((p) => p.title)).toEqual(['Plain mode']);
    expect(seen[0]!.body.response_format).toBeDefined();
    expect(seen[1]!.body.response_format).toBeUndefined();
  });

  it('writes comments, a comment version and post ideas through the same client', async () => {
    const g = generator();
    replies.push(() =>
      chat(
        JSON.stringify({
          comments: [
            { title: 'Tip', response: 'Ask guests to share the episode.' },
            { title: 'Question', response: 'How did you find guests?' },
          ],
        }),
      ),
    );
    const comments = await g.comments({
      post: { title: 'Booking podcast guests', body: 'We book two guests a week.' },
      community,
      tone: 'Casual',
      count: 3,
      nonce: 1,
    });
    expect(comments).toHaveLength(2);
    for (const c of comments) expect(() => commentIdeaSchema.validateSync(c, { strict: true })).not.toThrow();
    expect(seen[0]!.body.messages.at(-1)!.content).toMatch(/Booking podcast guests[\s\S]*Tone "Casual"/);
    expect(seen[0]!.body.messages.at(-1)!.content).not.toMatch(/already has/);

    // Asking again: the titles the user already has go into the prompt.
    replies.push(() => chat(JSON.stringify({ comments: [{ title: 'Another angle', response: 'Swap guest lists with another show.' }] })));
    await g.comments({
      post: { title: 'Booking podcast guests', body: 'We book two guests a week.' },
      community,
      tone: 'Casual',
      count: 3,
      nonce: 1,
      avoid: ['Tip', 'Question'],
    });
    expect(seen[1]!.body.messages.at(-1)!.content).toContain(
      'The user already has comments with these titles; write new ones with other titles and angles: "Tip", "Question".',
    );
    seen = [];

    replies.push(
      () => chat(JSON.stringify({ comment: { title: 'Tip', response: 'Ask guests to share the episode.' } })), // not rewritten: asked again
      () => chat(JSON.stringify({ comment: { title: 'Tip', response: 'Get each guest to post the episode to their own followers.' } })),
    );
    const v = await g.commentVersion({ comment: { title: 'Tip', response: 'Ask guests to share the episode.' }, tone: 'Expert', nonce: 2 });
    expect(v.response).toBe('Get each guest to post the episode to their own followers.');

    replies.push(() => postsJson([goodPost('Idea one'), goodPost('Idea two')]));
    const groups = await g.ideas({ communities: [community], perCommunity: 2, nonce: 3 });
    expect(groups).toEqual([
      { subreddit: 'handmade', posts: [expect.objectContaining({ title: 'Idea one' }), expect.objectContaining({ title: 'Idea two' })] },
    ]);
  });
});

describe('LLM configuration', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems.join('\n');
    }
    throw new Error('expected a configuration error');
  };

  it('uses the built-in engine when nothing is set, with sane defaults for the rest', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ llmEnabled: false, LLM_TIMEOUT_MS: 60000, LLM_MAX_TOKENS: 2000 });
    expect(createGenerator(config).kind).toBe('built-in');
  });

  it('uses the LLM when the URL, key and model are all set', () => {
    const config = loadConfig({
      LLM_BASE_URL: 'http://localhost:11434/v1',
      LLM_API_KEY: 'ollama',
      LLM_MODEL: 'llama3.1',
      LLM_TIMEOUT_MS: '20000',
      LLM_MAX_TOKENS: '1200',
    });
    expect(config).toMatchObject({ llmEnabled: true, LLM_TIMEOUT_MS: 20000, LLM_MAX_TOKENS: 1200 });
    expect(createGenerator(config).kind).toBe('llm');
  });

  it('refuses a partial setup, a non-http URL and silly limits, naming each key and hiding the key', () => {
    expect(problems({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_API_KEY: 'sk-secret-value' })).toMatch(
      /^LLM_MODEL: .*must be set together/m,
    );
    expect(problems({ LLM_MODEL: 'gpt-4o-mini' })).toMatch(
      /^LLM_BASE_URL, LLM_API_KEY: .*must be set together \(LLM_BASE_URL and LLM_API_KEY missing\)/m,
    );
    expect(problems({ LLM_BASE_URL: 'ftp://example.com', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toMatch(
      /^LLM_BASE_URL: .*URL \(http, https\)/m,
    );
    const limits = problems({ LLM_TIMEOUT_MS: '5', LLM_MAX_TOKENS: 'lots' });
    expect(limits).toMatch(/^LLM_TIMEOUT_MS: /m);
    expect(limits).toMatch(/^LLM_MAX_TOKENS: /m);
    expect(problems({ LLM_API_KEY: 'sk-secret-value', LLM_MAX_TOKENS: '1' })).not.toContain('sk-secret-value');
  });
});
