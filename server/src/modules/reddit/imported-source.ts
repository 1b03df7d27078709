import { subredditKey } from '@subreddit-signal/contract';
import type { Queryable } from '../../db/client';
import {
  bareSubredditInfo,
  type PostThread,
  type RedditComment,
  type RedditPost,
  type RedditSource,
  type SubredditInfo,
  type SubredditPosts,
} from './model';
import { PostsByState } from './posts-by-state';

/**
 * Reddit data imported from Pushshift / Arctic Shift dumps (`npm run import`), read from the
 * reddit_* tables (rows with source 'imported'). "Now" for an analysis (asOf) is the newest
 * imported post of the subreddit: a dump is a picture of the day it was collected.
 */

export const DEFAULT_POST_LIMIT = 1000;
const MAX_POST_LIMIT = 10_000;
const MAX_THREAD_COMMENTS = 1000;
const MAX_FLAIRS = 30;

interface PostRow {
  id: string;
  subreddit: string;
  title: string;
  selftext: string;
  created_utc: number | string;
  score: number;
  num_comments: number;
  num_crossposts: number | null;
  domain: string;
  url: string;
  permalink: string;
  is_self: boolean;
  flair: string | null;
  over18: boolean;
  post_hint: string | null;
  is_video: boolean;
  is_gallery: boolean;
  view_count: number | string | null;
}

interface SubredditRow {
  name: string;
  title: string;
  description: string;
  subscribers: number | string | null;
  subscribers_year: number | null;
  over18: boolean;
  flairs: unknown;
  created_utc: number | string | null;
  url_allowed: boolean | null;
}

const POST_SELECT = `SELECT id, subreddit, title, selftext, created_utc, score, num_comments, num_crossposts, domain, url,
  permalink, is_self, flair, over18, post_hint, is_video, is_gallery, view_count FROM reddit_posts`;

const num = (v: number | string): number => (typeof v === 'number' ? v : Number(v));
const numOrNull = (v: number | string | null): number | null => (v === null ? null : num(v));

export function toRedditPost(r: PostRow): RedditPost {
  return {
    id: r.id,
    subreddit: r.subreddit,
    title: r.title,
    selftext: r.selftext,
    createdUtc: num(r.created_utc),
    score: r.score,
    numComments: r.num_comments,
    numCrossposts: r.num_crossposts,
    domain: r.domain,
    url: r.url,
    permalink: r.permalink,
    isSelf: r.is_self,
    flair: r.flair,
    over18: r.over18,
    postHint: r.post_hint,
    isVideo: r.is_video,
    isGallery: r.is_gallery,
    viewCount: numOrNull(r.view_count),
  };
}

function toSubredditInfo(r: SubredditRow): SubredditInfo {
  const flairs = typeof r.flairs === 'string' ? (JSON.parse(r.flairs) as unknown) : r.flairs;
  return {
    name: r.name,
    title: r.title,
    description: r.description,
    subscribers: numOrNull(r.subscribers),
    subscribersYear: r.subscribers_year,
    over18: r.over18,
    flairs: Array.isArray(flairs) ? flairs.filter((f): f is string => typeof f === 'string') : [],
    createdUtc: numOrNull(r.created_utc),
    urlAllowed: r.url_allowed,
  };
}

export function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

export class ImportedRedditSource implements RedditSource {
  readonly kind = 'imported' as const;

  /** Each community's posts as last read, read again only when its rows changed (decision 044). */
  private readonly postsRead = new PostsByState<RedditPost>('imported');

  constructor(private readonly db: Queryable) {}

  async subredditPosts(name: string, limit = DEFAULT_POST_LIMIT): Promise<SubredditPosts | null> {
    const key = subredditKey(name);
    const capped = Math.max(1, Math.min(MAX_POST_LIMIT, Math.floor(limit)));
    const now = await this.postsRead.state(this.db, key);
    if (!now) return null;
    const posts = await this.postsRead.posts(key, now.state, capped, async () =>
      (
        await this.db.query<PostRow>(
          `${POST_SELECT} WHERE subreddit_key = $1 AND source = 'imported' ORDER BY created_utc DESC, id LIMIT $2`,
          [key, capped],
        )
      ).map(toRedditPost),
    );
    const subreddit = (await this.subredditInfo(key)) ?? bareSubredditInfo(posts[0].subreddit);
    const asOf = posts[0].createdUtc; // newest first
    return { subreddit, posts, kind: 'imported', asOf, dataDate: isoDate(asOf) };
  }

