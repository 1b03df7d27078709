/**
 * Posts of the built-in engine: a template's structure in a writing style's voice, about the user's
 * search query, grounded in the community (keywords related to the query, its hashtags and real
 * flairs, its typical title length and the title shapes that do best there). Seeded: equal inputs
 * and nonce give equal posts.
 */
import type { GeneratedPost, PostTemplate, WritingStyle } from '@subreddit-signal/contract';
import { TEXT_LIMITS } from '@subreddit-signal/contract';
import {
  articleUse,
  countedAcronym,
  countedHead,
  isGenericAlone,
  isThing,
  isPersonAttribute,
  isVagueAlone,
  needsArticle,
  startsWithName,
  takesThe,
  topicMaterial,
  countedNoun,
  writtenAsOne,
} from '../material';
import {
  asWritten,
  casedAsWritten,
  escapeRe,
  isActivity,
  isHandled,
  isOwned,
  namedInSentences,
  perProfile,
  phraseRole,
} from '../phrase-role';
import { flairFor, queryHashtag, relatedKeywords, relatedTopTitle, topicHashtags, type CommunityProfile } from '../community';
import { onceOnly } from '../once';
import type { PostsInput } from '../port';
import { hashSeed, rng, type Rng } from '../random';
import { fixArticles, parseQuery, saysMade, type ParsedQuery } from '../query';
import { offRegister } from '../register';
import { argues } from '../opinion';
import { repeatsAfter } from '../quality/artefacts';
import { relatesToTopic } from '../relation';
import { sentences } from '../quality/words';
import {
  COUNTED_WORK,
  PEOPLES_ADJECTIVE,
  bodyFingerprint,
  capitalise,
  clip,
  isPlural,
  isProperName,
  plural,
  singularOf,
  tidy,
} from '../text';
import { discussion } from './discussion';
import { EXPLAINED_WRITERS } from './explained';
import { namesLine, topicNames, withNamesLine } from './names-line';
import { guide } from './guide';
import {
  PERSONIFIES,
  TOPIC_FOR,
  SOFTWARE,
  doingWithObject,
  postVars,
  say,
  unlabelled,
  voice,
  type Item,
  type TemplateWriter,
  type TitleFrame,
  type WriteContext,
} from './kit';
import { projectShowcase } from './project-showcase';
import { cutFromLonger } from './idea-topic-fit';
import { questionHelp } from './question-help';
import { successStory } from './success-story';
import { topicFor, topicKind, type TopicKind } from './topic-forms';

export const WRITERS: Record<PostTemplate, TemplateWriter> = {
  'Success story': successStory,
  'Question/Help': questionHelp,
  'Guide / Tutorial': guide,
  Discussion: discussion,
  'Project showcase': projectShowcase,
};

/** A subject asked to be explained has templates of its own: it is understood and explained, never owned or made. */
const writerFor = (template: PostTemplate, kind: TopicKind): TemplateWriter =>
  kind === 'explained' ? EXPLAINED_WRITERS[template] : WRITERS[template];

/** List items per style (shifted by one for communities with long or short posts). */
const STYLE_ITEMS: Record<WritingStyle, number> = { Brief: 3, Sarcastic: 3, Friendly: 4, Expert: 5 };
const STYLE_HASHTAGS: Record<WritingStyle, number> = { Brief: 2, Sarcastic: 3, Friendly: 3, Expert: 4 };
/** {kw} … {kw6}. */
const KW_SLOTS = 6;
/** Phrases kept for a post's slots and the spares that replace a repeat (keywordsFor takes eight). */
const MAX_PHRASES = 8;
const BRIEF_TITLE_MAX = 55;
/** Communities where fewer text posts than this open a line with a bold label get Expert posts without labels. */
const LABELS_BELOW = 0.05;
/** Communities where fewer text posts than this carry a list write their steps as prose. */
const PROSE_BELOW = 0.08;

function itemsFor(style: WritingStyle, c: CommunityProfile): number {
  if (style === 'Brief') return c.avgBodyLength > 0 && c.avgBodyLength < 350 ? 2 : 3;
  const shift = c.avgBodyLength > 900 ? 1 : c.avgBodyLength > 0 && c.avgBodyLength < 350 ? -1 : 0;
  return Math.max(2, Math.min(6, STYLE_ITEMS[style] + shift));
}

