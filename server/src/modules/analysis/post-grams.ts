/**
 * What keyword extraction reads from one post, worked out once per post object and memoised:
 * its distinct words, lemmas, 2- and 3-word grams as ids of one process-wide space (GramSpace),
 * split into those in the title and those only in the body. A community analysed again (the
 * same post objects, as the sources' caches hand out) then costs one pass over these short lists
 * instead of reading and hashing every token again (decision 040).
 *
 * Rules (docs/METRICS.md "Keywords"): the title and the first BODY_CHARS characters of the body
 * are read (tokens.ts); a stop word or a phrase break ends a run of content words; a gram never
 * spans the title and the body. Ids never reach an answer: every order is broken by text.
 */
import { GENERIC_WORDS, STOP_WORDS } from './stopwords';
import { postMemo, type PostGrams, type PostMemo } from './post-memo';
import { BREAK, IntList, PairTable, scanText, tokenWord, Vocabulary } from './tokens';

export type { PostGrams };

/** Characters of a post body read for keywords: the opening carries the topic; essays cost time. */
export const BODY_CHARS = 1000;

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

/** The texts of a post as keyword extraction sees them; `key` is the object its grams are memoised on. */
export interface GramSource {
  title: string;
  body: string;
  key?: object;
  /** postMemo(key), when the caller has it already (one WeakMap lookup less). */
  memo?: PostMemo;
}

/** Ids shared by every analysis in the process (until it outgrows its bounds and starts afresh). */
export interface GramSpace {
  vocabulary: Vocabulary;
  /** Per word id: its lemma id, BREAK for a stop word, UNSET until first seen. */
  wordLemma: Int32Array;
  /** Per word id: 1 when the word or its lemma is generic (people, time, good …). */
  wordGeneric: Uint8Array;
  lemmaIds: Map<string, number>;
  bigrams: PairTable; // (lemma, lemma)
  trigrams: PairTable; // (bigram, lemma)
  /** This space's number: grams memoised in another space are read again. */
  id: number;
}

const UNSET = -2;
/** Bounds of the shared space: past either, the next analysis starts a fresh one (memory stays bounded). */
export const MAX_SHARED_WORDS = 1 << 20;
export const MAX_SHARED_GRAMS = 1 << 21;

let spaces = 0;
const newSpace = (): GramSpace => ({
  vocabulary: new Vocabulary(),
  wordLemma: new Int32Array(1 << 12).fill(UNSET),
  wordGeneric: new Uint8Array(1 << 12),
  lemmaIds: new Map(),
  bigrams: new PairTable(),
  trigrams: new PairTable(),
  id: ++spaces,
});
let current = newSpace();

/** The space the next analysis uses (a fresh one when the current has grown past its bounds). */
export function gramSpace(): GramSpace {
  if (current.vocabulary.size > MAX_SHARED_WORDS || current.bigrams.size + current.trigrams.size > MAX_SHARED_GRAMS) current = newSpace();
  return current;
}

/** A copy of `a` at least `size` long, new cells `fill`. */
export function grown<T extends Int32Array | Uint8Array | Float64Array>(a: T, size: number, fill = 0): T {
  if (a.length >= size) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, a.length * 2));
  if (fill !== 0) next.fill(fill);
  next.set(a);
  return next;
}

/** Lemma id of a word id (BREAK for a stop word), computed once per space. */
export function lemmaOfWord(space: GramSpace, word: number): number {
  if (word >= space.wordLemma.length) {
    space.wordLemma = grown(space.wordLemma, word + 1, UNSET);
    space.wordGeneric = grown(space.wordGeneric, word + 1);
  }
  let id = space.wordLemma[word];
  if (id !== UNSET) return id;
  const text = space.vocabulary.words[word];
  if (text.length < 2 || STOP_WORDS.has(text)) id = BREAK;
  else {
    const l = lemma(text);
    id = space.lemmaIds.get(l) ?? space.lemmaIds.size;
    if (id === space.lemmaIds.size) space.lemmaIds.set(l, id);
    space.wordGeneric[word] = GENERIC_WORDS.has(text) || GENERIC_WORDS.has(l) ? 1 : 0;
  }
  space.wordLemma[word] = id;
  return id;
}

/**
 * Scratch of the gram building: tokens; the distinct lists of the post being read (content words as
 * (word id, occurrences, occurrences in capitals) triples, lemmas, bigrams, trigrams), each sized
 * before a post is read so that no write checks its bounds; and per id the stamp of the last post
 * that had it.
 */
const scan = new IntList(1 << 12);
let outWords = new Int32Array(3 << 10);
let outUni = new Int32Array(1 << 10);
let outBi = new Int32Array(1 << 10);
let outTri = new Int32Array(1 << 10);
let nWords = 0;
let nUni = 0;
let nBi = 0;
let nTri = 0;
let seenWord = new Int32Array(1 << 12).fill(-1); // per word id: its place in `outWords` for this post, by stamp
let wordStamp = new Int32Array(1 << 12).fill(-1);
let seenUni = new Int32Array(1 << 12).fill(-1);
let seenBi = new Int32Array(1 << 12).fill(-1);
let seenTri = new Int32Array(1 << 12).fill(-1);
let stamp = 0;
/**
 * Posts' grams are written one after another into blocks of BLOCK ints (64 KB); a post longer
 * than a block gets one of its own. A block lives while any post whose grams it holds is memoised.
 */
const BLOCK = 1 << 14;
let block = new Int32Array(BLOCK);
let blockUsed = 0;

