import * as yup from 'yup';
import type {
  AnalysisWindowInfo,
  BestTimeSlot,
  DataSourceInfo,
  HistoricalPost,
  MeasuredOver,
  PostTypeName,
  SimilarSubredditRow,
  SimilarSubreddits,
  SubredditAnalysis,
  TopPostRow,
} from '@subreddit-signal/contract';

/**
 * Response schemas of the analysis calls, checked against the wire types of
 * `contract/src/analysis.ts`. Lists default to empty so a free answer (paid-only parts
 * empty) and an older server that leaves a list out both read the same.
 */

export const num = () => yup.number().required();
export const nullableNum = () => yup.number().nullable().defined();
export const nullableText = () => yup.string().nullable().defined();
export const list = <T extends yup.AnyObject>(item: yup.ObjectSchema<T>) => yup.array(item.required()).required().default([]);
const textList = () => yup.array(yup.string().required()).required().default([]);

const byPostType = <S extends yup.Schema>(field: () => S) => yup.object({ Text: field(), Link: field(), Image: field(), Video: field() });

const historicalPost: yup.ObjectSchema<HistoricalPost> = yup.object({
  title: yup.string().defined(),
  description: yup.string().defined(),
  link_flair_text: nullableText(),
  num_comments: num(),
  score: num(),
});

const bestTimeSlot: yup.ObjectSchema<BestTimeSlot> = yup.object({
  averageTime: yup
    .string()
    .required()
    .matches(/^\d{2}:\d{2}$/, 'averageTime must be HH:mm'),
  day: yup.number().integer().min(0).max(6).required(),
  hour: yup.number().integer().min(0).max(23).required(),
  performance: num(),
  posts: num(),
});

const topPostRow: yup.ObjectSchema<TopPostRow> = yup.object({
  title: yup.string().defined(),
  keyword: yup.string().defined(),
  upvotes: num(),
  comments: num(),
  engagementRate: num(),
  url: yup.string().optional(),
});

const measuredOver: yup.ObjectSchema<MeasuredOver> = yup.object({
  days: nullableNum(),
  posts: num(),
});

const windowInfo: yup.ObjectSchema<AnalysisWindowInfo> = yup.object({
  days: num(),
  posts: num(),
  basis: yup.mixed<AnalysisWindowInfo['basis']>().oneOf(['window', 'wider', 'sample']).required(),
  shown: measuredOver.default(undefined).optional(),
});

const dataSource: yup.ObjectSchema<DataSourceInfo> = yup.object({
  kind: yup.mixed<DataSourceInfo['kind']>().oneOf(['snapshot', 'live', 'imported', 'archive']).required(),
  label: yup.string().defined(),
  dataDate: nullableText(),
  postsAnalysed: num(),
  from: nullableText(),
  to: nullableText(),
  asOf: yup.string().nullable().optional(),
  windows: yup.object({ week: windowInfo.required(), month: windowInfo.required() }).default(undefined).optional(),
  engagementBasis: yup.mixed<'subscribers' | 'sample-mean'>().oneOf(['subscribers', 'sample-mean']).optional(),
});

export const subredditAnalysis: yup.ObjectSchema<SubredditAnalysis> = yup.object({
  tier: yup.mixed<'free' | 'paid'>().oneOf(['free', 'paid']).required(),
  name: yup.string().required(),
  url: yup.string().defined(),
  description: yup.string().defined(),
  subscribers: nullableNum(),
  subscribersYear: yup.number().nullable().optional(),
  posts_per_week: num(),
  posts_per_week_over: measuredOver.default(undefined).optional(),
  total_views: nullableNum(),
  engagement_rate: num(),
  avg_upvotes: num(),
  avg_comments: num(),
  avg_posts_per_week: num(),
  best_time_to_post: nullableText(),
  avg_post_title_length: num(),
  avg_content_length: num(),
  post_type_distribution: byPostType(num).required() as yup.ObjectSchema<Record<PostTypeName, number>>,
  user_Activity: yup
    .object({
      week: byPostType(() => yup.string().required()).required() as yup.ObjectSchema<Record<PostTypeName, string>>,
      month: byPostType(() => yup.string().required()).required() as yup.ObjectSchema<Record<PostTypeName, string>>,
    })
    .required(),
  keywords: textList(),
  popularFlairs: textList(),
  hashTags: textList(),
  raw_historical_posts: list(historicalPost),
  bestTimeToPost: list(bestTimeSlot),
  heatmap: yup.array(yup.array(yup.number().nullable().defined()).required()).required().default([]),
  currentWeek: list(topPostRow),
  currentMonth: list(topPostRow),
  postComments: list(yup.object({ body: yup.string().defined(), score: num() })),
  dataSource: dataSource.required(),
});

const similarRow: yup.ObjectSchema<SimilarSubredditRow> = yup.object({
  Subreddit: yup.string().required(),
  Subscribers: nullableNum(),
  'Posts/Day': num(),
  'Comments/Day': num(),
  EngagementRate: num(),
  similarity: yup.number().optional(),
  basis: yup.mixed<'window' | 'sample'>().oneOf(['window', 'sample']).optional(),
  activity: yup.mixed<'unknown'>().oneOf(['unknown']).optional(),
});

const similarSubreddits: yup.ObjectSchema<SimilarSubreddits> = yup.object({
  week: list(similarRow),
  month: list(similarRow),
});

/** POST /reddit/subreddit-about */
export const subredditAboutResponse = yup.object({ subreddit: subredditAnalysis.required() });
/** POST /reddit/paid-subreddit-about */
export const paidSubredditAboutResponse = yup.object({
  subreddit: subredditAnalysis.required(),
  similarSubreddits: similarSubreddits.required(),
});
export type SubredditAboutResponse = { subreddit: SubredditAnalysis };
export type PaidSubredditAboutResponse = { subreddit: SubredditAnalysis; similarSubreddits: SimilarSubreddits };
