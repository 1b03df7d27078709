/**
 * Whether a community keyword can stand alone as a post idea's subject (issue 25). Keywords are
 * single words counted apart, so some are pieces of something longer: 'Game' of 'Game of Thrones',
 * 'Store' of 'App Store', 'Humble' of 'Humble Bundle' ('Has your view on the Humble changed?'), or
 * words that describe rather than name ('American', 'Roman', 'kitchen' in 'kitchen cabinets'). Both
 * are read from how the community's own posts write the word.
 */
import { STOP_WORDS } from '../../analysis';
import type { CommunityProfile } from '../community';
import { escapeRe, lowerTextsOf, perProfile, titlesOf } from '../phrase-role';
import { isPast } from '../text';

/** Share of a word's uses inside one longer name for that name to replace it. */
const NAME_SHARE = 0.5;
/** Share of a word's uses followed by a noun it describes for it to be no subject on its own. */
const MODIFIER_SHARE = 0.6;
/** Share of a single word's uses inside various longer names for it to be only a piece of them. */
const PIECE_SHARE = 0.7;
/** Uses needed before either test says anything. */
const MIN_USES = 4;

const CAPITALISED = "\\p{Lu}[\\p{L}\\p{N}’'&.-]*";
const isStop = (w: string) => STOP_WORDS.has(w.toLowerCase().replace(/[’']s$/, ''));

const names = new WeakMap<CommunityProfile, Map<string, string>>();

/**
 * The name a capitalised keyword is part of in most of its uses ('Game' → 'Game of Thrones',
 * 'Store' → 'App Store', 'Legends' → 'League of Legends'), else the keyword as it is. Neighbours
 * that are function words ('The', 'My') do not make a name. A name found is read again, so
 * 'Problems' grows into 'First World Problems'. '' for a word that is only ever a piece of one name or
 * another ('Pro': 'MacBook Pro', 'iPad Pro').
 */
export function wholeName(c: CommunityProfile, keyword: string): string {
  let name = keyword;
  for (let i = 0; i < 3; i++) {
    const longer = longerName(c, name);
    if (!longer) return i === 0 ? '' : name;
    if (longer === name) break;
    name = longer;
  }
  return name;
}

function longerName(c: CommunityProfile, phrase: string): string {
  if (!/^\p{Lu}[\p{L}\p{N}]*(?:\s+(?:of\s+(?:the\s+)?)?\p{Lu}[\p{L}\p{N}]*)*$/u.test(phrase)) return phrase;
  let cache = names.get(c);
  if (!cache) names.set(c, (cache = new Map()));
  let found = cache.get(phrase);
  if (found !== undefined) return found;
  const k = escapeRe(phrase);
  const re = new RegExp(
    `(?:(${CAPITALISED})\\s+((?:of|the|of\\s+the)\\s+)?)?\\b${k}\\b(?:\\s+((?:of\\s+(?:the\\s+)?)?${CAPITALISED}))?`,
    'gu',
  );
  const counts = new Map<string, number>();
  let uses = 0;
  let inNames = 0;
  for (const t of c.texts ?? []) {
    if (!t.includes(phrase)) continue;
    for (const m of t.matchAll(re)) {
      uses++;
      const before = m[1] && !isStop(m[1]) ? `${m[1]} ${m[2] ?? ''}${phrase}` : '';
      const nextWord = m[3]?.split(/\s+/).pop() ?? '';
      const after = m[3] && !isStop(nextWord) ? `${phrase} ${m[3]}` : '';
      if (before || after) inNames++;
      // A possessive ('Wheaton's') makes no longer name.
      for (const n of [before, after]) if (n && !/['’]s$/.test(n)) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
  }
  found = phrase;
  if (uses >= MIN_USES) {
    const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    if (n >= 2 && n >= NAME_SHARE * uses) found = best.replace(/[.’']+$/, '');
    // A single word inside one name or another nearly always ('Pro' of 'MacBook Pro', 'iPad Pro'): no subject alone. So is a
    // phrase ('National Park' of 'Yosemite National Park', 'Zion National Park' in r/EarthPorn): what they are, no name.
    else if (inNames >= PIECE_SHARE * uses) found = '';
  }
  cache.set(phrase, found);
  return found;
}

/** Words before a noun that pick one out rather than name a kind of it ('the first interview', 'my own site'). */
const PICKING = /^(?:first|last|next|same|other|own|only|whole|every|each|such|few|many|more|most|some|any|no|one|two|three)$/;
/**
 * The compound a lower-case keyword is the head of in most of its uses ('letters' → 'cover
 * letters', 'cells' → 'stem cells'), else the keyword: 'First time with letters' is not what r/jobs
 * members write about. The word before it must be a content word, not a determiner or a word that
 * only picks one out ('the first letter').
 */
export const wholeCompound = (c: CommunityProfile, keyword: string): string =>
  /^\p{Ll}+$/u.test(keyword) ? compound(c, keyword) : keyword;

const compound = perProfile((c, keyword): string => {
  const re = new RegExp(`(?:^|[^\\p{L}'’-])(?:(\\p{Ll}[\\p{Ll}-]*)\\s+)?${escapeRe(keyword)}(?![\\p{L}'’-])`, 'gu');
  const before = new Map<string, number>();
  let uses = 0;
  for (const lower of lowerTextsOf(c)) {
    if (!lower.includes(keyword)) continue;
    for (const m of lower.matchAll(re)) {
      uses++;
      const w = m[1];
      if (w && w.length >= 3 && !isStop(w) && !PICKING.test(w)) before.set(w, (before.get(w) ?? 0) + 1);
    }
  }
  const [best, n] = [...before].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return uses >= MIN_USES && n >= 3 && n >= NAME_SHARE * uses ? `${best} ${keyword}` : keyword;
});

/** A label opening titles ('LPT Request:', '[Trailer]', 'Official Trailer -') is how posts are filed, not what they are about. */
export function isLabel(c: CommunityProfile, phrase: string): boolean {
  const k = escapeRe(phrase.toLowerCase());
  const any = new RegExp(`\\b${k}\\b`, 'u');
  const label = new RegExp(`^\\s*(?:[[(][^\\])]*\\b${k}\\b[^\\])]*[\\])]|(?:[\\p{L}\\p{N}]+\\s+){0,2}${k}\\s*(?:[:|]|\\s[-–—]\\s))`, 'u');
  let uses = 0;
  let labels = 0;
  for (const t of titlesOf(c)) {
    const title = t.toLowerCase();
    if (!any.test(title)) continue;
    uses++;
    if (label.test(title)) labels++;
  }
  return uses >= MIN_USES && labels * 2 >= uses;
}

const modifiers = new WeakMap<CommunityProfile, Map<string, boolean>>();

/**
 * Whether a single word is mostly written before a noun it describes ('American people', 'Roman
 * coins', 'kitchen cabinets'): then 'What is your take on American?' says nothing. A word followed
 * by a function word or punctuation stands as a noun there ('Python is', 'the grinder.').
 */
export function describesOnly(c: CommunityProfile, keyword: string): boolean {
  if (/\s/.test(keyword)) return false;
  let cache = modifiers.get(c);
  if (!cache) modifiers.set(c, (cache = new Map()));
  let found = cache.get(keyword);
  if (found !== undefined) return found;
  const lower = keyword.toLowerCase();
  // Only a word in lower case after it describes: 'Lamborghini Aventador' is one name.
  const forms = [...new Set([keyword, lower, lower[0]!.toUpperCase() + lower.slice(1), keyword.toUpperCase()])].map(escapeRe);
  const re = new RegExp(`\\b(?:${forms.join('|')})\\b(?:\\s+(\\p{L}[\\p{L}-]*))?`, 'gu');
  let uses = 0;
  let described = 0;
  for (const t of c.texts ?? []) {
    if (!t.toLowerCase().includes(lower)) continue;
    for (const m of t.matchAll(re)) {
      // A capitalised word after it may continue a name or a title in title case: that use says nothing either way.
      if (m[1] && /^\p{Lu}/u.test(m[1])) continue;
      uses++;
      if (m[1] && !isStop(m[1]) && m[1] !== lower) described++;
    }
  }
  found = uses >= MIN_USES && described >= MODIFIER_SHARE * uses;
  cache.set(keyword, found);
  return found;
}

/** Words after which a word stands as a noun ('the feed', 'my bottle'); not 'this' or 'that', pronouns too ('this happens'). */
const NOUN_BEFORE = /^(?:a|an|the|my|your|our|their|his|her|its|these|those|some|any|no|every|each|another|new|old|first|best)$/;
/** Prepositions a word needing its complement is followed by ('the difference between', 'experience with', 'the cost of'). */
const COMPLEMENT = /^(?:of|between|with|in|for|from|to|on|at|about|as)$/;
/** Share of a word's uses followed by such a preposition for it to say nothing alone. */
const COMPLEMENT_SHARE = 0.5;

const nounReads = new WeakMap<CommunityProfile, Map<string, boolean>>();

/**
 * Whether a lower-case single word can be a post idea's subject as its members write it: a noun
 * they write after an article or a possessive (or, for a plural, its singular: 'a bottle'), and one
 * that does not need what follows it ('the difference between X and Y', 'experience with', 'the
 * cost of'). 'What do people here think of happened?' and 'Advice needed: a difference' came from
 * keywords that are a verb and a relational noun. Capitalised words, phrases and words ending in
 * -ing (practices, read elsewhere) are not judged here.
 */
/** Words a name ends in only before its number. */
const NUMBERED_END = /\s(?:episode|part|season|chapter|volume|vol)\.?$/i;

/** Everyday describing words, capitalised only where a title or a meme's name opens with them. */
const COMMON_ADJECTIVE =
  /^(?:good|bad|great|best|worst|better|worse|new|old|big|small|little|real|true|same|other|first|last|next|happy|sad|funny|actual|popular|unpopular|nice|cool|awesome|amazing|terrible|perfect|poor|rich|only|whole|entire|full|free|final|official|classic|average)$/;

export function standsAsSubject(c: CommunityProfile, keyword: string): boolean {
  // A name cut before its number ('Star Wars Episode' of 'Star Wars Episode VII', 'Season' of 'Season 4') names no one thing.
  if (NUMBERED_END.test(keyword)) return false;
  // A capital on a describing word or a past form is a title's ('Good' of 'Good Guy Greg', a meme titled 'Fixed'): no subject.
  if (/^\p{Lu}\p{Ll}+$/u.test(keyword) && (COMMON_ADJECTIVE.test(keyword.toLowerCase()) || isPast(keyword.toLowerCase()))) return false;
  if (/\s/.test(keyword) || !/^\p{Ll}+$/u.test(keyword) || /ing$/.test(keyword)) return true;
  let cache = nounReads.get(c);
  if (!cache) nounReads.set(c, (cache = new Map()));
  let found = cache.get(keyword);
  if (found !== undefined) return found;
  const forms = [
    keyword,
    ...(/[^s]s$/.test(keyword) ? [keyword.slice(0, -1)] : []),
    ...(/ies$/.test(keyword) ? [`${keyword.slice(0, -3)}y`] : []),
  ];
  const re = new RegExp(`(?:^|[^\\p{L}'’])(\\p{L}+)?\\s*\\b(?:${forms.map(escapeRe).join('|')})\\b(?:\\s+(\\p{L}+))?`, 'gu');
  let uses = 0;
  let asNoun = 0;
  let needing = 0;
  for (const t of c.texts ?? []) {
    const lower = t.toLowerCase();
    if (!lower.includes(forms[forms.length - 1]!)) continue;
    for (const m of lower.matchAll(re)) {
      uses++;
      if (m[1] && NOUN_BEFORE.test(m[1])) asNoun++;
      if (m[2] && COMPLEMENT.test(m[2])) needing++;
    }
  }
  // Noun evidence is needed however rare the word: 'happens' written three times, never after 'the', is a verb.
  found = asNoun >= 2 && (uses < MIN_USES || needing < COMPLEMENT_SHARE * uses);
  cache.set(keyword, found);
  return found;
}

/** Share of a phrase's uses followed by a noun it describes, and uses needed, for it to be a piece of a longer phrase. */
const DESCRIBING_SHARE = 0.85;
const QUANTITY =
  /^(?:amount|amounts|number|lot|lots|majority|minority|kind|sort|type|bit|couple|plenty|deal|portion|percentage|fraction|handful)$/;
const DESCRIBING_USES = 8;
/** Share of a phrase's uses followed by 'of' for it to need what follows ('the vast majority of'). */
const OF_SHARE = 0.5;

/**
 * Whether a lower-case phrase of two words or more is cut out of a longer one members write: it is
 * nearly always followed by a noun it describes ('freelance web' of 'freelance web design') or mostly
 * by an 'of' it needs ('the vast majority of', 'a decent amount of'). 'Some of it is in the threads
 * here on the freelance web' says nothing. A phrase members also end on ('social media is',
 * 'polymer clay.') stands.
 */
export function cutFromLonger(c: CommunityProfile, phrase: string): boolean {
  if (!/\s/.test(phrase) || !/^[\p{Ll}\s-]+$/u.test(phrase)) return false;
  const bare = phrase.replace(/^(?:the|a|an)\s+/, '');
  // A quantity ('a reasonable amount', 'the vast majority') is of something, whatever follows it in the posts.
  if (QUANTITY.test(bare.split(/\s+/).pop()!)) return true;
  return readCut(c, bare);
}

const readCut = perProfile((c, bare): boolean => {
  const re = new RegExp(`\\b${escapeRe(bare)}\\b(?:\\s+(\\p{L}[\\p{L}-]*))?`, 'gu');
  let uses = 0;
  let of = 0;
  let described = 0;
  for (const t of lowerTextsOf(c)) {
    if (!t.includes(bare)) continue;
    for (const m of t.matchAll(re)) {
      uses++;
      const next = m[1];
      if (next === 'of') of++;
      else if (next && !isStop(next)) described++;
    }
  }
  return (uses >= 2 && of >= OF_SHARE * uses) || (uses >= DESCRIBING_USES && described >= DESCRIBING_SHARE * uses);
});
