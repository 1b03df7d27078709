/**
 * How a post's discussion went (docs/METRICS.md "Post analysis", `discussion`): its best top-level
 * comments and how many minutes after the post they came, and how deep the replies went. Only what
 * the data holds is measured: `commentsRead` says how many comments that is, and reply depth is
 * null when only top-level comments were read (a depth of 1 would be a guess, not a figure).
 */
import type { DiscussionComment, PostDiscussion } from '@subreddit-signal/contract';
import type { RedditComment, RedditPost } from '../reddit/model';
import { mean, percentile, ratio, round } from './numbers';

export const DISCUSSION_TOP_COMMENTS = 5;

const GONE = new Set(['', '[deleted]', '[removed]']);

/** A comment with no parent named, or one whose parent is the post, is top-level. */
export const isTopLevel = (c: Pick<RedditComment, 'parentId'>) => !c.parentId || c.parentId.startsWith('t3_');
const isReply = (c: Pick<RedditComment, 'parentId'>) => !!c.parentId && c.parentId.startsWith('t1_');

/**
 * Depth of every comment whose chain reaches the post through comments read (1 = top-level). A
 * reply to a comment not read (deleted, or beyond what was read) has no known depth and is left out.
 */
export function commentDepths(comments: readonly RedditComment[]): Map<string, number> {
  const parentOf = new Map(comments.map((c) => [c.id, c.parentId ?? null] as const));
  const depth = new Map<string, number>();
  const resolve = (id: string): number | null => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    const chain: string[] = [];
    let cur: string | null = id;
    let base: number | null = null;
    // Walk up iteratively: a hostile thread cannot overflow the stack, and a cycle ends the walk.
    while (cur !== null) {
      const at = depth.get(cur);
      if (at !== undefined) {
        base = at;
        break;
      }
      if (!parentOf.has(cur) || chain.includes(cur)) return null;
      chain.push(cur);
      const parent: string | null = parentOf.get(cur) ?? null;
      if (!parent || parent.startsWith('t3_')) {
        base = 0;
        break;
      }
      cur = parent.startsWith('t1_') ? parent.slice(3) : null;
      if (cur === null) return null;
    }
    if (base === null) return null;
    for (let i = chain.length - 1, d = base + 1; i >= 0; i--, d++) depth.set(chain[i], d);
    return depth.get(id) ?? null;
  };
  for (const c of comments) resolve(c.id);
  return depth;
}

export interface DiscussionInput {
  post: Pick<RedditPost, 'id' | 'createdUtc'>;
  /** The post's comments as the source gave them. */
  comments: readonly RedditComment[];
  /** Whether the source read replies too; default: whether any comment read is a reply. */
  repliesRead?: boolean;
}

const minutesAfter = (postUtc: number, commentUtc: number) => Math.max(0, Math.round((commentUtc - postUtc) / 60));

/** The post's discussion, or undefined when no usable comment of it was read. */
export function analyzeDiscussion(input: DiscussionInput): PostDiscussion | undefined {
  const postUtc = input.post.createdUtc;
  if (!Number.isFinite(postUtc)) return undefined;
  const comments = input.comments.filter(
    (c) =>
      Number.isFinite(c.createdUtc) &&
      c.createdUtc > 0 &&
      !GONE.has((c.body ?? '').trim()) &&
      (!c.postId || c.postId === input.post.id || c.postId === `t3_${input.post.id}`),
  );
  if (comments.length === 0) return undefined;
  const repliesRead = input.repliesRead ?? comments.some(isReply);
  const topLevel = comments.filter(isTopLevel);

  const replyCount = new Map<string, number>();
  for (const c of comments) {
    if (isReply(c)) replyCount.set(c.parentId!.slice(3), (replyCount.get(c.parentId!.slice(3)) ?? 0) + 1);
  }
  const top: DiscussionComment[] = [...topLevel]
    .sort((a, b) => b.score - a.score || a.createdUtc - b.createdUtc || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, DISCUSSION_TOP_COMMENTS)
    .map((c) => ({
      body: c.body,
      score: Number.isFinite(c.score) ? c.score : 0,
      minutesAfterPost: minutesAfter(postUtc, c.createdUtc),
      replies: repliesRead ? (replyCount.get(c.id) ?? 0) : null,
    }));

  let replyDepth: PostDiscussion['replyDepth'] = null;
  if (repliesRead) {
    const depths = [...commentDepths(comments).values()];
    if (depths.length > 0) {
      replyDepth = {
        deepest: Math.max(...depths),
        mean: round(mean(depths), 1),
        replyShare: round(ratio(depths.filter((d) => d > 1).length, depths.length) * 100),
      };
    }
  }

  return {
    commentsRead: comments.length,
    topLevelRead: topLevel.length,
    topComments: top,
    // Nearest-rank median (the lower middle of an even list): a real comment's minutes, never a blend.
    bestCommentsMedianMinutes: top.length
      ? percentile(
          top.map((c) => c.minutesAfterPost),
          50,
        )
      : 0,
    firstCommentMinutes: minutesAfter(postUtc, Math.min(...comments.map((c) => c.createdUtc))),
    replyDepth,
  };
}
