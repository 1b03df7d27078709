/**
 * Hashtags for a community (docs/METRICS.md, `hashTags`): tags people actually use for its topic,
 * in this order: the community's own name (#SEO, #WebDesign), hashtags its posts really carry
 * (used in at least MIN_TAG_POSTS posts), then the ranked keyword phrases and acronyms
 * (keywords.ts). A common noun on its own (#Company) is never a tag.
 */
import type { KeywordModel } from './keywords';

export const HASHTAG_LIMIT = 15;
/** A hashtag written in the posts counts when this many posts carry it. */
export const MIN_WRITTEN_TAG_POSTS = 2;
const WRITTEN_TAG = /(?:^|[^\p{L}\p{N}_&#/])#(\p{L}[\p{L}\p{N}_]{1,39})(?![\p{L}\p{N}_])/gu;

/** 'SEO' → 'SEO', 'web_design' → 'WebDesign', 'marketing' → 'Marketing', 'AskReddit' → 'AskReddit'. */
export function nameTag(name: string): string {
  return name
    .split(/_+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}

/** Hashtags written in the posts ('#ContentMarketing'), most used first, in their most common spelling. */
export function writtenTags(texts: readonly string[]): string[] {
  const posts = new Map<string, { n: number; forms: Map<string, number> }>();
  for (const text of texts) {
    // Most posts carry no '#': a plain search skips them without running the Unicode pattern.
    if (!text.includes('#')) continue;
    const seen = new Set<string>();
    for (const m of text.matchAll(WRITTEN_TAG)) {
      const tag = m[1];
      const key = tag.toLowerCase();
      const entry = posts.get(key) ?? { n: 0, forms: new Map<string, number>() };
      if (!seen.has(key)) {
        seen.add(key);
        entry.n++;
      }
      entry.forms.set(tag, (entry.forms.get(tag) ?? 0) + 1);
      posts.set(key, entry);
    }
  }
  return [...posts.entries()]
    .filter(([, e]) => e.n >= MIN_WRITTEN_TAG_POSTS)
    .sort((a, b) => b[1].n - a[1].n || (a[0] < b[0] ? -1 : 1))
    .map(([, e]) => [...e.forms.entries()].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0][0]);
}

export function communityHashtags(name: string, texts: readonly string[], model: Pick<KeywordModel, 'hashtags' | 'keywords'>): string[] {
  const out: string[] = [];
  const taken = new Set<string>();
  const add = (tag: string) => {
    const key = tag.toLowerCase();
    if (!tag || taken.has(key) || out.length >= HASHTAG_LIMIT) return;
    taken.add(key);
    out.push(`#${tag}`);
  };
  const phrases = model.hashtags(HASHTAG_LIMIT).map((t) => t.slice(1));
  // A sample with no words at all gets no tags, not even its name: nothing shows people use it.
  if (model.keywords.length > 0 && /\p{L}/u.test(name)) {
    // r/socialmedia's tag is written as its posts write the phrase: #SocialMedia.
    const own = nameTag(name);
    add(phrases.find((t) => t.toLowerCase() === own.toLowerCase()) ?? own);
  }
  for (const t of writtenTags(texts)) add(t);
  for (const t of phrases) add(t);
  return out;
}
