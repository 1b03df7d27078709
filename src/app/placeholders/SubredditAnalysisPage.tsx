import { ComingSoon, SearchEcho } from './ComingSoon';

/** /subreddit-free-analysis-results and /advanced-subreddit-paid-analysis-results (same screen). */
export function SubredditAnalysisPage({ q, paid }: { q?: string; paid?: boolean }) {
  return (
    <ComingSoon title={paid ? 'Advanced subreddit analysis' : 'Subreddit analysis'}>
      <SearchEcho label="Subreddit" value={q} />
    </ComingSoon>
  );
}
