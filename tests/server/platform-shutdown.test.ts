import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/client';
import { createDeps } from '../../server/src/deps';
import { createUserAccount } from '../../server/src/modules/users/accounts';
import { findUserById } from '../../server/src/modules/users/repository';
import { hashPassword } from '../../server/src/platform/passwords';
import { TINY_PNG, multipart } from '../support/users';
import { seedPgliteDataDir } from '../support/pglite-template';
import { errorCode, freePort, request, spawnServer, type Answer } from '../support/spawned-server';

const ROOT = path.resolve(__dirname, '../..');
const JWT_SECRET = 'graceful-shutdown-test-secret-0123456789abcdef';

/**
 * How late this process may see a child's exit on a loaded machine (signal delivery, scheduling, event loop): 9.3 s
 * was seen for a 4 s grace period in a CI run with other work on the machine, with exit 0. The child's exit code is
 * the precise proof that it kept its grace period; this bound only catches a server that ignores it (the slow upload
 * would keep it for minutes).
 */
const OBSERVER_MARGIN_MS = 6_000;
/** The slow-upload test's SHUTDOWN_GRACE_MS: the cut and the exit come at the end of it, however slow the client. */
const GRACE_MS = 4_000;

describe('graceful shutdown of the real server (node --import tsx server/src/main.ts)', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;
  let stderr = '';

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-shutdown-'));
  });
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the in-flight upload after SIGTERM, refuses new work, and exits 0 within 10 s', async () => {
    // 1. Prepare the embedded database the server will open: migrated, with a user and a session.
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(dataDir, 'no-spa'),
      // The drain is not what this case checks (the keep-alive case is): no need to wait the default 2 s.
      SHUTDOWN_DRAIN_MS: '500',
    };
    await seedPgliteDataDir(dataDir);
    const deps = await createDeps(loadConfig(env));
    const user = await deps.db.transaction(async (tx) =>
      createUserAccount(tx, { email: 'drain@example.com', name: 'Before Drain', passwordHash: await hashPassword('password-123') }),
    );
    const { accessToken } = await deps.tokens.createSession(deps.db, user.id);
    await deps.mailer.close();
    await deps.db.close();

    // 2. Start the real entry point on a port picked here, and wait until it answers.
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = server;
    server.stderr!.on('data', (c) => (stderr += c));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      server.on('exit', (code, signal) => resolve({ code, signal })),
    );
    let up = false;
    for (let i = 0; i < 600 && !up && server.exitCode === null; i++) {
      up = await request(port, 'GET', '/api/health').then(
        (r) => r.status === 200,
        () => false,
      );
      if (!up) await sleep(200);
    }
    expect({ up, stderr }).toEqual({ up: true, stderr: '' });

    // 3. Start an upload whose body is still streaming. `Expect: 100-continue` tells us when the
    //    server has accepted the request and is running it; only then does the body follow.
    const form = await multipart({ name: 'After Drain', profilePhoto: { bytes: TINY_PNG, filename: 'drain.png', type: 'image/png' } });
    const keepAlive = new http.Agent({ keepAlive: true });
    const inFlight = http.request({
      host: '127.0.0.1',
      port,
      method: 'PUT',
      path: '/api/users/profile',
      agent: keepAlive,
      headers: { ...form.headers, authorization: `Bearer ${accessToken}`, expect: '100-continue' },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      inFlight.on('error', reject);
    });
    const accepted = new Promise<void>((resolve) => inFlight.once('continue', () => resolve()));
    inFlight.flushHeaders();
    await accepted;
    const half = Math.floor(form.payload.length / 2);
    inFlight.write(form.payload.subarray(0, half));

    // 4. SIGTERM, and wait until the server is visibly draining: new work is refused.
    const sigtermAt = Date.now();
    server.kill('SIGTERM');
    let refusal: string | undefined;
    for (let i = 0; i < 100 && !refusal; i++) {
      refusal = await request(port, 'GET', '/api/ready').then(
        (r) => (r.status === 503 ? `status ${r.status}` : undefined),
        (err) => errorCode(err),
      );
      if (!refusal) await sleep(50);
    }
    expect(['status 503', 'ECONNREFUSED']).toContain(refusal);

    // 5. The rest of the in-flight body arrives, slowly, after shutdown began: it gets its normal answer.
    for (let off = half; off < form.payload.length; off += 64) {
      inFlight.write(form.payload.subarray(off, off + 64));
      await sleep(20);
    }
    inFlight.end();
    const res = await answer;
    expect(res.status).toBe(200);
    const body = JSON.parse(res.body);
    expect(body.message).toBe('Your changes have been successfully saved.');
    expect(body.user).toMatchObject({
      _id: user.id,
      name: 'After Drain',
      profilePhoto: expect.stringMatching(/^\/api\/files\/photos\/.+\.png$/),
    });

    // 6. A new request afterwards is refused (503 while closing, or the port is closed).
    const after = await request(port, 'GET', '/api/users/profile').then(
      (r) => `status ${r.status}`,
      (err) => errorCode(err),
    );
    expect(['status 503', 'ECONNREFUSED']).toContain(after);

    // 7. The process exits on its own with 0, inside the 10 s grace period.
    const giveUp = new AbortController();
    const exit = await Promise.race([exited, sleep(30_000, 'still running', { signal: giveUp.signal }).catch(() => 'aborted')]);
    giveUp.abort();
    keepAlive.destroy();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - sigtermAt).toBeLessThan(10_000 + OBSERVER_MARGIN_MS);
    expect(stderr).toBe('');

    // 8. The work of the drained request is durable: the database was closed cleanly.
    expect(readdirSync(path.join(dataDir, 'uploads', 'photos'))).toEqual([path.basename(body.user.profilePhoto)]);
    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      expect(await findUserById(db, user.id)).toMatchObject({ name: 'After Drain', profile_photo: body.user.profilePhoto });
    } finally {
      await db.close();
    }
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false); // JWT_SECRET came from the environment
  }, 240_000);
});

