/**
 * The words a pattern cannot match without (decision 086): read from the pattern's source, so a
 * pre-scan of a text's words can tell that most patterns cannot match it before any of them runs.
 *
 * A text's words are its runs of word characters (`\w`, as `\b` reads them). A word's keys, all
 * lower-cased: its first four characters (the whole word where it is shorter), and its first six
 * where it has six. Every match of a pattern holds a word of the text with one key of each of its
 * clauses (see wordGate): a literal run of word characters that starts a word (after `\b`, a
 * space, punctuation, `^`) gives its first six, or four where it is shorter; a run shorter than
 * four gives itself if it also ends the word. Where the reading is unsure (a class of letters, a
 * run after a letter, anything optional, a lookaround) it takes nothing from that part, so it can
 * find fewer keys, never a wrong one; a pattern with an unkeyed branch gets none (`null`) and
 * always runs.
 */
import { parsePattern, type Node, type Seq } from './regex-parse';

export const KEY_LENGTH = 4;

/** Characters that make up words for `\b` and `\w` (ASCII only: no pattern here has the `u` flag). */
export const isWordCode = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isWordChar = (c: string) => isWordCode(c.charCodeAt(0));

/** The key of a text's word (or of a literal run that is a whole word). */
export const keyOf = (word: string) => word.slice(0, KEY_LENGTH).toLowerCase();
/** A word of six characters or more is also keyed by its first six ('whatsapp' is not 'what'). */
export const LONG_KEY_LENGTH = 6;
/** A literal run's key: its first six characters where it has six (a text's word that long is keyed so too), else as keyOf. */
const runKey = (run: string) => (run.length >= LONG_KEY_LENGTH ? run.slice(0, LONG_KEY_LENGTH).toLowerCase() : keyOf(run));

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

/**
 * The clauses every match of `seq` holds, entered with `bounded` and followed by `follow`: for each
 * keyed part (a literal run that starts a word, a group that must match), the keys one of which it holds.
 */
function seqClauses(seq: Seq, bounded: boolean, follow: boolean): Set<string>[] {
  const clauses: Set<string>[] = [];
  let i = 0;
  while (i < seq.length) {
    const n = seq[i]!;
    // A literal run of word characters, read as a word where it starts one.
    if (isWordRunPart(n)) {
      const startsWord = bounded;
      let run = '';
      let endsWord = true;
      while (i < seq.length && isWordRunPart(seq[i]!)) {
        const m = seq[i]!;
        run += m.t === 'char' ? m.c : (m as { node: { c: string } }).node.c;
        i++;
        // Repeated, the run goes on past what is known: it ends here, not at a word's end.
        if (m.t === 'rep' && m.max > 1) {
          endsWord = false;
          break;
        }
      }
      const next = seq[i];
      if (endsWord && next?.t === 'rep' && next.min === 0 && next.max === 1 && next.node.t === 'char' && isWordChar(next.node.c)) {
        // 'alts?', 'dms?': the word is the run, or the run and the letter.
        const ends = startsOffWord(seq.slice(i + 1), follow);
        if (startsWord && (run.length >= KEY_LENGTH || ends)) clauses.push(new Set([runKey(run), runKey(run + next.node.c)]));
        i++;
      } else {
        if (endsWord) endsWord = startsOffWord(seq.slice(i), follow);
        if (startsWord && (run.length >= KEY_LENGTH || endsWord)) clauses.push(new Set([runKey(run)]));
      }
      bounded = false;
      continue;
    }
    const after = startsOffWord(seq.slice(i + 1), follow);
    const keys =
      n.t === 'group'
        ? altKeys(n.alts, bounded, after)
        : n.t === 'rep' && n.min >= 1 && n.node.t === 'group'
          ? altKeys(n.node.alts, bounded, n.max > 1 ? false : after)
          : null;
    if (keys) clauses.push(keys);
    bounded = afterNode(n, bounded);
    i++;
  }
  return clauses;
}

/** A literal word character, or one that must be there at least once. */
const isWordRunPart = (n: Node) =>
  (n.t === 'char' && isWordChar(n.c)) || (n.t === 'rep' && n.min >= 1 && n.node.t === 'char' && isWordChar(n.node.c));

/** Every alternative's cheapest clause together, or null where one has none. */
function altKeys(alts: Seq[], bounded: boolean, follow: boolean): Set<string> | null {
  const out = new Set<string>();
  for (const alt of alts) {
    const keys = seqClauses(alt, bounded, follow).reduce<Set<string> | null>(cheaper, null);
    if (keys === null) return null;
    for (const k of keys) out.add(k);
  }
  return out;
}

/** `\b(?:a|b)` matches what `\ba|\bb` does: a last group after assertions alone is read as branches of their own. */
function branchesOf(alts: Seq[]): Seq[] {
  return alts.flatMap((seq) => {
    const last = seq.at(-1);
    const lead = seq.slice(0, -1);
    return last?.t === 'group' && lead.every((n) => n.t === 'assert' && (n.kind === 'b' || n.kind === '^'))
      ? branchesOf(last.alts.map((alt) => [...lead, ...alt]))
      : [seq];
  });
}

/**
 * What a match of a pattern holds: branches, one of which every match satisfies; a branch is
 * satisfied where the text holds a key of each of its clauses. Null: nothing known, always run.
 */
export type WordGate = Set<string>[][] | null;

/** The pattern's word gate (null where a branch is unkeyed: then the pattern always runs). */
export function wordGate(re: RegExp): WordGate {
  // With `u` or `v`, case folding may match non-ASCII letters ('ſ' for 's'); `y` anchors where the scan cannot see.
  if (/[uvy]/.test(re.flags)) return null;
  let tree: Seq[];
  try {
    tree = parsePattern(re.source);
  } catch {
    return null; // what the reader cannot read always runs
  }
  // Nothing is known of the characters around a match: the pattern says it (`\b`, `^`, a space) or it is not so.
  const branches = branchesOf(tree).map((seq) => seqClauses(seq, false, false));
  return branches.some((b) => b.length === 0) ? null : branches;
}

/** The keys one of which every match of `re` holds (the cheapest clause of each branch together), or null. */
export function requiredWordKeys(re: RegExp): Set<string> | null {
  const gate = wordGate(re);
  return gate && new Set(gate.flatMap((b) => [...b.reduce<Set<string> | null>(cheaper, null)!]));
}