  async postThread(id: string): Promise<PostThread | null> {
    const postId = id.trim().replace(/^t3_/i, '').toLowerCase();
    const [row] = await this.db.query<PostRow>(`${POST_SELECT} WHERE id = $1 AND source = 'imported'`, [postId]);
    if (!row) return null;
    const comments = await this.db.query<{ id: string; post_id: string; body: string; score: number; created_utc: number | string }>(
      `SELECT id, post_id, body, score, created_utc FROM reddit_comments
       WHERE post_id = $1 AND source = 'imported' ORDER BY score DESC, created_utc, id LIMIT $2`,
      [postId, MAX_THREAD_COMMENTS],
    );
    return {
      post: toRedditPost(row),
      comments: comments.map((c): RedditComment => ({
        id: c.id,
        postId: c.post_id,
        body: c.body,
        score: c.score,
        createdUtc: num(c.created_utc),
      })),
    };
  }

  /**
   * The subreddit's stored about data (an imported row, or any row when imported posts exist),
   * with the flairs its newest imported posts use when the row has none; null when nothing was imported.
   */
  async subredditInfo(name: string): Promise<SubredditInfo | null> {
    const key = subredditKey(name);
    const [row] = await this.db.query<SubredditRow & { source: string }>(
      `SELECT name, title, description, subscribers, subscribers_year, over18, flairs, created_utc, url_allowed, source
       FROM reddit_subreddits WHERE name_key = $1`,
      [key],
    );
    const flairRows = await this.db.query<{ flair: string }>(
      `SELECT flair FROM (
         SELECT flair FROM reddit_posts WHERE subreddit_key = $1 AND source = 'imported'
         ORDER BY created_utc DESC LIMIT $3
       ) recent WHERE flair IS NOT NULL GROUP BY flair ORDER BY count(*) DESC, flair LIMIT $2`,
      [key, MAX_FLAIRS, DEFAULT_POST_LIMIT],
    );
    let info: SubredditInfo | null = null;
    if (row && row.source === 'imported') info = toSubredditInfo(row);
    if (!info) {
      const [post] = await this.db.query<{ subreddit: string }>(
        `SELECT subreddit FROM reddit_posts WHERE subreddit_key = $1 AND source = 'imported' LIMIT 1`,
        [key],
      );
      if (!post) return null;
      info = row ? toSubredditInfo(row) : bareSubredditInfo(post.subreddit);
    }
    if (info.flairs.length === 0 && flairRows.length > 0) info.flairs = flairRows.map((f) => f.flair);
    return info;
  }
}

export interface ImportedSubreddit {
  info: SubredditInfo;
  postCount: number;
  /** created_utc of the oldest and newest imported post. */
  oldestUtc: number;
  newestUtc: number;
}

/**
 * Every subreddit with imported posts (or, with `source`, the archive's), most posts first, for the
 * catalogue to index. About data comes from reddit_subreddits when there is a row, else just the name.
 */
export async function listImportedSubreddits(db: Queryable, source: 'imported' | 'archive' = 'imported'): Promise<ImportedSubreddit[]> {
  const rows = await db.query<
    Partial<SubredditRow> & {
      key: string;
      post_name: string;
      post_count: number | string;
      oldest: number | string;
      newest: number | string;
      has_row: boolean;
    }
  >(
    `WITH p AS (
       SELECT subreddit_key AS key, min(subreddit) AS post_name, count(*) AS post_count,
              min(created_utc) AS oldest, max(created_utc) AS newest
       FROM reddit_posts WHERE source = $1 GROUP BY subreddit_key
     )
     SELECT p.key, p.post_name, p.post_count, p.oldest, p.newest,
            s.name_key IS NOT NULL AS has_row, s.name, s.title, s.description, s.subscribers, s.subscribers_year,
            s.over18, s.flairs, s.created_utc, s.url_allowed
     FROM p LEFT JOIN reddit_subreddits s ON s.name_key = p.key
     ORDER BY p.post_count DESC, p.key`,
    [source],
  );
  return rows.map((r) => ({
    info: r.has_row ? toSubredditInfo(r as SubredditRow) : bareSubredditInfo(r.post_name),
    postCount: num(r.post_count),
    oldestUtc: num(r.oldest),
    newestUtc: num(r.newest),
  }));
}

/**
 * Titles and bodies of a community's most recent imported posts, for the catalogue's post-text
 * field (the snapshot ships these terms precomputed; imported communities get them here).
 */
export async function recentImportedPostTexts(
  db: Queryable,
  nameKey: string,
  limit = DEFAULT_POST_LIMIT,
  source: 'imported' | 'archive' = 'imported',
) {
  return db.query<{ title: string; selftext: string }>(
    `SELECT title, selftext FROM reddit_posts WHERE subreddit_key = $1 AND source = $3
     ORDER BY created_utc DESC LIMIT $2`,
    [nameKey, limit, source],
  );
}
