import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * A query PostgreSQL parses and plans once per connection instead of on every call (a node-postgres
 * named statement): for the few that run on every request. The name must be unique per text;
 * PGlite's query() runs the text, its atomic() the named statement. Name only statements that select listed columns (a `SELECT *` would fail
 * with "cached plan must not change result type" after a migration adds a column).
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const statementNames = new Map<string, string>();
/** Declares a prepared statement (at module load); the same name twice with different texts is a bug, refused. */
export function prepared(name: string, text: string): PreparedStatement {
  const known = statementNames.get(name);
  if (known !== undefined && known !== text) throw new Error(`Two prepared statements are named ${name}`);
  statementNames.set(name, text);
  return { name, text };
}

/**
 * A read through a named statement: on its own (Database.atomic, one round trip, parsed once) where
 * the caller holds the Database, else through query() (the caller's transaction).
 */
export function readPrepared<T>(db: Queryable | Database, sql: PreparedStatement, params: readonly AtomicParam[]): Promise<T[]> {
  return 'atomic' in db ? db.atomic<T>(sql, params) : db.query<T>(sql, [...params]);
}

const textOf = (sql: string | PreparedStatement) => (typeof sql === 'string' ? sql : sql.text);
/** node-postgres' query config: a named statement for a PreparedStatement. */
const pgQuery = (sql: string | PreparedStatement, values: unknown[]) =>
  typeof sql === 'string' ? { text: sql, values } : { name: sql.name, text: sql.text, values };

