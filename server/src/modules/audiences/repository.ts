import type { Audience } from '@subreddit-signal/contract';
import type { Queryable } from '../../db/client';

/** Plain SQL over `audiences` and `audience_communities` (migration 015). Every query is scoped by user_id. */

interface AudienceRow {
  id: string;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
  communities: string[] | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function toAudience(r: AudienceRow): Audience {
  const communities = typeof r.communities === 'string' ? (JSON.parse(r.communities) as string[]) : (r.communities ?? []);
  return { _id: r.id, name: r.name, communities, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) };
}

// Members as a JSON array in position order (json_agg keeps PGlite and PostgreSQL alike).
const SELECT = `SELECT a.id, a.name, a.created_at, a.updated_at,
  COALESCE((SELECT json_agg(c.name ORDER BY c.position) FROM audience_communities c WHERE c.audience_id = a.id), '[]'::json) AS communities
  FROM audiences a`;

/** Oldest first, so the list never reshuffles. */
export async function listAudiences(db: Queryable, userId: string): Promise<Audience[]> {
  const rows = await db.query<AudienceRow>(`${SELECT} WHERE a.user_id = $1 ORDER BY a.created_at, a.id`, [userId]);
  return rows.map(toAudience);
}

export async function findAudience(db: Queryable, userId: string, id: string): Promise<Audience | null> {
  const rows = await db.query<AudienceRow>(`${SELECT} WHERE a.id = $1 AND a.user_id = $2`, [id, userId]);
  return rows[0] ? toAudience(rows[0]) : null;
}

export async function countAudiences(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audiences WHERE user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

export async function nameTaken(db: Queryable, userId: string, nameKey: string, exceptId: string | null = null): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM audiences WHERE user_id = $1 AND name_key = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)', [
    userId,
    nameKey,
    exceptId,
  ]);
  return rows.length > 0;
}

export async function insertAudience(db: Queryable, a: { id: string; userId: string; name: string; nameKey: string }): Promise<void> {
  await db.query(
    'INSERT INTO audiences (id, user_id, name, name_key, created_at, updated_at) VALUES ($1, $2, $3, $4, clock_timestamp(), clock_timestamp())',
    [a.id, a.userId, a.name, a.nameKey],
  );
}

export async function renameAudience(db: Queryable, userId: string, id: string, name: string, nameKey: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE audiences SET name = $3, name_key = $4, updated_at = clock_timestamp() WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId, name, nameKey],
  );
  return rows.length > 0;
}

/** Deletes the audience; `followedByReport` says whether the user's report followed it (it then keeps its communities). */
export async function deleteAudience(db: Queryable, userId: string, id: string): Promise<{ followedByReport: boolean } | null> {
  const rows = await db.query<{ followed: boolean }>(
    `WITH gone AS (DELETE FROM audiences WHERE id = $1 AND user_id = $2 RETURNING id)
     SELECT EXISTS (SELECT 1 FROM report_subscribers r JOIN gone ON r.audience_id = gone.id) AS followed FROM gone`,
    [id, userId],
  );
  return rows[0] ? { followedByReport: Boolean(rows[0].followed) } : null;
}

/** Appends members after the current last; the caller has checked ownership, duplicates and the cap. */
export async function addMembers(db: Queryable, audienceId: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await db.query<{ p: number | null }>('SELECT max(position) AS p FROM audience_communities WHERE audience_id = $1', [
    audienceId,
  ]);
  let position = (rows[0]?.p ?? -1) + 1;
  for (const name of names) {
    await db.query('INSERT INTO audience_communities (audience_id, name, name_key, position) VALUES ($1, $2, $3, $4)', [
      audienceId,
      name,
      name.toLowerCase(),
      position++,
    ]);
  }
  await db.query('UPDATE audiences SET updated_at = clock_timestamp() WHERE id = $1', [audienceId]);
}

export async function removeMember(db: Queryable, audienceId: string, nameKey: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM audience_communities WHERE audience_id = $1 AND name_key = $2 RETURNING name', [
    audienceId,
    nameKey,
  ]);
  if (rows.length > 0) await db.query('UPDATE audiences SET updated_at = clock_timestamp() WHERE id = $1', [audienceId]);
  return rows.length > 0;
}

/** The user's plan name with the user row locked: changes of one user queue here, so the caps hold under concurrency. */
export async function lockUserPlan(tx: Queryable, userId: string): Promise<string | null> {
  const rows = await tx.query<{ plan: string | null }>(
    'SELECT p.name AS plan FROM users u LEFT JOIN plans p ON p.id = u.subscribed_plan WHERE u.id = $1 FOR UPDATE OF u',
    [userId],
  );
  return rows[0]?.plan ?? null;
}
