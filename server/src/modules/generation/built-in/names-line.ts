/**
 * The names a community talks about around a topic ('the Spurs', 'Tim Duncan', 'Kyoto'), in the
 * one kind of sentence where a name fits: one that says its members talk about them ('It comes up
 * in the threads here on the Spurs and Tim Duncan too'), never one that handles it like a skill or
 * a tool ('Keep Heat simple'). Decision 042. Only names its posts on the topic write; none when the
 * community does not write about the topic.
 */
import type { WritingStyle } from '@subreddit-signal/contract';
import type { CommunityProfile } from '../community';
import { topicMaterial } from '../material';
import { asWritten, escapeRe, perProfile, phraseRole } from '../phrase-role';
import { offRegister } from '../register';
import { MIN_TOGETHER, onTopicCount, phrasePosts, wholeTopicPosts } from '../relation';
import type { Topic } from '../text';
import { capitalise, fill, isProperName } from '../text';
import { hashSeed } from '../random';
import { describesOnly, wholeName } from './idea-topic-fit';

/** How many names a sentence lists. */
const MAX_NAMES = 2;

/** Up to two names its posts on the topic write, as its members write them ('the Spurs'). */
export function topicNames(c: CommunityProfile, topic: Topic): string[] {
  const material = topicMaterial(c, topic);
  if (!material.onTopic) return [];
  const own = new Set(topic.words.map((w) => w.toLowerCase()));
  const register = new Set(c.registerTerms ?? []);
  const out: string[] = [];
  const onWhole = wholeTopicPosts(c, topic);
  for (const p of material.phrases) {
    if (out.length >= MAX_NAMES) break;
    if (
      !isProperName(p) ||
      p
        .toLowerCase()
        .split(/\s+/)
        .some((w) => own.has(w))
    )
      continue;
    // A word mostly written before a noun it describes ('Nazi Germany', 'Nazi propaganda') names no thread's subject alone.
    if (DEMONYM.test(p) || !writtenAsName(c, p) || describesOnly(c, p)) continue;
    // A trade word written as a heading ('Brands' in r/facebook) is no name, and out of most communities' register.
    if (offRegister(p, register, topic.label).length > 0) continue;
    // The sentence says threads here on the name touch on the topic: two posts on the whole topic must name it.
    if (onTopicCount(onWhole, phrasePosts(c, p)) < MIN_TOGETHER) continue;
    const role = phraseRole(c, p);
    if (role !== 'name' && role !== 'place' && role !== 'person') continue;
    const whole = fullName(c, p);
    // A word that did not grow into the name it is part of ('Lucky' of 'Get Lucky': 'Get' is a function word) names nothing alone.
    if (whole === p && partOfLongerTitle(c, p)) continue;
    // The whole name may hold the topic itself ('Howard' → 'Dwight Howard' in a post on Dwight): the topic is not its own thread.
    // A possessive holds it too ('Facebook's News Feed' in a post on Facebook).
    if (
      !whole ||
      whole
        .toLowerCase()
        .split(/\s+/)
        .some((w) => own.has(w.replace(/['’]s$/, '')))
    )
      continue;
    const name = asWritten(c, whole);
    // Members write it in lower case after all ('the negative effect'): a phrase, not a name.
    if (!isProperName(name.replace(/^the\s+/, ''))) continue;
    // A title with a number in it ('Six Feet Under') reads as a figure nobody supplied: left out.
    if (NUMBER.test(name) || out.includes(name)) continue;
    out.push(name);
  }
  return out;
}

/** Digits and number words. */
const NUMBER =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million|first|second|third)\b/i;

/** Peoples' adjectives ('the American and Italian' in r/cooking): no subject a thread is on. */
const DEMONYM =
  /^(?:americans?|italian|mexican|chinese|japanese|indian|french|german|british|english|irish|spanish|korean|thai|greek|canadian|australian|european|asian|african|swedish|russian|dutch|polish|turkish|vietnamese|brazilian|peruvian|scottish)$/i;

/** Share of a single word's uses right after another capitalised word for it to be part of a longer title. */
const AFTER_CAPITAL_SHARE = 0.5;

/**
 * A single word mostly written right after another capitalised word or a number ('Lucky' of 'Get Lucky', 'Power' of
 * 'Nintendo Power', 'Rock' of '30 Rock') or before 'and' or 'of' and one ('Parks' of 'Parks and Recreation'), where a
 * sentence does not start: a piece of a title, no name of its own.
 */
export const partOfLongerTitle = perProfile((c, word): boolean => {
  if (/\s/.test(word)) return false;
  // After a capitalised word or a number, or one and a joining word ('God of War', 'Charts and Analysis', '30 Rock');
  // or before a joining word and a capitalised one ('Parks and Recreation', 'House of Cards').
  const re = new RegExp(
    `(^|[.!?:]\\s+|[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’]*\\s+(?:(?:of|and|&)\\s+)?|\\s)${escapeRe(word)}\\b(\\s+(?:of|and|&)\\s+\\p{Lu})?`,
    'gu',
  );
  let uses = 0;
  let after = 0;
  for (const t of c.texts ?? []) {
    if (!t.includes(word)) continue;
    for (const m of t.matchAll(re)) {
      const before = m[1] ?? '';
      if (before === '' || /[.!?:]/.test(before)) continue;
      uses++;
      if (/[\p{Lu}\p{N}]/u.test(before) || m[2]) after++;
    }
  }
  return uses >= 2 && after >= AFTER_CAPITAL_SHARE * uses;
});

/** Up to two names before a surname ('Vincent Van Gogh'). */
const FIRST_NAMES = `(?:\\p{Lu}[\\p{L}'’.-]*\\s+){0,2}`;
/** What a maker makes, named after whose it is ('Dali's first paintings'). */
const WORKS = '(?:paintings?|drawings?|sketch(?:es)?|works?|art|artwork|pieces?|portraits?|murals?|sculptures?|photos?|photographs?)\\b';

/**
 * A name mostly written as whose work a post shows ('A sketch by Vincent Van Gogh', 'Oil painting by Bob Ross'): the
 * maker, no subject a picture is of ('your painting of Van Gogh' in r/Art).
 */
export const namedAsMaker = perProfile((c, name): boolean => {
  // Up to two capitalised words may come between: 'by Vincent Van Gogh' names Van Gogh. A work named after the name is
  // theirs too ('Van Gogh's Starry Night', 'Van Gogh's "Sunflowers"'); 'LeBron's game 7' names no work.
  const by = new RegExp(
    `\\b(?:by|from)\\s+${FIRST_NAMES}${escapeRe(name)}\\b|[-–—]\\s*${FIRST_NAMES}${escapeRe(name)}\\s*$|\\b${escapeRe(name)}['’]s\\s+(?:["“]?\\p{Lu}|(?:\\p{Ll}+\\s+)?${WORKS})`,
    'mu',
  );
  let uses = 0;
  let made = 0;
  for (const t of c.texts ?? []) {
    if (!t.includes(name)) continue;
    uses++;
    if (by.test(t)) made++;
  }
  return uses >= 2 && made * 2 >= uses;
});

/**
 * A name mostly written where a title says where it is from: after a closing dash, a pipe or in closing brackets
 * ('… Corporate Earnings Dampen Sentiments - IBTimes', '(Reuters)'), or credited ('- via Alton Brown'): a source, no subject
 * of a post of one's own.
 */
export const namedAsSource = perProfile((c, name): boolean => {
  const lower = name.toLowerCase();
  const at = new RegExp(`(?:\\s[-–—|]\\s*|[([])${escapeRe(lower)}[)\\]]?\\s*$`, 'mu');
  // Credited in so many words ('Real Kobe Beef - via Alton Brown', 'courtesy of NASA'): a source however seldom named.
  const credited = new RegExp(
    `\\b(?:via|courtesy of|h/t|hat tip to|credit to|credit:|photo by|image by|pic by|source:)\\s+${escapeRe(lower)}\\b`,
    'u',
  );
  let uses = 0;
  let cited = 0;
  let creditedTimes = 0;
  for (const t of c.texts ?? []) {
    const title = (t.includes('\n') ? t.slice(0, t.indexOf('\n')) : t).toLowerCase();
    if (!title.includes(lower)) continue;
    uses++;
    if (at.test(title)) cited++;
    if (credited.test(title)) creditedTimes++;
  }
  return (uses >= 3 && cited * 2 >= uses) || (creditedTimes > 0 && creditedTimes * 2 >= uses);
});

/**
 * A name as members write it: capitalised in their bodies at least as often as not. Titles in
 * Title Case make 'Homemade Pizzas' look like one; the bodies write 'homemade pizzas'.
 */
function writtenAsName(c: CommunityProfile, phrase: string): boolean {
  const lower = phrase.toLowerCase();
  let named = 0;
  let plain = 0;
  for (const t of c.texts ?? []) {
    const body = t.slice(t.indexOf('\n') + 1);
    if (body.includes(phrase)) named++;
    else if (body.includes(lower)) plain++;
  }
  return named > 0 && named >= plain;
}

/**
 * The longer name a mined phrase is part of in most of its uses ('Premier' → 'Premier League',
 * 'Kart' → 'Mario Kart', 'Fantasy Flight' → 'Fantasy Flight Games'), else the phrase as it is;
 * '' for a first name or a word that is only ever part of one name or another ('David': David
 * Bowie, David Grohl, David Gilmour), which names no one. The same reading as a post idea's subject
 * (idea-topic-fit.ts).
 */
export function fullName(c: CommunityProfile, phrase: string): string {
  return wholeName(c, phrase);
}

/** Sentences that say the community talks about the names, per style ('it' is the topic, named before). */
const TALKED_ABOUT: Record<WritingStyle, string[]> = {
  Friendly: [
    'It keeps coming up in the threads here on {names} too.',
    'The threads here on {names} touch on it as well.',
    'Some of it is in the threads here on {names} already.',
  ],
  Expert: [
    '**Related.** The threads here on {names} touch on it.',
    '**Related.** Threads here on {names} cover parts of it.',
    '**Background.** It comes up in the threads here on {names}.',
  ],
  Sarcastic: [
    'Yes, the threads here on {names} exist. Still asking.',
    'The threads here on {names} did not settle it either.',
    'The threads here on {names} raise it and move on.',
  ],
  Brief: ['It comes up in threads here on {names}.', 'Related: threads here on {names}.', 'See the threads here on {names}.'],
};

/** One such sentence for the post's place in its batch, or '' without names. */
export function namesLine(names: readonly string[], style: WritingStyle, batch: number, slot: number): string {
  if (names.length === 0) return '';
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]!;
  const options = TALKED_ABOUT[style];
  const line = fill(options[(hashSeed(batch, 'names') + slot) % options.length]!, { names: list });
  return /^\p{Ll}/u.test(line) ? capitalise(line) : line;
}

/** The body with the sentence after its opening paragraph (Brief: at its end, one paragraph). */
export function withNamesLine(body: string, line: string, style: WritingStyle): string {
  if (!line) return body;
  // A body citing a thread ('Related: “…”') says its names another way: never 'Related: …' twice.
  if (line.startsWith('Related: ') && body.includes('Related: ')) line = line.replace(/^Related: threads/, 'See the threads');
  if (style === 'Brief' || !body.includes('\n\n')) return `${body} ${line}`;
  const at = body.indexOf('\n\n');
  return `${body.slice(0, at)}\n\n${line}${body.slice(at)}`;
}
