// The loopback cluster test (`npm run test:cluster`, run by .ci/run): PostgreSQL (the machine's), two
// API processes (ROLE=api), one worker (ROLE=worker) and HAProxy in front, all on 127.0.0.1, then
// faults under bounded load. Prints the figures and exits non-zero when a check fails.
//
// Needs: the built server (server/dist/main.js; built here when missing), haproxy on PATH (.ci/run
// installs it), PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test):
// the test creates its own database and drops it at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE_URL = process.env.TEST_DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOAD_CONCURRENCY = 16;
const CLAIM_TIMEOUT_SECONDS = 6;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'ss-cluster-'));
const dbName = `cluster_${process.pid}_${Date.now().toString(36)}`;
const dbUrl = (() => {
  const u = new URL(BASE_URL);
  u.pathname = `/${dbName}`;
  return u.href;
})();

const checks: { name: string; ok: boolean; detail: string }[] = [];
const figures: Record<string, unknown> = {};
const check = (name: string, ok: boolean, detail: string) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (msg: string) => console.log(`[cluster ${new Date().toISOString().slice(11, 23)}] ${msg}`);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

// ------------------------------------------------------------------ processes

interface ServerProcess {
  proc: ChildProcess;
  port: number;
  role: string;
  output: string[];
}
const procs = new Map<string, ServerProcess>();
const proc = (name: string): ServerProcess => {
  const p = procs.get(name);
  if (!p) throw new Error(`no process ${name}`);
  return p;
};
let smtpPort = 0;

function startServer(name: string, role: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Tests never reach the internet.
    REDDIT_ARCHIVE_URL: 'off',
    ROLE: role,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    DATA_DIR: path.join(tmp, name),
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0123456789',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'http://127.0.0.1',
    REPORTS_CLAIM_TIMEOUT_SECONDS: String(CLAIM_TIMEOUT_SECONDS),
    // Long on purpose: a revocation reaching the other instance within 1 s cannot be the cache expiring.
    AUTH_CACHE_TTL_MS: '30000',
  };
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, ['server/dist/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (b: Buffer) => {
    output.push(b.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  procs.set(name, { proc: child, port, role, output });
  return child;
}

async function waitReady(port: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(1000) });
      if (res.status === 200) return Date.now();
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`port ${port} not ready within ${timeoutMs} ms`);
}

async function restart(name: string) {
  const p = proc(name);
  if (p.proc.exitCode === null && p.proc.signalCode === null) throw new Error(`${name} still running`);
  startServer(name, p.role, p.port);
  await waitReady(p.port);
}

const alive = (name: string) => {
  const p = proc(name).proc;
  return p.exitCode === null && p.signalCode === null;
};
const exited = (name: string) =>
  new Promise<number | string | null>((resolve) => {
    const p = proc(name).proc;
    if (!alive(name)) return resolve(p.exitCode ?? p.signalCode);
    p.once('exit', (code, signal) => resolve(code ?? signal));
  });

let haproxy: ChildProcess | undefined;
function startHaproxy(lbPort: number) {
  const [a, b] = [proc('api-a').port, proc('api-b').port];
  const cfg = `global
  maxconn 4096
defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout queue 5s
  # A busy instance (argon2 hashing on a 2-core machine) may take a while to answer /api/ready.
  timeout check 2s
  # Safe retries only: a connection that could not be made, or a 503 a draining instance answers
  # before doing anything. A request whose instance died mid-answer is not replayed (not idempotent).
  retries 3
  option redispatch 1
  retry-on conn-failure 503
  option http-server-close
frontend api
  bind 127.0.0.1:${lbPort}
  default_backend apis
backend apis
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  default-server inter 250ms fall 2 rise 1
  server a 127.0.0.1:${a} check
  server b 127.0.0.1:${b} check
`;
  const file = path.join(tmp, 'haproxy.cfg');
  writeFileSync(file, cfg);
  haproxy = spawn('haproxy', ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  haproxy.stderr?.on('data', () => {});
}

interface SmtpStandIn {
  accepted: { to: string[] }[];
  holdNext: boolean;
  onHeld: () => void;
}

// ------------------------------------------------------------------ HTTP helpers

async function api(
  base: string,
  method: string,
  url: string,
  body?: object | null,
  token?: string,
): Promise<{ status: number; json: unknown; text: string }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

let userCount = 0;
async function newUser(base: string) {
  const email = `cluster-${process.pid}-${++userCount}@example.org`;
  const password = 'cluster-password-1';
  const reg = await api(base, 'POST', '/api/auth/register', { name: 'Cluster Tester', email, password });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${reg.text}`);
  return { email, password };
}
async function login(base: string, user: { email: string; password: string }): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await api(base, 'POST', '/api/auth/login', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text}`);
  return res.json as { accessToken: string; refreshToken: string };
}

