/**
 * Builds the bundled offline dataset in data/snapshot/ from the third-party Reddit data in
 * ../shared/data/reddit/ (see data/README.md for the format and NOTICE for the licences).
 *
 *   npm run data:build                       # reads ../shared/data/reddit, writes data/snapshot
 *   npm run data:build -- --source DIR --out DIR
 *   REDDIT_DATA_DIR=DIR npm run data:build
 *
 * Ships only sources whose licence allows it: umbrae/reddit-top-2.5-million posts and manifest
 * (ODC PDDL 1.0) and the ihiggins/reddit-scrape list (MIT). The DataGrazr list has no licence and
 * is never read. NSFW posts and NSFW communities are dropped. Output is deterministic: the same
 * input gives the same bytes (no timestamps, sorted keys, fixed compression settings).
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { postTermCounts, splitName, terms, TEXT_VERSION } from '../server/src/modules/discovery/text';
import { nameSplitter, nameTerms } from '../server/src/modules/discovery/catalogue-index';
import {
  SNAPSHOT_FORMAT,
  postsFileName,
  redditSlug,
  type SnapshotCatalogueEntry,
  type SnapshotCatalogueFile,
  type SnapshotMeta,
  type SnapshotPostIndex,
  type SnapshotPostsFile,
} from '../server/src/modules/reddit/snapshot-source';

/** Posts and the 2013 manifest were pulled 15–20 August 2013; time windows are measured from here. */
export const POSTS_AS_OF = Date.UTC(2013, 7, 20) / 1000;
export const POSTS_DATA_DATE = '2013-08-20';
export const CATALOGUE_DATA_DATE = '2021-03';
/** Bodies longer than this are shortened (at a word boundary, "…" appended); the true length is kept. */
export const SELFTEXT_CAP = 2000;
/** Post terms kept per community for search and similarity. */
export const POST_TERMS_PER_SUBREDDIT = 600;

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the HTML entities the 2013 API and the lists left escaped (one pass, as Reddit escaped once). */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, (m, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : m;
    }
    return ENTITY[body.toLowerCase()] ?? m;
  });
}

/** RFC 4180 CSV (quoted fields with commas, quotes, newlines; CRLF or LF) → one object per record. */
export function parseCsv(input: string | Buffer): Array<Record<string, string>> {
  return parse(input, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: false });
}

function bool(v: string | undefined, field: string): boolean {
  if (v === 'True') return true;
  if (v === 'False') return false;
  throw new Error(`${field}: expected True or False, got ${JSON.stringify(v)}`);
}

function int(v: string | undefined, field: string): number {
  if (v === undefined || !/^-?\d+$/.test(v.trim())) throw new Error(`${field}: expected an integer, got ${JSON.stringify(v)}`);
  return Number(v);
}

