import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/http';
import type { HistoryParams } from '../model/history';
import { searchHistoryResponse, type HistoryPage } from '../model/responses';
import { analysisKeys } from './keys';

/** POST /reddit/subreddit-search-history {page, limit, type, sortBy} → { data, totalSearchHistory }. */
export async function fetchSearchHistory(params: HistoryParams, signal?: AbortSignal): Promise<HistoryPage> {
  const body = await api.post('reddit/subreddit-search-history', { json: params, signal }).json();
  return searchHistoryResponse.validateSync(body);
}

/** A page of history with the request it answers, so the screen can label the rows it shows. */
export type ShownHistoryPage = HistoryPage & { params: HistoryParams };

/**
 * One page of the signed-in user's searches. Always re-read on mount (new searches land there);
 * while another page, filter or sort loads, the previous rows stay in place (no layout jump) and
 * `data.params` still names the page those rows came from.
 */
export function useSearchHistory(params: HistoryParams) {
  return useQuery({
    queryKey: analysisKeys.history(params),
    queryFn: async ({ signal }): Promise<ShownHistoryPage> => ({ ...(await fetchSearchHistory(params, signal)), params }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
