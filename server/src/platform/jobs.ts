import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { pgliteBossDb } from './pglite-boss-db';

/**
 * Background jobs and schedules on pg-boss, in the same database as everything else: the embedded
 * PGlite by default, PostgreSQL in production (where SKIP LOCKED lets any number of workers share
 * the queues without running a job twice). Schedules are cron expressions in UTC.
 *
 * Handlers must be idempotent: a job can run again after a worker dies mid-way (pg-boss retries it),
 * so every effect a handler has is keyed (a credit grant's idempotency key, a delivery row).
 */
export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron in UTC, e.g. '0 3 * * *' for 03:00 every day. Omit for jobs that are only sent. */
  cron?: string;
  /** Retries after a failure, with exponential backoff. */
  retryLimit?: number;
  handler: (data: T) => Promise<void>;
}

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Jobs {
  send(name: string, data?: object, options?: { singletonKey?: string; startAfterSeconds?: number }): Promise<string | null>;
  /** Stops taking work and waits up to `timeoutMs` for running handlers (default 8 s). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface JobsOptions {
  /** How often an idle worker asks for work (seconds; pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
  /** Register the handlers (a worker) or only send jobs (an API instance). */
  work?: boolean;
}

/**
 * The queue's own schema, `pgboss`; a database opened in a schema of its own (a test's throwaway
 * schema) keeps the queue's tables in that schema too, so dropping it leaves nothing behind.
 */
function bossSchema(db: Database): string {
  return db.native.kind === 'postgres' && db.native.schema ? db.native.schema : 'pgboss';
}

/**
 * Instances booting at the same moment create the same queues at once, and PostgreSQL may pick one
 * of them as a deadlock victim (40P01) or see the other's row first (23505): the queue then exists
 * or will, so the step is tried again, a few times.
 */
export async function onceSettled<T>(step: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await step();
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (i >= attempts || (code !== '40P01' && code !== '23505')) throw err;
      await new Promise((r) => setTimeout(r, 50 * i + Math.floor(Math.random() * 50)));
    }
  }
}

export async function startJobs(
  db: Database,
  definitions: readonly JobDefinition[],
  log: JobLogger,
  opts: JobsOptions = {},
): Promise<Jobs> {
  const schema = bossSchema(db);
  const boss =
    db.native.kind === 'pglite'
      ? new PgBoss({ db: pgliteBossDb(db.native.pglite), schema })
      : new PgBoss({ connectionString: db.native.url, schema, max: 4, application_name: 'subreddit-signal-jobs' });
  // pg-boss reports background failures (maintenance, a lost connection) as events: log, never crash.
  // (The error carries pg's whole client object; only what an operator can act on is logged.)
  boss.on('error', (err) => log.error({ err: briefError(err) }, 'job queue error'));
  await boss.start();

  for (const def of definitions) {
    const queue = { name: def.name, retryLimit: def.retryLimit ?? 5, retryBackoff: true, retryDelay: 30 };
    await onceSettled(() => boss.createQueue(def.name, queue));
    if (opts.work !== false) {
      await boss.work<object>(def.name, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          const started = Date.now();
          try {
            await def.handler(job.data ?? {});
            log.info({ job: def.name, id: job.id, ms: Date.now() - started }, 'job done');
          } catch (err) {
            log.warn({ job: def.name, id: job.id, err }, 'job failed; it will be retried');
            throw err;
          }
        }
      });
      if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
    }
  }

  return {
    send: (name, data, options) =>
      boss.send(name, data ?? {}, {
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      }),
    stop: (timeoutMs = 8000) => boss.stop({ graceful: true, timeout: timeoutMs }),
  };
}

function briefError(err: unknown): { message: string; code?: unknown } {
  const e = err as { message?: unknown; code?: unknown };
  return { message: String(e?.message ?? err), ...(e?.code ? { code: e.code } : {}) };
}
