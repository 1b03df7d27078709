// 'Generate more posts' never brings back a body the user already has, not even under a new title
// (issue 25): the clean-clone CI's generator e2e once got a second batch for r/marketing, 'email
// newsletter growth', Success story, whose three bodies were the first batch's word for word.
import type { GeneratedPost } from '@subreddit-signal/contract';
import type { Generator } from '../../server/src/modules/generation/port';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

const REQUEST = { searchQuery: 'email newsletter growth', subreddit: 'marketing', template: 'Success story', writingStyle: 'Friendly' };
/**
 * The nonces the app draws for three calls, pinned: before bodies were remembered, the built-in
 * writer gave 1007 (avoiding 14's titles) the three bodies of 14 under new titles.
 */
const ROUNDS = [14, 1007, 2024];

describe("'Generate more posts' and the bodies the user was given", () => {
  let t: TestApp;
  let u: SignedInUser;
  /** The nonce the next call's first round of writing takes; a replacement round (nonce + 1) follows it. */
  let pinned = 0;
  let drawn: number | undefined;
  const pin = (g: Generator): Generator => ({
    ...g,
    posts: (input) => {
      drawn ??= input.nonce;
      return g.posts({ ...input, nonce: pinned + (input.nonce - drawn) });
    },
  });
  const more = async (nonce: number): Promise<GeneratedPost[]> => {
    pinned = nonce;
    drawn = undefined;
    const res = await t.app.inject({ method: 'POST', url: '/api/reddit/generate-post', headers: bearer(u.accessToken), payload: REQUEST });
    expect(res.statusCode).toBe(200);
    return res.json() as GeneratedPost[];
  };

  beforeAll(async () => {
    t = await startTestApp({ wrapGenerator: pin });
    u = await createSignedInUser(t);
    await t.db.query('UPDATE users SET available_credits = 100 WHERE id = $1', [u.user.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('brings new bodies in every round, three posts each, and remembers them beside the titles', async () => {
    const given: GeneratedPost[] = [];
    for (const nonce of ROUNDS) {
      const batch = await more(nonce);
      expect(batch).toHaveLength(3);
      const bodies = new Set(given.map((p) => p.body));
      expect(batch.filter((p) => bodies.has(p.body)).map((p) => p.title)).toEqual([]);
      given.push(...batch);
    }
    expect(new Set(given.map((p) => p.body)).size).toBe(given.length);
    expect(new Set(given.map((p) => p.title)).size).toBe(given.length);

    // Small rows: a short fingerprint per body (not the body), in the table and with the time to live of the titles.
    const rows = await t.db.query<{ key: string; items: string[] }>(
      "SELECT key, items FROM generation_recent_outputs WHERE key LIKE 'post-bodies:%' AND key LIKE $1",
      [`%${u.user.id}%`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.items).toHaveLength(given.length);
    for (const f of rows[0]!.items) expect(f).toMatch(/^[\w-]{12}$/);
  });
});
