/**
 * A JavaScript pattern's source as a tree, as far as regex-words.ts needs it (decision 086): literal
 * characters, sets of characters (classes, escapes, '.') by whether they may be word characters,
 * assertions, groups and repeats. It throws on what it cannot read, so a pattern it misreads fails
 * loudly when the module loads rather than being keyed wrongly.
 */

export type Node =
  | { t: 'char'; c: string }
  /** One character of a set; `word` says it may be a word character (`\w`). */
  | { t: 'set'; word: boolean }
  /** Zero-width: `\b`, `\B`, `^`, `$`, or a lookaround (whose contents need not be in the match). */
  | { t: 'assert'; kind: 'b' | 'B' | '^' | '$' | 'look' }
  | { t: 'group'; alts: Seq[] }
  | { t: 'rep'; node: Node; min: number; max: number };
export type Seq = Node[];

/** Escapes that stand for characters none of which is a word character. */
const OFF_WORD_ESCAPES = new Set(['s', 'W', 'n', 'r', 't', 'f', 'v']);

class Parser {
  i = 0;
  constructor(private readonly src: string) {}

  alternatives(): Seq[] {
    const alts: Seq[] = [this.sequence()];
    while (this.src[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    return alts;
  }

  private sequence(): Seq {
    const seq: Seq = [];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      const atom = this.atom();
      const q = this.quantifier();
      seq.push(q ? { t: 'rep', node: atom, ...q } : atom);
    }
    return seq;
  }

  private quantifier(): { min: number; max: number } | null {
    const c = this.src[this.i];
    let q: { min: number; max: number };
    if (c === '?') q = { min: 0, max: 1 };
    else if (c === '*') q = { min: 0, max: Infinity };
    else if (c === '+') q = { min: 1, max: Infinity };
    else if (c === '{' && /^\{\d+(?:,\d*)?\}/.test(this.src.slice(this.i))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i))!;
      this.i += m[0].length - 1;
      q = { min: Number(m[1]), max: m[2] === undefined ? Number(m[1]) : m[3] === '' ? Infinity : Number(m[3]) };
    } else return null;
    this.i++;
    if (this.src[this.i] === '?') this.i++; // lazy: the same characters, fewer of them first
    return q;
  }

  private atom(): Node {
    const c = this.src[this.i++]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    if (c === '^' || c === '$') return { t: 'assert', kind: c };
    if (c === '.') return { t: 'set', word: true };
    if (c === '*' || c === '+' || c === '?') throw new Error(`regex-parse: a quantifier with nothing before it at ${this.i - 1}`);
    return { t: 'char', c };
  }

  private group(): Node {
    let look = false;
    if (this.src[this.i] === '?') {
      const kind = /^\?(?::|=|!|<=|<!|<[A-Za-z_]\w*>)/.exec(this.src.slice(this.i));
      if (!kind) throw new Error(`regex-parse: an unknown group at ${this.i}`);
      this.i += kind[0].length;
      look = ['?=', '?!', '?<=', '?<!'].includes(kind[0]);
    }
    const alts = this.alternatives();
    if (this.src[this.i] !== ')') throw new Error(`regex-parse: an unclosed group at ${this.i}`);
    this.i++;
    return look ? { t: 'assert', kind: 'look' } : { t: 'group', alts };
  }

  /** A class: '[Hh]' is one letter in either case; else a set, a word character's if it may hold one. */
  private charClass(): Node {
    const start = this.i;
    while (this.src[this.i] !== ']') {
      if (this.i >= this.src.length) throw new Error('regex-parse: an unclosed class');
      this.i += this.src[this.i] === '\\' ? 2 : 1;
    }
    const body = this.src.slice(start, this.i++);
    if (/^[A-Za-z]{2}$/.test(body) && body[0]!.toLowerCase() === body[1]!.toLowerCase()) return { t: 'char', c: body[0]! };
    if (body.startsWith('^') || body === '') return { t: 'set', word: true };
    // Escaped marks and the off-word escapes are no word characters; anything else left may be one, and so may a range.
    const rest = body.replace(/\\([sWnrtfv]|[^A-Za-z0-9_])/g, '');
    return { t: 'set', word: /[A-Za-z0-9_\\]/.test(rest) || /.-./.test(rest) };
  }

  private escape(): Node {
    const e = this.src[this.i++]!;
    if (e === 'b' || e === 'B') return { t: 'assert', kind: e };
    if (OFF_WORD_ESCAPES.has(e)) return { t: 'set', word: false };
    if (e === 'd' || e === 'w' || e === 'S' || e === 'D') return { t: 'set', word: true };
    // \u…, \x…, \c…, \k<…>, back-references: not read here, so the pattern gets no keys.
    if (/[A-Za-z0-9]/.test(e)) throw new Error(`regex-parse: the escape \\${e} is not read here`);
    return { t: 'char', c: e };
  }
}

export function parsePattern(source: string): Seq[] {
  const p = new Parser(source);
  const alts = p.alternatives();
  if (p.i !== source.length) throw new Error(`regex-parse: stopped at ${p.i} of ${source}`);
  return alts;
}
