import { Link } from '@tanstack/react-router';
import { isFreeUser, useCurrentUser } from '@/entities/user';
import { Breadcrumbs, StatePanel } from '@/shared/ui';
import { usePostAnalysis } from '../api';
import { RESULTS_MSG } from '../model/messages';
import { postFromQuery } from '../model/post-params';
import { EvidenceNote } from '../ui/EvidenceNote';
import { useFailureToast } from '../ui/failure';
import { MoreInfoButton } from '../ui/MoreInfoButton';
import { PostCard } from '../ui/PostCard';
import { AnalysisLoadError } from '../ui/AnalysisLoadError';
import { AnalysisSkeleton } from '../ui/states';
import { SubredditHeader } from '../ui/SubredditHeader';
import { ContentSections, OverviewSection } from '../ui/SubredditOverview';
import { TopPostTeaser } from '../ui/TopPostTeaser';
import { usePlansModal } from '@/entities/plan';
import '../ui/results.css';

/**
 * /post-free-analysis-results?url={post url}: the post, its subreddit's free
 * metrics, the locked sample for free users and 'Give me more info' towards the paid analysis.
 */
export function PostFreeAnalysisPage({ url }: { url?: string }) {
  const post = postFromQuery(url);
  const query = usePostAnalysis(post);
  const { user } = useCurrentUser();
  const upgrade = usePlansModal(user);
  useFailureToast(query.error, RESULTS_MSG.loadFailed);

  let body;
  if (!post) {
    body = (
      <StatePanel
        variant="page"
        title="No post to analyse"
        action={
          <Link to="/analyze-post" className="btn btn--primary btn--sm">
            Analyze a post
          </Link>
        }
      >
        {RESULTS_MSG.invalidPostUrl}
      </StatePanel>
    );
  } else if (query.data) {
    const { subreddit, post: analysed } = query.data;
    body = (
      <>
        <PostCard post={analysed} threadUrl={post.canonicalUrl} actions={<MoreInfoButton target={{ url: post.url }} />} />
        <SubredditHeader analysis={subreddit} eyebrow="Subreddit context" headingLevel={2} />
        <OverviewSection analysis={subreddit} title={`How r/${subreddit.name} performs`} />
        <ContentSections analysis={subreddit} />
        <TopPostTeaser analysis={subreddit} locked={isFreeUser(user)} onUnlock={upgrade.show} />
        <EvidenceNote source={subreddit.dataSource} />
      </>
    );
  } else if (query.error) {
    body = (
      <AnalysisLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} backTo="/analyze-post" />
    );
  } else {
    body = <AnalysisSkeleton label="Loading post analysis" />;
  }

  return (
    <div className="analysis">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/home' }, { label: 'Analyze Subreddit / Post', to: '/analyze-post' }, { label: 'Post analysis' }]}
      />
      {body}
      {upgrade.modal}
    </div>
  );
}

export default PostFreeAnalysisPage;