/** A migrated embedded database in `dataDir` with one user and a live session, for the server to open. */
async function prepareDataDir(dataDir: string) {
  await seedPgliteDataDir(dataDir);
  const deps = await createDeps(loadConfig(baseEnv(dataDir)));
  const user = await deps.db.transaction(async (tx) =>
    createUserAccount(tx, { email: 'slow@example.com', name: 'Slow Upload', passwordHash: await hashPassword('password-123') }),
  );
  const { accessToken } = await deps.tokens.createSession(deps.db, user.id);
  await deps.mailer.close();
  await deps.db.close();
  return { accessToken };
}

const baseEnv = (dataDir: string) => ({
  DATA_DIR: dataDir,
  JWT_SECRET,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  STATIC_DIR: path.join(dataDir, 'no-spa'),
});

interface Outcome {
  client: number;
  at: number;
  status?: number;
  connection?: string;
  error?: string;
  /** The request went out on a kept-alive connection (not one opened for it). */
  reused?: boolean;
}

describe('SIGTERM under keep-alive traffic', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-keepalive-'));
  });
  afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('turns readiness 503 first, answers every keep-alive request (503 + Connection: close while draining), resets no kept-alive connection, and exits 0', async () => {
    await seedPgliteDataDir(dataDir);
    server = await spawnServer({ ...baseEnv(dataDir), SHUTDOWN_DRAIN_MS: '1500' });
    const { port } = server;
    const srv = server;

    // 4 keep-alive clients, each on one reused connection, asking back to back until the port closes.
    const outcomes: Outcome[] = [];
    let sigtermAt = 0;
    const clients = Array.from({ length: 4 }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const outcome = await new Promise<Outcome>((resolve) => {
            const req = http.get({ host: '127.0.0.1', port, path: '/api/plan/list', agent }, (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ client, at: Date.now(), status: res.statusCode, connection: res.headers.connection, reused: req.reusedSocket }),
              );
            });
            req.on('error', (err) => resolve({ client, at: Date.now(), error: errorCode(err) ?? err.message, reused: req.reusedSocket }));
          });
          outcomes.push(outcome);
          if (outcome.error === 'ECONNREFUSED' || !srv.alive()) return;
          if (outcome.error) await sleep(20);
        }
      } finally {
        agent.destroy();
      }
    });

    await sleep(500);
    sigtermAt = Date.now();
    srv.child.kill('SIGTERM');

    // Readiness says 503 while the port still answers (the load balancer's cue), not a refused connection.
    let readiness: string | undefined;
    for (let i = 0; i < 40 && !readiness; i++) {
      const r = await request(port, 'GET', '/api/ready').then(
        (a) => (a.status === 200 ? undefined : `status ${a.status}`),
        (err) => errorCode(err),
      );
      readiness = r;
      if (!r) await sleep(25);
    }
    expect(readiness).toBe('status 503');

    // A new connection during the drain: 503, told to close.
    const fresh = await request(port, 'GET', '/api/plan/list', { headers: { connection: 'keep-alive' } });
    expect({ status: fresh.status, connection: fresh.headers.connection }).toEqual({ status: 503, connection: 'close' });

    await Promise.all(clients);
    const exit = await Promise.race([srv.exited, sleep(15_000, 'still running')]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - sigtermAt).toBeLessThan(10_000 + OBSERVER_MARGIN_MS);

    const rel = (o: Outcome) => ({ ...o, at: o.at - sigtermAt });
    // No request on a kept-alive connection ever failed.
    expect(outcomes.filter((o) => o.error && o.reused).map(rel)).toEqual([]);
    // A connection opened for a request fails only once the port closes (after the drain): refused,
    // or reset by the OS when it was still waiting in the accept queue at that instant.
    expect(
      outcomes
        .filter((o) => o.error && !o.reused && !(o.error === 'ECONNREFUSED' || (o.error === 'ECONNRESET' && o.at - sigtermAt >= 1500)))
        .map(rel),
    ).toEqual([]);
    expect(outcomes.filter((o) => o.status === 200 && o.at < sigtermAt).length).toBeGreaterThan(0);
    // Every client, on its kept-alive connection, was answered while the server drained and told to close it.
    const drained = outcomes.filter((o) => o.at > sigtermAt && o.status === 503);
    expect(new Set(drained.filter((o) => o.reused).map((o) => o.client)).size).toBe(4);
    expect(drained.every((o) => o.connection === 'close')).toBe(true);
    expect(srv.stderr()).toBe('');
  }, 240_000);
});

