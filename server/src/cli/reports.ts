/**
 * `npm run reports -- --due [--now <ISO time>]`: runs the report deliveries due now (or at the
 * given moment) once, with the same code as the hourly `reports.tick` job, against the server's
 * database (DATABASE_URL, else the embedded one under DATA_DIR) and mail settings.
 *
 * Exit codes: 0 done (also when some sends failed: they stay 'failed' and the next run retries
 * them); 1 configuration or database failure; 2 bad arguments.
 */
import { ConfigError, loadConfig } from '../config';
import { DatabaseInUseError } from '../db/client';
import { createDeps } from '../deps';
import { runDueReports } from '../modules/reports';

const USAGE = `Usage: npm run reports -- --due [--now <ISO time>]

Sends the weekly and monthly e-mail reports due now (subscribers whose local time is
in the 08:00 hour of their report day), retries failed sends and takes over stale
claims, exactly as the hourly reports.tick job does. Safe to run at any time and in
parallel with the server: each report is claimed once.

Options:
  --due              run the due deliveries (required)
  --now <ISO time>   pretend it is this moment, e.g. 2026-11-23T08:30:00Z
  -h, --help         this text

With the embedded database (no DATABASE_URL) only one process may open
DATA_DIR/pglite: a running server sends the due reports itself every hour;
stop it to run them now.`;

export function parseReportArgs(argv: string[]): { due: boolean; now?: Date } | { help: true } | { error: string } {
  let due = false;
  let now: Date | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '-h' || a === '--help') return { help: true };
    if (a === '--due') due = true;
    else if (a === '--now' || a.startsWith('--now=')) {
      const raw = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      const d = raw ? new Date(raw) : new Date(NaN);
      if (!raw || Number.isNaN(d.getTime())) return { error: `--now needs an ISO date-time, got ${raw ?? 'nothing'}` };
      now = d;
    } else return { error: `Unknown argument: ${a}` };
  }
  if (!due) return { error: 'Nothing to do: pass --due' };
  return { due, now };
}

async function main(): Promise<number> {
  const args = parseReportArgs(process.argv.slice(2));
  if ('help' in args) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if ('error' in args) {
    process.stderr.write(`${args.error}\n\n${USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  let deps;
  try {
    deps = await createDeps(config);
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    // The running server sends due reports itself (the hourly reports.tick job): nothing is lost.
    process.stderr.write(
      `The server (process ${err.owner}) has the embedded database open and sends due reports itself every hour; stop it to run them now, or use DATABASE_URL (PostgreSQL) to run this beside it.\n`,
    );
    return 1;
  }
  try {
    const result = await runDueReports(deps, args.now ?? deps.clock.now());
    process.stdout.write(`Reports: ${result.sent} sent, ${result.skipped} skipped, ${result.failed} failed\n`);
    return 0;
  } finally {
    await deps.mailer.close();
    await deps.db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`reports failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
