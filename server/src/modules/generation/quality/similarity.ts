/**
 * How alike two texts read, by their word pairs: the share of the shorter text's word pairs the
 * other one also has (1 = one is contained in the other, 0 = nothing in common). Swapping 'Love this
 * post!' for 'Thanks for sharing this!' in front of the same comment keeps it well above the bar.
 */
import { sentences, tokens } from './words';

function pairs(text: string): Set<string> {
  const w = tokens(text);
  const out = new Set<string>();
  for (let i = 0; i + 1 < w.length; i++) out.add(`${w[i]} ${w[i + 1]}`);
  if (w.length === 1) out.add(w[0]!);
  return out;
}

export function textSimilarity(a: string, b: string): number {
  const pa = pairs(a);
  const pb = pairs(b);
  const [small, large] = pa.size <= pb.size ? [pa, pb] : [pb, pa];
  if (small.size === 0) return large.size === 0 ? 1 : 0;
  let shared = 0;
  for (const p of small) if (large.has(p)) shared++;
  return shared / small.size;
}

/** At or above this, a rewrite is the same text in other clothes. */
export const SAME_TEXT_SIMILARITY = 0.5;

/** Whether `next` says things in substantially other words than `before`. */
export const differsSubstantially = (before: string, next: string) => textSimilarity(before, next) < SAME_TEXT_SIMILARITY;

/** A text without its first sentence (the opener: 'Love this post!', 'Solid post.'). */
export function withoutOpener(text: string): string {
  const s = sentences(text);
  return s.length > 1 ? s.slice(1).join(' ') : text;
}

/** Whether two tones of one comment differ beyond their opener. */
export const tonesDiffer = (a: string, b: string) => differsSubstantially(withoutOpener(a), withoutOpener(b));
