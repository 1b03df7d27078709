/**
 * Word handling shared by the quality rules: tokens, close forms ('launching' ~ 'launch',
 * 'apps' ~ 'app', 'hiring' ~ 'hire') and the key terms of a user's query. Kept apart from the
 * writer's own helpers (text.ts, query.ts) so the checker does not grade the writer by its own logic.
 */
import { STOP_WORDS } from '../../analysis';

/** Lower-case words (letters, digits, inner apostrophes and hyphens split apart). */
export function tokens(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  // A possessive's 's goes ('member's' → 'member'); a test per word instead of a replace (issue 27).
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.endsWith("'s") || w.endsWith('’s')) words[i] = w.slice(0, -2);
  }
  return words;
}

/** A close form of a word: plural, -ing, -ed and a final 'e' folded, so 'hiring', 'hire' and 'hired' meet. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  // 'planning' → 'plann' → 'plan': a doubled final consonant left by -ing or -ed.
  if (w.length > 3 && /([bdgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Words of a query that carry no subject on their own: question words, fillers, quantities. */
const QUERY_FILLER = new Set(
  'how what which why when where who best good great ways way tips tip advice help ideas idea get getting got more most still worth really actually without first better new small tiny'.split(
    ' ',
  ),
);

/**
 * The terms a post written for `query` must carry: its content words (stop words, question words and
 * fillers left out), as close forms. 'launching a budgeting app' → launch, budget, app.
 */
export function queryKeyStems(query: string): string[] {
  const out: string[] = [];
  for (const w of tokens(query)) {
    if (STOP_WORDS.has(w) || QUERY_FILLER.has(w) || /^\d/.test(w) || w.length < 2) continue;
    const s = stem(w);
    if (!out.includes(s)) out.push(s);
  }
  return out;
}

/** The close forms of every word of a text. */
export const stemSet = (text: string) => new Set(tokens(text).map(stem));

/** Sentences of a text (markdown list markers and bold removed). */
export function sentences(text: string): string[] {
  return text
    .replace(/\*\*/g, '')
    .split(/\n+|(?<=[.!?])\s+(?=[\p{Lu}\d"'(])/u)
    .map((s) => s.replace(/^\s*(?:\d+\.|[-*])\s+/, '').trim())
    .filter(Boolean);
}
