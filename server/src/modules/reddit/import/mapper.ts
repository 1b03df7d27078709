import { withoutSubredditPrefix } from '@subreddit-signal/contract';
import type { RedditComment, RedditPost } from '../model';

/**
 * One NDJSON line of a Pushshift / Arctic Shift dump to the model. Submissions are t3-like objects,
 * comments t1-like (they have `body` and `link_id`); the Reddit API's `{"kind":"t3","data":{…}}`
 * wrapper is accepted too. Required fields are checked strictly (a line that fails is reported
 * with its number and skipped); optional fields may be absent or null.
 */

export interface ImportedPost extends RedditPost {
  /** `subreddit_subscribers` at the time the post was collected, when the dump has it. */
  subscribers: number | null;
}

export interface ImportedComment extends RedditComment {
  subreddit: string | null;
}

export type ParsedLine =
  | { kind: 'post'; post: ImportedPost }
  | { kind: 'comment'; comment: ImportedComment }
  /** Valid but not stored: NSFW posts, comments whose body was deleted or removed. */
  | { kind: 'skip'; reason: SkipReason; postId?: string; subreddit?: string }
  | { kind: 'empty' }
  | { kind: 'malformed'; reason: string };

/**
 * nsfw: `over_18` posts (and comments that say so); removed: comments whose body is '[deleted]' or
 * '[removed]'; profile: posts to a user profile (subreddit `u_…`), which is not a community.
 */
export type SkipReason = 'nsfw' | 'removed' | 'profile';

type Raw = Record<string, unknown>;

class Malformed extends Error {}

const INT32_MAX = 2_147_483_647;
/** Reddit was founded in 2005; anything before is not a real creation time. */
const MIN_CREATED = Date.UTC(2005, 0, 1) / 1000;
/** Bodies Reddit leaves in place of deleted or removed text. */
const GONE = new Set(['[deleted]', '[removed]', '[ Removed by Reddit ]', '[removed by reddit]']);
const BASE36 = /^[0-9a-z]{1,16}$/i;
const SUBREDDIT = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,49}$/;

export function parseDumpLine(text: string): ParsedLine {
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: 'not valid JSON' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {
      kind: 'malformed',
      reason: `not a JSON object (${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value})`,
    };
  }
  let record = value as Raw;
  // The API's thing wrapper: {"kind":"t3","data":{…}}.
  if (
    typeof record.kind === 'string' &&
    record.data &&
    typeof record.data === 'object' &&
    !Array.isArray(record.data) &&
    !('id' in record)
  ) {
    record = record.data as Raw;
  }
  try {
    if ('body' in record || 'link_id' in record) return mapComment(record);
    return mapSubmission(record);
  } catch (err) {
    if (err instanceof Malformed) return { kind: 'malformed', reason: err.message };
    throw err;
  }
}

function mapSubmission(d: Raw): ParsedLine {
  if (!('id' in d) && !('title' in d)) {
    throw new Malformed('neither a submission (id, title, created_utc) nor a comment (id, link_id, body)');
  }
  const id = thingId(d.id, 't3_', 'id');
  const subreddit = subredditName(d.subreddit, true)!;
  const title = requiredString(d.title, 'title');
  const createdUtc = createdTime(d.created_utc);
  const over18 = optionalBool(d.over_18, 'over_18');
  if (over18) return { kind: 'skip', reason: 'nsfw', postId: id, subreddit };
  if (/^u_/i.test(subreddit)) return { kind: 'skip', reason: 'profile', postId: id, subreddit };

  const domain = optionalString(d.domain, 'domain') ?? '';
  const isSelf = d.is_self === undefined || d.is_self === null ? /^self\./i.test(domain) : optionalBool(d.is_self, 'is_self');
  const selftext = optionalString(d.selftext, 'selftext') ?? '';
  const url = optionalString(d.url_overridden_by_dest, 'url_overridden_by_dest') || optionalString(d.url, 'url') || '';
  const post: ImportedPost = {
    id,
    subreddit,
    title: cleanText(title),
    // Deleted/removed self text becomes '' (the title, score and timing still count).
    selftext: GONE.has(selftext.trim()) ? '' : cleanText(selftext),
    createdUtc,
    score: optionalInt(d.score, 'score', true) ?? 0,
    numComments: optionalInt(d.num_comments, 'num_comments') ?? 0,
    numCrossposts: optionalInt(d.num_crossposts, 'num_crossposts'),
    domain,
    url: stripNul(url),
    permalink: permalinkOf(optionalString(d.permalink, 'permalink'), subreddit, id),
    isSelf,
    flair: nonEmpty(optionalString(d.link_flair_text, 'link_flair_text')),
    over18: false,
    postHint: nonEmpty(optionalString(d.post_hint, 'post_hint')),
    isVideo: optionalBool(d.is_video, 'is_video'),
    isGallery: optionalBool(d.is_gallery, 'is_gallery'),
    viewCount: optionalInt(d.view_count, 'view_count', false, Number.MAX_SAFE_INTEGER),
    // Dumps write 0 where the count was not collected; a community with posts has subscribers, so 0 is unknown (never erases a known count).
    subscribers: optionalInt(d.subreddit_subscribers, 'subreddit_subscribers', false, Number.MAX_SAFE_INTEGER) || null,
  };
  if (post.flair) post.flair = cleanText(post.flair);
  return { kind: 'post', post };
}

