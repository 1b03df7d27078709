import type { CommentIdea } from '@subreddit-signal/contract';

/** What Copy puts on the clipboard for a comment: its response, the text that is posted. (A post: `postAsText` of entities/idea.) */
export function commentCopyText(comment: CommentIdea): string {
  return comment.response;
}
