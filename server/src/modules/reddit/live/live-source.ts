import type { Config } from '../../../config';
import type { Queryable } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { SubmissionSettings } from '@subreddit-signal/contract';
import { bareSubredditName } from '@subreddit-signal/contract';
import type { CommunityRulesData, PostThread, RedditPost, RedditSource, SubredditInfo, SubredditPosts } from '../model';
import { RedditApiCache, type CacheEntry } from './cache';
import { RedditClient, type RedditClientOptions } from './client';
import { RedditCommunityUnavailableError, RedditResponseError, RedditUnavailableError, type CommunityRestriction } from './errors';
import {
  isListing,
  listingSubscribers,
  mapPostListing,
  mapPostRequirements,
  mapRulesAnswer,
  mapWikiPage,
  wikiPagesNamed,
  mapSubmissionSettings,
  mapSubreddit,
  mapThread,
  type Listing,
} from './mappers';

const HOUR = 3600_000;

export type ListingSort = { sort: 'new' } | { sort: 'top'; t: 'hour' | 'day' | 'week' | 'month' | 'year' | 'all' };

export interface LiveRedditSourceOptions {
  client: RedditClient;
  db: Queryable;
  clock: Clock;
  /** Most posts fetched per community (pages of 100). Default 1000, Reddit's own listing depth. */
  maxPosts?: number;
  /** Which listing `subredditPosts` reads. Default: newest first. */
  listing?: ListingSort;
  /** Cache lifetimes: listings and threads (default 6 h), about data (24 h), "not found" answers (1 h). */
  listingTtlMs?: number;
  aboutTtlMs?: number;
  missingTtlMs?: number;
  /** When Reddit is unreachable, an expired cache entry up to this old (past its expiry) is served instead (default 7 days). */
  maxStaleMs?: number;
  /** Top-level comments asked for per thread (default 100). */
  commentLimit?: number;
}

/** `settings` is absent in entries cached before submission settings were kept. */
type AboutBody = { info: SubredditInfo; settings?: SubmissionSettings } | { missing: true } | { restricted: CommunityRestriction };
/** Rules and post requirements as read together (one cache entry); settings come from the about entry. */
type RulesBody = Omit<CommunityRulesData, 'settings' | 'fetchedAt'>;
interface ListingBody {
  posts: RedditPost[];
  /** Children Reddit returned (NSFW ones included), the number the cap counts. */
  fetched: number;
  cap: number;
  /** Reddit had no more pages. */
  exhausted: boolean;
  /** `subreddit_subscribers` as the listing reported it (fallback when the about data has no count). */
  subscribers: number | null;
}
type ThreadBody = { thread: PostThread } | { missing: true };

interface Served<T> extends CacheEntry<T> {
  fromCache: boolean;
  stale: boolean;
}

const NAME = /^[A-Za-z0-9_]{2,21}$/;
const PSEUDO = new Set(['all', 'popular', 'random', 'randnsfw', 'friends', 'mod', 'myrandom', 'home']);
const POST_ID = /^[a-z0-9]{1,13}$/;

/** `Entrepreneur`, `r/Entrepreneur`, `/r/Entrepreneur/` → `Entrepreneur`; null when it cannot be a community name. */
export function normaliseSubredditName(input: string): string | null {
  const name = bareSubredditName(input).replace(/\/+$/, '');
  return NAME.test(name) && !PSEUDO.has(name.toLowerCase()) ? name : null;
}

/** `1abcde` or `t3_1abcde` → `1abcde`; null when it cannot be a post id. */
export function normalisePostId(input: string): string | null {
  const id = input.trim().toLowerCase().replace(/^t3_/, '');
  return POST_ID.test(id) ? id : null;
}

/**
 * The live Reddit API as a RedditSource (kind 'live'). Every answer goes through the database
 * cache (`reddit_api_cache`): a fresh entry is served without touching the network; an expired
 * one is refetched and replaced; when Reddit is unreachable an expired entry (up to `maxStaleMs`
 * past expiry) is served rather than failing. Concurrent requests for the same key in one process
 * share one fetch. `asOf` is when the data was fetched (from the clock), `dataDate` that day.
 *
 * Returns null for communities/posts Reddit does not know (404, or a redirect to search).
 * Throws RedditCommunityUnavailableError (404 to users, says why) for private, banned and
 * quarantined communities, and RedditUnavailableError (503 to users) when Reddit cannot be reached.
 */
