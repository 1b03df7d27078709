import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { spendingCredit } from '@/entities/user';
import { workedOnCommunity } from '@/shared/api/post-ideas-key';
import { subredditFromQuery } from '../model/params';
import { setFetchProgress, useFetchProgress } from './progress';
import { fetchPaidSubredditAbout, fetchSubredditAbout } from './requests';

export const analysisResultsKeys = {
  all: ['analysis', 'results'] as const,
  subreddit: (name: string) => ['analysis', 'results', 'subreddit', name.toLowerCase()] as const,
  paidSubreddit: (name: string) => ['analysis', 'results', 'paid-subreddit', name.toLowerCase()] as const,
  post: (canonicalUrl: string) => ['analysis', 'results', 'post', canonicalUrl] as const,
  paidPost: (canonicalUrl: string) => ['analysis', 'results', 'paid-post', canonicalUrl] as const,
};

/** Free analyses cost nothing: normal caching, retried on network and 5xx errors by the app's defaults. */
export const FREE_STALE_TIME = 5 * 60_000;

/**
 * A paid call spends a credit, so it runs once per visit and never on its own: never stale (not
 * even on invalidation), no retry, no refetch on focus, reconnect or remount. The answer stays
 * cached for the default gcTime, so coming straight back (Back button) shows it without spending
 * another credit. StrictMode's double effects share the one in-flight request.
 */
export const PAID_QUERY = {
  staleTime: 'static',
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;

/** The free analysis of `name`: POST /reddit/subreddit-about, progress recorded while the community is fetched. */
function subredditAnalysisQuery(qc: QueryClient, name: string) {
  const queryKey = analysisResultsKeys.subreddit(name);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchSubredditAbout(name, signal, (message) => setFetchProgress(qc, queryKey, message))
        .then((answer) => (workedOnCommunity(qc), answer))
        .finally(() => setFetchProgress(qc, queryKey, null)),
    staleTime: FREE_STALE_TIME,
  };
}

/**
 * The paid analysis of `name`: POST /reddit/paid-subreddit-about, once per visit (see PAID_QUERY).
 * A failed call is not sent again when the page mounts: the route's loader may have sent it, and
 * seen it fail, just before (startPaidSubredditAnalysis); the page shows that failure and leaves.
 */
function paidSubredditAnalysisQuery(qc: QueryClient, name: string) {
  const queryKey = analysisResultsKeys.paidSubreddit(name);
  return {
    queryKey,
    queryFn: () =>
      spendingCredit(qc, () => fetchPaidSubredditAbout(name, (message) => setFetchProgress(qc, queryKey, message)))
        .then((answer) => (workedOnCommunity(qc), answer))
        .finally(() => setFetchProgress(qc, queryKey, null)),
    ...PAID_QUERY,
    retryOnMount: false,
  };
}

/** POST /reddit/subreddit-about for `name` (null = no valid name: nothing is sent); `progress` while the community is fetched. */
export function useSubredditAnalysis(name: string | null) {
  const qc = useQueryClient();
  const options = subredditAnalysisQuery(qc, name ?? '');
  const query = useQuery({ ...options, enabled: name !== null });
  const progress = useFetchProgress(qc, options.queryKey);
  return Object.assign(query, { progress: query.isPending ? progress : null });
}

/** POST /reddit/paid-subreddit-about, once per visit (see PAID_QUERY); `progress` while the community is fetched. */
export function usePaidSubredditAnalysis(name: string | null) {
  const qc = useQueryClient();
  const options = paidSubredditAnalysisQuery(qc, name ?? '');
  const query = useQuery({ ...options, enabled: name !== null });
  const progress = useFetchProgress(qc, options.queryKey);
  return Object.assign(query, { progress: query.isPending ? progress : null });
}

/**
 * Sends the paid analysis of `?q=` now, before its page has rendered: the route's loader calls this
 * when the page is opened (never on a link-hover preload: it spends a credit), so the request runs
 * while the layout loads the profile instead of after. The page's usePaidSubredditAnalysis then
 * shares this request (same key, same once-per-visit options): still one call per visit. An answer
 * already cached is reused as the page would reuse it; an error of an earlier visit is forgotten
 * first, so the visit asks again as a freshly mounted page did.
 */
export function startPaidSubredditAnalysis(qc: QueryClient, q: string | undefined) {
  const name = subredditFromQuery(q);
  if (!name) return;
  const options = paidSubredditAnalysisQuery(qc, name);
  if (qc.getQueryState(options.queryKey)?.status === 'error') qc.removeQueries({ queryKey: options.queryKey, exact: true });
  // Failures reach the page through the query's state (it shows them and leaves); nothing to do here.
  qc.prefetchQuery(options).catch(() => undefined);
}
