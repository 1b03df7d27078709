// Similar subreddits (cosine of term vectors, size as a tie-shaper) and window activity.
import { cosine, SimilarityIndex, similarSubreddits, sizeSimilarity, windowStats } from '../../server/src/modules/analysis';
import type { SubredditProfile } from '../../server/src/modules/reddit/model';
import { post, subreddit, utc } from './analysis-fixtures';
import { seededRandom } from '../support/random';

const profile = (
  name: string,
  terms: Record<string, number>,
  subscribers: number | null,
  extra: Partial<SubredditProfile> = {},
  over18 = false,
): SubredditProfile => ({
  info: subreddit({ name, subscribers, over18 }),
  terms,
  postCount: 0,
  postsPerWeek: 0,
  ...extra,
});

describe('cosine and size similarity', () => {
  it('computes cosine of sparse vectors, 0 for empty ones', () => {
    expect(cosine({ a: 0.6, b: 0.8 }, { a: 0.8, b: 0.6 })).toBeCloseTo(0.96, 10);
    expect(cosine({ a: 3, b: 4 }, { a: 3, b: 4 })).toBeCloseTo(1, 10); // not normalised: still 1
    expect(cosine({ a: 1 }, { b: 1 })).toBe(0);
    expect(cosine({}, { a: 1 })).toBe(0);
  });

  it('compares sizes on a log scale', () => {
    expect(sizeSimilarity(10000, 1000)).toBe(0.75); // 1 − 1/4
    expect(sizeSimilarity(10, 100000)).toBe(0); // 10,000× apart
    expect(sizeSimilarity(null, 100)).toBe(0.5);
  });
});

describe('similarSubreddits', () => {
  const marketing = profile('marketing', { marketing: 0.8, seo: 0.6 }, 10000);
  const digital = profile('digitalmarketing', { marketing: 0.6, seo: 0.8 }, 1000, { postsPerWeek: 14 });
  const gaming = profile('gaming', { game: 0.8, console: 0.48, marketing: 0.36 }, 10000);
  const cooking = profile('cooking', { recipe: 1 }, 10000);
  const nsfw = profile('nsfwmarketing', { marketing: 0.8, seo: 0.6 }, 10000, {}, true);
  const all = [marketing, digital, gaming, cooking, nsfw, profile('MARKETING', { marketing: 1 }, 5)];

  it('puts a marketing community closer to another marketing one than to a gaming one', () => {
    const r = similarSubreddits(marketing, all, () => undefined);
    // digital: cos = 0.8·0.6 + 0.6·0.8 = 0.96; size 10,000 vs 1,000 → 0.75; score 0.96 × (0.8 + 0.2 · 0.75) = 0.912
    // gaming: cos = 0.8 · 0.36 = 0.288; same size → score 0.288. cooking: cos 0, left out.
    // Left out too: the community itself (any casing) and NSFW ones for a non-NSFW target.
    expect(r.week.map((w) => [w.Subreddit, w.similarity])).toEqual([
      ['digitalmarketing', 0.96],
      ['gaming', 0.288],
    ]);
    // No stats: Posts/Day from the profile's sample rate (14 a week = 2 a day), the rest 0.
    expect(r.week[0]).toEqual({
      Subreddit: 'digitalmarketing',
      Subscribers: 1000,
      'Posts/Day': 2,
      'Comments/Day': 0,
      EngagementRate: 0,
      similarity: 0.96,
      basis: 'sample',
      activity: 'unknown',
    });
    expect(r.month.map((m) => m.Subreddit)).toEqual(['digitalmarketing', 'gaming']);
  });

  it('fills rows from the stats and honours k', () => {
    const asOf = utc('2024-01-31T00:00');
    // 1 post in the week (the sample covers all 7 days: it starts 40 days back): 1/7 = 0.14 a day,
    // 5/7 = 0.71 comments a day, engagement 15 / 1000 × 100 = 1.5 %; month: 1/30 = 0.03.
    const posts = [post({ createdUtc: asOf - 86400, score: 10, numComments: 5 }), post({ createdUtc: asOf - 40 * 86400 })];
    const stats = windowStats(posts, 1000, asOf);
    const r = similarSubreddits(marketing, all, (name) => (name === 'digitalmarketing' ? stats : undefined), { k: 1 });
    expect(r.week).toEqual([
      {
        Subreddit: 'digitalmarketing',
        Subscribers: 1000,
        'Posts/Day': 0.14,
        'Comments/Day': 0.71,
        EngagementRate: 1.5,
        similarity: 0.96,
        basis: 'window',
      },
    ]);
    expect(r.month[0]['Posts/Day']).toBe(0.03); // 1 post / 30 days
  });

  it('gives the same answer through the index, for many random profiles', () => {
    const random = seededRandom(11);
    const vocab = Array.from({ length: 300 }, (_, i) => `t${i}`);
    const profiles = Array.from({ length: 400 }, (_, i) => {
      const terms: Record<string, number> = {};
      for (let k = 0; k < 20; k++) terms[vocab[Math.floor(random() ** 2 * vocab.length)]] = random();
      return profile(`s${i}`, terms, Math.floor(100 * 10 ** (random() * 4)));
    });
    const index = new SimilarityIndex(profiles);
    for (const target of profiles.slice(0, 25)) {
      const slow = similarSubreddits(target, profiles, () => undefined);
      const fast = index.similar(target, () => undefined);
      expect(fast.week.map((r) => r.Subreddit)).toEqual(slow.week.map((r) => r.Subreddit));
      fast.week.forEach((r, i) => expect(r.similarity).toBeCloseTo(slow.week[i].similarity!, 9));
      expect(fast.week).toHaveLength(10);
    }
  });

  it('is empty without candidates', () => {
    expect(similarSubreddits(marketing, [], () => undefined)).toEqual({ week: [], month: [] });
    expect(new SimilarityIndex([]).similar(marketing, () => undefined)).toEqual({ week: [], month: [] });
  });
});

