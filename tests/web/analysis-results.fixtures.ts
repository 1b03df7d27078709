/**
 * Realistic answers of the analysis calls (`contract/src/analysis.ts`) for the result-screen
 * suites: r/marketing from the bundled 2013 snapshot, free and paid tiers, a post and similar
 * subreddits. (The plan catalogue, the profile and recordPost are in tests/support/handlers.ts.)
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type {
  AnalysedPost,
  BestTimeSlot,
  DataSourceInfo,
  SimilarSubreddits,
  SubredditAnalysis,
  TopPostRow,
} from '@subreddit-signal/contract';

export const dataSource: DataSourceInfo = {
  kind: 'snapshot',
  label: 'Reddit public snapshot',
  dataDate: '2013-06-30',
  postsAnalysed: 1240,
  from: '2013-01-01',
  to: '2013-06-30',
  asOf: '2013-06-30T23:59:59.000Z',
  windows: { week: { days: 7, posts: 42, basis: 'window' }, month: { days: 30, posts: 180, basis: 'window' } },
  engagementBasis: 'subscribers',
};

/** UTC slots chosen to move between buckets as the offset changes (see the paid suite). */
export const bestTimes: BestTimeSlot[] = [
  { averageTime: '06:30', day: 2, hour: 6, performance: 1.92, posts: 14 }, // Tue: +1 07:30 morning … +4 10:30 morning
  { averageTime: '10:15', day: 3, hour: 10, performance: 1.64, posts: 9 }, // Wed: +1 11:15 morning, +2 12:15 afternoon
  { averageTime: '15:45', day: 4, hour: 15, performance: 1.41, posts: 11 }, // Thu: +1 16:45 afternoon, +2 17:45 evening
  { averageTime: '21:10', day: 6, hour: 21, performance: 1.33, posts: 6 }, // Sat: +1 22:10 night, +4 Sun 01:10 night
  { averageTime: '19:05', day: 0, hour: 19, performance: 1.18, posts: 1 }, // Sun: +1 20:05 evening, +2 21:05 night
];

/** 7 × 24, UTC, mostly empty: Tue 14:00 is the best hour, Mon 09:00 below average, Fri 23:00 above. */
export function heatmapGrid(): (number | null)[][] {
  const grid: (number | null)[][] = Array.from({ length: 7 }, () => Array<number | null>(24).fill(null));
  grid[2]![14] = 2.4;
  grid[1]![9] = 0.5;
  grid[5]![23] = 1.5;
  grid[0]![0] = 1;
  return grid;
}

const topRow = (i: number, overrides: Partial<TopPostRow> = {}): TopPostRow => ({
  title: `Week post ${i}`,
  keyword: i % 2 ? 'email' : 'seo',
  upvotes: 100 * i,
  comments: 10 * i,
  engagementRate: i,
  url: `https://www.reddit.com/r/marketing/comments/w${i}/week_post_${i}/`,
  ...overrides,
});

/** Twelve rows, engagement 1…12: the table keeps the ten best. */
export const currentWeek: TopPostRow[] = Array.from({ length: 12 }, (_, i) => topRow(i + 1));
export const currentMonth: TopPostRow[] = [
  {
    title: 'How we doubled our newsletter signups in 30 days',
    keyword: 'newsletter',
    upvotes: 1520,
    comments: 214,
    engagementRate: 12.5,
    url: 'https://www.reddit.com/r/marketing/comments/m1/how_we_doubled/',
  },
  { title: 'Is SEO still worth it for small shops?', keyword: 'seo', upvotes: 980, comments: 310, engagementRate: 9.75 },
];

export function freeAnalysis(overrides: Partial<SubredditAnalysis> = {}): SubredditAnalysis {
  return {
    tier: 'free',
    name: 'marketing',
    url: 'https://www.reddit.com/r/marketing/',
    description: 'A place to discuss marketing: strategy, channels, tools and careers.',
    subscribers: 1_254_300,
    posts_per_week: 312.4,
    total_views: null,
    engagement_rate: 4.256,
    avg_upvotes: 48.6,
    avg_comments: 12.3,
    avg_posts_per_week: 312.4,
    best_time_to_post: '14:00',
    avg_post_title_length: 57.6,
    avg_content_length: 642.2,
    post_type_distribution: { Text: 46, Link: 28, Image: 18, Video: 8 },
    user_Activity: {
      week: { Text: '0%', Link: '0%', Image: '0%', Video: '0%' },
      month: { Text: '0%', Link: '0%', Image: '0%', Video: '0%' },
    },
    keywords: ['content strategy', 'seo', 'email'],
    popularFlairs: ['Discussion', 'Question', 'Case Study'],
    hashTags: [],
    raw_historical_posts: [
      {
        title: 'How we doubled our newsletter signups in 30 days',
        description: 'We changed three things on the landing page and tested subject lines every week.',
        link_flair_text: 'Case Study',
        num_comments: 214,
        score: 1520,
      },
    ],
    bestTimeToPost: [],
    heatmap: [],
    currentWeek: [],
    currentMonth: [],
    postComments: [],
    dataSource,
    ...overrides,
  };
}

export function paidAnalysis(overrides: Partial<SubredditAnalysis> = {}): SubredditAnalysis {
  return freeAnalysis({
    tier: 'paid',
    user_Activity: {
      // 'Other' comes on the wire for completeness and must stay hidden.
      week: { Text: '45%', Link: '25%', Image: '20%', Video: '10%', Other: '0%' } as Record<'Text' | 'Link' | 'Image' | 'Video', string>,
      month: { Text: '50%', Link: '30%', Image: '12%', Video: '8%' },
    },
    hashTags: ['#growth', 'emailmarketing', '#seo'],
    bestTimeToPost: bestTimes,
    heatmap: heatmapGrid(),
    currentWeek,
    currentMonth,
    postComments: [
      { body: 'Subject lines with a number beat questions for us.', score: 88 },
      { body: 'Personalisation helped more than length.', score: 120 },
    ],
    ...overrides,
  });
}

export const similarSubreddits: SimilarSubreddits = {
  week: [
    {
      Subreddit: 'digital_marketing',
      Subscribers: 98_500,
      'Posts/Day': 14.25,
      'Comments/Day': 88.5,
      EngagementRate: 3.1,
      similarity: 0.62,
      basis: 'window',
    },
    {
      Subreddit: 'socialmedia',
      Subscribers: 2_310_000,
      'Posts/Day': 40,
      'Comments/Day': 301.333,
      EngagementRate: 1.05,
      similarity: 0.48,
      basis: 'window',
    },
  ],
  month: [
    {
      Subreddit: 'PPC',
      Subscribers: 45_200,
      'Posts/Day': 6.5,
      'Comments/Day': 19.2,
      EngagementRate: 2.75,
      similarity: 0.41,
      basis: 'window',
    },
  ],
};

export const POST_URL = 'https://www.reddit.com/r/marketing/comments/1abcde/what_is_your_best_cold_email_subject_line/';

export const analysedPost: AnalysedPost = {
  title: 'What is your best cold email subject line?',
  // Already sanitised by the server.
  selftext_html:
    '<div class="md"><p>We tried <strong>five</strong> subject lines last quarter.</p><ul><li>Numbers</li><li>Questions</li></ul></div>',
  score: 842,
  num_comments: 131,
  num_crossposts: 3,
  best_time_to_post: '15:00',
  url: POST_URL,
  subreddit: 'marketing',
  created_utc: Date.UTC(2013, 4, 14, 12) / 1000,
  link_flair_text: 'Question',
};

export const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });
