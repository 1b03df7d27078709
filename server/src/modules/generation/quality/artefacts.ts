/**
 * Artefacts of filling slots in templates, which a reader spots at once: a possessive or article
 * glued to a verb phrase ('your launching a budgeting app') or to another article ('a quick a
 * preset pack win'), the same word twice in a row, a
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
  for (const m of plain.matchAll(DANGLING)) out.push({ rule: 'dangling-connector', text: m[0] });
  for (const m of plain.matchAll(EMPTY_CLAUSE)) out.push({ rule: 'dangling-connector', text: m[0].trim() });
  for (const m of plain.matchAll(PLACEHOLDER)) out.push({ rule: 'placeholder', text: m[0] });
  for (const m of text.matchAll(STRAY_SPACE)) out.push({ rule: 'stray-space', text: m[0].slice(0, 40) });
  return out;
}

/**
 * Phrases of three words or more said twice in one text. Only phrases with at least two content
 * words count ('a weekly summary' does, 'one of the' does not), and phrases made only of the user's
 * own query words (its subject, which a post should repeat) and stop words are left out.
 */
export function repeatedPhrases(text: string, queryWords: readonly string[] = []): Finding[] {
  const words = tokens(text.replace(/r\/\w+/g, ' '));
  const own = new Set(queryWords.map(stem));
  const seen = new Map<string, number>();
  const out: Finding[] = [];
  for (let i = 0; i + 3 <= words.length; i++) {
    const gram = words.slice(i, i + 3);
    const content = gram.filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w));
    if (content.length < 2 || content.every((w) => own.has(stem(w)))) continue;
    const key = gram.join(' ');
    const at = seen.get(key);
    // Overlapping runs ('a a a') are not a repeat of a phrase.
    if (at !== undefined && i - at >= 3) {
      if (!out.some((f) => f.text === key)) out.push({ rule: 'repeated-phrase', text: key });
    } else if (at === undefined) seen.set(key, i);
  }
  return out;
}
