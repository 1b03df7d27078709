// The per-user memory of recently given titles behind 'Generate more posts' and 'Generate more
// comments': in the database (decision 016), so every API instance shares it.
import { createUserAccount } from '../../server/src/modules/users/accounts';
import { RecentOutputs, pruneRecentOutputs } from '../../server/src/modules/generation/recent';
import { ManualClock } from '../../server/src/platform/clock';
import { hashPassword } from '../../server/src/platform/passwords';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { startTwoInstances } from '../support/two-instances';

describe('RecentOutputs', () => {
  let t: TestDatabase;
  let n = 0;
  /** Each test its own keys: the table is shared by the suite. */
  const key = (name: string) => `${expect.getState().currentTestName}:${name}:${++n}`;
  const rows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM generation_recent_outputs'))[0]!.n;

  beforeAll(async () => {
    t = await openTestDatabase({ migrate: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the newest titles per request, oldest first, up to its limit', async () => {
    const recent = new RecentOutputs(t.db, { perKey: 4 });
    const [a, b] = [key('a'), key('b')];
    expect(await recent.get(a)).toEqual([]);
    await recent.add(a, ['1', '2', '3']);
    await recent.add(a, ['4', '5']);
    await recent.add(b, ['x']);
    expect(await recent.get(a)).toEqual(['2', '3', '4', '5']);
    expect(await recent.get(b)).toEqual(['x']);
    await recent.add(b, ['p', 'q', 'r', 's', 't', 'u']);
    expect(await recent.get(b)).toEqual(['r', 's', 't', 'u']);

    // One statement per add: simultaneous calls (from any instance) lose nothing.
    const wide = new RecentOutputs(t.db, { perKey: 100 });
    const c = key('c');
    await Promise.all(Array.from({ length: 20 }, (_, i) => wide.add(c, [`t${i}`])));
    expect((await wide.get(c)).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `t${i}`).sort());
  });

  it('gives back exactly the texts it was given, in order (they travel as JSON to a named statement)', async () => {
    const recent = new RecentOutputs(t.db, { perKey: 30 });
    const a = key('a');
    const odd = ['say "hi"', 'back\\slash', 'a, b', '{x}', 'NULL', '', 'curly ’quotes’ and 🚀', 'tab\tand\nnewline', "it's"];
    await recent.add(a, odd);
    await recent.add(a, ['z', 'y', 'x']);
    expect(await recent.get(a)).toEqual([...odd, 'z', 'y', 'x']);
    // Through a transaction's Queryable too (no named statement there).
    const b = key('b');
    await t.db.transaction((tx) => new RecentOutputs(tx).add(b, odd));
    expect(await t.db.transaction((tx) => new RecentOutputs(tx).get(b))).toEqual(odd);
  });

  it('forgets a request after its time to live, and pruning deletes it', async () => {
    let now = 1_000_000;
    const recent = new RecentOutputs(t.db, { ttlMs: 500, now: () => now });
    const a = key('a');
    await recent.add(a, ['1']);
    now += 500;
    expect(await recent.get(a)).toEqual(['1']);
    now += 1;
    expect(await recent.get(a)).toEqual([]);
    // Added to after expiry: starts again instead of bringing the old titles back.
    const before = await rows();
    await recent.add(a, ['2']);
    expect(await recent.get(a)).toEqual(['2']);
    now += 501;
    expect(await recent.prune()).toBeGreaterThanOrEqual(1);
    expect(await rows()).toBe(before - 1);
  });

  it('pruning forgets the least recently added requests first when over its size', async () => {
    await t.db.query('DELETE FROM generation_recent_outputs');
    let now = 2_000_000;
    const recent = new RecentOutputs(t.db, { maxKeys: 2, now: () => now });
    const [a, b, c] = [key('a'), key('b'), key('c')];
    await recent.add(a, ['1']);
    now += 1;
    await recent.add(b, ['2']);
    now += 1;
    await recent.add(a, ['3']); // a is now the newest
    now += 1;
    await recent.add(c, ['4']);
    expect(await recent.prune()).toBe(1);
    expect(await rows()).toBe(2);
    expect(await recent.get(b)).toEqual([]);
    expect(await recent.get(a)).toEqual(['1', '3']);
    expect(await recent.get(c)).toEqual(['4']);
  });

  it('the housekeeping task prunes by the clock it is given', async () => {
    const clock = new ManualClock(new Date('2026-03-05T10:00:00Z'));
    const recent = new RecentOutputs(t.db, { now: () => clock.now().getTime() });
    const a = key('a');
    await recent.add(a, ['old']);
    clock.advance(6 * 3600_000 + 1);
    expect(await pruneRecentOutputs(t.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await t.db.query('SELECT 1 FROM generation_recent_outputs WHERE key = $1', [a])).toEqual([]);
  });
});

describe('two API instances share what the user was given', () => {
  let both: Awaited<ReturnType<typeof startTwoInstances>>;
  beforeAll(async () => {
    both = await startTwoInstances();
  });
  afterAll(async () => {
    await both?.close();
  });

  it("'Generate more' alternating between instances brings posts and comments the user does not have yet", async () => {
    const { a, b } = both;
    const user = await a.deps.db.transaction(async (tx) =>
      createUserAccount(tx, {
        email: 'two-instances@example.com',
        name: 'Two Instances',
        passwordHash: await hashPassword('Password-ok-1'),
      }),
    );
    await a.deps.db.query('UPDATE users SET available_credits = 100 WHERE id = $1', [user.id]);
    const { accessToken } = await a.deps.tokens.createSession(a.deps.db, user.id);
    const call = async (instance: typeof a, path: string, payload: object) => {
      const res = await instance.app.inject({
        method: 'POST',
        url: `/api/reddit/${path}`,
        headers: { authorization: `Bearer ${accessToken}` },
        payload,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { title: string }[]).map((p) => p.title);
    };

    // As a load balancer would send them: every batch is new to the user.
    const body = { searchQuery: 'email marketing', subreddit: 'marketing', template: 'Success story', writingStyle: 'Friendly' };
    const posts: string[] = [];
    for (const instance of [a, b, a, b]) posts.push(...(await call(instance, 'generate-post', body)));
    expect(new Set(posts).size).toBe(12);

    const post = {
      postDetails: {
        title: 'How we doubled newsletter sign-ups with a welcome email sequence',
        body: 'We added a three-part welcome email sequence. Newsletter sign-ups doubled.',
        callToAction: 'What worked for you?',
        hashTags: ['#Email'],
        flairs: [],
      },
      type: 'Friendly',
    };
    const comments: string[] = [];
    for (const instance of [a, b, a]) comments.push(...(await call(instance, 'generate-comments', post)));
    expect(new Set(comments).size).toBe(9);
  });
});
