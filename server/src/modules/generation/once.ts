/**
 * The user's topic named once per text: after its first mention, a later one becomes a short
 * reference ('it'), so no text reads "… stock screener app … stock screener app …". A guard behind
 * the templates, which already name it once; it also holds for texts a model wrote.
 */
import type { ParsedQuery } from './query';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phrases that count as naming the topic, longest first (the label, its noun form, the product). */
export function topicPhrases(topic: Pick<ParsedQuery, 'label'> & Partial<Pick<ParsedQuery, 'noun' | 'product'>>): string[] {
  const all = [topic.label, topic.noun, topic.product].filter((p): p is string => !!p && p.trim().length >= 3);
  return [...new Set(all.map((p) => p.trim()))].sort((a, b) => b.length - a.length);
}

/**
 * The patterns by their phrases, compiled once: every text of every post asks again for the same few
 * topics (issue 27). Sharing a global pattern is safe here: replace() and match() start it at 0.
 */
const PATTERNS = new Map<string, RegExp>();

function mentionPattern(topic: Parameters<typeof topicPhrases>[0]): RegExp | null {
  const phrases = topicPhrases(topic);
  if (phrases.length === 0) return null;
  const key = phrases.join('\n');
  let re = PATTERNS.get(key);
  if (!re) {
    if (PATTERNS.size >= 1000) PATTERNS.clear();
    // A determiner in front goes with the mention ('your budgeting app' → 'it'); the plural names it too ('espresso grinders'),
    // before what qualifies it as well ('online python courses for data analysts' → 'it', never 'it for data analysts').
    const alternatives = phrases.flatMap((p) => {
      const cut = p.search(/\s(?:for|of|in|on|with|at|from|to|about|that|which)\s/i);
      return cut > 0 ? [`${escape(p.slice(0, cut))}(?:e?s)?${escape(p.slice(cut))}`] : [];
    });
    // A community's name is no mention ('r/cooking' for the topic 'cooking for one'): it stays whole, never 'r/it'.
    re = new RegExp(
      `(\\b(?:a|an|the|my|our|your|this|that)\\s+)?(?<!\\br\\/)\\b(?:${[...alternatives, ...phrases.map((p) => `${escape(p)}(?:e?s)?`)].join('|')})\\b`,
      'gi',
    );
    PATTERNS.set(key, re);
  }
  return re;
}

/** How often a text names the topic. */
export function mentions(text: string, topic: Parameters<typeof topicPhrases>[0]): number {
  const re = mentionPattern(topic);
  if (!re) return 0;
  const unquoted = text.replace(/“[^”]*”/g, '“”');
  // A mention inside a longer name ('the Miami Heat' for 'the Heat') names that, as onceOnly reads it.
  let n = 0;
  for (const m of unquoted.matchAll(re)) if (!inLongerName(m[0], m.index!, unquoted)) n++;
  return n;
}

const insideQuote = (text: string, at: number) => text.lastIndexOf('“', at) > text.lastIndexOf('”', at);

/**
 * Whether a capitalised mention follows a capitalised word that does not open a sentence ('the Miami Heat').
 * A capital after it is no evidence: titles in Title Case capitalise every word ('SEO Tips').
 */
function inLongerName(m: string, at: number, whole: string): boolean {
  if (!/^\p{Lu}/u.test(m)) return false;
  const before = whole.slice(0, at);
  const prev = /(\p{Lu}[\p{L}'’.-]*)\s+$/u.exec(before);
  const opensSentence = prev ? /(?:^|[.!?:\n]\s*)$/.test(before.slice(0, prev.index)) : true;
  return !!prev && !opensSentence;
}

/** The texts (read in order as one) with every mention of the topic after the first made 'it'. */
export function onceOnly(texts: readonly string[], topic: Parameters<typeof topicPhrases>[0]): string[] {
  const re = mentionPattern(topic);
  if (!re) return [...texts];
  let seen = false;
  return texts.map((text) =>
    text.replace(re, (m, _det: string | undefined, at: number, whole: string) => {
      // A quoted thread title is the community's words, not a mention to shorten.
      if (insideQuote(whole, at)) return m;
      // Part of a longer name ('the Miami Heat' for the topic 'the Heat'): the name stays whole.
      if (inLongerName(m, at, whole)) return m;
      if (!seen) {
        seen = true;
        return m;
      }
      const before = whole.slice(0, at);
      const startsSentence = before.trim() === '' || /[.!?:\n]\s*(\*\*)?$/.test(before) || /\*\*\s*$/.test(before);
      return startsSentence ? 'It' : 'it';
    }),
  );
}
