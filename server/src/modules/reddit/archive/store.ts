import { subredditKey } from '@subreddit-signal/contract';
import { prepared, readPrepared, type Database, type Queryable } from '../../../db/client';
import { toRedditPost } from '../imported-source';
import type { RedditComment, RedditPost, SubredditInfo } from '../model';
import type { ArchivedComment, ArchivedPost } from './mappers';

/**
 * The archive's data in the reddit_* tables (source 'archive'), written whole per community in
 * one transaction (a reader sees the old fetch or the new one, never half), and read back for
 * analyses and for other modules (`storedCommunityContent`).
 */

export interface FetchedCommunity {
  info: SubredditInfo;
  posts: ArchivedPost[];
  comments: ArchivedComment[];
  /** Unix seconds: the oldest and newest post time the fetch covered. */
  windowFrom: number | null;
  windowTo: number | null;
}

const POST_COLUMNS = `id, subreddit, title, selftext, created_utc, score, num_comments, num_crossposts, domain, url,
  permalink, is_self, flair, over18, post_hint, is_video, is_gallery, view_count, retrieved_on, selftext_length`;

type PostRow = Parameters<typeof toRedditPost>[0] & { retrieved_on: number | string | null; selftext_length: number | null };

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function archivedPostOf(r: PostRow): ArchivedPost {
  return {
    ...toRedditPost(r),
    ...(r.selftext_length !== null ? { selftextLength: r.selftext_length } : {}),
    retrievedOn: num(r.retrieved_on),
  };
}

/** Replaces the community's archive posts and comments, and updates its about data (never erasing a known count). */
export async function saveFetchedCommunity(tx: Queryable, fetched: FetchedCommunity, fetchedAt: Date): Promise<void> {
  const key = fetched.info.name.toLowerCase();
  await tx.query(`DELETE FROM reddit_comments WHERE subreddit_key = $1 AND source = 'archive'`, [key]);
  await tx.query(`DELETE FROM reddit_posts WHERE subreddit_key = $1 AND source = 'archive'`, [key]);
  await insertPosts(tx, fetched.posts, fetchedAt);
  await insertComments(tx, key, fetched.comments, fetchedAt);
  await upsertArchivedSubreddit(tx, fetched.info, fetchedAt);
}

/** Posts as source 'archive'; a post another source already holds (an imported dump) is left as it is. */
export async function insertPosts(tx: Queryable, posts: readonly ArchivedPost[], fetchedAt: Date): Promise<void> {
  for (let i = 0; i < posts.length; i += 200) {
    const rows = posts.slice(i, i + 200).map((p) => ({
      id: p.id,
      subreddit_key: p.subreddit.toLowerCase(),
      subreddit: p.subreddit,
      title: p.title,
      selftext: p.selftext,
      created_utc: p.createdUtc,
      score: p.score,
      num_comments: p.numComments,
      num_crossposts: p.numCrossposts,
      domain: p.domain,
      url: p.url,
      permalink: p.permalink,
      is_self: p.isSelf,
      flair: p.flair,
      over18: p.over18,
      post_hint: p.postHint,
      is_video: p.isVideo,
      is_gallery: p.isGallery,
      view_count: p.viewCount,
      retrieved_on: p.retrievedOn,
      selftext_length: p.selftextLength ?? null,
    }));
    await tx.query(
      `INSERT INTO reddit_posts (id, subreddit_key, subreddit, title, selftext, created_utc, score, num_comments, num_crossposts,
         domain, url, permalink, is_self, flair, over18, post_hint, is_video, is_gallery, view_count, retrieved_on, selftext_length,
         source, updated_at)
       SELECT id, subreddit_key, subreddit, title, selftext, created_utc, score, num_comments, num_crossposts,
         domain, url, permalink, is_self, flair, over18, post_hint, is_video, is_gallery, view_count, retrieved_on, selftext_length,
         'archive', $2
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, subreddit_key text, subreddit text, title text, selftext text, created_utc bigint,
         score integer, num_comments integer, num_crossposts integer, domain text, url text, permalink text, is_self boolean,
         flair text, over18 boolean, post_hint text, is_video boolean, is_gallery boolean, view_count bigint, retrieved_on bigint,
         selftext_length integer)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, selftext = EXCLUDED.selftext, score = EXCLUDED.score,
         num_comments = EXCLUDED.num_comments, num_crossposts = EXCLUDED.num_crossposts, flair = EXCLUDED.flair,
         retrieved_on = EXCLUDED.retrieved_on, selftext_length = EXCLUDED.selftext_length, updated_at = EXCLUDED.updated_at
       WHERE reddit_posts.source = 'archive'`,
      [JSON.stringify(rows), fetchedAt],
    );
  }
}

