// Process roles: ROLE=api serves HTTP and runs no jobs or housekeeping (no 'started' log line, a
// stale row housekeeping would delete stays); ROLE=worker runs the jobs, schedules and
// housekeeping and serves only the probes. Spawned for real on PostgreSQL (the PostgreSQL pass):
// the embedded database cannot be shared, and config refuses those roles without DATABASE_URL
// (tests/server/platform-config.test.ts). The probe server itself is checked on both passes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildProbeApp } from '../../server/src/app';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';
import { startTestApp, type TestApp } from '../support/server-harness';
import { describeOnPostgres } from '../support/passes';
import { createThrowawaySchema, testDatabaseUrl } from '../support/test-database';
import { eventually, request, spawnServer, type SpawnedServer } from '../support/spawned-server';

const JOBS_STARTED = 'job workers, schedules and housekeeping started';

describe('the worker’s probe server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /api/health and /api/ready and nothing else', async () => {
    const probe = await buildProbeApp(t.deps);
    try {
      expect((await probe.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
      expect((await probe.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
      for (const [method, url] of [
        ['POST', '/api/auth/login'],
        ['GET', '/api/plan/list'],
        ['GET', '/'],
      ] as const) {
        const res = await probe.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      probe.appState.draining = true;
      expect((await probe.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      await probe.close();
    }
  });
});

describeOnPostgres('ROLE=api and ROLE=worker on PostgreSQL', () => {
  const servers: SpawnedServer[] = [];
  const dirs: string[] = [];
  let drop: (() => Promise<void>) | undefined;
  let admin: pg.Client | undefined;
  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    for (const s of servers) s.kill();
    await Promise.all(servers.map((s) => s.exited));
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('api serves HTTP without starting the job queue; worker starts it and serves only the probes', async () => {
    const throwaway = await createThrowawaySchema(testDatabaseUrl()!, 'roles');
    drop = throwaway.drop;
    // Housekeeping deletes expired sign-in states as soon as it starts: a stale one tells whether it ran.
    const db = new pg.Client({ connectionString: throwaway.url });
    admin = db;
    await db.connect();
    const staleStates = async () =>
      (await db.query(`SELECT count(*)::int AS n FROM oauth_states WHERE state = 'stale'`)).rows[0].n as number;
    const start = async (role: string) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `ss-${role}-`));
      dirs.push(dataDir);
      const server = await spawnServer({
        ROLE: role,
        DATA_DIR: dataDir,
        DATABASE_URL: throwaway.url,
        JWT_SECRET: 'process-roles-test-secret-0123456789abcdef',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        STATIC_DIR: path.join(dataDir, 'no-spa'),
      });
      servers.push(server);
      return server;
    };

    // Migrated here, so the stale row is in place before either process starts.
    const migrated = await openDatabase({ url: testDatabaseUrl(), schema: throwaway.schema, poolSize: 1 });
    await migrate(migrated);
    await migrated.close();
    await db.query(
      `INSERT INTO oauth_states (state, code_verifier, nonce, redirect_uri, expires_at) VALUES ('stale', 'v', 'n', 'r', now() - interval '1 day')`,
    );

    const api = await start('api');
    const login = await request(api.port, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
    });
    expect(login.status).toBe(401);
    expect((await request(api.port, 'GET', '/api/plan/list')).status).toBe(200);
    expect((await request(api.port, 'GET', '/api/ready')).status).toBe(200);
    expect(api.stdout()).toMatch(/"role":"api"/);
    expect(api.stdout()).not.toContain(JOBS_STARTED);
    await sleep(1500);
    expect(await staleStates()).toBe(1);

    const worker = await start('worker');
    expect((await request(worker.port, 'GET', '/api/health')).status).toBe(200);
    expect((await request(worker.port, 'GET', '/api/ready')).status).toBe(200);
    const refused = await request(worker.port, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
    });
    expect(refused.status).toBe(404);
    expect((await request(worker.port, 'GET', '/api/plan/list')).status).toBe(404);
    expect(worker.stdout()).toContain(JOBS_STARTED);
    expect((await eventually(async () => (await staleStates()) === 0, 10_000)).ok).toBe(true);

    // Both keep running side by side; the api instance is untouched by the worker's start.
    expect((await request(api.port, 'GET', '/api/plan/list')).status).toBe(200);
    expect(api.stdout()).not.toContain(JOBS_STARTED);
    expect(api.stderr() + worker.stderr()).toBe('');
  }, 240_000);
});
