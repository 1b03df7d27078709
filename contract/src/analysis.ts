/**
 * Wire shapes of the discussion-site analysis calls (/api/reddit), with the field names the client
 * reads (snake_case and camelCase mixed, e.g. postPerWeek beside posts_per_week and user_Activity; kept as they are).
 * The server builds them; the web client parses them.
 */
export type PostTypeName = 'Text' | 'Link' | 'Image' | 'Video';

/**
 * A window holding fewer posts than this is too thin for a figure: the figure moves to a wider
 * window (docs/METRICS.md, "window widening"), and the client says so.
 */
export const MIN_WINDOW_POSTS = 10;

/** The posts a figure was measured over: the `days` before dataSource.asOf, or the whole sample (null). */
export interface MeasuredOver {
  days: number | null;
  posts: number;
}

/** How a week or month view was filled (docs/METRICS.md "Time windows"). */
export interface AnalysisWindowInfo {
  /** Length of the window asked for in days (7 or 30), ending at dataSource.asOf. */
  days: number;
  /** Posts created in that window. */
  posts: number;
  /**
   * 'window': the view uses the window's posts; 'wider': the window held fewer than MIN_WINDOW_POSTS,
   * so the view uses the narrowest wider window that holds enough (`shown`); 'sample': the whole
   * sample stands in (`shown.days` null).
   */
  basis: 'window' | 'wider' | 'sample';
  /** What the view really shows, when it is not the asked window. */
  shown?: MeasuredOver;
}

/** Evidence behind a search card's badge: what we know, and how we know it (read on hover). */
export interface PostingRuleBadge<S extends string> {
  status: S;
  reason: string;
}

/** The search card badges, derived from what the source says or the community's own posts and description. */
export interface PostingRules {
  urls: PostingRuleBadge<'allowed' | 'not-allowed' | 'unknown'>;
  rules: PostingRuleBadge<'flexible' | 'strict' | 'unknown'>;
}

/** Where the numbers come from, under every analysis (beyond the spec; see docs/METRICS.md). */
export interface DataSourceInfo {
  kind: 'snapshot' | 'live' | 'imported' | 'archive';
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
  /** True only when there is evidence that link posts are allowed (postingRules.urls says which). */
  urlAllowed: boolean;
  /** The evidence for flexible rules; empty when the rules are strict or unknown. */
  flexibleRules: string[];
  /** Year the subscriber count dates from. */
  subscribersYear: number | null;
  /** The posts postPerWeek was measured over (the analysis's posts_per_week_over); absent when unknown. */
  postPerWeekOver?: MeasuredOver;
  /** The badges with their status and reason ('unknown' without evidence). */
  postingRules?: PostingRules;
  /**
   * True when only the community's catalogue entry is known (no posts to analyse, no live API):
   * listed after the analysable results, with nothing to analyse. Absent otherwise.
   */
  catalogueOnly?: boolean;
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

/**
 * Posts a time slot needs before it can be called a best time, for a sample of `samplePosts`:
 * 3, or 1 % of the sample when that is more (decision 032), so a best time among 999 posts rests
 * on at least 10 of them. The server applies it; the page explains it when no slot qualifies.
 */
export function bestSlotMinPosts(samplePosts: number): number {
  return Math.max(3, Math.ceil(Math.max(0, samplePosts) * 0.01));
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
  /** The window posts_per_week was measured over (28 days, widened when too thin). */
  posts_per_week_over?: MeasuredOver;
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
  /** 'unknown': the data holds no posts of this community to measure (a catalogue entry): Comments/Day and EngagementRate are 0 for want of data, and Posts/Day is the catalogue's rate (0 when it has none). */
  activity?: 'unknown';
}

export interface SimilarSubreddits {
  week: SimilarSubredditRow[];
  month: SimilarSubredditRow[];
}

/** How one post compares with its community's analysed posts (paid post analysis). */
export interface PostComparison {
  /** Other posts of the community it is compared with. */
  postsCompared: number;
  /** Share of those posts (whole %) with a lower score / fewer comments. */
  scorePercentile: number;
  commentsPercentile: number;
  /** The post's UTC weekday (0 = Sunday) and hour, that slot's performance (1 = average post; null without other posts there) and its rank among bestTimeToPost (1-based, null when not among them). */
  slot: { day: number; hour: number; performance: number | null; bestRank: number | null };
  /** Title length in characters, and the middle half (25th–75th percentile) of the community's. */
  titleLength: number;
  titleRange: { low: number; high: number };
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
  /** Paid analysis only; absent without other posts of the community to compare with. */
  comparison?: PostComparison;
  /** Paid analysis only; absent when the data holds none of the post's comments (docs/METRICS.md "Post analysis"). */
  discussion?: PostDiscussion;
}

/** One of the post's best top-level comments, with when it came. */
export interface DiscussionComment {
  body: string;
  score: number;
  /** Whole minutes between the post and the comment. */
  minutesAfterPost: number;
  /** Replies to it among the comments read; null when replies were not read. */
  replies: number | null;
}

/** How the post's discussion went, from the comments the data holds. */
export interface PostDiscussion {
  /** Comments read (the data may hold fewer than num_comments), and how many of them are top-level. */
  commentsRead: number;
  topLevelRead: number;
  /** The best top-level comments, highest score first (at most 5). */
  topComments: DiscussionComment[];
  /** Median minutes after the post of topComments: how early the best comments came. */
  bestCommentsMedianMinutes: number;
  /** Minutes after the post of the first comment read. */
  firstCommentMinutes: number;
  /**
   * Reply depth (1 = top-level comment, 2 = a reply to it, …) over the comments whose chain is
   * known: the deepest level, the mean level, and the whole % of comments that are replies. Null
   * when the data holds top-level comments only (the depth is then unknown, not 1).
   */
  replyDepth: { deepest: number; mean: number; replyShare: number } | null;
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

/**
 * 202 answer of the analysis calls (subreddit-about, paid-subreddit-about) while a community local
 * data lacks is fetched from the Arctic Shift archive in the background. Ask again (no credit is
 * spent until an analysis is delivered) until the analysis arrives.
 */
export interface CommunityFetchProgress {
  fetching: {
    subreddit: string;
    status: 'queued' | 'running';
    postsSoFar: number;
    commentsSoFar: number;
    /** e.g. 'Fetching r/SaaS: 412 posts so far' */
    message: string;
  };
}

/** 'Fetching r/SaaS: 412 posts so far' (the one wording of the server and the page). */
export function fetchProgressMessage(subreddit: string, postsSoFar: number, status: 'queued' | 'running'): string {
  if (status === 'queued' && postsSoFar === 0) return `Fetching r/${subreddit}: starting`;
  return `Fetching r/${subreddit}: ${postsSoFar.toLocaleString('en-US')} ${postsSoFar === 1 ? 'post' : 'posts'} so far`;
}
