import { Breadcrumbs } from '@/shared/ui';
import { usePaidPostAnalysis } from '../api';
import { RESULTS_MSG } from '../model/messages';
import { postFromQuery } from '../model/post-params';
import { EvidenceNote } from '../ui/EvidenceNote';
import { usePaidFailureRedirect } from '../ui/failure';
import { TopPostsSection } from '../ui/PeriodSections';
import { PostCard } from '../ui/PostCard';
import { PostComparisonSection } from '../ui/PostComparison';
import { PostDiscussionSection } from '../ui/PostDiscussion';
import { Section } from '../ui/Section';
import { AnalysisSkeleton } from '../ui/states';
import { SubredditHeader } from '../ui/SubredditHeader';
import { ContentSections, HashtagsSection, OverviewSection } from '../ui/SubredditOverview';
import { TopComments } from '../ui/TopComments';
import { UserActivity } from '../ui/UserActivity';
import '../ui/results.css';

/**
 * /post-paid-analysis-results?url={post url}: the free post analysis plus user
 * activity, hashtags, top comments, how the discussion went and the top-10 table. One paid call per visit; any failure
 * shows the server's message and goes to /advanced-analysis.
 */
export function PostPaidAnalysisPage({ url }: { url?: string }) {
  const post = postFromQuery(url);
  const query = usePaidPostAnalysis(post);
  usePaidFailureRedirect(
    !post ? { message: RESULTS_MSG.invalidPostUrl } : query.error ? { error: query.error } : null,
    RESULTS_MSG.loadFailed,
  );

  const data = query.data;
  return (
    <div className="analysis">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/home' }, { label: 'Advanced Analysis', to: '/paid-analyze-post' }, { label: 'Post analysis' }]}
      />
      {data ? (
        <>
          <PostCard post={data.post} threadUrl={post?.canonicalUrl} />
          <SubredditHeader analysis={data.subreddit} eyebrow="Subreddit context" headingLevel={2} />
          <OverviewSection analysis={data.subreddit} title={`How r/${data.subreddit.name} performs`} />
          <div className="analysis-grid">
            <UserActivity activity={data.subreddit.user_Activity} source={data.subreddit.dataSource} />
            <HashtagsSection analysis={data.subreddit} />
          </div>
          <PostComparisonSection comparison={data.post.comparison} community={data.subreddit.name} />
          <Section title="Top comments" subtitle="The comments with the highest score.">
            <TopComments
              comments={data.subreddit.postComments}
              numComments={data.post.num_comments}
              sourceKind={data.subreddit.dataSource.kind}
            />
          </Section>
          <PostDiscussionSection discussion={data.post.discussion} numComments={data.post.num_comments} />
          <TopPostsSection analysis={data.subreddit} />
          <ContentSections analysis={data.subreddit} />
          <EvidenceNote source={data.subreddit.dataSource} />
        </>
      ) : (
        <AnalysisSkeleton sections={3} label="Running the advanced post analysis" />
      )}
    </div>
  );
}

export default PostPaidAnalysisPage;