/**
 * Reads tokens[from, to) (one part of a post) into the distinct lists. Every word id of the tokens is
 * below the length of `space.wordLemma`, `seenWord` and `wordStamp`, and the lists have room for 3
 * ints a token (ensured by buildGrams).
 */
function readPart(space: GramSpace, tokens: Int32Array, from: number, to: number): void {
  const wordLemma = space.wordLemma;
  const { bigrams, trigrams } = space;
  const words = outWords;
  let k1 = BREAK;
  let prevBigram = -1;
  for (let i = from; i < to; i++) {
    const t = tokens[i];
    if (t === BREAK) {
      k1 = BREAK;
      prevBigram = -1;
      continue;
    }
    const word = tokenWord(t);
    let k = wordLemma[word];
    if (k === UNSET) k = lemmaOfWord(space, word);
    if (k === BREAK) {
      k1 = BREAK;
      prevBigram = -1;
      continue;
    }
    if (wordStamp[word] !== stamp) {
      wordStamp[word] = stamp;
      seenWord[word] = nWords;
      words[nWords] = word;
      words[nWords + 1] = 1;
      words[nWords + 2] = t & 1;
      nWords += 3;
    } else {
      const at = seenWord[word];
      words[at + 1]++;
      words[at + 2] += t & 1;
    }
    if (k >= seenUni.length) seenUni = grown(seenUni, k + 1, -1);
    if (seenUni[k] !== stamp) {
      seenUni[k] = stamp;
      outUni[nUni++] = k;
    }
    let b = -1;
    if (k1 !== BREAK) {
      b = bigrams.id(k1, k, true);
      if (b >= seenBi.length) seenBi = grown(seenBi, b + 1, -1);
      if (seenBi[b] !== stamp) {
        seenBi[b] = stamp;
        outBi[nBi++] = b;
      }
      if (prevBigram >= 0) {
        const tg = trigrams.id(prevBigram, k, true);
        if (tg >= seenTri.length) seenTri = grown(seenTri, tg + 1, -1);
        if (seenTri[tg] !== stamp) {
          seenTri[tg] = stamp;
          outTri[nTri++] = tg;
        }
      }
    }
    k1 = k;
    prevBigram = b;
  }
}

function buildGrams(space: GramSpace, doc: GramSource): PostGrams {
  scan.clear();
  scanText(doc.title, space.vocabulary, scan, true);
  const split = scan.length;
  if (doc.body) scanText(doc.body, space.vocabulary, scan, true, BODY_CHARS);
  const tokens = scan.data; // scanning is done: the buffer no longer moves
  const count = scan.length;
  // Room for every id the tokens hold, and for the lists (at most one entry, three for words, a token).
  const vocabularySize = space.vocabulary.size;
  if (space.wordLemma.length < vocabularySize) {
    space.wordLemma = grown(space.wordLemma, vocabularySize, UNSET);
    space.wordGeneric = grown(space.wordGeneric, vocabularySize);
  }
  if (seenWord.length < vocabularySize) {
    seenWord = grown(seenWord, vocabularySize, -1);
    wordStamp = grown(wordStamp, vocabularySize, -1);
  }
  if (outUni.length < count) {
    outWords = new Int32Array(3 * Math.max(count, 2 * outUni.length));
    outUni = new Int32Array(outWords.length / 3);
    outBi = new Int32Array(outUni.length);
    outTri = new Int32Array(outUni.length);
  }
  stamp++;
  nWords = nUni = nBi = nTri = 0;
  readPart(space, tokens, 0, split);
  const uniTitle = nUni;
  const biTitle = nBi;
  const triTitle = nTri;
  readPart(space, tokens, split, count);
  const size = split + nWords + nUni + nBi + nTri;
  if (blockUsed + size > block.length) {
    block = new Int32Array(Math.max(BLOCK, size));
    blockUsed = 0;
  }
  const data = block;
  const start = blockUsed;
  copyInto(data, start, tokens, split);
  const titleEnd = start + split;
  copyInto(data, titleEnd, outWords, nWords);
  const wordsEnd = titleEnd + nWords;
  copyInto(data, wordsEnd, outUni, nUni);
  const uniEnd = wordsEnd + nUni;
  copyInto(data, uniEnd, outBi, nBi);
  const biEnd = uniEnd + nBi;
  copyInto(data, biEnd, outTri, nTri);
  const end = biEnd + nTri;
  blockUsed = end;
  return {
    space: space.id,
    title: doc.title,
    body: doc.body,
    data,
    start,
    titleEnd,
    wordsEnd,
    uniTitle: wordsEnd + uniTitle,
    uniEnd,
    biTitle: uniEnd + biTitle,
    biEnd,
    triTitle: biEnd + triTitle,
    end,
  };
}

/** Copies from[0, n) to data[at, at + n) (a loop: a subarray view per part would be an allocation). */
function copyInto(data: Int32Array, at: number, from: Int32Array, n: number): void {
  for (let i = 0; i < n; i++) data[at + i] = from[i];
}

/** The post's grams in `space`, memoised per post object (GramSource.key) while its title and body are the very same strings. */
export function gramsOf(space: GramSpace, doc: GramSource): PostGrams {
  const memo = doc.memo ?? (doc.key ? postMemo(doc.key) : undefined);
  const cached = memo?.grams;
  if (cached && cached.space === space.id && cached.title === doc.title && cached.body === doc.body) return cached;
  const grams = buildGrams(space, doc);
  if (memo) memo.grams = grams;
  return grams;
}