/**
 * Bounded load: LOAD_CONCURRENCY loops of an authenticated GET (a database read) through the balancer for `ms`.
 * `during(elapsedMs)` hooks fire the fault. Returns every request's outcome with its start time.
 */
interface Outcome {
  at: number;
  /** When its answer (or its error) came, on the same clock as `at`. */
  end: number;
  ok: boolean;
  status: number;
  error?: string;
}
async function load(
  base: string,
  token: string,
  ms: number,
  faults: { atMs: number; run: (elapsed: () => number) => unknown }[] = [],
): Promise<Outcome[]> {
  const results: Outcome[] = [];
  const t0 = Date.now();
  const elapsed = () => Date.now() - t0;
  const pending = faults.map(({ atMs, run }) => sleep(atMs).then(() => run(elapsed)));
  const loop = async () => {
    while (Date.now() - t0 < ms) {
      const at = Date.now() - t0;
      try {
        // A read that reaches the database on every call (the session itself may come from the auth cache).
        const res = await fetch(`${base}/api/subscriber/details`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        results.push({ at, end: elapsed(), ok: res.status === 200, status: res.status });
      } catch (err) {
        const e = err as { cause?: { code?: string }; name?: string };
        results.push({ at, end: elapsed(), ok: false, status: 0, error: String(e.cause?.code ?? e.name ?? err) });
      }
    }
  };
  await Promise.all([...Array.from({ length: LOAD_CONCURRENCY }, loop), ...pending]);
  return results;
}
const summary = (results: Outcome[]) => {
  const failed = results.filter((r) => !r.ok);
  const kinds: Record<string, number> = {};
  for (const f of failed) kinds[f.error ?? `HTTP ${f.status}`] = (kinds[f.error ?? `HTTP ${f.status}`] ?? 0) + 1;
  return { total: results.length, failed: failed.length, kinds };
};

// ------------------------------------------------------------------ the checks

async function sessionRevocation(lb: string, a: string, b: string) {
  const user = await newUser(lb);
  const session = await login(a, user);
  const before = await api(b, 'GET', '/api/users/profile', null, session.accessToken);
  if (before.status !== 200) throw new Error(`profile on B before logout: ${before.status}`);
  const out = await api(a, 'POST', '/api/auth/logout', { refreshToken: session.refreshToken });
  if (out.status !== 200) throw new Error(`logout on A: ${out.status} ${out.text}`);
  const t0 = Date.now();
  let refusedAfter: number | null = null;
  while (Date.now() - t0 < 3000) {
    const res = await api(b, 'GET', '/api/users/profile', null, session.accessToken);
    if (res.status === 401) {
      refusedAfter = Date.now() - t0;
      break;
    }
    await sleep(20);
  }
  figures.revocationMs = refusedAfter;
  check(
    'session revoked through A is refused by B within 1 s',
    refusedAfter !== null && refusedAfter <= 1000,
    refusedAfter === null ? 'still accepted after 3 s' : `refused after ${refusedAfter} ms (auth cache TTL 30 s)`,
  );
}

async function loginLimitAcrossInstances(lb: string, a: string, b: string) {
  const user = await newUser(lb);
  const attempts = 30;
  const results = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      api(i % 2 ? b : a, 'POST', '/api/auth/login', { email: user.email, password: 'wrong-password-1' }),
    ),
  );
  const verified = results.filter((r) => r.status === 401).length;
  const limited = results.filter((r) => r.status === 429).length;
  figures.loginLimit = { attempts, verified, limited };
  check(
    'login rate limit holds across A and B together',
    verified <= 10 && verified >= 1 && verified + limited === attempts,
    `${attempts} parallel wrong passwords split over A and B: ${verified} verified, ${limited} refused with 429 (limit 10 per account and address)`,
  );
}

