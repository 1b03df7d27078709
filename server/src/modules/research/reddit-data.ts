import { subredditKey } from '@subreddit-signal/contract';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { SimilarityIndex } from '../analysis';
import { postTermCounts, type CatalogueIndex } from '../discovery';
import {
  ArchiveRedditSource,
  ArchiveUnavailableError,
  listImportedSubreddits,
  normaliseSubredditName,
  recentImportedPostTexts,
  type ArchiveFetchStatus,
  type CommunityRulesData,
  type PostThread,
  type RedditSource,
  type SharedSubredditPosts,
  type SourceKind,
  type SubredditInfo,
  type SubredditPosts,
} from '../reddit';

/** What one source answered when asked for a post (for the message when none has it). */
export interface SourceAnswer {
  kind: SourceKind;
  /** null: it does not have it; otherwise why it could not be asked. */
  failure: string | null;
}

/** A community's data as the analyses get it, with the archive fetch behind it (when there is one). */
export interface CommunityLookup {
  /** Its posts may be the source's own array (SharedSubredditPosts): read them, never change them. */
  found: SharedSubredditPosts | null;
  /** The archive's fetch for this community, when the archive is on and was asked. */
  fetch: ArchiveFetchStatus | null;
  /** This process's archive client has stopped calling the archive after failures in a row (its circuit is open). */
  archiveDown?: boolean;
}

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The sources behind the analysis endpoints, asked in order: the live API (when configured), the
 * Arctic Shift archive (what its fetches stored), imported dumps, then the bundled snapshot. The
 * first that knows the community or post answers; a live or archive outage falls through to stored
 * data, whose provenance says how old it is.
 */
export class RedditData {
  /** Finished analyses by source, community, data moment and tier: the engine is pure, so equal inputs give equal output. */
  private readonly memo = new Map<string, { value: unknown; used: number }>();
  private static readonly MEMO_ENTRIES = 500;
  /**
   * Counts remember's calls: each entry holds the count of its last use, and the lowest goes first. A hit
   * then writes one field; moving the entry to the Map's end (delete, set) cost ~1.1 µs a hit in the
   * table's compactions, against ~30 ns (decision 112). The order is the same: least recently used first.
   */
  private memoUses = 0;
  /** When this process last asked for each community's background fetch (fetchInBackground). */
  private readonly backgroundAsked = new Map<string, number>();
  static readonly BACKGROUND_ASK_EVERY_MS = 10 * 60_000;

  /**
   * `catalogue` may be given as a function that builds it: the snapshot's index takes about 0.3 s of
   * CPU, and a process that never searches (a worker, most test apps) need not pay for it. The
   * server builds it right after it starts listening (warmCatalogue).
   */
  constructor(
    readonly sources: readonly RedditSource[],
    catalogue: CatalogueIndex | (() => CatalogueIndex),
    private readonly log?: Log,
  ) {
    if (typeof catalogue === 'function') this.buildCatalogue = catalogue;
    else this.builtCatalogue = catalogue;
  }
  private buildCatalogue: (() => CatalogueIndex) | undefined;
  private builtCatalogue: CatalogueIndex | undefined;

  /** The communities search runs over, built on first use. */
  get catalogue(): CatalogueIndex {
    if (!this.builtCatalogue) {
      this.builtCatalogue = this.buildCatalogue!();
      this.buildCatalogue = undefined;
    }
    return this.builtCatalogue;
  }

  /** Builds the catalogue now if it is not built yet, so the first search does not wait for it. */
  warmCatalogue(): void {
    void this.catalogue;
  }

  async subredditPosts(name: string): Promise<SubredditPosts | null> {
    const key = subredditKey(name);
    // Imported posts exist only for communities refreshImported has seen: skip the query otherwise.
    const found = await this.first((s) => (s.kind === 'imported' && !this.importedCounts.has(key) ? null : s.subredditPosts(name)));
    return found ? this.withKnownSubscribers(found) : null;
  }

  /** subredditPosts, with the posts of a source that can share them (the snapshot) not copied for this call. */
  private async sharedSubredditPosts(name: string): Promise<SharedSubredditPosts | null> {
    const key = subredditKey(name);
    const found = await this.first<SharedSubredditPosts>((s) =>
      s.kind === 'imported' && !this.importedCounts.has(key)
        ? null
        : s.sharedSubredditPosts
          ? s.sharedSubredditPosts(name)
          : s.subredditPosts(name),
    );
    return found ? this.withKnownSubscribers(found) : null;
  }

  /** Stored about data over what the catalogue already knows: an unknown count, title or description never replaces a known one. */
  private keepingKnown(info: SubredditInfo): SubredditInfo {
    const known = this.catalogue.get(info.name)?.info;
    if (!known) return info;
    const hasCount = info.subscribers !== null && info.subscribers > 0;
    return {
      ...info,
      title: info.title || known.title,
      description: info.description || known.description,
      subscribers: hasCount ? info.subscribers : known.subscribers,
      subscribersYear: hasCount ? info.subscribersYear : known.subscribersYear,
    };
  }