/** The minimal SQL surface every repository uses; identical on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | PreparedStatement, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** Parameters of `Database.atomic`: sent as text, so only what has one plain text form. */
export type AtomicParam = string | number | null;

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one statement as a transaction of its own: PostgreSQL commits a statement sent alone when
   * it completes, all of it or none of it (a CTE that updates and inserts included). One round
   * trip: on PGlite bind, describe, execute and sync go in one message instead of BEGIN, six
   * protocol calls and COMMIT, the statement parsed once per instance; on PostgreSQL no BEGIN and
   * COMMIT (decisions 047, 050).
   */
  atomic<T = Record<string, unknown>>(sql: PreparedStatement, params: readonly AtomicParam[]): Promise<T[]>;
  /** Runs fn inside BEGIN/COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Where a lost connection is reported (PostgreSQL: the server restarted, a failover, an admin's
   * pg_terminate_backend). The pool has already dropped it and opens a new one when asked; the
   * process carries on. Until a listener is set it is written to stderr.
   */
  onConnectionError?(listener: (err: Error) => void): void;
  /** How another client (the job queue) reaches the same database: the embedded instance, or the URL and schema. */
  readonly native: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string; schema?: string };
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; undefined means in-memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  schema?: string;
  poolSize?: number;
  /** PGlite: a dumped data directory to start from instead of initialising one (the test suites' templates); dataDir must then be empty. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.schema, opts.poolSize) : openPglite(opts.dataDir, opts.loadDataDir);
}

/**
 * PGlite starts PostgreSQL with its stock 128 MB of shared buffers, and zeroing them is most of the
 * CPU an open costs (about 0.9 of 1.7 s). The embedded database is one user's: its working set is a
 * few megabytes, and on disk the OS cache sits behind the buffers anyway, so 16 MB loses nothing.
 */
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let db: PGlite;
  try {
    const opts = { startParams: EMBEDDED_START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) };
    db = dataDir ? await PGlite.create(dataDir, opts) : await PGlite.create(opts);
  } catch (err) {
    release();
    throw err;
  }
  let closed = false;
  return {
    kind: 'pglite',
    native: { kind: 'pglite', pglite: db },
    async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
      const res = await db.query<T>(textOf(sql), params as never[]);
      return res.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    atomic: (sql, params) => atomicOnPglite(db, sql, params),
    async transaction(fn) {
      return db.transaction(async (tx) =>
        fn({
          async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
            const res = await tx.query<T>(textOf(sql), params as never[]);
            return res.rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async ping() {
      if (closed) return false;
      await db.query('SELECT 1');
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      release();
    },
  };
}

/** Concatenates protocol messages into the one buffer PGlite's backend reads in a single call. */
function oneMessage(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The named statements each PGlite instance has parsed (they last as long as its one session). */
const PGLITE_PREPARED = new WeakMap<PGlite, Set<string>>();

/**
 * Parses a named statement once per PGlite instance, as node-postgres does per PostgreSQL
 * connection: parsing and planning the text on every call was two thirds of a credit spend's CPU
 * (issue 27). Alone, before its first use, so a statement is known exactly when it was created (a
 * failed first execution in the same message would leave it created but unknown). Call it holding
 * PGlite's query lock.
 */
async function preparedOnPglite(db: PGlite, sql: PreparedStatement): Promise<void> {
  let known = PGLITE_PREPARED.get(db);
  if (!known) PGLITE_PREPARED.set(db, (known = new Set()));
  if (known.has(sql.name)) return;
  await db.execProtocol(oneMessage([protocol.serialize.parse({ name: sql.name, text: sql.text }), protocol.serialize.sync()]));
  known.add(sql.name);
}

/**
 * `Database.atomic` on PGlite. It holds PGlite's transaction lock as its own query() does, so it
 * never runs inside another caller's open transaction; an error (thrown as PGlite's DatabaseError,
 * with its SQLSTATE code) comes after the sync, so the statement has been rolled back and the
 * connection is ready for the next one.
 */
async function atomicOnPglite<T>(db: PGlite, sql: PreparedStatement, params: readonly AtomicParam[]): Promise<T[]> {
  const values = params.map((v) => (v === null ? null : String(v)));
  const message = oneMessage([
    protocol.serialize.bind({ statement: sql.name, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
    protocol.serialize.sync(),
  ]);
  await db._checkReady(); // as query() does: a clear error once closed or closing
  return db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      await preparedOnPglite(db, sql);
      const { messages } = await db.execProtocol(message);
      return (pgliteParse.parseResults(messages, db.parsers)[0]?.rows ?? []) as T[];
    }),
  );
}

/**
 * PGlite is one process's database: two processes opening the same folder (the server and
 * `npm run import`, say) would corrupt it. A lock file naming the owner's pid keeps the second
 * one out with a clear message; a lock left by a process that no longer runs is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(path.dirname(path.resolve(dataDir)), `${path.basename(dataDir)}.lock`);
  mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DatabaseInUseError(dataDir, owner);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}

/** Another live process holds the embedded database (the message says which and what to do). */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${owner}. Stop that process (the server?) first, or use DATABASE_URL (PostgreSQL).`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Keep BIGINT (int8) as JS numbers: our counters and epoch values fit comfortably.
pg.types.setTypeParser(20, (v) => Number(v));

/** How the server's connections are named in pg_stat_activity (an application_name in the URL wins). */
export const APPLICATION_NAME = 'subreddit-signal';

async function openPostgres(url: string, schema?: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: schema ? `-c search_path=${schema}` : undefined,
    application_name: APPLICATION_NAME,
    // A database that does not answer fails the request (and /api/ready) instead of queueing it forever.
    connectionTimeoutMillis: 5000,
  });
  // Without a listener, an idle connection the database drops is an 'error' event that kills the process.
  let onLost = (err: Error): void => {
    process.stderr.write(`database connection lost: ${err.message}\n`);
  };
  pool.on('error', (err) => onLost(err));
  let closed = false;
  return {
    onConnectionError(listener) {
      onLost = listener;
    },
    kind: 'postgres',
    native: { kind: 'postgres', url, schema },
    async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
      const res = await pool.query(pgQuery(sql, params));
      return res.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async atomic<T>(sql: PreparedStatement, params: readonly AtomicParam[]) {
      const res = await pool.query(pgQuery(sql, [...params]));
      return res.rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
            const res = await client.query(pgQuery(sql, params));
            return res.rows as T[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async ping() {
      if (closed) return false;
      await pool.query('SELECT 1');
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