export class LiveRedditSource implements RedditSource {
  readonly kind = 'live' as const;
  readonly client: RedditClient;
  private readonly cache: RedditApiCache;
  private readonly clock: Clock;
  private readonly maxPosts: number;
  private readonly listing: ListingSort;
  private readonly listingTtlMs: number;
  private readonly aboutTtlMs: number;
  private readonly missingTtlMs: number;
  private readonly maxStaleMs: number;
  private readonly commentLimit: number;
  private readonly inflight = new Map<string, Promise<Served<unknown>>>();

  constructor(opts: LiveRedditSourceOptions) {
    this.client = opts.client;
    this.clock = opts.clock;
    this.cache = new RedditApiCache(opts.db, opts.clock);
    this.maxPosts = Math.max(1, Math.min(1000, opts.maxPosts ?? 1000));
    this.listing = opts.listing ?? { sort: 'new' };
    this.listingTtlMs = opts.listingTtlMs ?? 6 * HOUR;
    this.aboutTtlMs = opts.aboutTtlMs ?? 24 * HOUR;
    this.missingTtlMs = opts.missingTtlMs ?? HOUR;
    this.maxStaleMs = opts.maxStaleMs ?? 7 * 24 * HOUR;
    this.commentLimit = opts.commentLimit ?? 100;
  }

  async subredditInfo(name: string): Promise<SubredditInfo | null> {
    const sub = normaliseSubredditName(name);
    if (!sub) return null;
    return this.about(sub);
  }

  /**
   * The community's rules (`/r/{name}/about/rules`), post requirements (`/api/v1/{name}/post_requirements`)
   * and submission settings (its about data), through the same cache, rate limit and breaker as
   * everything else. A part Reddit refuses (403/404: e.g. requirements of a community that has
   * none to show) is null; null overall when the community is unknown.
   */
  async communityRules(name: string): Promise<CommunityRulesData | null> {
    const sub = normaliseSubredditName(name);
    if (!sub) return null;
    const about = await this.aboutEntry(sub);
    if (!('info' in about.body)) return null;
    const real = about.body.info.name;
    const entry = await this.served<RulesBody>(`v1:rules:${real.toLowerCase()}`, async () => {
      const answer = await this.optional(`/r/${real}/about/rules`, mapRulesAnswer);
      const requirements = await this.optional(`/api/v1/${real}/post_requirements`, mapPostRequirements);
      // Rules that say 'read the wiki' are followed to the pages they name, in the same cache entry.
      const wikiPages = [];
      for (const page of wikiPagesNamed(real, answer?.rules ?? []))
        wikiPages.push({ page, text: await this.optional(`/r/${real}/wiki/${page}`, mapWikiPage).catch(() => null) });
      return {
        body: { rules: answer?.rules ?? null, requirements, siteRules: answer?.siteRules ?? null, wikiPages },
        ttlMs: this.aboutTtlMs,
      };
    });
    return { ...entry.body, settings: about.body.settings ?? null, fetchedAt: Math.floor(entry.fetchedAt.getTime() / 1000) };
  }

  /** The rules already in the cache (fresh or not), without asking Reddit: what a search card can afford. */
  async knownCommunityRules(name: string): Promise<CommunityRulesData | null> {
    const sub = normaliseSubredditName(name);
    if (!sub) return null;
    const rules = await this.cache.get<RulesBody>(`v1:rules:${sub.toLowerCase()}`);
    if (!rules) return null;
    const about = await this.cache.get<AboutBody>(`v1:about:${sub.toLowerCase()}`);
    const settings = about && 'info' in about.body ? (about.body.settings ?? null) : null;
    return { ...rules.body, settings, fetchedAt: Math.floor(rules.fetchedAt.getTime() / 1000) };
  }

  /** GET `path` mapped by `map`; null when Reddit refuses it (403/404/redirect) or answers something else. */
  private async optional<T>(path: string, map: (body: unknown) => T | null): Promise<T | null> {
    try {
      return map(await this.client.get(path));
    } catch (err) {
      if (err instanceof RedditResponseError && (err.status === 403 || err.status === 404 || err.status < 400)) return null;
      if (err instanceof RedditResponseError) throw new RedditUnavailableError(err.message);
      throw err;
    }
  }

