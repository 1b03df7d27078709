// The tokeniser's fast paths (decision 102): scanText and its Vocabulary give exactly the tokens of a
// plain, string-based reading of the same rules (the tokeniser as it was before its typed-array
// rewrites), on tricky inputs and on seeded random ones; PairTable's ids are dense and stable.
import {
  BREAK,
  IntList,
  MAX_WORD,
  PairTable,
  scanText,
  skipReference,
  tokenWord,
  Vocabulary,
} from '../../server/src/modules/analysis/tokens';
import { seededRandom } from '../support/random';

const SOFT_ASCII = new Set([32, 9, 45, 95, 42, 126, 96, 62, 35, 43, 38, 61, 94, 39, 64, 36, 37]);

/** The unit classes of docs/METRICS.md "Keywords", written out plainly. */
function isWordUnit(c: number): boolean {
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return true;
  if (c < 128) return false;
  if (c === 0xa0 || c === 0x2019 || c === 0x2018) return false;
  if (c === 0xd7 || c === 0xf7 || c < 0xc0) return false;
  if (c >= 0x2000 && c <= 0x2bff) return false;
  if (c >= 0x3000 && c <= 0x303f) return false;
  if (c >= 0xd800 && c <= 0xdfff) return false;
  if (c >= 0xfe00 && c <= 0xfe0f) return false;
  return true;
}
const isHard = (c: number) => !isWordUnit(c) && (c < 128 ? !SOFT_ASCII.has(c) : !(c === 0xa0 || c === 0x2019 || c === 0x2018));

/** A word unit's lower case, as the tokeniser folds it: lower-cased in blocks of 1,024 units, unit by unit where a block's length changes. */
const FOLD = new Map<number, number>();
for (let base = 0; base < 0x10000; base += 1024) {
  const lower = String.fromCharCode(...Array.from({ length: 1024 }, (_, k) => base + k)).toLowerCase();
  for (let k = 0; k < 1024; k++) {
    const c = base + k;
    if (!isWordUnit(c)) continue;
    let l = lower.length === 1024 ? lower.charCodeAt(k) : -1;
    if (l < 0) {
      const one = String.fromCharCode(c).toLowerCase();
      l = one.length === 1 ? one.charCodeAt(0) : c;
    }
    FOLD.set(c, l === 0 ? c : l);
  }
}

/**
 * The tokens of text[0, maxChars) read with strings: '' for a break, the word otherwise ('^' before an
 * acronym's). A word is known by its folded units; its text is how it was first seen, lower-cased
 * (so 'Σ' at a word's end reads 'ς' when first seen there). `vocabulary` maps folded units to that
 * text; unknown words are added, or count as breaks when `insert` is false.
 */
function referenceTokens(text: string, maxChars = Infinity, vocabulary = new Map<string, string>(), insert = true): string[] {
  const n = Math.min(text.length, maxChars);
  const out: string[] = [];
  let pendingBreak = false;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!isWordUnit(c)) {
      if (c === 40 && i > 0 && text.charCodeAt(i - 1) === 93) {
        const close = text.indexOf(')', i);
        i = close < 0 || close >= n ? n : close + 1;
        pendingBreak = true;
        continue;
      }
      if (c === 47) {
        const j = skipReference(text, i);
        if (j !== i) {
          i = j;
          pendingBreak = true;
          continue;
        }
      }
      if (isHard(c)) pendingBreak = true;
      i++;
      continue;
    }
    const j = skipReference(text, i);
    if (j !== i) {
      i = j;
      pendingBreak = true;
      continue;
    }
    const start = i;
    let upper = 0;
    let other = 0;
    let word = '';
    while (i < n) {
      const d = text.charCodeAt(i);
      if (isWordUnit(d)) {
        if (d >= 65 && d <= 90) upper++;
        else if (!(d >= 48 && d <= 57)) other++;
        word += String.fromCharCode(FOLD.get(d)!);
      } else if ((d === 39 || d === 0x2019) && i + 1 < n && isWordUnit(text.charCodeAt(i + 1))) {
        other++;
        word += "'";
      } else break;
      i++;
    }
    if (upper + other === 0 || i - start > MAX_WORD) {
      pendingBreak = true;
      continue;
    }
    let end = i;
    const last = text.charCodeAt(i - 1);
    const before = text.charCodeAt(i - 2);
    if (i - start > 2 && (last | 0x20) === 0x73 && (before === 39 || before === 0x2019)) {
      word = word.slice(0, -2);
      end -= 2;
    }
    if (!vocabulary.has(word)) {
      if (!insert) {
        pendingBreak = true;
        continue;
      }
      const lower = text.slice(start, end).toLowerCase();
      vocabulary.set(word, lower.length === word.length ? lower.replace(/\u2019/g, "'") : word);
    }
    if (pendingBreak) {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
      pendingBreak = false;
    }
    out.push((upper >= 2 && other === 0 ? '^' : '') + vocabulary.get(word)!);
  }
  if (pendingBreak && out.length > 0 && out[out.length - 1] !== '') out.push('');
  return out;
}

