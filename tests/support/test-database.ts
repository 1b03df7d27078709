import pg from 'pg';
import { openDatabase, type Database } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { pgliteTemplate } from './pglite-template';

/** A database of one's own for a suite; see openTestDatabase. */
export interface TestDatabase {
  db: Database;
  /** PostgreSQL pass only: TEST_DATABASE_URL with search_path set to the schema, for a client that takes just a URL (a child process). */
  url?: string;
  /** PostgreSQL pass only: the throwaway schema's name. */
  schema?: string;
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Apply the migrations first (false: the code under test migrates, e.g. createDeps or the import CLI). */
  migrate?: boolean;
  poolSize?: number;
}

/** The PostgreSQL of the PostgreSQL pass, or undefined in the (default) PGlite pass. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A schema of its own in the PostgreSQL at `base`: created now, dropped with everything in it by
 * `drop()`. `url` is `base` with search_path set to it, for a client that takes just a URL.
 * (Also what bench/generation.mjs runs its server in with BENCH_DATABASE_URL.)
 */
export async function createThrowawaySchema(base: string, prefix = 't'): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(base, `CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString(), drop: () => adminQuery(base, `DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

/**
 * The one way server suites get a throwaway database: PGlite in memory by default, or, when
 * TEST_DATABASE_URL is set (the PostgreSQL pass), a schema of its own in that database, created
 * here and dropped with everything in it on close, so runs and suites never collide.
 */
export async function openTestDatabase(opts: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const base = testDatabaseUrl();
  if (!base) {
    // From the run's template (tests/support/pglite-template.ts): the same database, without initdb each time.
    const db = await openDatabase({ loadDataDir: pgliteTemplate(opts.migrate ? 'migrated' : 'empty') });
    if (opts.migrate) await migrate(db);
    return { db, close: () => db.close() };
  }
  const { schema, url, drop } = await createThrowawaySchema(base);
  const db = await openDatabase({ url: base, schema, poolSize: opts.poolSize ?? 5 }).catch(async (err: unknown) => {
    await drop();
    throw err;
  });
  const close = async () => {
    try {
      await db.close();
    } finally {
      await drop();
    }
  };
  if (opts.migrate) {
    await migrate(db).catch(async (err: unknown) => {
      await close();
      throw err;
    });
  }
  return { db, url, schema, close };
}
