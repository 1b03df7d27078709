/**
 * A community name as people type it ("r/SaaS", "/r/SaaS ", "SaaS") and as both sides store and
 * compare it. One definition for the web app and the server, so a name typed on a form, sent in a
 * body and looked up in a cache always means the same community.
 */

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
