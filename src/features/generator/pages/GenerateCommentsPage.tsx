import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { SaveToFolderButton } from '@/entities/folder';
import { CreditCostButton } from '@/entities/user';
import { COMMENT_TONES, CREDIT_COST, type CommentTone } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { tabIndexForKey } from '@/shared/lib/tab-keys';
import { notify } from '@/shared/toast';
import { Breadcrumbs, Button, EmptyState, SparklesIcon } from '@/shared/ui';
import { MarkdownText } from '@/shared/ui/MarkdownText';
import { isOutOfCredits, useGenerateCommentVersion, useGenerateComments } from '../api/hooks';
import type { PostWithSubreddit } from '../api/requests';
import { carriedComments, carriedPost, carriedTone, type CarriedComment, type CarriedWork } from '../model/carried';
import { GENERATOR_MSG, SAVED_COMMENT_TYPE } from '../model/messages';
import { useCreditGate, useSendToGenerator } from '../model/use-credit-gate';
import { CopyButton } from '../ui/CopyButton';
import { EngineNote } from '../ui/EngineNote';
import { MessageIcon, PlusIcon, RefreshIcon } from '../ui/icons';
import { CardSkeletons } from '../ui/CardSkeletons';
import '../ui/generator.css';

const CRUMBS = [
  { label: 'Home', to: '/home' },
  { label: 'AI post generator', to: '/ai-post-generator-results' },
  { label: 'Generate first comments' },
] as const;
const DEFAULT_TONE: CommentTone = 'Friendly';

/**
 * /generate-comments-responses: first comments for the post carried in router
 * state. Tone tabs (Friendly by default) regenerate for the chosen tone; 'Generate more comments'
 * appends. Without a carried post nothing is generated. Out of credits or on a failed generation
 * the user goes to /ai-post-generator-results with the post and its comments carried along.
 */
export function GenerateCommentsPage() {
  const router = useRouter();
  const [arrival] = useState(() => router.state.location.state);
  const post = useMemo(() => carriedPost(arrival), [arrival]);
  const kept = useMemo(() => ({ comments: carriedComments(arrival), tone: carriedTone(arrival) }), [arrival]);
  return (
    <div className="gen-page">
      <Breadcrumbs items={CRUMBS} />
      {post ? <CommentsWorkspace post={post} kept={kept.comments} keptTone={kept.tone} /> : <NoCarriedPost />}
    </div>
  );
}

function NoCarriedPost() {
  return (
    <section className="card gen-panel" aria-labelledby="gen-comments-title">
      <h1 className="gen-panel__title" id="gen-comments-title">
        Generate first comments
      </h1>
      <EmptyState
        icon={<MessageIcon size={22} />}
        title="Choose a post to comment on first"
        action={
          <Link to="/ai-post-generator-results" className="btn btn--primary btn--sm">
            Go to the AI post generator
          </Link>
        }
      >
        First comments are written for one post. Create a post in the AI post generator (or open one from Saved Ideas) and choose
        &lsquo;Generate first comments&rsquo;.
      </EmptyState>
    </section>
  );
}

interface Item extends CarriedComment {
  key: string;
  /** When this screen received it (ISO 8601); comments carried back from elsewhere have none. */
  generatedAt?: string;
}

type Status = 'loading' | 'appending' | 'ready' | 'empty';

/**
 * `kept`: comments carried back from /ai-post-generator-results (where running out of credits or a
 * failed generation sent the user with the post and its comments); they are shown again as they
 * were and nothing is generated on entry, so coming back costs no credit.
 */
