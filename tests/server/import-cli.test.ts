import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import type { ImportStats } from '../../server/src/modules/reddit/import';
import { POPULAR, ROOT, THREAD } from './import-support';
import { seedPgliteDataDir } from '../support/pglite-template';
import { itOnEmbedded, itOnPostgres } from '../support/passes';
import { openTestDatabase } from '../support/test-database';

// The CLI end to end, as production runs it: a child process on the embedded database under a
// temporary DATA_DIR (and on PostgreSQL through DATABASE_URL when TEST_DATABASE_URL is set). The
// embedded runs never touch the suite's database, so they run in the embedded pass only.

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/cli/import.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'ss-import-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const rel = (file: string) => path.relative(ROOT, file);

describe('npm run import (server/src/cli/import.ts)', () => {
  itOnEmbedded(
    'imports the files, lists malformed lines by number, summarises, and exits 0; a second run changes nothing',
    async () => {
      const dataDir = path.join(tmp, 'data-ok');
      const first = await runCli([rel(POPULAR), rel(`${THREAD}`)], { DATA_DIR: dataDir });
      expect(first.stderr).toContain(`import: database embedded (PGlite) in ${path.join(dataDir, 'pglite')}`);
      for (const [line, reason] of [
        [17, 'not valid JSON'],
        [33, 'missing created_utc'],
        [50, 'title is not a string'],
        [64, 'not a JSON object (an array)'],
        [91, 'id is not a string'],
      ]) {
        expect(first.stderr).toContain(`${rel(POPULAR)} line ${line}: ${reason}\n`);
      }
      expect(first.stderr).toMatch(
        /import: done tests\/fixtures\/dumps\/popular-hot-2026-04-13\.ndjson \(plain, 108\.\d KiB\) in \d+\.\d s, [\d,]+ lines\/s/,
      );
      expect(first.stderr).toContain('  lines 108: 100 posts, 0 comments, 2 skipped (2 NSFW), 5 malformed, 1 empty\n');
      expect(first.stderr).toContain('  posts: 100 new, 0 updated, 0 unchanged\n');
      expect(first.stderr).toContain('  lines 473: 1 posts, 465 comments, 7 skipped (7 deleted/removed comments), 0 malformed, 0 empty\n');
      expect(first.stderr).toContain('import: 2 of 2 files imported; 101 posts, 465 comments, 9 skipped, 5 malformed\n');
      expect(first.code).toBe(0);

      const second = await runCli(['--json', '--quiet', rel(`${POPULAR}.zst`), rel(THREAD)], { DATA_DIR: dataDir });
      expect(second.code).toBe(0);
      const summary = JSON.parse(second.stdout) as { files: ImportStats[]; failures: string[] };
      expect(summary.failures).toEqual([]);
      expect(summary.files.map((f) => [f.file, f.format, f.written])).toEqual([
        [
          rel(`${POPULAR}.zst`),
          'zstd',
          {
            posts: { inserted: 0, updated: 0, unchanged: 100 },
            comments: { inserted: 0, updated: 0, unchanged: 0 },
            subreddits: { inserted: 0, updated: 0, unchanged: 96 },
          },
        ],
        [
          rel(THREAD),
          'plain',
          {
            posts: { inserted: 0, updated: 0, unchanged: 1 },
            comments: { inserted: 0, updated: 0, unchanged: 465 },
            subreddits: { inserted: 0, updated: 0, unchanged: 1 },
          },
        ],
      ]);
      expect(second.stderr).not.toMatch(/import: \d+% /); // --quiet: no progress lines

      // What the server will read from the same DATA_DIR.
      const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const [counts] = await db.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM reddit_posts) AS posts, (SELECT count(*)::int FROM reddit_comments) AS comments,
                (SELECT count(*)::int FROM reddit_subreddits) AS subreddits`,
        );
        expect(counts).toEqual({ posts: 101, comments: 465, subreddits: 97 });
      } finally {
        await db.close();
      }
    },
    180_000,
  );

  itOnEmbedded(
    'a missing file: exit 1 with the name, before the database is touched',
    async () => {
      const dataDir = path.join(tmp, 'data-missing');
      const run = await runCli([rel(POPULAR), 'no/such/dump.ndjson.zst'], { DATA_DIR: dataDir });
      expect(run.stderr).toBe('import: no/such/dump.ndjson.zst: no such file\n');
      expect(run.code).toBe(1);
      expect(existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  itOnEmbedded(
    'a file in a format it cannot read: exit 1 with a clear message, the other files still imported',
    async () => {
      const fake = path.join(tmp, 'fake.ndjson.gz');
      writeFileSync(fake, '{"id":"x"}\n');
      const csv = path.join(tmp, 'posts.csv');
      writeFileSync(csv, 'created_utc,score,domain,id,title\n1371237018.0,10,self.marketing,1gcu20,Hello\n');
      // The first test covers a fresh DATA_DIR; this one starts from an initialised database.
      await seedPgliteDataDir(path.join(tmp, 'data-bad'));
      const run = await runCli(['--json', fake, csv, rel(THREAD)], { DATA_DIR: path.join(tmp, 'data-bad') });
      expect(run.stderr).toContain(
        `import: FAILED ${fake} is named like a gzip file but does not start with the gzip magic bytes: not a gzip file, or damaged\n`,
      );
      expect(run.stderr).toContain(`${csv} line 1: not valid JSON\n${csv} line 2: not valid JSON\n`);
      expect(run.stderr).toContain(`import: FAILED ${csv}: none of its 2 lines is a Reddit submission or comment (2 malformed)`);
      expect(run.stderr).toContain(`import: read before failing: ${csv} (plain, 78 B)`);
      expect(run.stderr).toContain('import: 1 of 3 files imported; 1 posts, 465 comments, 7 skipped, 2 malformed; 2 failed\n');
      expect(JSON.parse(run.stdout).files.find((f: ImportStats) => f.file === rel(THREAD)).written.comments.inserted).toBe(465);
      expect(run.code).toBe(1);
    },
    120_000,
  );

  itOnEmbedded(
    'no file, or an unknown option: exit 2 with the usage; --help: exit 0',
    async () => {
      const none = await runCli([], { DATA_DIR: path.join(tmp, 'data-usage') });
      expect(none.code).toBe(2);
      expect(none.stderr).toMatch(/^import: no file given\n\nUsage: npm run import -- \[options\] <file> \[more files\]/);
      const unknown = await runCli(['--fast', rel(POPULAR)], { DATA_DIR: path.join(tmp, 'data-usage') });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/^import: unknown option --fast\n/);
      const help = await runCli(['--help'], {});
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: npm run import/);
      expect(existsSync(path.join(tmp, 'data-usage'))).toBe(false);
    },
    60_000,
  );

  itOnEmbedded(
    'a bad setting in the environment: exit 1 naming it',
    async () => {
      const run = await runCli([rel(POPULAR)], { DATA_DIR: path.join(tmp, 'data-env'), DATABASE_URL: 'mysql://nope' });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/DATABASE_URL: DATABASE_URL must be a URL \(postgres, postgresql\)/);
    },
    60_000,
  );

  itOnPostgres(
    'imports into PostgreSQL when DATABASE_URL is set',
    async () => {
      // An empty schema of its own: the CLI migrates it.
      const target = await openTestDatabase({ poolSize: 1 });
      try {
        const run = await runCli(['--quiet', rel(POPULAR), rel(THREAD)], {
          DATA_DIR: path.join(tmp, 'data-pg'),
          DATABASE_URL: target.url!,
        });
        expect(run.stderr).toContain('import: database PostgreSQL (DATABASE_URL)\n');
        expect(run.code).toBe(0);
        const rows = await target.db.query(
          `SELECT (SELECT count(*)::int FROM ${target.schema}.reddit_posts) AS posts, (SELECT count(*)::int FROM ${target.schema}.reddit_comments) AS comments`,
        );
        expect(rows[0]).toEqual({ posts: 101, comments: 465 });
      } finally {
        await target.close();
      }
    },
    120_000,
  );
});
