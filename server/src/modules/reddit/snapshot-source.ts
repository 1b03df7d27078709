/**
 * The bundled offline dataset (data/snapshot/, built by data/build-snapshot.ts) as a RedditSource.
 * The catalogue (about 5,400 communities) loads at startup; the posts of a community are
 * decompressed on first use and kept in a small LRU cache. Everything is dated: posts were
 * collected in August 2013 (`asOf`), the catalogue's descriptions and most counts in March 2021.
 */
import { subredditKey } from '@subreddit-signal/contract';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompress } from 'node:zlib';
import { promisify } from 'node:util';
import type { PostThread, RedditPost, RedditSource, SharedSubredditPosts, SubredditInfo, SubredditPosts } from './model';

const unbrotli = promisify(brotliDecompress);

export const SNAPSHOT_FORMAT = 1;

/** data/snapshot/meta.json */
export interface SnapshotMeta {
  format: number;
  /** TEXT_VERSION of discovery/text.ts the post terms were made with. */
  textVersion: number;
  /** Unix seconds the posts were collected ("now" for their time windows). */
  asOf: number;
  /** ISO date of that collection. */
  dataDate: string;
  /** When the catalogue's descriptions and 2021 counts were collected (YYYY-MM). */
  catalogueDataDate: string;
  /** Bodies longer than this many characters are shortened; `RedditPost.selftextLength` keeps the true length. */
  selftextCap: number;
  counts: {
    subreddits: number;
    subredditsWithPosts: number;
    posts: number;
    droppedNsfwPosts: number;
    droppedNsfwSubreddits: number;
    shortenedBodies: number;
  };
  sources: Array<{ id: string; what: string; licence: string; collected: string }>;
}

/** One community in data/snapshot/catalogue.json.br. */
export interface SnapshotCatalogueEntry {
  name: string;
  title: string;
  description: string;
  subscribers: number | null;
  subscribersYear: number | null;
  flairs: string[];
  /** Lists that name it: 'umbrae-2013', 'ihiggins-2021'. */
  sources: string[];
  /** Words of the name when a dictionary split them ("personalfinance" → personal, finance); else absent. */
  nameWords?: string[];
  /**
   * Index terms precomputed for a fast boot: of the name (discovery `nameTerms`, '|'-separated since
   * they include pairs) and of title, description and flairs (discovery/text.ts `terms`, space-separated).
   */
  terms?: { name: string; title: string; description: string; flairs: string };
  postCount: number;
  postsPerWeek: number;
  /** [stemmed term, number of posts using it], most used first (empty without posts). */
  postTerms: Array<[string, number]>;
}

export interface SnapshotCatalogueFile {
  format: number;
  textVersion: number;
  subreddits: SnapshotCatalogueEntry[];
}

/** Columnar posts of one community: data/snapshot/posts/<lower-case name>.json.br */
export interface SnapshotPostsFile {
  format: number;
  subreddit: string;
  asOf: number;
  id: string[];
  createdUtc: number[];
  score: number[];
  numComments: number[];
  isSelf: Array<0 | 1>;
  /** null for text posts whose domain is `self.<subreddit>`. */
  domain: Array<string | null>;
  /** '' for text posts (their url is their permalink). */
  url: string[];
  /** index → permalink slug, only where it differs from redditSlug(title). */
  slug: Record<string, string>;
  title: string[];
  selftext: string[];
  /** index → length of the full body, only for shortened bodies. */
  selftextLength: Record<string, number>;
  flair: Array<string | null>;
}

/** data/snapshot/post-index.json.br: lower-case community name → its post ids, space-separated. */
export type SnapshotPostIndex = Record<string, string>;

export function postsFileName(subreddit: string): string {
  return `${subreddit.toLowerCase()}.json.br`;
}

/** Reddit's permalink slug of a title (r2's title_to_url): words joined by _, at most 50 characters. */
export function redditSlug(title: string): string {
  let t = title
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
  if (t.length > 50) {
    t = t.slice(0, 50);
    const cut = t.lastIndexOf('_');
    if (cut > 0) t = t.slice(0, cut);
  }
  return t || '_';
}

/** The posts of a columnar file as the internal model. */
export function unpackPosts(f: SnapshotPostsFile): RedditPost[] {
  const sub = f.subreddit;
  const out: RedditPost[] = new Array(f.id.length);
  for (let i = 0; i < f.id.length; i++) {
    const id = f.id[i]!;
    const title = f.title[i]!;
    const isSelf = f.isSelf[i] === 1;
    const permalink = `/r/${sub}/comments/${id}/${f.slug[i] ?? redditSlug(title)}/`;
    const full = f.selftextLength[i];
    out[i] = {
      id,
      subreddit: sub,
      title,
      selftext: f.selftext[i]!,
      ...(full !== undefined ? { selftextLength: full } : {}),
      createdUtc: f.createdUtc[i]!,
      score: f.score[i]!,
      numComments: f.numComments[i]!,
      numCrossposts: null,
      domain: f.domain[i] ?? `self.${sub}`,
      url: isSelf ? `https://www.reddit.com${permalink}` : f.url[i]!,
      permalink,
      isSelf,
      flair: f.flair[i] ?? null,
      over18: false,
      postHint: null,
      isVideo: false,
      isGallery: false,
      viewCount: null,
    };
  }
  return out;
}

export function entryInfo(e: SnapshotCatalogueEntry): SubredditInfo {
  return {
    name: e.name,
    title: e.title,
    description: e.description,
    subscribers: e.subscribers,
    subscribersYear: e.subscribersYear,
    over18: false,
    flairs: e.flairs,
    createdUtc: null,
    urlAllowed: null,
  };
}