/** A topic that says whom it is for ('telescopes for kids'): the filled title holds two audiences. */
const SAYS_FOR = /\bfor\b.*\bfor\b/i;

/** Posts opening on a tag, in brackets or parentheses, for the tag to be the community's own. */
const TAG_USES = 2;
/** Whether members open titles with the tag ('[help]', '(help)', '[Help Needed]'). */
const opensWithTag = perProfile((c, tag): boolean => {
  let uses = 0;
  for (const t of c.texts ?? []) {
    const title = t.trimStart();
    if ((title[0] === '[' || title[0] === '(') && title.slice(1, 1 + tag.length).toLowerCase() === tag && ++uses >= TAG_USES) return true;
  }
  return false;
});

/** How much a title frame suits the style and the community (its shape's lift, its length). */
function frameWeight(
  frame: TitleFrame,
  text: string,
  style: WritingStyle,
  c: CommunityProfile,
  template: PostTemplate,
  kind: TopicKind,
  chosable = true,
  ownTopic = false,
  doing = false,
  runs = false,
  makes = true,
): number {
  // 'I stuck with an espresso grinder and it paid off': a frame said of a practice is none for an object or a trip.
  if (frame.kinds && !frame.kinds.includes(kind)) return 0;
  // 'Help: getting a toddler to sleep is winning and I am not': a doing with an object is never spoken of as a person,
  // nor a thing of anyone's ('resume tips').
  // Nor is a trip or a stay ('Help: two weeks in Japan are winning and I am not').
  if ((doing || kind === 'plan' || (kind === 'thing' && !ownTopic)) && PERSONIFIES.test(frame.text)) return 0;
  // 'Telescopes for kids for beginners': a topic that says whom it is for takes no second audience.
  if (TOPIC_FOR.test(frame.text) && SAYS_FOR.test(text)) return 0;
  if (frame.chosen && !chosable) return 0;
  if (frame.argued && !argues(c)) return 0;
  if (frame.owned && kind === 'thing' && !chosable) return 0;
  if (frame.anyones && ownTopic) return 0;
  if (frame.runs && !runs) return 0;
  if (frame.made && kind === 'thing' && !makes) return 0;
  if (frame.done && /\bbeing an?\s/i.test(text)) return 0;
  // 'I finally got getting my toddler to sleep right', 'Getting started with getting…': the topic's own 'getting' says it.
  if (/\b(?:get|got|getting)\s+(?:started\s+with\s+)?getting\b/i.test(text)) return 0;
  // A title that counts its list ('5 steps') needs a list to count: Brief folds it into a sentence except in guides.
  if (style === 'Brief' && template !== 'Guide / Tutorial' && frame.text.includes('{N}')) return 0;
  // Nor does a community that writes prose: its steps go in a paragraph.
  if ((c.listShare ?? 1) < PROSE_BELOW && frame.text.includes('{N}')) return 0;
  // A frame that handles the topic as a practice ('Stuck with {topicAct}') is none for an object or a name.
  if (!text) return 0;
  let w = frame.weight ?? 1;
  if (frame.styles) {
    if (!frame.styles.includes(style)) return 0;
    w *= 3;
  } else if (style === 'Brief') w *= text.length <= BRIEF_TITLE_MAX ? 1 : 0.15;
  else if (style === 'Sarcastic') w *= 0.3;
  const stat = frame.pattern ? c.titlePatterns.find((p) => p.pattern === frame.pattern) : undefined;
  if (stat) w *= stat.lift * stat.lift;
  // A tag members never open a title with ('[Showcase]' in r/food, '[Help]' in r/history) is out of the community's voice.
  const tag = frame.pattern === 'bracket' ? /^\[([^\]]+)\]/.exec(frame.text)?.[1] : undefined;
  if (tag && !opensWithTag(c, tag.toLowerCase())) return 0;
  const target = style === 'Brief' ? Math.min(45, c.avgTitleLength || 45) : Math.max(35, Math.min(110, c.avgTitleLength || 70));
  return w / (1 + Math.abs(text.length - target) / target);
}

/**
 * Whether the topic is something one picks or buys: a product the query names ('a stock screener
 * app'), or a thing members write as one they own or bought ('my glasses', 'bought a grinder'). Not
 * 'water' or 'bears': 'What do you look for in bears?' is no post.
 */