async function workerKilledMidJob(lb: string, smtp: SmtpStandIn) {
  // A Pro subscriber whose weekly report is due now.
  const user = await newUser(lb);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE email = $1`, [user.email]);
    const session = await login(lb, user);
    // Any zone where it is past Monday 08:00 this week (the week's report is then due at once).
    const now = new Date();
    const mondayEarly = now.getUTCDay() === 1 && now.getUTCHours() < 9;
    const timeZone = mondayEarly ? 'Pacific/Kiritimati' : 'UTC';
    const created = await api(
      lb,
      'POST',
      '/api/subscriber/create',
      { email: user.email, subReddits: ['marketing'], interval: 'WEEKLY', timeZone },
      session.accessToken,
    );
    if (created.status !== 201) throw new Error(`subscribe: ${created.status} ${created.text}`);

    const boss = new PgBoss({ connectionString: dbUrl, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
    boss.on('error', () => {});
    await boss.start();
    try {
      smtp.holdNext = true;
      const held = new Promise<void>((resolve) => (smtp.onHeld = resolve));
      await boss.send('reports.tick', {});
      const heldIn = await Promise.race([held.then(() => true), sleep(20_000).then(() => false)]);
      if (!heldIn) throw new Error('the worker never started sending the report');
      // The worker is inside the job, mid-SMTP: kill it.
      proc('worker').proc.kill('SIGKILL');
      await exited('worker');
      log('worker killed mid-send; restarting');
      await restart('worker');
      // The next tick (hourly in production) takes the dead worker's claim over once it is stale.
      await sleep(CLAIM_TIMEOUT_SECONDS * 1000 + 500);
      await boss.send('reports.tick', {});
      const deadline = Date.now() + 30_000;
      while (smtp.accepted.length < 1 && Date.now() < deadline) await sleep(200);
      // Another tick (an overlapping or retried job) must not send it again.
      await boss.send('reports.tick', {});
      await sleep(5000);
    } finally {
      await boss.stop({ graceful: false }).catch(() => {});
    }
    const { rows } = await db.query<{ status: string; attempts: number }>(
      `SELECT d.status, d.attempts FROM report_deliveries d JOIN report_subscribers s ON s.id = d.subscriber_id JOIN users u ON u.id = s.user_id
       WHERE u.email = $1 AND d.period_key NOT LIKE 'T%'`,
      [user.email],
    );
    const mails = smtp.accepted.filter((m) => m.to.includes(user.email)).length;
    figures.workerKill = { mailsDelivered: mails, deliveryRows: rows.map((r) => r.status) };
    check(
      'worker killed while the report job runs: the report is delivered after a restart, exactly once',
      mails === 1 && rows.length === 1 && rows[0]?.status === 'sent',
      `${mails} e-mail accepted by SMTP, delivery rows: ${JSON.stringify(rows)}`,
    );
  } finally {
    await db.end();
  }
}

async function killApiUnderLoad(lb: string, token: string) {
  // The kill and the death are both timed: a process takes a few ms to die after SIGKILL, and a request the balancer
  // hands A in that time is as much in flight on A as one that started before the signal.
  let killedAt = Infinity;
  let diedAt = Infinity;
  const results = await load(lb, token, 5000, [
    {
      atMs: 1500,
      run: (elapsed) => {
        const a = proc('api-a').proc;
        a.once('exit', () => (diedAt = elapsed()));
        killedAt = elapsed();
        a.kill('SIGKILL');
      },
    },
  ]);
  await exited('api-a');
  const s = summary(results);
  const inFlight = (r: Outcome) => r.at <= diedAt && r.end >= killedAt;
  const strays = results.filter((r) => !r.ok && !inFlight(r));
  const late = results.filter((r) => r.at > killedAt + 1000 && !r.ok).length;
  figures.killA = {
    ...s,
    rps: Math.round(s.total / 5),
    dyingMs: diedAt - killedAt,
    failedNotInFlight: strays.length,
    failedLaterThan1s: late,
  };
  check(
    'kill -9 of instance A under load: traffic moves to B; only requests in flight on A fail',
    strays.length === 0 && late === 0 && s.total > 100,
    `${s.total} requests in 5 s (${LOAD_CONCURRENCY} concurrent), ${s.failed} failed ${JSON.stringify(s.kinds)}, every one in flight while A died (${diedAt - killedAt} ms from the signal to its exit), none later than 1 s after the kill`,
  );
  await restart('api-a');
  await sleep(1000); // the balancer's health check puts A back (rise 1 x 250 ms)
}

async function sigtermApiUnderLoad(lb: string, token: string) {
  let code: number | string | null = null;
  const results = await load(lb, token, 5000, [
    {
      atMs: 1500,
      run: async () => {
        proc('api-b').proc.kill('SIGTERM');
        code = await exited('api-b');
      },
    },
  ]);
  const s = summary(results);
  figures.sigtermB = { ...s, exitCode: code };
  check(
    'SIGTERM of B under load: no reset connections, only answered requests',
    s.failed === 0 && code === 0 && s.total > 100,
    `${s.total} requests, ${s.failed} failed ${JSON.stringify(s.kinds)}, B exited with ${code}`,
  );
  await restart('api-b');
  await sleep(1000);
}

async function databaseConnectionsTerminated(lb: string, token: string) {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  let terminated = 0;
  try {
    const results = await load(lb, token, 9000, [
      {
        atMs: 1500,
        run: async () => {
          const rows = await admin.query(
            'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [dbName],
          );
          terminated = rows.rowCount ?? 0;
        },
      },
    ]);
    const s = summary(results);
    const recovered = results.filter((r) => r.at > 6000);
    const allAlive = ['api-a', 'api-b', 'worker'].every(alive);
    const ready = await Promise.all(
      ['api-a', 'api-b', 'worker'].map(
        async (n) => (await fetch(`http://127.0.0.1:${proc(n).port}/api/ready`).catch(() => ({ status: 0 }))).status,
      ),
    );
    figures.dbTerminate = { ...s, connectionsTerminated: terminated, failedAfter6s: recovered.filter((r) => !r.ok).length, ready };
    check(
      'database connections terminated under load: every process recovers without a restart',
      terminated > 0 && allAlive && ready.every((st) => st === 200) && recovered.length > 0 && recovered.every((r) => r.ok),
      `${terminated} connections terminated; ${s.failed} of ${s.total} requests failed during the outage ${JSON.stringify(s.kinds)}; all processes alive: ${allAlive}; ready: ${ready.join('/')}; every request from 4.5 s after it succeeded: ${recovered.every((r) => r.ok)}`,
    );
  } finally {
    await admin.end();
  }
}

