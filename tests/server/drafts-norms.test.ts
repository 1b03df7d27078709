// Decision 021: a community's norms from its posts (hand-computed figures), and a draft held against them.
import { bestTimes, communityNorms, engagementOf, isSelfPromotion } from '../../server/src/modules/analysis';
import { checkDraft, type CheckInput, type Draft } from '../../server/src/modules/drafts';
import type { RedditPost } from '../../server/src/modules/reddit/model';
import { post, utc } from './analysis-fixtures';

/**
 * 40 posts, scores 1..40 and no comments: the top quarter is the 10 scored 31..40.
 * Top titles: 20, 22, … 38 characters. Top kinds: 5 text, 3 links (example.com ×2, www.GitHub.com),
 * 1 image (i.imgur.com), 1 video (youtube.com). One top post promotes ('check it out'); 'Built on my app' is an
 * ordinary first-person line and is not counted (decision 024).
 * Flairs on 16 of 40 posts: 10 'Question', 6 'Case study'.
 */
function sample(): RedditPost[] {
  const topKinds: Partial<RedditPost>[] = [
    {},
    {},
    {},
    {},
    {},
    { isSelf: false, domain: 'example.com', url: 'https://example.com/a' },
    { isSelf: false, domain: 'example.com', url: 'https://example.com/b' },
    { isSelf: false, domain: 'www.GitHub.com', url: 'https://github.com/x' },
    { isSelf: false, domain: 'i.imgur.com', url: 'https://i.imgur.com/x.png' },
    { isSelf: false, domain: 'youtube.com', url: 'https://youtube.com/watch?v=1' },
  ];
  const posts: RedditPost[] = [];
  for (let i = 0; i < 40; i++) {
    const score = i + 1;
    const top = score > 30 ? score - 31 : -1; // 0..9 for the top ten
    posts.push(
      post({
        id: `n${i}`,
        score,
        numComments: 0,
        createdUtc: utc('2024-01-01T09:00') + i * 3600,
        title: top >= 0 ? 'x'.repeat(20 + 2 * top) : `Post ${i}`,
        selftext: top === 0 ? 'Check it out and tell me' : top === 1 ? 'Built on my app' : '',
        flair: i < 10 ? 'Question' : i < 16 ? 'Case study' : null,
        ...(top >= 0 ? topKinds[top] : {}),
      }),
    );
  }
  return posts;
}

describe('community norms', () => {
  const posts = sample();
  const n = communityNorms(posts);

  it('reads the top quarter by engagement, their title lengths (25th, 50th, 75th percentile by nearest rank)', () => {
    expect(n.postsAnalysed).toBe(40);
    expect(n.topPosts).toBe(10);
    // Sorted top titles 20,22,…,38: ranks ceil(2.5)=3 → 24, 5 → 28, ceil(7.5)=8 → 34.
    expect(n.titleLength).toEqual({ low: 24, median: 28, high: 34 });
  });

  it('post types and link domains among the top posts (www. dropped, text posts left out)', () => {
    expect(n.postTypes).toEqual([
      { kind: 'Text', share: 50 },
      { kind: 'Link', share: 30 },
      { kind: 'Image', share: 10 },
      { kind: 'Video', share: 10 },
    ]);
    expect(n.linkDomains).toEqual([
      { domain: 'example.com', posts: 2, share: 20 },
      { domain: 'github.com', posts: 1, share: 10 },
      { domain: 'i.imgur.com', posts: 1, share: 10 },
      { domain: 'youtube.com', posts: 1, share: 10 },
    ]);
  });

  it('flair share over all posts, most used flairs, self-promotion share of the top posts, best times from the engine', () => {
    expect(n.flairShare).toBe(40);
    expect(n.flairs).toEqual([
      { flair: 'Question', share: 25 },
      { flair: 'Case study', share: 15 },
    ]);
    expect(n.selfPromotionShare).toBe(10);
    expect(n.bestTimes).toEqual(bestTimes(posts.map((p) => ({ createdUtc: p.createdUtc, engagement: engagementOf(p) }))).slots);
  });

  it('no posts: empty norms, nothing made up', () => {
    expect(communityNorms([])).toEqual({
      postsAnalysed: 0,
      topPosts: 0,
      titleLength: null,
      postTypes: [],
      linkDomains: [],
      flairShare: 0,
      flairs: [],
      selfPromotionShare: 0,
      bestTimes: [],
    });
  });

  it('promotion is what a post does, not the poster speaking of themselves', () => {
    for (const t of [
      'We just launched our beta',
      'Our new app is live',
      'Use code SAVE20',
      'Shameless plug: my newsletter',
      'I built a CRM for plumbers, try it free: https://crm.example.com',
      'Grab yours for $29 before Friday',
      'Great deal https://shop.example.com/p?ref=me42',
    ]) {
      expect(isSelfPromotion({ title: t })).toBe(true);
    }
    for (const t of [
      'I built a CRM for plumbers',
      'I started a bakery and it failed: what I learned',
      'My startup ran out of money last year',
      'How do you price a retainer?',
      'What I learned from 100 cold emails',
      'Built-in analytics are not enough',
    ]) {
      expect(isSelfPromotion({ title: t })).toBe(false);
    }
  });
});

