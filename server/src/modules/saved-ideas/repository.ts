import type { Folder, SavedItem, SavedItemType } from '@subreddit-signal/contract';
import type { Queryable } from '../../db/client';

/** Plain SQL over `folders` and `saved_items` (migration 004). Every query is scoped by user_id. */

interface FolderRow {
  id: string;
  name: string;
  created_at: Date | string;
}

interface ItemRow {
  id: string;
  folder_id: string;
  type: SavedItemType;
  content: Record<string, unknown> | string;
  created_at: Date | string;
  subreddit: string | null;
  generated_at: Date | string | null;
}

/** Where and when a saved idea comes from (migration 023); null when unknown. */
export interface SavedContext {
  subreddit: string | null;
  generatedAt: string | null;
}

const ITEM_COLUMNS = 'id, folder_id, type, content, created_at, subreddit, generated_at';

const iso = (v: Date | string) => new Date(v).toISOString();

const toFolder = (r: FolderRow): Folder => ({ _id: r.id, name: r.name, createdAt: iso(r.created_at) });

function toItem(r: ItemRow): SavedItem {
  const content = (typeof r.content === 'string' ? JSON.parse(r.content) : r.content) as Record<string, unknown>;
  const base = {
    _id: r.id,
    type: r.type,
    folderId: r.folder_id,
    createdAt: iso(r.created_at),
    subreddit: r.subreddit,
    generatedAt: r.generated_at === null ? null : iso(r.generated_at),
  };
  return r.type === 'post'
    ? { ...base, post: content as unknown as SavedItem['post'] }
    : { ...base, comment: { ...(content as unknown as NonNullable<SavedItem['comment']>), _id: r.id } };
}

/** Oldest first, so a new folder appears at the end and the chips never reshuffle. */
export async function listFolders(db: Queryable, userId: string): Promise<Folder[]> {
  const rows = await db.query<FolderRow>('SELECT id, name, created_at FROM folders WHERE user_id = $1 ORDER BY created_at, id', [userId]);
  return rows.map(toFolder);
}

export async function folderExists(db: Queryable, userId: string, folderId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM folders WHERE id = $1 AND user_id = $2', [folderId, userId]);
  return rows.length > 0;
}

export async function folderNameTaken(db: Queryable, userId: string, nameKey: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM folders WHERE user_id = $1 AND name_key = $2', [userId, nameKey]);
  return rows.length > 0;
}

export async function countFolders(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM folders WHERE user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

export async function insertFolder(db: Queryable, f: { id: string; userId: string; name: string; nameKey: string }): Promise<Folder> {
  const rows = await db.query<FolderRow>(
    `INSERT INTO folders (id, user_id, name, name_key, created_at) VALUES ($1, $2, $3, $4, clock_timestamp())
     RETURNING id, name, created_at`,
    [f.id, f.userId, f.name, f.nameKey],
  );
  return toFolder(rows[0]!);
}

/** Posts and comments together: the plan allowance counts every saved idea. */
export async function countItems(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_items WHERE user_id = $1', [userId]);
  return rows[0]?.n ?? 0;
}

export async function insertItem(
  db: Queryable,
  item: { id: string; userId: string; folderId: string; type: SavedItemType; content: object } & SavedContext,
): Promise<SavedItem> {
  // clock_timestamp(), not now(): a save that waited for the user lock still sorts after the one it waited for.
  const rows = await db.query<ItemRow>(
    `INSERT INTO saved_items (id, user_id, folder_id, type, content, subreddit, generated_at, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::timestamptz, clock_timestamp())
     RETURNING ${ITEM_COLUMNS}`,
    [item.id, item.userId, item.folderId, item.type, JSON.stringify(item.content), item.subreddit, item.generatedAt],
  );
  return toItem(rows[0]!);
}

/** Newest first; `folderId` null means every folder. */
export async function listItems(db: Queryable, userId: string, type: SavedItemType, folderId: string | null): Promise<SavedItem[]> {
  const rows = await db.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM saved_items
     WHERE user_id = $1 AND type = $2 AND ($3::uuid IS NULL OR folder_id = $3::uuid)
     ORDER BY created_at DESC, id DESC`,
    [userId, type, folderId],
  );
  return rows.map(toItem);
}

/** Deletes the user's own item; returns its type, or null when the user has no such item. */
export async function deleteItem(db: Queryable, userId: string, itemId: string): Promise<SavedItemType | null> {
  const rows = await db.query<{ type: SavedItemType }>('DELETE FROM saved_items WHERE id = $1 AND user_id = $2 RETURNING type', [
    itemId,
    userId,
  ]);
  return rows[0]?.type ?? null;
}

/** The user's plan name, read with the user row locked: saves of one user queue here, so caps hold under concurrency. */
export async function lockUserPlan(tx: Queryable, userId: string): Promise<string | null> {
  const rows = await tx.query<{ plan: string | null }>(
    'SELECT p.name AS plan FROM users u LEFT JOIN plans p ON p.id = u.subscribed_plan WHERE u.id = $1 FOR UPDATE OF u',
    [userId],
  );
  return rows[0]?.plan ?? null;
}