function CommentsWorkspace({ post, kept, keptTone }: { post: PostWithSubreddit; kept: CarriedComment[]; keptTone?: CommentTone }) {
  const nextKey = useRef(0);
  const [tone, setTone] = useState<CommentTone>(keptTone ?? kept[0]?.tone ?? DEFAULT_TONE);
  const [items, setItems] = useState<Item[]>(() => kept.map((c) => ({ ...c, key: `c${nextKey.current++}` })));
  const [status, setStatus] = useState<Status>(kept.length > 0 ? 'ready' : 'loading');
  const [rewriting, setRewriting] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(0);
  // What is on the screen right now, for the redirects that must carry it (read when they happen).
  const onScreen = useRef({ items, tone });
  onScreen.current = { items, tone };
  const carry = useCallback(
    (): CarriedWork => ({
      post,
      comments: onScreen.current.items.map(({ comment, tone: t, engine, grounding }) => ({ comment, tone: t, engine, grounding })),
      tone: onScreen.current.tone,
    }),
    [post],
  );
  // mutateAsync is stable across renders, so `load` only changes with the post or the credits.
  const { mutateAsync: generateComments } = useGenerateComments();
  const { mutateAsync: generateVersion } = useGenerateCommentVersion();
  const { check, outOfCredits } = useCreditGate(carry);
  const sendToGenerator = useSendToGenerator();

  /**
   * A failed generation: the toast, and off to /ai-post-generator-results with the post and every
   * comment still on the screen (out of credits, the Plans modal opens there too).
   */
  const failed = useCallback(
    (err: unknown) => {
      notify.error(errorMessage(err, GENERATOR_MSG.somethingWrong));
      if (isOutOfCredits(err)) outOfCredits();
      else sendToGenerator(carry());
    },
    [carry, outOfCredits, sendToGenerator],
  );

  const load = useCallback(
    (forTone: CommentTone, mode: 'replace' | 'append') => {
      if (!check()) return;
      const id = ++latest.current;
      // The comments on screen stay in state until new ones arrive, so a failure still carries them.
      setStatus(mode === 'replace' ? 'loading' : 'appending');
      generateComments({ post, tone: forTone }).then(
        ({ items: comments, engine, grounding }) => {
          if (id !== latest.current) return; // a newer request (another tone) took over
          const generatedAt = new Date().toISOString();
          const added = comments.map((comment) => ({
            key: `c${nextKey.current++}`,
            comment,
            tone: forTone,
            engine,
            grounding,
            generatedAt,
          }));
          setItems((prev) => (mode === 'replace' ? added : [...prev, ...added]));
          if (added.length === 0) {
            setStatus(mode === 'replace' ? 'empty' : 'ready');
            if (mode === 'append') notify.error('No more comments came back. Try again in a moment.');
            return;
          }
          setStatus('ready');
          notify.success(GENERATOR_MSG.commentsGenerated);
        },
        (err: unknown) => {
          if (id !== latest.current) return;
          setStatus('ready');
          failed(err);
        },
      );
    },
    [check, generateComments, post, failed],
  );

  // Generation starts on entry (the post was carried, without comments kept from before); once,
  // even under StrictMode's double effects.
  const started = useRef(kept.length > 0);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load(DEFAULT_TONE, 'replace');
  }, [load]);

  const chooseTone = (next: CommentTone) => {
    if (next === tone) return;
    setTone(next);
    load(next, 'replace');
  };

  const rewrite = (item: Item) => {
    if (rewriting.has(item.key) || !check()) return;
    setRewriting((s) => new Set(s).add(item.key));
    generateVersion({ comment: item.comment, tone: item.tone })
      .then(({ comment, engine }) => {
        setItems((prev) => prev.map((i) => (i.key === item.key ? { ...i, comment, engine, generatedAt: new Date().toISOString() } : i)));
        notify.success(GENERATOR_MSG.commentsGenerated);
      }, failed)
      .finally(() =>
        setRewriting((s) => {
          const next = new Set(s);
          next.delete(item.key);
          return next;
        }),
      );
  };

  const busy = status === 'loading' || status === 'appending';

  return (
    <>
      <section className="card gen-hero gen-hero--compact" aria-labelledby="gen-comments-title">
        <div className="gen-hero__main">
          <p className="gen-eyebrow">
            <SparklesIcon size={14} /> AI post generator
          </p>
          <h1 className="gen-hero__title" id="gen-comments-title">
            Generate first comments
          </h1>
          <p className="gen-hero__subtitle">
            Comments that answer your post and get the thread going. Pick a tone; each generation uses one credit.
          </p>
        </div>
        <article className="gen-source" aria-labelledby="gen-source-title">
          <p className="gen-source__label">
            Commenting on{post.subreddit ? <span className="gen-post__sub">r/{post.subreddit}</span> : null}
          </p>
          <h2 className="gen-source__title" id="gen-source-title">
            {post.title}
          </h2>
          {post.body ? (
            <details className="gen-source__details">
              <summary>Show the post</summary>
              <MarkdownText className="gen-post__body" text={post.body} />
              {post.callToAction ? <p className="gen-source__cta">{post.callToAction}</p> : null}
            </details>
          ) : null}
        </article>
      </section>

      <section className="card gen-panel" aria-labelledby="gen-comments-list-title">
        <header className="gen-panel__head">
          <h2 className="gen-panel__title" id="gen-comments-list-title">
            Comments
          </h2>
          <ToneTabs value={tone} onChange={chooseTone} panelId="gen-comments-panel" />
        </header>
        <div id="gen-comments-panel" role="tabpanel" aria-labelledby={`gen-tone-${tone}`} aria-busy={busy || undefined}>
          {status === 'empty' ? (
            <EmptyState
              icon={<MessageIcon size={22} />}
              title={`No ${tone.toLowerCase()} comments came back for this post.`}
              action={
                <Button variant="secondary" size="sm" onClick={() => load(tone, 'replace')}>
                  Try again
                </Button>
              }
            />
          ) : (
            <>
              {items.length > 0 && status !== 'loading' ? (
                <ol className="gen-comments">
                  {items.map((item, i) => (
                    <li key={item.key}>
                      <CommentCard
                        item={item}
                        index={i}
                        subreddit={post.subreddit}
                        rewriting={rewriting.has(item.key)}
                        onRewrite={() => rewrite(item)}
                      />
                    </li>
                  ))}
                </ol>
              ) : null}
              {busy ? (
                <CardSkeletons count={status === 'loading' ? 3 : 1} compact label={`Writing ${tone.toLowerCase()} comments`} />
              ) : null}
            </>
          )}
        </div>
        {status === 'ready' || status === 'appending' ? (
          <div className="gen-section__more">
            <CreditCostButton
              cost={CREDIT_COST.generation}
              variant="secondary"
              icon={<PlusIcon size={18} />}
              loading={status === 'appending'}
              disabled={busy}
              onClick={() => load(tone, 'append')}
            >
              {GENERATOR_MSG.generateMoreComments}
            </CreditCostButton>
          </div>
        ) : null}
      </section>
    </>
  );
}

