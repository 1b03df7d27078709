import { api } from '@/shared/api/http';
import { postAnalysisResponse, type PostAnalysisResponse } from './post-schemas';
import { parse } from './requests';

// The post analyses' calls, apart from the subreddit ones (requests.ts) with their schemas (post-schemas.ts).

/** POST /reddit/subreddit-post: the free post analysis. */
export async function fetchPostAnalysis(url: string, signal?: AbortSignal): Promise<PostAnalysisResponse> {
  const body = await api.post('reddit/subreddit-post', { json: { url }, signal }).json();
  return parse(postAnalysisResponse, body, 'subreddit-post');
}

/** POST /reddit/subreddit-advanced-post: spends one credit; not abortable (see above). */
export async function fetchPaidPostAnalysis(url: string): Promise<PostAnalysisResponse> {
  const body = await api.post('reddit/subreddit-advanced-post', { json: { url } }).json();
  return parse(postAnalysisResponse, body, 'subreddit-advanced-post');
}
