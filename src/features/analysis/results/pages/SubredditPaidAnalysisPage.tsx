import { lazy, Suspense, useDeferredValue } from 'react';
import { Breadcrumbs, WhenNear } from '@/shared/ui';
import { usePaidSubredditAnalysis } from '../api';
import { RESULTS_MSG } from '../model/messages';
import { subredditFromQuery } from '../model/params';
import { BestTimes } from '../ui/BestTimes';
import { DownloadJsonButton } from '../ui/DownloadJsonButton';
import { EvidenceNote } from '../ui/EvidenceNote';
import { usePaidFailureRedirect } from '../ui/failure';
import { SimilarSection, TopPostsSection } from '../ui/PeriodSections';
import { PostingHeatmap } from '../ui/PostingHeatmap';
import { AnalysisSkeleton } from '../ui/states';
import { SubredditHeader } from '../ui/SubredditHeader';
import { TimeZoneProvider } from '../ui/TimeZone';
import { DistributionSection, FlairsSection, HashtagsSection, KeywordsSection, OverviewSection } from '../ui/SubredditOverview';
import { UserActivity } from '../ui/UserActivity';
import '../ui/results.css';

// Far below the fold: its code (and its request) wait until the reader comes near it.
const CommunityRulesBlock = lazy(() => import('@/entities/draft-check').then((m) => ({ default: m.CommunityRulesBlock })));

/**
 * /advanced-subreddit-paid-analysis-results?q={subreddit}: the paid analysis. The
 * call spends a credit and runs once per visit; any failure shows the server's message and goes
 * to /advanced-analysis.
 */
export function SubredditPaidAnalysisPage({ q }: { q?: string }) {
  const name = subredditFromQuery(q);
  const query = usePaidSubredditAnalysis(name);
  usePaidFailureRedirect(
    !name ? { message: RESULTS_MSG.invalidSubreddit } : query.error ? { error: query.error } : null,
    RESULTS_MSG.loadFailed,
  );

  const data = query.data;
  // The header, figures and charts render first; the sections below the heatmap (posts, similar
  // communities, keywords, rules: a third of the page) follow in a second, interruptible pass, so
  // the frame that shows the charts does not wait for them (issue 27).
  const restShown = useDeferredValue(data !== undefined);
  return (
    <div className="analysis">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/home' },
          { label: 'Advanced Analysis', to: '/advanced-analysis' },
          { label: name ? `r/${name}` : 'Subreddit analysis' },
        ]}
      />
      {data ? (
        <TimeZoneProvider>
          <SubredditHeader
            analysis={data.subreddit}
            eyebrow="Advanced subreddit analysis"
            actions={<DownloadJsonButton data={{ subreddit: data.subreddit, similarSubreddits: data.similarSubreddits }} />}
          />
          <OverviewSection analysis={data.subreddit} />
          <div className="analysis-grid">
            <UserActivity activity={data.subreddit.user_Activity} source={data.subreddit.dataSource} />
            <DistributionSection analysis={data.subreddit} />
          </div>
          <BestTimes slots={data.subreddit.bestTimeToPost} postsAnalysed={data.subreddit.dataSource.postsAnalysed} />
          <PostingHeatmap heatmap={data.subreddit.heatmap} />
          {restShown ? (
            <>
              <TopPostsSection analysis={data.subreddit} />
              <SimilarSection similar={data.similarSubreddits} />
              <div className="analysis-grid analysis-grid--3">
                <KeywordsSection analysis={data.subreddit} />
                <FlairsSection analysis={data.subreddit} />
                <HashtagsSection analysis={data.subreddit} />
              </div>
              <WhenNear>
                <Suspense fallback={null}>
                  <CommunityRulesBlock subreddit={data.subreddit.name} />
                </Suspense>
              </WhenNear>
              <EvidenceNote source={data.subreddit.dataSource} />
            </>
          ) : null}
        </TimeZoneProvider>
      ) : (
        <AnalysisSkeleton sections={4} label="Running the advanced analysis" progress={query.progress} />
      )}
    </div>
  );
}

export default SubredditPaidAnalysisPage;

/** For the route's loader: the paid call leaves with this page's code (see startPaidSubredditAnalysis). */
export { startPaidSubredditAnalysis } from '../api';