  /** A dump or an archive page without a subscriber count keeps the one the catalogue knows (with its year), never shows 0. */
  private withKnownSubscribers<F extends SharedSubredditPosts>(found: F): F {
    if (found.subreddit.subscribers !== null && found.subreddit.subscribers > 0) return found;
    const known = this.catalogue.get(found.subreddit.name)?.info;
    if (!known?.subscribers) return found;
    return { ...found, subreddit: { ...found.subreddit, subscribers: known.subscribers, subscribersYear: known.subscribersYear } };
  }

  /** The community's posts from stored data only (imported, snapshot): what a search card can afford per result. */
  storedPosts(name: string): Promise<SubredditPosts | null> {
    const key = subredditKey(name);
    return this.first((s) =>
      s.kind === 'live' || (s.kind === 'imported' && !this.importedCounts.has(key)) ? null : s.subredditPosts(name),
    );
  }

  postThread(id: string): Promise<PostThread | null> {
    return this.first((s) => s.postThread(id));
  }

  /** The archive source, when REDDIT_ARCHIVE_URL is on. */
  get archive(): ArchiveRedditSource | null {
    return (this.sources.find((s) => s instanceof ArchiveRedditSource) as ArchiveRedditSource | undefined) ?? null;
  }

  /**
   * For callers outside analysis (generation): when the archive is on and no live source is,
   * starts (or joins) the community's archive fetch without waiting, so the next ask finds current
   * data. Never throws: the caller goes on with what exists.
   */
  fetchInBackground(name: string, now = Date.now()): void {
    const archive = this.archive;
    const valid = normaliseSubredditName(name);
    if (!archive || !valid || this.sources.some((s) => s.kind === 'live')) return;
    // Every generation for a community calls this: ask the database (which decides whether a fetch is
    // due, cluster-wide) once per community per BACKGROUND_ASK_EVERY_MS and process, not per request.
    const key = subredditKey(valid);
    const last = this.backgroundAsked.get(key);
    if (last !== undefined && now - last < RedditData.BACKGROUND_ASK_EVERY_MS) return;
    if (this.backgroundAsked.size >= RedditData.MEMO_ENTRIES * 20) this.backgroundAsked.clear();
    this.backgroundAsked.set(key, now);
    archive.fetches.request(valid).catch((err) => this.log?.warn({ err, subreddit: valid }, 'archive fetch could not be requested'));
  }

  /**
   * A community local data lacks, as the archive knows it (its exact name among the archive's
   * name-prefix matches; one short attempt), with its fetch started in the background; null when
   * the archive is off, cannot answer now, or knows no such community (report subscriptions).
   */
  async communityOnDemand(name: string): Promise<SubredditInfo | null> {
    const archive = this.archive;
    const valid = normaliseSubredditName(name);
    if (!archive || !valid) return null;
    const found = await archive.searchSubreddits(valid, 10).catch(() => [] as SubredditInfo[]);
    const info = found.find((s) => s.name.toLowerCase() === valid.toLowerCase()) ?? null;
    if (info) this.fetchInBackground(info.name);
    return info;
  }

  /**
   * The community's data as `subredditPosts` finds it (its posts not copied), and, when the archive is on and the answer
   * is not current (nothing, imported or the 2013 sample, or an archive fetch due for refresh), the
   * archive fetch this asks for (started in the background, joined when one runs). Never waits for it.
   */
  async lookupCommunity(name: string): Promise<CommunityLookup> {
    const archive = this.archive;
    let found: SharedSubredditPosts | null = null;
    let outage: unknown = null;
    try {
      found = await this.sharedSubredditPosts(name);
    } catch (err) {
      if (!archive || (err instanceof HttpError && err.statusCode === 404)) throw err;
      outage = err;
    }
    const valid = normaliseSubredditName(name);
    if (!archive || !valid || found?.kind === 'live') {
      if (outage) throw outage;
      return { found, fetch: null };
    }
    const fetch = await archive.fetches.request(valid);
    if (outage && !found && fetch.status !== 'queued' && fetch.status !== 'running') throw outage;
    return { found, fetch, archiveDown: archive.client.breaker.current() === 'open' };
  }

