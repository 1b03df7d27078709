/**
 * What a text is about, in a word or two: a light term model over the audience's titles (and
 * comment openings). Terms are single content words and two-word phrases that recur in at least
 * MIN_TERM_TEXTS texts but in no more than MAX_TERM_SHARE of them (a word every post uses, such as
 * 'business' in a business audience, names nothing). Phrases and terms found across several
 * members rank higher. Cheaper than the analysis engine's keyword model by an order of magnitude,
 * which the themes' time budget needs; the stop-word lists are the engine's.
 */
import { GENERIC_WORDS, STOP_WORDS, lemma } from '../../analysis';

export const MIN_TERM_TEXTS = 3;
export const MAX_TERM_SHARE = 0.06;
export const PHRASE_BONUS = 1.6;

export interface TermText {
  /** What the term is read from: a title, or a comment's opening. */
  text: string;
  subreddit: string;
}

export interface TermModel {
  /** Terms best first, with the texts using each. */
  ranked: { term: string; texts: number; members: number; score: number }[];
  /** The best-ranked term the text uses, or ''. */
  termOf(index: number): string;
}

const WORD = /[a-z0-9][a-z0-9'+#.-]*[a-z0-9+#]|[a-z0-9]/g;

function keysOf(text: string, exclude: ReadonlySet<string>): string[] {
  const words = text.toLowerCase().replace(/’/g, "'").match(WORD) ?? [];
  const keys: string[] = [];
  let prev: string | null = null;
  for (const raw of words) {
    const w = raw.replace(/'s$/, '');
    const content = w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w) && !exclude.has(w);
    if (!content) {
      prev = null;
      continue;
    }
    const key = lemma(w);
    if (!GENERIC_WORDS.has(w)) keys.push(key);
    if (prev) keys.push(`${prev} ${key}`);
    prev = key;
  }
  return keys;
}

export function buildTerms(texts: readonly TermText[], exclude: readonly string[] = []): TermModel {
  const ex = new Set(exclude.flatMap((e) => [e.toLowerCase(), lemma(e.toLowerCase())]));
  const perText = texts.map((t) => [...new Set(keysOf(t.text, ex))]);
  const count = new Map<string, number>();
  const members = new Map<string, Set<string>>();
  perText.forEach((keys, i) => {
    for (const k of keys) {
      count.set(k, (count.get(k) ?? 0) + 1);
      let m = members.get(k);
      if (!m) members.set(k, (m = new Set()));
      m.add(texts[i].subreddit);
    }
  });
  const max = Math.max(MIN_TERM_TEXTS, Math.floor(texts.length * MAX_TERM_SHARE));
  const score = new Map<string, number>();
  const ranked: TermModel['ranked'] = [];
  for (const [k, n] of count) {
    if (n < MIN_TERM_TEXTS || n > max) continue;
    const m = members.get(k)!.size;
    const s = n * (k.includes(' ') ? PHRASE_BONUS : 1) * (1 + 0.25 * (m - 1));
    score.set(k, s);
    ranked.push({ term: k, texts: n, members: m, score: s });
  }
  ranked.sort((a, b) => b.score - a.score || (a.term < b.term ? -1 : 1));
  // A phrase that always carries one of its words makes that word redundant as a topic.
  const phrases = ranked.filter((r) => r.term.includes(' '));
  const covered = new Set<string>();
  for (const p of phrases) for (const w of p.term.split(' ')) if ((count.get(w) ?? 0) <= p.texts * 1.25) covered.add(w);
  const kept = ranked.filter((r) => !covered.has(r.term));
  return {
    ranked: kept,
    termOf(i) {
      let best = '';
      let bestScore = 0;
      for (const k of perText[i]) {
        const s = covered.has(k) ? 0 : (score.get(k) ?? 0);
        if (s > bestScore || (s === bestScore && s > 0 && k < best)) {
          best = k;
          bestScore = s;
        }
      }
      return best;
    },
  };
}
