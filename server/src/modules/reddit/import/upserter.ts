import type { Database, Queryable } from '../../../db/client';
import type { ImportedComment, ImportedPost } from './mapper';

/**
 * Idempotent batch upserts into reddit_posts, reddit_comments and reddit_subreddits (source
 * 'imported'). A row is written only when something in it changed, so importing the same dump
 * twice changes nothing (updated_at included). Rows another source owns ('live') are left alone.
 * Each batch is one array-parameter statement per table (unnest), inside one transaction.
 */

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface BatchCounts {
  posts: UpsertCounts;
  comments: UpsertCounts;
  subreddits: UpsertCounts;
}

/** A subreddit seen in a batch: the casing of its name and, from its newest post, the subscriber count. */
export interface SubredditSighting {
  key: string;
  name: string;
  /** created_utc of the newest post of the batch that carried `subreddit_subscribers`. */
  newestUtc: number | null;
  subscribers: number | null;
}

export class ImportBatch {
  readonly posts = new Map<string, ImportedPost>();
  readonly comments = new Map<string, ImportedComment>();
  readonly subreddits = new Map<string, SubredditSighting>();

  get size(): number {
    return this.posts.size + this.comments.size;
  }

  /** A later line for the same id replaces an earlier one (one statement cannot touch a row twice). */
  addPost(post: ImportedPost): void {
    this.posts.set(post.id, post);
    this.see(post.subreddit, post.subscribers === null ? null : post.createdUtc, post.subscribers);
  }

  addComment(comment: ImportedComment): void {
    this.comments.set(comment.id, comment);
    if (comment.subreddit) this.see(comment.subreddit, null, null);
  }

  private see(name: string, createdUtc: number | null, subscribers: number | null): void {
    const key = name.toLowerCase();
    const known = this.subreddits.get(key);
    if (!known) {
      this.subreddits.set(key, { key, name, newestUtc: createdUtc, subscribers });
      return;
    }
    if (createdUtc !== null && (known.newestUtc === null || createdUtc >= known.newestUtc)) {
      known.newestUtc = createdUtc;
      known.subscribers = subscribers;
      known.name = name;
    }
  }

  clear(): void {
    this.posts.clear();
    this.comments.clear();
    this.subreddits.clear();
  }
}

/**
 * Refreshes the planner's statistics. Called as the tables grow during an import: without them
 * PostgreSQL (and PGlite, which has no autovacuum) plans the per-subreddit "newest post" look-up
 * as a scan of every post of the subreddit, and each batch gets slower than the last.
 */
export async function analyzeTables(db: Database): Promise<void> {
  await db.exec('ANALYZE reddit_posts, reddit_comments, reddit_subreddits');
}

/** Writes one batch in one transaction. */
export async function writeBatch(db: Database, batch: ImportBatch): Promise<BatchCounts> {
  return db.transaction(async (tx) => ({
    posts: await upsertPosts(tx, [...batch.posts.values()]),
    comments: await upsertComments(tx, [...batch.comments.values()]),
    // After the posts, so "is this the newest post of the subreddit" sees this batch's posts.
    subreddits: await upsertSubreddits(tx, [...batch.subreddits.values()]),
  }));
}

function counts(rows: Array<{ inserted: boolean }>, total: number): UpsertCounts {
  const inserted = rows.filter((r) => r.inserted).length;
  const updated = rows.length - inserted;
  return { inserted, updated, unchanged: total - inserted - updated };
}

const POST_COLUMNS = `subreddit_key, subreddit, title, selftext, created_utc, score, num_comments, num_crossposts,
  domain, url, permalink, is_self, flair, over18, post_hint, is_video, is_gallery, view_count`;

// An empty self text never replaces stored text: a later dump of a post that was deleted or
// removed in the meantime keeps what an earlier one had.
const POSTS_SQL = `
INSERT INTO reddit_posts AS p (id, ${POST_COLUMNS}, source)
SELECT u.*, 'imported' FROM unnest(
  $1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bigint[], $7::integer[], $8::integer[], $9::integer[],
  $10::text[], $11::text[], $12::text[], $13::boolean[], $14::text[], $15::boolean[], $16::text[], $17::boolean[], $18::boolean[], $19::bigint[]
) AS u
ON CONFLICT (id) DO UPDATE SET
  subreddit_key = EXCLUDED.subreddit_key, subreddit = EXCLUDED.subreddit, title = EXCLUDED.title,
  selftext = CASE WHEN EXCLUDED.selftext = '' THEN p.selftext ELSE EXCLUDED.selftext END,
  created_utc = EXCLUDED.created_utc, score = EXCLUDED.score, num_comments = EXCLUDED.num_comments,
  num_crossposts = EXCLUDED.num_crossposts, domain = EXCLUDED.domain, url = EXCLUDED.url, permalink = EXCLUDED.permalink,
  is_self = EXCLUDED.is_self, flair = EXCLUDED.flair, over18 = EXCLUDED.over18, post_hint = EXCLUDED.post_hint,
  is_video = EXCLUDED.is_video, is_gallery = EXCLUDED.is_gallery, view_count = EXCLUDED.view_count, updated_at = now()
WHERE p.source = 'imported' AND (${POST_COLUMNS.replace(/(\w+)/g, 'p.$1')})
  IS DISTINCT FROM (${POST_COLUMNS.replace(/(\w+)/g, (c) => (c === 'selftext' ? "CASE WHEN EXCLUDED.selftext = '' THEN p.selftext ELSE EXCLUDED.selftext END" : `EXCLUDED.${c}`))})
RETURNING (xmax = 0) AS inserted`;

