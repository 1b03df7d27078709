// Slow and idle clients are cut off by the server's own deadlines (HEADERS_TIMEOUT_MS,
// REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS), set small here so the test sees them act.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTestApp, type TestApp } from '../support/server-harness';

interface Trickle {
  closedAfterMs: Promise<number>;
  received: () => string;
}

/** Opens a raw connection, sends `first`, then one byte of `rest` every `everyMs` until the server closes it (or `rest` runs out). */
function trickle(port: number, first: string, rest: string, everyMs: number): Trickle {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (c) => (received += c));
  socket.on('error', () => undefined);
  const closedAfterMs = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  socket.on('connect', async () => {
    socket.write(first);
    for (const ch of rest) {
      await sleep(everyMs);
      if (socket.destroyed || socket.writableEnded) return;
      socket.write(ch);
    }
  });
  return { closedAfterMs, received: () => received };
}

describe('HTTP server timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ env: { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1500', KEEP_ALIVE_TIMEOUT_MS: '400' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes a connection that sends its headers too slowly (408), long before the client would finish', async () => {
    // 40 header bytes at one every 150 ms would take 6 s.
    const slow = trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 01234567890123456789012345678\r\n\r\n', 150);
    const ms = await slow.closedAfterMs;
    expect(ms).toBeLessThan(2500);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that sends its body too slowly, within the request deadline', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(40) });
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const slow = trickle(port, head, body, 150); // ~10 s to finish
    const ms = await slow.closedAfterMs;
    expect(ms).toBeLessThan(4000);
    expect(slow.received()).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const idle = trickle(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', '', 0);
    const ms = await idle.closedAfterMs;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(ms).toBeLessThan(2500);
  });

  it('still serves a normal request', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
  });
});
