// The subreddit analysis against hand-computed expectations (docs/METRICS.md has the definitions).
import { analyzeSubreddit, recurringThreads } from '../../server/src/modules/analysis';
import { comment, numbersIn, post, provenance, subreddit, utc } from './analysis-fixtures';
import { seededRandom } from '../support/random';

const ZERO = { Text: '0%', Link: '0%', Image: '0%', Video: '0%' };
const nullGrid = () => Array.from({ length: 7 }, () => new Array(24).fill(null));

describe('analyzeSubreddit', () => {
  it('answers an empty sample with zeros, nulls and empty lists, never NaN', () => {
    const a = analyzeSubreddit({ subreddit: subreddit({ subscribers: null }), posts: [], asOf: utc('2024-01-31T00:00'), provenance });
    expect(a).toEqual({
      tier: 'paid',
      name: 'testsub',
      url: 'https://www.reddit.com/r/testsub/',
      description: 'A community for tests',
      subscribers: null,
      subscribersYear: null,
      posts_per_week: 0,
      posts_per_week_over: { days: 28, posts: 0 },
      total_views: null,
      engagement_rate: 0,
      avg_upvotes: 0,
      avg_comments: 0,
      avg_posts_per_week: 0,
      best_time_to_post: null,
      avg_post_title_length: 0,
      avg_content_length: 0,
      post_type_distribution: { Text: 0, Link: 0, Image: 0, Video: 0 },
      user_Activity: { week: ZERO, month: ZERO },
      keywords: [],
      popularFlairs: [],
      hashTags: [],
      raw_historical_posts: [],
      bestTimeToPost: [],
      heatmap: nullGrid(),
      currentWeek: [],
      currentMonth: [],
      postComments: [],
      dataSource: {
        kind: 'snapshot',
        label: 'Test data',
        dataDate: '2024-01-31',
        postsAnalysed: 0,
        from: null,
        to: null,
        asOf: '2024-01-31T00:00:00.000Z',
        windows: { week: { days: 7, posts: 0, basis: 'window' }, month: { days: 30, posts: 0, basis: 'window' } },
        engagementBasis: 'sample-mean',
      },
    });
  });

  it('analyses a single post (subscribers unknown: rates relative to the sample mean)', () => {
    const asOf = utc('2024-01-31T00:00');
    const p = post({
      id: 'one',
      title: 'Cold email templates',
      selftext: 'Three templates that work.',
      score: 10,
      numComments: 4,
      createdUtc: asOf - 2 * 86400,
    });
    const a = analyzeSubreddit({ subreddit: subreddit({ subscribers: null }), posts: [p], asOf, provenance });
    // 1 post in the 28-day window; the sample starts 2 days before asOf, so 2 days are covered: 1 / (2/7) = 3.5 a week.
    expect(a.posts_per_week).toBe(3.5);
    // Span oldest → asOf is 2 days as well.
    expect(a.avg_posts_per_week).toBe(3.5);
    expect(a.engagement_rate).toBe(0);
    expect(a.avg_upvotes).toBe(10);
    expect(a.avg_comments).toBe(4);
    expect(a.avg_post_title_length).toBe(20); // 'Cold email templates'
    expect(a.avg_content_length).toBe(26); // 'Three templates that work.'
    expect(a.post_type_distribution).toEqual({ Text: 100, Link: 0, Image: 0, Video: 0 });
    expect(a.user_Activity.week).toEqual({ Text: '100%', Link: '0%', Image: '0%', Video: '0%' });
    // Under 10 posts: no best time; the heatmap cell is (1 + 5) / (1 + 5) = 1 (the post is the mean).
    expect(a.best_time_to_post).toBeNull();
    expect(a.bestTimeToPost).toEqual([]);
    expect(a.heatmap.flat().filter((v) => v !== null)).toEqual([1]);
    // One post: words need 1 post. Weight 1 + ln(1 + 14) = 3.708 for the title words cold, email and
    // templates (in the body too, but a post counts once, at its best weight): a tie, so alphabetical.
    // Body-only words weigh ½, generic ones ¼ more: three = work = 3.708 × ½ × ¼ = 0.4635.
    expect(a.keywords).toEqual(['cold', 'email', 'templates', 'three', 'work']);
    expect(a.currentWeek).toEqual([
      {
        title: 'Cold email templates',
        keyword: 'cold',
        upvotes: 10,
        comments: 4,
        engagementRate: 100,
        url: 'https://www.reddit.com/r/testsub/comments/one/a_post/',
      },
    ]);
    expect(a.dataSource.engagementBasis).toBe('sample-mean');
    expect(a.dataSource.from).toBe('2024-01-29');
    expect(a.dataSource.to).toBe('2024-01-29');
  });

  it('counts a body the source shortened at its full length', () => {
    const asOf = utc('2024-01-31T00:00');
    const posts = [
      post({ selftext: 'x'.repeat(10), selftextLength: 5000, createdUtc: asOf - 60 }),
      post({ selftext: 'abcd', createdUtc: asOf - 120 }),
    ];
    // (5000 + 4) / 2
    expect(analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance }).avg_content_length).toBe(2502);
  });

  it('counts an all-link sample as 100 % Link with no text content', () => {
    const asOf = utc('2024-01-31T00:00');
    const posts = [0, 1, 2].map((i) => post({ kind: 'Link', title: `Link ${i}`, createdUtc: asOf - (i + 1) * 3600 }));
    const a = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });
    expect(a.post_type_distribution).toEqual({ Text: 0, Link: 100, Image: 0, Video: 0 });
    expect(a.user_Activity).toEqual({ week: { ...ZERO, Link: '100%' }, month: { ...ZERO, Link: '100%' } });
    expect(a.avg_content_length).toBe(0);
    expect(a.raw_historical_posts.map((h) => h.description)).toEqual(['', '', '']);
  });

  it('computes every number of a mixed sample by hand', () => {
    const asOf = utc('2024-01-31T00:00'); // a Wednesday
    const posts = [
      post({
        id: 'p1',
        kind: 'Text',
        createdUtc: utc('2024-01-30T10:15'),
        score: 50,
        numComments: 10,
        title: 'Newsletter growth tips',
        selftext: 'Write every week 🚀',
        flair: 'Case Study',
        viewCount: 1000,
      }),
      post({
        id: 'p2',
        kind: 'Link',
        createdUtc: utc('2024-01-28T10:40'),
        score: 20,
        numComments: 5,
        title: 'Email marketing benchmarks',
        flair: 'Resource',
        viewCount: 500,
      }),
      post({
        id: 'p3',
        kind: 'Image',
        createdUtc: utc('2024-01-20T14:00'),
        score: 10,
        numComments: 0,
        title: 'Our booth',
        flair: 'Case Study',
      }),
      post({ id: 'p4', kind: 'Video', createdUtc: utc('2024-01-10T09:05'), score: 5, numComments: 5, title: 'Launch video' }),
      post({
        id: 'p5',
        kind: 'Text',
        createdUtc: utc('2023-12-01T10:30'),
        score: -3,
        numComments: 3,
        title: 'Question about email marketing',
        selftext: '',
      }),
      post({ id: 'p6', kind: 'Other', createdUtc: utc('2023-11-01T00:00'), score: 8, numComments: 2, title: 'Misc' }),
    ];
    const comments = [
      comment({ id: 'c1', postId: 'p1', body: 'Nice', score: 5, createdUtc: utc('2024-01-30T12:00') }),
      comment({ id: 'c2', postId: 'p1', body: 'Great tips', score: 9, createdUtc: utc('2024-01-30T13:00') }),
      comment({ id: 'c3', postId: 'p1', body: 'Agreed', score: 5, createdUtc: utc('2024-01-30T11:00') }),
    ];
    const sub = subreddit({ name: 'emailgeeks', description: 'Email marketers', subscribers: 1000, flairs: ['Resource', 'Question'] });
    const a = analyzeSubreddit({ subreddit: sub, posts, comments, asOf, provenance });

    const url = (id: string) => `https://www.reddit.com/r/testsub/comments/${id}/a_post/`;
    expect(a).toEqual({
      tier: 'paid',
      name: 'emailgeeks',
      url: 'https://www.reddit.com/r/emailgeeks/',
      description: 'Email marketers',
      subscribers: 1000,
      subscribersYear: 2024,
      // 28 days before asOf start 2024-01-03: p1–p4 are in; the sample (from 2023-11-01) covers all 4 weeks: 4 / 4.
      posts_per_week: 1,
      // 4 posts in 28 days is thin, but no wider window reaches 10 posts (the sample has 6): it stays.
      posts_per_week_over: { days: 28, posts: 4 },
      // viewCount known for p1 and p2: 1000 + 500.
      total_views: 1500,
      // Engagement = max(score, 0) + comments: 60, 25, 10, 10, 3, 10 → sum 118, mean 19.6667;
      // 19.6667 / 1000 subscribers × 100 = 1.96667 % → 4 decimals.
      engagement_rate: 1.9667,
      avg_upvotes: 15, // (50 + 20 + 10 + 5 − 3 + 8) / 6 = 90 / 6
      avg_comments: 4.2, // 25 / 6 = 4.1667
      // 6 posts over 2023-11-01 → 2024-01-31 = 91 days = 13 weeks: 6 / 13 = 0.4615.
      avg_posts_per_week: 0.46,
      best_time_to_post: null, // 6 posts < 10
      avg_post_title_length: 17.2, // (22 + 26 + 9 + 12 + 30 + 4) / 6 = 103 / 6 = 17.1667
      avg_content_length: 9, // text posts p1 (18 code points, the emoji is one) and p5 (0): 18 / 2
      // Classified: Text 2, Link 1, Image 1, Video 1 (p6 is Other, left out): 2/5, 1/5 …
      post_type_distribution: { Text: 40, Link: 20, Image: 20, Video: 20 },
      user_Activity: {
        week: { Text: '50%', Link: '50%', Image: '0%', Video: '0%' }, // since 2024-01-24: p1, p2
        month: { Text: '25%', Link: '25%', Image: '25%', Video: '25%' }, // since 2024-01-01: p1–p4
      },
      // Post weights 1 + ln(1 + engagement): p1 5.1109, p2 4.2581, p3 = p4 = p6 3.3979, p5 2.3863.
      // 'email marketing' is in p2 and p5 (Dice 2·2/(2+2) = 1): (4.2581 + 2.3863) × 1.5 = 9.9666, and it
      // stands for 'email' and 'marketing'. Words (1 post is enough under 10 posts): growth = newsletter
      // 5.1109 (tie → alphabetical), benchmarks 4.2581, booth = launch = misc 3.3979; generic words × ¼:
      // tips 1.2777, video 0.8495, week = write 0.6389 (body: × ½), question 0.5966.
      keywords: [
        'email marketing',
        'growth',
        'newsletter',
        'benchmarks',
        'booth',
        'launch',
        'misc',
        'tips',
        'video',
        'week',
        'write',
        'question',
      ],
      // Case Study ×2, Resource ×1, then offered flairs not yet listed.
      popularFlairs: ['Case Study', 'Resource', 'Question'],
      // The community's name, then phrases and acronyms used by 2 posts (under 10 posts); single common words are no tags.
      hashTags: ['#Emailgeeks', '#EmailMarketing'],
      raw_historical_posts: [
        { title: 'Newsletter growth tips', description: 'Write every week 🚀', link_flair_text: 'Case Study', num_comments: 10, score: 50 },
        { title: 'Email marketing benchmarks', description: '', link_flair_text: 'Resource', num_comments: 5, score: 20 },
        { title: 'Our booth', description: '', link_flair_text: 'Case Study', num_comments: 0, score: 10 },
        { title: 'Misc', description: '', link_flair_text: null, num_comments: 2, score: 8 },
        { title: 'Launch video', description: '', link_flair_text: null, num_comments: 5, score: 5 },
        { title: 'Question about email marketing', description: '', link_flair_text: null, num_comments: 3, score: -3 },
      ],
      bestTimeToPost: [],
      // Cell = (engagement / 19.6667 + 5) / (1 + 5); the 95th percentile (60) caps nothing here.
      heatmap: (() => {
        const g = nullGrid();
        g[2][10] = 1.34; // p1 Tue 10h: (3.0508 + 5) / 6 = 1.3418
        g[0][10] = 1.05; // p2 Sun 10h: (1.2712 + 5) / 6 = 1.0452
        g[6][14] = 0.92; // p3 Sat 14h: (0.5085 + 5) / 6 = 0.9181
        g[3][9] = 0.92; // p4 Wed 9h
        g[5][10] = 0.86; // p5 Fri 10h: (0.1525 + 5) / 6 = 0.8588
        g[3][0] = 0.92; // p6 Wed 0h
        return g;
      })(),
      // Engagement rate per post = engagement / 1000 × 100; keyword = the post's best-ranked term.
      currentWeek: [
        { title: 'Newsletter growth tips', keyword: 'growth', upvotes: 50, comments: 10, engagementRate: 6, url: url('p1') },
        { title: 'Email marketing benchmarks', keyword: 'email marketing', upvotes: 20, comments: 5, engagementRate: 2.5, url: url('p2') },
      ],
      currentMonth: [
        { title: 'Newsletter growth tips', keyword: 'growth', upvotes: 50, comments: 10, engagementRate: 6, url: url('p1') },
        { title: 'Email marketing benchmarks', keyword: 'email marketing', upvotes: 20, comments: 5, engagementRate: 2.5, url: url('p2') },
        // p3 and p4 both have engagement 10: the higher score (10 > 5) first.
        { title: 'Our booth', keyword: 'booth', upvotes: 10, comments: 0, engagementRate: 1, url: url('p3') },
        { title: 'Launch video', keyword: 'launch', upvotes: 5, comments: 5, engagementRate: 1, url: url('p4') },
      ],
      // By score; the tie at 5 goes to the older comment.
      postComments: [
        { body: 'Great tips', score: 9 },
        { body: 'Agreed', score: 5 },
        { body: 'Nice', score: 5 },
      ],
      dataSource: {
        kind: 'snapshot',
        label: 'Test data',
        dataDate: '2024-01-31',
        postsAnalysed: 6,
        from: '2023-11-01',
        to: '2024-01-30',
        asOf: '2024-01-31T00:00:00.000Z',
        windows: { week: { days: 7, posts: 2, basis: 'window' }, month: { days: 30, posts: 4, basis: 'window' } },
        engagementBasis: 'subscribers',
      },
    });
  });

  it('falls back to the whole sample for an empty week or month window, and says so', () => {
    const asOf = utc('2024-06-01T00:00');
    const posts = [
      post({ kind: 'Text', title: 'Older text', createdUtc: utc('2024-03-01T10:00'), score: 30 }),
      post({ kind: 'Image', title: 'Older image', createdUtc: utc('2024-02-01T10:00'), score: 10 }),
    ];
    const a = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });
    const shown = { days: null, posts: 2 };
    expect(a.dataSource.windows).toEqual({
      week: { days: 7, posts: 0, basis: 'sample', shown },
      month: { days: 30, posts: 0, basis: 'sample', shown },
    });
    expect(a.user_Activity.week).toEqual({ Text: '50%', Link: '0%', Image: '50%', Video: '0%' });
    expect(a.user_Activity.month).toEqual(a.user_Activity.week);
    expect(a.currentWeek.map((r) => r.title)).toEqual(['Older text', 'Older image']);
    expect(a.currentMonth).toEqual(a.currentWeek);
    // Nothing in the last 28 days: the rate is the whole sample's, 2 posts over 2024-02-01 → 2024-06-01 (121 days), and says so.
    expect(a.posts_per_week).toBe(0.12);
    expect(a.posts_per_week_over).toEqual({ days: null, posts: 2 });
  });

  it('reads a "newest posts" listing as a rate over the period it covers', () => {
    const asOf = utc('2024-01-31T00:00');
    const posts = Array.from({ length: 10 }, (_, i) => post({ createdUtc: asOf - 86400 + i * 3600 }));
    const a = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance });
    // 10 posts, the sample covers the last 1 day: 10 / (1/7) = 70 a week (not 10 / 4).
    expect(a.posts_per_week).toBe(70);
    expect(a.avg_posts_per_week).toBe(70);
  });

  it('is deterministic: the same input twice, or shuffled, or with duplicates, gives deep-equal output', () => {
    const random = seededRandom(7);
    const words = ['seo', 'content', 'calendar', 'brand', 'email', 'ads', 'budget', 'agency', 'client', 'launch', 'strategy', 'funnel'];
    const asOf = utc('2024-01-31T00:00');
    const posts = Array.from({ length: 200 }, (_, i) =>
      post({
        id: `d${i}`,
        kind: (['Text', 'Link', 'Image', 'Video'] as const)[Math.floor(random() * 4)],
        title: Array.from({ length: 4 }, () => words[Math.floor(random() * words.length)]).join(' '),
        selftext: random() < 0.5 ? Array.from({ length: 12 }, () => words[Math.floor(random() * words.length)]).join(' ') : '',
        createdUtc: asOf - Math.floor(random() * 120 * 86400),
        score: Math.floor(random() * 300) - 5,
        numComments: Math.floor(random() * 80),
        flair: random() < 0.3 ? 'Discussion' : null,
      }),
    );
    const input = { subreddit: subreddit(), posts, asOf, provenance };
    const first = analyzeSubreddit(input);
    expect(analyzeSubreddit(input)).toEqual(first);
    const shuffled = [...posts].sort(() => 0).reverse();
    expect(analyzeSubreddit({ ...input, posts: shuffled })).toEqual(first);
    expect(analyzeSubreddit({ ...input, posts: [...posts, posts[3], posts[10]] })).toEqual(first);
    expect(first.bestTimeToPost.length).toBeGreaterThan(0);
    expect(first.keywords.length).toBeGreaterThanOrEqual(10);
    expect(numbersIn(first).every(Number.isFinite)).toBe(true);
  });

  it('gives the same result from memoised and fresh post objects, and notices a changed text', () => {
    const asOf = utc('2024-01-31T00:00');
    const posts = ['seo audit', 'seo audit tools', 'link building', 'link building tips', 'content calendar'].map((title, i) =>
      post({ id: `m${i}`, title, selftext: `${title} explained`, score: 10 + i, createdUtc: asOf - i * 3600 }),
    );
    const input = { subreddit: subreddit(), posts, asOf, provenance };
    const first = analyzeSubreddit(input); // reads and memoises the texts
    expect(analyzeSubreddit(input)).toEqual(first); // memoised
    expect(analyzeSubreddit({ ...input, posts: posts.map((p) => ({ ...p, title: (' ' + p.title).slice(1) })) })).toEqual(first); // fresh objects
    posts[4].title = 'Newsletter cadence';
    posts[4].selftext = '';
    const changed = analyzeSubreddit(input);
    expect(changed.keywords).toContain('newsletter');
    expect(changed.keywords).not.toContain('calendar');
    expect(changed.avg_post_title_length).toBe((9 + 15 + 13 + 18 + 18) / 5); // 'Newsletter cadence' is 18 characters
  });

  it('never produces NaN or Infinity from odd numbers', () => {
    const asOf = utc('2024-01-31T00:00');
    const posts = [
      post({ score: Number.NaN, numComments: Number.POSITIVE_INFINITY, createdUtc: asOf }),
      post({ score: -50, numComments: 0, createdUtc: asOf - 10 }),
    ];
    const a = analyzeSubreddit({ subreddit: subreddit({ subscribers: 0 }), posts, asOf, provenance });
    expect(numbersIn(a).every(Number.isFinite)).toBe(true);
    expect(a.engagement_rate).toBe(0);
    expect(a.dataSource.engagementBasis).toBe('sample-mean');
  });

  it('empties the paid-only parts for the free tier', () => {
    const asOf = utc('2024-01-31T00:00');
    const posts = Array.from({ length: 3 }, (_, i) => post({ title: `Post ${i}`, score: i, createdUtc: asOf - i * 3600 }));
    const a = analyzeSubreddit({ subreddit: subreddit(), posts, asOf, provenance, tier: 'free' });
    expect(a.tier).toBe('free');
    expect(a.user_Activity).toEqual({ week: ZERO, month: ZERO });
    expect([a.bestTimeToPost, a.heatmap, a.currentWeek, a.currentMonth, a.hashTags, a.postComments]).toEqual([[], [], [], [], [], []]);
    expect(a.raw_historical_posts.map((h) => h.title)).toEqual(['Post 2']);
    expect(a.keywords.length).toBeGreaterThan(0);
  });

  const titled = (...titles: string[]) => titles.map((title) => ({ title }));

  it("leaves recurring threads out of the keywords: a scheduled thread's title words are not what members talk about", () => {
    const asOf = utc('2024-03-31T00:00');
    const weekly = ['March 04', 'March 11', 'March 18', 'March 25'].map((d, i) =>
      post({
        id: `w${i}`,
        title: `Weekly Question Thread - ${d} Edition - newbies welcome`,
        selftext: 'Ask anything, newbies welcome. Read the wiki first.',
        score: 400,
        numComments: 900,
        createdUtc: asOf - (i + 1) * 86_400 * 6,
      }),
    );
    const own = ['Film scanning at home', 'Lens for street portraits', 'Film scanning with a DSLR', 'Street portraits at night'].map(
      (title, i) => post({ id: `o${i}`, title, selftext: '', score: 20, createdUtc: asOf - i * 3600 }),
    );
    const a = analyzeSubreddit({ subreddit: subreddit(), posts: [...weekly, ...own], asOf, provenance });
    expect(a.keywords.join(' ')).not.toMatch(/weekly|edition|newbies|question thread/);
    expect(a.keywords).toEqual(expect.arrayContaining(['film scanning', 'street portraits']));
    // The same titles on their own are kept: only a title that says it is a series, or a dated shape repeated, is left out.
    expect(
      recurringThreads(titled('Day 1 of learning guitar', 'Day 2 of learning guitar', 'Day 3 of learning guitar', 'Guitar strings?')),
    ).toEqual([true, true, true, false]);
    expect(recurringThreads(titled('Daily Discussion Thread', 'My first film roll', 'Match Thread: Arsenal v Spurs'))).toEqual([
      true,
      false,
      true,
    ]);
  });
});