describe('SIGTERM during a slow upload', () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-slowupload-'));
  });
  afterAll(() => {
    server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not keep the process past its grace period: the upload is cut and the server exits 0', async () => {
    const { accessToken } = await prepareDataDir(dataDir);
    // The upload is cut at the end of the grace period whatever the drain; a short drain only saves waiting.
    // A grace period shorter than the default 10 s, so the wait for it is short too.
    server = await spawnServer({ ...baseEnv(dataDir), SHUTDOWN_DRAIN_MS: '500', SHUTDOWN_GRACE_MS: String(GRACE_MS), LOG_LEVEL: 'info' });
    const srv = server;

    // A 200 KB photo sent a few bytes at a time: it would take minutes.
    const form = await multipart({
      name: 'Slow',
      profilePhoto: { bytes: Buffer.concat([TINY_PNG, Buffer.alloc(200_000)]), filename: 'slow.png', type: 'image/png' },
    });
    const upload = http.request({
      host: '127.0.0.1',
      port: srv.port,
      method: 'PUT',
      path: '/api/users/profile',
      agent: false,
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        authorization: `Bearer ${accessToken}`,
        expect: '100-continue',
      },
    });
    const ended = new Promise<string>((resolve) => {
      upload.on('response', (res) => resolve(`status ${res.statusCode}`));
      upload.on('error', (err) => resolve(errorCode(err) ?? err.message));
    });
    const accepted = new Promise<void>((resolve) => upload.once('continue', () => resolve()));
    upload.flushHeaders();
    await accepted;
    let sending = true;
    const sender = (async () => {
      for (let off = 0; sending && off < form.payload.length && !upload.destroyed; off += 16) {
        upload.write(form.payload.subarray(off, off + 16));
        await sleep(100);
      }
    })();
    await sleep(300);

    const sigtermAt = Date.now();
    srv.child.kill('SIGTERM');
    const exit = await Promise.race([srv.exited, sleep(20_000, 'still running')]);
    const tookMs = Date.now() - sigtermAt;
    sending = false;
    await sender;
    upload.destroy();
    // Exit code 0 is the server's own proof that it finished inside its grace period (past it, its
    // hard stop exits 1). Seen from here, signal delivery and the exit event add latency on a loaded
    // machine (10.27 s observed for 10 s at load 12 with an exit 0), hence the observer's margin.
    // A failure shows the server's last log lines: which closing step outlived the grace period.
    const exitShown =
      typeof exit === 'string' || exit.code !== 0 ? { exit, log: srv.stdout().slice(-3000) + srv.stderr().slice(-2000) } : { exit };
    expect(exitShown).toEqual({ exit: { code: 0, signal: null } });
    expect(tookMs).toBeLessThan(GRACE_MS + OBSERVER_MARGIN_MS);
    expect(await ended).not.toBe('status 200');
  }, 240_000);
});
