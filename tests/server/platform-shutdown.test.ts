import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
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

const ROOT = path.resolve(__dirname, '../..');
const JWT_SECRET = 'graceful-shutdown-test-secret-0123456789abcdef';

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (no pooling), so it never rides on a socket from before. */
function request(port: number, method: string, urlPath: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, agent: false, headers: { connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

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
    };
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
      up = await request(port, 'GET', '/api/health').then((r) => r.status === 200, () => false);
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
    expect(body.user).toMatchObject({ _id: user.id, name: 'After Drain', profilePhoto: expect.stringMatching(/^\/api\/files\/photos\/.+\.png$/) });

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
    expect(Date.now() - sigtermAt).toBeLessThan(10_000);
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