function mapComment(d: Raw): ParsedLine {
  const id = thingId(d.id, 't1_', 'id');
  if (!('link_id' in d)) throw new Malformed('comment without link_id');
  const postId = thingId(d.link_id, 't3_', 'link_id');
  const body = requiredString(d.body, 'body');
  const createdUtc = createdTime(d.created_utc);
  const subreddit = subredditName(d.subreddit, false);
  const score = optionalInt(d.score, 'score', true) ?? 0;
  if (optionalBool(d.over_18, 'over_18')) return { kind: 'skip', reason: 'nsfw', postId, subreddit: subreddit ?? undefined };
  if (subreddit && /^u_/i.test(subreddit)) return { kind: 'skip', reason: 'profile', postId, subreddit };
  if (GONE.has(body.trim())) return { kind: 'skip', reason: 'removed', postId, subreddit: subreddit ?? undefined };
  return { kind: 'comment', comment: { id, postId, body: cleanText(body), score, createdUtc, subreddit } };
}

function thingId(v: unknown, prefix: string, field: string): string {
  if (v === undefined || v === null || v === '') throw new Malformed(`missing ${field}`);
  if (typeof v !== 'string') throw new Malformed(`${field} is not a string`);
  const id = v.startsWith(prefix) ? v.slice(prefix.length) : v;
  if (!BASE36.test(id)) throw new Malformed(`${field} ${JSON.stringify(v.slice(0, 40))} is not a Reddit id`);
  return id.toLowerCase();
}

function subredditName(v: unknown, required: boolean): string | null {
  if (v === undefined || v === null || v === '') {
    if (required) throw new Malformed('missing subreddit');
    return null;
  }
  if (typeof v !== 'string') throw new Malformed('subreddit is not a string');
  const name = withoutSubredditPrefix(v);
  if (!SUBREDDIT.test(name)) throw new Malformed(`subreddit ${JSON.stringify(v.slice(0, 60))} is not a subreddit name`);
  return name;
}

function requiredString(v: unknown, field: string): string {
  if (v === undefined || v === null) throw new Malformed(`missing ${field}`);
  if (typeof v !== 'string') throw new Malformed(`${field} is not a string`);
  return v;
}

function optionalString(v: unknown, field: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') throw new Malformed(`${field} is not a string`);
  return v;
}

function optionalBool(v: unknown, field: string): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  if (v === 0 || v === 1) return v === 1;
  if (typeof v === 'string' && /^(true|false)$/i.test(v)) return v.toLowerCase() === 'true';
  throw new Malformed(`${field} is not a boolean`);
}

/** A number, or a string holding one (older Pushshift files quote some numbers). */
function numeric(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(v)) return Number(v);
  return null;
}

function optionalInt(v: unknown, field: string, signed = false, max = INT32_MAX): number | null {
  if (v === undefined || v === null) return null;
  const n = numeric(v);
  if (n === null) throw new Malformed(`${field} is not a number`);
  const i = Math.trunc(n);
  if (i > max || i < (signed ? -max : 0)) throw new Malformed(`${field} ${n} is out of range`);
  return i;
}

function createdTime(v: unknown): number {
  if (v === undefined || v === null || v === '') throw new Malformed('missing created_utc');
  const n = numeric(v);
  if (n === null) throw new Malformed('created_utc is not a number');
  const t = Math.trunc(n);
  // Far-future values are milliseconds or garbage either way.
  if (t < MIN_CREATED || t > 4_102_444_800) throw new Malformed(`created_utc ${n} is not a plausible Unix time in seconds`);
  return t;
}

function nonEmpty(v: string | null): string | null {
  return v !== null && v.trim() !== '' ? v : null;
}

/** '/r/<sub>/comments/<id>/<slug>/', from a relative or absolute permalink; built when absent. */
function permalinkOf(v: string | null, subreddit: string, id: string): string {
  if (!v) return `/r/${subreddit}/comments/${id}/`;
  const m = /^https?:\/\/[^/]+(\/.*)$/i.exec(v);
  const p = m ? m[1] : v;
  return stripNul(p.startsWith('/') ? p : `/${p}`);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Reddit escapes &, < and > in titles, self text and bodies unless asked for raw_json, and the
 * dump collectors did not ask: decode those and numeric references. Raw text rarely contains a
 * literal entity, so decoding raw text is harmless.
 */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos|nbsp);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** PostgreSQL text cannot hold NUL characters, which a JSON string can. */
function stripNul(s: string): string {
  return s.includes('\u0000') ? s.split('\u0000').join('') : s;
}

function cleanText(s: string): string {
  return stripNul(decodeEntities(s));
}