function isChosable(c: CommunityProfile, topic: ParsedQuery): boolean {
  const label = topic.label.replace(/^(?:a|an|the|my|our|your)\s+/i, '');
  const head =
    label
      .split(/\s+(?:for|of|in|on|with|at|from|about|to|that|which)\s/)[0]!
      .split(/\s+/)
      .pop() ?? label;
  return SOFTWARE.test(head) || /^services?$/i.test(head) || isOwned(c, label) || isOwned(c, head);
}

/** Heads of machines and setups, things one gets working ('my 3D printer', 'a homelab', 'a budget gaming PC build'). */
const MACHINE =
  /^(?:setup|rig|build|server|printer|machine|grinder|camera|engine|car|truck|bike|motorcycle|console|pc|computer|laptop|router|network|controller|keyboard|drone|robot|arduino|pi|circuit|pedal|amp|synth|telescope|homelab|lab|nas|system|pipeline|model|workflow|automation|sprinkler|irrigation|heater|furnace|boiler|pump|radio|antenna|speaker|speakers|headphones|tv|projector|emulator|mod|modpack|script|bot)$/i;

/** Whether the topic is a thing that runs or works: software, a machine, a setup (the head before what qualifies it). */
function runsOrWorks(label: string): boolean {
  const head =
    label
      .split(/\s+(?:for|of|in|on|with|at|from|about|to|that|which|I|we)\s/)[0]!
      .split(/\s+/)
      .pop() ?? '';
  return SOFTWARE.test(head) || MACHINE.test(head);
}

/** Frames in a weighted random order, without repeats. */
function frameOrder(r: Rng, frames: { frame: TitleFrame; weight: number }[]): TitleFrame[] {
  const left = frames.filter((f) => f.weight > 0);
  const out: TitleFrame[] = [];
  while (left.length > 0) {
    const chosen = r.weighted(left, (f) => f.weight);
    out.push(chosen.frame);
    left.splice(left.indexOf(chosen), 1);
  }
  return out;
}

/**
 * Phrases a post's sentences name (up to six, rotated so posts of a batch lead with different
 * ones). Never padded: with fewer, sentences needing one lose that clause or are left out.
 */
function keywordsFor(related: readonly string[], offset: number): string[] {
  const pool = related.slice(0, 8);
  const rotated = pool.length > 0 ? [...pool.slice(offset % pool.length), ...pool.slice(0, offset % pool.length)] : [];
  return rotated.slice(0, KW_SLOTS);
}

/**
 * What the community's members write on the topic that a sentence can handle as part of it
 * (material.ts: things and activities, not people, places, occasions or other names), then its
 * analysis keywords its posts use with the topic, by the same role test; none that names the topic
 * itself, since a text names it once.
 */
