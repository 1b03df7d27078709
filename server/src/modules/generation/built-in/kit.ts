/**
 * The parts every post template of the built-in engine is written with: voices (one wording per
 * writing style), list items whose length follows the style, and title frames tagged with the
 * title shape they use (so a community's best-performing shapes can be preferred).
 */
import type { WritingStyle } from '@subreddit-signal/contract';
import type { TitlePattern } from '../community';
import { hashSeed, type Rng } from '../random';
import { fitTopicSlots, fixArticles, type ParsedQuery } from '../query';
import { capitalise, fill, type Topic } from '../text';

/** One list of wordings per writing style. */
export interface Voice<T = string[]> {
  Friendly: T;
  Expert: T;
  Sarcastic: T;
  Brief: T;
}

/**
 * A list item (a step, a thing tried, a feature): `core` is the plain sentence; Expert adds `why`
 * (the reasoning), Sarcastic adds `aside` (a dry remark), Brief uses `short` inside one sentence.
 */
export interface Item {
  core: string;
  why: string;
  aside: string;
  short: string;
}

export interface TitleFrame {
  text: string;
  pattern: TitlePattern | null;
  /** Styles the frame suits; absent: Friendly and Expert (and Brief when it is short). */
  styles?: WritingStyle[];
  /** Extra weight (e.g. the user's own question as a title). */
  weight?: number;
}

export interface WriteContext {
  style: WritingStyle;
  r: Rng;
  topic: Topic;
  /** 'r/marketing' */
  sub: string;
  /** Community keywords related to the topic, best first (at least three, fallbacks filled in). */
  kw: string[];
  /** List items to write for this style and community (Brief: 2–3, Expert: 5–6). */
  items: number;
  vars: Record<string, string>;
  /** The batch's seed and this post's place in it: posts of one batch take different wordings. */
  batch: number;
  slot: number;
  /** voice() calls so far in this post (the same section has the same number in every post). */
  calls: number;
  /** How often each list item has been used in this batch (shared by its posts). */
  itemUse: Map<Item, number>;
}

export interface TemplateWriter {
  titles(topic: Topic): TitleFrame[];
  body(ctx: WriteContext): string;
  cta: Voice;
}

/** Fills the context's placeholders ({topic}, {Topic}, {topicNoun}, {sub}, {kw}, {kw2}, {kw3}, {N}); a topic slot after a determiner takes the noun form. */
export const say = (ctx: Pick<WriteContext, 'vars'>, text: string) => fixArticles(fill(fitTopicSlots(text), ctx.vars));

/**
 * One wording for the context's style, filled in. Each post of a batch takes the next wording of
 * the same section (from a seeded start), so a batch of three never repeats an opening.
 */
export function voice(ctx: WriteContext, v: Voice): string {
  const options = v[ctx.style];
  const k = ctx.calls++;
  return say(ctx, options[(hashSeed(ctx.batch, k) + ctx.slot) % options.length]!);
}

/**
 * `n` different items, kept in their written order (steps stay in a sensible sequence). Items the
 * batch has used least come first, ties in random order, so three posts of one batch share as few
 * list items as the pool allows.
 */
export function someItems(ctx: WriteContext, items: readonly Item[], n: number): Item[] {
  const used = (item: Item) => ctx.itemUse.get(item) ?? 0;
  // Array sort is stable: among equally used items the shuffled order decides.
  const chosen = new Set(ctx.r.shuffle(items).sort((a, b) => used(a) - used(b)).slice(0, Math.min(n, items.length)));
  for (const item of chosen) ctx.itemUse.set(item, used(item) + 1);
  return items.filter((i) => chosen.has(i));
}

/** An item as a sentence in the context's style (Brief: its short form; Friendly and Expert explain it). */
export function itemText(ctx: WriteContext, item: Item): string {
  const core = say(ctx, item.core);
  if (ctx.style === 'Expert' || ctx.style === 'Friendly') return `${core} ${say(ctx, item.why)}`;
  if (ctx.style === 'Sarcastic') return `${core} ${say(ctx, item.aside)}`;
  if (ctx.style === 'Brief') return say(ctx, item.short);
  return core;
}

/** Items as a numbered or bulleted markdown list; Expert bolds the lead sentence. */
export function list(ctx: WriteContext, items: readonly Item[], numbered: boolean): string {
  return items
    .map((item, i) => {
      const lead = numbered ? `${i + 1}. ` : '- ';
      if (ctx.style === 'Expert') return `${lead}**${say(ctx, item.core)}** ${say(ctx, item.why)}`;
      return lead + itemText(ctx, item);
    })
    .join('\n');
}

/** Short forms joined into one phrase: 'a, b and c'. */
export function joinShort(ctx: WriteContext, items: readonly Item[]): string {
  const parts = items.map((i) => say(ctx, i.short));
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The placeholders a post's texts can use. */
export function postVars(topic: Topic | ParsedQuery, sub: string, kw: readonly string[], items: number): Record<string, string> {
  return {
    topic: topic.label,
    Topic: capitalise(topic.label),
    topicNoun: 'noun' in topic ? topic.noun : topic.label,
    Question: topic.question ?? capitalise(topic.label) + '?',
    sub,
    kw: kw[0]!,
    kw2: kw[1]!,
    kw3: kw[2]!,
    Kw: capitalise(kw[0]!),
    N: String(items),
    // Verbs that agree with the topic: '{Topic} {is} finally working' (email marketing is, AI tools are).
    is: topic.plural ? 'are' : 'is',
    Is: topic.plural ? 'Are' : 'Is',
    has: topic.plural ? 'have' : 'has',
    needs: topic.plural ? 'need' : 'needs',
    it: topic.plural ? 'them' : 'it',
    isnt: topic.plural ? "aren't" : "isn't",
    was: topic.plural ? 'were' : 'was',
    works: topic.plural ? 'work' : 'works',
  };
}
