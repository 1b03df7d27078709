/**
 * Keyword and phrase extraction (docs/METRICS.md "Keywords").
 *
 * 1. Tokenise each post's title and the first BODY_CHARS characters of its body (tokens.ts).
 * 2. Stop words (stopwords.ts) are dropped and end a phrase, so candidates are the runs of content
 *    words between them (RAKE's idea); every 1-, 2- and 3-word n-gram of a run is counted. Plurals
 *    fold into one term (companies = company), shown in the form used most.
 * 3. A term's weight is engagement-weighted document frequency: each post counts once, with weight
 *    (1 + ln(1 + engagement)) × (1 when the term is in the title, ½ when only in the body).
 * 4. Distinctiveness: a generic word (people, time, good …) weighs a quarter on its own; a phrase is
 *    kept only when its words belong together (Dice association ≥ 0.25) and it is not made of
 *    generic words only; a word or 2-word phrase found mostly (in ≥ 60 % of its posts) inside a
 *    kept longer phrase is represented by that phrase. Kept phrases get a length bonus (×1.5 for
 *    two words, ×2 for three).
 * 5. A word must appear in 2 posts (1 when the sample has fewer than 10 posts), a phrase always
 *    in 2. Terms rank by score, then by posts, then alphabetically. The community's own name is
 *    left out on its own (every r/coffee post is about coffee), but stays inside phrases.
 */
import { GENERIC_WORDS, STOP_WORDS } from './stopwords';
import { BREAK, GramStats, IntList, PairTable, scanText, tokenWord, Vocabulary } from './tokens';

export interface KeywordDoc {
  title: string;
  body: string;
  /** The post object the texts belong to: its tokens are memoised on it (optional). */
  key?: object;
  /** Engagement of the post (score + comments, negatives as 0). */
  engagement: number;
}

export interface RankedTerm {
  /** Display form, lower-case, words separated by one space. */
  text: string;
  /** Words in the term (1–3). */
  words: number;
  /** Posts the term appears in. */
  posts: number;
  score: number;
}

export interface KeywordModel {
  /** The best `limit` terms, best first. */
  keywords: RankedTerm[];
  /** The post's best-ranked term (ranked over every eligible term, not only `keywords`), or ''. */
  strongestFor(doc: Pick<KeywordDoc, 'title' | 'body' | 'key'>): string;
  /** Up to `limit` '#' + Pascal-case tags of the ranked phrases and acronyms (single common words left out), deduplicated. */
  hashtags(limit?: number): string[];
}

export const KEYWORD_LIMIT = 15;
/** Characters of a post body read for keywords: the opening carries the topic; essays cost time. */
export const BODY_CHARS = 1000;
export const MIN_ASSOCIATION = 0.25;
export const COVERED_SHARE = 0.6;
export const GENERIC_FACTOR = 0.25;
/** A phrase must repeat: it needs this many posts whatever the sample size. */
export const MIN_PHRASE_POSTS = 2;
/** A phrase or acronym becomes a hashtag only when this many posts use it (MIN_PHRASE_POSTS under 10 posts). */
export const MIN_TAG_POSTS = 3;
export const TITLE_WEIGHT = 1;
export const BODY_WEIGHT = 0.5;
const LENGTH_BONUS = [0, 1, 1.5, 2];

/** The key two surface forms share when they are the same word (light plural folding). */
export function lemma(w: string): string {
  const n = w.length;
  if (n <= 3) return w;
  if (w.endsWith('ies') && n > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('ie')) return w.slice(0, -2) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is') && !w.endsWith("'s")) return w.slice(0, -1);
  return w;
}

/** The words of a text as the extractor reads them, stop words included, '' at phrase breaks. */
export function tokenize(text: string): string[] {
  const vocabulary = new Vocabulary();
  const out = new IntList();
  scanText(text, vocabulary, out, true);
  return Array.from(out.toArray(), (t) => (t === BREAK ? '' : vocabulary.words[tokenWord(t)]));
}

/**
 * Token streams of posts, memoised per post object (KeywordDoc.key) with one shared vocabulary: a
 * community analysed again (same post objects, as the snapshot's cache hands out) is not read again.
 * An entry is used only while the post's title and body are the very same strings. The vocabulary
 * starts afresh (and with it the memo) past MAX_SHARED_WORDS words, so memory stays bounded.
 * Results never depend on the memo or on word ids: every order is broken by text.
 */
