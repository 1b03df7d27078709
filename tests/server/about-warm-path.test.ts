// Decision 112 (issue 27): what a warm free analysis skips now (the bearer regex on a header seen
// before, the copy of the snapshot's posts) leaves every answer as it was.
import { join } from 'node:path';
import { SnapshotSource } from '../../server/src/modules/reddit/snapshot-source';
import type { CatalogueIndex } from '../../server/src/modules/discovery';
import { RedditData } from '../../server/src/modules/research/reddit-data';
import { startTestApp, type TestApp } from '../support/server-harness';
import { createSignedInUser } from '../support/users';

describe('the Authorization header, read again from what was kept', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = (await createSignedInUser(t)).accessToken;
  }, 60_000);
  afterAll(() => t?.close());

  const profile = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/profile', headers: { authorization } });

  it('answers each form of the header the same on a first and a repeated call', async () => {
    const cases: [string, number][] = [
      [`Bearer ${token}`, 200],
      [`bearer   ${token}  `, 200],
      [`BEARER\t${token}`, 200],
      ['Bearer ', 401],
      ['Bearer    ', 401],
      [`Token ${token}`, 401],
      [`Bearer${token}`, 401],
      [`Bearer ${token}x`, 401],
    ];
    for (const [header, status] of cases) {
      const first = await profile(header);
      const again = await profile(header);
      expect([header, first.statusCode]).toEqual([header, status]);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.body).toBe(first.body);
    }
  });
});

describe('SnapshotSource.sharedSubredditPosts', () => {
  let source: SnapshotSource;
  beforeAll(async () => {
    source = await SnapshotSource.open(join(__dirname, '../../data/snapshot'));
  });

  it('gives the posts subredditPosts gives, without a copy per call; subredditPosts still copies', async () => {
    const shared = (await source.sharedSubredditPosts('marketing'))!;
    const copied = (await source.subredditPosts('marketing'))!;
    expect(shared).toEqual(copied);
    expect((await source.sharedSubredditPosts('Marketing'))!.posts).toBe(shared.posts);
    expect(copied.posts).not.toBe(shared.posts);
    copied.posts.length = 0; // a caller's own copy is its own
    expect(shared.posts.length).toBeGreaterThan(0);
    expect(await source.sharedSubredditPosts('no-such-community-here')).toBeNull();
  });
});

describe('RedditData.remember', () => {
  it('computes once per key, remembers undefined too, and lets the least recently used of 500 go first', () => {
    const data = new RedditData([], () => ({}) as CatalogueIndex);
    let made = 0;
    const make = (v: unknown) => () => (made++, v);
    for (let i = 0; i < 500; i++) data.remember(`k${i}`, make(i));
    expect(data.remember('k0', make('again'))).toBe(0); // k0 is now the most recent; k1 the least
    expect(data.remember('none', make(undefined))).toBeUndefined(); // a 501st: k1 goes
    expect(data.remember('none', make('again'))).toBeUndefined();
    expect(made).toBe(501);
    expect(data.remember('k2', make('again'))).toBe(2);
    expect(data.remember('k1', make('made again'))).toBe('made again'); // k3 goes
    expect(data.remember('k0', make('again'))).toBe(0);
    expect(data.remember('k3', make('made again'))).toBe('made again');
    expect(made).toBe(503);
    data.forget('k2');
    expect(data.remember('k2', make('after forget'))).toBe('after forget');
  });
});
