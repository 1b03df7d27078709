import { ManualClock } from '../../server/src/platform/clock';
import { renderReport } from '../../server/src/modules/reports/content';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

// The archive through the API: a community only the stand-in knows is fetched in the background
// (202 with progress, no credit), then analysed from current data; an unreachable archive falls
// back to the bundled sample and says so; post URLs are looked up by id with their comments.

const NOW = new Date('2026-11-20T12:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

let standin: ArchiveStandin;
let t: TestApp;
let u: SignedInUser;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(u.accessToken), payload });
const credits = async () => (await t.db.query<{ n: number }>('SELECT available_credits AS n FROM users WHERE id = $1', [u.user.id]))[0]!.n;
const settled = () => t.deps.redditData.archive!.fetches.settled();

beforeAll(async () => {
  standin = await startArchiveStandin([
    { name: 'SaaS', posts: 450, subscribers: 412_000, title: 'Software as a Service', newestUtc: NOW_S - 900, spacingSeconds: 3 * 3600 },
    { name: 'emailmarketing', posts: 120, subscribers: 61_000, newestUtc: NOW_S - 3600 },
    // Never analysed as a community here: its posts are found by id only.
    { name: 'coldemail', posts: 20, subscribers: 9_000, newestUtc: NOW_S - 7200, replyChain: 2 },
  ]);
  t = await startTestApp({ env: { REDDIT_ARCHIVE_URL: standin.url }, clock: new ManualClock(NOW) });
  u = await createSignedInUser(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await standin?.stop();
});
beforeEach(() => standin.reset());

test('a community only the archive knows: 202 with progress while it is fetched, then the analysis from archive data', async () => {
  const first = await post('subreddit-about', { subreddit: 'SaaS' });
  expect(first.statusCode).toBe(202);
  expect(first.json().fetching).toMatchObject({ subreddit: 'SaaS', status: expect.stringMatching(/queued|running/) });
  expect(first.json().fetching.message).toMatch(/^Fetching r\/SaaS: /);
  await settled();
  const ready = await post('subreddit-about', { subreddit: 'saas' });
  expect(ready.statusCode).toBe(200);
  const analysis = ready.json().subreddit;
  expect(analysis.name).toBe('SaaS');
  expect(analysis.subscribers).toBe(412_000);
  expect(analysis.dataSource).toMatchObject({ kind: 'archive', postsAnalysed: 450 });
  expect(analysis.dataSource.label).toMatch(/^The Arctic Shift Reddit archive \(/);
  // The fetch time travels as an instant, not as words in one zone: each reader shows it in its own (issue 28).
  expect(analysis.dataSource.label).not.toMatch(/\d{1,2}:\d{2}|UTC/);
  expect(analysis.dataSource.asOf).toBe(NOW.toISOString());
  // The stand-in's archive recorded every post half an hour after it was made: the figures say so.
  expect(analysis.dataSource.label).toMatch(/450 of 450 posts were recorded within 6 hours of posting, so their scores are early ones/);
  expect(analysis.dataSource.to).toBe('2026-11-20');
  // Paged back by time in one fetch; asking again does not fetch again.
  expect(standin.requestsTo('posts/search').length).toBeGreaterThanOrEqual(5);
  standin.reset();
  expect((await post('subreddit-about', { subreddit: 'SaaS' })).statusCode).toBe(200);
  expect(standin.requests).toHaveLength(0);
});

test('a report e-mail in New York time shows every time of day in New York time, the archive fetch time too', async () => {
  if ((await post('subreddit-about', { subreddit: 'SaaS' })).statusCode === 202) await settled();
  const paid = await post('paid-subreddit-about', { subreddit: 'SaaS' });
  expect(paid.statusCode).toBe(200);
  const analysis = paid.json().subreddit;
  expect(analysis.bestTimeToPost.length).toBeGreaterThan(0);
  const report = renderReport({
    interval: 'WEEKLY',
    timeZone: 'America/New_York',
    now: NOW,
    publicUrl: 'https://app.test',
    unsubscribeUrl: 'https://app.test/u',
    communities: [{ analysis, fingerprint: 'f', rising: null, ideas: [] }],
    previous: new Map(),
    missing: [],
  });
  // 12:00 UTC on 20 November is 07:00 in New York (EST).
  expect(report.text).toContain('fetched Nov 20, 2026, 07:00 (America/New_York)');
  expect(report.text).toMatch(/Best time to post: \w+day \d{2}:\d{2} \(America\/New_York\)/);
  for (const body of [report.text, report.html]) {
    expect(body).not.toMatch(/\bUTC\b|GMT/);
    // Every clock time in the report carries the subscriber's zone.
    const times = [...body.matchAll(/\b\d{2}:\d{2}\b[^\n<]*/g)].map((m) => m[0]);
    expect(times.length).toBeGreaterThanOrEqual(2);
    for (const line of times) expect(line).toContain('America/New_York');
  }
});

test('a paid analysis of a community still being fetched spends nothing; the delivered one spends one credit', async () => {
  await t.db.query('UPDATE users SET available_credits = 5 WHERE id = $1', [u.user.id]);
  const waiting = await post('paid-subreddit-about', { subreddit: 'emailmarketing' });
  expect(waiting.statusCode).toBe(202);
  expect(waiting.headers['x-credits-charged']).toBe('0');
  // A second asker meanwhile joins the same fetch.
  const joined = await post('subreddit-about', { subreddit: 'emailmarketing' });
  expect(joined.statusCode).toBe(202);
  expect(await credits()).toBe(5);
  await settled();
  expect(standin.requestsTo('subreddits/search')).toHaveLength(1);
  const delivered = await post('paid-subreddit-about', { subreddit: 'emailmarketing' });
  expect(delivered.statusCode).toBe(200);
  expect(delivered.json().subreddit.dataSource.kind).toBe('archive');
  expect(await credits()).toBe(4);
});

test('the archive unreachable: a community of the bundled sample is analysed from it, saying what failed and what it shows', async () => {
  standin.route('subreddits/search', { status: 503, json: { error: 'down for maintenance' } });
  standin.route('posts/search', { status: 503, json: { error: 'down for maintenance' } });
  const waiting = await post('subreddit-about', { subreddit: 'marketing' });
  expect(waiting.statusCode).toBe(202);
  await settled();
  const res = await post('subreddit-about', { subreddit: 'marketing' });
  expect(res.statusCode).toBe(200);
  const source = res.json().subreddit.dataSource;
  expect(source.kind).toBe('snapshot');
  expect(source.label).toMatch(/archive answered with a server error.*bundled sample from August 2013 instead/);
});

test('the archive unreachable for a community nothing else holds: a 503 naming the failure, never a hang or a 500', async () => {
  standin.route('subreddits/search', { text: 'not json at all' });
  const waiting = await post('subreddit-about', { subreddit: 'indiehackers' });
  expect(waiting.statusCode).toBe(202);
  await settled();
  const res = await post('subreddit-about', { subreddit: 'indiehackers' });
  expect(res.statusCode).toBe(503);
  expect(res.json().message).toMatch(/r\/indiehackers.*sent an answer we could not read/);
});

test('a community the archive does not know is a 404 that says so', async () => {
  await post('subreddit-about', { subreddit: 'nosuchplacehere' });
  await settled();
  const res = await post('subreddit-about', { subreddit: 'nosuchplacehere' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(
    /We couldn't find r\/nosuchplacehere\. Check the name and try again\. \(The Arctic Shift Reddit archive knows no community/,
  );
});

test('a current post by URL: looked up by id with its whole thread; the advanced analysis shows top comments, their timing and reply depth', async () => {
  await t.db.query('UPDATE users SET available_credits = 2 WHERE id = $1', [u.user.id]);
  const target = standin.postsOf('coldemail')[3];
  const res = await post('subreddit-advanced-post', { url: `https://www.reddit.com${String(target.permalink)}` });
  expect(res.statusCode).toBe(200);
  expect(res.json().post.title).toBe(target.title);
  // Top comments are the 3 top-level ones; the 2 nested replies are measured, not listed.
  const comments = res.json().subreddit.postComments as { body: string }[];
  expect(comments.length).toBe(3);
  expect(standin.requestsTo('posts/ids')[0].query.ids).toBe(String(target.id));
  const asked = standin.requestsTo('comments/search')[0].query;
  expect(asked.link_id).toBe(`t3_${String(target.id)}`);
  expect(asked).not.toHaveProperty('parent_id');
  // The stand-in's comments came 2, 8 and 18 minutes after the post; the replies chain 2 deep under the first.
  const discussion = res.json().post.discussion;
  expect(discussion).toMatchObject({ commentsRead: 5, topLevelRead: 3, firstCommentMinutes: 2 });
  expect(discussion.topComments.map((c: { minutesAfterPost: number }) => c.minutesAfterPost).sort((a: number, b: number) => a - b)).toEqual(
    [2, 8, 18],
  );
  expect(discussion.replyDepth).toEqual({ deepest: 3, mean: 1.6, replyShare: 40 }); // depths 1, 1, 1, 2, 3;
  // The free post analysis carries no discussion.
  const free = await post('subreddit-post', { url: `https://www.reddit.com${String(target.permalink)}` });
  expect(free.json().post.discussion).toBeUndefined();
});

test('a post of a fetched community (top-level comments stored) asks the archive for its replies once', async () => {
  await t.db.query('UPDATE users SET available_credits = 5 WHERE id = $1', [u.user.id]);
  standin.addCommunity({ name: 'growthhacking', posts: 15, newestUtc: NOW_S - 3600, replyChain: 1 });
  expect((await post('subreddit-about', { subreddit: 'growthhacking' })).statusCode).toBe(202);
  await settled();
  const target = standin.postsOf('growthhacking')[0];
  const url = `https://www.reddit.com${String(target.permalink)}`;
  standin.reset();
  const res = await post('subreddit-advanced-post', { url });
  expect(res.statusCode).toBe(200);
  expect(res.json().post.discussion.replyDepth).toMatchObject({ deepest: 2 });
  expect(standin.requestsTo('comments/search')).toHaveLength(1);
  standin.reset();
  const again = await post('subreddit-advanced-post', { url });
  expect(again.json().post.discussion.replyDepth).toMatchObject({ deepest: 2 });
  expect(standin.requests).toHaveLength(0);
});

test('a post no source has: the message keeps "Check the link" and says which sources were asked and what they answered', async () => {
  const res = await post('subreddit-post', { url: 'https://www.reddit.com/r/SaaS/comments/zzzzzz9/gone/' });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toMatch(
    /^We couldn't find this post\. Check the link and try again\. We asked the Arctic Shift Reddit archive does not have it; the imported Reddit data does not have it; the bundled 2013 sample does not have it\.$/,
  );
  standin.route('posts/ids', { status: 500, json: { error: 'boom' } });
  const down = await post('subreddit-post', { url: 'https://www.reddit.com/r/SaaS/comments/zzzzzz8/gone/' });
  expect(down.statusCode).toBe(503);
  expect(down.json().message).toMatch(
    /Arctic Shift Reddit archive could not be asked \(the Arctic Shift Reddit archive answered with a server error\)/,
  );
});

describe('discovery through the archive', () => {
  const search = async (q: string) => {
    const res = await post('search-subreddit', { subreddit: q });
    expect(res.statusCode).toBe(200);
    return res.json() as { name: string; subscribers: number }[];
  };

  test("'saas' finds r/SaaS with its current subscriber count, first", async () => {
    const results = await search('saas');
    expect(results[0]).toMatchObject({ name: 'SaaS', subscribers: 412_000 });
  });

  test("'email marketing' finds r/emailmarketing (the words run together), first", async () => {
    const results = await search('email marketing');
    expect(results[0].name).toBe('emailmarketing');
    expect(standin.requestsTo('subreddits/search').map((r) => r.query.subreddit_prefix)).toEqual(
      expect.arrayContaining(['emailmarketing', 'email', 'marketing']),
    );
  });

  test("'fitness' puts r/Fitness first and asks about its expansions' names too (workout, gym)", async () => {
    standin.addCommunity({ name: 'Fitness', posts: 30, subscribers: 12_000_000, newestUtc: NOW_S - 600 });
    const results = await search('fitness');
    expect(results[0].name).toBe('Fitness');
    // Current subscriber count from the archive's about data.
    expect(results[0].subscribers).toBe(12_000_000);
    expect(standin.requestsTo('subreddits/search').map((r) => r.query.subreddit_prefix)).toEqual(
      expect.arrayContaining(['fitness', 'workout', 'gym']),
    );
  });

  test('NSFW communities stay out, and an unreachable archive leaves the catalogue results standing', async () => {
    standin.addCommunity({ name: 'saasnsfw', posts: 1, over18: true, subscribers: 50_000, newestUtc: NOW_S });
    expect((await search('saas')).map((r) => r.name)).not.toContain('saasnsfw');
    standin.route('subreddits/search', { status: 503, json: { error: 'down' } });
    const offline = await search('marketing');
    expect(offline.length).toBeGreaterThan(0);
  });
});

describe('on demand from every entry (decision 032)', () => {
  const status = async (name: string) => (await t.deps.redditData.archive!.fetches.status(name))?.status ?? null;

  test('generating for a community local data lacks answers at once with what exists and starts its fetch', async () => {
    standin.addCommunity({ name: 'b2bsales', posts: 60, newestUtc: NOW_S - 1800 });
    await t.db.query('UPDATE users SET available_credits = 5 WHERE id = $1', [u.user.id]);
    const res = await post('generate-post', {
      searchQuery: 'cold outreach',
      subreddit: 'b2bsales',
      template: 'Success story',
      writingStyle: 'Friendly',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(await status('b2bsales')).toMatch(/queued|running|done/);
    await settled();
    expect(await status('b2bsales')).toBe('done');
    expect(standin.requestsTo('posts/search').some((r) => r.query.subreddit === 'b2bsales')).toBe(true);
    // The next analysis finds current data at once.
    expect((await post('subreddit-about', { subreddit: 'b2bsales' })).json().subreddit.dataSource.kind).toBe('archive');
  });

  test('a report subscription may follow a community only the archive knows; its fetch starts; one it does not know is still a 400', async () => {
    standin.addCommunity({ name: 'ProductMarketing', posts: 40, subscribers: 20_000, newestUtc: NOW_S - 1800 });
    await t.db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE id = $1`, [u.user.id]);
    const subscribe = (subReddits: string[]) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscriber/create',
        headers: bearer(u.accessToken),
        payload: { email: u.email, subReddits, interval: 'WEEKLY' },
      });
    const unknown = await subscribe(['marketing', 'zz_nowhere_zz']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('r/zz_nowhere_zz');
    const res = await subscribe(['marketing', 'productmarketing']);
    expect(res.statusCode).toBe(201);
    expect(res.json().newSubscriber.subReddits).toEqual(['marketing', 'ProductMarketing']);
    await settled();
    expect(await status('ProductMarketing')).toBe('done');
  });

  test('settled() waits for a background ask still queueing its fetch, and for the fetch it starts', async () => {
    standin.addCommunity({ name: 'AskedInBackground', posts: 12, subscribers: 3_000, newestUtc: NOW_S - 600 });
    t.deps.redditData.fetchInBackground('AskedInBackground');
    await settled();
    expect(await status('AskedInBackground')).toBe('done');
  });

  test('the hourly refresh covers the communities of active reports, of audiences and of recently saved ideas', async () => {
    const { scheduledCommunities } = await import('../../server/src/modules/research/archive-jobs');
    const audience = '00000000-0000-4000-8000-000000000a01';
    await t.db.query(`INSERT INTO audiences (id, user_id, name, name_key) VALUES ($1, $2, 'Sales', 'sales')`, [audience, u.user.id]);
    await t.db.query(`INSERT INTO audience_communities (audience_id, name, name_key, position) VALUES ($1, 'coldemail', 'coldemail', 0)`, [
      audience,
    ]);
    const folder = '00000000-0000-4000-8000-000000000f01';
    await t.db.query(`INSERT INTO folders (id, user_id, name, name_key) VALUES ($1, $2, 'Ideas', 'ideas')`, [folder, u.user.id]);
    const save = (id: string, subreddit: string, daysAgo: number) =>
      t.db.query(
        `INSERT INTO saved_items (id, user_id, folder_id, type, content, subreddit, created_at)
         VALUES ($1, $2, $3, 'post', '{}'::jsonb, $4, now() - make_interval(days => $5))`,
        [id, u.user.id, folder, subreddit, daysAgo],
      );
    await save('00000000-0000-4000-8000-0000000005a1', 'ColdCalling', 2);
    await save('00000000-0000-4000-8000-0000000005a2', 'LongForgotten', 90);
    const names = (await scheduledCommunities(t.db)).map((n) => n.toLowerCase());
    expect(names).toEqual(expect.arrayContaining(['coldemail', 'productmarketing', 'marketing', 'coldcalling']));
    expect(names).not.toContain('longforgotten');
  });
});

test('every "Popular subreddits" chip of Trends & Reports can be subscribed to: the ones the catalogue lacks come from the archive', async () => {
  const { REPORT_POPULAR_SUBREDDITS } = await import('@subreddit-signal/contract');
  const lacking = REPORT_POPULAR_SUBREDDITS.filter((n) => !((t.deps.redditData.catalogue.get(n)?.postCount ?? 0) > 0));
  expect(lacking.length).toBeGreaterThan(0); // the issue: 4 of the 10 had no local data
  for (const name of lacking) standin.addCommunity({ name, posts: 20, subscribers: 50_000, newestUtc: NOW_S - 900 });
  const fresh = await createSignedInUser(t);
  await t.db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE id = $1`, [fresh.user.id]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriber/create',
    headers: bearer(fresh.accessToken),
    payload: { email: fresh.email, subReddits: [...REPORT_POPULAR_SUBREDDITS], interval: 'WEEKLY' },
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().newSubscriber.subReddits).toHaveLength(10);
  await settled();
  for (const name of lacking) expect((await t.deps.redditData.archive!.fetches.status(name))?.status).toBe('done');
});
