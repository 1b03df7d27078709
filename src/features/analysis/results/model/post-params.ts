import { parseRedditPostUrl } from '@subreddit-signal/contract';

// Apart from params.ts: the post-link parser is the post pages' alone, and the subreddit pages,
// which import params.ts, need not load it.

/** `?url=` as a Reddit post link: what to send and the canonical form (the cache key), or null. */
export function postFromQuery(url: string | undefined): { url: string; canonicalUrl: string } | null {
  const value = url?.trim();
  if (!value) return null;
  const ref = parseRedditPostUrl(value);
  return ref ? { url: value, canonicalUrl: ref.canonicalUrl } : null;
}
