import { ComingSoon, SearchEcho } from './ComingSoon';

/** /post-free-analysis-results and /post-paid-analysis-results (same screen). */
export function PostAnalysisPage({ url, paid }: { url?: string; paid?: boolean }) {
  return (
    <ComingSoon title={paid ? 'Advanced post analysis' : 'Post analysis'}>
      <SearchEcho label="Post" value={url} />
    </ComingSoon>
  );
}
