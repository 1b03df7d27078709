// The database going away must not take the server with it. On PostgreSQL (the PostgreSQL pass,
// TEST_DATABASE_URL) the real server is started behind a TCP proxy this test controls: its
// connections are killed with pg_terminate_backend under traffic, then the database is made
// unreachable and brought back. On either pass, a query that loses its connection is a 503.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTestApp, type TestApp } from '../support/server-harness';
import { describeOnPostgres } from '../support/passes';
import { createThrowawaySchema, testDatabaseUrl } from '../support/test-database';
import { eventually, request, spawnServer, type SpawnedServer } from '../support/spawned-server';

describe('a query that loses its database connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with Retry-After (not a 500), and readiness says 503 until the database answers again', async () => {
    const real = { query: t.db.query.bind(t.db), ping: t.db.ping.bind(t.db) };
    const lost = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    t.db.query = async () => {
      throw lost;
    };
    t.db.ping = async () => {
      throw lost;
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'Password-123' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toBe('The service is briefly unavailable. Please try again in a moment.');
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      Object.assign(t.db, real);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('a database that refuses new connections', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // PostgreSQL's own wording for each refusal.
  it.each([
    ['53300', 'sorry, too many clients already'],
    ['57P03', 'the database system is starting up'],
    ['55000', 'database "signal" is not currently accepting connections'],
  ])('SQLSTATE %s (%s) answers 503 with Retry-After', async (code, message) => {
    const real = t.db.query.bind(t.db);
    t.db.query = async () => {
      throw Object.assign(new Error(message), { code });
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'Password-123' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      t.db.query = real;
    }
  });

  it('55000 for any other reason (a query whose own prerequisite failed) stays a 500: it is a bug, not a refusal', async () => {
    const real = t.db.query.bind(t.db);
    t.db.query = async () => {
      throw Object.assign(new Error('currval of sequence "x" is not yet defined in this session'), { code: '55000' });
    };
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'Password-123' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      t.db.query = real;
    }
  });
});

/** A TCP proxy to PostgreSQL that can be cut (every connection reset, new ones refused) and restored. */
class CuttableProxy {
  private server = net.createServer((client) => this.accept(client));
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  private accept(client: net.Socket) {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => this.sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut() {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const s of this.sockets) s.resetAndDestroy();
    await closed;
  }

  async restore() {
    this.server = net.createServer((client) => this.accept(client));
    await this.listen();
  }
}

describeOnPostgres('the real server on PostgreSQL when the database drops its connections', () => {
  let server: SpawnedServer | undefined;
  let proxy: CuttableProxy | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  let admin: pg.Client | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    server?.kill();
    await proxy?.cut().catch(() => undefined);
    await admin?.end().catch(() => undefined);
    await dropSchema?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up through pg_terminate_backend under traffic and an unreachable database, and serves again within seconds', async () => {
    const base = new URL(testDatabaseUrl()!);
    const throwaway = await createThrowawaySchema(base.toString(), 'dbloss');
    dropSchema = throwaway.drop;
    proxy = new CuttableProxy({ host: base.hostname, port: Number(base.port || 5432) });
    await proxy.listen();
    // Through the proxy, and named uniquely so only this server's connections are terminated.
    const appName = `ss-dbloss-${Math.random().toString(36).slice(2, 10)}`;
    const url = new URL(throwaway.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('application_name', appName);
    admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();

    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-dbloss-'));
    server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      JWT_SECRET: 'db-connection-loss-test-secret-0123456789',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      STATIC_DIR: path.join(dataDir, 'no-spa'),
    });
    const { port } = server;
    // The plans catalogue is read from the database on every call.
    const plans = () => request(port, 'GET', '/api/plan/list');
    expect((await plans()).status).toBe(200);

    // 1. Traffic from 4 clients while every connection of the server is terminated every 100 ms for 2 s.
    let traffic = true;
    const statuses: number[] = [];
    const clients = Array.from({ length: 4 }, async (_, i) => {
      while (traffic && server!.alive()) {
        const res = await (i % 2 ? plans() : request(port, 'GET', '/api/ready')).catch(() => undefined);
        if (res) statuses.push(res.status);
      }
    });
    let terminated = 0;
    for (const until = Date.now() + 2000; Date.now() < until;) {
      const res = await admin.query('SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = $1', [appName]);
      terminated += res.rows.filter((r: { ok: boolean }) => r.ok).length;
      await sleep(100);
    }
    traffic = false;
    await Promise.all(clients);
    expect(terminated).toBeGreaterThan(3);
    // On failure, the server's own last words say why it died.
    expect(server.alive() ? 'alive' : `exited; stderr: ${server.stderr()}\nstdout: ${server.stdout().slice(-3000)}`).toBe('alive');
    expect(statuses.filter((s) => s === 500)).toEqual([]);
    const recovered = await eventually(
      async () => (await plans()).status === 200 && (await request(port, 'GET', '/api/ready')).status === 200,
      5000,
    );
    expect(recovered.ok).toBe(true);

    // 2. The database becomes unreachable: readiness says 503, the process stays up.
    await proxy.cut();
    const notReady = await eventually(async () => (await request(port, 'GET', '/api/ready')).status === 503, 10_000);
    expect(notReady.ok).toBe(true);
    expect((await plans()).status).toBe(503);
    await sleep(500);
    expect(server.alive()).toBe(true);

    // 3. It comes back: requests succeed again within seconds.
    await proxy.restore();
    const back = await eventually(
      async () => (await request(port, 'GET', '/api/ready')).status === 200 && (await plans()).status === 200,
      10_000,
    );
    expect(back).toMatchObject({ ok: true });
    expect(back.afterMs).toBeLessThan(10_000);
    expect(server.alive()).toBe(true);
  }, 180_000);
});
