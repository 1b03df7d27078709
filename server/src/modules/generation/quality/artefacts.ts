/**
 * Artefacts of filling slots in templates, which a reader spots at once: a possessive or article
 * glued to a verb phrase ('your launching a budgeting app') or to another article ('a quick a
 * preset pack win'), the same word twice in a row or one phrase joined to itself ('the LCS and the LCS'), a
 * sentence that ends on a connector ('… and.'), an unfilled placeholder, and a phrase of three or
 * more words said twice in one post ('a weekly summary, a weekly summary'), and a line opening
 * with a space (' Link on request.', a joined part that was empty).
 */
import { STOP_WORDS } from '../../analysis';
import { stem, tokens } from './words';

export interface Finding {
  rule: 'glued-determiner' | 'doubled-word' | 'dangling-connector' | 'placeholder' | 'repeated-phrase' | 'stray-space';
  /** The offending words, as found. */
  text: string;
}

/** 'that' and 'this' are left out: 'I think that launching a new app is…' is a clause, not a glued slot. */
const DETERMINER = '(?:your|our|my|their|his|her|its|a|an|the)';
/** A determiner, then an -ing verb that itself takes an object ('your launching a …', 'the hiring our …'). */
const GLUED = new RegExp(`\\b${DETERMINER}\\s+(\\p{L}+ing)\\s+(?:a|an|the|our|your|my|their|his|her|its)\\b`, 'giu');
/** A determiner before a bare 'to'-verb phrase ('your to launch'). */
const GLUED_TO = new RegExp(`\\b${DETERMINER}\\s+to\\s+\\p{L}+`, 'giu');
/**
 * An article after a determiner, directly or past a common adjective: a noun-phrase slot filled
 * with a phrase that has its own article ('A quick a preset pack win', 'my the app'). Any word in
 * between is not enough ('the one a friend recommended' is English). The same word twice is a
 * doubled word, not this.
 */
const STACKED_ARTICLE = new RegExp(
  `\\b(${DETERMINER})\\s+(?:(?:quick|short|small|big|new|first|real|little|good)\\s+(?:a|an|the)|(?!\\1\\b)(?:a|an|the))\\s+\\p{L}`,
  'giu',
);
/** Words that legitimately come twice ('had had', 'that that') are rare in these texts; numbers are not words here. */
const DOUBLED = /\b(\p{L}+)\s+\1\b/giu;
/**
 * One phrase joined to itself ('know the LCS and the LCS'): two slots filled with the same phrase.
 * Reduplications that mean something ('more and more', 'over and over') are English.
 */
const JOINED_TWICE = /\b(?:the\s+)?(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*){0,3})\s+(?:and|or)\s+(?:the\s+)?\1\b/giu;
const REDUPLICATION =
  /^(?:more|less|over|again|on|round|around|back|up|down|through|out|by|far|better|worse|bigger|smaller|faster|slower|longer)$/i;
/**
 * A sentence or clause that ends on a word which needs something after it: a conjunction or a
 * determiner ('… and.', '… with our.'). Prepositions may end an English sentence ('where it comes from.').
 */
const DANGLING = /\b(and|or|but|nor|the|a|an|our|your|my|their)\s*([.!?;:]|,\s*[.!?])(?=\s|$)/giu;
const EMPTY_CLAUSE = /(^|\s)[,;:]\s*[,.;:]|\(\s*\)|:\s*\.|\s,/gu;
/** A line of prose that opens with a space (an indented list item is markdown, not a slip). */
const STRAY_SPACE = /^[ \t]+(?![-*+]\s|\d+[.)]\s)\S.*$/gmu;
const PLACEHOLDER = /\{\w+\}|\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]/gu;

export function artefacts(text: string): Finding[] {
  const out: Finding[] = [];
  const plain = text.replace(/\*\*/g, '');
  for (const m of plain.matchAll(GLUED)) out.push({ rule: 'glued-determiner', text: m[0] });
  for (const m of plain.matchAll(GLUED_TO)) out.push({ rule: 'glued-determiner', text: m[0] });
  for (const m of plain.matchAll(STACKED_ARTICLE)) out.push({ rule: 'glued-determiner', text: m[0] });
  for (const m of plain.matchAll(DOUBLED)) out.push({ rule: 'doubled-word', text: m[0] });
  for (const m of plain.matchAll(JOINED_TWICE)) if (!REDUPLICATION.test(m[1]!)) out.push({ rule: 'doubled-word', text: m[0] });
  for (const m of plain.matchAll(DANGLING)) out.push({ rule: 'dangling-connector', text: m[0] });
  for (const m of plain.matchAll(EMPTY_CLAUSE)) out.push({ rule: 'dangling-connector', text: m[0].trim() });
  for (const m of plain.matchAll(PLACEHOLDER)) out.push({ rule: 'placeholder', text: m[0] });
  for (const m of text.matchAll(STRAY_SPACE)) out.push({ rule: 'stray-space', text: m[0].slice(0, 40) });
  return out;
}

