/**
 * The allocation-free tokeniser behind keyword extraction. One linear pass per text: words are
 * hashed while they are read and looked up in an open-addressing table, so a word already seen
 * costs no string allocation. Words become integer ids; the keyword model counts ids.
 *
 * Rules (docs/METRICS.md "Keywords"): a word is a run of letters/digits (inner apostrophes kept,
 * ’ folded to ', possessive 's dropped), lower-cased. URLs (http://, https://, www.), /r/ and /u/
 * references and markdown link targets are skipped. Punctuation, numbers and skipped references
 * end a phrase; spaces, hyphens, underscores and markdown emphasis do not.
 */

export const BREAK = -1;
/** Longer runs (hashes, base64, URLs without a scheme) are not words. */
export const MAX_WORD = 40;

const WORD = 0;
const SOFT = 1; // separates words inside a phrase
const HARD = 2; // ends a phrase

function classify(c: number): number {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return WORD;
  if (c < 128) {
    // space, tab, - _ * ~ ` > # + & = ^ ' @ $ %
    if (
      c === 32 ||
      c === 9 ||
      c === 45 ||
      c === 95 ||
      c === 42 ||
      c === 126 ||
      c === 96 ||
      c === 62 ||
      c === 35 ||
      c === 43 ||
      c === 38 ||
      c === 61 ||
      c === 94 ||
      c === 39 ||
      c === 64 ||
      c === 36 ||
      c === 37
    )
      return SOFT;
    return HARD; // . , ; : ! ? ( ) [ ] { } " / \ | < newlines, control characters
  }
  if (c === 0xa0 || c === 0x2019 || c === 0x2018) return SOFT;
  if (c === 0xd7 || c === 0xf7 || c < 0xc0) return HARD; // Latin-1 punctuation and symbols
  if (c >= 0x2000 && c <= 0x2bff) return HARD; // general punctuation, symbols, arrows, shapes
  if (c >= 0x3000 && c <= 0x303f) return HARD; // CJK punctuation
  if (c >= 0xd800 && c <= 0xdfff) return HARD; // surrogate halves (emoji)
  if (c >= 0xfe00 && c <= 0xfe0f) return HARD; // variation selectors
  return WORD;
}

const CLASS = new Uint8Array(0x10000);
for (let c = 0; c < 0x10000; c++) CLASS[c] = classify(c);

/**
 * WORD_FOLD[c]: for a word character, its lower case (0 for anything else). Apostrophes (' ’)
 * are not word characters but fold to ' inside a word. Built at load by lower-casing blocks of
 * 1,024 units at once (a block whose length changes, e.g. with İ, is done unit by unit).
 */
const WORD_FOLD = new Uint16Array(0x10000);
for (let base = 0; base < 0x10000; base += 1024) {
  const units = Array.from({ length: 1024 }, (_, k) => base + k);
  const lower = String.fromCharCode(...units).toLowerCase();
  for (let k = 0; k < 1024; k++) {
    const c = base + k;
    if (CLASS[c] !== WORD) continue;
    let l = lower.length === 1024 ? lower.charCodeAt(k) : -1;
    if (l < 0) {
      const one = String.fromCharCode(c).toLowerCase();
      l = one.length === 1 ? one.charCodeAt(0) : c;
    }
    WORD_FOLD[c] = l === 0 ? c : l;
  }
}

/**
 * UNIT[c]: WORD_FOLD[c] in the low 16 bits, and what the unit adds to a word's counts above them:
 * 1 << 16 for A–Z (capitals), 1 << 24 for anything but A–Z and digits (0 for a non-word unit).
 */
const UNIT = new Uint32Array(0x10000);
for (let c = 0; c < 0x10000; c++) {
  const f = WORD_FOLD[c];
  if (f === 0) continue;
  UNIT[c] = f | (c >= 65 && c <= 90 ? 1 << 16 : c >= 48 && c <= 57 ? 0 : 1 << 24);
}

