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
import { BREAK, IntList, scanText, tokenWord, Vocabulary } from './tokens';
import { firstSorted } from './numbers';
import type { PostMemo } from './post-memo';
import {
  BODY_CHARS,
  gramsOf,
  gramSpace,
  grown,
  lemma,
  lemmaOfWord,
  MAX_SHARED_GRAMS,
  MAX_SHARED_WORDS,
  type GramSpace,
} from './post-grams';

export { BODY_CHARS, lemma, MAX_SHARED_GRAMS, MAX_SHARED_WORDS };

export interface KeywordDoc {
  title: string;
  body: string;
  /** The post object the texts belong to: its grams are memoised on it (optional; post-grams.ts). */
  key?: object;
  /** postMemo(key), when the caller has it already (one WeakMap lookup less). */
  memo?: PostMemo;
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

/** The words of a text as the extractor reads them, stop words included, '' at phrase breaks. */
export function tokenize(text: string): string[] {
  const vocabulary = new Vocabulary();
  const out = new IntList();
  scanText(text, vocabulary, out, true);
  return Array.from(out.toArray(), (t) => (t === BREAK ? '' : vocabulary.words[tokenWord(t)]));
}

/**
 * Counts of one analysis, indexed by the space's ids (grown with it), and the ids touched so they
 * can be read and then reset for the next analysis.
 */
class Counts {
  df = new Int32Array(1 << 12);
  wdf = new Float64Array(1 << 12);
  readonly touched = new IntList(1 << 12);
  /** One more post has the gram `id`, with weight w (each post lists a gram once); n counts occurrences instead. */
  add(id: number, w: number, n = 1): void {
    if (id >= this.df.length) {
      this.df = grown(this.df, id + 1);
      this.wdf = grown(this.wdf, id + 1);
    }
    if (this.df[id] === 0) this.touched.push(id);
    this.df[id] += n;
    this.wdf[id] += w;
  }
  reset(): void {
    for (let i = 0; i < this.touched.length; i++) {
      const id = this.touched.data[i];
      this.df[id] = 0;
      this.wdf[id] = 0;
    }
    this.touched.clear();
  }
}
const uni = new Counts();
const bi = new Counts();
const tri = new Counts();
/** Per word id: occurrences and occurrences in capitals in this sample; per lemma id: generic, display word. */
const words = new Counts(); // df = occurrences
let wordUpper = new Int32Array(1 << 12);
let lemmaGeneric = new Uint8Array(1 << 12);
let displayWord = new Int32Array(1 << 12);
let displayCount = new Int32Array(1 << 12);
let upperVotes = new Int32Array(1 << 12);
let totalVotes = new Int32Array(1 << 12);

/** Adds a post's distinct grams ids[start, end): those before `inTitle` with weight wt, the others with wb. */
function addGrams(counts: Counts, ids: Int32Array, start: number, inTitle: number, end: number, wt: number, wb: number): void {
  for (let i = start; i < end; i++) counts.add(ids[i], i < inTitle ? wt : wb);
}

const enum Kind {
  Unigram,
  Bigram,
  Trigram,
}

interface Candidate {
  kind: Kind;
  id: number; // lemma id, bigram id or trigram id
  parts: number[]; // lemma ids
  /** Bit j set when most uses of part j are in capitals (an acronym: SEO, B2B). */
  upper: number;
  df: number;
  score: number;
  /** The parts' display forms joined by spaces (a display form never holds a space). */
  text: string;
  covered: boolean;
}

const byRank = (x: Candidate, y: Candidate) => y.score - x.score || y.df - x.df || (x.text < y.text ? -1 : x.text > y.text ? 1 : 0);

/**
 * The ranked terms that can become hashtags, in rank order: phrases and acronyms (a single common
 * word is a keyword, not a tag) that enough posts use (a tag names something several posts talk
 * about; overlapping slices of one repeated sentence, 'media image sizing', 'image sizing cheat',
 * are not tags).
 */
function tagCandidates(ranked: readonly Candidate[], docCount: number): Candidate[] {
  const minTagPosts = docCount >= 10 ? MIN_TAG_POSTS : MIN_PHRASE_POSTS;
  return ranked.filter((c) => (c.parts.length > 1 || (c.upper & 1) === 1) && c.df >= minTagPosts).sort(byRank);
}

export interface KeywordOptions {
  /** Terms to return (default KEYWORD_LIMIT). */
  limit?: number;
  /** Words never to return on their own (plural forms too), e.g. the community's own name. */
  exclude?: readonly string[];
}

/** Builds the keyword model of a sample (see the module comment). */
export function extractKeywords(docs: readonly KeywordDoc[], options: KeywordOptions = {}): KeywordModel {
  const limit = Math.max(0, options.limit ?? KEYWORD_LIMIT);
  const space = gramSpace();
  try {
    return rank(space, count(space, docs), docs.length, limit, options.exclude ?? []);
  } finally {
    for (const c of [uni, bi, tri, words]) c.reset();
  }
}

/** Adds every post's grams and content words to the shared counts; returns the sample's lemma ids. */
function count(space: GramSpace, docs: readonly KeywordDoc[]): IntList {
  for (let d = 0; d < docs.length; d++) {
    const g = gramsOf(space, docs[d]);
    const engagement = docs[d].engagement;
    const postWeight = 1 + Math.log1p(Number.isFinite(engagement) && engagement > 0 ? engagement : 0);
    const wt = postWeight * TITLE_WEIGHT;
    const wb = postWeight * BODY_WEIGHT;
    const w = g.data;
    addGrams(uni, w, g.wordsEnd, g.uniTitle, g.uniEnd, wt, wb);
    addGrams(bi, w, g.uniEnd, g.biTitle, g.biEnd, wt, wb);
    addGrams(tri, w, g.biEnd, g.triTitle, g.end, wt, wb);
    for (let i = g.titleEnd; i < g.wordsEnd; i += 3) {
      const word = w[i];
      words.add(word, 0, w[i + 1]);
      if (word >= wordUpper.length) wordUpper = grown(wordUpper, word + 1);
      wordUpper[word] += w[i + 2];
    }
  }
  const lemmas = uni.touched;
  const size = space.lemmaIds.size;
  if (lemmaGeneric.length < size) {
    lemmaGeneric = grown(lemmaGeneric, size);
    displayWord = grown(displayWord, size);
    displayCount = grown(displayCount, size);
    upperVotes = grown(upperVotes, size);
    totalVotes = grown(totalVotes, size);
  }
  for (let i = 0; i < lemmas.length; i++) {
    const l = lemmas.data[i];
    lemmaGeneric[l] = 0;
    displayCount[l] = -1;
    upperVotes[l] = 0;
    totalVotes[l] = 0;
  }
  // Display form of each lemma: its most frequent surface form (ties alphabetical); acronym votes;
  // generic when any of its words in the sample is. Then the word scratch is left clean.
  const text = space.vocabulary.words;
  for (let i = 0; i < words.touched.length; i++) {
    const word = words.touched.data[i];
    const l = space.wordLemma[word];
    const n = words.df[word];
    upperVotes[l] += wordUpper[word];
    totalVotes[l] += n;
    if (space.wordGeneric[word]) lemmaGeneric[l] = 1;
    if (n > displayCount[l] || (n === displayCount[l] && text[word] < text[displayWord[l]])) {
      displayWord[l] = word;
      displayCount[l] = n;
    }
    wordUpper[word] = 0;
  }
  return lemmas;
}

function rank(space: GramSpace, lemmas: IntList, docCount: number, limit: number, exclude: readonly string[]): KeywordModel {
  const { bigrams, trigrams } = space;
  const text = space.vocabulary.words;
  const excluded = new Set<number>();
  for (const word of exclude) {
    const id = space.lemmaIds.get(lemma(word.toLowerCase()));
    if (id !== undefined) excluded.add(id);
  }

  const minDf = docCount >= 10 ? 2 : 1;
  const candidates: Candidate[] = [];
  const candidateOf: Map<number, Candidate>[] = [new Map(), new Map(), new Map()]; // by kind, then id
  const make = (kind: Kind, id: number, parts: number[], df: number, score: number) => {
    let upper = 0;
    for (let j = 0; j < parts.length; j++) if (upperVotes[parts[j]] * 2 > totalVotes[parts[j]]) upper |= 1 << j;
    const t = parts.length === 1 ? text[displayWord[parts[0]]] : parts.map((p) => text[displayWord[p]]).join(' ');
    const c: Candidate = { kind, id, parts, upper, df, score, text: t, covered: false };
    candidates.push(c);
    candidateOf[kind].set(id, c);
  };
  for (let i = 0; i < lemmas.length; i++) {
    const k = lemmas.data[i];
    if (uni.df[k] >= minDf && !excluded.has(k)) make(Kind.Unigram, k, [k], uni.df[k], uni.wdf[k] * (lemmaGeneric[k] ? GENERIC_FACTOR : 1));
  }
  for (let i = 0; i < bi.touched.length; i++) {
    const b = bi.touched.data[i];
    const df = bi.df[b];
    if (df < MIN_PHRASE_POSTS) continue;
    const x = bigrams.first.data[b];
    const y = bigrams.second.data[b];
    if (x === y || (lemmaGeneric[x] && lemmaGeneric[y])) continue;
    if ((2 * df) / (uni.df[x] + uni.df[y]) < MIN_ASSOCIATION) continue;
    make(Kind.Bigram, b, [x, y], df, bi.wdf[b] * LENGTH_BONUS[2]);
  }
  for (let i = 0; i < tri.touched.length; i++) {
    const t = tri.touched.data[i];
    const df = tri.df[t];
    if (df < MIN_PHRASE_POSTS) continue;
    const ab = trigrams.first.data[t];
    const z = trigrams.second.data[t];
    const x = bigrams.first.data[ab];
    const y = bigrams.second.data[ab];
    if (lemmaGeneric[x] && lemmaGeneric[y] && lemmaGeneric[z]) continue;
    const bc = bigrams.id(y, z, false);
    if ((2 * df) / (bi.df[ab] + bi.df[bc]) < MIN_ASSOCIATION) continue;
    make(Kind.Trigram, t, [x, y, z], df, tri.wdf[t] * LENGTH_BONUS[3]);
  }

  // A part found mostly inside a kept longer phrase is represented by the phrase.
  const [uniCand, biCand, triCand] = candidateOf;
  const cover = (part: Candidate | undefined, phrase: Candidate) => {
    if (part && phrase.df >= COVERED_SHARE * part.df) part.covered = true;
  };
  for (const t of triCand.values()) {
    const [x, y, z] = t.parts;
    cover(biCand.get(bigrams.id(x, y, false)), t);
    cover(biCand.get(bigrams.id(y, z, false)), t);
    cover(uniCand.get(x), t);
    cover(uniCand.get(y), t);
    cover(uniCand.get(z), t);
  }
  for (const b of biCand.values()) {
    cover(uniCand.get(b.parts[0]), b);
    cover(uniCand.get(b.parts[1]), b);
  }

  // Texts are unique (a surface word belongs to one lemma), so byRank is a total order: the ranking
  // is never sorted whole. The top terms are selected, a title's best term is the least of its own
  // by byRank, and only the terms that can become tags are sorted.
  const ranked = candidates.filter((c) => !c.covered && c.score > 0);
  const top = firstSorted(ranked, limit, byRank);
  let tagRanked: Candidate[] | undefined;
  const rankedOf = (kind: Kind, id: number) => {
    const c = candidateOf[kind].get(id);
    return c && !c.covered && c.score > 0 ? c : undefined;
  };

  return {
    keywords: top.map((c) => ({ text: c.text, words: c.parts.length, posts: c.df, score: c.score })),

    strongestFor(doc) {
      // Only the title counts: the tables show a post by its title, so its keyword must be there
      // (a term found only in the body labelled 'Marketing trends for 2013?' as 'traffic').
      // The answer is the title's own words, so a folded plural reads as written ('companies').
      const { data: tokens, start, titleEnd } = gramsOf(space, doc);
      let best: Candidate | undefined;
      let bestAt = -1;
      let bestWords = 0;
      const visit = (c: Candidate | undefined, at: number, words: number) => {
        if (c && (best === undefined || byRank(c, best) < 0)) {
          best = c;
          bestAt = at;
          bestWords = words;
        }
      };
      let k1 = BREAK;
      let prevBigram = -1;
      for (let i = start; i < titleEnd; i++) {
        const k = tokens[i] === BREAK ? BREAK : lemmaOfWord(space, tokenWord(tokens[i]));
        if (k === BREAK) {
          k1 = BREAK;
          prevBigram = -1;
          continue;
        }
        visit(rankedOf(Kind.Unigram, k), i, 1);
        let b = -1;
        if (k1 !== BREAK) {
          b = bigrams.id(k1, k, false);
          if (b >= 0) {
            visit(rankedOf(Kind.Bigram, b), i, 2);
            if (prevBigram >= 0) visit(rankedOf(Kind.Trigram, trigrams.id(prevBigram, k, false)), i, 3);
          }
        }
        k1 = k;
        prevBigram = b;
      }
      if (bestAt < 0) return '';
      const out: string[] = [];
      for (let i = bestAt - bestWords + 1; i <= bestAt; i++) out.push(text[tokenWord(tokens[i])]);
      return out.join(' ');
    },

    hashtags(max = limit) {
      // Tags people write for a topic are names of it: phrases (#SocialMedia, #LinkBuilding) and
      // acronyms (#SEO). A common noun on its own (#Company, #Client) is a keyword, not a tag.
      const out: string[] = [];
      const taken = new Set<string>();
      const tagParts: number[][] = [];
      for (const c of (tagRanked ??= tagCandidates(ranked, docCount))) {
        if (out.length >= max) break;
        if (c.parts.length > 1 && tagParts.some((t) => c.parts.filter((p) => t.includes(p)).length >= 2)) continue;
        if (c.parts.length > 1) tagParts.push(c.parts);
        const tag = c.text
          .split(' ')
          .map((display, j) => {
            const w = display.replace(/[^\p{L}\p{N}]/gu, '');
            return c.upper & (1 << j) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1);
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
