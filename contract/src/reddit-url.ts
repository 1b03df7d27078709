/**
 * Reddit post links (`{host}/r/{sub}/comments/{id}`; anything else is 'Invalid Reddit URL'). Parsed, never fetched.
 * Shared by the search box's validation and the server.
 */
const HOSTS = new Set([
  'reddit.com',
  'www.reddit.com',
  'old.reddit.com',
  'new.reddit.com',
  'np.reddit.com',
  'm.reddit.com',
  'sh.reddit.com',
]);
const PATH = /^\/r\/([A-Za-z0-9_]{2,21})\/comments\/([a-z0-9]{1,12})(?:\/[^?#]*)?$/;
export const MAX_POST_URL_LENGTH = 2048;

export interface RedditPostRef {
  subreddit: string;
  id: string;
  /** Canonical form: https://www.reddit.com/r/{sub}/comments/{id}/ */
  canonicalUrl: string;
}

export function parseRedditPostUrl(input: string): RedditPostRef | null {
  const raw = input.trim();
  if (!raw || raw.length > MAX_POST_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const m = PATH.exec(url.pathname);
  if (!m) return null;
  const [, subreddit, id] = m;
  return { subreddit: subreddit!, id: id!, canonicalUrl: `https://www.reddit.com/r/${subreddit}/comments/${id}/` };
}

export const isRedditPostUrl = (input: string) => parseRedditPostUrl(input) !== null;