// ------------------------------------------------------------------ main

async function main() {
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  if (!existsSync(path.join(ROOT, 'server/dist/main.js'))) {
    log('building the server');
    if (spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
      throw new Error('server build failed');
  }
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();

  // SMTP stand-in: accepts mail, or holds one message's DATA open (a worker mid-send).
  const smtp: SmtpStandIn = { accepted: [], holdNext: false, onHeld: () => {} };
  const smtpServer = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, cb) {
      stream.on('data', () => {});
      stream.on('error', () => {});
      stream.on('end', () => {
        if (smtp.holdNext) {
          smtp.holdNext = false;
          smtp.onHeld();
          return; // never answers: the sender is stuck until it is killed
        }
        smtp.accepted.push({ to: session.envelope.rcptTo.map((r) => r.address) });
        cb();
      });
    },
  });
  smtpServer.on('error', () => {});
  await new Promise<void>((r) => smtpServer.listen(0, '127.0.0.1', () => r()));
  smtpPort = (smtpServer.server.address() as net.AddressInfo).port;

  try {
    const [pa, pb, pw, lbPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
    // A first (it migrates the new database), then the others.
    startServer('api-a', 'api', pa);
    await waitReady(pa);
    startServer('api-b', 'api', pb);
    startServer('worker', 'worker', pw);
    await Promise.all([waitReady(pb), waitReady(pw)]);
    startHaproxy(lbPort);
    await waitReady(lbPort, 15_000);
    const lb = `http://127.0.0.1:${lbPort}`;
    const [a, b] = [`http://127.0.0.1:${pa}`, `http://127.0.0.1:${pb}`];
    log(`cluster up: haproxy :${lbPort} -> api-a :${pa}, api-b :${pb}; worker :${pw}; database ${dbName}`);

    const roleApi = await api(`http://127.0.0.1:${pw}`, 'POST', '/api/auth/login', { email: 'x@example.org', password: 'x' });
    check('the worker serves no API (ROLE=worker)', roleApi.status === 404, `POST /api/auth/login on the worker: ${roleApi.status}`);

    await sessionRevocation(lb, a, b);
    await loginLimitAcrossInstances(lb, a, b);
    await workerKilledMidJob(lb, smtp);
    const loadUser = await newUser(lb);
    const { accessToken } = await login(lb, loadUser);
    await killApiUnderLoad(lb, accessToken);
    await sigtermApiUnderLoad(lb, accessToken);
    await databaseConnectionsTerminated(lb, accessToken);
  } finally {
    haproxy?.kill('SIGKILL');
    for (const [, p] of procs) if (p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
    await Promise.all([...procs.keys()].map(exited));
    smtpServer.close(() => {});
    const admin2 = new pg.Client({ connectionString: BASE_URL });
    await admin2.connect();
    await admin2.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err) => log(`could not drop ${dbName}: ${err.message}`));
    await admin2.end();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const guard = setTimeout(() => {
  console.error('cluster test: over 5 minutes, giving up');
  for (const [, p] of procs) p.proc.kill('SIGKILL');
  haproxy?.kill('SIGKILL');
  process.exit(1);
}, 300_000);
guard.unref();

try {
  await main();
} catch (err) {
  check('cluster run', false, err instanceof Error ? err.message : String(err));
  for (const [name, p] of procs) if (p.output.length) console.error(`--- ${name} (last output)\n${p.output.join('').slice(-3000)}`);
}
console.log('\n== cluster figures');
console.log(JSON.stringify(figures, null, 2));
if (process.env.TEST_REPORT_DIR)
  writeFileSync(path.join(process.env.TEST_REPORT_DIR, 'cluster.json'), JSON.stringify({ checks, figures }, null, 2));
const failed = checks.filter((c) => !c.ok);
console.log(`\ncluster: ${checks.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
