import { prepared, readPrepared, type Database, type Queryable } from '../../db/client';

/**
 * All SQL of the generation module. It owns `generation_recent_outputs` (migration 008) and reads
 * the user's analysis history (research's `search_history`).
 */

/**
 * Communities the user works on, in the order post ideas follow them (issue 25): those analysed
 * (paid and free community analyses, then communities of analysed posts), folders of saved work named after
 * a community, the communities of their report subscription, then the communities their keyword
 * searches found; most recent first within each, each name once (the first place wins). Names the
 * data does not know are left to the caller to skip.
 */
export async function ideaSourceNames(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `WITH sources AS (
       SELECT substr(subject, 11) AS name, 1 AS rank, to_timestamp(paid_at) AS at FROM paid_analyses WHERE user_id = $1 AND subject LIKE 'subreddit:%'
       UNION ALL SELECT name, 1, analysed_at FROM analysed_communities WHERE user_id = $1
       UNION ALL SELECT name, 2, created_at FROM search_history WHERE user_id = $1 AND type = 'redditUrl'
       UNION ALL SELECT regexp_replace(f.name, '^\\s*/?r/', '', 'i'), 3, coalesce(max(i.created_at), f.created_at)
         FROM folders f JOIN saved_items i ON i.folder_id = f.id AND i.user_id = f.user_id WHERE f.user_id = $1 GROUP BY f.id
       UNION ALL SELECT s.name, 4, now() - make_interval(secs => s.position) FROM report_subscriber_subreddits s
         JOIN report_subscribers r ON r.id = s.subscriber_id WHERE r.user_id = $1 AND r.status <> 'unsubscribed'
       UNION ALL SELECT name, 5, created_at FROM search_history WHERE user_id = $1 AND type = 'keyword' AND name <> ''
     )
     SELECT name FROM (SELECT lower(trim(name)) AS key, min(name) AS name, min(rank) AS rank, max(at) AS at FROM sources WHERE trim(name) <> '' GROUP BY lower(trim(name))) x
     ORDER BY rank, at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => r.name);
}

// ---- Recently given outputs (recent.ts) ----------------------------------------------------------

/*
 * Every "Generate more" and every comment call reads and adds twice: as named statements they are
 * parsed and planned once, not per call (they were most of such a call's database time; issue 27,
 * decision 109). Parameters go as text (Database.atomic), so the items travel as JSON.
 */
const RECENT_OUTPUTS = prepared('recent_outputs', 'SELECT items FROM generation_recent_outputs WHERE key = $1 AND updated_at >= $2');

/** The items kept for `key`, oldest first, if it was last added to at or after `freshSince`. */
export async function recentOutputs(db: Queryable | Database, key: string, freshSince: Date): Promise<string[]> {
  const rows = await readPrepared<{ items: string[] }>(db, RECENT_OUTPUTS, [key, freshSince.toISOString()]);
  return rows[0]?.items ?? [];
}

/** A JSON array of strings (parameter `p`) as text[], in its order. */
const textArray = (p: string) => `ARRAY(SELECT e FROM jsonb_array_elements_text(${p}::jsonb) WITH ORDINALITY AS given(e, n) ORDER BY n)`;

const ADD_RECENT_OUTPUTS = prepared(
  'add_recent_outputs',
  `INSERT INTO generation_recent_outputs AS r (key, items, updated_at) VALUES ($1, ${textArray('$6')}, $3)
   ON CONFLICT (key) DO UPDATE SET
     items = ((CASE WHEN r.updated_at >= $4 THEN r.items ELSE '{}'::text[] END) || ${textArray('$2')})[
       greatest(cardinality((CASE WHEN r.updated_at >= $4 THEN r.items ELSE '{}'::text[] END) || ${textArray('$2')}) - $5 + 1, 1):],
     updated_at = EXCLUDED.updated_at`,
);

/**
 * Appends `items` to what `key` holds (nothing, if that is older than `freshSince`) and keeps the
 * newest `perKey`, in one statement, so simultaneous calls on any instance lose nothing.
 */
export async function addRecentOutputs(
  db: Queryable | Database,
  key: string,
  items: readonly string[],
  at: Date,
  freshSince: Date,
  perKey: number,
): Promise<void> {
  const params = [key, JSON.stringify(items), at.toISOString(), freshSince.toISOString(), perKey, JSON.stringify(items.slice(-perKey))];
  // One statement either way: alone it is its own transaction, as a query outside one is.
  await ('atomic' in db ? db.atomic(ADD_RECENT_OUTPUTS, params) : db.query(ADD_RECENT_OUTPUTS, params));
}

/** Deletes what is past its time to live, then all but the `maxKeys` most recently added. */
export async function pruneRecentOutputs(db: Queryable, freshSince: Date, maxKeys: number): Promise<number> {
  const count = async (sql: string, params: unknown[]) =>
    (await db.query<{ n: number }>(`WITH d AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM d`, params))[0]!.n;
  const expired = await count('DELETE FROM generation_recent_outputs WHERE updated_at < $1', [freshSince]);
  const overflow = await count(
    'DELETE FROM generation_recent_outputs WHERE key IN (SELECT key FROM generation_recent_outputs ORDER BY updated_at DESC, key OFFSET $1)',
    [maxKeys],
  );
  return expired + overflow;
}
