import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useFormik } from 'formik';
import { PostCheck, PostPlacement } from '@/entities/draft-check';
import { postAsText } from '@/entities/idea';
import { SaveToFolderButton } from '@/entities/folder';
import { CreditCostButton } from '@/entities/user';
import {
  CREDIT_COST,
  DEFAULT_GENERATOR_SUBREDDITS,
  GEN_MSG,
  POST_TEMPLATES,
  WRITING_STYLES,
  type CommentTone,
  type GeneratedPost,
  type GeneratePostRequest,
  type GeneratorKind,
  type Grounding,
} from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { fieldError, fieldProps } from '@/shared/lib/form-errors';
import { notify } from '@/shared/toast';
import { Button, ErrorState, SparklesIcon, TextField } from '@/shared/ui';
import { isOutOfCredits, useGeneratePosts } from '../api/hooks';
import { carriedComments, carriedPost, carriedTone, type CarriedComment } from '../model/carried';
import { GENERATOR_MSG, keptCommentsNote } from '../model/messages';
import { SAMPLE_POST_IDEAS } from '../model/samples';
import { postGeneratorSchema, prefillFromState, toGeneratePostRequest, type PostGeneratorValues } from '../model/schema';
import { useCreditGate } from '../model/use-credit-gate';
import { useGenerationProgress } from '../model/use-generation-progress';
import { CopyButton } from '../ui/CopyButton';
import { EngineNote } from '../ui/EngineNote';
import { MessageIcon, PlusIcon } from '../ui/icons';
import { PostCard } from '../ui/PostCard';
import { ProgressModal } from '../ui/ProgressModal';
import { SelectField } from '../ui/SelectField';
import { SubredditPicker } from '../ui/SubredditPicker';
import '../ui/generator.css';

interface Result {
  key: string;
  post: GeneratedPost;
  subreddit?: string;
  /** When it came back (ISO 8601); a post carried in from another screen has none. */
  generatedAt?: string;
  engine: GeneratorKind | null;
  grounding?: Grounding | null;
  /** First comments already written for this post (carried here from the comments screen). */
  comments?: CarriedComment[];
  tone?: CommentTone;
}

/** Idle: samples show. Done: something came back. Failed: the last attempt gave nothing and there are no results. */
type Phase = 'idle' | 'done' | 'failed';

/**
 * /ai-post-generator-results: the form, the four samples before any
 * generation, the 'Generating Your Content...' modal, results appended under each other with their
 * actions, 'Generate more posts', and 'Could not generate post ideas' with 'Try again'.
 * `draftCheck`: the 'Check my own draft' panel, another slice's, placed here by the app layer.
 * `placementAudienceId`: the audience each post's 'Where should it go?' starts on (`?placeAudience=`).
 */
