import type { QueryClient } from '@tanstack/react-query';

/**
 * The post ideas' query key, here because more than one feature touches it: the server writes ideas
 * for the communities the user works on (analyses, searches; decision 096), so work on a community
 * marks the cached ideas stale and the next visit to Post Ideas asks again.
 */
export const POST_IDEAS_QUERY_KEY = ['generator', 'post-ideas'] as const;
/**
 * The user's audience list, whose `analysed` offers the communities just analysed to a new audience: here for the same
 * reason (the audience entity reads it under this key).
 */
export const AUDIENCE_LIST_QUERY_KEY = ['audiences', 'list'] as const;

/** After an analysis or a search was answered: the ideas and the analysed communities shown next follow it. */
export function workedOnCommunity(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: POST_IDEAS_QUERY_KEY });
  void qc.invalidateQueries({ queryKey: AUDIENCE_LIST_QUERY_KEY });
}
