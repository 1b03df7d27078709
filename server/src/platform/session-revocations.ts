import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable } from '../db/client';
import { stderrLog } from './handover-log';

/**
 * Tells every API instance that sessions ended, so their AuthCache drops them at once instead of
 * after its TTL (decision 016). Revocations are published with pg_notify through the revoking
 * query's own connection (inside its transaction: delivered only when it commits, so no instance
 * can re-read the session as live after the drop). Every instance LISTENs on one dedicated
 * connection; when that connection is lost, the cache is told to drop everything and stay off until
 * the listener is back (notifications sent meanwhile are lost), and it reconnects with backoff.
 * PGlite (one process) delivers NOTIFY to its own listeners, so the same path serves it.
 */
export const REVOCATION_CHANNEL = 'session_revoked';

export interface Revocation {
  sessionIds?: readonly string[];
  userId?: string;
}

export interface RevocationHandlers {
  /** A revocation committed by any instance, this one included. */
  revoked(revocation: Revocation): void;
  /**
   * false: the listener is down, revocations may be missed: stop trusting cached sessions.
   * true: it listens again: drop whatever was cached and trust the cache again.
   */
  listening(on: boolean): void;
}

export interface RevocationLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RevocationOptions {
  log?: RevocationLog;
  /** First reconnect delay; doubles per failed attempt (with jitter) up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
}

// pg_notify payloads must stay under 8000 bytes: 36-character ids, 100 a message.
const IDS_PER_MESSAGE = 100;

export interface SessionRevocations {
  /** Publishes through `q`; inside a transaction it is delivered when that transaction commits. */
  publish(q: Queryable, revocation: Revocation): Promise<void>;
  /** Whether notifications currently arrive (always true on PGlite). */
  readonly isListening: boolean;
  /** Times the listener (re)subscribed. */
  readonly subscriptions: number;
  /** The backend pid of the listening connection (PostgreSQL only), for operators and tests. */
  readonly listenerPid: number | null;
  /** Resolves when the listener is subscribed (at once if it is). */
  whenListening(): Promise<void>;
  close(): Promise<void>;
}

export async function startSessionRevocations(
  db: Database,
  handlers: RevocationHandlers,
  options: RevocationOptions = {},
): Promise<SessionRevocations> {
  const log = options.log ?? stderrLog;
  const deliver = (payload: string) => {
    try {
      handlers.revoked(decode(payload));
    } catch (err) {
      // Unreadable message: we cannot tell whose sessions ended, so forget them all.
      log.warn({ err, payload }, 'unreadable session revocation; dropping all cached sessions');
      handlers.listening(true);
    }
  };
  const native = db.native;
  if (native.kind === 'pglite') {
    const unlisten = await native.pglite.listen(REVOCATION_CHANNEL, deliver);
    return {
      publish,
      isListening: true,
      subscriptions: 1,
      listenerPid: null,
      whenListening: async () => {},
      close: async () => {
        if (!native.pglite.closed) await unlisten();
      },
    };
  }
  const listener = new PgListener(native.url, deliver, handlers, log, options.initialBackoffMs ?? 100, options.maxBackoffMs ?? 30_000);
  await listener.connect();
  return listener;
}

async function publish(q: Queryable, revocation: Revocation): Promise<void> {
  for (const payload of encode(revocation)) await q.query('SELECT pg_notify($1, $2)', [REVOCATION_CHANNEL, payload]);
}

function encode({ sessionIds = [], userId }: Revocation): string[] {
  const out: string[] = [];
  for (let i = 0; i < sessionIds.length; i += IDS_PER_MESSAGE) out.push(JSON.stringify({ s: sessionIds.slice(i, i + IDS_PER_MESSAGE) }));
  if (userId) out.push(JSON.stringify({ u: userId }));
  return out;
}

function decode(payload: string): Revocation {
  const msg = JSON.parse(payload) as { s?: unknown; u?: unknown };
  const sessionIds = Array.isArray(msg.s) && msg.s.every((s) => typeof s === 'string') ? (msg.s as string[]) : undefined;
  const userId = typeof msg.u === 'string' ? msg.u : undefined;
  if (!sessionIds && !userId) throw new Error('no session ids or user id');
  return { sessionIds, userId };
}

class PgListener implements SessionRevocations {
  private client: pg.Client | null = null;
  private closed = false;
  private failures = 0;
  private timer: NodeJS.Timeout | undefined;
  private waiters: Array<() => void> = [];
  private readonly name = `revocations-${randomUUID().slice(0, 8)}`;
  isListening = false;
  subscriptions = 0;
  listenerPid: number | null = null;

  constructor(
    private readonly url: string,
    private readonly deliver: (payload: string) => void,
    private readonly handlers: RevocationHandlers,
    private readonly log: RevocationLog,
    private readonly initialBackoffMs: number,
    private readonly maxBackoffMs: number,
  ) {}

  publish = publish;

  whenListening(): Promise<void> {
    if (this.isListening) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** One attempt; a failure schedules the next. Never throws: a listener that cannot connect must not stop the server. */
  async connect(): Promise<void> {
    this.timer = undefined;
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: this.name,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    this.client = client;
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    client.on('notification', (msg) => {
      if (msg.channel === REVOCATION_CHANNEL && msg.payload) this.deliver(msg.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REVOCATION_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      if (this.client !== client) return; // lost while subscribing: lost() has scheduled the next attempt
      this.listenerPid = rows[0]?.pid ?? null;
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.closed) {
      await this.endQuietly(client);
      return;
    }
    if (this.failures > 0) this.log.info({ attempts: this.failures }, 'session revocation listener reconnected');
    this.failures = 0;
    this.isListening = true;
    this.subscriptions++;
    this.handlers.listening(true);
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    this.listenerPid = null;
    const wasListening = this.isListening;
    this.isListening = false;
    void this.endQuietly(client);
    if (this.closed) return;
    if (wasListening) this.handlers.listening(false);
    const delay = Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** this.failures) * (0.5 + Math.random() / 2);
    this.failures++;
    this.log.warn(
      { err, retryInMs: Math.round(delay), attempt: this.failures },
      'session revocation listener lost its connection; reconnecting',
    );
    this.timer = setTimeout(() => void this.connect(), delay);
    this.timer.unref();
  }

  private async endQuietly(client: pg.Client): Promise<void> {
    client.removeAllListeners('notification');
    client.removeAllListeners('end');
    client.removeAllListeners('error');
    // A late socket error on a client we gave up on must not become an uncaught 'error' event.
    client.on('error', () => {});
    await client.end().catch(() => {});
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.isListening = false;
    const client = this.client;
    this.client = null;
    if (client) await this.endQuietly(client);
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