  /**
   * A post from the first source that has it, with what every source asked before answered: the
   * message for a post none of them has names them (issue 28: never only "check the link").
   */
  async postThreadExplained(id: string): Promise<{ thread: PostThread | null; asked: SourceAnswer[] }> {
    const asked: SourceAnswer[] = [];
    for (const source of this.sources) {
      try {
        const thread = await source.postThread(id);
        if (thread) return { thread, asked };
        asked.push({ kind: source.kind, failure: null });
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) throw err;
        if (source.kind !== 'live' && source.kind !== 'archive') throw err;
        this.log?.warn({ err }, `${source.kind} Reddit source failed for a post; trying stored data`);
        asked.push({ kind: source.kind, failure: err instanceof ArchiveUnavailableError ? err.reason : 'Reddit could not be reached' });
      }
    }
    return { thread: null, asked };
  }

  /**
   * The community's rules from the first source that can read them (only the live API can). Null
   * when no source holds rules, or Reddit cannot be reached for them (the caller then works from
   * norms and says so: `unreachable`); a community Reddit reports as private or banned still throws.
   */
  async communityRules(name: string): Promise<{ rules: CommunityRulesData | null; unreachable: boolean }> {
    let unreachable = false;
    for (const source of this.sources) {
      if (!source.communityRules) continue;
      try {
        const rules = await source.communityRules(name);
        if (rules) return { rules, unreachable: false };
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) throw err;
        unreachable = true;
        this.log?.warn({ err }, 'community rules could not be read; checking from norms only');
      }
    }
    return { rules: null, unreachable };
  }

  /** Rules a source already holds, without network (search cards); null when none does. */
  async knownCommunityRules(name: string): Promise<CommunityRulesData | null> {
    for (const source of this.sources) {
      const known = await source.knownCommunityRules?.(name).catch(() => null);
      if (known) return known;
    }
    return null;
  }

  /**
   * Returns the cached result for `key`, computing it once. Keys must name everything the result
   * depends on (see the callers); least recently used entries go first.
   */
  remember<T>(key: string, compute: () => T): T {
    const hit = this.memo.get(key);
    if (hit) {
      hit.used = ++this.memoUses;
      return hit.value as T;
    }
    const value = compute();
    if (this.memo.size >= RedditData.MEMO_ENTRIES) this.memo.delete(this.leastRecentlyUsed());
    this.memo.set(key, { value, used: ++this.memoUses });
    return value;
  }

  /** A scan of the full memo, on a miss only: a miss computes an analysis, thousands of times longer. */
  private leastRecentlyUsed(): string {
    let oldest = '';
    let used = Infinity;
    for (const [key, entry] of this.memo) {
      if (entry.used < used) {
        used = entry.used;
        oldest = key;
      }
    }
    return oldest;
  }

  /** Drops a remembered result (one that turned out to be a failure, so the next call computes it again). */
  forget(key: string): void {
    this.memo.delete(key);
  }

  /**
   * Makes communities imported since boot (by `npm run import`, in another process) searchable:
   * their about data, sizes and post terms (so their posts' words find them, as for the snapshot's
   * communities) go into the catalogue, and the similarity index is rebuilt on next use.
   */
  async refreshImported(db: Queryable): Promise<number> {
    const added = await this.refreshStored(db, 'imported', this.importedCounts);
    // Communities another instance fetched from the archive become searchable here too.
    return added + (this.archive ? await this.refreshStored(db, 'archive', this.archivedCounts) : 0);
  }
  private readonly archivedCounts = new Map<string, number>();

  private async refreshStored(db: Queryable, source: 'imported' | 'archive', counts: Map<string, number>): Promise<number> {
    const imported = await listImportedSubreddits(db, source);
    const fresh = imported.filter((s) => counts.get(s.info.name.toLowerCase()) !== s.postCount);
    if (fresh.length === 0) return 0;
    const inputs = [];
    for (const s of fresh) {
      const texts = await recentImportedPostTexts(db, s.info.name.toLowerCase(), undefined, source);
      inputs.push({
        info: this.keepingKnown(s.info),
        postCount: s.postCount,
        postsPerWeek: s.postCount / Math.max(1, (s.newestUtc - s.oldestUtc) / (7 * 86400)),
        postTerms: postTermCounts(texts),
      });
    }
    this.catalogue.upsert(inputs);
    for (const s of fresh) counts.set(s.info.name.toLowerCase(), s.postCount);
    this.similarityIndex = undefined;
    return fresh.length;
  }
  private readonly importedCounts = new Map<string, number>();

  /** The content-similarity index over the catalogue, built on first use (about 0.2 s). */
  similarity(): SimilarityIndex {
    this.similarityIndex ??= new SimilarityIndex(this.catalogue.all());
    return this.similarityIndex;
  }
  private similarityIndex: SimilarityIndex | undefined;

  /** `ask` gives null, not a promise of it, for a source it skips: a warm analysis then waits on the one source that answers. */
  private async first<T>(ask: (s: RedditSource) => Promise<T | null> | null): Promise<T | null> {
    let outage: unknown = null;
    for (const source of this.sources) {
      try {
        const asked = ask(source);
        if (asked === null) continue;
        const found = await asked;
        if (found) return found;
      } catch (err) {
        // A community Reddit reports as private/banned is an answer, not an outage.
        if (err instanceof HttpError && err.statusCode === 404) throw err;
        if (source.kind !== 'live' && source.kind !== 'archive') throw err;
        outage = err;
        this.log?.warn({ err }, `${source.kind} Reddit source failed; trying stored data`);
      }
    }
    if (outage) throw outage;
    return null;
  }
}