function communityPhrases(c: CommunityProfile, topic: ParsedQuery, withTopic: readonly string[]): string[] {
  // The topic's words in either number: 'lens' beside the topic 'lenses' names it again ('about lenses and it').
  const own = new Set(
    topic.words.flatMap((w) => [w.toLowerCase(), singularOf(w.toLowerCase()) ?? '', plural(w.toLowerCase())]).filter(Boolean),
  );
  const register = new Set(c.registerTerms ?? []);
  const out: string[] = [];
  const material = topicMaterial(c, topic);
  const aspects = material.aspects.length;
  let generic = 0;
  for (const [i, p] of [...material.aspects, ...(material.onTopic ? withTopic : [])].entries()) {
    // Enough for every slot: the rest (and their role tests, each a read of the posts) are not needed.
    if (out.length + generic >= MAX_PHRASES) break;
    if (i >= aspects && phraseRole(c, p) !== 'thing') continue;
    const words = p.toLowerCase().split(/\s+/);
    if (words.some((w) => own.has(w))) continue;
    // A trade word a few of its posts use ('customer service' in r/boardgames) is still out of its register.
    if (offRegister(p, register, topic.label).length > 0) continue;
    // A piece of a longer phrase ('the freelance web', 'the reasonable amount') names nothing.
    if (cutFromLonger(c, p)) continue;
    // A generic word keeps its place in the ranking: the post says less rather than reach for a weaker phrase.
    if (isGenericAlone(p)) {
      generic++;
      continue;
    }
    // A phrase its posts on the topic do not write clearly more than its posts at large ('the recipe' for cast-iron care,
    // 'the car payment' for student loans) is no part of it: the sentence loses that clause instead (relation.ts).
    if (!relatesToTopic(c, p, topic)) continue;
    if (isVagueAlone(p) || isPersonAttribute(p) || (!/\s/.test(p) && /^\p{Ll}/u.test(p) && (c.texts?.length ?? 0) > 0 && !isThing(c, p)))
      continue;
    // A phrase ending in a people's adjective ('north american' of 'the North American server') qualifies a noun it lost.
    if (/\s/.test(p) && PEOPLES_ADJECTIVE.test(p)) continue;
    // A name takes 'the' where its members write it so ('the NBA Finals').
    // A singular compound members count and write in the plural too ('credit unions') is written so: never 'the threads here on
    // credit union'; a mass ('olive oil') members never write in the plural stays as it is.
    // A word members spell otherwise ('ipad' → 'the iPad', 'wordpress' → 'WordPress') is written their way.
    const cased = casedAsWritten(c, p);
    // Written as a name ('Howling Abyss', 'Project Euler'), a phrase is handled only where members handle it as a thing.
    if (/\s/.test(p) && cased !== p && /\p{Lu}/u.test(cased) && phraseRole(c, cased) !== 'thing') continue;
    // An acronym members count is one of many in general ('DSLRs', never 'a note on DSLR').
    const form = isProperName(p)
      ? countedAcronym(c, p)
        ? `${p}s`
        : asWritten(c, p)
      : cased !== p
        ? /^\p{Lu}/u.test(cased)
          ? asWritten(c, cased)
          : commonForm(c, cased)
        : takesThe(c, p)
          ? `the ${p}`
          : /\s/.test(p) && !isPlural(p) && !/ing$/.test(p) && countedHead(c, p)
            ? // Counted, but never written in the plural here: one of them, never bare ('who know fire pit').
              phraseRole(c, pluralPhrase(p)) === 'thing'
              ? pluralPhrase(p)
              : `the ${p}`
            : /\s/.test(p) && !isPlural(p) && !/ing$/.test(p) && writtenAsOne(c, p)
              ? // One thing of someone's ('my fire pit', 'a stone fire pit'): the thing, never bare ('who know fire pit').
                `the ${p}`
              : commonForm(c, p);
    // 'LCS' and 'lcs' are one phrase written twice ('People here know the LCS and the LCS').
    // 'finances' beside 'personal finances' says one thing twice ('personal finances and finances').
    // 'comp sci' beside 'Computer Science' is one field named twice ('from comp sci to Computer Science').
    if (
      out.some(
        (o) =>
          bare(o) === bare(form) ||
          endsWithWords(bare(o), bare(form)) ||
          endsWithWords(bare(form), bare(o)) ||
          shortFor(bare(o), bare(form)) ||
          shortFor(bare(form), bare(o)),
      )
    )
      continue;
    out.push(form);
  }
  return out;
}

/** Whether one phrase shortens the other word by word ('comp sci' of 'computer science', 'dev ops' of 'development operations'). */
function shortFor(short: string, long: string): boolean {
  const a = short.toLowerCase().split(/\s+/);
  const b = long.toLowerCase().split(/\s+/);
  return a.length === b.length && a.join(' ') !== b.join(' ') && a.every((w, i) => w.length >= 2 && b[i]!.startsWith(w));
}

/**
 * A lone word any community's posts use of whatever they discuss ('problem', 'product', 'price'):
 * 'Has your approach to the problem changed over the years?' says nothing of this community or topic (decision 055).
 */

/** A phrase as a whole-words global pattern, compiled once per phrase (every post asks again; issue 27); replace() starts it at 0. */
const PHRASE_PATTERNS = new Map<string, RegExp>();
function wholePhrase(phrase: string): RegExp {
  let re = PHRASE_PATTERNS.get(phrase);
  if (!re) {
    if (PHRASE_PATTERNS.size >= 10_000) PHRASE_PATTERNS.clear();
    re = new RegExp(`\\b${escapeRe(phrase)}\\b`, 'g');
    PHRASE_PATTERNS.set(phrase, re);
  }
  return re;
}

/**
 * A two-word phrase of the community said a second time reads like a bot ('… on grind size …
 * on grind size'): later mentions take one of its phrases the text does not use yet, while any are left.
 */
