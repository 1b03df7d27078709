/**
 * The words a pattern cannot match without (decision 085): read from the pattern's source, so a
 * pre-scan of a text's words can tell that most patterns cannot match it before any of them runs.
 *
 * A text's words are its runs of word characters (`\w`, as `\b` reads them). A key is a word's first
 * four characters, lower-cased, or the whole word where it is shorter. A pattern's keys are such
 * that every match holds a word of the text with one of them: a literal run of word characters that
 * starts a word (after `\b`, a space, punctuation, `^`) gives its first four; a shorter one gives
 * itself if it also ends the word. Where the reading is unsure (a class of letters, a run after a
 * letter, anything optional, a lookaround) it takes nothing from that part, so it can find fewer keys,
 * never a wrong one; a pattern with an unkeyed branch gets none (`null`) and always runs.
 */
import { parsePattern, type Node, type Seq } from './regex-parse';

export const KEY_LENGTH = 4;

/** Characters that make up words for `\b` and `\w` (ASCII only: no pattern here has the `u` flag). */
export const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isWordChar = (c: string) => isWordCode(c.charCodeAt(0));

/** The key of a text's word (or of a literal run that is a whole word). */
export const keyOf = (word: string) => word.slice(0, KEY_LENGTH).toLowerCase();

/** Keys of very common words barely narrow anything: the reading prefers other parts. */
const COMMON = new Set(
  'a an to of in on at it is be do go so or no my me we us he his her him she you the and are for not but was can all our how one out get ll re ve'.split(
    ' ',
  ),
);
const COMMON_PREFIX = new Set([
  'that',
  'with',
  'have',
  'this',
  'your',
  'they',
  'from',
  'what',
  'will',
  'when',
  'ther',
  'abou',
  'just',
  'like',
]);
const cost = (keys: Set<string>) => [...keys].reduce((n, k) => n + (k.length === 1 || COMMON.has(k) || COMMON_PREFIX.has(k) ? 20 : 1), 0);
const cheaper = (a: Set<string> | null, b: Set<string> | null) => (a === null ? b : b === null ? a : cost(b) < cost(a) ? b : a);

/** Whatever `seq` matches first is a non-word character, a word boundary or the end; `follow` says the same of what comes after it. */
function startsOffWord(seq: Seq, follow: boolean): boolean {
  for (let i = 0; i < seq.length; i++) {
    const n = seq[i]!;
    const rest = () => startsOffWord(seq.slice(i + 1), follow);
    switch (n.t) {
      case 'char':
        return !isWordChar(n.c);
      case 'set':
        return !n.word;
      case 'assert':
        if (n.kind === 'look') continue;
        return n.kind !== 'B';
      case 'group':
        return n.alts.every((alt) => startsOffWord(alt, rest()));
      case 'rep':
        // Read once with nothing known after it; where it may be absent, what follows must start off a word too.
        return startsOffWord([n.node], false) && (n.min >= 1 || rest());
    }
  }
  return follow;
}

/** Whether, after `seq`, the character before is a non-word one (or none), given that of before it (`bounded`). */
function endsOffWord(seq: Seq, bounded: boolean): boolean {
  for (const n of seq) bounded = afterNode(n, bounded);
  return bounded;
}
function afterNode(n: Node, bounded: boolean): boolean {
  switch (n.t) {
    case 'char':
      return !isWordChar(n.c);
    case 'set':
      return !n.word;
    case 'assert':
      return n.kind === 'b' || n.kind === '^' || n.kind === '$' ? true : n.kind === 'B' ? false : bounded;
    case 'group':
      return n.alts.every((alt) => endsOffWord(alt, bounded));
    case 'rep': {
      // A later round starts wherever the last ended: read it from the least known state as well.
      let after = afterNode(n.node, bounded);
      if (n.max > 1) after = after && afterNode(n.node, false);
      return n.min === 0 ? after && bounded : after;
    }
  }
}

/** The cheapest keys one of which every match of `seq` holds, entered with `bounded` and followed by `follow`. */
function seqKeys(seq: Seq, bounded: boolean, follow: boolean): Set<string> | null {
  let best: Set<string> | null = null;
  let i = 0;
  while (i < seq.length) {
    const n = seq[i]!;
    // A literal run of word characters, read as a word where it starts one.
    if ((n.t === 'char' && isWordChar(n.c)) || (n.t === 'rep' && n.min >= 1 && n.node.t === 'char' && isWordChar(n.node.c))) {
      const startsWord = bounded;
      let run = '';
      let endsWord = true;
      while (i < seq.length) {
        const m = seq[i]!;
        if (m.t === 'char' && isWordChar(m.c)) run += m.c;
        else if (m.t === 'rep' && m.min >= 1 && m.node.t === 'char' && isWordChar(m.node.c)) {
          run += m.node.c;
          // Repeated, the run goes on past what is known: it ends here, not at a word's end.
          if (m.max > 1) {
            endsWord = false;
            i++;
            break;
          }
        } else break;
        i++;
      }
      if (endsWord) endsWord = startsOffWord(seq.slice(i), follow);
      if (startsWord && (run.length >= KEY_LENGTH || endsWord)) best = cheaper(best, new Set([keyOf(run)]));
      bounded = false;
      continue;
    }
    const after = startsOffWord(seq.slice(i + 1), follow);
    if (n.t === 'group') best = cheaper(best, altKeys(n.alts, bounded, after));
    else if (n.t === 'rep' && n.min >= 1 && n.node.t === 'group')
      best = cheaper(best, altKeys(n.node.alts, bounded, n.max > 1 ? false : after));
    bounded = afterNode(n, bounded);
    i++;
  }
  return best;
}

/** Every alternative's keys together, or null where one has none. */
function altKeys(alts: Seq[], bounded: boolean, follow: boolean): Set<string> | null {
  const out = new Set<string>();
  for (const alt of alts) {
    const keys = seqKeys(alt, bounded, follow);
    if (keys === null) return null;
    for (const k of keys) out.add(k);
  }
  return out;
}

/** The keys one of which every match of `re` holds, or null where none is known (then the pattern always runs). */
export function requiredWordKeys(re: RegExp): Set<string> | null {
  // With `u` or `v`, case folding may match non-ASCII letters ('ſ' for 's'); `y` anchors where the scan cannot see.
  if (/[uvy]/.test(re.flags)) return null;
  // Nothing is known of the characters around a match: the pattern says it (`\b`, `^`, a space) or it is not so.
  let tree: Seq[];
  try {
    tree = parsePattern(re.source);
  } catch {
    return null; // what the reader cannot read always runs
  }
  return altKeys(tree, false, false);
}
