import type { Queryable } from '../../db/client';

/** All SQL of the generation module. It owns no table: it reads the user's analysis history (research's `search_history`). */

/** Names of the communities the user analysed, most recent first, each once. */
export async function recentlyAnalysedNames(db: Queryable, userId: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`SELECT name FROM search_history WHERE user_id = $1 GROUP BY name ORDER BY max(created_at) DESC LIMIT $2`, [
    userId,
    limit,
  ]);
  return rows.map((r) => r.name);
}