export function varyRepeats(texts: string[], used: readonly string[], spare: readonly string[]): string[] {
  const out = [...texts];
  const left = [...spare];
  for (const phrase of new Set(used)) {
    if (!/\s/.test(phrase.replace(/^the\s+/, ''))) continue;
    const re = wholePhrase(phrase);
    let seen = 0;
    for (let t = 0; t < out.length; t++) {
      out[t] = out[t]!.replace(re, (m) => {
        seen++;
        if (seen === 1) return m;
        const next = left.findIndex((x) => !out.some((o) => o.includes(x)));
        if (next < 0) return m;
        return asNounPhrase(left.splice(next, 1)[0]!);
      });
    }
  }
  return out.map(fixArticles);
}

/** A lone common noun reads as a thing with its article ('the grinder'); names, plurals and phrases stand as they are. */
/** 'credit union' → 'credit unions'. */
const pluralPhrase = (p: string) => p.replace(/(\S+)$/, (w) => plural(w));

/** Whether a phrase ends with another's words ('personal finances', 'finances'). */
const endsWithWords = (long: string, short: string) => long.length > short.length && long.endsWith(` ${short}`);

/** A phrase as one thing, whatever its article or case ('the LCS', 'lcs'). */
const bare = (p: string) => p.toLowerCase().replace(/^the\s+/, '');

/**
 * A lone common noun as members write it in general: with 'the' where they write it so in a third of its posts ('the
 * market'), in the plural where they count it ('stocks', 'sales': never 'a note on the stock' for stocks in general),
 * else with 'the' ('the grinder').
 */
const commonForm = (c: CommunityProfile, p: string): string => {
  if (/\s/.test(p) || /^\p{Lu}/u.test(p) || isPlural(p) || /ing$/.test(p)) return p;
  const { uses, withThe } = articleUse(c, p);
  if (uses >= 3 && withThe * 3 >= uses) return `the ${p}`;
  return countedNoun(c, p) ? plural(p) : `the ${p}`;
};

function asNounPhrase(p: string): string {
  if (/\s/.test(p) || /^\p{Lu}/u.test(p) || isPlural(p) || /ing$/.test(p)) return p;
  return `the ${p}`;
}

interface Plan {
  community: CommunityProfile;
  topic: ParsedQuery;
  template: PostTemplate;
  style: WritingStyle;
  related: string[];
  /** Hashtags for the batch: the query's own, then the community's that its members use with the topic. */
  tags: string[];
  r: Rng;
  batch: number;
  itemUse: Map<Item, number>;
  /** A real thread of the community on the topic, quoted where a post points to one. */
  cite: string | null;
  /** The community's own phrases around the topic, then its related keywords. */
  phrases: string[];
  /** Names its posts on the topic write ('the Spurs'): said only where a sentence talks about them. */
  names: string[];
  /** The community's flair that suits the template and topic (none when none does). */
  flairs: string[];
  kind: TopicKind;
}

/**
 * `slot` is the post's place in the batch (not the attempt): posts of one batch take different wordings.
 * `repeated`: the call to action says a phrase of the body again, or the body one of its own (repeatedPhrases).
 */
