/**
 * The parts every post template of the built-in engine is written with: voices (one wording per
 * writing style), list items whose length follows the style, and title frames tagged with the
 * title shape they use (so a community's best-performing shapes can be preferred).
 */
import type { WritingStyle } from '@subreddit-signal/contract';
import type { TitlePattern } from '../community';
import { hashSeed, type Rng } from '../random';
import { fitTopicSlots, fixArticles, type ParsedQuery } from '../query';
import { MASS, QUALIFIER, WHOSE, capitalise, fill, isGerund, isPlural, isProperName, workBeforeDoing, type Topic } from '../text';
import { problemInGeneral } from '../problem-words';
import type { TopicKind } from './topic-forms';

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
  /** Kinds of topic the frame can be said of (topic-forms.ts); absent: any. */
  kinds?: TopicKind[];
  /** Said of something one picks or buys ('What do you look for in {topic}?'): never of water or bears (posts.ts). */
  chosen?: boolean;
  /** Said of what members argue about ('I keep changing my mind about {topic}'): only where they do (opinion.ts). */
  argued?: boolean;
  /** Said of a thing only where members own or use one ('a beginner' with kittens, never with bears): posts.ts. */
  owned?: boolean;
  /** Asks about anyone's ('Anyone here have experience with {topic}?'): never of the poster's own ('… with selling my prints?'). */
  anyones?: boolean;
  /** Said of something one does, gets right or sticks with: never of who one is ('I finally got being a new dad right'). */
  done?: boolean;
  /** Said of a thing that runs or works ('I got {topic} working'): software, a machine, a setup; never prints or a painting. */
  runs?: boolean;
  /** Said of what one makes, builds or works on ('… is finally coming together'): never of a thing one only has ('my iPhone battery'). */
  made?: boolean;
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
  /** The community rarely writes lists: items go in a paragraph. */
  prose?: boolean;
  /** How many items the post's list holds once written (a title counting them says this many). */
  listed?: number;
  /** Phrase slots ('kw', 'kw2' …) a sentence of this post already says or a chosen item holds: each phrase is said once. */
  used?: Set<string>;
  /** What the topic is (topic-forms.ts): things of anyone's ('resume tips') are never spoken of as a person. */
  kind?: TopicKind;
}

export interface TemplateWriter {
  titles(topic: Topic): TitleFrame[];
  body(ctx: WriteContext): string;
  cta: Voice;
  /** The closing line when no wording of `cta` can be filled, in the template's own terms (posts.ts has the default). */
  plainCta?: Record<WritingStyle, string>;
}

/**
 * A phrase slot ({kw} … {kw6}, {Kw}, {Kw2}): filled only with a phrase whose role fits it (material.ts, phrase-role.ts).
 * {act} … {act6} are the same phrases where they name something one does, for sentences that handle them as a
 * practice ('Keep {act3} simple'), and {topicAct} the topic where it does: empty otherwise, so the sentence goes.
 * {use} … {use6} are the phrases one does or handles as one's own ('my grind size', 'our closing costs'), for
 * sentences that presuppose using it ('What I stopped doing with {use3}'): never 'the moon' or 'the star'.
 * {part} … {part6} are the phrases where the topic has parts (a thing, a practice, a plan), for sentences that
 * weigh a phrase within it ('how much {part} matters'): a name's neighbours are no part of it ('Earth, and how
 * much Home Planet matters').
 */
const PHRASE_SLOT = /\{([Kk]w\d?|act\d?|use\d?|part\d?|into\d?|topicAct)\}/g;

/**
 * The wording without its phrase slots that have no fitting phrase: a trailing 'and {kw2}' or a
 * closing clause that holds one goes (', mostly the {kw} side'); a slot the sentence cannot lose
 * drops the sentence (null). A sentence short of its subject is better than one with a wrong one.
 */
export function withoutEmptySlots(text: string, vars: Record<string, string>, strict = false): string | null {
  let t = text;
  for (const name of slotNames(text)) {
    if (vars[name]) continue;
    if (strict) return null;
    const { pair, clause, inner, slot } = slotPatterns(name);
    // A list that loses its last member closes on the one before ('about X, Y and {kw2}' → 'about X and Y').
    const next = pair.test(t)
      ? t.replace(pair, '').replace(LIST_TAIL, ' and $1')
      : clause.test(t)
        ? t.replace(clause, '')
        : t.replace(inner, '');
    if (slot.test(next)) return null;
    t = next;
  }
  return t;
}

/** A list's last two members joined by a comma once the 'and' member went: ', {kw}' before a comma or the end. */
const LIST_TAIL = /,\s(\{(?:[Kk]w|into)\d?\})(?=[,.;:?!]|$)/;

/**
 * The phrase slots a wording holds, in order ('kw', 'Kw2' …). The wordings are the templates' own
 * few hundred texts, asked about again for every post; the memo is emptied should it ever grow large.
 */
