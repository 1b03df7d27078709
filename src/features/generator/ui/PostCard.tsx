import { useId, type ReactNode } from 'react';
import { asHashtag } from '@/entities/idea';
import type { GeneratedPost } from '@subreddit-signal/contract';
import { CollapsibleMarkdown, MarkdownText } from '@/shared/ui/MarkdownText';

/**
 * One generated (or sample) post: subreddit, flairs, title, body, points (samples only), call to
 * action and hashtags, with its actions underneath.
 */
export function PostCard({
  id,
  post,
  subreddit,
  badge,
  note,
  actions,
  headingLevel = 3,
  collapsible = false,
}: {
  /** Makes the card focusable by script (focus moves to new results). */
  id?: string;
  post: GeneratedPost;
  subreddit?: string;
  badge?: string;
  note?: ReactNode;
  actions: ReactNode;
  headingLevel?: 2 | 3;
  /** Long bodies start clamped to a few lines, with 'Show more'. */
  collapsible?: boolean;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const flairs = [...new Set(post.flairs.map((f) => f.trim()).filter(Boolean))];
  const tags = [
    ...new Set(
      post.hashTags
        .map((t) => t.trim())
        .filter(Boolean)
        .map(asHashtag),
    ),
  ];
  return (
    <article className="gen-post card" aria-labelledby={titleId} id={id} tabIndex={id ? -1 : undefined}>
      {subreddit || badge || flairs.length ? (
        <div className="gen-post__meta">
          {subreddit ? <span className="gen-post__sub">r/{subreddit}</span> : null}
          {badge ? <span className="gen-badge">{badge}</span> : null}
          {flairs.length ? (
            <ul className="gen-flairs" aria-label="Flairs">
              {flairs.map((f) => (
                <li key={f} className="gen-flair">
                  {f}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Heading className="gen-post__title" id={titleId}>
        {post.title}
      </Heading>
      {post.body ? (
        collapsible ? (
          <CollapsibleMarkdown className="gen-post__body" text={post.body} />
        ) : (
          <MarkdownText className="gen-post__body" text={post.body} />
        )
      ) : null}
      {post.points?.length ? (
        <ul className="gen-post__points" aria-label="Key points">
          {post.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {post.callToAction ? (
        <div className="gen-post__cta">
          <span className="gen-post__label">Call to action</span>
          <p>{post.callToAction}</p>
        </div>
      ) : null}
      {tags.length ? (
        <ul className="gen-tags" aria-label="Hashtags">
          {tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
      {note}
      <div className="gen-post__actions">{actions}</div>
    </article>
  );
}
