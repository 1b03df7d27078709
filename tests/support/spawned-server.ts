import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(__dirname, '../..');

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on its own connection (no pooling), so it never rides on a socket from before. */
export function request(
  port: number,
  method: string,
  urlPath: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: Record<string, string> = {
      connection: 'close',
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...opts.headers,
    };
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

export interface SpawnedServer {
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout(): string;
  stderr(): string;
  /** Still running (not exited, not killed). */
  alive(): boolean;
  kill(): void;
}

/**
 * The real entry point (node --import tsx server/src/main.ts) with exactly `env` (plus PATH, HOME
 * and a free PORT), once it answers /api/health, or its output when it exits first.
 */
export async function spawnServer(env: Record<string, string>, opts: { bootMs?: number } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    // The archive is off unless a test points it at its stand-in: tests never reach the internet.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      REDDIT_ARCHIVE_URL: 'off',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + (opts.bootMs ?? 120_000);
  let up = false;
  while (!up && alive() && Date.now() < deadline) {
    up = await request(port, 'GET', '/api/health').then(
      (r) => r.status === 200,
      () => false,
    );
    if (!up) await sleep(200);
  }
  if (!up) {
    if (alive()) child.kill('SIGKILL');
    throw new Error(`server did not come up; stderr: ${stderr}; stdout tail: ${stdout.slice(-2000)}`);
  }
  return {
    port,
    child,
    exited,
    stdout: () => stdout,
    stderr: () => stderr,
    alive,
    kill: () => {
      if (alive()) child.kill('SIGKILL');
    },
  };
}

/** Polls `check` every `everyMs` until it returns true or `withinMs` passes; returns whether it did and when. */
export async function eventually(
  check: () => Promise<boolean>,
  withinMs: number,
  everyMs = 100,
): Promise<{ ok: boolean; afterMs: number }> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (await check().catch(() => false)) return { ok: true, afterMs: Date.now() - started };
    await sleep(everyMs);
  }
  return { ok: false, afterMs: Date.now() - started };
}