const SLOT_NAMES = new Map<string, readonly string[]>();
function slotNames(text: string): readonly string[] {
  let names = SLOT_NAMES.get(text);
  if (!names) {
    if (SLOT_NAMES.size >= 10_000) SLOT_NAMES.clear();
    names = [...text.matchAll(PHRASE_SLOT)].map((m) => m[1]!);
    SLOT_NAMES.set(text, names);
  }
  return names;
}

/** withoutEmptySlots' patterns per slot name, compiled once: every wording of every post asks (decision 044). */
const SLOT_PATTERNS = new Map<string, { pair: RegExp; clause: RegExp; inner: RegExp; slot: RegExp }>();
function slotPatterns(name: string) {
  let found = SLOT_PATTERNS.get(name);
  if (!found) {
    const slot = `\\{${name}\\}`;
    found = {
      pair: new RegExp(`\\s+(?:and|or)\\s+(?:the\\s+)?${slot}(?=\\s+in mind|\\s+included|[,.;:?!]|$)`),
      // Only a clause the sentence can lose: one that qualifies it (', mostly …', ', with … in mind', ', since …'), never its main clause.
      clause: new RegExp(
        `,\\s(?:${slot}|(?:mostly|with|usually|especially|from|around|and|since|because|in particular)\\s[^,;:.!?\\[\\]{}]*${slot})[^,;:.!?\\[\\]]*(?=[.;:?!]|$)`,
      ),
      // A qualifying clause between commas (', usually about {kw}, I wrote…') goes too; an 'and' clause there may be the main one.
      inner: new RegExp(
        `,\\s(?:mostly|with|usually|especially|from|around|since|because|in particular)\\s[^,;:.!?\\[\\]{}]*${slot}[^,;:.!?\\[\\]]*(?=,)`,
      ),
      slot: new RegExp(slot),
    };
    SLOT_PATTERNS.set(name, found);
  }
  return found;
}

/**
 * Fills the context's placeholders ({topic}, {Topic}, {topicNoun}, {sub}, {kw}, {kw2}, {kw3}, {N});
 * a topic slot after a determiner takes the noun form. '' when a phrase slot has no phrase and the
 * sentence cannot do without it.
 */
export const say = (ctx: Pick<WriteContext, 'vars' | 'used'>, text: string) => {
  const vars = unsaid(ctx);
  const fits = withoutEmptySlots(text, vars);
  // A quoted title that ends its own sentence ('… This is mine.”') takes no second full stop.
  return fits === null ? '' : fixArticles(fill(fitTopicSlots(fits), vars)).replace(/([.?!])”\./g, '$1”');
};

/**
 * A body's first sentence of the user's own (an ask) led by the topic, where the opening went for want
 * of a phrase that relates to it (decision 058): 'With my sourdough bread, it went from [..] to [..].'
 * The body then names what it is about, in a sentence that is the user's to finish, not every
 * community's stock opening. A sentence that opened the body anyway is returned as it is.
 */
export function ledByTopic(ctx: Pick<WriteContext, 'vars' | 'used'>, open: string, sentence: string, lead = 'With {topic},'): string {
  if (open || !sentence) return sentence;
  const [, label = '', rest = ''] = /^(\*\*[^*\n]+\*\*\s+)?([\s\S]*)$/.exec(sentence) ?? [];
  // 'I' and acronyms keep their capital.
  const next = /^(?:I\b|\p{Lu}{2})/u.test(rest) ? rest : rest.charAt(0).toLowerCase() + rest.slice(1);
  return `${label}${say(ctx, lead)} ${next}`;
}

/** The phrases a wording names, by their slot lower-cased ('Kw2' → 'kw2'; 'act2' and 'use2' say the phrase of 'kw2'). */
const slotsOf = (text: string) => slotNames(text).map((name) => name.toLowerCase().replace(/^(?:act|use|part|into)/, 'kw'));

/**
 * unsaid's last answer per context's set of said phrases: every sentence asks, a hundred times a post,
 * and copying the vars each time was a tenth of a post's CPU (issue 27). The set only grows (markSaid)
 * and vars are replaced, never edited, once phrases are said (writeOne's {N}), so the vars object and
 * the set's size tell whether the answer still holds.
 */
const UNSAID = new WeakMap<Set<string>, { vars: Record<string, string>; size: number; unsaid: Record<string, string> }>();

/** The context's vars with the phrases already said emptied, so a later sentence cannot say them again. Read-only. */
function unsaid(ctx: Pick<WriteContext, 'vars' | 'used'>): Record<string, string> {
  if (!ctx.used || ctx.used.size === 0) return ctx.vars;
  const known = UNSAID.get(ctx.used);
  if (known && known.vars === ctx.vars && known.size === ctx.used.size) return known.unsaid;
  const vars = { ...ctx.vars };
  for (const slot of ctx.used) {
    vars[slot] = '';
    vars[slot.charAt(0).toUpperCase() + slot.slice(1)] = '';
    vars[slot.replace(/^kw/, 'act')] = '';
    vars[slot.replace(/^kw/, 'use')] = '';
    vars[slot.replace(/^kw/, 'part')] = '';
    vars[slot.replace(/^kw/, 'into')] = '';
  }
  UNSAID.set(ctx.used, { vars: ctx.vars, size: ctx.used.size, unsaid: vars });
  return vars;
}