function writeOne(p: Plan, frames: readonly TitleFrame[], index: number, slot: number): { post: GeneratedPost; repeated: () => boolean } {
  const { community: c, style } = p;
  const r = p.r.fork(`post:${index}`);
  const kw = keywordsFor(p.phrases, index);
  const items = itemsFor(style, c);
  const vars = postVars(
    p.topic,
    `r/${c.name}`,
    kw,
    items,
    p.cite,
    (k) => isActivity(c, k),
    p.kind,
    (k) => isHandled(c, k),
  );
  const prose = (c.listShare ?? 1) < PROSE_BELOW;
  const ctx: WriteContext = {
    style,
    r,
    topic: p.topic,
    sub: `r/${c.name}`,
    kw,
    items,
    vars,
    batch: p.batch,
    slot,
    calls: 0,
    itemUse: p.itemUse,
    prose,
    kind: p.kind,
  };
  const writer = writerFor(p.template, p.kind);
  // Body and call to action are one text: the topic is named once in it, then referred to.
  const spare = p.phrases.filter((x) => !kw.includes(asNounPhrase(x)) && !kw.includes(x));
  // The names members talk about around the topic, in a sentence that says they talk about them (names-line.ts).
  // Expert's labelled sections where members use them; prose where they rarely do (unlabelled).
  const written = style === 'Expert' && (c.headingShare ?? 1) < LABELS_BELOW ? unlabelled(tidy(writer.body(ctx))) : tidy(writer.body(ctx));
  const varied = varyRepeats([written], kw, spare)[0]!;
  // Names only: a phrase added beside one name (decision 055) read 'the threads here on Vanguard Total Stock and the
  // negative effect' where the phrase came from co-occurrence alone; recurring sentences stayed at 3.3 % without it.
  const talk = namesLine(p.names, style, p.batch, slot);
  const [body] = onceOnly([withNamesLine(varied, talk, style)], p.topic);
  // The body's phrases are read once, for the closing lines tried and for the one kept.
  const repeats = repeatsAfter(body!, p.topic.words);
  const cta = onceOnly([body!, varyRepeats([body!, closingLine(ctx, writer, repeats)], kw, spare)[1]!], p.topic)[1]!;
  // A title counts the list as written (items the material could not fill are left out); under three, it counts nothing.
  // A new vars object, not an edit: unsaid() keeps its answer for the object it was given.
  if (ctx.listed !== undefined) ctx.vars = { ...ctx.vars, N: String(ctx.listed) };
  const counted = (f: TitleFrame) => !f.text.includes('{N}') || (ctx.listed ?? 0) >= 3;
  const frame = [...frames.slice(index % frames.length), ...frames].find(counted) ?? frames[index % frames.length]!;
  const post = {
    title: clip(capitalise(onceOnly([say(ctx, frame.text)], p.topic)[0]!), TEXT_LIMITS.title),
    flairs: [...p.flairs],
    body: body!,
    callToAction: cta,
    hashTags: rotate(p.tags, index).slice(0, STYLE_HASHTAGS[style]),
  };
  return { post, repeated: () => repeats(cta) };
}

/** The call to action for the style that repeats no phrase of the body ('love to hear' twice), starting from the batch's pick. */
function closingLine(ctx: WriteContext, writer: TemplateWriter, repeats: (cta: string) => boolean): string {
  // A closing line keeps its phrase or is the plain one: 'Happy to answer questions about any of it' without its phrase is every post's.
  const first = voice(ctx, writer.cta, { whole: true }) || (writer.plainCta ?? PLAIN_CTA)[ctx.style];
  const options = [first, ...writer.cta[ctx.style].map((o) => say(ctx, o)).filter((o) => o && o !== first)];
  return options.find((cta) => !repeats(cta)) ?? first;
}

/** A closing line when no wording of the template's can be filled from the community's material, and it has none of its own. */
const PLAIN_CTA: Record<WritingStyle, string> = {
  Friendly: 'Any thoughts welcome.',
  Expert: 'Corrections welcome.',
  Sarcastic: 'Disagree below.',
  Brief: 'Thoughts?',
};

/** The query's tag first, the community's related ones rotated after it, so posts of a batch vary them. */
function rotate(tags: readonly string[], by: number): string[] {
  const [first, ...rest] = tags;
  if (!first) return [];
  const k = rest.length > 0 ? by % rest.length : 0;
  return [first, ...rest.slice(k), ...rest.slice(0, k)];
}

/** A body's first sentence of four words or more: posts of a batch should not open alike. */
const opening = (body: string) => sentences(body).find((x) => x.split(/\s+/).length >= 4) ?? '';

