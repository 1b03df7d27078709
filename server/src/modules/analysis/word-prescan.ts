/**
 * A pre-scan of a text's words that spares the patterns that cannot match it (decision 086; issue
 * 27). Each pattern wrapped with `gated` has its word gate read from its source (regex-words.ts):
 * branches, one of which every match satisfies by holding words that start with one key of each of
 * the branch's clauses. `prescan(text)` reads the text's words once and marks the clauses they
 * satisfy; a gated pattern then runs on that same text only if one of its branches is satisfied. On
 * any other text, and where no gate is known, it runs as it always did. So a pattern left unwrapped,
 * or one the reading cannot key, is simply always run: safe by default.
 */
import { isWordCode, KEY_LENGTH, LONG_KEY_LENGTH, wordGate, type WordGate } from './regex-words';

/**
 * A key (up to six lower-case ASCII word characters) as one number, 7 bits a character (42 bits at
 * most: exact in a double), so a text's words need no strings. Keys of different lengths never
 * share a number: every character is ≥ 48.
 */
const packKey = (key: string) => {
  let n = 0;
  for (let i = 0; i < key.length; i++) n = n * 128 + key.charCodeAt(i);
  return n;
};

/** The clauses of every gated pattern's branches, by key: which clauses a word starting with the key satisfies. */
const byKey = new Map<number, number[]>();
let clauseCount = 0;
let gatedCount = 0;

/** The texts last pre-scanned: which clauses their words satisfy, and what each gated pattern was found to need (two: a post and its text without quotations). */
interface Scan {
  text: string;
  satisfied: Uint8Array;
  /** By gated pattern: 0 not yet asked, 1 may match, 2 cannot. */
  verdict: Uint8Array;
}
const scans: Scan[] = [];
const SCANS_KEPT = 2;
let enabled = true;

/** A pattern with `exec` and `test` as RegExp's, skipped on a pre-scanned text that cannot satisfy any of its branches. */
export class GatedPattern {
  readonly gate: WordGate;
  /** The branches as clause numbers. */
  private readonly branches: number[][] | null;
  private readonly id: number;

  constructor(readonly re: RegExp) {
    if (re.global || re.sticky) throw new Error('word-prescan: a global or sticky pattern keeps state between calls; gate it unflagged');
    this.gate = wordGate(re);
    this.id = gatedCount++;
    this.branches =
      this.gate?.map((branch) =>
        branch.map((clause) => {
          const id = clauseCount++;
          for (const key of clause) {
            const n = packKey(key);
            const ids = byKey.get(n);
            if (ids) ids.push(id);
            else byKey.set(n, [id]);
          }
          return id;
        }),
      ) ?? null;
  }

  /** Whether a pre-scan has ruled out a match in `text`. */
  private ruledOut(text: string): boolean {
    if (this.branches === null || !enabled) return false;
    for (const s of scans) {
      if (s.text !== text) continue;
      // A pattern made after the scan is not in it: it runs.
      if (this.id >= s.verdict.length) return false;
      if (s.verdict[this.id] === 0) s.verdict[this.id] = this.branches.some((b) => b.every((c) => s.satisfied[c] === 1)) ? 1 : 2;
      return s.verdict[this.id] === 2;
    }
    return false;
  }

  /** False where a pre-scan of `text` has ruled out a match (then `exec` would return null without running). */
  mayMatch(text: string): boolean {
    return !this.ruledOut(text);
  }

  exec(text: string): RegExpExecArray | null {
    return this.ruledOut(text) ? null : this.re.exec(text);
  }

  test(text: string): boolean {
    return !this.ruledOut(text) && this.re.test(text);
  }
}

const registry: GatedPattern[] = [];

export function gated(re: RegExp): GatedPattern {
  const p = new GatedPattern(re);
  registry.push(p);
  return p;
}

/** Every gated pattern made so far (for the tests that check each gate against its pattern). */
export const allGated = (): readonly GatedPattern[] => registry;

/** Reads `text`'s words once, so gated patterns run on it only where its words can satisfy one of their branches. */
export function prescan(text: string): void {
  if (scans.some((s) => s.text === text)) return;
  const satisfied = new Uint8Array(clauseCount);
  const len = text.length;
  let i = 0;
  while (i < len) {
    if (!isWordCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    // A word (a run of \w characters, as `\b` reads them): its first four characters, lower-cased, or all of a shorter one …
    const start = i;
    while (i < len && isWordCode(text.charCodeAt(i))) i++;
    const end = Math.min(i, start + KEY_LENGTH);
    let n = 0;
    for (let j = start; j < end; j++) {
      const c = text.charCodeAt(j);
      n = n * 128 + (c >= 65 && c <= 90 ? c + 32 : c);
    }
    const ids = byKey.get(n);
    if (ids) for (const id of ids) satisfied[id] = 1;
    // … and its first six where it has six.
    if (i - start >= LONG_KEY_LENGTH) {
      for (let j = start + KEY_LENGTH; j < start + LONG_KEY_LENGTH; j++) {
        const c = text.charCodeAt(j);
        n = n * 128 + (c >= 65 && c <= 90 ? c + 32 : c);
      }
      const long = byKey.get(n);
      if (long) for (const id of long) satisfied[id] = 1;
    }
  }
  scans.unshift({ text, satisfied, verdict: new Uint8Array(gatedCount) });
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
