import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { migrations } from '../../server/src/db/migrations';

// A fresh embedded PGlite runs initdb, about 5 s of CPU per suite; starting from a dumped data
// directory takes well under half that. So the server project's globalSetup makes two templates
// (freshly initialised, and migrated) once, and openTestDatabase starts every PGlite from one.
// They are kept in the system's temporary folder (as Jest keeps its cache) keyed by the PGlite
// version and the migrations, so a change to either makes new ones and a one-suite local run does
// not pay for them again.

export type PgliteTemplate = 'empty' | 'migrated';

/** Set by the globalSetup (tests/support/pglite-templates-setup.ts) for the test workers. */
export const TEMPLATE_DIR_ENV = 'TEST_PGLITE_TEMPLATE_DIR';

// Jest compiles this file to CommonJS (__dirname); the bench imports it as an ES module through tsx,
// always from the repository root (npm run bench).
const ROOT = typeof __dirname === 'string' ? path.resolve(__dirname, '../..') : process.cwd();

function templateDir(): string {
  const pgliteVersion = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'))
    .version as string;
  const key = createHash('sha256')
    .update(pgliteVersion)
    .update(JSON.stringify(migrations))
    .update('without template databases')
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), 'subreddit-signal-pglite-templates', key);
}

const file = (dir: string, template: PgliteTemplate) => path.join(dir, `${template}.tar`);

/** Makes the templates unless this PGlite version and these migrations already have them; returns their folder. */
export async function ensurePgliteTemplates(): Promise<string> {
  const dir = templateDir();
  if (existsSync(file(dir, 'empty')) && existsSync(file(dir, 'migrated'))) return dir;
  mkdirSync(dir, { recursive: true });
  const db = await openDatabase({});
  try {
    if (db.native.kind !== 'pglite') throw new Error('expected the embedded database');
    const pglite = (db.native as { pglite: { exec(sql: string): Promise<unknown> } }).pglite;
    // Everything runs in the `postgres` database; initdb's template0 and template1 are 15 of the
    // dump's 42 MB, and every open copies and starts over all of it (open CPU about 450 → 250 ms).
    // Nothing in the suites creates a database on PGlite, so the templates leave them out.
    for (const name of ['template0', 'template1']) {
      await pglite.exec(`UPDATE pg_database SET datistemplate = false, datallowconn = false WHERE datname = '${name}'`);
      await pglite.exec(`DROP DATABASE ${name}`);
    }
    await pglite.exec('CHECKPOINT');
    const save = async (template: PgliteTemplate) => {
      const dump = await (db.native as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
      // Written aside and renamed, so a run alongside never reads half a file.
      const partial = `${file(dir, template)}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file(dir, template));
    };
    await save('empty');
    await migrate(db);
    await save('migrated');
  } finally {
    await db.close();
  }
  return dir;
}

/**
 * A Blob over a Buffer that hands PGlite the Buffer's own bytes: Node 20's Blob#arrayBuffer reads a
 * 40 MB in-memory Blob in chunks and concatenates them, a good part of an open's CPU. PGlite only
 * reads the tarball (arrayBuffer, then untar), and each open gets a buffer of its own.
 */
class BufferBlob extends Blob {
  constructor(private readonly content: Buffer) {
    super([]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.content;
    return byteOffset === 0 && byteLength === buffer.byteLength
      ? (buffer as ArrayBuffer)
      : (buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer);
  }
}

/** The template's data directory to load, or undefined outside a run with templates (then PGlite initialises its own). */
export function pgliteTemplate(template: PgliteTemplate): Blob | undefined {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (!dir || !existsSync(file(dir, template))) return undefined;
  return new BufferBlob(readFileSync(file(dir, template)));
}

/**
 * For a suite that runs the real server on DATA_DIR: its embedded database (DATA_DIR/pglite) laid
 * down from the template, so neither the suite nor the server initialises one. Without templates
 * (no globalSetup) the folder is left alone and the server makes its own as before.
 */
export async function seedPgliteDataDir(dataDir: string, template: PgliteTemplate = 'migrated'): Promise<void> {
  const loadDataDir = pgliteTemplate(template);
  if (!loadDataDir) return;
  const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite'), loadDataDir });
  await db.close();
}