describe('windowStats', () => {
  const asOf = utc('2024-01-31T00:00');
  it('computes per-day figures and engagement over the days the sample covers', () => {
    const posts = [
      post({ createdUtc: asOf - 1 * 86400, score: 5, numComments: 10 }),
      post({ createdUtc: asOf - 2 * 86400, score: 5, numComments: 20 }),
      post({ createdUtc: asOf - 3 * 86400, score: 5, numComments: 30 }),
      post({ createdUtc: asOf - 20 * 86400, score: 0, numComments: 40 }),
    ];
    expect(windowStats(posts, 100, asOf)).toEqual({
      // 3 posts in 7 days: 3/7 = 0.43 a day; 60 comments / 7 = 8.57; engagement (15 + 25 + 35) / 3 = 25 → 25 / 100 × 100 = 25 %
      week: { postsPerDay: 0.43, commentsPerDay: 8.57, engagementRate: 25, posts: 3, basis: 'window' },
      // 4 posts, but the sample starts 20 days back: 20 days covered → 0.2 a day, 100 / 20 = 5 comments a day;
      // engagement (15 + 25 + 35 + 40) / 4 = 28.75 %
      month: { postsPerDay: 0.2, commentsPerDay: 5, engagementRate: 28.75, posts: 4, basis: 'window' },
    });
  });

  it('falls back to the whole sample over its span when a window is empty', () => {
    const posts = [
      post({ createdUtc: asOf - 100 * 86400, score: 10, numComments: 10 }),
      post({ createdUtc: asOf - 60 * 86400, score: 30, numComments: 10 }),
    ];
    // 2 posts over the 100 days from the oldest post to asOf: 0.02 a day; 20 comments / 100 = 0.2; engagement 30 / 1000 × 100 = 3 %
    const sample = { postsPerDay: 0.02, commentsPerDay: 0.2, engagementRate: 3, posts: 2, basis: 'sample' };
    expect(windowStats(posts, 1000, asOf)).toEqual({ week: sample, month: sample });
  });

  it('is all zeros for no posts, and 0 % when subscribers are unknown', () => {
    const zero = { postsPerDay: 0, commentsPerDay: 0, engagementRate: 0, posts: 0, basis: 'window' };
    expect(windowStats([], 100, asOf)).toEqual({ week: zero, month: zero });
    expect(windowStats([post({ createdUtc: asOf - 10, score: 5 })], null, asOf).week.engagementRate).toBe(0);
  });
});