export async function insertComments(
  tx: Queryable,
  subredditKey: string,
  comments: readonly ArchivedComment[],
  fetchedAt: Date,
): Promise<void> {
  for (let i = 0; i < comments.length; i += 500) {
    const rows = comments.slice(i, i + 500).map((c) => ({
      id: c.id,
      post_id: c.postId,
      body: c.body,
      score: c.score,
      created_utc: c.createdUtc,
      retrieved_on: c.retrievedOn,
      parent_id: c.parentId,
    }));
    await tx.query(
      `INSERT INTO reddit_comments (id, post_id, body, score, created_utc, retrieved_on, parent_id, subreddit_key, source, updated_at)
       SELECT id, post_id, body, score, created_utc, retrieved_on, parent_id, $2, 'archive', $3
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, post_id text, body text, score integer, created_utc bigint, retrieved_on bigint, parent_id text)
       ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, score = EXCLUDED.score, retrieved_on = EXCLUDED.retrieved_on,
         subreddit_key = EXCLUDED.subreddit_key, updated_at = EXCLUDED.updated_at
       WHERE reddit_comments.source = 'archive'`,
      [JSON.stringify(rows), subredditKey, fetchedAt],
    );
  }
}

/**
 * The archive's about data. A row an import owns keeps its own text but takes a newer subscriber
 * count; nothing here ever replaces a known count with an unknown one.
 */
export async function upsertArchivedSubreddit(tx: Queryable, info: SubredditInfo, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO reddit_subreddits (name_key, name, title, description, subscribers, subscribers_year, over18, flairs, created_utc, url_allowed, source, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, '[]'::jsonb, $8, $9, 'archive', $10)
     ON CONFLICT (name_key) DO UPDATE SET
       name = CASE WHEN reddit_subreddits.source = 'archive' THEN EXCLUDED.name ELSE reddit_subreddits.name END,
       title = CASE WHEN reddit_subreddits.source = 'archive' AND EXCLUDED.title <> '' THEN EXCLUDED.title ELSE reddit_subreddits.title END,
       description = CASE WHEN reddit_subreddits.source = 'archive' AND EXCLUDED.description <> '' THEN EXCLUDED.description ELSE reddit_subreddits.description END,
       subscribers = COALESCE(EXCLUDED.subscribers, reddit_subreddits.subscribers),
       subscribers_year = CASE WHEN EXCLUDED.subscribers IS NULL THEN reddit_subreddits.subscribers_year ELSE EXCLUDED.subscribers_year END,
       over18 = reddit_subreddits.over18 OR EXCLUDED.over18,
       created_utc = COALESCE(reddit_subreddits.created_utc, EXCLUDED.created_utc),
       updated_at = EXCLUDED.updated_at`,
    [
      info.name.toLowerCase(),
      info.name,
      info.title,
      info.description,
      info.subscribers,
      info.subscribersYear,
      info.over18,
      info.createdUtc,
      info.urlAllowed,
      at,
    ],
  );
}

/** The community's archive posts, newest first (at most `limit`). */
export async function readArchivedPosts(db: Queryable, subredditKey: string, limit: number): Promise<ArchivedPost[]> {
  const rows = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM reddit_posts WHERE subreddit_key = $1 AND source = 'archive' ORDER BY created_utc DESC, id LIMIT $2`,
    [subredditKey, limit],
  );
  return rows.map(archivedPostOf);
}

export async function readArchivedPost(db: Queryable, id: string): Promise<ArchivedPost | null> {
  const [row] = await db.query<PostRow>(`SELECT ${POST_COLUMNS} FROM reddit_posts WHERE id = $1 AND source = 'archive'`, [id]);
  return row ? archivedPostOf(row) : null;
}

interface CommentRow {
  id: string;
  post_id: string;
  body: string;
  score: number;
  created_utc: number | string;
  retrieved_on: number | string | null;
  parent_id: string | null;
}

const commentOf = (c: CommentRow): ArchivedComment => ({
  id: c.id,
  postId: c.post_id,
  body: c.body,
  score: c.score,
  createdUtc: Number(c.created_utc),
  retrievedOn: num(c.retrieved_on),
  parentId: c.parent_id,
});

