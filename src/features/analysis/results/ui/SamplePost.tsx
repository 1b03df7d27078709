import type { MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { HistoricalPost } from '@subreddit-signal/contract';
import { LockIcon } from '../../ui/icons';
import { formatCount } from '../model/format';
import { RESULTS_MSG } from '../model/messages';
import './sample-post.css';

const PLACEHOLDER: HistoricalPost = {
  title: 'The post that did best here this month',
  description: 'Title, flair, score and comments of the top posts, with what made them work.',
  link_flair_text: 'Discussion',
  num_comments: 0,
  score: 0,
};

/** A post of the subreddit's history: flair, title, start of the text, score and comments. */
export function SamplePost({ post }: { post: HistoricalPost }) {
  return (
    <article className="sample-post">
      {post.link_flair_text ? <span className="chip chip--flair">{post.link_flair_text}</span> : null}
      <h3 className="sample-post__title">{post.title}</h3>
      {post.description ? <p className="sample-post__text">{post.description}</p> : null}
      <p className="sample-post__stats">
        <span>{`${formatCount(post.score)} upvotes`}</span>
        <span>{`${formatCount(post.num_comments)} comments`}</span>
      </p>
    </article>
  );
}

/**
 * The locked sample top post of free users: blurred, hidden from assistive
 * technology and out of the tab order, under an 'Unlock Pro to see more' overlay whose link opens
 * the Plans modal (a plain click; a modified click opens /plans itself).
 */
export function LockedSamplePost({ post, onUnlock }: { post: HistoricalPost | undefined; onUnlock: () => void }) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onUnlock();
  };
  return (
    <div className="locked">
      <div className="locked__content" aria-hidden inert>
        <SamplePost post={post ?? PLACEHOLDER} />
        <SamplePost post={PLACEHOLDER} />
      </div>
      <div className="locked__overlay">
        <span className="locked__icon" aria-hidden>
          <LockIcon size={22} />
        </span>
        <p className="locked__title">{RESULTS_MSG.unlock}</p>
        <Link to="/plans" className="btn btn--primary btn--sm" onClick={open}>
          {RESULTS_MSG.getPro}
        </Link>
      </div>
    </div>
  );
}