  async subredditPosts(name: string, limit?: number): Promise<SubredditPosts | null> {
    const sub = normaliseSubredditName(name);
    if (!sub) return null;
    const info = await this.about(sub);
    if (!info) return null;
    const cap = Math.max(1, Math.min(this.maxPosts, Math.floor(limit ?? this.maxPosts)));
    const entry = await this.listingOf(info.name, cap);
    const listed = entry.body.subscribers;
    const subreddit =
      info.subscribers === null && listed !== null
        ? { ...info, subscribers: listed, subscribersYear: entry.fetchedAt.getUTCFullYear() }
        : info;
    return {
      subreddit,
      posts: entry.body.posts.slice(0, cap),
      kind: 'live',
      asOf: Math.floor(entry.fetchedAt.getTime() / 1000),
      dataDate: entry.fetchedAt.toISOString().slice(0, 10),
    };
  }

  async postThread(id: string): Promise<PostThread | null> {
    const postId = normalisePostId(id);
    if (!postId) return null;
    const entry = await this.served<ThreadBody>(`v1:thread:${postId}:${this.commentLimit}`, async () => {
      try {
        const body = await this.client.get(`/comments/${postId}`, { limit: this.commentLimit, depth: 1, sort: 'top' });
        const thread = mapThread(body);
        return thread ? { body: { thread }, ttlMs: this.listingTtlMs } : { body: { missing: true }, ttlMs: this.missingTtlMs };
      } catch (err) {
        // 403 (post in a private community) and 404 alike: not available here.
        if (err instanceof RedditResponseError && (err.status === 403 || err.status === 404 || err.status < 400)) {
          return { body: { missing: true }, ttlMs: this.missingTtlMs };
        }
        throw err;
      }
    });
    return 'thread' in entry.body ? entry.body.thread : null;
  }

  /** Listing of a community, following `after` in pages of up to 100 until `cap` children, or Reddit runs out. */
  private async listingOf(name: string, cap: number): Promise<Served<ListingBody>> {
    const sortKey = this.listing.sort === 'top' ? `top-${this.listing.t}` : 'new';
    return this.served<ListingBody>(
      `v1:listing:${sortKey}:${name.toLowerCase()}`,
      async () => {
        const posts: RedditPost[] = [];
        let fetched = 0;
        let after: string | null = null;
        let exhausted = false;
        let subscribers: number | null = null;
        const seen = new Set<string>();
        const ids = new Set<string>();
        while (fetched < cap) {
          const query: Record<string, string | number | undefined> = {
            limit: Math.min(100, cap - fetched),
            after: after ?? undefined,
            count: fetched || undefined,
            t: this.listing.sort === 'top' ? this.listing.t : undefined,
          };
          let page: unknown;
          try {
            page = await this.client.get(`/r/${name}/${this.listing.sort}`, query);
          } catch (err) {
            if (!(err instanceof RedditResponseError)) throw err;
            throw communityError(err, name) ?? new RedditUnavailableError(err.message);
          }
          if (!isListing(page)) throw new RedditUnavailableError(`/r/${name}/${this.listing.sort} did not answer with a Listing`);
          const listing: Listing = page;
          fetched += listing.data.children.length;
          subscribers ??= listingSubscribers(listing);
          // A post can show up on two pages when the listing moves between requests: keep it once.
          for (const post of mapPostListing(listing)) {
            if (ids.has(post.id)) continue;
            ids.add(post.id);
            posts.push(post);
          }
          after = listing.data.after;
          if (!after || listing.data.children.length === 0 || seen.has(after)) {
            exhausted = true;
            break;
          }
          seen.add(after);
        }
        return { body: { posts, fetched, cap, exhausted, subscribers }, ttlMs: this.listingTtlMs };
      },
      // A cached listing serves any request it covers: Reddit had no more, or it was fetched to at least this cap.
      (body) => body.exhausted || body.cap >= cap,
      `#${cap}`,
    );
  }

  private async about(name: string): Promise<SubredditInfo | null> {
    const body = (await this.aboutEntry(name)).body;
    return 'info' in body ? body.info : null;
  }