/** Murmur3's finaliser: spreads every input bit over the low bits a table mask keeps. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

const isWordAt = (s: string, i: number) => i >= 0 && i < s.length && CLASS[s.charCodeAt(i)] === WORD;

/** Index just past a URL or reference that starts at i, or i when none starts there. */
export function skipReference(s: string, i: number): number {
  const c0 = s.charCodeAt(i);
  const c = c0 | 0x20;
  let start = -1;
  if (c === 0x68 /* h */) {
    if (
      !isWordAt(s, i - 1) &&
      (s.charCodeAt(i + 1) | 0x20) === 0x74 &&
      (s.charCodeAt(i + 2) | 0x20) === 0x74 &&
      (s.charCodeAt(i + 3) | 0x20) === 0x70
    ) {
      if (s.startsWith('://', i + 4)) start = i + 7;
      else if ((s.charCodeAt(i + 4) | 0x20) === 0x73 && s.startsWith('://', i + 5)) start = i + 8;
    }
  } else if (c === 0x77 /* w */) {
    if (!isWordAt(s, i - 1) && (s.charCodeAt(i + 1) | 0x20) === 0x77 && (s.charCodeAt(i + 2) | 0x20) === 0x77 && s.charCodeAt(i + 3) === 46)
      start = i + 4;
  } else if (c0 === 47 /* / */) {
    const n = s.charCodeAt(i + 1) | 0x20;
    if (!isWordAt(s, i - 1) && (n === 0x72 || n === 0x75) && s.charCodeAt(i + 2) === 47) start = i + 3;
  } else if (c === 0x72 /* r */ || c === 0x75 /* u */) {
    if (s.charCodeAt(i + 1) === 47 && !isWordAt(s, i - 1) && s.charCodeAt(i - 1) !== 47) start = i + 2;
  }
  if (start < 0) return i;
  let j = start;
  const n = s.length;
  while (j < n) {
    const d = s.charCodeAt(j);
    if (d <= 32 || d === 41 /* ) */ || d === 93 /* ] */ || d === 60 /* < */ || d === 62 /* > */ || d === 34 /* " */) break;
    j++;
  }
  return j;
}

/** A growable list of ints. */
export class IntList {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(capacity);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  clear(): void {
    this.length = 0;
  }

  /** A copy of the values. */
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * Surface words (lower-cased, ’ folded to ') → dense ids. Ids are never reused, so token streams made
 * with one vocabulary stay valid for as long as it lives.
 */
export class Vocabulary {
  /** Per slot: the id there (-1: empty) and its word's hash, so a probe reads one array pair, not the id's. */
  private table = new Int32Array(1 << 12).fill(-1);
  private slotHash = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  /** Per id: where its folded units start in the pool, and how many. */
  private starts = new Int32Array(1 << 11);
  private lengths = new Uint8Array(1 << 11);
  private pool = new Uint16Array(1 << 14);
  private poolLength = 0;
  /** The word of each id. */
  readonly words: string[] = [];

  get size(): number {
    return this.words.length;
  }

  private grow(): void {
    const size = this.table.length * 2;
    const table = new Int32Array(size).fill(-1);
    const slotHash = new Int32Array(size);
    const mask = size - 1;
    for (let s = 0; s < this.table.length; s++) {
      const id = this.table[s];
      if (id === -1) continue;
      const hash = this.slotHash[s];
      let slot = hash & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = id;
      slotHash[slot] = hash;
    }
    this.table = table;
    this.slotHash = slotHash;
    this.mask = mask;
  }

  /**
   * Id of the word whose folded units are folded[0, len) (text[start, end) lower-cased, ’ folded to ');
   * inserted when `insert`, else -1 if unknown. `rawHash` is the FNV-1a hash of those units.
   */
  lookup(text: string, start: number, end: number, folded: Uint16Array, rawHash: number, insert: boolean): number {
    const len = end - start;
    const hash = mix(rawHash);
    const table = this.table;
    const slotHash = this.slotHash;
    const mask = this.mask;
    let slot = hash & mask;
    for (;;) {
      const id = table[slot];
      if (id === -1) break;
      if (slotHash[slot] === hash && this.lengths[id] === len) {
        const pool = this.pool;
        const p = this.starts[id];
        let k = 0;
        while (k < len && pool[p + k] === folded[k]) k++;
        if (k === len) return id;
      }
      slot = (slot + 1) & mask;
    }
    if (!insert) return -1;
    return this.insert(text, start, end, folded, hash, slot);
  }

  private insert(text: string, start: number, end: number, folded: Uint16Array, hash: number, slot: number): number {
    const len = end - start;
    const id = this.words.length;
    if (this.poolLength + len > this.pool.length) {
      const next = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + len));
      next.set(this.pool);
      this.pool = next;
    }
    if (id === this.starts.length) {
      const starts = new Int32Array(id * 2);
      starts.set(this.starts);
      this.starts = starts;
      const lengths = new Uint8Array(id * 2);
      lengths.set(this.lengths);
      this.lengths = lengths;
    }
    for (let k = 0; k < len; k++) this.pool[this.poolLength + k] = folded[k];
    let word = text.slice(start, end).toLowerCase();
    if (word.length !== len)
      word = String.fromCharCode(...this.pool.subarray(this.poolLength, this.poolLength + len)); // rare: a letter whose lower case is longer
    else if (word.includes('\u2019')) word = word.replace(/\u2019/g, "'");
    this.starts[id] = this.poolLength;
    this.lengths[id] = len;
    this.poolLength += len;
    this.words.push(word);
    this.table[slot] = id;
    this.slotHash[slot] = hash;
    if (this.words.length * 2 > this.table.length) this.grow();
    return id;
  }
}