interface PostTokens {
  title: string;
  body: string;
  tokens: Int32Array; // title tokens [0, split), then body tokens
  split: number;
}
export const MAX_SHARED_WORDS = 1 << 20;
interface Shared {
  vocabulary: Vocabulary;
  posts: WeakMap<object, PostTokens>;
  /** Per word id: its lemma, or null for a stop word (filled on first use). */
  lemmas: (string | null | undefined)[];
  /** Per word id: 1 when generic. */
  generic: number[];
}
const fresh = (): Shared => ({ vocabulary: new Vocabulary(), posts: new WeakMap(), lemmas: [], generic: [] });
let shared = fresh();

/** The lemma of a word id (null for a stop word), computed once per shared vocabulary. */
function lemmaOf(word: number): string | null {
  let l = shared.lemmas[word];
  if (l === undefined) {
    const text = shared.vocabulary.words[word];
    l = text.length < 2 || STOP_WORDS.has(text) ? null : lemma(text);
    shared.lemmas[word] = l;
    shared.generic[word] = l !== null && (GENERIC_WORDS.has(text) || GENERIC_WORDS.has(l)) ? 1 : 0;
  }
  return l;
}
const scanBuffer = new IntList(1 << 12);

function tokensOf(doc: Pick<KeywordDoc, 'title' | 'body' | 'key'>): PostTokens {
  const cached = doc.key ? shared.posts.get(doc.key) : undefined;
  if (cached && cached.title === doc.title && cached.body === doc.body) return cached;
  scanBuffer.clear();
  scanText(doc.title, shared.vocabulary, scanBuffer, true);
  const split = scanBuffer.length;
  if (doc.body) {
    if (split > 0 && scanBuffer.data[split - 1] !== BREAK) scanBuffer.push(BREAK);
    scanText(doc.body, shared.vocabulary, scanBuffer, true, BODY_CHARS);
  }
  const tokens: PostTokens = { title: doc.title, body: doc.body, tokens: scanBuffer.toArray(), split };
  if (doc.key) shared.posts.set(doc.key, tokens);
  return tokens;
}

/** Per-word scratch of one analysis (grown with the vocabulary, reset through `touched`). */
const UNSEEN = -2;
let wordKey = new Int32Array(0);
let wordCount = new Int32Array(0);
let wordUpper = new Int32Array(0);
const touched = new IntList(1 << 12);
function ensureScratch(size: number): void {
  if (wordKey.length >= size) return;
  const cap = Math.max(size, wordKey.length * 2, 1 << 12);
  const key = new Int32Array(cap).fill(UNSEEN);
  key.set(wordKey);
  wordKey = key;
  const count = new Int32Array(cap);
  count.set(wordCount);
  wordCount = count;
  const upper = new Int32Array(cap);
  upper.set(wordUpper);
  wordUpper = upper;
}

const enum Kind {
  Unigram,
  Bigram,
  Trigram,
}

interface Candidate {
  kind: Kind;
  id: number; // key id, bigram id or trigram id
  parts: number[]; // key ids
  df: number;
  score: number;
  text: string;
  covered: boolean;
}

const byRank = (x: Candidate, y: Candidate) => y.score - x.score || y.df - x.df || (x.text < y.text ? -1 : x.text > y.text ? 1 : 0);

export interface KeywordOptions {
  /** Terms to return (default KEYWORD_LIMIT). */
  limit?: number;
  /** Words never to return on their own (plural forms too), e.g. the community's own name. */
  exclude?: readonly string[];
}

