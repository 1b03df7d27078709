import type { PostDiscussion } from '@subreddit-signal/contract';
import { Section } from './Section';
import './compare-list.css';

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

/** '1 minute', '45 minutes', '3 hours', '2 days': how long after the post, at a glance. */
export function formatDelay(minutes: number): string {
  if (minutes < 60) return plural(minutes, 'minute', 'minutes');
  if (minutes < 48 * 60) return plural(Math.round(minutes / 60), 'hour', 'hours');
  return plural(Math.round(minutes / 1440), 'day', 'days');
}

/** One line per finding, as plain sentences (pure, for the tests and the screen). */
export function discussionLines(d: PostDiscussion, numComments: number): { label: string; text: string }[] {
  const read =
    d.commentsRead >= numComments
      ? `All ${plural(d.commentsRead, 'comment', 'comments')} of the post (${count(d.topLevelRead)} top-level).`
      : `${count(d.commentsRead)} of the post's ${plural(numComments, 'comment', 'comments')} (${count(d.topLevelRead)} top-level): the figures below rest on these.`;
  const lines = [{ label: 'Comments read', text: read }];
  if (d.topComments.length > 0) {
    const n = d.topComments.length;
    const each = d.topComments.map((c) => formatDelay(c.minutesAfterPost));
    const list = n === 1 ? each[0] : `${each.slice(0, -1).join(', ')} and ${each[n - 1]}`;
    lines.push({
      label: 'Best comments',
      text:
        n === 1
          ? `The best comment came ${list} after the post.`
          : `The ${n} best comments came ${list} after the post (median ${formatDelay(d.bestCommentsMedianMinutes)}).`,
    });
    lines.push({ label: 'First comment', text: `${formatDelay(d.firstCommentMinutes)} after the post.` });
  }
  const depth = d.replyDepth;
  lines.push({
    label: 'Reply depth',
    text: depth
      ? depth.deepest <= 1
        ? 'No replies: every comment answers the post directly.'
        : `Replies went ${count(depth.deepest)} levels deep (${depth.mean.toLocaleString('en-US')} on average); ${depth.replyShare}% of the comments are replies to other comments.`
      : 'Unknown: the data holds the top-level comments only, not their replies.',
  });
  return lines;
}

/** How the post's discussion went: what was read, how early the best comments came (best first), how deep replies went. */
export function PostDiscussionSection({ discussion, numComments }: { discussion: PostDiscussion | undefined; numComments: number }) {
  if (!discussion) return null;
  return (
    <Section title="How the discussion went" subtitle="From the comments the data holds, at the time they were recorded.">
      <dl className="compare-list">
        {discussionLines(discussion, numComments).map((l) => (
          <div key={l.label} className="compare-list__row">
            <dt>{l.label}</dt>
            <dd>{l.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
