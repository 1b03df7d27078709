import type { HistoryEntry } from './responses';

/** Rows per page of the history and on home. */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryType = 'all' | 'keyword' | 'redditUrl';
export type HistorySort = 'createdAt' | 'no_of_result';

export interface HistoryParams {
  page: number;
  limit: number;
  type: HistoryType;
  sortBy: HistorySort;
}

/** What home asks for: the 10 latest of any type. */
export const HOME_HISTORY_PARAMS: HistoryParams = { page: 1, limit: HISTORY_PAGE_SIZE, type: 'all', sortBy: 'createdAt' };

export const HISTORY_TYPE_OPTIONS: readonly { value: HistoryType; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'keyword', label: 'Keywords' },
  { value: 'redditUrl', label: 'Reddit URLs' },
];

export const HISTORY_SORT_OPTIONS: readonly { value: HistorySort; label: string }[] = [
  { value: 'createdAt', label: 'Newest first' },
  { value: 'no_of_result', label: 'Most results' },
];

/** A keyword search that found nothing: it names no community (older rows may hold the keyword as one). */
export const isEmptySearch = (entry: Pick<HistoryEntry, 'type' | 'name' | 'no_of_result'>) =>
  entry.type === 'keyword' && (!entry.name || entry.no_of_result === 0);

/**
 * Where a history row leads: a keyword entry to the free analysis of the subreddit that best
 * matched it, or, when the search found nothing, back to that search (never to a made-up
 * community's error page); a URL entry to the free post analysis. Null when there is nowhere to go.
 */
export function historyEntryTarget(entry: Pick<HistoryEntry, 'type' | 'name' | 'url' | 'header_title' | 'no_of_result'>) {
  if (entry.type === 'redditUrl') {
    return entry.url ? ({ to: '/post-free-analysis-results', search: { url: entry.url } } as const) : null;
  }
  if (isEmptySearch(entry)) {
    const q = entry.header_title?.trim();
    return q ? ({ to: '/subreddit-search-results', search: { q } } as const) : null;
  }
  return { to: '/subreddit-free-analysis-results', search: { q: entry.name } } as const;
}

export const totalPages = (total: number, pageSize = HISTORY_PAGE_SIZE) => Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Numbered pagination: the first page, the last page, and the current page with
 * its neighbours; a run of skipped pages becomes an ellipsis. A gap of exactly one page shows
 * that page instead (an ellipsis would take the same room and hide it).
 *
 *   (5, 10) → [1, gap, 4, 5, 6, gap, 10]    (1, 10) → [1, 2, gap, 10]    (3, 10) → [1, 2, 3, 4, gap, 10]
 */
export function paginationItems(current: number, pages: number): PageItem[] {
  if (pages <= 1) return [1];
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  // Fill single-page gaps.
  for (const p of [...shown]) {
    if (!shown.has(p + 1) && shown.has(p + 2)) shown.add(p + 1);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push(p < page ? 'gap-start' : 'gap-end');
    items.push(p);
  });
  return items;
}
