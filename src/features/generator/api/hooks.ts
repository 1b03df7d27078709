import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { spendingCredit } from '@/entities/user';
import { HTTPError } from '@/shared/api/http';
import { POST_IDEAS_QUERY_KEY } from '@/shared/api/post-ideas-key';
import type { CommentIdea, CommentTone, GeneratePostRequest } from '@subreddit-signal/contract';
import { fetchPostIdeas, generateCommentVersion, generateComments, generatePosts, type PostWithSubreddit } from './requests';

export const generatorKeys = {
  all: ['generator'] as const,
  postIdeas: POST_IDEAS_QUERY_KEY,
};

/** A 402 answer: the server found no credit left. */
export const isOutOfCredits = (err: unknown) => err instanceof HTTPError && err.response.status === 402;

/** POST /reddit/generate-reddit-post: ideas per subreddit. Cached for a few minutes; not refetched on focus. */
export function usePostIdeas() {
  return useQuery({
    queryKey: generatorKeys.postIdeas,
    queryFn: ({ signal }) => fetchPostIdeas(signal),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
}

/** POST /reddit/generate-post (paid): never retried, the profile reloaded afterwards. */
export function useGeneratePosts() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (request: GeneratePostRequest) => spendingCredit(qc, () => generatePosts(request)) });
}

/** POST /reddit/generate-comments (paid). */
export function useGenerateComments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ post, tone }: { post: PostWithSubreddit; tone: CommentTone }) => spendingCredit(qc, () => generateComments(post, tone)),
  });
}

/** POST /reddit/generate-version-comment (paid): another version of one comment. */
export function useGenerateCommentVersion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, tone }: { comment: CommentIdea; tone: CommentTone }) =>
      spendingCredit(qc, () => generateCommentVersion(comment, tone)),
  });
}
