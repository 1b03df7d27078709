// U+0000 in any text a client sends is refused at the edge with one clear 400: PostgreSQL cannot
// store it in text or jsonb, so before this it surfaced as a 500 from deep inside a service.
import { NUL_MESSAGE } from '../../server/src/platform/validate';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, multipart, type SignedInUser } from '../support/users';

const NUL = 'a\u0000b';
const COMMENT = { title: 'Tip', response: 'Try a welcome email.' };
const POST = { title: 'A title', body: 'A body', callToAction: 'Thoughts?', hashTags: ['#Email'], flairs: [] };

/** Every route the app serves, as [method, url] pairs, read from Fastify's own route table. */
function routesOf(t: TestApp): Array<[string, string]> {
  const table = t.app.printRoutes({ commonPrefix: false });
  const out: Array<[string, string]> = [];
  for (const line of table.split('\n')) {
    const m = /(\/\S*) \(([A-Z, ]+)\)/.exec(line);
    if (!m) continue;
    for (const method of m[2]!.split(',').map((s) => s.trim())) out.push([method, m[1]!]);
  }
  return out;
}

describe('NUL characters are refused at the edge with a 400', () => {
  let t: TestApp;
  let u: SignedInUser;
  beforeAll(async () => {
    t = await startTestApp();
    u = await createSignedInUser(t);
    await t.db.query('UPDATE users SET available_credits = 100 WHERE id = $1', [u.user.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  const expectNulRefused = (res: { statusCode: number; json(): unknown }) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: { message: NUL_MESSAGE, error: 'Bad Request', statusCode: 400 },
    });
  };

  it.each([
    ['register (name)', '/api/auth/register', { name: NUL, email: 'nul@example.com', password: 'Password-123' }],
    ['register (email)', '/api/auth/register', { name: 'Nul', email: 'nul\u0000@example.com', password: 'Password-123' }],
    ['register (password)', '/api/auth/register', { name: 'Nul', email: 'nul2@example.com', password: 'Pass\u0000word-123' }],
    ['search-subreddit', '/api/reddit/search-subreddit', { subreddit: NUL }],
    [
      'generate-version-comment',
      '/api/reddit/generate-version-comment',
      { commentDetail: { ...COMMENT, response: NUL }, type: 'Friendly' },
    ],
    ['generate-comments', '/api/reddit/generate-comments', { postDetails: { ...POST, body: NUL }, type: 'Friendly' }],
    ['generate-comments (a key)', '/api/reddit/generate-comments', { postDetails: { ...POST, ['x\u0000']: 1 }, type: 'Friendly' }],
  ])('%s', async (_name, url, payload) => {
    const before = (await t.db.query<{ n: number }>('SELECT available_credits AS n FROM users WHERE id = $1', [u.user.id]))[0]!.n;
    expectNulRefused(await t.app.inject({ method: 'POST', url, headers: bearer(u.accessToken), payload }));
    const after = (await t.db.query<{ n: number }>('SELECT available_credits AS n FROM users WHERE id = $1', [u.user.id]))[0]!.n;
    expect(after).toBe(before);
  });

  it('profile update, as JSON and as multipart', async () => {
    expectNulRefused(
      await t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(u.accessToken), payload: { name: NUL } }),
    );
    const form = await multipart({ name: NUL });
    expectNulRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...bearer(u.accessToken), ...form.headers },
        payload: form.payload,
      }),
    );
    expect((await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [u.user.id]))[0]!.name).toBe(u.user.name);
  });

  it('a query string', async () => {
    expectNulRefused(await t.app.inject({ method: 'GET', url: '/api/users/profile?x=a%00b', headers: bearer(u.accessToken) }));
  });

  it('deep in a body, without recursion limits (a 100 000-level array is answered, not a stack overflow)', async () => {
    const deep = `{"subreddit":${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reddit/search-subreddit',
      headers: { ...bearer(u.accessToken), 'content-type': 'application/json' },
      payload: deep,
    });
    expectNulRefused(res);
  });

  it('sweep: every route that takes a JSON body refuses a NUL in it', async () => {
    const routes = routesOf(t).filter(([method]) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
    expect(routes.length).toBeGreaterThan(30);
    const answers: Record<string, string> = {};
    for (const [method, path] of routes) {
      const url = path.replace(/:(\w+)/g, 'lcs_x');
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: bearer(u.accessToken),
        payload: { text: NUL, nested: [{ v: NUL }] },
      });
      answers[`${method} ${path}`] =
        res.statusCode === 400 && res.json().message === NUL_MESSAGE ? 'refused' : `${res.statusCode} ${res.body.slice(0, 80)}`;
    }
    // The Stripe webhook reads raw bytes and trusts only a valid signature (a NUL-bearing body has none).
    expect(answers['POST /api/plan/webhook']).toMatch(/^400 .*Invalid webhook signature/);
    delete answers['POST /api/plan/webhook'];
    expect(Object.entries(answers).filter(([, a]) => a !== 'refused')).toEqual([]);
  });

  it('saved ideas keep their own (same) answer, and a clean body still works', async () => {
    expectNulRefused(
      await t.app.inject({ method: 'POST', url: '/api/folder/create-folder', headers: bearer(u.accessToken), payload: { name: NUL } }),
    );
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/reddit/search-subreddit',
      headers: bearer(u.accessToken),
      payload: { subreddit: 'marketing' },
    });
    expect(ok.statusCode).toBe(200);
  });
});