export async function upsertPosts(tx: Queryable, posts: ImportedPost[]): Promise<UpsertCounts> {
  if (posts.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = await tx.query<{ inserted: boolean }>(POSTS_SQL, [
    posts.map((p) => p.id),
    posts.map((p) => p.subreddit.toLowerCase()),
    posts.map((p) => p.subreddit),
    posts.map((p) => p.title),
    posts.map((p) => p.selftext),
    posts.map((p) => p.createdUtc),
    posts.map((p) => p.score),
    posts.map((p) => p.numComments),
    posts.map((p) => p.numCrossposts),
    posts.map((p) => p.domain),
    posts.map((p) => p.url),
    posts.map((p) => p.permalink),
    posts.map((p) => p.isSelf),
    posts.map((p) => p.flair),
    posts.map((p) => p.over18),
    posts.map((p) => p.postHint),
    posts.map((p) => p.isVideo),
    posts.map((p) => p.isGallery),
    posts.map((p) => p.viewCount),
  ]);
  return counts(rows, posts.length);
}

const COMMENTS_SQL = `
INSERT INTO reddit_comments AS c (id, post_id, body, score, created_utc, source)
SELECT u.*, 'imported' FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::bigint[]) AS u
ON CONFLICT (id) DO UPDATE SET
  post_id = EXCLUDED.post_id, body = EXCLUDED.body, score = EXCLUDED.score, created_utc = EXCLUDED.created_utc, updated_at = now()
WHERE c.source = 'imported'
  AND (c.post_id, c.body, c.score, c.created_utc) IS DISTINCT FROM (EXCLUDED.post_id, EXCLUDED.body, EXCLUDED.score, EXCLUDED.created_utc)
RETURNING (xmax = 0) AS inserted`;

export async function upsertComments(tx: Queryable, comments: ImportedComment[]): Promise<UpsertCounts> {
  if (comments.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = await tx.query<{ inserted: boolean }>(COMMENTS_SQL, [
    comments.map((c) => c.id),
    comments.map((c) => c.postId),
    comments.map((c) => c.body),
    comments.map((c) => c.score),
    comments.map((c) => c.createdUtc),
  ]);
  return counts(rows, comments.length);
}

/**
 * The subscriber count (and its year) comes from the subreddit's newest imported post: a batch
 * sets it only when its newest post carrying a count is at least as new as every imported post of
 * that subreddit, so importing an older dump after a newer one does not roll the count back. The
 * name's casing follows the same post (else the first one seen stays), so a re-run changes nothing.
 */
const SUBREDDITS_SQL = `
WITH s AS (
  SELECT u.key, u.name, u.subscribers, u.year,
    u.newest IS NOT NULL AND u.newest >= COALESCE((
      SELECT p.created_utc FROM reddit_posts p WHERE p.subreddit_key = u.key AND p.source = 'imported'
      ORDER BY p.created_utc DESC LIMIT 1), 0) AS newest_here
  FROM unnest($1::text[], $2::text[], $3::bigint[], $4::integer[], $5::bigint[]) AS u(key, name, subscribers, year, newest)
)
INSERT INTO reddit_subreddits AS r (name_key, name, subscribers, subscribers_year, source)
SELECT s.key, s.name, CASE WHEN s.newest_here THEN s.subscribers END, CASE WHEN s.newest_here THEN s.year END, 'imported'
FROM s
ON CONFLICT (name_key) DO UPDATE SET
  name = CASE WHEN EXCLUDED.subscribers IS NULL THEN r.name ELSE EXCLUDED.name END,
  subscribers = COALESCE(EXCLUDED.subscribers, r.subscribers),
  subscribers_year = CASE WHEN EXCLUDED.subscribers IS NULL THEN r.subscribers_year ELSE EXCLUDED.subscribers_year END,
  updated_at = now()
WHERE r.source = 'imported' AND EXCLUDED.subscribers IS NOT NULL
  AND (r.name, r.subscribers, r.subscribers_year) IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.subscribers, EXCLUDED.subscribers_year)
RETURNING (xmax = 0) AS inserted`;

export async function upsertSubreddits(tx: Queryable, subs: SubredditSighting[]): Promise<UpsertCounts> {
  if (subs.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const rows = await tx.query<{ inserted: boolean }>(SUBREDDITS_SQL, [
    subs.map((s) => s.key),
    subs.map((s) => s.name),
    subs.map((s) => s.subscribers),
    subs.map((s) => (s.newestUtc === null ? null : new Date(s.newestUtc * 1000).getUTCFullYear())),
    subs.map((s) => s.newestUtc),
  ]);
  return counts(rows, subs.length);
}