export function AiPostGeneratorPage({ draftCheck, placementAudienceId }: { draftCheck?: ReactNode; placementAudienceId?: string } = {}) {
  const router = useRouter();
  const navigate = useNavigate();
  // Router state is read once, on arrival: prefill values and a carried post.
  const [arrival] = useState(() => router.state.location.state);
  const carried = useMemo(() => carriedPost(arrival), [arrival]);
  const initialValues = useMemo<PostGeneratorValues>(() => {
    const prefill = prefillFromState(arrival);
    return carried?.subreddit && !prefill.subreddit ? { ...prefill, subreddit: carried.subreddit } : prefill;
  }, [arrival, carried]);

  const nextKey = useRef(0);
  const [results, setResults] = useState<Result[]>(() =>
    carried
      ? [
          {
            key: `r${nextKey.current++}`,
            post: carried,
            subreddit: carried.subreddit,
            engine: null,
            comments: carriedComments(arrival),
            tone: carriedTone(arrival),
          },
        ]
      : [],
  );
  const [phase, setPhase] = useState<Phase>(carried ? 'done' : 'idle');
  const [lastRequest, setLastRequest] = useState<GeneratePostRequest | null>(null);
  const resultCount = useRef(results.length);
  resultCount.current = results.length;

  const generate = useGeneratePosts();
  const progress = useGenerationProgress();
  const { check, outOfCredits } = useCreditGate();

  // Keyboard and screen-reader users land on what just arrived once the modal has gone.
  const focusAfterClose = useRef<string | null>(null);
  useEffect(() => {
    if (progress.open || !focusAfterClose.current) return;
    document.getElementById(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [progress.open]);

  const run = useCallback(
    (request: GeneratePostRequest) => {
      if (generate.isPending || !check()) return;
      setLastRequest(request);
      progress.start();
      generate.mutate(request, {
        onSuccess: ({ items, engine, grounding }) => {
          progress.complete();
          if (items.length === 0) {
            if (resultCount.current === 0) {
              setPhase('failed');
              focusAfterClose.current = 'gen-failure';
            } else notify.error(GEN_MSG.failed);
            return;
          }
          const generatedAt = new Date().toISOString();
          const added = items.map((post) => ({
            key: `r${nextKey.current++}`,
            post,
            subreddit: request.subreddit,
            generatedAt,
            engine,
            grounding,
          }));
          setResults((prev) => [...prev, ...added]);
          setPhase('done');
          focusAfterClose.current = `gen-result-${added[0]!.key}`;
          notify.success(GENERATOR_MSG.postsGenerated);
        },
        onError: (err) => {
          progress.cancel();
          notify.error(errorMessage(err, GENERATOR_MSG.postsFailed));
          if (isOutOfCredits(err)) outOfCredits();
          // A failed generation belongs on /ai-post-generator-results, where we already are: no navigation.
          if (resultCount.current === 0) setPhase('failed');
        },
      });
    },
    [check, generate, outOfCredits, progress],
  );

  const formik = useFormik<PostGeneratorValues>({
    initialValues,
    validationSchema: postGeneratorSchema,
    validateOnMount: true,
    onSubmit: (values) => run(toGeneratePostRequest(values)),
  });

  const tryAgain = () => {
    formik.resetForm();
    setResults([]);
    setLastRequest(null);
    setPhase('idle');
    document.getElementById('gen-search')?.focus();
  };

  const canSubmit = formik.isValid && formik.dirty && !generate.isPending;
  const showSamples = phase === 'idle' && results.length === 0;
  const showMore = results.length > 0 && !carried && lastRequest !== null;

  return (
    <div className="gen-page">
      <section className="card gen-hero" aria-labelledby="gen-title">
        <p className="gen-eyebrow">
          <SparklesIcon size={14} /> AI post generator
        </p>
        <h1 className="gen-hero__title" id="gen-title">
          {GENERATOR_MSG.pageTitle}
        </h1>
        <p className="gen-hero__subtitle">
          Tell us the topic and the community. We draft posts shaped like the ones that community already upvotes.
        </p>
        <form className="gen-form" noValidate onSubmit={formik.handleSubmit} aria-label="Post generator">
          <TextField
            id="gen-search"
            label="Search query"
            placeholder="What is your post about? e.g. growing a newsletter"
            autoComplete="off"
            {...fieldProps(formik, 'searchQuery')}
            className="gen-form__search"
          />
          <div className="gen-form__row">
            <SubredditPicker
              label="Subreddit"
              value={formik.values.subreddit}
              options={DEFAULT_GENERATOR_SUBREDDITS}
              onChange={(name) => void formik.setFieldValue('subreddit', name)}
              onBlur={() => void formik.setFieldTouched('subreddit', true)}
              error={fieldError(formik, 'subreddit')}
            />
            <SelectField label="Template" placeholder="Choose a template" options={POST_TEMPLATES} {...fieldProps(formik, 'template')} />
            <SelectField
              label="Writing style"
              placeholder="Choose a writing style"
              options={WRITING_STYLES}
              {...fieldProps(formik, 'writingStyle')}
            />
          </div>
          <div className="gen-form__actions">
            <CreditCostButton
              cost={CREDIT_COST.generation}
              type="submit"
              disabled={!canSubmit}
              loading={generate.isPending}
              icon={<SparklesIcon size={18} />}
            >
              {GENERATOR_MSG.createPost}
            </CreditCostButton>
            <p className="gen-form__note">Each generation uses one credit.</p>
          </div>
        </form>
      </section>

      {results.length > 0 ? (
        <section className="gen-section" aria-labelledby="gen-results-title">
          <header className="gen-section__head">
            <h2 className="gen-section__title" id="gen-results-title">
              {carried && results.length === 1 ? 'Your post' : 'Your posts'}
            </h2>
            <p className="gen-section__count">
              {results.length} {results.length === 1 ? 'post' : 'posts'}
            </p>
          </header>
          <ol className="gen-grid gen-grid--list">
            {results.map((r) => (
              <li key={r.key}>
                <PostCard
                  id={`gen-result-${r.key}`}
                  post={r.post}
                  subreddit={r.subreddit}
                  note={
                    <>
                      <EngineNote engine={r.engine} subreddit={r.subreddit} grounding={r.grounding} />
                      {r.comments?.length ? <p className="gen-kept">{keptCommentsNote(r.comments.length)}</p> : null}
                    </>
                  }
                  actions={
                    <>
                      <Button
                        size="sm"
                        icon={<MessageIcon size={16} />}
                        onClick={() =>
                          void navigate({
                            to: '/generate-comments-responses',
                            state: {
                              post: r.subreddit ? { ...r.post, subreddit: r.subreddit } : r.post,
                              ...(r.comments?.length ? { comments: r.comments, tone: r.tone } : {}),
                            },
                          })
                        }
                      >
                        {GENERATOR_MSG.generateFirstComments}
                      </Button>
                      <CopyButton text={r.post.body} label="Copy body" />
                      <SaveToFolderButton item={{ type: 'post', post: r.post, subreddit: r.subreddit, generatedAt: r.generatedAt }} />
                      {r.subreddit ? <PostCheck post={r.post} subreddit={r.subreddit} /> : null}
                      <PostPlacement post={r.post} subreddits={r.subreddit ? [r.subreddit] : []} audienceId={placementAudienceId} />
                    </>
                  }
                />
              </li>
            ))}
          </ol>
          {showMore ? (
            <div className="gen-section__more">
              <CreditCostButton
                cost={CREDIT_COST.generation}
                variant="secondary"
                icon={<PlusIcon size={18} />}
                loading={generate.isPending}
                onClick={() => run(lastRequest)}
              >
                {GENERATOR_MSG.generateMorePosts}
              </CreditCostButton>
            </div>
          ) : null}
        </section>
      ) : null}

      {phase === 'failed' && results.length === 0 ? (
        <section className="card gen-panel" id="gen-failure" tabIndex={-1} aria-label="Generation result">
          <ErrorState
            alert
            title={GEN_MSG.failed}
            detail="Try a broader search query or another subreddit."
            onRetry={tryAgain}
            retryLabel={GENERATOR_MSG.tryAgain}
          />
        </section>
      ) : null}

      {showSamples ? (
        <section className="gen-section" aria-labelledby="gen-samples-title">
          <header className="gen-section__head">
            <h2 className="gen-section__title" id="gen-samples-title">
              Sample post ideas
            </h2>
            <p className="gen-section__count">What a generated post looks like</p>
          </header>
          <ul className="gen-grid">
            {SAMPLE_POST_IDEAS.map(({ subreddit, ...post }) => (
              <li key={post.title}>
                <PostCard
                  post={post}
                  subreddit={subreddit}
                  badge="Sample"
                  actions={
                    <>
                      <CopyButton text={postAsText(post)} />
                      <SaveToFolderButton item={{ type: 'post', post, subreddit }} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {draftCheck}

      <ProgressModal open={progress.open} progress={progress.progress} />
    </div>
  );
}

export default AiPostGeneratorPage;
