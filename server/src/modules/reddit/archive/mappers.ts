import type { RedditComment, RedditPost, SubredditInfo } from '../model';
import { mapComment, mapPost, mapSubreddit } from '../live/mappers';

/**
 * The archive's elements are Reddit's own objects (the `data` part of a t3, t1 or t5), so the live
 * mappers read them; this adds what an archive needs on top: `retrieved_on`, text PostgreSQL can
 * store (no NUL characters), and bounded sizes (a 2 MB selftext is kept as its first part, with
 * its full length noted, as the snapshot does).
 */
export const MAX_SELFTEXT_CHARS = 40_000;
export const MAX_TITLE_CHARS = 1_000;
export const MAX_COMMENT_CHARS = 10_000;

export interface ArchivedPost extends RedditPost {
  /** Unix seconds the archive fetched the post: its score and comment count are as of then. */
  retrievedOn: number | null;
}

export interface ArchivedComment extends RedditComment {
  /** `t3_…` for a top-level comment, `t1_…` for a reply. */
  parentId: string | null;
  retrievedOn: number | null;
}

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const noNul = (s: string) => (s.includes('\u0000') ? s.replaceAll('\u0000', '') : s);
const retrieved = (d: Raw): number | null => {
  const v = d.retrieved_on ?? d.retrieved_utc;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.trunc(v) : null;
};

/** Every string field of `d`, one level deep, without NUL characters (PostgreSQL text and jsonb refuse them). */
function clean(d: Raw): Raw {
  const out: Raw = {};
  for (const [k, v] of Object.entries(d)) out[k] = typeof v === 'string' ? noNul(v) : v;
  return out;
}

function clip(text: string, max: number): { text: string; full: number | null } {
  if (text.length <= max) return { text, full: null };
  return { text: text.slice(0, max), full: [...text].length };
}

/** A post element; null for anything that is not a usable post (no id, no community, not an object). */
export function mapArchivedPost(raw: unknown): ArchivedPost | null {
  if (!isObject(raw)) return null;
  const post = mapPost(clean(raw));
  if (!post) return null;
  const body = clip(post.selftext, MAX_SELFTEXT_CHARS);
  const createdUtc = post.createdUtc > 0 ? post.createdUtc : 0;
  if (createdUtc === 0) return null; // a post without a time cannot be placed in a window or a heatmap
  return {
    ...post,
    id: post.id.toLowerCase().replace(/^t3_/, ''),
    title: post.title.slice(0, MAX_TITLE_CHARS),
    selftext: body.text,
    ...(body.full !== null ? { selftextLength: body.full } : {}),
    score: post.score,
    numComments: Math.max(0, post.numComments),
    retrievedOn: retrieved(raw),
  };
}

const GONE = new Set(['[deleted]', '[removed]']);

/** A comment element; null for stubs, deleted/removed comments and anything unusable. */
export function mapArchivedComment(raw: unknown): ArchivedComment | null {
  if (!isObject(raw)) return null;
  const d = clean(raw);
  const linkId = typeof d.link_id === 'string' ? d.link_id : '';
  const comment = mapComment(d, linkId.replace(/^t3_/, ''));
  if (!comment || !comment.postId || GONE.has(comment.body.trim()) || comment.createdUtc <= 0) return null;
  return {
    ...comment,
    body: comment.body.slice(0, MAX_COMMENT_CHARS),
    parentId: typeof d.parent_id === 'string' && d.parent_id ? d.parent_id : null,
    retrievedOn: retrieved(raw),
  };
}

/** A `/api/subreddits/search` element (Reddit's about data); the subscriber count is as of `retrieved_on` (or now). */
export function mapArchivedSubreddit(raw: unknown, fallbackYear: number): SubredditInfo | null {
  if (!isObject(raw)) return null;
  const d = clean(raw);
  const on = retrieved(raw);
  const info = mapSubreddit(d, on ? new Date(on * 1000).getUTCFullYear() : fallbackYear);
  if (!info) return null;
  // The archive's about data may carry `over_18` rather than `over18`.
  return { ...info, over18: info.over18 || d.over_18 === true, description: info.description.slice(0, 2000) };
}