/** scanText's tokens of text in the same form. */
function fastTokens(vocabulary: Vocabulary, text: string, maxChars = Infinity, insert = true): string[] {
  const out = new IntList(4);
  scanText(text, vocabulary, out, insert, maxChars);
  return Array.from(out.toArray(), (t) => (t === BREAK ? '' : (t & 1 ? '^' : '') + vocabulary.words[tokenWord(t)]));
}

const TRICKY = [
  '',
  ' ',
  "Don't stop: Reddit's best SEO-tools, 2024 edition",
  'See http://www.example.com/a?b=c and www.test.org, ask /u/someone in r/marketing or [the guide](https://x.y/z) now',
  'HTTPS://EXAMPLE.COM/X done WWW.EXAMPLE.COM and R/Funny and U/me; /R/Funny too, a/r/b c/u/d',
  'http:/not a url, https:/ neither; wwwx.com, ww.w, r /u, h, ht, htt, http, https, httpsx://y',
  'It’s the company’s ‘best’ quarter — 10x growth… 1,000,000 users; $5k/mo; 3.5% CTR; 24/7',
  "rock'n'roll's ''quoted'' 'tis o'clock students' James's it's' ''",
  'İstanbul İİ ΣΑΣ ς σ ß ẞ ﬁnance ǅungla Ǆ ǆ ΐ K Å',
  'emoji 😀 rocket🚀ship 👍🏽 ok 👨‍👩‍👧 family ❤️ heart️ and a lone \uD83D surrogate \uDE00 here',
  'café naïve résumé façade Zoë ÆØÅ æøå Ünïcödé Ελληνικά Русский 中文字符 日本語のテキスト 한국어',
  '**bold** _it_ ~~struck~~ `code` > quote # Heading + list - item * star = eq ^ sup @ at & amp',
  '[link text](http://example.com/a(b)c) after ] ( not a link [x] (y) [](empty) [a](unclosed',
  'a'.repeat(40) + ' ' + 'b'.repeat(41) + ' ' + 'C'.repeat(45) + ' ' + 'x'.repeat(10_004) + ' end',
  "SEO B2B ROI KPIs USA U.S.A. A B AB aB Ab 2B B2 CEO’s CEO's NASA's IoT iPhone",
  '123 4567 12th 1st 2nd 3rd 0x1F 1e10 10k 7pm 2013-08-20 08:30 v2.0.1 mp3 h264 x86_64',
  'tab\tseparated\nnew\r\nlines\u00a0nbsp\u2028ls\u3000ideographic\u200bzero\ufe0fvs',
  '[brackets] {braces} (parens) "quotes" |pipes| \\back\\ <angle> semi;colon:colon!bang?q',
  'word' + "'".repeat(3) + "word ’’ ’s ’S 'S s' x's y’s",
  'hTTp://Mixed.Case/path?q=1#frag then Www.Site.com/x and /r/ and r/ and u/',
];

