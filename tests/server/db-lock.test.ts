import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/src/db/client';
import { pgliteTemplate } from '../support/pglite-template';

// The lock is what is tested, so each folder starts from the run's template instead of PGlite's
// full set-up (a fresh folder's initdb is covered by the shutdown and CLI suites). On a busy CI
// machine an open can still take seconds, hence the longer timeout.
jest.setTimeout(120_000);

describe('embedded database lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ss-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a second opener out of a folder in use, with a clear message, and frees it on close', async () => {
    const dataDir = path.join(dir, 'pglite');
    const first = await openDatabase({ dataDir, loadDataDir: pgliteTemplate('migrated') });
    // Another live process holds it (our parent process stands in for "the server").
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+\. Stop that process/);
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    await first.close();
    const again = await openDatabase({ dataDir });
    expect(await again.ping()).toBe(true);
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = path.join(dir, 'stale');
    writeFileSync(`${dataDir}.lock`, '999999');
    const db = await openDatabase({ dataDir, loadDataDir: pgliteTemplate('migrated') });
    expect(await db.ping()).toBe(true);
    await db.close();
  });
});