/** A post's stored comments (any source), best first. */
export async function readPostComments(db: Queryable, postId: string, limit = 500): Promise<ArchivedComment[]> {
  const rows = await db.query<CommentRow>(
    `SELECT id, post_id, body, score, created_utc, retrieved_on, parent_id FROM reddit_comments
     WHERE post_id = $1 ORDER BY score DESC, created_utc, id LIMIT $2`,
    [postId, limit],
  );
  return rows.map(commentOf);
}

interface ArchivedInfoRow {
  name: string;
  title: string;
  description: string;
  subscribers: number | string | null;
  subscribers_year: number | null;
  over18: boolean;
  created_utc: number | string | null;
  url_allowed: boolean | null;
}
/** Read on every archive community lookup: a named statement (decision 078). */
const ARCHIVED_INFO = prepared(
  'archived_subreddit_info',
  `SELECT name, title, description, subscribers, subscribers_year, over18, created_utc, url_allowed FROM reddit_subreddits WHERE name_key = $1`,
);

export async function readArchivedInfo(db: Queryable | Database, subredditKey: string): Promise<SubredditInfo | null> {
  const [r] = await readPrepared<ArchivedInfoRow>(db, ARCHIVED_INFO, [subredditKey]);
  if (!r) return null;
  return {
    name: r.name,
    title: r.title,
    description: r.description,
    subscribers: num(r.subscribers),
    subscribersYear: r.subscribers_year,
    over18: r.over18,
    flairs: [],
    createdUtc: num(r.created_utc),
    urlAllowed: r.url_allowed,
  };
}

/** What another module may read about a community: its stored posts and their stored comments, from every source held in the database. */
export interface StoredCommunityContent {
  posts: RedditPost[];
  comments: RedditComment[];
}

/**
 * A community's stored posts (archive, imported, newest first, at most `limit`) and the comments
 * stored for them, for modules that build on content (audience themes). Raw text expires with
 * REDDIT_CONTENT_RETENTION_HOURS, so callers keep aggregates, never copies of the text.
 */
export async function storedCommunityContent(db: Queryable, subreddit: string, limit = 1000): Promise<StoredCommunityContent> {
  const key = subredditKey(subreddit);
  const rows = await db.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM reddit_posts WHERE subreddit_key = $1 ORDER BY created_utc DESC, id LIMIT $2`,
    [key, Math.max(1, Math.min(10_000, limit))],
  );
  const posts = rows.map((r) => toRedditPost(r));
  const ids = posts.map((p) => p.id);
  const comments =
    ids.length === 0
      ? []
      : (
          await db.query<CommentRow>(
            // Top-level comments only: a post analysis may store a thread's replies too (decision 032).
            `SELECT id, post_id, body, score, created_utc, retrieved_on, parent_id FROM reddit_comments
             WHERE post_id = ANY($1::text[]) AND (parent_id IS NULL OR parent_id NOT LIKE 't1_%')
             ORDER BY post_id, score DESC, id`,
            [ids],
          )
        ).map((c): RedditComment => ({
          id: c.id,
          postId: c.post_id,
          body: c.body,
          score: c.score,
          createdUtc: Number(c.created_utc),
          parentId: c.parent_id,
        }));
  return { posts, comments };
}

/**
 * Retention (REDDIT_CONTENT_RETENTION_HOURS): raw text from the archive older than `maxAgeMs` is
 * deleted; the fetch rows (counts, window, times) stay, so a later request fetches afresh.
 */
export async function pruneArchivedContent(db: Queryable, now: Date, maxAgeMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const count = async (sql: string) =>
    (await db.query<{ n: number }>(`WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`, [cutoff]))[0]?.n ?? 0;
  const comments = await count(`DELETE FROM reddit_comments WHERE source IN ('archive', 'live') AND updated_at < $1`);
  const posts = await count(`DELETE FROM reddit_posts WHERE source IN ('archive', 'live') AND updated_at < $1`);
  // Those communities have no text left: forget the fetch, so the next request fetches them again.
  await db.query(
    `DELETE FROM reddit_archive_fetches f
     WHERE status = 'done' AND finished_at < $1 AND NOT EXISTS (SELECT 1 FROM reddit_posts p WHERE p.subreddit_key = f.name_key AND p.source = 'archive')`,
    [cutoff],
  );
  return comments + posts;
}