/** A title with its numbers blanked: 'What 7 weeks of…' and 'What 11 weeks of…' are one title to a reader. */
const titleKey = (title: string) =>
  title.toLowerCase().replace(/\b(\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, '#');

/** What a batch takes from the community and the query alone, whatever the template, style and nonce. */
interface TopicGround {
  topic: ParsedQuery;
  related: string[];
  tags: string[];
  cite: string | null;
  phrases: string[];
  names: string[];
  kind: TopicKind;
  keepCase: boolean;
  /** The query's lower-case words members write otherwise ('python' → 'Python' in r/learnprogramming), to write them so. */
  cased: [RegExp, string][];
}

/**
 * Worked out once per community profile and query (decision 044): a fifth of a call's CPU went on
 * reading the same posts again for the same query. Profiles are made once per data moment, so a
 * WeakMap lets the entries go with them; each profile keeps its most recent queries.
 */
const GROUNDS = new WeakMap<CommunityProfile, Map<string, TopicGround>>();
const GROUNDS_PER_COMMUNITY = 256;

function topicGround(c: CommunityProfile, searchQuery: string, keepCaseAsked: boolean | undefined, articleGiven = false): TopicGround {
  const key = `${keepCaseAsked ? 1 : 0}${articleGiven ? 1 : 0}:${searchQuery}`;
  let known = GROUNDS.get(c);
  const hit = known?.get(key);
  if (hit) return hit;
  const keepCase = keepCaseAsked || startsWithName(c, searchQuery);
  const typed = parseQuery(searchQuery, { keepCase });
  // A bare countable noun takes its article once, here, so every sentence reads 'a french press'.
  const topic =
    !articleGiven && !typed.explains && needsArticle(c, typed) ? parseQuery(fixArticles(`a ${typed.label}`), { keepCase }) : typed;
  const related = relatedKeywords(c, topic);
  const withTopic = relatedKeywords(c, topic, { together: true });
  // Reddit posts carry no hashtags, except in the few communities whose members type them.
  const tags =
    c.hashTags.length > 0 && c.usesHashtags
      ? [queryHashtag(topic), ...topicHashtags(c, withTopic)].filter((t, i, all): t is string => !!t && all.indexOf(t) === i)
      : [];
  const ground = {
    topic,
    related,
    tags,
    cite: relatedTopTitle(c, topic),
    phrases: communityPhrases(c, topic, withTopic),
    names: topicNames(c, topic),
    kind: topicKind(c, topic),
    keepCase,
    cased: [...new Set(searchQuery.match(/\p{L}[\p{L}\p{N}]*/gu) ?? [])]
      .filter((w) => w.length >= 3 && /^\p{Ll}+$/u.test(w))
      // Inner capitals or an acronym as members spell it ('iPhone', 'SEO'); a first capital only where they write it so
      // mid-sentence ('Python'), never from Title Case titles ('Technical Analysis').
      .map((w): [string, string] => {
        const spelled = casedAsWritten(c, w);
        return [w, /\p{Ll}\p{Lu}|^\p{Lu}{2,}$/u.test(spelled) ? spelled : namedInSentences(c, w)];
      })
      .filter(([w, cased]) => cased !== w && cased.toLowerCase() === w)
      .map(([w, cased]): [RegExp, string] => [new RegExp(`(?<![\\p{L}/.-])${escapeRe(w)}(?![\\p{L}.-])`, 'gu'), cased]),
  };
  if (!known) GROUNDS.set(c, (known = new Map()));
  if (known.size >= GROUNDS_PER_COMMUNITY) known.delete(known.keys().next().value!);
  known.set(key, ground);
  return ground;
}

/** The topic's form per template, worked out once per ground like the ground itself. */
const SHOWN = new WeakMap<TopicGround, Map<string, ParsedQuery>>();
function shownTopic(ground: TopicGround, template: PostTemplate, made: boolean): ParsedQuery {
  let forms = SHOWN.get(ground);
  if (!forms) SHOWN.set(ground, (forms = new Map()));
  const key = `${template}:${made ? 1 : 0}`;
  let topic = forms.get(key);
  if (!topic) forms.set(key, (topic = topicFor(template, ground.kind, ground.topic, ground.keepCase, made)));
  return topic;
}

/**
 * Other batches whose wordings are tried when the bodies the user has use up what this batch writes,
 * before a post takes a title they have or, last, repeats a body (issue 25).
 */
const OTHER_BATCHES = 4;

export function writePosts(input: PostsInput): GeneratedPost[] {
  const { community: c, template, writingStyle: style } = input;
  const ground = topicGround(c, input.searchQuery, input.keepCase, input.articleGiven);
  const { related, tags, cite, phrases, names, kind } = ground;
  // The form this template names the topic in ('my espresso grinder' in a success story, 'espresso grinders' in a guide).
  const shown = shownTopic(ground, template, saysMade(input.searchQuery));
  // The user's own verb for making it ('a card game I designed'): a showcase says it the same way.
  const { madeAs, forWhom } = parseQuery(input.searchQuery, { keepCase: input.keepCase });
  const topic = madeAs || forWhom ? { ...shown, ...(madeAs ? { madeAs } : {}), ...(forWhom ? { forWhom } : {}) } : shown;
  const probe = postVars(
    topic,
    `r/${c.name}`,
    ['the basics', 'getting started', 'common mistakes'],
    itemsFor(style, c),
    null,
    (k) => isActivity(c, k),
    kind,
  );
  const chosable = isChosable(c, topic);
  const doing = doingWithObject(topic.label);
  const runs = runsOrWorks(topic.label);
  // A thing the user makes or builds: one they say they made, set out to make, a work ('a podcast') or a setup that runs.
  const makes =
    !!madeAs ||
    ['build', 'launch', 'start', 'write', 'grow'].includes(topic.goal ?? '') ||
    runs ||
    COUNTED_WORK.test(
      topic.label
        .split(/\s+(?:for|of|in|on|with|at|from|about|to|that|which)\s/)[0]!
        .split(/\s+/)
        .pop() ?? '',
    );
  const frames = writerFor(template, kind)
    .titles(topic)
    // The poster's own ('selling my watercolor prints') is asked about as theirs, never as anyone's.
    .map((frame) => ({
      frame,
      weight: frameWeight(
        frame,
        say({ vars: probe }, frame.text),
        style,
        c,
        template,
        kind,
        chosable,
        /\b(?:my|our)\s/i.test(topic.label),
        doing,
        runs,
        makes,
      ),
    }));
  const flairs = flairFor(c, template, topic);
  const itemUse = new Map<Item, number>();
  /** The batch's plan and title order; `other` names one of the other batches tried for new bodies. */
  const batchOf = (other?: number) => {
    const seed = [
      c.name.toLowerCase(),
      topic.label.toLowerCase(),
      template,
      style,
      input.nonce,
      ...(other === undefined ? [] : ['other', other]),
    ];
    const batch = hashSeed('posts', ...seed);
    const r = rng(batch);
    const plan: Plan = { community: c, topic, template, style, related, tags, r, batch, itemUse, cite, phrases, names, flairs, kind };
    return { plan, order: frameOrder(r.fork('titles'), frames) };
  };
  const out: GeneratedPost[] = [];
  const titles = new Set<string>();
  const bodies = new Set<string>();
  const avoid = new Set((input.avoid ?? []).map(titleKey));
  const avoidBodies = new Set(input.avoidBodies ?? []);
  const openings = new Set<string>();
  const add = (post: GeneratedPost, t: string, open: string) => {
    titles.add(t);
    bodies.add(post.body);
    openings.add(open);
    out.push(post);
  };
  /** Posts whose body the user does not have yet but that are stale otherwise (a title they have, say), for when fresh ones run out. */
  const spares: { post: GeneratedPost; t: string; open: string }[] = [];
  /**
   * Adds the batch's posts new to it until there are `count`: with `fresh`, only those new to the user (title and body) that
   * say no phrase twice and open unlike the others.
   */
  const take = ({ plan, order }: ReturnType<typeof batchOf>, fresh: boolean) => {
    // A rejected attempt takes the next wordings (slot + retries): with few fillable wordings, the same slot would repeat itself.
    let retries = 0;
    for (let i = 0; out.length < input.count && i < input.count * 4 + order.length; i++) {
      const { post, repeated } = writeOne(plan, order, i, out.length + retries);
      const t = titleKey(post.title);
      const open = opening(post.body);
      // A post that says a phrase twice or opens like another of the batch is a last resort, like a title the user already has.
      const stale = avoid.has(t) || openings.has(open) || repeated();
      const seen = titles.has(t) || bodies.has(post.body);
      const given = fresh && avoidBodies.size > 0 && avoidBodies.has(bodyFingerprint(post.body));
      if (seen || given || (fresh && stale)) {
        if (fresh && avoidBodies.size > 0 && !seen && !given) spares.push({ post, t, open });
        retries++;
        continue;
      }
      retries = 0;
      add(post, t, open);
    }
  };
  const own = batchOf();
  // First only posts new to the user; with bodies they have, other batches' wordings too (a body depends on its batch's picks).
  take(own, true);
  for (let other = 1; avoidBodies.size > 0 && other <= OTHER_BATCHES && out.length < input.count; other++) take(batchOf(other), true);
  // Then posts with a body new to the user (under a title they have, say); then, when those run out, any new to this batch.
  for (const s of spares) if (out.length < input.count && !titles.has(s.t) && !bodies.has(s.post.body)) add(s.post, s.t, s.open);
  take(own, false);
  if (ground.cased.length === 0) return out;
  const recase = (text: string) => ground.cased.reduce((t, [re, cased]) => t.replace(re, cased), text);
  return out.map((p) => ({ ...p, title: recase(p.title), body: recase(p.body), callToAction: recase(p.callToAction) }));
}
