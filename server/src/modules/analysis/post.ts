/**
 * The post analysis: the post itself, its body as safe HTML, and the
 * analysis of its subreddit (with the post's top comments as postComments).
 */
import type { AnalysedPost, SubredditAnalysis } from '@/shared/api/contract';
import type { RedditComment, RedditPost, SubredditInfo } from '../reddit/model';
import { markdownToSafeHtml } from './markdown';
import { analyzeSubreddit, permalinkUrl, type AnalysisProvenance } from './subreddit';

export interface PostAnalysisInput {
  post: RedditPost;
  /** The post's comments, when the source has them. */
  comments?: readonly RedditComment[];
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

export function analyzePost(input: PostAnalysisInput): PostAnalysis {
  const { post } = input;
  const posts = input.subredditPosts.some((p) => p.id === post.id) ? input.subredditPosts : [...input.subredditPosts, post];
  const comments = (input.comments ?? []).filter((c) => !c.postId || c.postId === post.id || c.postId === `t3_${post.id}`);
  const subreddit = analyzeSubreddit({ subreddit: input.subreddit, posts, comments, asOf: input.asOf, provenance: input.provenance, tier: input.tier });
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
    },
    subreddit,
  };
}
