/**
 * The searchable catalogue of communities: keyword search (BM25F over name, title, description,
 * flairs and post text, combined with community size and activity), type-ahead suggestions, and
 * L2-normalised term vectors for similarity. Built from the bundled snapshot at startup and
 * extended at runtime with `upsert` (imported dumps, live lookups). In-memory, per process: each
 * API instance builds its own from the same inputs.
 */
import { subredditKey } from '@subreddit-signal/contract';
import type { Catalogue, SubredditInfo, SubredditProfile } from '../reddit/model';
import { entryInfo, type SnapshotSource } from '../reddit/snapshot-source';
import { isBrandUnsafe } from './brand-safety';
import { expansionsOf } from './query-expansions';
import { bigrams, isContentWord, nameKey, segment, splitName, stem, terms, words } from './text';

/** What a source tells the catalogue about one community. */
export interface CatalogueInput {
  info: SubredditInfo;
  /** Posts the source holds (0 or absent for about data only). */
  postCount?: number;
  postsPerWeek?: number;
  /**
   * How many of those posts use each stemmed term (see `postTermCounts` in ./text). Absent: the
   * post terms already known for this community (if any) are kept.
   */
  postTerms?: ReadonlyArray<readonly [string, number]>;
  /**
   * The words of the name ("personalfinance" → personal, finance), when already known (the
   * snapshot stores them); otherwise split at case changes and by a dictionary of the catalogue.
   */
  nameWords?: readonly string[];
  /** Index terms of the name (see `nameTerms`), title, description and flairs (`terms()` of ./text), when already known. */
  fieldTerms?: { name: readonly string[]; title: readonly string[]; description: readonly string[]; flairs: readonly string[] };
}

export interface ListOptions {
  /**
   * Only communities whose posts a source holds (postCount > 0): without the live API the product
   * can analyse no other, so offline results and suggestions never lead to "We couldn't find".
   */
  analysableOnly?: boolean;
}

export interface SearchHit {
  profile: SubredditProfile;
  /** Relevance × size and activity prior; comparable within one query only. */
  score: number;
}

type Field = 'name' | 'title' | 'description' | 'flairs';
const FIELDS: readonly Field[] = ['name', 'title', 'description', 'flairs'];

/** Ranking constants (tuned on the judged queries in tests/fixtures/discovery-judgments.json). */
export const RANKING = {
  k1: 2,
  weight: { name: 5, title: 2.5, description: 1, flairs: 0.5, posts: 1.5 } as Record<Field | 'posts', number>,
  b: { name: 0.2, title: 0.5, description: 0.75, flairs: 0.5 } as Record<Field, number>,
  /** A term used by this share of a community's posts counts as one occurrence. */
  postShareUnit: 0.05,
  /** Cap of one post term's pseudo-frequency (share / unit). */
  postTfCap: 12,
  /**
   * Post terms count by how much more a community uses them than communities with posts do on
   * average: the pseudo-frequency is scaled by log2(share / background) / liftFull, clamped to
   * [0, 1], so words every community uses ("work", "help") add nothing.
   */
  liftFull: 3,
  /** Exponent of the share of the query (by idf) a community matches. */
  coordination: 2,
  /** How much a query term found only in a community's posts counts towards that share. */
  postsOnlyMatch: 0.6,
  /** Weight of a pair of adjacent query terms found as a pair in the name or posts (phrase evidence). */
  pair: 1,
  /** Bonus share when the query's adjacent terms are adjacent in the title or description. */
  phrase: 0.5,
  /** Bonus factor when the query is the community's name (letters and digits compared). */
  exactName: 2.5,
  /** Discount of a community's score under a rewording of the query (see ./query-expansions). */
  expansion: 0.7,
  /**
   * Relevance floor: a result must score at least this (relevance per unit of query idf, before
   * the size prior; one clear mention of a one-word query in a description scores about 1), unless
   * the query or one of its words names it. Tuned on the judged queries (decision 017): 0.1 keeps
   * every ranking figure at least as good as without a floor on the whole catalogue while most
   * unrelated padding goes.
   */
  minScore: 0.1,
  /** Weight of log(subscribers) and of activity in the prior. */
  size: 0.6,
  activity: 0.15,
  /** Terms kept in a profile's vector. */
  vectorTerms: 200,
};

