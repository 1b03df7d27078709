import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { importDump } from '../../server/src/modules/reddit/import';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

// Submissions in the Pushshift shape for a community the bundled snapshot does not have.
const submission = (i: number) => ({
  id: `imp${i}`,
  subreddit: 'ZzImportedGrowth',
  title: `Growth experiment ${i}: cold email outreach results`,
  selftext: 'We tried cold email outreach for a week and measured replies.',
  created_utc: 1_700_000_000 + i * 3600,
  score: 10 + i,
  num_comments: i,
  domain: 'self.ZzImportedGrowth',
  url: `https://www.reddit.com/r/ZzImportedGrowth/comments/imp${i}/x/`,
  permalink: `/r/ZzImportedGrowth/comments/imp${i}/x/`,
  is_self: true,
  over_18: false,
  subreddit_subscribers: 4321,
});

describe('imported dumps in the analysis API', () => {
  let t: TestApp;
  let u: SignedInUser;
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/reddit/${url}`, headers: bearer(u.accessToken), payload });

  beforeAll(async () => {
    t = await startTestApp();
    u = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('become searchable and analysable once the server refreshes, with the imported provenance', async () => {
    expect((await post('search-popular-subreddit', { query: 'ZzImported' })).json()).toEqual([]);
    const file = path.join(t.dataDir, 'dump.ndjson');
    writeFileSync(file, Array.from({ length: 12 }, (_, i) => JSON.stringify(submission(i))).join('\n') + '\n');
    await importDump(t.db, file);

    expect(await t.deps.redditData.refreshImported(t.db)).toBe(1);
    expect(await t.deps.redditData.refreshImported(t.db)).toBe(0);
    expect((await post('search-popular-subreddit', { query: 'ZzImported' })).json()).toEqual(['ZzImportedGrowth']);

    // Found by words that appear only in its posts, as snapshot communities are.
    const byPostText = await post('search-subreddit', { subreddit: 'cold email outreach' });
    expect(byPostText.statusCode).toBe(200);
    expect(byPostText.json().map((r: { name: string }) => r.name)).toContain('ZzImportedGrowth');

    const about = await post('subreddit-about', { subreddit: 'ZzImportedGrowth' });
    expect(about.statusCode).toBe(200);
    expect(about.json().subreddit).toMatchObject({ name: 'ZzImportedGrowth', subscribers: 4321 });
    expect(about.json().subreddit.dataSource).toMatchObject({ kind: 'imported', postsAnalysed: 12 });

    const thread = await post('subreddit-post', { url: 'https://www.reddit.com/r/ZzImportedGrowth/comments/imp3/x/' });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().post).toMatchObject({ title: 'Growth experiment 3: cold email outreach results', score: 13 });
  });

  it('importing a dump that records 0 subscribers for a bundled community keeps its known count (r/marketing)', async () => {
    const before = (await post('subreddit-about', { subreddit: 'marketing' })).json().subreddit;
    expect(before.subscribers).toBeGreaterThan(0);
    const file = path.join(t.dataDir, 'zero.ndjson');
    const zero = (i: number) => ({
      ...submission(i),
      id: `mkz${i}`,
      subreddit: 'marketing',
      domain: 'self.marketing',
      url: `https://www.reddit.com/r/marketing/comments/mkz${i}/x/`,
      permalink: `/r/marketing/comments/mkz${i}/x/`,
      subreddit_subscribers: 0,
    });
    writeFileSync(file, Array.from({ length: 12 }, (_, i) => JSON.stringify(zero(i))).join('\n') + '\n');
    await importDump(t.db, file);
    await t.deps.redditData.refreshImported(t.db);
    const after = (await post('subreddit-about', { subreddit: 'marketing' })).json().subreddit;
    expect(after.dataSource.kind).toBe('imported');
    expect(after.subscribers).toBe(before.subscribers);
    const card = (await post('search-subreddit', { subreddit: 'marketing' }))
      .json()
      .find((r: { name: string }) => r.name.toLowerCase() === 'marketing');
    expect(card.subscribers).toBe(before.subscribers);
  });
});
