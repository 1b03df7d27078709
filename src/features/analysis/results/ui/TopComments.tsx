import type { DataSourceInfo } from '@subreddit-signal/contract';
import { formatCount } from '../model/format';
import { EmptyText } from './states';
import './top-comments.css';

const LIMIT = 10;

/**
 * Why a post with comments shows none: the source holds counts, not the comments (the 2013
 * sample), or gave none back. Said instead of 'No data found' beside a post with 58 comments.
 */
export function noCommentsReason(numComments: number, kind: DataSourceInfo['kind']): string {
  const n = `${numComments.toLocaleString('en-US')} ${numComments === 1 ? 'comment' : 'comments'}`;
  if (numComments <= 0) return 'This post has no comments yet.';
  if (kind === 'snapshot')
    return `This post has ${n}, but the built-in 2013 sample holds comment counts only, not the comments themselves. With the live Reddit API connected, the top comments are listed here.`;
  if (kind === 'imported') return `This post has ${n}, but the imported data holds none of them.`;
  return `This post has ${n}, but Reddit returned none of them (they may be removed or hidden).`;
}

/** The post's top comments (postComments), highest score first; the text is shown as plain text. */
export function TopComments({
  comments,
  numComments,
  sourceKind,
}: {
  comments: readonly { body: string; score: number }[];
  numComments: number;
  sourceKind: DataSourceInfo['kind'];
}) {
  const top = [...comments]
    .filter((c) => c.body.trim())
    .sort((a, b) => b.score - a.score)
    .slice(0, LIMIT);
  if (top.length === 0) return <EmptyText>{noCommentsReason(numComments, sourceKind)}</EmptyText>;
  return (
    <ol className="comment-list">
      {top.map((c, i) => (
        <li key={i} className="comment">
          <p className="comment__body">{c.body}</p>
          <span className="comment__score">{`${formatCount(c.score)} points`}</span>
        </li>
      ))}
    </ol>
  );
}
