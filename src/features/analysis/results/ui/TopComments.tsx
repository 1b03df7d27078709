import { formatCount } from '../model/format';
import { RESULTS_MSG } from '../model/messages';
import { EmptyText } from './states';

const LIMIT = 10;

/** The post's top comments (postComments), highest score first; the text is shown as plain text. */
export function TopComments({ comments }: { comments: readonly { body: string; score: number }[] }) {
  const top = [...comments].filter((c) => c.body.trim()).sort((a, b) => b.score - a.score).slice(0, LIMIT);
  if (top.length === 0) return <EmptyText>{RESULTS_MSG.noData}</EmptyText>;
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
