// A new user's first Post Ideas page should not pay for the writer's cold start: once the port
// opens, the server writes the default communities' ideas ahead, so that page finds every
// community's material remembered (the CI failure of 6b51c9f: the page took over 10 s to show its
// first idea while the writer ran cold on a loaded machine). main.ts calls warmIdeas a moment
// after the port opens, as it builds the search catalogue.
import { planRulesFor } from '@subreddit-signal/contract';
import { warmIdeas } from '../../server/src/modules/generation';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser } from '../support/users';

/** Counts the results `data.remember` had to compute (a miss), by key. */
function countMisses(t: TestApp): string[] {
  const misses: string[] = [];
  const data = t.deps.redditData;
  const remember = data.remember.bind(data);
  data.remember = <T>(key: string, compute: () => T): T =>
    remember(key, () => {
      misses.push(key);
      return compute();
    });
  return misses;
}

const ideasOf = (t: TestApp, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/reddit/generate-reddit-post', headers: bearer(token) });

describe('post ideas written ahead', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('without the warm-up, a new user’s first ideas page computes every default community’s material', async () => {
    t = await startTestApp();
    const misses = countMisses(t);
    const user = await createSignedInUser(t);
    expect((await ideasOf(t, user.accessToken)).statusCode).toBe(200);
    expect(misses.filter((k) => k.startsWith('generation:')).length).toBeGreaterThanOrEqual(5);
  });

  it('after the warm-up the server runs once its port opens, a new user’s first ideas page computes nothing new', async () => {
    t = await startTestApp();
    const misses = countMisses(t);
    expect(await warmIdeas(t.deps.redditData, t.deps.generator, planRulesFor(null).postIdeasPerCommunity)).toBe(5);
    expect(misses.filter((k) => k.startsWith('generation:')).length).toBe(5);

    const before = misses.length;
    const user = await createSignedInUser(t);
    const res = await ideasOf(t, user.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { subreddit: string }) => g.subreddit)).toEqual([
      'marketing',
      'socialmedia',
      'technology',
      'SEO',
      'startups',
    ]);
    expect(misses.slice(before)).toEqual([]);
  });

  // A SIGTERM a moment after boot found the warm-up writing and the event loop held past the grace period (exit 1):
  // main.ts aborts it when the shutdown begins, and it stops between communities.
  it('stops between communities once its signal is aborted (a shutdown), and never starts after it', async () => {
    t = await startTestApp();
    const perCommunity = planRulesFor(null).postIdeasPerCommunity;
    const aborted = new AbortController();
    aborted.abort();
    expect(await warmIdeas(t.deps.redditData, t.deps.generator, perCommunity, aborted.signal)).toBe(0);

    const stopping = new AbortController();
    const writer = t.deps.generator;
    const stoppedAfterFirst = {
      ...writer,
      ideas: (input: Parameters<typeof writer.ideas>[0]) => {
        stopping.abort();
        return writer.ideas(input);
      },
    };
    expect(await warmIdeas(t.deps.redditData, stoppedAfterFirst, perCommunity, stopping.signal)).toBe(1);
  });
});
