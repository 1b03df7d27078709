import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/http';
import { workedOnCommunity } from '@/shared/api/post-ideas-key';
import { EXPLORED_COUNT_HEADER } from '@subreddit-signal/contract';
import { popularSubredditsResponse, subredditSearchResponse, type SubredditResult } from '../model/responses';
import { analysisKeys, historyQueryKey } from './keys';

/** At most this many suggestions show under the search box. */
export const MAX_SUGGESTIONS = 8;

/**
 * POST /reddit/search-popular-subreddit {query} → subreddit names. A failure is only logged,
 * never shown, and reads as no suggestions; a cancelled request (typing went on) is not cached.
 */
export async function fetchPopularSubreddits(query: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const body = await api.post('reddit/search-popular-subreddit', { json: { query }, signal }).json();
    const names = popularSubredditsResponse
      .validateSync(body)
      .map((n) => n.trim())
      .filter(Boolean);
    return [...new Set(names)].slice(0, MAX_SUGGESTIONS);
  } catch (err) {
    if (signal?.aborted) throw err;
    console.error('Could not load subreddit suggestions', err);
    return [];
  }
}

/** Suggestions for a (debounced) keyword; empty keyword → no call. */
export function usePopularSubreddits(query: string, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.popular(query),
    queryFn: ({ signal }) => fetchPopularSubreddits(query, signal),
    enabled: enabled && query !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export interface SubredditSearch {
  results: SubredditResult[];
  /** How many subreddits the server searched (the `x-explored-count` header); null when it did not say. */
  exploredCount: number | null;
}

function parseCount(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** POST /reddit/search-subreddit {subreddit: keyword} → results, plus the explored count from the header. */
export async function fetchSubredditSearch(keyword: string, signal?: AbortSignal): Promise<SubredditSearch> {
  const response = await api.post('reddit/search-subreddit', { json: { subreddit: keyword }, signal });
  const exploredCount = parseCount(response.headers.get(EXPLORED_COUNT_HEADER));
  const results = subredditSearchResponse.validateSync(await response.json());
  return { results, exploredCount };
}

/**
 * The subreddits for a keyword. The server records each search in the history, so the history
 * is refreshed after it. Kept fresh for 5 minutes: coming back to the list does not search (and
 * record) again.
 */
export function useSubredditSearch(keyword: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: analysisKeys.search(keyword),
    queryFn: async ({ signal }) => {
      const result = await fetchSubredditSearch(keyword, signal);
      void queryClient.invalidateQueries({ queryKey: historyQueryKey });
      workedOnCommunity(queryClient);
      return result;
    },
    enabled: keyword !== '',
    staleTime: 5 * 60_000,
  });
}
