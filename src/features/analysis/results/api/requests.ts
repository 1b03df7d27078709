import type { AnyObject, ObjectSchema } from 'yup';
import { api } from '@/shared/api/http';
import {
  paidSubredditAboutResponse,
  postAnalysisResponse,
  subredditAboutResponse,
  type PaidSubredditAboutResponse,
  type PostAnalysisResponse,
  type SubredditAboutResponse,
} from './schemas';

/** A response that does not match its schema is logged for developers and fails like any other error. */
function parse<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown, call: string): T {
  try {
    return schema.validateSync(body) as T;
  } catch (err) {
    console.error(`Unexpected response from ${call}`, err);
    throw err;
  }
}

/** POST /reddit/subreddit-about: the free analysis. */
export async function fetchSubredditAbout(subreddit: string, signal?: AbortSignal): Promise<SubredditAboutResponse> {
  const body = await api.post('reddit/subreddit-about', { json: { subreddit }, signal }).json();
  return parse(subredditAboutResponse, body, 'subreddit-about');
}

/**
 * POST /reddit/paid-subreddit-about: spends one credit. Deliberately not abortable: once sent the
 * credit is spent, so the answer is kept (in the cache) even if the page is left meanwhile.
 */
export async function fetchPaidSubredditAbout(subreddit: string): Promise<PaidSubredditAboutResponse> {
  const body = await api.post('reddit/paid-subreddit-about', { json: { subreddit } }).json();
  return parse(paidSubredditAboutResponse, body, 'paid-subreddit-about');
}

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
