import type { SearchHistoryEntry, SearchHistoryResponse } from '@subreddit-signal/contract';
import type { Queryable } from '../../db/client';
import { newId } from '../../platform/crypto';

/** All SQL of the research module: the user's analysis history (`search_history`, migration 003). */

export interface NewHistoryEntry {
  type: 'keyword' | 'redditUrl';
  /** The subreddit the entry opens (keyword: the best match; '' when the search found nothing). */
  name: string;
  /** What the user typed or what the post is called: the keyword, or the post's title. */
  headerTitle: string;
  url?: string | null;
  noOfResult: number;
}

/** What makes two entries the same subject: the keyword as typed (case-insensitive), or the post's URL. */
export const historySubject = (e: NewHistoryEntry) =>
  (e.type === 'keyword' ? e.headerTitle.trim().toLowerCase() : (e.url ?? e.name.toLowerCase())).slice(0, 300);

/**
 * One row per user, subject and UTC day (migration 009): opening the same search or post again the
 * same day updates that row (latest name, count and time) instead of adding one.
 */
export async function recordHistory(db: Queryable, userId: string, entry: NewHistoryEntry): Promise<void> {
  await db.query(
    `INSERT INTO search_history (id, user_id, type, name, header_title, url, no_of_result, subject, day)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (now() AT TIME ZONE 'UTC')::date)
     ON CONFLICT (user_id, type, subject, day) DO UPDATE SET
       name = EXCLUDED.name, header_title = EXCLUDED.header_title, url = EXCLUDED.url,
       no_of_result = EXCLUDED.no_of_result, created_at = now()`,
    [
      newId(),
      userId,
      entry.type,
      entry.name.slice(0, 200),
      entry.headerTitle.slice(0, 300),
      entry.url ?? null,
      entry.noOfResult,
      historySubject(entry),
    ],
  );
}

export interface HistoryQuery {
  page: number;
  limit: number;
  type: 'all' | 'keyword' | 'redditUrl';
  sortBy: 'createdAt' | 'no_of_result';
}

/** One page of the user's own history, newest (or most results) first; the id breaks ties. */
export async function listHistory(db: Queryable, userId: string, q: HistoryQuery): Promise<SearchHistoryResponse> {
  const typeFilter = q.type === 'all' ? null : q.type;
  const order = q.sortBy === 'no_of_result' ? 'no_of_result DESC, created_at DESC, id' : 'created_at DESC, id';
  const rows = await db.query<{
    id: string;
    type: 'keyword' | 'redditUrl';
    name: string;
    header_title: string;
    url: string | null;
    no_of_result: number;
    created_at: Date | string;
    total: number;
  }>(
    `SELECT id, type, name, header_title, url, no_of_result, created_at, count(*) OVER ()::int AS total
     FROM search_history WHERE user_id = $1 AND ($2::text IS NULL OR type = $2::text)
     ORDER BY ${order} LIMIT $3 OFFSET $4`,
    [userId, typeFilter, q.limit, (q.page - 1) * q.limit],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // A page past the end still reports the true total.
    const c = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM search_history WHERE user_id = $1 AND ($2::text IS NULL OR type = $2::text)',
      [userId, typeFilter],
    );
    total = c[0]?.n ?? 0;
  }
  const data: SearchHistoryEntry[] = rows.map((r) => ({
    _id: r.id,
    type: r.type,
    name: r.name,
    header_title: r.header_title,
    url: r.url,
    no_of_result: r.no_of_result,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { data, totalSearchHistory: total };
}

/**
 * The communities the user's analysis history opens and those they opened a free analysis of, each
 * once (any casing), most recently analysed first; searches that found nothing (name '') are not communities.
 */
export async function analysedCommunities(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT name FROM (
       SELECT DISTINCT ON (lower(name)) name, at FROM (
         SELECT name, created_at AS at FROM search_history WHERE user_id = $1 AND name <> ''
         UNION ALL SELECT name, analysed_at FROM analysed_communities WHERE user_id = $1
       ) seen ORDER BY lower(name), at DESC, name
     ) latest ORDER BY at DESC, lower(name) LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => r.name);
}

/** A free analysis the user opened (migration 024): the community's row, with this time as its latest. */
export async function recordAnalysedCommunity(db: Queryable, userId: string, name: string): Promise<void> {
  await db.query(
    `INSERT INTO analysed_communities (user_id, name, name_key) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, name_key) DO UPDATE SET name = EXCLUDED.name, analysed_at = now()`,
    [userId, name, name.toLowerCase()],
  );
}
