import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { PostCheck } from '@/entities/draft-check';
import { postAsText } from '@/entities/idea';
import { SaveToFolderButton } from '@/entities/folder';
import { isFreeUser, useCurrentUser } from '@/entities/user';
import { FREE_PLAN, PLANS } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { notify } from '@/shared/toast';
import { BulbIcon, CrownIcon, EmptyState, ErrorState, Skeleton, SparklesIcon } from '@/shared/ui';
import { usePostIdeas } from '../api/hooks';
import { GENERATOR_MSG } from '../model/messages';
import { CopyButton } from '../ui/CopyButton';
import { EngineNote } from '../ui/EngineNote';
import { PostCard } from '../ui/PostCard';
import { CardSkeletons } from '../ui/CardSkeletons';
import '../ui/generator.css';

/**
 * /generated-post-ideas: ideas per subreddit (POST /reddit/generate-reddit-post),
 * each with Copy and save-to-folder; free users get 'Get More Ideas with Pro'.
 */
export function PostIdeasPage() {
  const { user } = useCurrentUser();
  const free = isFreeUser(user);
  const ideas = usePostIdeas();

  // One toast per failed fetch, with the server's message.
  const toasted = useRef(ideas.errorUpdatedAt);
  useEffect(() => {
    if (!ideas.isError || toasted.current === ideas.errorUpdatedAt) return;
    toasted.current = ideas.errorUpdatedAt;
    notify.error(errorMessage(ideas.error, GENERATOR_MSG.somethingWrong));
  }, [ideas.isError, ideas.errorUpdatedAt, ideas.error]);

  const groups = (ideas.data?.items ?? []).filter((g) => g.posts.length > 0);
  // The ideas are written when the server answers, so that answer's time is their generation time.
  const generatedAt = ideas.dataUpdatedAt ? new Date(ideas.dataUpdatedAt).toISOString() : undefined;

  let body;
  if (ideas.data) {
    body =
      groups.length === 0 ? (
        <div className="card gen-panel">
          <EmptyState
            icon={<BulbIcon size={22} />}
            title={GENERATOR_MSG.noIdeas}
            action={
              <Link to="/analyze-subreddit" className="btn btn--primary btn--sm">
                Analyze a subreddit
              </Link>
            }
          >
            Analyze a few subreddits and we will suggest posts that fit them.
          </EmptyState>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.subreddit} className="gen-section" aria-labelledby={`ideas-${group.subreddit}`}>
            <header className="gen-section__head">
              <h2 className="gen-section__title" id={`ideas-${group.subreddit}`}>
                r/{group.subreddit}
              </h2>
              <p className="gen-section__count">
                {group.posts.length} {group.posts.length === 1 ? 'idea' : 'ideas'}
              </p>
            </header>
            <EngineNote engine={ideas.data?.engine} subreddit={group.subreddit} />
            <ul className="gen-grid">
              {group.posts.map((post, i) => (
                <li key={`${post.title}-${i}`}>
                  <PostCard
                    post={post}
                    collapsible
                    actions={
                      <>
                        <CopyButton text={postAsText(post)} />
                        <SaveToFolderButton item={{ type: 'post', post, subreddit: group.subreddit, generatedAt }} />
                        <PostCheck post={post} subreddit={group.subreddit} />
                      </>
                    }
                  />
                </li>
              ))}
              {free ? (
                <li>
                  <ProTeaser subreddit={group.subreddit} />
                </li>
              ) : null}
            </ul>
          </section>
        ))
      );
  } else if (ideas.isError) {
    body = (
      <div className="card gen-panel">
        <ErrorState
          alert
          title="We could not load your post ideas."
          detail={errorMessage(ideas.error, GENERATOR_MSG.somethingWrong)}
          onRetry={() => void ideas.refetch()}
          retrying={ideas.isFetching}
        />
      </div>
    );
  } else {
    body = (
      <div className="gen-section">
        <Skeleton width={180} height={24} />
        <CardSkeletons count={4} label="Loading post ideas" />
      </div>
    );
  }

  return (
    <div className="gen-page">
      <section className="card gen-hero gen-hero--compact" aria-labelledby="ideas-title">
        <div className="gen-hero__main">
          <p className="gen-eyebrow">
            <BulbIcon size={14} /> Post ideas
          </p>
          <h1 className="gen-hero__title" id="ideas-title">
            Ideas for your communities
          </h1>
          <p className="gen-hero__subtitle">
            Post ideas per subreddit, shaped by what each community already rewards. Copy one or keep it in a folder.
          </p>
        </div>
        <div className="gen-hero__aside">
          {free ? (
            <Link to="/ai-post-generator-results" className="btn btn--primary">
              <CrownIcon size={18} /> {GENERATOR_MSG.moreIdeasPro}
            </Link>
          ) : (
            <Link to="/ai-post-generator-results" className="btn btn--secondary">
              <SparklesIcon size={18} /> Open the AI post generator
            </Link>
          )}
        </div>
      </section>
      {body}
    </div>
  );
}

export default PostIdeasPage;

/** The cheapest plan that gives more post ideas than the free one (Pro), and every plan giving as many. */
const UPGRADE = PLANS.find((p) => p.postIdeasPerCommunity > FREE_PLAN.postIdeasPerCommunity) ?? FREE_PLAN;
const UPGRADE_NAMES = new Intl.ListFormat('en', { type: 'conjunction' }).format(
  PLANS.filter((p) => p.postIdeasPerCommunity === UPGRADE.postIdeasPerCommunity).map((p) => p.name),
);

/** Fills a free user's row: what Pro adds for this community, with the way to the plans. */
function ProTeaser({ subreddit }: { subreddit: string }) {
  const more = UPGRADE.postIdeasPerCommunity - FREE_PLAN.postIdeasPerCommunity;
  return (
    <div className="gen-teaser card">
      <span className="gen-teaser__icon" aria-hidden>
        <CrownIcon size={20} />
      </span>
      <p className="gen-teaser__title">
        {more} more ideas for r/{subreddit} with {UPGRADE.name}
      </p>
      <p className="gen-teaser__text">
        {UPGRADE_NAMES} plans get {UPGRADE.postIdeasPerCommunity} fresh ideas per community every day.
      </p>
      <Link to="/plans" className="btn btn--secondary btn--sm">
        See plans
      </Link>
    </div>
  );
}
