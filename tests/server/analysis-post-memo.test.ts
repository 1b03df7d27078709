// The per-post memo (post-memo.ts): one entry per post object for every part of the analysis.
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { postMemo } from '../../server/src/modules/analysis/post-memo';
import { post, provenance, subreddit, utc } from './analysis-fixtures';

const asOf = utc('2024-01-31T00:00');
const sample = () =>
  Array.from({ length: 12 }, (_, i) =>
    post({
      id: `p${i}`,
      title: i % 2 ? 'Email marketing tools for small shops' : 'Cold outreach templates that worked',
      selftext: i % 3 ? 'We compared email marketing tools and cold outreach templates for a month.' : '',
      createdUtc: asOf - 3600 * (i + 1),
      score: 10 + i,
      numComments: i,
    }),
  );

describe('postMemo', () => {
  it('is one memo per post object, the same on every call', () => {
    const p = post({ id: 'a' });
    expect(postMemo(p)).toBe(postMemo(p));
    expect(postMemo(p)).not.toBe(postMemo(post({ id: 'a' })));
  });

  it('holds the grams, the recurring-thread facts and the text measures of an analysed post', () => {
    const posts = sample();
    analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });
    for (const p of posts) {
      const memo = postMemo(p);
      expect(memo.grams).toMatchObject({ title: p.title, body: p.selftext });
      expect(memo.series).toMatchObject({ title: p.title });
      expect(memo.text).toMatchObject({ title: p.title, selftext: p.selftext });
    }
  });

  it('reads a post again when its texts changed, so a second analysis matches a fresh one', () => {
    const posts = sample();
    const first = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });
    expect(first.keywords.some((k) => k.includes('email'))).toBe(true);
    for (const p of posts) {
      p.title = p.title.replace('Email marketing', 'Landing page');
      p.selftext = p.selftext.replace('email marketing', 'landing page');
    }
    const again = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });
    const fresh = analyzeSubreddit({ subreddit: subreddit(), posts: posts.map((p) => ({ ...p })), asOf, provenance });
    expect(again).toEqual(fresh);
    expect(again.keywords.some((k) => k.includes('landing page'))).toBe(true);
    expect(again.keywords.some((k) => k.includes('email'))).toBe(false);
  });
});
