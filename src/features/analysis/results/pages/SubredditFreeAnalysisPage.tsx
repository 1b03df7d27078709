import { Link } from '@tanstack/react-router';
import { isFreeUser, useCurrentUser } from '@/entities/user';
import { Breadcrumbs, StatePanel } from '@/shared/ui';
import { useSubredditAnalysis } from '../api';
import { RESULTS_MSG } from '../model/messages';
import { subredditFromQuery } from '../model/params';
import { EvidenceNote } from '../ui/EvidenceNote';
import { useFailureToast } from '../ui/failure';
import { MoreInfoButton } from '../ui/MoreInfoButton';
import { AnalysisLoadError } from '../ui/AnalysisLoadError';
import { AnalysisSkeleton } from '../ui/states';
import { SubredditHeader } from '../ui/SubredditHeader';
import { ContentSections, OverviewSection } from '../ui/SubredditOverview';
import { TopPostTeaser } from '../ui/TopPostTeaser';
import { usePlansModal } from '@/entities/plan';
import '../ui/results.css';

/**
 * /subreddit-free-analysis-results?q={subreddit}: the free analysis, the locked
 * top-post sample for free users and 'Give me more info' towards the paid analysis.
 */
export function SubredditFreeAnalysisPage({ q }: { q?: string }) {
  const name = subredditFromQuery(q);
  const query = useSubredditAnalysis(name);
  const { user } = useCurrentUser();
  const upgrade = usePlansModal(user);
  useFailureToast(query.error, RESULTS_MSG.loadFailed);

  let body;
  if (!name) {
    body = (
      <StatePanel
        variant="page"
        title="No subreddit to analyse"
        action={
          <Link to="/analyze-subreddit" className="btn btn--primary btn--sm">
            Find subreddits
          </Link>
        }
      >
        {RESULTS_MSG.invalidSubreddit}
      </StatePanel>
    );
  } else if (query.data) {
    const analysis = query.data.subreddit;
    body = (
      <>
        <SubredditHeader
          analysis={analysis}
          eyebrow="Subreddit analysis"
          actions={<MoreInfoButton target={{ subreddit: analysis.name }} />}
        />
        <OverviewSection analysis={analysis} />
        <ContentSections analysis={analysis} />
        <TopPostTeaser analysis={analysis} locked={isFreeUser(user)} onUnlock={upgrade.show} />
        <EvidenceNote source={analysis.dataSource} />
      </>
    );
  } else if (query.error) {
    body = (
      <AnalysisLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} backTo="/analyze-subreddit" />
    );
  } else {
    body = <AnalysisSkeleton progress={query.progress} />;
  }

  return (
    <div className="analysis">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/home' },
          { label: 'Analyze Subreddit / Post', to: '/analyze-subreddit' },
          { label: name ? `r/${name}` : 'Subreddit analysis' },
        ]}
      />
      {body}
      {upgrade.modal}
    </div>
  );
}

export default SubredditFreeAnalysisPage;
