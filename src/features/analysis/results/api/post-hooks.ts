import { useQuery, useQueryClient } from '@tanstack/react-query';
import { spendingCredit } from '@/entities/user';
import { workedOnCommunity } from '@/shared/api/post-ideas-key';
import { analysisResultsKeys, FREE_STALE_TIME, PAID_QUERY } from './hooks';
import { fetchPaidPostAnalysis, fetchPostAnalysis } from './post-requests';

// The post analyses' hooks, apart from the subreddit ones (hooks.ts): the subreddit pages load
// neither these nor the post calls and schemas behind them.

/** POST /reddit/subreddit-post for a post link (null = no valid link: nothing is sent). */
export function usePostAnalysis(post: { url: string; canonicalUrl: string } | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: analysisResultsKeys.post(post?.canonicalUrl ?? ''),
    queryFn: ({ signal }) => fetchPostAnalysis(post!.url, signal).then((answer) => (workedOnCommunity(qc), answer)),
    enabled: post !== null,
    staleTime: FREE_STALE_TIME,
  });
}

/** POST /reddit/subreddit-advanced-post, once per visit (see PAID_QUERY). */
export function usePaidPostAnalysis(post: { url: string; canonicalUrl: string } | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: analysisResultsKeys.paidPost(post?.canonicalUrl ?? ''),
    queryFn: () => spendingCredit(qc, () => fetchPaidPostAnalysis(post!.url)).then((answer) => (workedOnCommunity(qc), answer)),
    enabled: post !== null,
    ...PAID_QUERY,
  });
}
