// `npm run reports` beside a server that holds the embedded database: one plain line saying so and
// what to do, no stack trace, exit 1, and the server's lock left alone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

describe('npm run reports beside a running server on the embedded database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reports-busy-'));
    mkdirSync(dataDir, { recursive: true });
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('says in one line that the server sends reports itself, without a stack trace', () => {
    // This test process stands in for the server: a live pid in the lock file.
    const lockFile = path.join(dataDir, 'pglite.lock');
    writeFileSync(lockFile, String(process.pid));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/reports.ts', '--due'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`process ${process.pid}`);
    expect(lines[0]).toMatch(/sends due reports itself every hour; stop it to run them now, or use DATABASE_URL/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
  });
});
