import path from 'node:path';
import type { Database } from '../../server/src/db/client';

/** Helpers shared by the import-*.test.ts suites. */

export const ROOT = path.resolve(__dirname, '../..');
export const DUMPS = path.join(ROOT, 'tests/fixtures/dumps');
export const POPULAR = path.join(DUMPS, 'popular-hot-2026-04-13.ndjson');
export const THREAD = path.join(DUMPS, 'funny-3hahrw-thread.ndjson');
export const THREAD_LONG31 = path.join(DUMPS, 'funny-3hahrw-thread.long31.ndjson.zst');

/** Every row of the three imported tables, updated_at included, in a stable order. */
export async function snapshotTables(db: Database) {
  return {
    posts: await db.query('SELECT * FROM reddit_posts ORDER BY id'),
    comments: await db.query('SELECT * FROM reddit_comments ORDER BY id'),
    subreddits: await db.query('SELECT * FROM reddit_subreddits ORDER BY name_key'),
  };
}

/** The table contents without updated_at: what an import wrote, whatever the file's format. */
export async function contentOf(db: Database) {
  const strip = (rows: Record<string, unknown>[]) => rows.map(({ updated_at: _u, ...rest }) => rest);
  const t = await snapshotTables(db);
  return { posts: strip(t.posts), comments: strip(t.comments), subreddits: strip(t.subreddits) };
}
