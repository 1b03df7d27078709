import { ComingSoon, SearchEcho } from './ComingSoon';

/** /subreddit-search-results and /advanced-subreddit-search-results (same screen). */
export function SearchResultsPage({ q, advanced }: { q?: string; advanced?: boolean }) {
  return (
    <ComingSoon title={advanced ? 'Advanced subreddit search results' : 'Subreddit search results'}>
      <SearchEcho label="Keyword" value={q} />
    </ComingSoon>
  );
}