  private async aboutEntry(name: string): Promise<Served<AboutBody>> {
    const entry = await this.served<AboutBody>(`v1:about:${name.toLowerCase()}`, async () => {
      try {
        const body = (await this.client.get(`/r/${name}/about`)) as { kind?: unknown; data?: Record<string, unknown> };
        // Reddit answers an unknown name with a redirect or an empty Listing (search results), not a t5.
        const info = body?.kind === 't5' && body.data ? mapSubreddit(body.data, this.clock.now().getUTCFullYear()) : null;
        return info && body.data
          ? { body: { info, settings: mapSubmissionSettings(body.data) }, ttlMs: this.aboutTtlMs }
          : { body: { missing: true }, ttlMs: this.missingTtlMs };
      } catch (err) {
        if (!(err instanceof RedditResponseError)) throw err;
        const restricted = communityError(err, name);
        if (restricted) return { body: { restricted: restricted.reason }, ttlMs: this.missingTtlMs };
        if (err.status === 404 || err.status < 400) return { body: { missing: true }, ttlMs: this.missingTtlMs };
        throw new RedditUnavailableError(err.message);
      }
    });
    if ('restricted' in entry.body) throw new RedditCommunityUnavailableError(name, entry.body.restricted);
    return entry;
  }

  /**
   * The cache protocol: fresh hit → no network; otherwise fetch (one in flight per key in this
   * process) and store; if the fetch finds Reddit unreachable, serve the expired entry when it is
   * not too old. `usable` rejects cached bodies that do not answer this request (listing caps).
   */
  private async served<T>(
    key: string,
    load: () => Promise<{ body: T; ttlMs: number }>,
    usable: (body: T) => boolean = () => true,
    flightSuffix = '',
  ): Promise<Served<T>> {
    const flightKey = key + flightSuffix;
    const running = this.inflight.get(flightKey) as Promise<Served<T>> | undefined;
    if (running) return running;
    const run = (async (): Promise<Served<T>> => {
      const cached = await this.cache.get<T>(key);
      if (cached && usable(cached.body) && this.cache.isFresh(cached)) return { ...cached, fromCache: true, stale: false };
      try {
        const { body, ttlMs } = await load();
        return { ...(await this.cache.set(key, body, ttlMs)), fromCache: false, stale: false };
      } catch (err) {
        const now = this.clock.now().getTime();
        if (err instanceof RedditUnavailableError && cached && usable(cached.body) && now - cached.expiresAt.getTime() <= this.maxStaleMs) {
          return { ...cached, fromCache: true, stale: true };
        }
        throw err;
      }
    })().finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, run);
    return run;
  }
}

/** Reddit's `reason` on a 403/404 for a community, as a typed restriction; null when it is not one. */
function communityError(err: RedditResponseError, name: string): RedditCommunityUnavailableError | null {
  if (err.status !== 403 && err.status !== 404) return null;
  const reason = err.reason?.toLowerCase() ?? null;
  if (reason === 'private' || reason === 'banned' || reason === 'quarantined') return new RedditCommunityUnavailableError(name, reason);
  if (reason) return new RedditCommunityUnavailableError(name, 'restricted'); // gold_only and other named restrictions
  return null;
}

export interface LiveSourceDeps {
  db: Queryable;
  clock: Clock;
  logger?: RedditClientOptions['logger'];
}

/**
 * Wires the live source from configuration (REDDIT_* keys). Only call it when
 * `config.redditEnabled`; `overrides` tune the client (tests inject sleep, jitter, breaker settings).
 */
export function createLiveRedditSource(
  config: Config,
  deps: LiveSourceDeps,
  overrides: Partial<Omit<RedditClientOptions, 'clientId' | 'clientSecret' | 'userAgent'>> & {
    source?: Partial<Omit<LiveRedditSourceOptions, 'client' | 'db' | 'clock'>>;
  } = {},
): LiveRedditSource {
  if (!config.redditEnabled || !config.REDDIT_CLIENT_ID || !config.REDDIT_CLIENT_SECRET || !config.REDDIT_USER_AGENT) {
    throw new Error('The live Reddit source needs REDDIT_CLIENT_ID, REDDIT_CLIENT_SECRET and REDDIT_USER_AGENT');
  }
  const { source, ...clientOverrides } = overrides;
  const client = new RedditClient({
    apiBase: config.REDDIT_API_BASE,
    authUrl: config.REDDIT_AUTH_URL,
    clientId: config.REDDIT_CLIENT_ID,
    clientSecret: config.REDDIT_CLIENT_SECRET,
    userAgent: config.REDDIT_USER_AGENT,
    clock: deps.clock,
    logger: deps.logger,
    ...clientOverrides,
  });
  return new LiveRedditSource({
    client,
    db: deps.db,
    clock: deps.clock,
    maxPosts: config.REDDIT_MAX_POSTS,
    listingTtlMs: config.REDDIT_LISTING_TTL_SECONDS * 1000,
    aboutTtlMs: config.REDDIT_ABOUT_TTL_SECONDS * 1000,
    ...source,
  });
}