/** "303,152" → 303152; "" → null. */
export function parseCount(v: string | number | undefined | null): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (!v || !v.trim()) return null;
  const n = Number(v.replace(/[,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(n) : null;
}

/** A post as stored in the snapshot (before columnar packing). */
export interface SnapshotPost {
  id: string;
  createdUtc: number;
  score: number;
  numComments: number;
  isSelf: boolean;
  domain: string;
  url: string;
  slug: string;
  title: string;
  selftext: string;
  /** Length of the full body when `selftext` was shortened, else null. */
  selftextLength: number | null;
  flair: string | null;
}

/** Characters as Unicode code points (what the analysis engine counts). */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** Shortens a body at a word boundary near `cap` and marks the cut with "…". */
export function capText(s: string, cap: number): string {
  if (s.length <= cap) return s;
  let cut = s.lastIndexOf(' ', cap);
  if (cut < cap - 200) cut = cap;
  // Never split a surrogate pair.
  const code = s.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut--;
  return s.slice(0, cut).trimEnd() + '…';
}

/** One CSV record → a snapshot post, or null for an NSFW post. Throws on malformed values. */
export function toSnapshotPost(row: Record<string, string>, subreddit: string, cap = SELFTEXT_CAP): SnapshotPost | null {
  const where = `${subreddit}/${row.id ?? '?'}`;
  if (bool(row.over_18, `${where} over_18`)) return null;
  const created = Number(row.created_utc);
  if (!Number.isFinite(created)) throw new Error(`${where} created_utc: not a number ${JSON.stringify(row.created_utc)}`);
  const m = /^https?:\/\/(?:www\.)?reddit\.com\/r\/([^/]+)\/comments\/([a-z0-9]+)\/([^/]*)\/?$/.exec(row.permalink ?? '');
  if (!m || m[2] !== row.id) throw new Error(`${where} permalink: unexpected ${JSON.stringify(row.permalink)}`);
  if (m[1]!.toLowerCase() !== subreddit.toLowerCase()) throw new Error(`${where} permalink: another subreddit ${m[1]}`);
  const isSelf = bool(row.is_self, `${where} is_self`);
  const full = decodeEntities(row.selftext ?? '');
  const selftext = capText(full, cap);
  return {
    id: row.id!,
    createdUtc: Math.round(created),
    score: int(row.score, `${where} score`),
    numComments: int(row.num_comments, `${where} num_comments`),
    isSelf,
    domain: row.domain ?? '',
    url: isSelf ? '' : (row.url ?? ''),
    slug: m[3]!,
    title: decodeEntities(row.title ?? ''),
    selftext,
    selftextLength: selftext === full ? null : codePoints(full),
    flair: row.link_flair_text ? decodeEntities(row.link_flair_text) : null,
  };
}

export interface ManifestEntry {
  uri: string;
  subscribers: number;
  name: string;
}

export interface IhigginsEntry {
  slug: string;
  over18: number;
  public_description?: string;
  title?: string;
  header_title?: string;
  flairstring?: string;
  subscribers?: string;
  hot_rank?: number;
}

/** A community in the snapshot's catalogue. */
export interface CatalogueRow {
  name: string;
  title: string;
  description: string;
  subscribers: number | null;
  subscribersYear: number | null;
  flairs: string[];
  /** Which lists name it: 'umbrae-2013', 'ihiggins-2021'. */
  sources: string[];
}

const FLAIR_LIMIT = 255;

/** ihiggins `flairstring`: names separated by U+001F; a string cut at 255 characters loses its last, partial name. */
export function splitFlairs(s: string | undefined): string[] {
  if (!s) return [];
  const parts = s.split('\u001f');
  if (s.length >= FLAIR_LIMIT && parts.length > 1) parts.pop();
  const out: string[] = [];
  for (const p of parts) {
    const f = decodeEntities(p).trim();
    if (f && !out.includes(f)) out.push(f);
  }
  return out;
}

/**
 * Merges the 2013 manifest and the 2021 list by case-insensitive name. Reddit's casing and the
 * newer title, description and subscriber count win (with the year it dates from). NSFW
 * communities (ihiggins over18=1) are dropped from both.
 */
export function mergeCatalogue(manifest: ManifestEntry[], ihiggins: Record<string, IhigginsEntry>): { rows: CatalogueRow[]; droppedNsfw: number } {
  const byKey = new Map<string, CatalogueRow>();
  const nsfw = new Set<string>();
  for (const [key, e] of Object.entries(ihiggins)) {
    const name = e.slug || key;
    if (e.over18 === 1) {
      nsfw.add(name.toLowerCase());
      continue;
    }
    const subscribers = parseCount(e.subscribers);
    byKey.set(name.toLowerCase(), {
      name,
      title: decodeEntities(e.title ?? '').trim(),
      description: decodeEntities(e.public_description ?? '').trim(),
      subscribers,
      subscribersYear: subscribers === null ? null : 2021,
      flairs: splitFlairs(e.flairstring),
      sources: ['ihiggins-2021'],
    });
  }
  for (const e of manifest) {
    const m = /\/r\/([A-Za-z0-9_]+)\/?$/.exec(e.uri);
    if (!m) throw new Error(`manifest: unexpected uri ${JSON.stringify(e.uri)}`);
    const name = m[1]!;
    const key = name.toLowerCase();
    if (nsfw.has(key)) continue;
    const sep = e.name.indexOf(': ');
    const title = decodeEntities(sep >= 0 ? e.name.slice(sep + 2) : '').trim();
    const row = byKey.get(key);
    if (row) {
      if (!row.title) row.title = title;
      if (row.subscribers === null) {
        row.subscribers = e.subscribers;
        row.subscribersYear = 2013;
      }
      row.sources.unshift('umbrae-2013');
    } else {
      byKey.set(key, { name, title, description: '', subscribers: e.subscribers, subscribersYear: 2013, flairs: [], sources: ['umbrae-2013'] });
    }
  }
  const rows = [...byKey.values()].sort((a, b) => cmp(a.name.toLowerCase(), b.name.toLowerCase()) || cmp(a.name, b.name));
  return { rows, droppedNsfw: nsfw.size };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function packPosts(subreddit: string, posts: SnapshotPost[]): SnapshotPostsFile {
  const f: SnapshotPostsFile = {
    format: SNAPSHOT_FORMAT,
    subreddit,
    asOf: POSTS_AS_OF,
    id: [],
    createdUtc: [],
    score: [],
    numComments: [],
    isSelf: [],
    domain: [],
    url: [],
    slug: {},
    title: [],
    selftext: [],
    selftextLength: {},
    flair: [],
  };
  posts.forEach((p, i) => {
    f.id.push(p.id);
    f.createdUtc.push(p.createdUtc);
    f.score.push(p.score);
    f.numComments.push(p.numComments);
    f.isSelf.push(p.isSelf ? 1 : 0);
    f.domain.push(p.isSelf && p.domain === `self.${subreddit}` ? null : p.domain);
    f.url.push(p.url);
    if (p.slug !== redditSlug(p.title)) f.slug[String(i)] = p.slug;
    f.title.push(p.title);
    f.selftext.push(p.selftext);
    if (p.selftextLength !== null) f.selftextLength[String(i)] = p.selftextLength;
    f.flair.push(p.flair);
  });
  return f;
}

export const SOURCES: SnapshotMeta['sources'] = [
  { id: 'umbrae-2013', what: 'umbrae/reddit-top-2.5-million: top posts of 96 subreddits and the manifest of 2,500 subreddits', licence: 'ODC PDDL 1.0', collected: '2013-08-15/2013-08-20' },
  { id: 'ihiggins-2021', what: 'ihiggins/reddit-scrape data-out.json: 4,974 subreddits with descriptions and flairs', licence: 'MIT', collected: '2021-03' },
];

const brotli = promisify(brotliCompress);

/** Brotli at fixed settings: deterministic for a given input (runs on libuv's thread pool). */
export function compress(json: unknown): Promise<Buffer> {
  const raw = Buffer.from(JSON.stringify(json));
  return brotli(raw, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_LGWIN]: 22, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
}

export interface BuildOptions {
  sourceDir: string;
  outDir: string;
  selftextCap?: number;
  /** Only these posts files (names without .csv), for tests; default all. */
  only?: string[];
}

/** Reads the source directory and writes the snapshot; returns its meta. */
export async function buildSnapshot(opts: BuildOptions): Promise<SnapshotMeta> {
  const cap = opts.selftextCap ?? SELFTEXT_CAP;
  const src = resolve(opts.sourceDir);
  const manifest = JSON.parse(readFileSync(join(src, 'subreddits/umbrae-manifest-2013.json'), 'utf8')) as ManifestEntry[];
  const ihiggins = JSON.parse(readFileSync(join(src, 'subreddits/ihiggins-subredditlist-2021.json'), 'utf8')) as Record<string, IhigginsEntry>;
  const { rows, droppedNsfw } = mergeCatalogue(manifest, ihiggins);
  const rowByKey = new Map(rows.map((r) => [r.name.toLowerCase(), r]));

  const out = resolve(opts.outDir);
  rmSync(join(out, 'posts'), { recursive: true, force: true });
  mkdirSync(join(out, 'posts'), { recursive: true });

  const postsDir = join(src, 'posts');
  const files = readdirSync(postsDir)
    .filter((f) => f.endsWith('.csv'))
    .map((f) => f.slice(0, -4))
    .filter((n) => !opts.only || opts.only.includes(n))
    .sort((a, b) => cmp(a.toLowerCase(), b.toLowerCase()));
  const writes: Array<Promise<void>> = [];
  const write = (path: string, json: unknown) => writes.push(compress(json).then((buf) => writeFileSync(path, buf)));
  const extras = new Map<string, { postCount: number; postsPerWeek: number; postTerms: Array<[string, number]> }>();
  const index: SnapshotPostIndex = {};
  let postCount = 0;
  let droppedNsfwPosts = 0;
  let shortened = 0;
  for (const file of files) {
    const row = rowByKey.get(file.toLowerCase());
    if (!row) {
      // An NSFW community or one no list names: its posts are not shipped.
      continue;
    }
    const name = row.name;
    const records = parseCsv(readFileSync(join(postsDir, `${file}.csv`)));
    const posts: SnapshotPost[] = [];
    for (const r of records) {
      const p = toSnapshotPost(r, name, cap);
      if (p) posts.push(p);
      else droppedNsfwPosts++;
    }
    shortened += posts.filter((p) => p.selftextLength !== null).length;
    postCount += posts.length;
    write(join(out, 'posts', postsFileName(name)), packPosts(name, posts));
    index[name.toLowerCase()] = posts.map((p) => p.id).join(' ');
    const times = posts.map((p) => p.createdUtc);
    const weeks = posts.length ? Math.max(1, (Math.max(...times) - Math.min(...times)) / (7 * 86400)) : 1;
    extras.set(name.toLowerCase(), {
      postCount: posts.length,
      postsPerWeek: Math.round((posts.length / weeks) * 100) / 100,
      // Terms of the full bodies (before shortening) so search sees everything.
      postTerms: postTermCounts(
        records.filter((r) => r.over_18 !== 'True').map((r) => ({ title: decodeEntities(r.title ?? ''), selftext: decodeEntities(r.selftext ?? '') })),
        POST_TERMS_PER_SUBREDDIT,
      ),
    });
  }

  // Dictionary splits of compound names, stored so the server need not redo them at boot.
  const splitWords = nameSplitter(rows);
  const catalogue: SnapshotCatalogueFile = {
    format: SNAPSHOT_FORMAT,
    textVersion: TEXT_VERSION,
    subreddits: rows.map((r): SnapshotCatalogueEntry => {
      const words = splitWords(r.name);
      return {
        ...r,
        ...(words.join(' ') !== splitName(r.name).join(' ') ? { nameWords: words } : {}),
        terms: {
          name: nameTerms(r.name, words).join('|'),
          title: terms(r.title).join(' '),
          description: terms(r.description).join(' '),
          flairs: terms(r.flairs.join(' . ')).join(' '),
        },
        ...(extras.get(r.name.toLowerCase()) ?? { postCount: 0, postsPerWeek: 0, postTerms: [] }),
      };
    }),
  };
  write(join(out, 'catalogue.json.br'), catalogue);
  write(join(out, 'post-index.json.br'), index);
  await Promise.all(writes);
  const meta: SnapshotMeta = {
    format: SNAPSHOT_FORMAT,
    textVersion: TEXT_VERSION,
    asOf: POSTS_AS_OF,
    dataDate: POSTS_DATA_DATE,
    catalogueDataDate: CATALOGUE_DATA_DATE,
    selftextCap: cap,
    counts: {
      subreddits: rows.length,
      subredditsWithPosts: extras.size,
      posts: postCount,
      droppedNsfwPosts,
      droppedNsfwSubreddits: droppedNsfw,
      shortenedBodies: shortened,
    },
    sources: SOURCES,
  };
  writeFileSync(join(out, 'meta.json'), JSON.stringify(meta, null, 2) + '\n');
  return meta;
}

function argValue(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sourceDir = argValue(args, '--source') ?? process.env.REDDIT_DATA_DIR ?? '../shared/data/reddit';
  const outDir = argValue(args, '--out') ?? 'data/snapshot';
  if (!existsSync(join(sourceDir, 'posts'))) {
    console.error(`No Reddit data at ${resolve(sourceDir)} (expected posts/ and subreddits/); pass --source DIR or set REDDIT_DATA_DIR.`);
    process.exit(1);
  }
  const started = Date.now();
  const meta = await buildSnapshot({ sourceDir, outDir });
  console.log(
    `Snapshot written to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${meta.counts.subreddits} subreddits, ` +
      `${meta.counts.posts} posts in ${meta.counts.subredditsWithPosts} subreddits (${meta.counts.droppedNsfwPosts} NSFW posts and ` +
      `${meta.counts.droppedNsfwSubreddits} NSFW subreddits dropped, ${meta.counts.shortenedBodies} bodies shortened).`,
  );
}

// Run as a script (tsx data/build-snapshot.ts), not when imported by tests.
if (process.argv[1] && /build-snapshot\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