describe('scanText (the fast tokeniser)', () => {
  it('gives the plain reading’s tokens on tricky inputs: unicode, apostrophes, URLs, numbers, markdown, emoji, long runs', () => {
    for (const text of TRICKY) {
      for (const max of [Infinity, 1000, 50, 7, 3, 1, 0])
        expect(fastTokens(new Vocabulary(), text, max)).toEqual(referenceTokens(text, max));
    }
  });

  it('gives the same tokens with one vocabulary shared by many texts, and unknown words as breaks when not inserting', () => {
    const vocabulary = new Vocabulary();
    const reference = new Map<string, string>();
    for (const text of TRICKY) expect(fastTokens(vocabulary, text)).toEqual(referenceTokens(text, Infinity, reference));
    for (const text of TRICKY) expect(fastTokens(vocabulary, text)).toEqual(referenceTokens(text, Infinity, reference)); // all known now
    expect(vocabulary.size).toBe(reference.size);
    const small = new Vocabulary();
    const smallReference = new Map<string, string>();
    const seed = 'the best SEO tools rock, Σ ΑΣ';
    expect(fastTokens(small, seed)).toEqual(referenceTokens(seed, Infinity, smallReference));
    for (const text of TRICKY)
      expect(fastTokens(small, text, Infinity, false)).toEqual(referenceTokens(text, Infinity, smallReference, false));
    expect(small.size).toBe(smallReference.size);
  });

  it('gives the plain reading’s tokens on seeded random texts (words, capitals, digits, apostrophes, references, links, non-ASCII, surrogates)', () => {
    const random = seededRandom(102);
    const pieces = [
      'a',
      'b',
      'e',
      's',
      'S',
      'h',
      'H',
      't',
      'T',
      'p',
      'w',
      'W',
      'r',
      'R',
      'u',
      'U',
      'x',
      'Q',
      '0',
      '7',
      '1',
      ' ',
      ' ',
      ' ',
      '  ',
      '-',
      '_',
      '*',
      '.',
      ',',
      '!',
      '?',
      ':',
      ';',
      '/',
      '//',
      '(',
      ')',
      '[',
      ']',
      '"',
      '\n',
      '\t',
      "'",
      '’',
      '‘',
      "'s",
      '’s',
      'http://',
      'https://',
      'www.',
      '/r/',
      'r/',
      '/u/',
      'u/',
      '](',
      'ttp',
      '://',
      'İ',
      'Σ',
      'ß',
      'ﬁ',
      'é',
      'Ж',
      '中',
      '😀',
      '\uD83D',
      '\uDE00',
      '\u00a0',
      '…',
      '—',
      '\ufe0f',
      '\u3000',
      'the',
      'The',
      'SEO',
      'marketing',
      'Reddit',
      'B2B',
      'iPhone',
      'a'.repeat(39),
      'b'.repeat(41),
    ];
    const shared = new Vocabulary();
    const sharedReference = new Map<string, string>();
    const got: string[][] = [];
    const expected: string[][] = [];
    for (let k = 0; k < 4000; k++) {
      const length = 1 + Math.floor(random() * 40);
      let text = '';
      for (let j = 0; j < length; j++) text += pieces[Math.floor(random() * pieces.length)];
      const max = random() < 0.3 ? Math.floor(random() * (text.length + 2)) : Infinity;
      got.push([text], fastTokens(new Vocabulary(), text, max), fastTokens(shared, text, max));
      expected.push([text], referenceTokens(text, max), referenceTokens(text, max, sharedReference));
    }
    expect(got).toEqual(expected);
  });

  it('numbers words by first sight, whatever the table size (the vocabulary grows past its first table and pool)', () => {
    const vocabulary = new Vocabulary();
    const words = Array.from({ length: 20_000 }, (_, k) => `w${k.toString(36)}x`);
    const out = new IntList();
    scanText(words.join(' '), vocabulary, out, true);
    expect(vocabulary.size).toBe(words.length);
    expect(Array.from(out.toArray(), tokenWord)).toEqual(words.map((_, k) => k));
    out.clear();
    scanText(words.slice().reverse().join(' '), vocabulary, out, false);
    expect(Array.from(out.toArray(), tokenWord)).toEqual(words.map((_, k) => words.length - 1 - k));
    expect(vocabulary.words.slice(0, 3)).toEqual(words.slice(0, 3));
  });
});

describe('PairTable', () => {
  it('numbers pairs densely by first sight, finds them again after growing, and answers -1 for an unknown pair without inserting', () => {
    const table = new PairTable();
    const random = seededRandom(7);
    const pairs: [number, number][] = [];
    const seen = new Map<string, number>();
    const got: number[] = [];
    const expected: number[] = [];
    for (let k = 0; k < 30_000; k++) {
      const a = Math.floor(random() * 500);
      const b = Math.floor(random() * 500);
      const key = `${a},${b}`;
      if (!seen.has(key)) {
        seen.set(key, pairs.length);
        pairs.push([a, b]);
      }
      got.push(table.id(a, b, true));
      expected.push(seen.get(key)!);
    }
    expect(got).toEqual(expected);
    expect(table.size).toBe(pairs.length);
    expect(pairs.map(([a, b]) => table.id(a, b, false))).toEqual(pairs.map((_, id) => id));
    expect(pairs.map((_, id) => [table.first.data[id], table.second.data[id]])).toEqual(pairs);
    expect(table.id(600, 600, false)).toBe(-1);
    expect(table.size).toBe(pairs.length);
  });
});
