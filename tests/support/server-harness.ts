import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { createDeps } from '../../server/src/deps';
import type { Generator } from '../../server/src/modules/generation/port';
import { ManualClock } from '../../server/src/platform/clock';
import type { MailMessage, Mailer } from '../../server/src/platform/mail';
import { openTestDatabase } from './test-database';
import { trackedUntilClosed } from './leftover-apps';

/** Captures mail in memory so a test can read the code a user would receive. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  async close() {}
  lastTo(email: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to.toLowerCase() === email.toLowerCase());
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: ManualClock;
  /** Wraps the generator the config chose (a test pins the nonces the app draws, say), before the routes take it. */
  wrapGenerator?: (generator: Generator) => Generator;
}

/**
 * The real app over a real database: PGlite in memory by default, or a throwaway schema in
 * PostgreSQL when TEST_DATABASE_URL is set (tests/support/test-database.ts).
 */
export function startTestApp(opts: TestAppOptions = {}) {
  return trackedUntilClosed(startApp(opts));
}

async function startApp(opts: TestAppOptions) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-test-'));
  // Migrated already (createDeps' own migrate then finds nothing to do): the template's migrated copy on PGlite.
  const { db, close: closeDb } = await openTestDatabase({ migrate: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    ...opts.env,
  });
  const mailer = new CapturingMailer();
  const clock = opts.clock ?? new ManualClock(new Date('2026-03-05T10:00:00Z'));
  const deps = await createDeps(config, { db, mailer, clock });
  if (opts.wrapGenerator) deps.generator = opts.wrapGenerator(deps.generator);
  const app = await buildApp(deps);
  await app.ready();

  return {
    app,
    deps,
    db,
    mailer,
    clock,
    dataDir,
    async close() {
      await app.close();
      await closeDb();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
