import type { AnyObject, ObjectSchema } from 'yup';
import { api } from '@/shared/api/http';
import {
  paidSubredditAboutResponse,
  subredditAboutResponse,
  type PaidSubredditAboutResponse,
  type SubredditAboutResponse,
} from './schemas';

/** A response that does not match its schema is logged for developers and fails like any other error. */
export function parse<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown, call: string): T {
  try {
    return schema.validateSync(body) as T;
  } catch (err) {
    console.error(`Unexpected response from ${call}`, err);
    throw err;
  }
}

/** Told each time the server reports progress of a community's archive fetch ('Fetching r/SaaS: 412 posts so far'). */
export type FetchProgressListener = (message: string) => void;

const PROGRESS_POLL_MS = 1500;
/** A fetch reporting progress this long is given up on (the server takes over a dead worker's fetch after 2 min). */
const PROGRESS_GIVE_UP_MS = 10 * 60_000;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * POSTs `path` until the analysis is ready: while the community is fetched from the archive the
 * server answers 202 with progress (no credit spent), and the same request is sent again.
 */
async function untilReady(
  path: string,
  json: object,
  signal: AbortSignal | undefined,
  onProgress: FetchProgressListener | undefined,
): Promise<unknown> {
  const started = Date.now();
  for (;;) {
    const res = await api.post(path, { json, signal });
    const body = await res.json<{ fetching?: { message?: unknown } }>();
    if (res.status !== 202 || !body?.fetching) return body;
    onProgress?.(typeof body.fetching.message === 'string' ? body.fetching.message : 'Fetching current data…');
    if (Date.now() - started > PROGRESS_GIVE_UP_MS) throw new Error('Fetching this community is taking too long. Please try again later.');
    await pause(PROGRESS_POLL_MS, signal);
  }
}

/** POST /reddit/subreddit-about: the free analysis (after the archive fetch, when one is needed). */
export async function fetchSubredditAbout(
  subreddit: string,
  signal?: AbortSignal,
  onProgress?: FetchProgressListener,
): Promise<SubredditAboutResponse> {
  const body = await untilReady('reddit/subreddit-about', { subreddit }, signal, onProgress);
  return parse(subredditAboutResponse, body, 'subreddit-about');
}

/**
 * POST /reddit/paid-subreddit-about: spends one credit, once the analysis is delivered. Deliberately
 * not abortable: once sent the credit is spent, so the answer is kept (in the cache) even if the
 * page is left meanwhile.
 */
export async function fetchPaidSubredditAbout(subreddit: string, onProgress?: FetchProgressListener): Promise<PaidSubredditAboutResponse> {
  const body = await untilReady('reddit/paid-subreddit-about', { subreddit }, undefined, onProgress);
  return parse(paidSubredditAboutResponse, body, 'paid-subreddit-about');
}