/** A text's words for the repeated-phrase rule: r/names left out. */
const phraseWords = (text: string) => tokens(text.replace(/r\/\w+/g, ' '));

/**
 * Per word, whether a phrase can count it: a content word (not a stop word or a number), and one
 * that is not the user's own query word. Worked out once per word, not once per phrase it is in.
 */
function wordKinds(words: readonly string[], own: ReadonlySet<string>) {
  const content = words.map((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w));
  const ours = words.map((w, i) => content[i]! && own.has(stem(w)));
  return { content, ours };
}

/**
 * Phrases of three words or more said twice in one text. Only phrases with at least two content
 * words count ('a weekly summary' does, 'one of the' does not), and phrases made only of the user's
 * own query words (its subject, which a post should repeat) and stop words are left out.
 */
export function repeatedPhrases(text: string, queryWords: readonly string[] = []): Finding[] {
  const words = phraseWords(text);
  const { content, ours } = wordKinds(words, new Set(queryWords.map(stem)));
  const seen = new Map<string, number>();
  const out: Finding[] = [];
  for (let i = 0; i + 3 <= words.length; i++) {
    if (!counts(content, ours, i)) continue;
    const key = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    const at = seen.get(key);
    // Overlapping runs ('a a a') are not a repeat of a phrase.
    if (at !== undefined && i - at >= 3) {
      if (!out.some((f) => f.text === key)) out.push({ rule: 'repeated-phrase', text: key });
    } else if (at === undefined) seen.set(key, i);
  }
  return out;
}

/** Whether the three words from `i` make a phrase the rule counts: two content words, not all of them the query's. */
function counts(content: readonly boolean[], ours: readonly boolean[], i: number): boolean {
  let n = 0;
  let own = 0;
  for (let k = i; k < i + 3; k++) {
    if (!content[k]) continue;
    n++;
    if (ours[k]) own++;
  }
  return n >= 2 && own < n;
}

/**
 * repeatedPhrases(`${head}\n${tail}`, queryWords).length > 0 for many tails after one head (the
 * closing lines tried after a body), reading the head once. A phrase is repeated when two of its
 * occurrences are three words apart or more, so the first occurrence of each is all a tail needs.
 */
export function repeatsAfter(head: string, queryWords: readonly string[] = []): (tail: string) => boolean {
  const own = new Set(queryWords.map(stem));
  const headWords = phraseWords(head);
  const first = new Map<string, number>();
  let repeated = false;
  const { content, ours } = wordKinds(headWords, own);
  for (let i = 0; i + 3 <= headWords.length; i++) {
    if (!counts(content, ours, i)) continue;
    const key = `${headWords[i]} ${headWords[i + 1]} ${headWords[i + 2]}`;
    const at = first.get(key);
    if (at === undefined) first.set(key, i);
    else if (i - at >= 3) repeated = true;
  }
  // The head's last two words start phrases that run into the tail.
  const from = Math.max(0, headWords.length - 2);
  const headKinds = { content: content.slice(from), ours: ours.slice(from) };
  return (tail) => {
    if (repeated) return true;
    const tailWords = phraseWords(tail);
    const words = [...headWords.slice(from), ...tailWords];
    const tailKinds = wordKinds(tailWords, own);
    const c = [...headKinds.content, ...tailKinds.content];
    const o = [...headKinds.ours, ...tailKinds.ours];
    const later = new Map<string, number>();
    for (let j = 0; j + 3 <= words.length; j++) {
      if (!counts(c, o, j)) continue;
      const i = from + j;
      const key = `${words[j]} ${words[j + 1]} ${words[j + 2]}`;
      const at = first.get(key) ?? later.get(key);
      if (at === undefined) later.set(key, i);
      else if (i - at >= 3) return true;
    }
    return false;
  };
}