interface Doc {
  /** lower-case name */
  key: string;
  /** letters and digits of the name (web_design → webdesign) */
  flat: string;
  info: SubredditInfo;
  postCount: number;
  postsPerWeek: number;
  /** term → share of the community's posts using it */
  postShare: Map<string, number>;
  /** tokens per field (stemmed); name is a set of parts + the whole name */
  tokens: Record<Field, string[]>;
  nameWords: string[];
  /** " word word …": lower-case words of name and title, for suggestions (made on first use) */
  suggestText: string | null;
  prior: number;
  /** Its posts count in the background term shares (set at rebuild). */
  inBackground: boolean;
  /** NSFW or otherwise not for brands (./brand-safety): never listed. */
  unsafe: boolean;
  alive: boolean;
  profile: SubredditProfile | null;
  profileGen: number;
}

interface SortedView {
  docs: Doc[];
  byFlat: Map<string, Doc>;
  /** every suggestion word, sorted, and the positions in `docs` of the communities using it */
  wordList: string[];
  wordDocs: Map<string, number[]>;
}

/** slot, pseudo term frequency, about-text flag (1: in name/title/description/flairs, 0: posts only), … */
type Posting = Float64Array | number[];

function bySizeThenName(a: Doc, b: Doc): number {
  return (b.info.subscribers ?? -1) - (a.info.subscribers ?? -1) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

export class CatalogueIndex implements Catalogue {
  private docs: Doc[] = [];
  private readonly slotByKey = new Map<string, number>();
  /** term → id; postings and document frequencies by id */
  private termIds = new Map<string, number>();
  private postings: Posting[] = [];
  private dfs: number[] = [];
  private alive = 0;
  private dead = 0;
  private avgLen: Record<Field, number> = { name: 1, title: 1, description: 1, flairs: 1 };
  private splitter: ((name: string) => string[]) | null = null;
  private readonly vocabSource: SubredditInfo[];
  private gen = 0;
  /** posts using each term, over all communities with posts (at the last rebuild) */
  private background: { used: Map<string, number>; posts: number } = { used: new Map(), posts: 0 };
  /** Listable communities by size: all of them, and those with posts (made on first use). */
  private sorted: { all: SortedView | null; analysable: SortedView | null } = { all: null, analysable: null };
  private maxLogSubs = Math.log10(1e7);

  constructor(items: Iterable<CatalogueInput> = []) {
    const list = [...items];
    this.vocabSource = list.map((i) => i.info);
    this.rebuild(list.map((i) => this.makeDoc(i, undefined)));
  }

  /** The catalogue of the bundled snapshot, with its post terms. */
  static fromSnapshot(source: SnapshotSource): CatalogueIndex {
    return new CatalogueIndex(
      source.entries().map((e) => ({
        info: entryInfo(e),
        postCount: e.postCount,
        postsPerWeek: e.postsPerWeek,
        postTerms: e.postTerms,
        nameWords: e.nameWords ?? splitName(e.name),
        fieldTerms: e.terms
          ? {
              name: splitTerms(e.terms.name, '|'),
              title: splitTerms(e.terms.title),
              description: splitTerms(e.terms.description),
              flairs: splitTerms(e.terms.flairs),
            }
          : undefined,
      })),
    );
  }

  size(): number {
    return this.alive;
  }

  get(name: string): SubredditProfile | undefined {
    const slot = this.slotByKey.get(subredditKey(name));
    return slot === undefined ? undefined : this.profileOf(this.docs[slot]!);
  }

  /** The community's profile with its L2-normalised term vector (for cosine similarity). */
  profile(name: string): SubredditProfile | undefined {
    return this.get(name);
  }

  /** Every community that may be listed (NSFW and other brand-unsafe communities left out). */
  *all(): Iterable<SubredditProfile> {
    for (const d of this.docs) if (d.alive && !d.unsafe) yield this.profileOf(d);
  }

  /**
   * Adds communities or replaces what is known about them (matched case-insensitively). Counts and
   * post terms not given are kept from before. Searchable at once.
   */
  upsert(items: Iterable<CatalogueInput>): void {
    for (const item of items) {
      const key = subredditKey(item.info.name);
      const old = this.slotByKey.get(key);
      const prev = old === undefined ? undefined : this.docs[old];
      if (prev) this.remove(old!);
      this.add(this.makeDoc(item, prev));
    }
    this.gen++;
    this.sorted = { all: null, analysable: null };
    // Dead slots and drifting averages: rebuild once in a while.
    if (this.dead > this.docs.length * 0.25) this.rebuild(this.docs.filter((d) => d.alive));
  }

  /**
   * Names for a partial query: the community of that name, then names starting with it (most
   * subscribed first), then communities whose name or title words start with each of its words
   * (most subscribed first), then (for several words) the best keyword matches. NSFW and other
   * brand-unsafe communities never; with `analysableOnly`, only communities whose posts a source
   * holds.
   */
  suggest(query: string, limit = 8, opts: ListOptions = {}): string[] {
    const q = subredditKey(query);
    const flat = nameKey(q);
    if (!flat || limit <= 0) return [];
    const { docs, byFlat } = this.sortedView(opts);
    const out: Doc[] = [];
    const exact = byFlat.get(flat);
    if (exact) out.push(exact);
    for (let i = 0; i < docs.length && out.length < limit; i++) {
      const d = docs[i]!;
      if (d !== exact && d.flat.startsWith(flat)) out.push(d);
    }
    const qWords = q.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (out.length < limit && qWords.length > 0) {
      const seen = new Set(out);
      const needles = qWords.map((w) => ` ${w}`);
      const matches = (d: Doc) => {
        for (const n of needles) if (!d.suggestText!.includes(n)) return false;
        return true;
      };
      // The most selective word: if few indexed words start with it, visit only their communities.
      const key = qWords.reduce((a, b) => (b.length > a.length ? b : a));
      const positions = this.prefixPositions(key, 64, opts);
      if (positions) {
        for (const i of positions) {
          if (out.length >= limit) break;
          const d = docs[i]!;
          if (!seen.has(d) && matches(d)) out.push(d);
        }
      } else {
        for (let i = 0; i < docs.length && out.length < limit; i++) {
          const d = docs[i]!;
          if (!seen.has(d) && matches(d)) out.push(d);
        }
      }
    }
    const names = out.map((d) => d.info.name);
    // Several words that no name or title starts with: the best keyword matches fill the list.
    if (names.length < limit && qWords.length > 1) {
      for (const h of this.rank(q, limit * 2, opts)) {
        if (names.length >= limit) break;
        const name = this.docs[h.slot]!.info.name;
        if (!names.includes(name)) names.push(name);
      }
    }
    return names;
  }

  /**
   * Communities about a keyword query, best first; none below the relevance floor
   * (RANKING.minScore), so an unrelated large community never fills the list.
   */
  search(query: string, limit = 25, opts: ListOptions = {}): SearchHit[] {
    return this.rank(query, limit, opts).map((h) => ({ profile: this.profileOf(this.docs[h.slot]!), score: round(h.score) }));
  }

  private rank(query: string, limit: number, opts: ListOptions = {}): Array<{ slot: number; score: number }> {
    if (limit <= 0) return [];
    const typed = this.relevance(query);
    if (!typed) return [];
    const { score } = typed;
    // Rewordings of jargon (./query-expansions): a community scores its best reading, discounted.
    for (const alt of expansionsOf(query)) {
      // A rewording counts only where all its words are found: "software startup", not any "software".
      const r = this.relevance(alt, true);
      if (!r) continue;
      for (let s = 0; s < score.length; s++) {
        const v = r.score[s]! * RANKING.expansion;
        if (v > score[s]!) score[s] = v;
      }
    }
    const exact = typed.exact;
    const named = typed.named;
    let hits: Array<{ slot: number; score: number }> = [];
    for (let s = 0; s < score.length; s++) {
      const d = this.docs[s]!;
      if (!d.alive || d.unsafe) continue;
      let v = score[s]!;
      if (s === exact) v = Math.max(v, RANKING.minScore) * RANKING.exactName;
      else if (named.has(s)) v = Math.max(v, RANKING.minScore);
      else if (v < RANKING.minScore) continue;
      if (!opts.analysableOnly || d.postCount > 0) hits.push({ slot: s, score: v * d.prior });
    }
    if (hits.length > limit * 4) {
      // Only the best `limit` are sorted: the limit-th best score is the cut.
      const scores = Float64Array.from(hits, (h) => h.score).sort();
      const cut = scores[scores.length - limit]!;
      hits = hits.filter((h) => h.score >= cut);
    }
    hits.sort((a, b) => b.score - a.score || bySizeThenName(this.docs[a.slot]!, this.docs[b.slot]!));
    return hits.slice(0, limit);
  }

  /**
   * Relevance of every community to the query as typed (BM25F over name, title, description,
   * flairs and post text, times coordination and phrase bonuses, per unit of the query's idf; no
   * size prior), the community named by the query, and those named by one of its words or
   * adjacent pairs (r/marketing for "social media marketing": about part of the query whatever
   * the coordination says). Null for a query with no terms.
   */
  private relevance(query: string, allTerms = false): { score: Float64Array; exact: number | undefined; named: Set<number> } | null {
    const qTerms = terms(query.replace(/(^|\s)\/?r\//g, ' '));
    const unigrams = [...new Set(qTerms)];
    const pairs = [...new Set(bigrams(qTerms))];
    const qKey = nameKey(query);
    if (unigrams.length === 0 && !qKey) return null;
    const n = this.docs.length;
    const score = new Float64Array(n);
    const matched = new Float64Array(n);
    const termsMatched = new Uint8Array(n);
    let idfTotal = 0;
    const k1 = RANKING.k1;
    const accumulate = (t: string, weight: number, counts: boolean) => {
      const id = this.termIds.get(t);
      const df = id === undefined ? 0 : this.dfs[id]!;
      const idf = Math.log(1 + (this.alive - df + 0.5) / (df + 0.5));
      if (counts) idfTotal += idf;
      if (id === undefined) return;
      const p = this.postings[id]!;
      for (let i = 0; i < p.length; i += 3) {
        const s = p[i]!;
        const tf = p[i + 1]!;
        score[s] += (weight * idf * tf * (k1 + 1)) / (tf + k1);
        if (counts) {
          matched[s] += p[i + 2] === 1 ? idf : idf * RANKING.postsOnlyMatch;
          termsMatched[s]++;
        }
      }
    };
    for (const t of unigrams) accumulate(t, 1, true);
    for (const t of pairs) accumulate(t, RANKING.pair, false);
    const exactDoc = this.docs[this.slotByKey.get(subredditKey(query)) ?? -1] ?? (qKey ? this.sortedView({}).byFlat.get(qKey) : undefined);
    const exact = exactDoc ? this.slotByKey.get(exactDoc.key) : undefined;
    for (let s = 0; s < n; s++) {
      if (score[s] === 0) continue;
      if (allTerms && termsMatched[s]! < unigrams.length) {
        score[s] = 0;
        continue;
      }
      const share = idfTotal > 0 ? matched[s]! / idfTotal : 1;
      let v = score[s]! * Math.pow(share, RANKING.coordination);
      if (pairs.length > 0 && termsMatched[s]! >= 2) v *= 1 + (RANKING.phrase * pairsInText(this.docs[s]!, pairs)) / pairs.length;
      // Per unit of the query's idf, so one floor fits short and long, rare and common queries.
      score[s] = v / Math.max(1, idfTotal);
    }
    const named = new Set<number>();
    const { byFlat } = this.sortedView({});
    for (const part of [...unigrams, ...pairs.map((p) => p.replace(' ', ''))]) {
      for (const flat of [part, `${part}s`]) {
        const d = byFlat.get(flat);
        const slot = d ? this.slotByKey.get(d.key) : undefined;
        if (slot !== undefined && score[slot]! > 0) named.add(slot);
      }
    }
    return { score, exact, named };
  }

  // ---- internals ----

  /** Listable documents by size, the largest community per letters-and-digits key, and a word index for suggestions. */
  private sortedView(opts: ListOptions): SortedView {
    const which = opts.analysableOnly ? 'analysable' : 'all';
    let view = this.sorted[which];
    if (!view) {
      const docs = this.docs.filter((d) => d.alive && !d.unsafe && (which === 'all' || d.postCount > 0)).sort(bySizeThenName);
      const byFlat = new Map<string, Doc>();
      const wordDocs = new Map<string, number[]>();
      docs.forEach((d, i) => {
        if (!byFlat.has(d.flat)) byFlat.set(d.flat, d);
        const ws = [...new Set([d.flat, ...d.nameWords, ...words(d.info.title)])];
        d.suggestText ??= ` ${ws.join(' ')}`;
        for (const w of ws) {
          const list = wordDocs.get(w);
          if (list) list.push(i);
          else wordDocs.set(w, [i]);
        }
      });
      const wordList = [...wordDocs.keys()].sort();
      view = { docs, byFlat, wordList, wordDocs };
      this.sorted[which] = view;
    }
    return view;
  }

  /** Positions (in size order) of the communities with a word starting with `prefix`; null when more than `maxWords` words do. */
  private prefixPositions(prefix: string, maxWords: number, opts: ListOptions): number[] | null {
    const { wordList, wordDocs } = this.sortedView(opts);
    let lo = 0;
    let hi = wordList.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (wordList[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<number>();
    for (let i = lo; i < wordList.length && wordList[i]!.startsWith(prefix); i++) {
      if (i - lo >= maxWords) return null;
      for (const p of wordDocs.get(wordList[i]!)!) found.add(p);
    }
    return [...found].sort((a, b) => a - b);
  }

  /** The words of a name: case changes and underscores, then a dictionary split of one-word names. */
  nameWords(name: string): string[] {
    this.splitter ??= nameSplitter(this.vocabSource);
    return this.splitter(name);
  }

  private makeDoc(item: CatalogueInput, prev: Doc | undefined): Doc {
    const info = item.info;
    const key = subredditKey(info.name);
    const postCount = item.postCount ?? prev?.postCount ?? 0;
    let postShare: Map<string, number>;
    if (item.postTerms) {
      postShare = new Map();
      if (postCount > 0) for (const [t, c] of item.postTerms) postShare.set(t, Math.min(1, c / postCount));
    } else postShare = prev?.postShare ?? new Map();
    const nameWords = item.nameWords ? (item.nameWords as string[]) : this.nameWords(info.name);
    const ft = item.fieldTerms;
    return {
      key,
      flat: nameKey(info.name),
      info,
      postCount,
      postsPerWeek: item.postsPerWeek ?? prev?.postsPerWeek ?? 0,
      postShare,
      tokens: {
        name: ft ? (ft.name as string[]) : nameTerms(info.name, nameWords),
        title: ft ? (ft.title as string[]) : terms(info.title),
        description: ft ? (ft.description as string[]) : terms(info.description),
        flairs: ft ? (ft.flairs as string[]) : terms(info.flairs.join(' . ')),
      },
      nameWords,
      suggestText: null,
      prior: 1,
      inBackground: false,
      unsafe: isBrandUnsafe(info),
      alive: true,
      profile: null,
      profileGen: -1,
    };
  }

  private rebuild(docs: Doc[]): void {
    this.docs = [];
    this.slotByKey.clear();
    this.termIds = new Map();
    this.postings = [];
    this.dfs = [];
    this.alive = 0;
    this.dead = 0;
    const sums: Record<Field, number> = { name: 0, title: 0, description: 0, flairs: 0 };
    const counts: Record<Field, number> = { name: 0, title: 0, description: 0, flairs: 0 };
    let maxSubs = 1;
    for (const d of docs) {
      for (const f of FIELDS) {
        if (d.tokens[f].length) {
          sums[f] += d.tokens[f].length;
          counts[f]++;
        }
      }
      maxSubs = Math.max(maxSubs, d.info.subscribers ?? 0);
    }
    for (const f of FIELDS) this.avgLen[f] = counts[f] ? sums[f] / counts[f] : 1;
    const used = new Map<string, number>();
    let posts = 0;
    for (const d of docs) {
      d.inBackground = d.postShare.size > 0;
      if (!d.inBackground) continue;
      posts += d.postCount;
      for (const [t, share] of d.postShare) used.set(t, (used.get(t) ?? 0) + share * d.postCount);
    }
    this.background = { used, posts };
    this.maxLogSubs = Math.max(Math.log10(1e7), Math.log10(maxSubs + 1));
    // A replaced community may appear twice in a rebuild list only if callers misuse it; last wins.
    const seen = new Map<string, Doc>();
    for (const d of docs) seen.set(d.key, d);
    // Two passes: count each term's documents, then fill postings of exactly that size.
    const list = [...seen.values()];
    const perDoc: Array<{ ids: Int32Array; tfs: Float64Array; aboutTerms: number }> = [];
    const dfCounts: number[] = [];
    for (const d of list) {
      const { map, aboutTerms } = this.fieldTf(d);
      const ids = new Int32Array(map.size);
      const tfs = new Float64Array(map.size);
      let i = 0;
      for (const [t, tf] of map) {
        let id = this.termIds.get(t);
        if (id === undefined) {
          id = dfCounts.length;
          this.termIds.set(t, id);
          dfCounts.push(0);
        }
        dfCounts[id]!++;
        ids[i] = id;
        tfs[i++] = tf;
      }
      perDoc.push({ ids, tfs, aboutTerms });
    }
    this.postings = dfCounts.map((c) => new Float64Array(c * 3));
    const fill = new Int32Array(dfCounts.length);
    list.forEach((d, slot) => {
      d.alive = true;
      d.profile = null;
      d.prior = this.priorOf(d);
      this.docs.push(d);
      this.slotByKey.set(d.key, slot);
      const { ids, tfs, aboutTerms } = perDoc[slot]!;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i]!;
        const p = this.postings[id] as Float64Array;
        const o = fill[id]!;
        p[o] = slot;
        p[o + 1] = tfs[i]!;
        p[o + 2] = i < aboutTerms ? 1 : 0;
        fill[id] = o + 3;
      }
    });
    this.alive = list.length;
    this.dfs = dfCounts;
    this.gen++;
    this.sorted = { all: null, analysable: null };
  }

  private add(d: Doc): void {
    const slot = this.docs.length;
    d.alive = true;
    d.profile = null;
    d.prior = this.priorOf(d);
    this.docs.push(d);
    this.slotByKey.set(d.key, slot);
    this.alive++;
    const tfs = this.fieldTf(d);
    // fieldTf inserts the terms of name, title, description and flairs before post-only terms.
    let i = 0;
    for (const [t, tf] of tfs.map) {
      const flag = i++ < tfs.aboutTerms ? 1 : 0;
      let id = this.termIds.get(t);
      if (id === undefined) {
        id = this.postings.length;
        this.termIds.set(t, id);
        this.postings.push([slot, tf, flag]);
        this.dfs.push(1);
      } else {
        let p = this.postings[id]!;
        // Postings built by rebuild are typed arrays of exact size: appending makes a plain copy.
        if (!Array.isArray(p)) this.postings[id] = p = Array.from(p);
        p.push(slot, tf, flag);
        this.dfs[id]!++;
      }
    }
  }

  private remove(slot: number): void {
    const d = this.docs[slot]!;
    if (!d.alive) return;
    d.alive = false;
    this.alive--;
    this.dead++;
    this.slotByKey.delete(d.key);
    for (const t of this.fieldTf(d).map.keys()) {
      const id = this.termIds.get(t);
      if (id !== undefined) this.dfs[id] = Math.max(0, this.dfs[id]! - 1);
    }
  }

  /** BM25F pseudo term frequency of every term of a document; about-text terms come first. */
  private fieldTf(d: Doc): { map: Map<string, number>; aboutTerms: number } {
    const out = new Map<string, number>();
    for (const f of FIELDS) {
      const toks = d.tokens[f];
      if (!toks.length) continue;
      const norm = 1 - RANKING.b[f] + (RANKING.b[f] * toks.length) / this.avgLen[f];
      const w = RANKING.weight[f] / norm;
      for (const t of toks) out.set(t, (out.get(t) ?? 0) + w);
    }
    const aboutTerms = out.size;
    for (const [t, share] of d.postShare) {
      const tf = this.postTf(d, t, share);
      if (tf > 0) out.set(t, (out.get(t) ?? 0) + RANKING.weight.posts * tf);
    }
    return { map: out, aboutTerms };
  }

  /**
   * Pseudo-frequency of a post term: its share of the community's posts, weighed by its lift over
   * the share of the other communities' posts using it (1 when no other community has posts).
   */
  private postTf(d: Doc, t: string, share: number): number {
    const own = d.inBackground ? share * d.postCount : 0;
    const others = this.background.posts - (d.inBackground ? d.postCount : 0);
    const bg = others > 0 ? Math.max(0, (this.background.used.get(t) ?? 0) - own) / others : 0;
    const lift = bg > 0 ? Math.min(1, Math.max(0, Math.log2(share / bg) / RANKING.liftFull)) : 1;
    return Math.min(RANKING.postTfCap, share / RANKING.postShareUnit) * lift;
  }

  private priorOf(d: Doc): number {
    const subs = d.info.subscribers ?? 0;
    const size = Math.min(1, Math.log10(subs + 1) / this.maxLogSubs);
    const activity = d.postsPerWeek > 0 ? Math.min(1, Math.log1p(d.postsPerWeek) / Math.log1p(50)) : 0;
    return (1 - RANKING.size + RANKING.size * size) * (1 + RANKING.activity * activity);
  }

  private profileOf(d: Doc): SubredditProfile {
    if (d.profile && d.profileGen === this.gen) return d.profile;
    const raw = new Map<string, number>();
    for (const f of FIELDS) for (const t of d.tokens[f]) raw.set(t, (raw.get(t) ?? 0) + RANKING.weight[f]);
    for (const [t, share] of d.postShare) {
      const tf = this.postTf(d, t, share);
      if (tf > 0) raw.set(t, (raw.get(t) ?? 0) + RANKING.weight.posts * tf);
    }
    const weighted: Array<[string, number]> = [];
    for (const [t, tf] of raw) {
      const id = this.termIds.get(t);
      const df = Math.max(1, id === undefined ? 1 : this.dfs[id]!);
      weighted.push([t, (1 + Math.log(tf)) * Math.log(1 + this.alive / df)]);
    }
    weighted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const top = weighted.slice(0, RANKING.vectorTerms).filter(([, w]) => w > 0);
    const norm = Math.sqrt(top.reduce((s, [, w]) => s + w * w, 0)) || 1;
    const termsVec: Record<string, number> = {};
    for (const [t, w] of top) termsVec[t] = w / norm;
    d.profile = { info: d.info, terms: termsVec, postCount: d.postCount, postsPerWeek: d.postsPerWeek };
    d.profileGen = this.gen;
    return d.profile;
  }
}

/** Index terms of a name: its content words stemmed, their adjacent pairs, and the whole name. */
export function nameTerms(name: string, nameWords: readonly string[]): string[] {
  const ts = nameWords.filter(isContentWord).map(stem);
  const out = new Set<string>([...ts, ...bigrams(ts)]);
  const flat = nameKey(name);
  if (flat.length >= 2) out.add(stem(flat));
  return [...out];
}

/**
 * Splits names into words: at case changes and underscores, and one-word lower-case compounds
 * ("personalfinance") by a dictionary of the given communities' titles, descriptions and names.
 */
export function nameSplitter(infos: ReadonlyArray<Pick<SubredditInfo, 'name' | 'title' | 'description'>>): (name: string) => string[] {
  const freq = new Map<string, number>();
  const bump = (w: string) => freq.set(w, (freq.get(w) ?? 0) + 1);
  for (const info of infos) {
    for (const w of words(`${info.title} ${info.description}`)) bump(w);
    const parts = splitName(info.name);
    if (parts.length > 1) for (const w of parts) bump(w);
  }
  let total = 0;
  for (const v of freq.values()) total += v;
  return (name) => {
    const parts = splitName(name);
    return parts.length === 1 ? (segment(parts[0]!, freq, total) ?? parts) : parts;
  };
}

/** How many of the query's term pairs appear adjacent in the title or description. */
function pairsInText(d: Doc, pairs: string[]): number {
  let found = 0;
  for (const pair of pairs) {
    const sp = pair.indexOf(' ');
    const a = pair.slice(0, sp);
    const b = pair.slice(sp + 1);
    if (adjacent(d.tokens.title, a, b) || adjacent(d.tokens.description, a, b)) found++;
  }
  return found;
}

function adjacent(toks: readonly string[], a: string, b: string): boolean {
  for (let i = 1; i < toks.length; i++) if (toks[i] === b && toks[i - 1] === a) return true;
  return false;
}

function splitTerms(s: string, sep = ' '): string[] {
  return s ? s.split(sep) : [];
}

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
