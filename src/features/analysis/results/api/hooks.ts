import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { spendingCredit } from '@/entities/user';
import { fetchPaidPostAnalysis, fetchPaidSubredditAbout, fetchPostAnalysis, fetchSubredditAbout } from './requests';

export const analysisResultsKeys = {
  all: ['analysis', 'results'] as const,
  subreddit: (name: string) => ['analysis', 'results', 'subreddit', name.toLowerCase()] as const,
  paidSubreddit: (name: string) => ['analysis', 'results', 'paid-subreddit', name.toLowerCase()] as const,
  post: (canonicalUrl: string) => ['analysis', 'results', 'post', canonicalUrl] as const,
  paidPost: (canonicalUrl: string) => ['analysis', 'results', 'paid-post', canonicalUrl] as const,
};

/** Free analyses cost nothing: normal caching, retried on network and 5xx errors by the app's defaults. */
const FREE_STALE_TIME = 5 * 60_000;

/**
 * A paid call spends a credit, so it runs once per visit and never on its own: never stale (not
 * even on invalidation), no retry, no refetch on focus, reconnect or remount. The answer stays
 * cached for the default gcTime, so coming straight back (Back button) shows it without spending
 * another credit. StrictMode's double effects share the one in-flight request.
 */
const PAID_QUERY = {
  staleTime: 'static',
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;

/** POST /reddit/subreddit-about for `name` (null = no valid name: nothing is sent); `progress` while the community is fetched. */
export function useSubredditAnalysis(name: string | null) {
  const [progress, setProgress] = useState<string | null>(null);
  const query = useQuery({
    queryKey: analysisResultsKeys.subreddit(name ?? ''),
    queryFn: ({ signal }) => fetchSubredditAbout(name!, signal, setProgress),
    enabled: name !== null,
    staleTime: FREE_STALE_TIME,
  });
  return Object.assign(query, { progress: query.isPending ? progress : null });
}

/** POST /reddit/paid-subreddit-about, once per visit (see PAID_QUERY); `progress` while the community is fetched. */
export function usePaidSubredditAnalysis(name: string | null) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<string | null>(null);
  const query = useQuery({
    queryKey: analysisResultsKeys.paidSubreddit(name ?? ''),
    queryFn: () => spendingCredit(qc, () => fetchPaidSubredditAbout(name!, setProgress)),
    enabled: name !== null,
    ...PAID_QUERY,
  });
  return Object.assign(query, { progress: query.isPending ? progress : null });
}

/** POST /reddit/subreddit-post for a post link (null = no valid link: nothing is sent). */
export function usePostAnalysis(post: { url: string; canonicalUrl: string } | null) {
  return useQuery({
    queryKey: analysisResultsKeys.post(post?.canonicalUrl ?? ''),
    queryFn: ({ signal }) => fetchPostAnalysis(post!.url, signal),
    enabled: post !== null,
    staleTime: FREE_STALE_TIME,
  });
}

/** POST /reddit/subreddit-advanced-post, once per visit (see PAID_QUERY). */
export function usePaidPostAnalysis(post: { url: string; canonicalUrl: string } | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: analysisResultsKeys.paidPost(post?.canonicalUrl ?? ''),
    queryFn: () => spendingCredit(qc, () => fetchPaidPostAnalysis(post!.url)),
    enabled: post !== null,
    ...PAID_QUERY,
  });
}