/**
 * Friendly, Expert, Casual as tabs. Arrow keys, Home and End move focus; Enter, Space or a click
 * picks (manual activation: each pick spends a credit, so moving through the tabs must not).
 */
function ToneTabs({ value, onChange, panelId }: { value: CommentTone; onChange: (tone: CommentTone) => void; panelId: string }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(e.key, index, COMMENT_TONES.length);
    if (target === null) return;
    e.preventDefault();
    refs.current[COMMENT_TONES[target]!]?.focus();
  };
  return (
    <div className="gen-tones" role="tablist" aria-label="Comment tone">
      {COMMENT_TONES.map((tone, i) => (
        <button
          key={tone}
          ref={(el) => {
            refs.current[tone] = el;
          }}
          type="button"
          role="tab"
          id={`gen-tone-${tone}`}
          aria-selected={tone === value}
          aria-controls={panelId}
          tabIndex={tone === value ? 0 : -1}
          className="gen-tones__tab"
          onClick={() => onChange(tone)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tone}
        </button>
      ))}
    </div>
  );
}

function CommentCard({
  item,
  index,
  subreddit,
  rewriting,
  onRewrite,
}: {
  item: Item;
  index: number;
  subreddit?: string;
  rewriting: boolean;
  onRewrite: () => void;
}) {
  const titleId = useId();
  const title = item.comment.title.trim() || `Comment ${index + 1}`;
  return (
    <article className="gen-comment" aria-labelledby={titleId} aria-busy={rewriting || undefined}>
      <div className="gen-comment__meta">
        <span className="gen-badge">{item.tone}</span>
      </div>
      <h3 className="gen-comment__title" id={titleId}>
        {title}
      </h3>
      <p className="gen-comment__response">{item.comment.response}</p>
      <EngineNote engine={item.engine} subreddit={subreddit} grounding={item.grounding} />
      <div className="gen-post__actions">
        <CopyButton text={item.comment.response} />
        <SaveToFolderButton
          item={{ type: 'comment', comment: item.comment, tone: SAVED_COMMENT_TYPE, subreddit, generatedAt: item.generatedAt }}
        />
        <CreditCostButton
          cost={CREDIT_COST.generation}
          variant="ghost"
          size="sm"
          icon={<RefreshIcon size={16} />}
          loading={rewriting}
          onClick={onRewrite}
          aria-label={`Rewrite: ${title}`}
        >
          Rewrite
        </CreditCostButton>
      </div>
    </article>
  );
}

export default GenerateCommentsPage;