describe('a draft against the norms', () => {
  const norms = communityNorms(sample());
  const check = (d: Partial<Draft>) =>
    checkDraft({
      subreddit: 'testsub',
      draft: { title: 'x', body: '', link: null, flair: null, galleryItems: null, ...d },
      rules: null,
      rulesUnreachable: false,
      norms,
      flairs: [],
    });

  it('a far-too-short title and a link to a domain no top post uses: two weak findings with their figures', () => {
    const r = check({ title: 'Hi', link: 'https://unknown-site.org/page' });
    const weak = r.findings.filter((f) => f.severity === 'weak');
    expect(weak.map((f) => f.title)).toEqual(['Title far too short', 'Link domain never seen in top posts']);
    expect(weak[0]!.evidence).toEqual({
      kind: 'norm',
      label: 'Norm: title length',
      text: 'Titles of the 10 best-performing of 40 posts: middle half 24–34 characters, median 28. This title: 2.',
    });
    expect(weak[1]!.evidence.text).toBe(
      'Domains among the 10 best-performing of 40 posts: example.com 20%, github.com 10%, i.imgur.com 10%, youtube.com 10%.',
    );
    expect(r.score).toBe(100 - 2 * 8);
    expect(r.basis.rules).toBe('none');
  });

  it('a fitting title, a familiar domain and a used flair are good and cost nothing', () => {
    const r = check({ title: 'x'.repeat(28), link: 'https://www.github.com/me/repo', flair: 'question' });
    expect(r.findings.map((f) => `${f.id}:${f.severity}`)).toEqual([
      'norm-title-length:good',
      'norm-post-type:good',
      'norm-link-domain:good',
      'norm-flair:good',
    ]);
    expect(r.score).toBe(100);
  });

  it('promotion is a good sign only where the rules are known and do not limit it; limited by a rule or rare among top posts, it is weak', () => {
    const promo = { title: 'x'.repeat(28), body: 'We just launched our app today' };
    const asked = (rules: CheckInput['rules']) =>
      checkDraft({
        subreddit: 'testsub',
        draft: { link: null, flair: null, galleryItems: null, ...promo },
        rules,
        rulesUnreachable: false,
        norms,
        flairs: [],
      });
    const known = (list: { shortName: string; description?: string }[]) => ({
      rules: list,
      requirements: null,
      settings: null,
      fetchedAt: 0,
    });
    expect(asked(known([{ shortName: 'Be kind' }])).findings.find((f) => f.id === 'norm-self-promotion')!.severity).toBe('good');
    const limited = asked(known([{ shortName: 'Self-promotion only on Saturdays' }])).findings.find((f) => f.id === 'norm-self-promotion')!;
    expect(limited).toMatchObject({ severity: 'weak', title: 'Promotion is limited here', offending: 'We just launched our app today' });
    // Rules unknown (no live connection) and 10% of top posts promote: nothing is said either way.
    expect(asked(null).findings.find((f) => f.id === 'norm-self-promotion')).toBeUndefined();
    const few = communityNorms(sample().map((p) => ({ ...p, selftext: '' })));
    const r2 = checkDraft({
      subreddit: 'testsub',
      draft: { title: 'x'.repeat(28), body: 'We just launched our app', link: null, flair: null, galleryItems: 3 },
      rules: null,
      rulesUnreachable: false,
      norms: few,
      flairs: [],
    });
    expect(r2.findings.find((f) => f.id === 'norm-self-promotion')).toMatchObject({
      severity: 'weak',
      evidence: { text: expect.stringContaining('0% of the 10 best-performing of 40 posts') },
    });
  });
});
