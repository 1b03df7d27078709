import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for Reddit's OAuth API (node:http on 127.0.0.1, random port) that replays
 * recorded responses from tests/fixtures/reddit-api. It behaves like Reddit where the client
 * depends on it: the token endpoint checks HTTP Basic credentials and the client_credentials
 * form, API routes require a bearer token it issued (revocable), unknown paths answer 404.
 */

export const FIXTURES = path.join(__dirname, '..', 'fixtures', 'reddit-api');

/** A recorded response body, verbatim. */
export const fixtureText = (rel: string) => readFileSync(path.join(FIXTURES, rel), 'utf8');
export const fixtureJson = <T = unknown>(rel: string) => JSON.parse(fixtureText(rel)) as T;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandinReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent verbatim (recorded fixture text). */
  text?: string;
  /** Token endpoint only: answer as the default endpoint does (check credentials, issue a token). */
  issue?: boolean;
}

export type Route = StandinReply | StandinReply[] | ((req: RecordedRequest) => StandinReply | Promise<StandinReply>);

export interface RedditStandin {
  /** Use as REDDIT_API_BASE. */
  url: string;
  /** Use as REDDIT_AUTH_URL. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** Every request, token requests included, in arrival order. */
  requests: RecordedRequest[];
  apiRequests(): RecordedRequest[];
  tokenRequests(): RecordedRequest[];
  /**
   * Answers GET `pathname` (trailing slash and case ignored). An array replies in order and repeats its
   * last element; a function decides per request.
   */
  route(pathname: string, route: Route): void;
  /** Replaces the token endpoint's behaviour (e.g. a 503 or 401 sequence); null restores it. */
  tokenRoute(route: Route | null): void;
  /** `expires_in` of the tokens it issues. */
  tokenLifetimeSeconds: number;
  /** Tokens issued so far, in order. */
  issued: string[];
  /** From now on every issued token answers 401 (as after Reddit revoked or expired it). */
  revokeTokens(): void;
  /** Forgets routes and recorded requests (tokens stay valid). */
  reset(): void;
  stop(): Promise<void>;
}

const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
/** Reddit matches community names case-insensitively: so do routes. */
const routeKey = (p: string) => normalise(p).toLowerCase();

export async function startRedditStandin(opts: { clientId?: string; clientSecret?: string } = {}): Promise<RedditStandin> {
  const clientId = opts.clientId ?? 'standin-client-id';
  const clientSecret = opts.clientSecret ?? 'standin-client-secret';
  const routes = new Map<string, { route: Route; served: number }>();
  let tokenOverride: { route: Route; served: number } | null = null;
  const valid = new Set<string>();

  const pick = async (entry: { route: Route; served: number }, req: RecordedRequest): Promise<StandinReply> => {
    const { route } = entry;
    if (typeof route === 'function') return route(req);
    if (Array.isArray(route)) return route[Math.min(entry.served++, route.length - 1)]!;
    return route;
  };

  const issueToken = (req: RecordedRequest): StandinReply => {
    const expected = 'Basic ' + Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const form = new URLSearchParams(req.body);
    if (req.method !== 'POST' || req.headers.authorization !== expected) {
      return { status: 401, json: { message: 'Unauthorized', error: 401 } };
    }
    if (
      !String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ||
      form.get('grant_type') !== 'client_credentials'
    ) {
      return { status: 200, json: { error: 'unsupported_grant_type' } };
    }
    const token = `standin-token-${standin.issued.length + 1}`;
    standin.issued.push(token);
    valid.add(token);
    return { status: 200, json: { access_token: token, token_type: 'bearer', expires_in: standin.tokenLifetimeSeconds, scope: '*' } };
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: normalise(url.pathname),
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      };
      standin.requests.push(recorded);
      let reply: StandinReply;
      try {
        if (recorded.path === '/api/v1/access_token') {
          reply = tokenOverride ? await pick(tokenOverride, recorded) : { issue: true };
          if (reply.issue) reply = issueToken(recorded);
        } else {
          const bearer = /^bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
          const entry = routes.get(routeKey(recorded.path));
          if (!bearer || !valid.has(bearer)) reply = { status: 401, json: { message: 'Unauthorized', error: 401 } };
          else if (!entry) reply = { status: 404, json: { message: 'Not Found', error: 404 } };
          else reply = await pick(entry, recorded);
        }
      } catch (err) {
        reply = { status: 500, text: String(err) };
      }
      const payload = reply.text ?? (reply.json !== undefined ? JSON.stringify(reply.json) : '');
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json; charset=UTF-8', ...reply.headers });
      res.end(payload);
    });
  });
  // Idle keep-alive sockets stay open longer than any test, so a reused socket is never closed under a request.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const standin: RedditStandin = {
    url: base,
    authUrl: `${base}/api/v1/access_token`,
    clientId,
    clientSecret,
    requests: [],
    apiRequests: () => standin.requests.filter((r) => r.path !== '/api/v1/access_token'),
    tokenRequests: () => standin.requests.filter((r) => r.path === '/api/v1/access_token'),
    route(pathname, route) {
      routes.set(routeKey(pathname), { route, served: 0 });
    },
    tokenRoute(route) {
      tokenOverride = route ? { route, served: 0 } : null;
    },
    tokenLifetimeSeconds: 86400,
    issued: [],
    revokeTokens() {
      valid.clear();
    },
    reset() {
      routes.clear();
      tokenOverride = null;
      standin.requests.length = 0;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standin;
}

interface ListingChild {
  kind: string;
  data: { name?: string; id?: string } & Record<string, unknown>;
}

/**
 * Serves `children` the way Reddit pages a listing: up to `limit` (max 100) after the child
 * whose fullname is `after`; `after` in the answer is the last child's fullname while more remain.
 */
export function pagedListing(children: ListingChild[], headers?: Record<string, string>): (req: RecordedRequest) => StandinReply {
  return (req) => {
    const limit = Math.max(1, Math.min(100, Number(req.query.limit ?? 25) || 25));
    const start = req.query.after ? children.findIndex((c) => (c.data.name ?? `t3_${c.data.id}`) === req.query.after) + 1 : 0;
    const page = start > 0 || !req.query.after ? children.slice(start, start + limit) : [];
    const more = start + page.length < children.length && page.length > 0;
    const last = page[page.length - 1];
    return {
      headers,
      json: {
        kind: 'Listing',
        data: {
          after: more && last ? (last.data.name ?? `t3_${last.data.id}`) : null,
          dist: page.length,
          modhash: '',
          geo_filter: '',
          children: page,
          before: null,
        },
      },
    };
  };
}
