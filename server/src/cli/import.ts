/**
 * `npm run import -- <file> [more files]` (production: `node server/dist/import.js <file> …`):
 * imports Pushshift / Arctic Shift NDJSON dumps (plain, .gz, .zst) into the database the server
 * uses (DATABASE_URL, else the embedded one under DATA_DIR), after running its migrations.
 *
 * Exit codes: 0 every file was read (malformed lines are reported, not fatal); 1 a file could not
 * be read (missing, unreadable format, corrupt) or the database failed; 2 bad arguments;
 * 130 interrupted (batches written before the interrupt stay).
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { DumpImportError, formatMalformed, formatProgress, formatSummary, importDump, type ImportStats } from '../modules/reddit/import';

const USAGE = `Usage: npm run import -- [options] <file> [more files]
       node server/dist/import.js [options] <file> [more files]

Imports Reddit submissions and comments from Pushshift / Arctic Shift NDJSON dumps
(one JSON object per line; plain, .gz or .zst) into the server's database
(DATABASE_URL, else the embedded database under DATA_DIR). Safe to run again:
records already imported are only rewritten when they changed.

Options:
  --batch-size <n>   records per transaction (default 500)
  --quiet            no progress lines (malformed lines and the summary are still shown)
  --json             also print the summary of every file as JSON on stdout
  -h, --help         this text

With the embedded database (no DATABASE_URL), stop the server first: only one
process may open DATA_DIR/pglite at a time.`;

/** Malformed lines listed per file; the rest are only counted. */
const MAX_LISTED = 100;

interface Args {
  files: string[];
  batchSize: number;
  quiet: boolean;
  json: boolean;
}

function parseArgs(argv: string[]): Args | { help: true } | { error: string } {
  const args: Args = { files: [], batchSize: 500, quiet: false, json: false };
  let onlyFiles = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (onlyFiles || !a.startsWith('-') || a === '-') {
      args.files.push(a);
    } else if (a === '--') {
      onlyFiles = true;
    } else if (a === '-h' || a === '--help') {
      return { help: true };
    } else if (a === '--quiet' || a === '-q') {
      args.quiet = true;
    } else if (a === '--json') {
      args.json = true;
    } else if (a === '--batch-size' || a.startsWith('--batch-size=')) {
      const raw = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 5000)
        return { error: `--batch-size must be a whole number from 1 to 5000 (got ${raw ?? 'nothing'})` };
      args.batchSize = n;
    } else {
      return { error: `unknown option ${a}` };
    }
  }
  if (args.files.length === 0) return { error: 'no file given' };
  if (args.files.includes('-')) return { error: 'reading from standard input is not supported; give a file name' };
  return args;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const err = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if ('help' in parsed) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if ('error' in parsed) {
    err(`import: ${parsed.error}\n\n${USAGE}`);
    return 2;
  }

  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      err(e.message);
      return 1;
    }
    throw e;
  }

  // npm runs scripts from the package root; file names are meant relative to where it was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const files = parsed.files.map((f) => ({ shown: f, full: path.resolve(base, f) }));

  // A missing file stops the run before anything is written: fix the command, then run it again.
  const missing = files.filter((f) => !isFile(f.full));
  if (missing.length > 0) {
    for (const f of missing) err(`import: ${f.shown}: ${existsSync(f.full) ? 'not a regular file' : 'no such file'}`);
    return 1;
  }

  let db: Database;
  try {
    if (config.DATABASE_URL) {
      db = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
      err('import: database PostgreSQL (DATABASE_URL)');
    } else {
      const dataDir = path.resolve(config.DATA_DIR);
      mkdirSync(dataDir, { recursive: true });
      db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      err(`import: database embedded (PGlite) in ${path.join(dataDir, 'pglite')}`);
    }
    await migrate(db);
  } catch (e) {
    err(`import: cannot open the database: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }

  const controller = new AbortController();
  const onSignal = () => {
    if (controller.signal.aborted) process.exit(130);
    err('import: stopping after the current batch (press Ctrl-C again to quit at once)');
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const all: ImportStats[] = [];
  const failures: string[] = [];
  try {
    for (const file of files) {
      if (controller.signal.aborted) break;
      let listed = 0;
      try {
        const stats = await importDump(db, file.full, {
          batchSize: parsed.batchSize,
          signal: controller.signal,
          onProgress: parsed.quiet ? undefined : (p) => err(formatProgress({ ...p, file: file.shown })),
          onMalformed: (m) => {
            listed++;
            if (listed <= MAX_LISTED) err(formatMalformed({ ...m, file: file.shown }, files.length > 1));
            else if (listed === MAX_LISTED + 1) err(`${file.shown}: more malformed lines; only the first ${MAX_LISTED} are listed`);
          },
        });
        stats.file = file.shown;
        all.push(stats);
        err(formatSummary(stats));
      } catch (e) {
        if (!(e instanceof DumpImportError)) throw e;
        const message = e.message.split(file.full).join(file.shown);
        failures.push(message);
        err(`import: FAILED ${message}`);
        if (e.stats) {
          e.stats.file = file.shown;
          all.push(e.stats);
          err(formatSummary(e.stats, true));
        }
      }
    }
  } catch (e) {
    err(`import: failed: ${e instanceof Error ? e.message : String(e)}`);
    failures.push(String(e));
  } finally {
    await db.close().catch(() => undefined);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  if (files.length > 1) {
    const sum = (f: (s: ImportStats) => number) => all.reduce((t, s) => t + f(s), 0).toLocaleString('en-US');
    err(
      `import: ${files.length - failures.length} of ${files.length} files imported; ${sum((s) => s.posts)} posts, ${sum((s) => s.comments)} comments, ` +
        `${sum((s) => s.skipped.total)} skipped, ${sum((s) => s.malformed)} malformed` +
        (failures.length ? `; ${failures.length} failed` : ''),
    );
  }
  if (parsed.json) process.stdout.write(`${JSON.stringify({ files: all, failures })}\n`);
  if (controller.signal.aborted) return 130;
  return failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    err(`import: failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exitCode = 1;
  },
);
