import type { Queryable } from '../../db/client';

/**
 * All SQL of the generation module. It owns `generation_recent_outputs` (migration 008) and reads
 * the user's analysis history (research's `search_history`).
 */

/** Names of the communities the user analysed, most recent first, each once. */
export async function recentlyAnalysedNames(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`SELECT name FROM search_history WHERE user_id = $1 GROUP BY name ORDER BY max(created_at) DESC LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map((r) => r.name);
}

// ---- Recently given outputs (recent.ts) ----------------------------------------------------------

/** The items kept for `key`, oldest first, if it was last added to at or after `freshSince`. */
export async function recentOutputs(db: Queryable, key: string, freshSince: Date): Promise<string[]> {
  const rows = await db.query<{ items: string[] }>('SELECT items FROM generation_recent_outputs WHERE key = $1 AND updated_at >= $2', [key, freshSince]);
  return rows[0]?.items ?? [];
}

/**
 * Appends `items` to what `key` holds (nothing, if that is older than `freshSince`) and keeps the
 * newest `perKey`, in one statement, so simultaneous calls on any instance lose nothing.
 */
export async function addRecentOutputs(db: Queryable, key: string, items: readonly string[], at: Date, freshSince: Date, perKey: number): Promise<void> {
  await db.query(
    `INSERT INTO generation_recent_outputs AS r (key, items, updated_at) VALUES ($1, $6::text[], $3)
     ON CONFLICT (key) DO UPDATE SET
       items = ((CASE WHEN r.updated_at >= $4 THEN r.items ELSE '{}'::text[] END) || $2::text[])[
         greatest(cardinality((CASE WHEN r.updated_at >= $4 THEN r.items ELSE '{}'::text[] END) || $2::text[]) - $5 + 1, 1):],
       updated_at = EXCLUDED.updated_at`,
    [key, items, at, freshSince, perKey, items.slice(-perKey)],
  );
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