/**
 * The folded units of the word being read, written as it is scanned, so the vocabulary compares and
 * stores them without reading and folding the text again. Indexed modulo its size: a run longer than
 * MAX_WORD is never looked up, so what wraps does not matter.
 */
const FOLDED_SIZE = 64; // a power of two > MAX_WORD
const folded = new Uint16Array(FOLDED_SIZE);

/**
 * The units of the text being scanned, copied into a typed array at the start of each scan: one
 * copy by the runtime (Buffer.write, UTF-16LE: every code unit as it is, lone surrogates included)
 * is cheaper than a `charCodeAt` per unit, which tests the string's representation on each call.
 * On a big-endian machine the units are copied one by one instead.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
let unitBytes = Buffer.alloc(1 << 12);
let units = new Uint16Array(unitBytes.buffer, unitBytes.byteOffset, unitBytes.length >> 1);

/** The scratch grows up to this many units; a longer text gets a copy of its own, not kept. */
const UNITS_KEPT = 1 << 16;

/** text[0, n) as units (the scratch, valid until the next call, or a copy of its own). */
function loadUnits(text: string, n: number): Uint16Array {
  let bytes = unitBytes;
  let into = units;
  if (n > into.length) {
    bytes = Buffer.alloc(Math.max(n, into.length * 2) * 2);
    into = new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.length >> 1);
    if (n <= UNITS_KEPT) {
      unitBytes = bytes;
      units = into;
    }
  }
  if (LITTLE_ENDIAN) bytes.write(text, 0, n * 2, 'utf16le');
  else for (let i = 0; i < n; i++) into[i] = text.charCodeAt(i);
  return into;
}

/** A token of a stream: the word's id times two, plus 1 when it was written in capitals (an acronym: SEO, B2B). */
export const tokenWord = (token: number) => token >> 1;

/**
 * Appends the tokens of text[0, maxChars) to `out`: (word id << 1) | upper, and BREAK at phrase ends
 * (never twice in a row, never first). Unknown words are added to the vocabulary when `insert`, else
 * they count as a break.
 */