async function readJson<T>(path: string): Promise<T> {
  const buf = await readFile(path);
  return JSON.parse((path.endsWith('.br') ? await unbrotli(buf) : buf).toString('utf8')) as T;
}

export interface SnapshotSourceOptions {
  /** Communities whose posts stay decompressed in memory (least recently used dropped first). */
  cacheSize?: number;
}

export class SnapshotSource implements RedditSource {
  readonly kind = 'snapshot' as const;
  /** Unix seconds the posts were collected. */
  readonly asOf: number;
  /** ISO date of the posts' collection. */
  readonly dataDate: string;
  private readonly byKey = new Map<string, SnapshotCatalogueEntry>();
  private readonly cache = new Map<string, Promise<RedditPost[]>>();
  private readonly cacheSize: number;
  private postIndex: Promise<Map<string, string>> | null = null;

  private constructor(
    readonly dir: string,
    readonly meta: SnapshotMeta,
    private readonly catalogue: readonly SnapshotCatalogueEntry[],
    opts: SnapshotSourceOptions,
  ) {
    this.asOf = meta.asOf;
    this.dataDate = meta.dataDate;
    this.cacheSize = Math.max(1, opts.cacheSize ?? 24);
    for (const e of catalogue) this.byKey.set(e.name.toLowerCase(), e);
  }

  /**
   * Reads meta.json and the catalogue (posts stay on disk until asked for). Both files are read at
   * once, synchronously (about a millisecond), so the catalogue's decompression is on libuv's
   * threads before this returns: read with fs/promises, each step of the read waited for this
   * thread, which the embedded database's boot holds, and the decompression started only after it.
   */
  static async open(dir: string, opts: SnapshotSourceOptions = {}): Promise<SnapshotSource> {
    const meta = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as SnapshotMeta;
    if (meta.format !== SNAPSHOT_FORMAT)
      throw new Error(`Snapshot in ${dir} has format ${meta.format}; this server reads ${SNAPSHOT_FORMAT}. Run npm run data:build.`);
    const packed = readFileSync(join(dir, 'catalogue.json.br'));
    // In one piece: by default zlib hands its output back in 16 KB chunks, each a turn of this
    // thread's event loop (~250 for the catalogue), which the boot's queries do not give it.
    const catalogue = unbrotli(packed, { chunkSize: Math.max(64 * 1024, packed.length * 8) });
    const file = JSON.parse((await catalogue).toString('utf8')) as SnapshotCatalogueFile;
    return new SnapshotSource(dir, meta, file.subreddits, opts);
  }

  /** Every community of the catalogue, with its post terms (for the catalogue index). */
  entries(): readonly SnapshotCatalogueEntry[] {
    return this.catalogue;
  }

  entry(name: string): SnapshotCatalogueEntry | undefined {
    return this.byKey.get(subredditKey(name));
  }

  /** Whether the snapshot holds posts of this community. */
  hasPosts(name: string): boolean {
    return (this.entry(name)?.postCount ?? 0) > 0;
  }

  /** Names of the communities that have posts here. */
  subredditsWithPosts(): string[] {
    return this.catalogue.filter((e) => e.postCount > 0).map((e) => e.name);
  }

  async subredditInfo(name: string): Promise<SubredditInfo | null> {
    const e = this.entry(name);
    return e ? entryInfo(e) : null;
  }

  /** Posts in Reddit's 2013 "top of all time" order; null for communities without posts here. */
  async subredditPosts(name: string, limit?: number): Promise<SubredditPosts | null> {
    const e = this.entry(name);
    if (!e || e.postCount === 0) return null;
    const posts = await this.loadPosts(e);
    return {
      subreddit: entryInfo(e),
      posts: limit !== undefined && limit < posts.length ? posts.slice(0, Math.max(0, limit)) : posts.slice(),
      kind: 'snapshot',
      asOf: this.asOf,
      dataDate: this.dataDate,
    };
  }

  /**
   * subredditPosts without its copy of the 1,000 posts: a warm free analysis needs them only for its
   * memo's key, and the copy was the largest allocation of that request (decision 112).
   */
  async sharedSubredditPosts(name: string): Promise<SharedSubredditPosts | null> {
    const e = this.entry(name);
    if (!e || e.postCount === 0) return null;
    const posts = await this.loadPosts(e);
    return { subreddit: entryInfo(e), posts, kind: 'snapshot', asOf: this.asOf, dataDate: this.dataDate };
  }

  /** A post by id (with or without t3_); the snapshot has no comments. */
  async postThread(id: string): Promise<PostThread | null> {
    const key = id.toLowerCase().replace(/^t3_/, '');
    this.postIndex ??= this.readPostIndex();
    const sub = (await this.postIndex).get(key);
    const e = sub ? this.byKey.get(sub) : undefined;
    if (!e) return null;
    const post = (await this.loadPosts(e)).find((p) => p.id === key);
    return post ? { post, comments: [] } : null;
  }

  private async readPostIndex(): Promise<Map<string, string>> {
    const raw = await readJson<SnapshotPostIndex>(join(this.dir, 'post-index.json.br'));
    const map = new Map<string, string>();
    for (const [sub, ids] of Object.entries(raw)) for (const id of ids.split(' ')) if (id) map.set(id, sub);
    return map;
  }

  private loadPosts(e: SnapshotCatalogueEntry): Promise<RedditPost[]> {
    const key = e.name.toLowerCase();
    let p = this.cache.get(key);
    if (p) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, p);
      return p;
    }
    p = readJson<SnapshotPostsFile>(join(this.dir, 'posts', postsFileName(e.name))).then(unpackPosts);
    p.catch(() => this.cache.delete(key));
    this.cache.set(key, p);
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return p;
  }
}
