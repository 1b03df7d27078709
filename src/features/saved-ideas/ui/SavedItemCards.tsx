import { useId, type ReactNode } from 'react';
import { PostCheck } from '@/entities/draft-check';
import { asHashtag, CopyIcon } from '@/entities/idea';
import type { CommentIdea, GeneratedPost } from '@subreddit-signal/contract';
import { Button, Skeleton, SparklesIcon, TrashIcon } from '@/shared/ui';
import { CollapsibleMarkdown } from '@/shared/ui/MarkdownText';
import { formatDate } from '@/shared/lib/format';
import type { ItemContext } from '../model/export';

/**
 * 'r/coffee · Saved March 5, 2026 · Generated March 4, 2026': the community and dates of a saved
 * idea (decision 037). Unknown parts are left out; the generation date only when it is another day.
 */
export function contextText(context: ItemContext): string {
  const saved = formatDate(context.savedAt);
  const generated = formatDate(context.generatedAt);
  return [
    context.subreddit ? `r/${context.subreddit}` : null,
    saved ? `Saved ${saved}` : null,
    generated && generated !== saved ? `Generated ${generated}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function ContextLine({ context }: { context?: ItemContext }) {
  const text = context ? contextText(context) : '';
  return text ? <p className="si-context">{text}</p> : null;
}

function FolderTag({ name }: { name?: string }) {
  return name ? (
    <span className="si-folder-tag" title={`Folder: ${name}`}>
      <span className="sr-only">Folder: </span>
      {name}
    </span>
  ) : null;
}

/**
 * The frame both saved cards share: title with the folder tag, the card's own content, then its
 * actions with Copy and Delete at the end. `kind` names the item in the buttons' labels.
 */
function SavedCard({
  kind,
  title,
  context,
  folderName,
  leadAction,
  onCopy,
  onDelete,
  children,
}: {
  kind: 'post' | 'comment';
  title: string;
  context?: ItemContext;
  folderName?: string;
  /** An action before the spacer (posts: 'Generate first comments'); gets the title's id. */
  leadAction?: (titleId: string) => ReactNode;
  onCopy: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <article className="card si-card" aria-labelledby={titleId}>
      <div className="si-card__head">
        <h3 className="si-card__title" id={titleId}>
          {title}
        </h3>
        <FolderTag name={folderName} />
      </div>
      <ContextLine context={context} />
      {children}
      <div className="si-card__actions">
        {leadAction?.(titleId)}
        <span className="si-card__spacer" />
        <Button size="sm" variant="secondary" icon={<CopyIcon size={16} />} onClick={onCopy} aria-label={`Copy ${kind}: ${title}`}>
          Copy
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="si-delete"
          icon={<TrashIcon size={16} />}
          onClick={onDelete}
          aria-label={`Delete ${kind}: ${title}`}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}

/** A saved post on /saved-ideas: title, flairs, body, call to action and hashtags, with its actions. */
export function SavedPostCard({
  post,
  context,
  folderName,
  onGenerateComments,
  onCopy,
  onDelete,
}: {
  post: GeneratedPost;
  context?: ItemContext;
  folderName?: string;
  onGenerateComments: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const title = post.title || 'Untitled post';
  return (
    <SavedCard
      kind="post"
      title={title}
      context={context}
      folderName={folderName}
      onCopy={onCopy}
      onDelete={onDelete}
      leadAction={(titleId) => (
        <Button size="sm" icon={<SparklesIcon size={16} />} onClick={onGenerateComments} aria-describedby={titleId}>
          Generate first comments
        </Button>
      )}
    >
      {post.flairs.length > 0 ? (
        <ul className="si-tags" aria-label="Flairs">
          {post.flairs.map((flair, i) => (
            <li key={`${flair}-${i}`} className="si-flair">
              {flair}
            </li>
          ))}
        </ul>
      ) : null}
      {post.body ? <CollapsibleMarkdown className="si-card__body" text={post.body} /> : null}
      {post.callToAction ? (
        <p className="si-card__cta">
          <strong>Call to action: </strong>
          {post.callToAction}
        </p>
      ) : null}
      {post.hashTags.length > 0 ? (
        <ul className="si-tags" aria-label="Hashtags">
          {post.hashTags.map((tag, i) => (
            <li key={`${tag}-${i}`} className="si-hashtag">
              {asHashtag(tag)}
            </li>
          ))}
        </ul>
      ) : null}
      <PostCheck post={post} />
    </SavedCard>
  );
}

/** A saved comment: title and response, with copy and delete. */
export function SavedCommentCard({
  comment,
  context,
  folderName,
  onCopy,
  onDelete,
}: {
  comment: CommentIdea & { type?: string };
  context?: ItemContext;
  folderName?: string;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const title = comment.title || 'Comment';
  const tone = comment.type ? comment.type.charAt(0).toUpperCase() + comment.type.slice(1).toLowerCase() : null;
  return (
    <SavedCard kind="comment" title={title} context={context} folderName={folderName} onCopy={onCopy} onDelete={onDelete}>
      {tone ? (
        <p className="si-tone">
          <span className="sr-only">Tone: </span>
          {tone}
        </p>
      ) : null}
      <p className="si-card__body">{comment.response}</p>
    </SavedCard>
  );
}

/** Placeholder cards while the list loads. */
export function SavedListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="si-list" role="status" aria-label="Loading saved ideas">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card si-card si-card--skeleton" aria-hidden>
          <Skeleton width="55%" height={20} />
          <Skeleton width="30%" height={14} />
          <Skeleton width="100%" height={14} />
          <Skeleton width="92%" height={14} />
          <Skeleton width="70%" height={14} />
        </div>
      ))}
    </div>
  );
}
