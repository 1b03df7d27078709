/**
 * The post analysis: the post itself, its body as safe HTML, and the
 * analysis of its subreddit (with the post's top comments as postComments).
 */
import type { AnalysedPost, PostComparison, SubredditAnalysis } from '@subreddit-signal/contract';
import type { RedditComment, RedditPost, SubredditInfo } from '../reddit/model';
import { analyzeDiscussion, isTopLevel } from './discussion';
import { markdownToSafeHtml } from './markdown';
import { percentile, ratio, round } from './numbers';
import { analyzeSubreddit, canonicalPosts, charCount, permalinkUrl, type AnalysisProvenance } from './subreddit';
import { weekdayHour } from './time';

export interface PostAnalysisInput {
  post: RedditPost;
  /** The post's comments, when the source has them (replies included when `repliesRead`). */
  comments?: readonly RedditComment[];
  /** Whether `comments` holds replies too (PostThread.repliesRead). */
  repliesRead?: boolean;
  /** Posts of the post's subreddit to analyse it with (the post is added when missing). */
  subredditPosts: readonly RedditPost[];
  subreddit: SubredditInfo;
  asOf: number;
  provenance: AnalysisProvenance;
  /** 'paid' (default) or 'free' (see SubredditAnalysisInput.tier). */
  tier?: 'free' | 'paid';
}

export interface PostAnalysis {
  post: AnalysedPost;
  subreddit: SubredditAnalysis;
}

const finite = (x: number) => (Number.isFinite(x) ? x : 0);

/** The post's link target when it is http(s), else its Reddit thread. */
function postUrl(post: RedditPost): string {
  const url = post.url?.trim() ?? '';
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  return permalinkUrl(post.permalink);
}

/** Whole percentage of `values` strictly below `x`. */
const shareBelow = (values: readonly number[], x: number) => round(ratio(values.filter((v) => v < x).length, values.length) * 100);

/**
 * The post against the other posts of its community (docs/METRICS.md "Post analysis", `comparison`): the share
 * with a lower score and fewer comments, its weekday-hour slot on the heatmap and among the best
 * times, and its title length against the middle half of the community's. Undefined without other posts.
 */
export function comparePost(
  post: RedditPost,
  communityPosts: readonly RedditPost[],
  subreddit: SubredditAnalysis,
): PostComparison | undefined {
  const others = canonicalPosts(communityPosts).filter((p) => p.id !== post.id);
  if (others.length === 0) return undefined;
  const { day, hour } = weekdayHour(finite(post.createdUtc));
  const rank = subreddit.bestTimeToPost.findIndex((s) => s.day === day && s.hour === hour);
  const titles = others.map((p) => charCount(p.title));
  return {
    postsCompared: others.length,
    scorePercentile: shareBelow(
      others.map((p) => finite(p.score)),
      finite(post.score),
    ),
    commentsPercentile: shareBelow(
      others.map((p) => finite(p.numComments)),
      finite(post.numComments),
    ),
    slot: { day, hour, performance: subreddit.heatmap[day]?.[hour] ?? null, bestRank: rank >= 0 ? rank + 1 : null },
    titleLength: charCount(post.title),
    titleRange: { low: percentile(titles, 25), high: percentile(titles, 75) },
  };
}

export function analyzePost(input: PostAnalysisInput): PostAnalysis {
  const { post } = input;
  const posts = input.subredditPosts.some((p) => p.id === post.id) ? input.subredditPosts : [...input.subredditPosts, post];
  const comments = (input.comments ?? []).filter((c) => !c.postId || c.postId === post.id || c.postId === `t3_${post.id}`);
  const subreddit = analyzeSubreddit({
    subreddit: input.subreddit,
    posts,
    // "Top comments" are the thread's own answers to the post; replies are measured in `discussion`.
    comments: comments.filter(isTopLevel),
    asOf: input.asOf,
    provenance: input.provenance,
    tier: input.tier,
  });
  const paid = input.tier !== 'free';
  const comparison = paid ? comparePost(post, input.subredditPosts, subreddit) : undefined;
  const discussion = paid ? analyzeDiscussion({ post, comments, repliesRead: input.repliesRead }) : undefined;
  return {
    post: {
      title: post.title,
      selftext_html: markdownToSafeHtml(post.selftext),
      score: finite(post.score),
      num_comments: finite(post.numComments),
      num_crossposts: post.numCrossposts !== null && Number.isFinite(post.numCrossposts) ? post.numCrossposts : null,
      best_time_to_post: subreddit.best_time_to_post,
      url: postUrl(post),
      subreddit: post.subreddit || input.subreddit.name,
      created_utc: finite(post.createdUtc),
      link_flair_text: post.flair?.trim() || null,
      ...(comparison ? { comparison } : {}),
      ...(discussion ? { discussion } : {}),
    },
    subreddit,
  };
}
