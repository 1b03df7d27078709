import * as yup from 'yup';
import type { AnalysedPost, PostComparison, PostDiscussion, SubredditAnalysis } from '@subreddit-signal/contract';
import { list, nullableNum, nullableText, num, subredditAnalysis } from './schemas';

// The post analyses' response schemas, apart from the subreddit ones (schemas.ts): a subreddit page
// loading them built these objects for nothing (yup's calls are not known to be pure, so they stay
// wherever their module goes).

const postComparison: yup.ObjectSchema<PostComparison> = yup.object({
  postsCompared: num(),
  scorePercentile: num(),
  commentsPercentile: num(),
  slot: yup.object({ day: num(), hour: num(), performance: nullableNum(), bestRank: nullableNum() }).required(),
  titleLength: num(),
  titleRange: yup.object({ low: num(), high: num() }).required(),
});

const postDiscussion: yup.ObjectSchema<PostDiscussion> = yup.object({
  commentsRead: num(),
  topLevelRead: num(),
  topComments: list(yup.object({ body: yup.string().defined(), score: num(), minutesAfterPost: num(), replies: nullableNum() })),
  bestCommentsMedianMinutes: num(),
  firstCommentMinutes: num(),
  replyDepth: yup.object({ deepest: num(), mean: num(), replyShare: num() }).nullable().defined().default(null),
});

const analysedPost: yup.ObjectSchema<AnalysedPost> = yup.object({
  title: yup.string().defined(),
  selftext_html: yup.string().defined(),
  score: num(),
  num_comments: num(),
  num_crossposts: nullableNum(),
  best_time_to_post: nullableText(),
  url: yup.string().defined(),
  subreddit: yup.string().defined(),
  created_utc: num(),
  link_flair_text: nullableText(),
  comparison: postComparison.default(undefined).optional(),
  discussion: postDiscussion.default(undefined).optional(),
});

/** POST /reddit/subreddit-post and /reddit/subreddit-advanced-post */
export const postAnalysisResponse = yup.object({ subreddit: subredditAnalysis.required(), post: analysedPost.required() });

export type PostAnalysisResponse = { subreddit: SubredditAnalysis; post: AnalysedPost };
