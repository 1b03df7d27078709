/**
 * Wire shapes of the discussion-site analysis calls (/api/reddit), with the field names the client
 * reads (snake_case and camelCase mixed, e.g. postPerWeek beside posts_per_week and user_Activity; kept as they are).
 * The server builds them; the web client parses them.
 */
export type PostTypeName = 'Text' | 'Link' | 'Image' | 'Video';

/** How a week or month view was filled (docs/METRICS.md "Time windows"). */
export interface AnalysisWindowInfo {
  /** Length of the window in days (7 or 30), ending at dataSource.asOf. */
  days: number;
  /** Posts created in the window. */
  posts: number;
  /** 'window': the view uses the window's posts; 'sample': the window had none, so the whole sample stands in. */
  basis: 'window' | 'sample';
}

/** Where the numbers come from, under every analysis (beyond the spec; see docs/METRICS.md). */
export interface DataSourceInfo {
  kind: 'snapshot' | 'live' | 'imported';
  label: string;
  dataDate: string | null;
  postsAnalysed: number;
  from: string | null;
  to: string | null;
  /** ISO date-time "now" is measured from: the week/month windows end here (collection time for stored data). */
  asOf?: string | null;
  /** How user_Activity.week/month and currentWeek/currentMonth were filled. */
  windows?: { week: AnalysisWindowInfo; month: AnalysisWindowInfo };
  /**
   * What engagement rates are relative to: the subscriber count ('subscribers'), or, when it is
   * unknown, the sample's mean post ('sample-mean': a post's rate is 100 × its engagement / the mean;
   * engagement_rate is then 0).
   */
  engagementBasis?: 'subscribers' | 'sample-mean';
}

export interface SubredditSearchResult {
  name: string;
  header_title: string;
  description: string;
  subscribers: number;
  postPerWeek: number;
  urlAllowed: boolean;
  flexibleRules: string[];
  /** Year the subscriber count dates from. */
  subscribersYear: number | null;
}

/**
 * search-subreddit answers a bare list of results; the size of the catalogue it searched
 * ('Explored N subreddits', a true count) comes in this response header.
 */
export const EXPLORED_COUNT_HEADER = 'x-explored-count';

export interface HistoricalPost {
  title: string;
  description: string;
  link_flair_text: string | null;
  num_comments: number;
  score: number;
}

export interface BestTimeSlot {
  /** HH:mm, UTC. */
  averageTime: string;
  /** 0 = Sunday … 6 = Saturday (UTC). */
  day: number;
  hour: number;
  /** Mean engagement of posts in this slot relative to the subreddit's mean (1 = average). */
  performance: number;
  /** Posts that back this slot. */
  posts: number;
}

export interface TopPostRow {
  title: string;
  keyword: string;
  upvotes: number;
  comments: number;
  engagementRate: number;
  url?: string;
}

export interface SubredditAnalysis {
  /**
   * 'free' from subreddit-about / subreddit-post: the paid-only parts (user_Activity, bestTimeToPost,
   * heatmap, currentWeek, currentMonth, hashTags, postComments) are empty ('0%' / []), and
   * raw_historical_posts holds one sample post. 'paid' from the paid endpoints: everything.
   */
  tier: 'free' | 'paid';
  name: string;
  url: string;
  description: string;
  subscribers: number | null;
  /** Year the subscriber count dates from (it may differ from the posts' date). */
  subscribersYear?: number | null;
  posts_per_week: number;
  total_views: number | null;
  engagement_rate: number;
  avg_upvotes: number;
  avg_comments: number;
  avg_posts_per_week: number;
  /** HH:mm UTC of the best slot, or null without enough posts. */
  best_time_to_post: string | null;
  avg_post_title_length: number;
  avg_content_length: number;
  /** Percentages of Text, Link, Image, Video (Other counted apart, hidden). */
  post_type_distribution: Record<PostTypeName, number>;
  user_Activity: { week: Record<PostTypeName, string>; month: Record<PostTypeName, string> };
  keywords: string[];
  popularFlairs: string[];
  hashTags: string[];
  raw_historical_posts: HistoricalPost[];
  bestTimeToPost: BestTimeSlot[];
  /** 7 × 24 grid [day][hour] of relative performance (null where no posts), UTC. */
  heatmap: (number | null)[][];
  currentWeek: TopPostRow[];
  currentMonth: TopPostRow[];
  postComments: { body: string; score: number }[];
  dataSource: DataSourceInfo;
}

export interface SimilarSubredditRow {
  Subreddit: string;
  Subscribers: number | null;
  'Posts/Day': number;
  'Comments/Day': number;
  EngagementRate: number;
  /** Content similarity to the analysed community, 0–1 (docs/METRICS.md "Similar subreddits"). */
  similarity?: number;
  /** 'window': the row's figures come from the window's posts; 'sample': none there, the whole stored sample stands in. */
  basis?: 'window' | 'sample';
}

export interface SimilarSubreddits {
  week: SimilarSubredditRow[];
  month: SimilarSubredditRow[];
}

export interface AnalysedPost {
  title: string;
  selftext_html: string;
  score: number;
  num_comments: number;
  num_crossposts: number | null;
  best_time_to_post: string | null;
  url: string;
  subreddit: string;
  created_utc: number;
  link_flair_text: string | null;
}

export interface SearchHistoryEntry {
  _id: string;
  header_title: string;
  name: string;
  url: string | null;
  type: 'keyword' | 'redditUrl';
  createdAt: string;
  no_of_result: number;
}

export interface SearchHistoryResponse {
  data: SearchHistoryEntry[];
  totalSearchHistory: number;
}