/** Builds the keyword model of a sample (see the module comment). */
export function extractKeywords(docs: readonly KeywordDoc[], options: KeywordOptions = {}): KeywordModel {
  const limit = Math.max(0, options.limit ?? KEYWORD_LIMIT);
  if (shared.vocabulary.size > MAX_SHARED_WORDS) shared = fresh();
  const { vocabulary } = shared;
  const streams = docs.map(tokensOf);

  // Word → key (BREAK for stop words), computed once per word of this sample.
  const keyIds = new Map<string, number>();
  const keyGeneric: boolean[] = [];
  const uni = new GramStats();
  const keyOfWord = (word: number): number => {
    const lem = lemmaOf(word);
    if (lem === null) return BREAK;
    const generic = shared.generic[word] === 1;
    let id = keyIds.get(lem);
    if (id === undefined) {
      id = uni.add();
      keyIds.set(lem, id);
      keyGeneric.push(generic);
    } else if (generic) keyGeneric[id] = true;
    return id;
  };
  ensureScratch(vocabulary.size);
  touched.clear();

  const bigrams = new PairTable(); // (key, key)
  const bi = new GramStats();
  const trigrams = new PairTable(); // (bigram id, key)
  const tri = new GramStats();

  for (let d = 0; d < docs.length; d++) {
    const { tokens, split } = streams[d];
    const engagement = docs[d].engagement;
    const postWeight = 1 + Math.log1p(Number.isFinite(engagement) && engagement > 0 ? engagement : 0);
    let w = postWeight * TITLE_WEIGHT;
    let k1 = BREAK;
    let prevBigram = -1;
    for (let i = 0; i < tokens.length; i++) {
      if (i === split) {
        w = postWeight * BODY_WEIGHT;
        k1 = BREAK;
        prevBigram = -1;
      }
      const t = tokens[i];
      if (t === BREAK) {
        k1 = BREAK;
        prevBigram = -1;
        continue;
      }
      const word = t >> 1;
      let k = wordKey[word];
      if (k === UNSEEN) {
        k = keyOfWord(word);
        wordKey[word] = k;
        touched.push(word);
      }
      wordCount[word]++;
      wordUpper[word] += t & 1;
      if (k === BREAK) {
        k1 = BREAK;
        prevBigram = -1;
        continue;
      }
      uni.touch(k, d, w);
      let b = -1;
      if (k1 !== BREAK) {
        b = bigrams.id(k1, k, true);
        if (b === bi.size) bi.add();
        bi.touch(b, d, w);
        if (prevBigram >= 0) {
          const tg = trigrams.id(prevBigram, k, true);
          if (tg === tri.size) tri.add();
          tri.touch(tg, d, w);
        }
      }
      k1 = k;
      prevBigram = b;
    }
  }

  // Display form of each key: its most frequent surface form (ties alphabetical); acronym votes.
  // Then leave the scratch clean for the next analysis.
  const keys = uni.size;
  const display: string[] = new Array(keys).fill('');
  const displayCount = new Int32Array(keys).fill(-1);
  const upperVotes = new Int32Array(keys);
  const totalVotes = new Int32Array(keys);
  for (let i = 0; i < touched.length; i++) {
    const word = touched.data[i];
    const k = wordKey[word];
    const n = wordCount[word];
    if (k >= 0) {
      const text = vocabulary.words[word];
      upperVotes[k] += wordUpper[word];
      totalVotes[k] += n;
      if (n > displayCount[k] || (n === displayCount[k] && text < display[k])) {
        display[k] = text;
        displayCount[k] = n;
      }
    }
    wordKey[word] = UNSEEN;
    wordCount[word] = 0;
    wordUpper[word] = 0;
  }
  touched.clear();

  const excluded = new Set<number>();
  for (const word of options.exclude ?? []) {
    const id = keyIds.get(lemma(word.toLowerCase()));
    if (id !== undefined) excluded.add(id);
  }

  const minDf = docs.length >= 10 ? 2 : 1;
  const candidates: Candidate[] = [];
  const uniCand: (Candidate | undefined)[] = new Array(keys);
  const biCand = new Map<number, Candidate>();
  const triCand: Candidate[] = [];
  const make = (kind: Kind, id: number, parts: number[], df: number, score: number): Candidate => {
    const c: Candidate = { kind, id, parts, df, score, text: parts.map((p) => display[p]).join(' '), covered: false };
    candidates.push(c);
    return c;
  };
  for (let k = 0; k < keys; k++) {
    if (uni.df[k] >= minDf && !excluded.has(k))
      uniCand[k] = make(Kind.Unigram, k, [k], uni.df[k], uni.wdf[k] * (keyGeneric[k] ? GENERIC_FACTOR : 1));
  }
  for (let b = 0; b < bi.size; b++) {
    const df = bi.df[b];
    if (df < MIN_PHRASE_POSTS) continue;
    const x = bigrams.first.data[b];
    const y = bigrams.second.data[b];
    if (x === y || (keyGeneric[x] && keyGeneric[y])) continue;
    if ((2 * df) / (uni.df[x] + uni.df[y]) < MIN_ASSOCIATION) continue;
    biCand.set(b, make(Kind.Bigram, b, [x, y], df, bi.wdf[b] * LENGTH_BONUS[2]));
  }
  for (let t = 0; t < tri.size; t++) {
    const df = tri.df[t];
    if (df < MIN_PHRASE_POSTS) continue;
    const ab = trigrams.first.data[t];
    const z = trigrams.second.data[t];
    const x = bigrams.first.data[ab];
    const y = bigrams.second.data[ab];
    if (keyGeneric[x] && keyGeneric[y] && keyGeneric[z]) continue;
    const bc = bigrams.id(y, z, false);
    if ((2 * df) / (bi.df[ab] + bi.df[bc]) < MIN_ASSOCIATION) continue;
    triCand.push(make(Kind.Trigram, t, [x, y, z], df, tri.wdf[t] * LENGTH_BONUS[3]));
  }

  // A part found mostly inside a kept longer phrase is represented by the phrase.
  const cover = (part: Candidate | undefined, phrase: Candidate) => {
    if (part && phrase.df >= COVERED_SHARE * part.df) part.covered = true;
  };
  for (const t of triCand) {
    const [x, y, z] = t.parts;
    cover(biCand.get(bigrams.id(x, y, false)), t);
    cover(biCand.get(bigrams.id(y, z, false)), t);
    cover(uniCand[x], t);
    cover(uniCand[y], t);
    cover(uniCand[z], t);
  }
  for (const b of biCand.values()) {
    cover(uniCand[b.parts[0]], b);
    cover(uniCand[b.parts[1]], b);
  }

  // Rank; two candidates can share a display text (different keys, same favourite form): keep the first.
  const seen = new Set<string>();
  const ranked = candidates
    .filter((c) => !c.covered && c.score > 0)
    .sort(byRank)
    .filter((c) => (seen.has(c.text) ? false : (seen.add(c.text), true)));
  const uniRank = new Int32Array(keys).fill(-1);
  const biRank = new Map<number, number>();
  const triRank = new Map<number, number>();
  ranked.forEach((c, r) => {
    if (c.kind === Kind.Unigram) uniRank[c.id] = r;
    else if (c.kind === Kind.Bigram) biRank.set(c.id, r);
    else triRank.set(c.id, r);
  });
  const top = ranked.slice(0, limit);

  return {
    keywords: top.map((c) => ({ text: c.text, words: c.parts.length, posts: c.df, score: c.score })),

    strongestFor(doc) {
      // Only the title counts: the tables show a post by its title, so its keyword must be there
      // (a term found only in the body labelled 'Marketing trends for 2013?' as 'traffic').
      // The answer is the title's own words, so a folded plural reads as written ('companies').
      const { tokens, split } = tokensOf(doc);
      const keyOf = (token: number) => {
        const lem = lemmaOf(tokenWord(token));
        return lem === null ? BREAK : (keyIds.get(lem) ?? BREAK);
      };
      let best = Infinity;
      let bestAt = -1;
      let bestWords = 0;
      const visit = (r: number | undefined, at: number, words: number) => {
        if (r !== undefined && r >= 0 && r < best) {
          best = r;
          bestAt = at;
          bestWords = words;
        }
      };
      let k1 = BREAK;
      let prevBigram = -1;
      for (let i = 0; i < split; i++) {
        const k = tokens[i] === BREAK ? BREAK : keyOf(tokens[i]);
        if (k === BREAK) {
          k1 = BREAK;
          prevBigram = -1;
          continue;
        }
        visit(uniRank[k], i, 1);
        let b = -1;
        if (k1 !== BREAK) {
          b = bigrams.id(k1, k, false);
          if (b >= 0) {
            visit(biRank.get(b), i, 2);
            if (prevBigram >= 0) visit(triRank.get(trigrams.id(prevBigram, k, false)), i, 3);
          }
        }
        k1 = k;
        prevBigram = b;
      }
      if (bestAt < 0) return '';
      const words: string[] = [];
      for (let i = bestAt - bestWords + 1; i <= bestAt; i++) words.push(shared.vocabulary.words[tokenWord(tokens[i])]);
      return words.join(' ');
    },

    hashtags(max = limit) {
      // Tags people write for a topic are names of it: phrases (#SocialMedia, #LinkBuilding) and
      // acronyms (#SEO). A common noun on its own (#Company, #Client) is a keyword, not a tag.
      const out: string[] = [];
      const taken = new Set<string>();
      const tagParts: number[][] = [];
      const minTagPosts = docs.length >= 10 ? MIN_TAG_POSTS : MIN_PHRASE_POSTS;
      for (const c of ranked) {
        if (out.length >= max) break;
        const acronym = c.parts.length === 1 && upperVotes[c.parts[0]] * 2 > totalVotes[c.parts[0]];
        if (c.parts.length === 1 && !acronym) continue;
        // A tag names something several posts talk about; overlapping slices of one repeated
        // sentence ('media image sizing', 'image sizing cheat') are not tags.
        if (c.df < minTagPosts) continue;
        if (c.parts.length > 1 && tagParts.some((t) => c.parts.filter((p) => t.includes(p)).length >= 2)) continue;
        if (c.parts.length > 1) tagParts.push(c.parts);
        const tag = c.parts
          .map((p) => {
            const w = display[p].replace(/[^\p{L}\p{N}]/gu, '');
            return upperVotes[p] * 2 > totalVotes[p] ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1);
          })
          .join('');
        if (!/\p{L}/u.test(tag)) continue;
        const folded = tag.toLowerCase();
        if (taken.has(folded)) continue;
        taken.add(folded);
        out.push('#' + tag);
      }
      return out;
    },
  };
}
