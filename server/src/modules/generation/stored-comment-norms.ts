/**
 * First-comment norms from the comments the database holds on a community's top posts (archive,
 * imported and live data; the bundled snapshot holds none). Read once per data moment: the first
 * comment written for a community costs one query, later ones none.
 */
import type { Queryable } from '../../db/client';
import { storedCommunityContent, type RedditData } from '../research';
import type { SubredditPosts } from '../reddit';
import { commentNorms, type CommentNorms } from './comment-norms';

/** The posts whose comments set the norm: the community's best, as members answer those first. */
export const NORM_TOP_POSTS = 50;

/** Norms from the comments stored on the community's top posts; null when too few are held. */
export async function readCommentNorms(db: Queryable, found: SubredditPosts): Promise<CommentNorms | null> {
  if (found.kind === 'snapshot') return null;
  const { posts, comments } = await storedCommunityContent(db, found.subreddit.name);
  const top = new Set(
    [...posts]
      .sort((a, b) => b.score - a.score)
      .slice(0, NORM_TOP_POSTS)
      .map((p) => p.id),
  );
  return commentNorms(comments.filter((c) => top.has(c.postId)));
}

/** readCommentNorms, remembered with the data moment; a failed read is not remembered and gives no norms. */
export function storedCommentNorms(db: Queryable, data: RedditData, found: SubredditPosts, key: string): Promise<CommentNorms | null> {
  if (found.kind === 'snapshot') return Promise.resolve(null);
  const memoKey = `comment-norms:${key}`;
  return data.remember(memoKey, () =>
    readCommentNorms(db, found).catch(() => {
      data.forget(memoKey);
      return null;
    }),
  );
}
