import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local stand-in for the Arctic Shift archive API (node:http on 127.0.0.1, random port), serving
 * the documented format (`{"data": [...]}`, errors as `{"error": "..."}`) built from real Reddit
 * objects in tests/fixtures/arctic-shift (extracted from api-samples/praw: a 2026 r/popular
 * listing, two comment trees, a subreddit search). Communities are declared per test: their posts
 * are the real post objects, renamed into the community and spread back in time from `newestUtc`.
 * Paging by time (`before`/`after`, `sort`), `limit` 1..100, `subreddit_prefix`, `link_id` (with an
 * empty `parent_id` for top-level comments, without one for the whole thread), and `posts/ids` behave as the contract says.
 */

// From the repository root (where jest, Playwright and the bench run), so it loads under CommonJS and ESM alike.
const FIXTURES = path.resolve('tests', 'fixtures', 'arctic-shift');
type Raw = Record<string, unknown>;
const load = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8')) as Raw[];
const REAL_POSTS = load('posts-r-popular-2026-04-13.json');
const REAL_COMMENTS = load('comments-funny-askreddit.json');
const REAL_SUBREDDITS = load('subreddits-search-praw.json');

export interface StandinCommunity {
  name: string;
  posts: number;
  subscribers?: number | null;
  title?: string;
  description?: string;
  over18?: boolean;
  /** Newest post time (Unix seconds); posts go back from it every `spacingSeconds` (default 3 h). */
  newestUtc: number;
  spacingSeconds?: number;
  /** Top-level comments each post has in the archive (default 3). */
  commentsPerPost?: number;
  /** A chain of this many nested replies under each post's first top-level comment (default 0). */
  replyChain?: number;
}

export interface ArchiveRequest {
  path: string;
  query: Record<string, string>;
}

export interface ArchiveReply {
  status?: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  /** Answer only after this long (a slow archive). */
  delayMs?: number;
}

/** An array replies in order and repeats its last element; a function decides per request; null answers normally. */
export type ArchiveRoute = ArchiveReply | ArchiveReply[] | ((req: ArchiveRequest) => ArchiveReply | null | Promise<ArchiveReply | null>);

export interface ArchiveStandin {
  /** Use as REDDIT_ARCHIVE_URL. */
  url: string;
  requests: ArchiveRequest[];
  requestsTo(endpoint: string): ArchiveRequest[];
  /** Overrides `/api/<endpoint>` (e.g. 'posts/search'). */
  route(endpoint: string, route: ArchiveRoute): void;
  addCommunity(c: StandinCommunity): void;
  /** Every normal answer of `endpoint` comes this much later (a busy archive; 0 = at once). */
  slow(endpoint: string, ms: number): void;
  /** The post objects the stand-in holds for a community, newest first. */
  postsOf(name: string): Raw[];
  reset(): void;
  stop(): Promise<void>;
}

function idPrefix(name: string): string {
  let h = 7;
  for (const ch of name.toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) % 46656;
  return h.toString(36).padStart(3, '0');
}

function buildCommunity(c: StandinCommunity): { about: Raw; posts: Raw[]; comments: Raw[] } {
  const prefix = idPrefix(c.name);
  const spacing = c.spacingSeconds ?? 3 * 3600;
  const posts: Raw[] = [];
  const comments: Raw[] = [];
  for (let i = 0; i < c.posts; i++) {
    const real = REAL_POSTS[i % REAL_POSTS.length];
    const id = `${prefix}${i.toString(36).padStart(4, '0')}`;
    const created = c.newestUtc - i * spacing;
    posts.push({
      ...real,
      id,
      name: `t3_${id}`,
      subreddit: c.name,
      subreddit_id: `t5_${prefix}`,
      created_utc: created,
      permalink: `/r/${c.name}/comments/${id}/${String(real.title ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .slice(0, 40)}/`,
      over_18: c.over18 ?? false,
      retrieved_on: created + 1800,
    });
    for (let j = 0; j < (c.commentsPerPost ?? 3); j++) {
      const rc = REAL_COMMENTS[(i * 7 + j) % REAL_COMMENTS.length];
      const cid = `${id}c${j}`;
      comments.push({
        ...rc,
        id: cid,
        name: `t1_${cid}`,
        link_id: `t3_${id}`,
        parent_id: `t3_${id}`,
        subreddit: c.name,
        created_utc: created + 120 * (j + 1) * (j + 1),
        retrieved_on: created + 1800,
      });
    }
    for (let k = 1; k <= (c.replyChain ?? 0); k++) {
      const rc = REAL_COMMENTS[(i * 5 + k) % REAL_COMMENTS.length];
      const parent = k === 1 ? `${id}c0` : `${id}r${k - 1}`;
      comments.push({
        ...rc,
        id: `${id}r${k}`,
        name: `t1_${id}r${k}`,
        link_id: `t3_${id}`,
        parent_id: `t1_${parent}`,
        subreddit: c.name,
        created_utc: created + 120 + 300 * k,
        retrieved_on: created + 1800,
      });
    }
  }
  const realAbout = REAL_SUBREDDITS[c.name.length % REAL_SUBREDDITS.length];
  const about = {
    ...realAbout,
    display_name: c.name,
    name: `t5_${prefix}`,
    id: prefix,
    title: c.title ?? `${c.name}`,
    public_description: c.description ?? `A community about ${c.name}.`,
    subscribers: c.subscribers === undefined ? 12_345 : c.subscribers,
    over18: c.over18 ?? false,
    retrieved_on: c.newestUtc,
  };
  return { about, posts, comments };
}

