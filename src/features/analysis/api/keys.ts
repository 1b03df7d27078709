import type { HistoryParams } from '../model/history';

/** Query keys of the analysis slice. Invalidate `historyQueryKey` after anything that records a search. */
export const historyQueryKey = ['analysis', 'history'] as const;

export const analysisKeys = {
  popular: (query: string) => ['analysis', 'popular-subreddits', query] as const,
  search: (keyword: string) => ['analysis', 'search-subreddit', keyword] as const,
  history: (params: HistoryParams) => [...historyQueryKey, params] as const,
};