/** Marks the phrases a wording says (its slots that hold one) as said. */
function markSaid(ctx: WriteContext, text: string) {
  const used = (ctx.used ??= new Set());
  for (const slot of slotsOf(text)) if (ctx.vars[slot]) used.add(slot);
}

/** A chosen item's text, with the phrases its choice reserved (someItems, pickFillable). */
export const sayItem = (ctx: Pick<WriteContext, 'vars'>, text: string) => say({ vars: ctx.vars }, text);

/**
 * Up to `n` of the wordings whose phrases are all there and unsaid, sharing no phrase, from
 * `start` on; their phrases are marked said. Render them with sayItem.
 */
export function pickFillable(ctx: WriteContext, texts: readonly string[], n: number, start = 0): string[] {
  const vars = unsaid(ctx);
  const out: string[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < texts.length && out.length < n; i++) {
    const t = texts[(start + i) % texts.length]!;
    const slots = slotsOf(t);
    if (withoutEmptySlots(t, vars, true) === null || slots.some((x) => taken.has(x))) continue;
    for (const x of slots) taken.add(x);
    out.push(t);
  }
  for (const t of out) markSaid(ctx, t);
  return out;
}

/**
 * One wording for the context's style, filled in. Each post of a batch takes the next wording of
 * the same section (from a seeded start), so a batch of three never repeats an opening. A wording
 * the community's material cannot fill gives way to the next; none left: ''.
 */
export function voice(ctx: WriteContext, v: Voice, opts: { whole?: boolean; lean?: boolean } = {}): string {
  // The wordings the community's material can fill, each post of the batch taking the next of them.
  // Only the chosen one is written out (decision 044): a wording that fits says something unless it
  // is nothing but slots, the one case where say() must be asked.
  const vars = unsaid(ctx);
  const doing = doingWithObject(ctx.topic.label);
  const owned = /^(?:my|our)\s/i.test(ctx.topic.label);
  // 'Resume tips for career changers and I are not getting along': only one's own thing or a practice is a rival.
  const anyonesThing = ctx.kind === 'thing' && !owned;
  const forSomeone = /\sfor\s/i.test(ctx.topic.label);
  // 'How I would go about telescopes for kids, for [who this is for]': the topic says whom it is for already.
  // The ask stays an ask (what the user brings to it), so the sentence is still the user's own to finish.
  // Whom the query names as learners ('for beginners') is whom the text is for: no ask for it.
  const forWhom = (ctx.topic as { forWhom?: string }).forWhom;
  const wordings = forSomeone
    ? v[ctx.style].map((raw) => raw.replace(WHO_FOR, ', from [your own experience with it]'))
    : forWhom
      ? v[ctx.style].map((raw) => raw.replace(WHO_ASKED, forWhom))
      : v[ctx.style];
  const fillable = wordings.filter((raw) => {
    // 'Buying my first rental property and I are not getting along': only a thing or a practice is spoken of as a person.
    if ((doing || anyonesThing || ctx.kind === 'plan') && PERSONIFIES.test(raw)) return false;
    // 'Everything I read about my watercolor landscapes': only a subject anyone has is read about, understood or winning.
    if (owned && OF_ANYONE.test(raw)) return false;
    // 'A write-up of telescopes for kids for anyone working through the same thing': nor a second audience.
    if (forSomeone && TOPIC_FOR.test(raw)) return false;
    const fits = withoutEmptySlots(raw, vars);
    if (fits === null) return false;
    // `lean` (openings, a thread's mention): a wording left with none of the community's phrases is
    // every community's sentence ('Curious how people here think about X.'): the post says less instead (decision 055).
    if (opts.lean && !slotNames(fits).some((name) => OWN_SLOT.test(name))) return false;
    return fits.replace(ANY_SLOT, '') !== '' || say(ctx, raw) !== '';
  });
  // Wordings that keep every phrase come first: one loses a clause only when the material has too few (never, with `whole`).
  const whole = fillable.filter((raw) => withoutEmptySlots(raw, vars, true) !== null);
  // Enough wordings for a batch of three to open differently: whole ones first, then those short of a clause.
  const options = opts.whole || whole.length >= 3 ? whole : [...whole, ...fillable.filter((raw) => !whole.includes(raw))];
  const k = ctx.calls++;
  // A lean wording (an opening) is one the community's phrases make its own: with fewer of them than the batch has posts, the
  // later posts say less rather than open as an earlier one did.
  if (options.length === 0 || (opts.lean && ctx.slot >= options.length)) return '';
  const chosen = options[(hashSeed(ctx.batch, k) + ctx.slot) % options.length]!;
  const text = say(ctx, chosen);
  markSaid(ctx, withoutEmptySlots(chosen, vars) ?? '');
  return text;
}

