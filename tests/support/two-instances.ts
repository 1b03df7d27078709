import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/client';
import { createDeps, type DepsOverrides } from '../../server/src/deps';
import { ManualClock } from '../../server/src/platform/clock';
import { CapturingMailer } from './server-harness';
import { openTestDatabase, testDatabaseUrl } from './test-database';

/** One API instance of several over one database: its own deps (caches, listener) and app. */
export type Instance = Awaited<ReturnType<typeof startInstance>>;

export async function startInstance(db: Database, clock: ManualClock, overrides: Omit<DepsOverrides, 'db' | 'clock'> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-instance-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    // Production instances share JWT_SECRET; without it each would make its own.
    JWT_SECRET: 'shared-secret-of-every-instance-0123456789',
  });
  const deps = await createDeps(config, { mailer: new CapturingMailer(), ...overrides, db, clock });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances, A and B, over one throwaway database: on PostgreSQL each has its own connection
 * pool to the same schema; PGlite is one process's database, so there they share it.
 */
export async function startTwoInstances(overridesOfB: Omit<DepsOverrides, 'db' | 'clock'> = {}) {
  const testDb = await openTestDatabase();
  const base = testDatabaseUrl();
  const secondDb = base ? await openDatabase({ url: base, schema: testDb.schema, poolSize: 3 }) : testDb.db;
  const clock = new ManualClock(new Date('2026-03-05T10:00:00Z'));
  const a = await startInstance(testDb.db, clock);
  const b = await startInstance(secondDb, clock, overridesOfB);
  return {
    a,
    b,
    db: testDb.db,
    clock,
    async close() {
      await a.close();
      await b.close();
      if (secondDb !== testDb.db) await secondDb.close();
      await testDb.close();
    },
  };
}
