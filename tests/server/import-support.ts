import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';

/** Helpers shared by the import-*.test.ts suites. */

export const ROOT = path.resolve(__dirname, '../..');
export const DUMPS = path.join(ROOT, 'tests/fixtures/dumps');
export const POPULAR = path.join(DUMPS, 'popular-hot-2026-04-13.ndjson');
export const THREAD = path.join(DUMPS, 'funny-3hahrw-thread.ndjson');
export const THREAD_LONG31 = path.join(DUMPS, 'funny-3hahrw-thread.long31.ndjson.zst');

/**
 * A migrated database: PGlite in memory, or a throwaway schema in PostgreSQL when
 * TEST_DATABASE_URL is set (created here, dropped on close), as tests/support/server-harness.ts does.
 */
export async function openTestDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `t_imp_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}` : undefined;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (url) await admin(`CREATE SCHEMA ${schema}`);
  const db = await openDatabase(url ? { url, schema, poolSize: 3 } : {});
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      if (url) await admin(`DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

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