const num = (v: string | undefined): number | null => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

export async function startArchiveStandin(communities: StandinCommunity[] = []): Promise<ArchiveStandin> {
  const held = new Map<string, ReturnType<typeof buildCommunity>>();
  const routes = new Map<string, { route: ArchiveRoute; served: number }>();
  const requests: ArchiveRequest[] = [];
  const delays = new Map<string, number>();
  const add = (c: StandinCommunity) => held.set(c.name.toLowerCase(), buildCommunity(c));
  communities.forEach(add);

  const normal = (endpoint: string, q: Record<string, string>): ArchiveReply => {
    const limit = num(q.limit) ?? 25;
    if (limit < 1 || limit > 100) return { status: 400, json: { error: 'limit must be between 1 and 100' } };
    switch (endpoint) {
      case 'subreddits/search': {
        const prefix = (q.subreddit_prefix ?? '').toLowerCase();
        const mine = [...held.values()].map((h) => h.about);
        const all = [...mine, ...REAL_SUBREDDITS].filter((s) => String(s.display_name).toLowerCase().startsWith(prefix));
        const nsfwOk = q.over18 !== 'false';
        return { json: { data: all.filter((s) => nsfwOk || s.over18 !== true).slice(0, limit) } };
      }
      case 'posts/search': {
        if (!q.subreddit && !q.author) return { status: 400, json: { error: 'subreddit or author required' } };
        const community = held.get((q.subreddit ?? '').toLowerCase());
        const before = num(q.before);
        const after = num(q.after);
        let posts = (community?.posts ?? []).filter(
          (p) => (before === null || (p.created_utc as number) < before) && (after === null || (p.created_utc as number) > after),
        );
        if (q.sort === 'asc') posts = [...posts].reverse();
        return { json: { data: posts.slice(0, limit) } };
      }
      case 'comments/search': {
        const link = q.link_id ?? '';
        const all = [...held.values()].flatMap((h) => h.comments);
        const hits = all.filter(
          (c) =>
            // No parent_id: the whole thread; an empty one: top level; else the replies to that parent.
            c.link_id === link && (q.parent_id === undefined || c.parent_id === (q.parent_id === '' ? link : q.parent_id)),
        );
        return { json: { data: hits.slice(0, limit) } };
      }
      case 'posts/ids': {
        const ids = new Set(
          (q.ids ?? '')
            .split(',')
            .map((s) => s.trim().toLowerCase().replace(/^t3_/, ''))
            .filter(Boolean),
        );
        if (ids.size > 500) return { status: 400, json: { error: 'at most 500 ids' } };
        const all = [...held.values()].flatMap((h) => h.posts);
        return { json: { data: all.filter((p) => ids.has(String(p.id))) } };
      }
      default:
        return { status: 404, json: { error: 'Not found' } };
    }
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const endpoint = url.pathname.replace(/^\/api\//, '').replace(/\/+$/, '');
    const query = Object.fromEntries(url.searchParams.entries());
    const recorded = { path: url.pathname, query };
    requests.push(recorded);
    let reply: ArchiveReply | null = null;
    const entry = routes.get(endpoint);
    if (entry) {
      const r = entry.route;
      reply = typeof r === 'function' ? await r(recorded) : Array.isArray(r) ? r[Math.min(entry.served, r.length - 1)] : r;
      entry.served += 1;
    }
    reply ??= { delayMs: delays.get(endpoint), ...normal(endpoint, query) };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply!.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.text ?? JSON.stringify(reply.json ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (endpoint) => requests.filter((r) => r.path === `/api/${endpoint}`),
    route: (endpoint, route) => routes.set(endpoint, { route, served: 0 }),
    addCommunity: add,
    slow: (endpoint, ms) => delays.set(endpoint, ms),
    postsOf: (name) => held.get(name.toLowerCase())?.posts ?? [],
    reset: () => {
      routes.clear();
      delays.clear();
      requests.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