export function scanText(text: string, vocabulary: Vocabulary, out: IntList, insert: boolean, maxChars = Infinity): void {
  const n = Math.min(text.length, maxChars);
  const u = loadUnits(text, n); // u[k] === text.charCodeAt(k) for k < n
  let i = 0;
  let pendingBreak = false;
  while (i < n) {
    const c = u[i];
    if (WORD_FOLD[c] === 0) {
      if (c === 40 /* ( */ && i > 0 && u[i - 1] === 93 /* ] */) {
        // markdown link target: skip to the closing parenthesis
        const close = text.indexOf(')', i);
        i = close < 0 || close >= n ? n : close + 1;
        pendingBreak = true;
        continue;
      }
      if (c === 47 /* / */) {
        const j = skipReference(text, i);
        if (j !== i) {
          i = j;
          pendingBreak = true;
          continue;
        }
      }
      if (CLASS[c] === HARD) pendingBreak = true;
      i++;
      continue;
    }
    const lc = c | 0x20;
    if (
      (lc === 0x68 && (i + 3 >= n || (u[i + 1] | 0x20) === 0x74)) ||
      (lc === 0x77 && (i + 3 >= n || (u[i + 1] | 0x20) === 0x77)) ||
      ((lc === 0x72 || lc === 0x75) && (i + 1 >= n || u[i + 1] === 47))
    ) {
      const j = skipReference(text, i);
      if (j !== i) {
        i = j;
        pendingBreak = true;
        continue;
      }
    }
    const start = i;
    // Capitals counted in bits 0–7 of `counts`, anything but A–Z and digits from bit 8 (UNIT's
    // counts, one table read instead of two tests a unit). Only a run of at most MAX_WORD units is
    // a word, so the capitals' count never carries into the other where it is read.
    let counts = 0;
    let hash = 0x811c9dc5 | 0;
    while (i < n) {
      const d = u[i];
      let x = UNIT[d];
      if (x === 0) {
        if ((d === 39 || d === 0x2019) && i + 1 < n && WORD_FOLD[u[i + 1]] !== 0) x = 39 | (1 << 24);
        else break;
      }
      const f = x & 0xffff;
      counts = (counts + (x >>> 16)) | 0;
      hash = Math.imul(hash ^ f, 0x01000193);
      folded[(i - start) & (FOLDED_SIZE - 1)] = f;
      i++;
    }
    const upper = counts & 0xff;
    const other = counts >>> 8;
    if (upper + other === 0 || i - start > MAX_WORD) {
      pendingBreak = true; // a number, or not a word
      continue;
    }
    let end = i;
    // possessive 's: drop it (re-hash the shorter word; rare)
    if (end - start > 2 && (u[end - 1] | 0x20) === 0x73 && (u[end - 2] === 39 || u[end - 2] === 0x2019)) {
      end -= 2;
      hash = 0x811c9dc5 | 0;
      for (let k = 0; k < end - start; k++) hash = Math.imul(hash ^ folded[k], 0x01000193);
    }
    const id = vocabulary.lookup(text, start, end, folded, hash, insert);
    if (id < 0) {
      pendingBreak = true;
      continue;
    }
    if (pendingBreak) {
      if (out.length > 0 && out.data[out.length - 1] !== BREAK) out.push(BREAK);
      pendingBreak = false;
    }
    out.push((id << 1) | (upper >= 2 && other === 0 ? 1 : 0));
  }
  if (pendingBreak && out.length > 0 && out.data[out.length - 1] !== BREAK) out.push(BREAK);
}

/** Open-addressing map from a pair of non-negative int32 to a dense id (0, 1, 2 …). */
export class PairTable {
  private slots = new Int32Array(1 << 12).fill(-1);
  private mask = (1 << 12) - 1;
  readonly first = new IntList(1 << 11);
  readonly second = new IntList(1 << 11);

  get size(): number {
    return this.first.length;
  }

  private static hash(a: number, b: number): number {
    return mix(Math.imul(a, 0x9e3779b1) ^ b);
  }

  /** Id of (a, b), or -1 when absent and not `insert`. */
  id(a: number, b: number, insert: boolean): number {
    let slot = PairTable.hash(a, b) & this.mask;
    for (;;) {
      const id = this.slots[slot];
      if (id === -1) break;
      if (this.first.data[id] === a && this.second.data[id] === b) return id;
      slot = (slot + 1) & this.mask;
    }
    if (!insert) return -1;
    const id = this.first.length;
    this.first.push(a);
    this.second.push(b);
    this.slots[slot] = id;
    if (this.first.length * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const size = this.slots.length * 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let id = 0; id < this.first.length; id++) {
      let slot = PairTable.hash(this.first.data[id], this.second.data[id]) & this.mask;
      while (this.slots[slot] !== -1) slot = (slot + 1) & this.mask;
      this.slots[slot] = id;
    }
  }
}
