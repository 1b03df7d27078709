/**
 * A pre-scan of a text's words that spares the patterns that cannot match it (decision 085; issue
 * 27). Each pattern wrapped with `gated` has its word keys read from its source (regex-words.ts):
 * every match starts a word of the text with one of them. `prescan(text)` reads the text's words
 * once and marks the patterns whose keys it holds; a gated pattern then runs on that same text only
 * if marked. On any other text, and where no key is known, it runs as it always did. So a pattern
 * left unwrapped, or one the reading cannot key, is simply always run: safe by default.
 */
import { isWordCode, KEY_LENGTH, requiredWordKeys } from './regex-words';

/**
 * A key (up to four lower-case ASCII word characters) as one number, 7 bits a character, so a text's
 * words need no strings. Keys of different lengths never share a number: every character is ≥ 48.
 */
const packKey = (key: string) => {
  let n = 0;
  for (let i = 0; i < key.length; i++) n = (n << 7) | key.charCodeAt(i);
  return n;
};

/** Gated patterns by key: which of them a word starting with the key lets run. */
const byKey = new Map<number, number[]>();
let gatedCount = 0;

/** The texts last pre-scanned and, for each gated pattern, whether it may match there (two: a post and its text without quotations). */
const scans: { text: string; mayRun: Uint8Array }[] = [];
const SCANS_KEPT = 2;
let enabled = true;

/** A pattern with `exec` and `test` as RegExp's, skipped on a pre-scanned text that holds none of its keys. */
export class GatedPattern {
  readonly keys: ReadonlySet<string> | null;
  private readonly id: number;

  constructor(readonly re: RegExp) {
    if (re.global || re.sticky) throw new Error('word-prescan: a global or sticky pattern keeps state between calls; gate it unflagged');
    this.keys = requiredWordKeys(re);
    this.id = gatedCount++;
    for (const key of this.keys ?? []) {
      const n = packKey(key);
      const ids = byKey.get(n);
      if (ids) ids.push(this.id);
      else byKey.set(n, [this.id]);
    }
  }

  /** Whether a pre-scan has ruled out a match in `text`. */
  private ruledOut(text: string): boolean {
    if (this.keys === null || !enabled) return false;
    for (const s of scans) if (s.text === text) return s.mayRun[this.id] === 0;
    return false;
  }

  exec(text: string): RegExpExecArray | null {
    return this.ruledOut(text) ? null : this.re.exec(text);
  }

  test(text: string): boolean {
    return !this.ruledOut(text) && this.re.test(text);
  }
}

export const gated = (re: RegExp) => new GatedPattern(re);

/** Reads `text`'s words once, so gated patterns run on it only where it holds one of their keys. */
export function prescan(text: string): void {
  if (scans.some((s) => s.text === text)) return;
  const mayRun = new Uint8Array(gatedCount);
  const len = text.length;
  let i = 0;
  while (i < len) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    // A word (a run of \w characters, as `\b` reads them): its first four characters, lower-cased, or all of a shorter one.
    const start = i;
    while (i < len && isWordCode(text.charCodeAt(i))) i++;
    const end = Math.min(i, start + KEY_LENGTH);
    let n = 0;
    for (let j = start; j < end; j++) {
      const c = text.charCodeAt(j);
      n = (n << 7) | (c >= 65 && c <= 90 ? c + 32 : c);
    }
    const ids = byKey.get(n);
    if (ids) for (const id of ids) mayRun[id] = 1;
  }
  scans.unshift({ text, mayRun });
  if (scans.length > SCANS_KEPT) scans.pop();
}

/** Runs `fn` with every gated pattern run as if unwrapped: the pre-scan's oracle in tests. */
export function withoutPrescan<T>(fn: () => T): T {
  enabled = false;
  try {
    return fn();
  } finally {
    enabled = true;
  }
}
