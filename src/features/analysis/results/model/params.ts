import { SUBREDDIT_NAME, withoutSubredditPrefix } from '@subreddit-signal/contract';

/** `?q=` as a subreddit name without the r/ prefix, or null when it is not one. */
export function subredditFromQuery(q: string | undefined): string | null {
  const value = q?.trim();
  if (!value || !SUBREDDIT_NAME.test(value)) return null;
  return withoutSubredditPrefix(value);
}

/** An absolute http(s) link for an anchor, or null (never `javascript:` and friends). A Reddit path gets the Reddit origin. */
export function safeLink(href: string | null | undefined): string | null {
  if (!href) return null;
  const value = href.startsWith('/') ? `https://www.reddit.com${href}` : href;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
