import { useId, type ReactNode } from 'react';
import type { AnalysedPost } from '@subreddit-signal/contract';
import { formatEpochDate } from '@/shared/lib/format';
import { formatCount } from '../model/format';
import { safeLink } from '../model/params';
import { shiftHhmm } from '../model/time';
import { useTimeZone, zoneLabel } from './TimeZone';
import './post-card.css';

/** A Reddit comments page (a post's thread), as opposed to what a link post points to. */
const isRedditThread = (href: string) => /^https?:\/\/(?:[a-z]+\.)?reddit\.com\/r\/[^/]+\/comments\//i.test(href);

const hostOf = (href: string) => {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
};

/**
 * The analysed post: title, text, score, comments, crossposts, flair, a link
 * to its Reddit thread and, for a link post, to what it links to. `post.url` is the thread of a text
 * post but the link target of a link post (METRICS.md); then the thread link is `threadUrl`, the
 * post's canonical address.
 */
export function PostCard({ post, threadUrl, actions }: { post: AnalysedPost; threadUrl?: string; actions?: ReactNode }) {
  const titleId = useId();
  const target = safeLink(post.url);
  const href = target && isRedditThread(target) ? target : safeLink(threadUrl);
  const linked = target && target !== href && !isRedditThread(target) ? target : null;
  const posted = formatEpochDate(post.created_utc);
  // In the page's zone (UTC where the page offers no selector), like the comparison beside it.
  const { offsetHours } = useTimeZone();
  const bestTime = shiftHhmm(post.best_time_to_post, offsetHours * 60);
  const stats: { label: string; value: string }[] = [
    { label: 'Score', value: formatCount(post.score) },
    { label: 'Comments', value: formatCount(post.num_comments) },
    { label: 'Crossposts', value: formatCount(post.num_crossposts) },
    { label: 'Best time to post', value: bestTime ? `${bestTime} ${zoneLabel(offsetHours)}` : 'Not enough posts' },
  ];
  return (
    <article className="card post-card" aria-labelledby={titleId}>
      <div className="post-card__top">
        <div className="post-card__meta">
          <span className="post-card__sub">{`r/${post.subreddit}`}</span>
          {posted ? <span>{`Posted ${posted}`}</span> : null}
          {post.link_flair_text ? <span className="chip chip--flair">{post.link_flair_text}</span> : null}
        </div>
        {actions ? <div className="post-card__actions">{actions}</div> : null}
      </div>
      <h1 className="post-card__title" id={titleId}>
        {post.title}
      </h1>
      {post.selftext_html.trim() ? (
        // selftext_html is sanitised on the server (allow-listed tags and attributes, safe links
        // only) before it is sent, so it is rendered as HTML here without a second pass.
        <div className="post-card__body" dangerouslySetInnerHTML={{ __html: post.selftext_html }} />
      ) : (
        <p className="post-card__body post-card__body--empty">This post has no text (a link, image or video post).</p>
      )}
      <dl className="post-card__stats">
        {stats.map((s) => (
          <div key={s.label} className="post-card__stat">
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      {href || linked ? (
        <div className="post-card__links">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className="post-card__link">
              View the post on Reddit<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {linked ? (
            <a href={linked} target="_blank" rel="noopener noreferrer nofollow" className="post-card__link post-card__link--out">
              {`Open the linked page (${hostOf(linked)})`}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