/**
 * A thread's mention when no wording can say what it shares with the post in the community's own
 * phrases: the title alone, under a two-word label ('Related: “…”.'), not a stock sentence around it.
 */
export const shortCite = (ctx: WriteContext, plain: string, expert: string) =>
  ctx.vars.cite ? say(ctx, `${ctx.style === 'Expert' ? expert : plain} “{cite}”.`) : '';

/** Wordings that speak of the topic as of a person or a rival ('{Topic} and I are not getting along', '{topic} is winning'). */
export const PERSONIFIES = /\{[Tt]opic\} and I\b|\{topic\} (?:\{is\}|is) winning\b/;

/** A wording naming whom the topic is for right after it ('{Topic} for beginners', '{topic}, for [who this is for]', 'Sharing {aThing}, for anyone…'). */
export const TOPIC_FOR = /\{(?:[Tt]opic|a?[Tt]hing)\}(?:\{where\})?,? for (?:beginners|newcomers|anyone|people|those|\[who)\b/;

/** The ask for whom a text is for, after the topic ('{topic}, for [who this is for]', 'written for [who this is for]'). */
const WHO_FOR = /,?\s*(?:written )?for \[who this is for\]/;
/** The ask for whom a text is for, alone. */
const WHO_ASKED = /\[who this is for\]|\[who it is for\]/g;

/** Wordings that speak of the topic as a subject anyone has, read about or understands: none for the poster's own things. */
const OF_ANYONE = /\bread about \{topic\}|\bunderstand \{topic\}|\{topic\} (?:\{is\}|is) winning\b/;

/** A doing with what it is done to ('buying my first rental property', 'cutting my grocery bill'), not a thing or a practice ('meal prep', 'SEO'). */
export const doingWithObject = (label: string) => {
  const [first, ...rest] = label.trim().split(/\s+/);
  return rest.length > 0 && isGerund(first!.toLowerCase());
};

/** A slot of the community's own phrases ({kw} … {kw6}, {act} … {act6}, {use} … {use6}), not the topic's. */
const OWN_SLOT = /^(?:[Kk]w|act|use|part|into)\d?$/;

/** Any placeholder ({topic}, {kw2}, {N} …). */
const ANY_SLOT = /\{\w+\}/g;

/**
 * `n` different items, kept in their written order (steps stay in a sensible sequence). Items the
 * batch has used least come first, ties in random order, so three posts of one batch share as few
 * list items as the pool allows.
 */
export function someItems(ctx: WriteContext, all: readonly Item[], n: number): Item[] {
  const used = (item: Item) => ctx.itemUse.get(item) ?? 0;
  // Only items the community's material can fill with phrases not said yet: a step about nothing is left out, not padded.
  const vars = unsaid(ctx);
  const items = all.filter((i) => [i.core, i.why, i.aside, i.short].every((t) => withoutEmptySlots(t, vars, true) !== null));
  // Array sort is stable: among equally used items the shuffled order decides.
  const chosen = new Set(
    ctx.r
      .shuffle(items)
      .sort((a, b) => used(a) - used(b))
      .reduce<Item[]>((kept, item) => {
        // Two items naming one phrase would say it twice.
        const slots = slotsOf(item.core + item.why + item.aside + item.short);
        if (kept.length < n && !kept.some((k) => slotsOf(k.core + k.why + k.aside + k.short).some((x) => slots.includes(x))))
          kept.push(item);
        return kept;
      }, []),
  );
  for (const item of chosen) {
    ctx.itemUse.set(item, used(item) + 1);
    markSaid(ctx, item.core + item.why + item.aside + item.short);
  }
  ctx.listed = chosen.size;
  return items.filter((i) => chosen.has(i));
}

/**
 * The lead and its reason as one sentence ('Keep the grinder simple at the start; a basic version
 * done well…'): the lead names the community's own subject, so the sentence as a whole is its own.
 * A bracketed reason (the user's to give) stays a sentence of its own.
 */
function joined(lead: string, reason: string): string {
  if (!reason || /^\[/.test(reason)) return `${lead} ${reason}`.trim();
  return `${lead.replace(/[.!?]$/, '')}; ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}

/** An item as a sentence in the context's style (Brief: its short form; Friendly and Expert explain it). */
export function itemText(ctx: WriteContext, item: Item): string {
  const core = sayItem(ctx, item.core);
  if (ctx.style === 'Expert' || ctx.style === 'Friendly') return joined(core, sayItem(ctx, item.why));
  if (ctx.style === 'Sarcastic') return joined(core, sayItem(ctx, item.aside));
  if (ctx.style === 'Brief') return sayItem(ctx, item.short);
  return core;
}

/** Items as a numbered or bulleted markdown list; Expert bolds the lead sentence. */
export function list(ctx: WriteContext, items: readonly Item[], numbered: boolean): string {
  if (ctx.prose) return items.map((item) => itemText(ctx, item)).join(' ');
  return items
    .map((item, i) => {
      const lead = numbered ? `${i + 1}. ` : '- ';
      if (ctx.style === 'Expert') {
        const why = sayItem(ctx, item.why);
        const core = sayItem(ctx, item.core);
        if (!why) return `${lead}${core}`;
        if (/^\[/.test(why)) return `${lead}**${core}** ${why}`;
        return `${lead}**${core.replace(/[.!?]$/, '')}**; ${why.charAt(0).toLowerCase()}${why.slice(1)}`;
      }
      return lead + itemText(ctx, item);
    })
    .join('\n');
}

/** A paragraph that is only an ask with a short label ('Why? [the honest answer].'), or a list of nothing but asks. */
function loneAsk(paragraph: string): boolean {
  if (!/\[[^\]\n]+\]/.test(paragraph)) return false;
  const own = paragraph
    .replace(/\[[^\]\n]*\]/g, ' ')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, ' ')
    .replace(/[*_#>]/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  return own.length <= 3;
}

/**
 * A body's paragraphs, each ask that stands alone ridden in the paragraph before it, as a member
 * writes ('… so here is how it went. Where I started: [..]'), not on lines of their own like a form.
 */
export function paragraphs(parts: readonly string[]): string {
  const out: string[] = [];
  for (const p of parts.filter(Boolean)) {
    const prev = out[out.length - 1];
    // A list or a heading line takes nothing after it; a paragraph of prose does.
    // An Expert post's labelled sections ('**Why.** […]') stay sections: that style is structured on purpose.
    if (
      prev !== undefined &&
      loneAsk(p) &&
      !/^\*\*/.test(p) &&
      !/^\s*(?:[-*+]|\d+[.)])\s/m.test(p) &&
      !/\n/.test(prev) &&
      !/[:*]$/.test(prev.trim())
    )
      out[out.length - 1] = `${prev} ${p.replace(/\n+/g, ' ')}`;
    else out.push(p);
  }
  return out.join('\n\n');
}

/** Parts joined into one phrase: 'a, b and c'. */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Goals whose object is no thing one makes (a hire, growth, a price): the showcase shows a plan for them. */
const PLAN_GOALS = new Set(['hire', 'grow', 'price', 'get', 'find', 'rank', 'write', 'run']);

/**
 * What a showcase shows: the thing the query names ('launching a budgeting app' → 'budgeting
 * app'); for work that makes no thing (a hire, growth, a price) or a trip ('two weeks in Japan') a plan for it;
 * for an activity ('cutting my grocery bill') a write-up of how the user went about it; things for a
 * purpose that are not the poster's ('audiobooks for a long commute') a list of them; a bare name
 * ('Nintendo') a project on it.
 */
function showcased(topic: Topic | ParsedQuery, parsed: ParsedQuery | null, kind?: TopicKind): string {
  const label = topic.label;
  if (parsed?.goal && PLAN_GOALS.has(parsed.goal)) return `plan for ${label}`;
  // Work on a thing shows the thing as a project: 'restoring a 1972 Datsun 240Z' → '1972 Datsun 240Z restoration'.
  const lead = label.split(/\s+/)[0] ?? '';
  const project = !parsed?.goal ? PROJECT_OF[lead.toLowerCase()] : undefined;
  const object = label
    .slice(lead.length)
    .replace(/^\s+(?:a|an|the|my|our|this|that)\s+/i, '')
    .trim();
  if (project && object && !/\s(?:for|to|with|in|on)\s/i.test(object)) return `${object} ${project}`;
  // A problem is no thing one shows: what the poster made is a fix for it ('my fix for laptop overheating when gaming').
  if (kind === 'problem') return `fix for ${problemInGeneral(label.replace(/^(?:a|an|the)\s+/i, '')).form}`;
  // Something one does makes no thing ('meal prep for busy parents', 'adopting a rescue cat'): what one shows of it is a
  // write-up of how one went about it. 'I put together an approach to adopting a rescue cat' is no sentence a member writes.
  if (kind === 'practice' && !parsed?.goal) return `write-up on ${label}`;
  // A subject the query teaches ('dividend stocks for beginners') is shown as a guide to it, never as the poster's stocks.
  // Unless the query says the user made it ('a pixel art game I made for beginners').
  if (parsed?.forWhom && !parsed.madeAs) return `guide to ${label.replace(/^(?:a|an|the|my|our)\s+/i, '')} for ${parsed.forWhom}`;
  const product = parsed?.product ?? label;
  const first = product.split(/\s+/)[0] ?? '';
  // 'two weeks in Japan' is a plan; 'a two-player card game' is a thing.
  if (
    /^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|several)\s+(?:\w+\s+)?(?:days?|nights?|weeks?|weekends?|months?|years?|hours?)\b/i.test(
      product,
    )
  )
    return `plan for ${label}`;
  // A trip or an event is nothing one made or built: what one shows of it is a write-up ('a write-up on my solo backpacking
  // trip through Vietnam', never 'The world needed another solo backpacking trip through Vietnam' or 'it is [what it does]').
  const head =
    product
      .split(/\s+(?=(?:for|in|on|with|at|from|through|across|around|to|of)\s)/)[0]!
      .split(/\s+/)
      .pop() ?? '';
  if (EVENT_HEAD.test(head)) return `write-up on ${label.replace(/^(?:a|an|the|our)\s+/i, 'my ')}`;
  // After an article the -ing word qualifies a thing ('a reading tracker'), it names no activity.
  const thing = /^(?:a|an|the|my|our)\s/i.test(label);
  if (!parsed?.goal && !thing && isGerund(first)) return `write-up on ${label}`;
  if (!product.includes(' ') && /^\p{Lu}/u.test(product)) return `${product} project`;
  // Things for a purpose the query does not say are the poster's ('audiobooks for a long commute') are no product of
  // theirs: what one shows of them is a pick ('my list of audiobooks for a long commute'), not 'my audiobooks'.
  if (parsed?.audience && !parsed.goal && isPlural(product) && !/^(?:my|our)\s/i.test(label)) return `list of ${label}`;
  // Who it is for belongs to what it is ('email marketing for a small bakery').
  if (parsed?.audience && !parsed.goal) return label.replace(/^(?:a|an|the|my|our|your|their)\s+/i, '');
  return product;
}

/** Heads of a trip or an event one went through, not a thing one made. */
const EVENT_HEAD =
  /^(?:trips?|vacations?|holidays?|journeys?|tours?|honeymoons?|treks?|hikes?|visits?|stays?|relocations?|move|weddings?|getaways?|road-?trips?)$/i;

/** Work on a thing and the project it makes ('restoring' → 'restoration'). */
const PROJECT_OF: Record<string, string> = {
  restoring: 'restoration',
  renovating: 'renovation',
  remodeling: 'remodel',
  remodelling: 'remodel',
  building: 'build',
  rebuilding: 'rebuild',
  converting: 'conversion',
  refinishing: 'refinishing project',
  upgrading: 'upgrade',
  modding: 'mod',
};

/**
 * Whether a thing is a name that stands without an article ('Visual Studio', 'Nintendo'): capitalised to its head. A
 * name or an acronym qualifying a common noun is one of many ('a CLI tool for renaming photos', 'an Etsy shop').
 */
const isNamed = (thing: string) => isProperName(thing.split(QUALIFIER)[0]!);

/** What a showcase says was built rather than made, and may offer a link to. */
// A service is software only when it says so ('an API service'); 'a resume writing service' is a business one starts.
export const SOFTWARE =
  /\b(app|apps|tool|site|website|web ?app|game|plugin|bot|extension|script|library|saas|platform|api|software|program|mod|add-?on|dashboard|(?:web|api|cloud|backend|micro|hosting|streaming|saas|sms|ai)[ -]?services?)\b/i;
/** How a work is made, as its makers say it: 'I wrote a novel', 'I recorded an EP', never 'I made a novel'. */
const MADE_AS: [RegExp, string][] = [
  [/\b(novel|book|story|short story|poem|essay|article|blog post|screenplay|fanfic|memoir|manuscript|zine|newsletter)$/i, 'wrote'],
  [/\b(ep|album|song|track|mixtape|single|podcast|demo|cover)$/i, 'recorded'],
  [/\b(painting|portrait|mural|watercolou?r)$/i, 'painted'],
  [/\b(drawing|sketch|comic|illustration)$/i, 'drew'],
  [/\b(bread|cake|pie|sourdough|loaf|pastry|bagels?)$/i, 'baked'],
  [/\b(short film|film|documentary|music video|timelapse)$/i, 'shot'],
  [/\b(photo|picture|shot|panorama|portrait photo)$/i, 'took'],
  [
    /\b(shop|store|business|salon|studio|bakery|cafe|café|restaurant|boutique|brand|agency|startup|company|clinic|service|practice|consultancy)$/i,
    'started',
  ],
  // A build, a restoration or a renovation is finished, never made ('I made a cheap gaming PC build').
  [/\b(build|restoration|renovation|remodel|conversion|makeover|upgrade|rebuild|overhaul|refinishing project)$/i, 'finished'],
];

/** How a work is made, read by its head before what qualifies it: 'an Etsy shop for handmade leather wallets' was started. */
/**
 * A thing shown without what qualifies it or what it does: 'an Etsy shop for handmade leather wallets' → 'an Etsy shop',
 * 'app tracking habits' → 'app' (a made work before a doing; 'trail running shoes' stays whole).
 */
function thingHead(thing: string): string {
  return workBeforeDoing(thing) ?? thing.split(/\s+(?=(?:for|in|on|with|at|from|using|by|through|about|of)\s)/)[0]!;
}

/** A thing shown that is a mass by its head word ('sourdough bread'): never one of several. */
const isMassThing = (thing: string) => MASS.test(thingHead(thing).split(/\s+/).pop() ?? '');

/** Someone else's thing the poster shows ('my grandma's sewing machine'): shared, never made by them. */
/** A thing that opens on whose it is ('dad's 1972 Datsun'), and the poster's own of someone's ('my dad's …'). */
const WHOSE_FIRST = new RegExp(`^${WHOSE}\\s`, 'u');
const MY_WHOSE = new RegExp(`^my\\s+${WHOSE}\\s`, 'iu');
const SOMEONES = /^(?:my\s+|our\s+)?(?:\p{L}+\s+)?\p{L}+['’]s\s+\S/u;

const madeAsOf = (thing: string) => {
  const head = thingHead(thing);
  return MADE_AS.find(([re]) => re.test(head))?.[1] ?? 'made';
};

/** Nouns of people a community talks about ('players', 'fans'): who one talks to, never a field one is into. */
const PEOPLE_NOUN =
  /^(?:players|fans|people|users|guys|kids|teams|members|folks|customers|clients|friends|parents|students|owners|buyers|sellers|viewers|readers|listeners|subscribers|followers|employees|managers|coaches|referees|refs)$/i;

/** The placeholders a post's texts can use. */
export function postVars(
  topic: Topic | ParsedQuery,
  sub: string,
  kw: readonly string[],
  items: number,
  cite: string | null = null,
  doing: (phrase: string) => boolean = () => false,
  kind?: TopicKind,
  handled: (phrase: string) => boolean = doing,
): Record<string, string> {
  // A showcase shows a thing: the product a query names ('launching a budgeting app'), else a plan for the work ('hiring our first marketer').
  const parsed = 'product' in topic ? topic : null;
  const thing = showcased(topic, parsed, kind);
  // Whether what is shown is several things, by its head ('app tracking habits' is one app).
  const many = isPlural(thingHead(thing));
  // The poster's own as the query says it ('promoting my first EP' shows 'my first EP', not 'a first EP').
  // So is someone of theirs' ('restoring my dad's 1972 Datsun' shows 'my dad's 1972 Datsun restoration').
  const own =
    ` ${topic.label.toLowerCase()} `.includes(` my ${thing.toLowerCase()} `) ||
    ` ${topic.label.toLowerCase()} `.includes(` my ${thing.toLowerCase().match(WHOSE_FIRST)?.[0] ?? '\0'}`);
  // Things shown in the plural or a mass are the poster's ('my soy candles', 'my sourdough bread'); a name stands as it is.
  const aThing =
    /^(a|an|the|my|our|your)\s/i.test(thing) || isNamed(thing)
      ? thing.replace(/^(the|our|your)\s/i, 'my ')
      : many || own || isMassThing(thing)
        ? `my ${thing}`
        : fixArticles(`a ${thing}`);
  // What the query says beyond the thing ('a workbench in a small garage' → ' in a small garage'): a showcase keeps it.
  const at = topic.label.toLowerCase().indexOf(thing.toLowerCase());
  const rest = at >= 0 && thing !== topic.label ? topic.label.slice(at + thing.length) : '';
  // Things shown in the plural that the query does not say are the poster's work ('photos') were not
  // necessarily made by them: 'I made my photos' reads wrong, 'I am sharing my photos' does not.
  const made = parsed?.madeAs
    ? parsed.madeAs
    : parsed?.goal === 'start'
      ? 'started'
      : parsed?.goal === 'build'
        ? 'built'
        : SOFTWARE.test(thing)
          ? 'built'
          : /^(plan|write-up|list) /.test(thing)
            ? 'put together'
            : (many && !own) || SOMEONES.test(thing)
              ? 'am sharing'
              : madeAsOf(thing);
  return {
    thing,
    aThing,
    // After the verb of making, a single thing is new to the reader: 'I made a pixel art roguelike', not 'I made my …'.
    // Things or a mass the user says they made are bare after it: 'I grew tomatoes', 'I baked sourdough bread', never 'I grew my tomatoes'.
    // Whose it is stays: 'my dad's 1972 Datsun restoration' is never 'a dad's…'.
    aMade:
      /^my\s/i.test(aThing) && !isNamed(thing) && !SOMEONES.test(thing) && !MY_WHOSE.test(aThing)
        ? many || isMassThing(thing)
          ? parsed?.madeAs
            ? aThing.replace(/^my\s+/i, '')
            : aThing
          : fixArticles(aThing.replace(/^my\s+/i, 'a '))
        : aThing,
    // Said again after the title shows it, it is the poster's: 'About my true crime podcast:', never 'About a true crime podcast:'.
    myThing: aThing.replace(/^an?\s/i, 'my '),
    // What it does stays with it too ('a site that visualizes your Spotify history', never 'My site: feedback welcome').
    // Where it is, after the poster's own thing, is no second 'my': 'my deck in the backyard', never 'my deck in my backyard'.
    where: /^\s+(?:in|for|on|with|at|from|using|that|which)\s+\S/i.test(rest)
      ? rest.replace(/^(\s+(?:in|on|at)\s+)(?:my|our)\s/i, '$1the ')
      : '',
    AThing: capitalise(aThing),
    made,
    // A title opening on the verb ('Wrote a novel', 'Started a candle shop', 'Sharing my photos').
    Made: made === 'am sharing' ? 'Sharing' : capitalise(made),
    // Pronouns for the thing shown, agreeing with it ('my soy candles: they are …').
    thingIt: many ? 'them' : 'it',
    HereIs: many ? 'Here are' : 'Here is',
    // 'The world needed more Notion templates, so here are mine', never 'another Notion templates'.
    another: many || isMassThing(thing) ? 'more' : 'another',
    hereIsMine: many ? 'here are mine' : 'here is mine',
    thingIs: many ? 'they are' : 'it is',
    ThingIs: many ? 'They are' : 'It is',
    ThingSubject: many ? 'They' : 'It',
    thingSubject: many ? 'they' : 'it',
    thingDoes: many ? 'they do' : 'it does',
    software: SOFTWARE.test(thing) ? 'yes' : 'no',
    cite: cite ?? '',
    // A showcase of a launch says so ('launching a budgeting app' is about the launch, not only the app).
    launch: parsed?.goal === 'launch' ? ' It launches soon.' : '',
    topic: topic.label,
    Topic: capitalise(topic.label),
    topicNoun: 'noun' in topic ? topic.noun : topic.label,
    Question: topic.question ?? capitalise(topic.label) + '?',
    sub,
    // Phrases that fit a sentence handling them; a slot without one drops its clause or sentence (say).
    kw: kw[0] ?? '',
    kw2: kw[1] ?? '',
    kw3: kw[2] ?? '',
    kw4: kw[3] ?? '',
    kw5: kw[4] ?? '',
    kw6: kw[5] ?? '',
    // The same phrases where they name something one does ('meal prep'), for sentences that handle a practice.
    ...Object.fromEntries(kw.slice(0, 6).map((k, i) => [`act${i === 0 ? '' : i + 1}`, doing(k) ? k : ''])),
    // Where they name something one does or handles as one's own ('my grind size'), for sentences that presuppose using it.
    ...Object.fromEntries(kw.slice(0, 6).map((k, i) => [`use${i === 0 ? '' : i + 1}`, doing(k) || handled(k) ? k : ''])),
    // Where they name a field one is into ('woodworking', 'sheds'), not one thing ('the cat tower'): 'anyone here into {into}'.
    // People are no field ('anyone into players'): a slot they would fill drops its clause.
    ...Object.fromEntries(kw.slice(0, 6).map((k, i) => [`into${i === 0 ? '' : i + 1}`, /^the\s/i.test(k) || PEOPLE_NOUN.test(k) ? '' : k])),
    // Where the topic has parts (not a name or someone), the phrases as parts of it.
    ...Object.fromEntries(kw.slice(0, 6).map((k, i) => [`part${i === 0 ? '' : i + 1}`, kind === 'name' || kind === 'someone' ? '' : k])),
    topicAct: doing(topic.label) ? topic.label : '',
    Kw: capitalise(kw[0] ?? ''),
    Kw2: capitalise(kw[1] ?? ''),
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

/**
 * An Expert body as prose, for a community whose members rarely open a line with a bold label
 * (decision 042): '**Context.** What changed.' loses its label, a labelled ask reads 'Baseline:
 * [..]' and rides in the paragraph before it, a bold heading becomes 'What changed:'. Lists stay.
 */
export function unlabelled(body: string): string {
  const parts = body.split(/\n{2,}/).map((p) =>
    p
      // A heading standing alone ('**What changed**') leads its list.
      .replace(/^\*\*([^*\n]+?)\*\*$/, (_m, h: string) => `${h.replace(/[.:]$/, '')}:`)
      // A label before an ask keeps its words ('Baseline: [..]'); before a sentence of its own it goes.
      .replace(/^\*\*([^*\n]+?)[.:]?\*\*\s+(?=\[)/, (_m, l: string) => `${l}: `)
      // Mid-sentence, an ask reads as a clause: 'Baseline: [what it looked like].', not '[What it looked like.]'.
      .replace(
        /^([^[\n]{1,40}): \[(\p{Lu})([^\]\n]*?)\.?\]\.?/u,
        (_m, l: string, c: string, rest: string) => `${l}: [${c.toLowerCase()}${rest}].`,
      )
      // Before a doing that is no sentence alone ('**Common mistake.** Skipping the basics.') it keeps its words too.
      .replace(/^\*\*([^*\n]+?)[.:]?\*\*\s+(\p{Lu})(?=\p{Ll}+ing\b)/u, (_m, l: string, first: string) => `${l}: ${first.toLowerCase()}`)
      .replace(/^\*\*[^*\n]+?\*\*\s+/, ''),
  );
  return paragraphs(parts);
}
