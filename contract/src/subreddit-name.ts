/**
 * A community name as people type it ("r/SaaS", "/r/SaaS ", "SaaS") and as both sides store and
 * compare it. One definition for the web app and the server, so a name typed on a form, sent in a
 * body and looked up in a cache always means the same community.
 */

/**
 * A subreddit name as Reddit allows it (letters, digits, underscore; 2–21), with an optional r/ prefix.
 * Here rather than beside the analysis requests that use it: the web app's pages test `?q=` with it,
 * and importing it from there brought those request schemas and the post-link parser along.
 */
export const SUBREDDIT_NAME = /^(?:\/?r\/)?[A-Za-z0-9_]{2,21}$/;

/**
 * "/r/SaaS" -> "SaaS" without trimming: for names that are already trimmed, or whose surrounding
 * space must keep a strict check failing (a data dump's " r/SaaS" is malformed, not a typo).
 */
export function withoutSubredditPrefix(text: string): string {
  return text.replace(/^\/?r\//i, '');
}

/** "  /r/SaaS " -> "SaaS": trimmed, without the r/ prefix, case kept (Reddit shows names as written). */
export function bareSubredditName(text: string): string {
  return withoutSubredditPrefix(text.trim());
}

/** "r/SaaS" -> "saas": the name as a key (Reddit names are case-insensitive). */
export function subredditKey(text: string): string {
  return bareSubredditName(text).toLowerCase();
}
