/**
 * A community's own material around a topic (issue 25): the phrases its members write when they
 * talk about it, mined from the titles and body openings of its posts. The built-in writer puts
 * these in its sentences, so a guide to espresso in r/Coffee talks about what r/Coffee talks about
 * (grind size, a Breville) and no sentence of it reads the same in r/travel. Pure and memoised per
 * profile and topic.
 */
import { GENERIC_WORDS, STOP_WORDS, lemma } from '../analysis';
import type { CommunityProfile } from './community';
import { chanceForMany, distinctPosts, isRelated, subjectPosts, titledOnTopic, topicLift } from './relation';
import { BOUNDARY, escapeRe, lowerTextsOf, perProfile, phraseRole } from './phrase-role';
import type { ParsedQuery } from './query';
import { COUNTED_WORK, MASS, QUALIFIER, isGerund, isPlural, plural, type Topic } from './text';

/** Enough phrases for the longest post (a six-step Expert guide). */
const MAX_PHRASES = 8;
/** A phrase must come up in this many posts before a text may say members talk about it. */
const MIN_POSTS = 2;
/** Below this many posts on the topic, the community's own vocabulary at large stands in. */
const MIN_TOPIC_POSTS = 3;
/** Candidates classified at most for one topic's aspects (each reads the posts that write it). */
const MAX_ASKED = 40;
/** Fewer phrases than this from the topic's posts: the community's vocabulary at large adds to them. */
const MIN_PHRASES = 4;

/** Pieces of markup, links and Reddit jargon that are never a subject. */
const NOISE =
  /^(https?|www|com|org|net|amp|nbsp|x200b|png|jpg|jpeg|gif|imgur|reddit|subreddit|sub|post|posts|thread|threads|edit|update|tldr|tl|dr|op|lol|lmao|gonna|wanna|yeah|thanks|thank|please|anyone|someone|everyone|something|anything|everything|nothing|guys|people|today|yesterday|tomorrow|week|month|year|years|months|weeks|days|day|time|times|way|ways|lot|lots|bit|thing|things|stuff|kind|sort|question|questions|help|advice|new|good|great|best|better|bad|first|last|next|little|big|much|many|more|most|really|just|still|even|also|actually|pretty|very|ever|never|always|want|need|know|think|get|got|make|made|like|look|looking|feel|going|sure|able|etc|front|page|frontpage|upvote|upvotes|karma|built|build|bring|use|using|used|try|trying|tried|buy|bought|find|found|work|working|start|started|take|took|give|gave|keep|put|come|came|went|see|saw|say|said|tell|told|ask|asked|let|seem|show|call|cheap|delicious|simple|actual|popular|basic|awesome|amazing|nice|cool|favorite|favourite|old|own|real|whole|different|same|other|free|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|first|second|third|hundred|thousand|million|billion|hour|hours|minute|minutes|weekend|morning|night|tonight|decade|percent|half|dozen|couple|bunch|few|several|plenty|handful|following|above|below|previous|certain|various|entire|particular|specific|usual|typical|url|urls|pdf|faq|imo|imho|btw|fyi|nsfw|eli5|biggest|largest|smallest|highest|lowest|greatest|latest|newest|oldest|cheapest|fastest|easiest|hardest|strongest|longest|shortest|worst|weirdest|funniest|coolest)$/i;

/** Everyday nouns that name no subject on their own ('the friend', 'the job'): fine inside a phrase ('job offer'), never alone. */
const VAGUE_ALONE =
  /^(friend|family|job|game|company|school|home|house|life|world|kid|baby|money|work|person|guy|girl|man|woman|car|dog|cat|phone|computer|city|country|place|team|group|story|video|picture|photo|image|book|movie|show|song|site|website|app|online|happy|internet|internets|play|future|past|today|stuff|problem|problems|issue|issues|price|prices|code|codes|file|files|idea|ideas|fact|facts|answer|answers|reason|reasons|result|results|light|lights|number|numbers|word|words|name|names|point|points|part|parts|level|levels|line|lines|case|cases|type|types|option|options|change|changes|copy|copies|page|pages|comment|comments|picture|pictures|pic|pics|list|lists|time|times|minute|minutes|hour|hours|moment|moments|way|ways|lot|lots|bit|bits|kind|kinds|sort|sorts|side|sides|end|ends)$/;

/** A lone everyday noun ('game', 'friend'), too vague to be a post's subject. */
export const isVagueAlone = (phrase: string) => VAGUE_ALONE.test(phrase.trim().toLowerCase());

/**
 * A phrase naming what a person has ('programming experience', 'coding background', 'skill level'): nothing one asks
 * advice on, sorts out or weighs ('any advice on the programming experience helps').
 */
export const isPersonAttribute = (phrase: string) =>
  /\s(?:experience|experiences|knowledge|background|skills?|level|levels|ability|abilities|age|iq)$/i.test(phrase.trim());

/**
 * A lone word any community's posts use of whatever they discuss ('problem', 'product', 'price',
 * 'experience', 'the cost'): 'Has your approach to the problem changed over the years?' or 'Can
 * anyone help with an experience?' says nothing of this community or topic (decision 055).
 */
const GENERIC_ALONE =
  /^(?:the\s+)?(?:problem|problems|issue|issues|device|devices|product|products|feature|features|price|prices|business|businesses|project|projects|option|options|idea|ideas|thing|things|account|accounts|list|lists|approach|result|results|process|service|services|company|info|information|question|answer|advice|help|part|parts|best|people|experience|experiences|cost|costs|difference|differences|effect|effects|cause|causes|feedback|position|positions|offer|offers|study|studies|shot|shots)$/i;
export const isGenericAlone = (phrase: string) => GENERIC_ALONE.test(phrase.trim());

/** A word with a capital after a lower-case letter ('PhD', 'iPhone', 'YouTube'): written so on purpose. */
const INNER_CAPITAL = /\p{Ll}\p{Lu}/u;

/** An acronym as written ('JR', 'GTX'); a longer word in capitals is a shouted title ('DUEL BETWIXT'), no name. */
const ACRONYM = /^\p{Lu}{2,5}$/u;

/** A word that can open or close a phrase a sentence can name ('grind size', 'JR Pass'). */
function isHead(w: string, original: string): boolean {
  if (STOP_WORDS.has(w) || NOISE.test(w) || GENERIC_WORDS.has(w)) return false;
  if (/^\d/.test(w) || (/(?:ly|ed)$/.test(w) && w.length > 4)) return false;
  return w.length >= 3 || /^\p{Lu}{2,}$/u.test(original);
}

export interface TopicMaterial {
  /** Phrases its members use around the topic, most telling first, as they write them ('grind size', 'JR Pass'). */
  phrases: string[];
  /**
   * Of those, the ones a sentence may handle as part of the topic ('What I changed about {kw}',
   * 'Keep {kw} simple'): from posts on the topic (never the community's vocabulary at large) and
   * things or activities by their role (phraseRole), not a person, a place, an occasion or a name.
   */
  aspects: string[];
  /** How many of its posts the phrases were mined from (the topic's posts, or all when the topic has too few). */
  fromPosts: number;
  /** Whether they come from posts on the topic (false: the community's vocabulary at large). */
  onTopic: boolean;
}

const memo = new WeakMap<CommunityProfile, Map<string, TopicMaterial>>();

/** The community's phrases around the topic (none when the data holds no posts of it). */
export function topicMaterial(c: CommunityProfile, topic: Topic): TopicMaterial {
  let byTopic = memo.get(c);
  if (!byTopic) memo.set(c, (byTopic = new Map()));
  const key = topic.label.toLowerCase();
  let found = byTopic.get(key);
  if (!found) byTopic.set(key, (found = mine(c, topic)));
  return found;
}

function mine(c: CommunityProfile, topic: Topic): TopicMaterial {
  const index = phraseIndex(c);
  if (index.posts.length === 0) return { phrases: [], aspects: [], fromPosts: 0, onTopic: false };
  const topicLemmas = new Set(topic.words.map(lemma));
  // The posts that match the topic well (relation.ts): a post that only says 'care' is no cast-iron post.
  // What the topic is before whom it is for (subjectPosts).
  const on = subjectPosts(c, topic);
  const all = index.posts.map((_p, i) => i);
  const onWhole = all.filter((i) => on.on[i] === 1);
  const onTopic = onWhole.length >= MIN_TOPIC_POSTS;
  // A post made twice counts once ('superior education' in r/boardgames was one quote posted twice).
  const chosen = onTopic ? distinctPosts(c, onWhole) : all;
  const candidates = ranked(c, index, topicLemmas, chosen, onTopic);
  const found = pickDistinct(candidates);
  // Few posts on the topic say little: the community's vocabulary at large fills up the rest.
  // Names from elsewhere in the community ('Machu Picchu' for a Kyoto trip) would be off the topic: only its common words.
  const general = () => ranked(c, index, topicLemmas, all, false).filter((p) => !/^\p{Lu}/u.test(p));
  const phrases = found.length >= MIN_PHRASES || !onTopic ? found : pickDistinct([...found, ...general()]);
  // Only what its members write on the topic can be an aspect of it ('kitchen remodel' is no part of a workbench).
  const aspects = onTopic ? pickDistinct(candidates, (p) => phraseRole(c, p) === 'thing') : [];
  return { phrases, aspects, fromPosts: chosen.length, onTopic };
}

/** Keys ranked by how often and how specifically the chosen posts use them, as written. */
function ranked(
  c: CommunityProfile,
  index: PhraseIndex,
  topicLemmas: ReadonlySet<string>,
  chosen: readonly number[],
  onTopic: boolean,
): string[] {
  const inTopic = new Map<string, number>();
  for (const i of chosen) for (const k of index.posts[i] ?? []) inTopic.set(k, (inTopic.get(k) ?? 0) + 1);
  const onPosts = onTopic ? new Uint8Array(index.posts.length) : null;
  for (const i of onPosts ? chosen : []) onPosts![i] = 1;
  const n = index.posts.length;
  const own = c.name.toLowerCase();
  const tried = [...inTopic.entries()].filter(
    ([k, posts]) => posts >= MIN_POSTS && k !== own && !k.split(' ').some((w) => topicLemmas.has(w)),
  );
  // Every phrase tried is a chance to pass by chance: the bar rises with their number (relation.ts).
  const maxChance = chanceForMany(tried.length);
  const scored = tried
    // On the topic, only what its posts write clearly more than the community's at large (relation.ts): frequent alone is not related.
    .filter(
      ([k, posts]) =>
        !onTopic ||
        isRelated(posts, chosen.length, index.df.get(k)!, n, () => titledOnTopic(c, onPosts!, index.display.get(k)!), maxChance),
    )
    .map(([k, posts]) => {
      // How much more often it comes up on the topic than in the community at large.
      const lift = onTopic ? topicLift(posts, chosen.length, index.df.get(k)!, n) : 1;
      // A two-word phrase says more than one word.
      const size = k.includes(' ') ? 2.2 : 1;
      return { k, score: Math.log1p(posts) * size * Math.min(3, Math.sqrt(lift)) };
    })
    .sort((a, b) => b.score - a.score || (a.k < b.k ? -1 : 1));
  return scored.map(({ k }) => index.display.get(k)!);
}

/**
 * The first phrases that share no word with an earlier one ('grind size' makes 'grind' and 'burr
 * grind' add little) and pass `fits` (asked lazily, in rank order, so few are classified).
 */
function pickDistinct(candidates: readonly string[], fits: (p: string) => boolean = () => true): string[] {
  const phrases: string[] = [];
  let asked = 0;
  for (const p of candidates) {
    if (phrases.length >= MAX_PHRASES || asked >= MAX_ASKED) break;
    const ws = p.toLowerCase().split(' ').map(lemma);
    if (
      phrases.some((q) =>
        q
          .toLowerCase()
          .split(' ')
          .some((w) => ws.includes(lemma(w))),
      ) ||
      (asked++, !fits(p))
    )
      continue;
    phrases.push(p);
  }
  return phrases;
}

/** Share of a pair's uses followed by the same word for the pair to be a piece of a longer phrase. */
const FRAGMENT_SHARE = 0.6;

interface PhraseIndex {
  /** For each post, the phrase keys (lemmas) it uses, once each. */
  posts: string[][];
  /** Posts per phrase key. */
  df: Map<string, number>;
  /** How a key is written: lower-case, names capitalised. */
  display: Map<string, string>;
}

const indexes = new WeakMap<CommunityProfile, PhraseIndex>();

/**
 * Two-word phrases (both words able to stand as a subject) in each post, and single words only
 * where the analysis found them telling (its keywords) or they are names: a lone 'bring' or
 * 'cheap' is no subject. Built once per profile.
 */
function phraseIndex(c: CommunityProfile): PhraseIndex {
  let found = indexes.get(c);
  if (found) return found;
  const names = new Set(c.names ?? []);
  const keywords = new Set(c.keywords.map((k) => k.toLowerCase()));
  const headCache = new Map<string, boolean>();
  const head = (w: string, raw: string) => {
    let h = headCache.get(w);
    if (h === undefined) headCache.set(w, (h = isHead(w, raw)));
    return h;
  };
  const upper = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  // Acronyms as written ('GTX'), names capitalised; a phrase with a name in it is a name ('Ender Game', 'FA Cup').
  // A name written with capitals inside ('PhD', 'iPhone', 'YouTube') keeps them: 'Phd' is no way anyone writes it.
  const show = (w: string, raw: string) => (ACRONYM.test(raw) ? raw : names.has(w) ? (INNER_CAPITAL.test(raw) ? raw : upper(w)) : w);
  // A pair with a name in it is a name ('FA Cup', 'Ender Game') where members capitalise its other word too; where they
  // write that word in lower case it qualifies a common noun ('Etsy shop', 'Apple products', 'Facebook users').
  const pairCase = new Map<string, { parts: [string, string]; capital: number; lower: number }>();
  const showPair = (k: string, w: string, rw: string, v: string, rv: string) => {
    const [a, b] = [show(w, rw), show(v, rv)];
    const named = /^\p{Lu}/u.test(a) || /^\p{Lu}/u.test(b);
    if (named && /^\p{Ll}/u.test(a) !== /^\p{Ll}/u.test(b)) {
      // The lower-case word as this use writes it.
      const raw = /^\p{Ll}/u.test(a) ? rw : rv;
      let seen = pairCase.get(k);
      if (!seen) pairCase.set(k, (seen = { parts: [a, b], capital: 0, lower: 0 }));
      if (/^\p{Lu}/u.test(raw)) seen.capital++;
      else seen.lower++;
    }
    return named ? `${/^\p{Ll}/u.test(a) ? upper(a) : a} ${/^\p{Ll}/u.test(b) ? upper(b) : b}` : `${a} ${b}`;
  };
  const isNoun = (w: string) => isThing(c, w);

  const df = new Map<string, number>();
  const display = new Map<string, string>();
  const inner = new Map<string, Map<string, number>>();
  const capitalOnly = new Map<string, number>();
  const follows = new Map<string, { uses: number; next: Map<string, number> }>();
  // Uses of each word in capitals and in lower case: 'COST' where members mostly write 'cost' is a shouted word, no acronym.
  const shouted = new Map<string, number>();
  const plain = new Map<string, number>();
  const posts = (c.texts ?? []).map((text) => {
    const keys = new Set<string>();
    // Sentence punctuation breaks a phrase: 'grind. Size' is no phrase.
    for (const piece of text.split(/[.,;:!?()[\]{}"“”|/\n*#>_~`]+/u)) {
      const raw = piece.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
      const words = raw.map((w) => w.toLowerCase().replace(/['’]s$/, ''));
      for (let i = 0; i < words.length; i++) {
        const w = words[i]!;
        if (ACRONYM.test(raw[i]!)) shouted.set(w, (shouted.get(w) ?? 0) + 1);
        else if (raw[i] === w) plain.set(w, (plain.get(w) ?? 0) + 1);
        if (!head(w, raw[i]!)) continue;
        const acronym = ACRONYM.test(raw[i]!) ? raw[i]! : null;
        // A two-letter acronym ('BA', 'OP') is a degree, a role or a typo as often as a subject: only as a keyword.
        if (
          (keywords.has(w) && !VAGUE_ALONE.test(w) && isNoun(w)) ||
          names.has(w) ||
          (acronym && (acronym.length >= 3 || keywords.has(w)))
        ) {
          const k = lemma(w);
          keys.add(k);
          if (!display.has(k)) display.set(k, acronym ?? show(w, raw[i]!));
          // How members spell a name with capitals inside ('JavaScript' 67 times, 'Javascript' 30): the most used wins.
          if (INNER_CAPITAL.test(raw[i]!) && !acronym)
            inner.set(k, (inner.get(k) ?? new Map()).set(raw[i]!, (inner.get(k)?.get(raw[i]!) ?? 0) + 1));
          else if (/^\p{Lu}/u.test(raw[i]!) && names.has(w)) capitalOnly.set(k, (capitalOnly.get(k) ?? 0) + 1);
        }
        const next = words[i + 1];
        if (next && head(next, raw[i + 1]!)) {
          const k = `${lemma(w)} ${lemma(next)}`;
          keys.add(k);
          const shown = showPair(k, w, raw[i]!, next, raw[i + 1]!);
          if (!display.has(k)) display.set(k, shown);
          // What follows the pair, to tell a piece of a longer phrase ('professional graphic' of '… designer').
          const after = words[i + 2];
          let seen = follows.get(k);
          if (!seen) follows.set(k, (seen = { uses: 0, next: new Map() }));
          seen.uses++;
          // By stem: 'designer', 'designers' and 'design' continue 'professional graphic' alike.
          const stem = after && head(after, raw[i + 2]!) ? lemma(after).slice(0, 5) : '';
          if (stem) seen.next.set(stem, (seen.next.get(stem) ?? 0) + 1);
        }
      }
    }
    for (const k of keys) df.set(k, (df.get(k) ?? 0) + 1);
    return [...keys];
  });
  // A pair nearly always followed by one same word is a piece of a longer phrase: no sentence can name it alone.
  for (const [k, { uses, next }] of follows) {
    let most = 0;
    for (const n of next.values()) most = Math.max(most, n);
    if (uses >= 2 && most >= FRAGMENT_SHARE * uses) df.delete(k);
  }
  for (const [k, { parts, capital, lower }] of pairCase) if (lower > capital) display.set(k, parts.join(' '));
  for (const [k, spellings] of inner) {
    const [best, n] = [...spellings].sort((a, b) => b[1] - a[1])[0]!;
    if (n >= (capitalOnly.get(k) ?? 0)) display.set(k, best);
  }
  // A word members mostly write in lower case is no acronym where a heading shouts it ('COST', 'RULES' in r/investing):
  // written as they write it, where it is a subject at all.
  const shoutedOnly = (w: string) => (plain.get(w) ?? 0) > (shouted.get(w) ?? 0);
  for (const [k, shown] of display) {
    // Inside a phrase too ('TOP song' where members write 'top'): a phrase whose every capital was shouted is common.
    if (/\s/.test(shown) && /\b\p{Lu}{2,5}\b/u.test(shown)) {
      const words = shown.split(' ').map((w) => (ACRONYM.test(w) && shoutedOnly(w.toLowerCase()) ? w.toLowerCase() : w));
      const named = words.some((w, i) => /^\p{Lu}/u.test(w) && (ACRONYM.test(w) || names.has(k.split(' ')[i] ?? '')));
      display.set(k, named ? words.join(' ') : words.join(' ').toLowerCase());
      continue;
    }
    if (!ACRONYM.test(shown)) continue;
    const w = shown.toLowerCase();
    if (!shoutedOnly(w)) continue;
    if (keywords.has(w) && !VAGUE_ALONE.test(w) && isNoun(w)) display.set(k, w);
    else df.delete(k);
  }
  for (const keys of posts) for (let i = keys.length - 1; i >= 0; i--) if (!df.has(keys[i]!)) keys.splice(i, 1);
  found = { posts, df, display };
  indexes.set(c, found);
  return found;
}

/**
 * Whether the query opens with a name ('Kyoto temples', 'Catan strategy'): capitalised as typed,
 * no function word or gerund, and the community's members write it capitalised mid-sentence or
 * never write it in lower case. Then the topic keeps its case (it is not sentence case).
 */
export function startsWithName(c: CommunityProfile, query: string): boolean {
  const first =
    query
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^\p{L}\p{N}'’-]/gu, '') ?? '';
  if (!/^\p{Lu}\p{Ll}/u.test(first)) return false;
  const w = first.toLowerCase();
  if (STOP_WORDS.has(w) || GENERIC_WORDS.has(w) || /ing$/.test(w)) return false;
  if ((c.names ?? []).includes(w)) return true;
  const lowerMidSentence = new RegExp(`[\\p{L},] ${w.replace(/[^\p{L}\p{N}]/gu, '')}\\b`, 'u');
  return !(c.texts ?? []).some((t) => lowerMidSentence.test(t));
}

const things = new WeakMap<CommunityProfile, Map<string, boolean>>();

/**
 * Whether its members write the word as a thing, with an article or possessive ('the grinder',
 * 'a lens') in at least two posts: a lone keyword must be one to stand in a sentence ('the played' is not).
 */
export function isThing(c: CommunityProfile, word: string): boolean {
  let cache = things.get(c);
  if (!cache) things.set(c, (cache = new Map()));
  const w = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  let yes = cache.get(w);
  if (yes === undefined) {
    const re = new RegExp(`\\b(?:the|a|an|my|your|this|his|her|their|our)\\s+${w}\\b`, 'u');
    let n = 0;
    for (const t of lowerTextsOf(c)) if (re.test(t) && ++n >= 2) break;
    cache.set(w, (yes = n >= 2));
  }
  return yes;
}

/**
 * A phrase of several words its members write after a determiner in a third of its mentions or
 * more is one of something ('an emergency fund', 'my car payment'): a sentence takes it with 'the'
 * ('What I tried with the emergency fund'), not bare ('What I ruled out about full-time job').
 */
export function takesThe(c: CommunityProfile, phrase: string): boolean {
  // A doing that opens a longer phrase takes its object bare ('writing cold emails'); two words are a noun ('the checking account').
  const words = phrase.split(/\s+/);
  // A doing at the head is a practice, no one thing ('stock trading': never 'the stock trading').
  if (
    words.length < 2 ||
    /^(?:the|a|an|my|your|our)\s/i.test(phrase) ||
    isPlural(phrase) ||
    (words.length > 2 && /ing$/.test(words[0]!)) ||
    isGerund(words[words.length - 1]!.toLowerCase())
  )
    return false;
  const p = phrase.toLowerCase();
  const any = new RegExp(`(?:^|[^\\p{L}-])${escapeRe(p)}\\b`, 'gu');
  const led = new RegExp(`\\b(?:the|a|an|my|your|his|her|our|their|this|that|every|each|another)\\s+${escapeRe(p)}\\b`, 'gu');
  let all = 0;
  let determined = 0;
  for (const t of lowerTextsOf(c)) {
    if (!t.includes(p)) continue;
    all += t.match(any)?.length ?? 0;
    determined += t.match(led)?.length ?? 0;
  }
  return all >= 2 && determined * 3 >= all;
}

/**
 * Whether the topic is a bare countable noun its members write with 'a' ('french press', 'recipe'),
 * so a sentence takes it with an article: 'Tips on a french press', not 'Tips on french press'.
 * Names, plurals, activities, mass nouns ('money': never 'a money'), goals and phrases with a
 * preposition are left as typed.
 */
export function needsArticle(c: CommunityProfile, topic: ParsedQuery): boolean {
  // The noun phrase before what qualifies it: 'bedtime routine' of 'bedtime routine for a toddler'.
  const phrase = topic.label.split(QUALIFIER)[0]!;
  const words = phrase.split(/\s+/);
  const head = words[words.length - 1]!.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (topic.goal || topic.plural || !/^\p{Ll}/u.test(topic.label)) return false;
  if (words.some((w) => STOP_WORDS.has(w.toLowerCase())) || /ing$/.test(words[0]!)) return false;
  // A made thing is one of many whatever the community writes ('first home buyer checklist' → 'a first home buyer checklist').
  if (COUNTED_WORK.test(head)) return true;
  // A doing at the head is a practice, never one of many ('email marketing': not 'an email marketing', 'email marketings').
  if (isGerund(head)) return false;
  // What the user says they made is one thing they made ('espresso grinder I built'), however rarely the members write it;
  // a mass they made is never one of several ('sourdough bread I baked'), however the members write it.
  if (topic.madeAs && head.length >= 3) return !MASS.test(head);
  if (words.length > 3 || !head) return false;
  // 'a french press.', not 'a growth hack' or 'a newsletter growth strategy': the head must end the noun phrase after 'a'.
  // 'a lot of money', 'a bit of content' measure a mass: the words between may not hold 'of'.
  const re = new RegExp(`\\b(?:a|an)\\s+(?:(?!of\\s)[\\p{L}-]+\\s+){0,2}${head}${BOUNDARY}`, 'u');
  let n = 0;
  for (const t of lowerTextsOf(c)) if (t.includes(head) && re.test(t) && ++n >= 2) return true;
  return writtenInPlural(c, head);
}

/**
 * A noun its members also write in the plural, often enough against the singular, is countable
 * ('lens'/'lenses', 'recipe'/'recipes'); a mass noun or a field is seldom pluralised ('espresso',
 * 'growth'). Evidence for 'a' where members rarely write the article itself.
 */
export function writtenInPlural(c: CommunityProfile, head: string): boolean {
  if (head.length < 3 || /s$/.test(head)) return false;
  const many = plural(head);
  const one = new RegExp(`\\b${head}\\b`, 'u');
  const more = new RegExp(`\\b${many}\\b`, 'u');
  let singulars = 0;
  let plurals = 0;
  for (const t of lowerTextsOf(c)) {
    if (!t.includes(head)) continue;
    if (more.test(t)) plurals++;
    if (one.test(t)) singulars++;
  }
  return plurals >= MIN_PLURAL_POSTS && plurals >= PLURAL_SHARE * singulars;
}
/**
 * Whether the head of a phrase is a noun members count ('union' of 'credit union': 'unions'), or they write the phrase
 * itself with 'a' ('a coupon code', 'an Etsy shop'): one of many, so said in general in the plural, never bare.
 */
export const countedHead = (c: CommunityProfile, phrase: string) => {
  const head = phrase.split(/\s+/).pop()!.toLowerCase();
  // A kind of made work is one of many wherever it is written ('a cheat sheet', 'a tracker').
  return COUNTED_WORK.test(head) || countedNoun(c, head) || writtenWithA(c, phrase.toLowerCase());
};

/**
 * Whether an acronym is something members count ('a DSLR', 'my GPU' ending a noun phrase in two posts or more), so it
 * is one of many in general ('DSLRs'). 'an NBA player' counts players, not the NBA.
 */
export function countedAcronym(c: CommunityProfile, topic: string): boolean {
  // A one-word name written with capitals inside counts alike ('a PhD', 'my iPhone').
  if (!/^\p{Lu}{2,5}$/u.test(topic) && !(INNER_CAPITAL.test(topic) && /^[\p{L}\p{N}]+$/u.test(topic))) return false;
  const re = new RegExp(`\\b(?:a|an|my|your|his|her|our|their|another|every)\\s+${topic}${BOUNDARY}`, 'u');
  let n = 0;
  for (const t of c.texts ?? []) if (t.includes(topic) && re.test(t) && ++n >= 2) return true;
  return false;
}

/** Words between 'a' and a noun that measure a mass rather than count the noun ('a little money', 'a lot more time'). */
const MEASURE = '(?:little|lot|bit|tad|great|good|fair|whole|ton|bunch|load|couple|few)';

/**
 * How members write a lower-case word with an article: the posts writing it, those writing 'the' right before it,
 * those writing 'a' or 'an' right before it where it ends a noun phrase ('a finance degree' counts degrees), those
 * writing one word between ('a hard drive', 'an external drive': drives are counted where members qualify each), and
 * those writing its plural.
 */
export const articleUse = perProfile(
  (c: CommunityProfile, p: string): { uses: number; withThe: number; withA: number; withAQualified: number; plurals: number } => {
    const any = new RegExp(`\\b${escapeRe(p)}\\b`, 'u');
    const led = new RegExp(`\\bthe\\s+${escapeRe(p)}\\b`, 'u');
    const one = new RegExp(`\\b(?:a|an)\\s+${escapeRe(p)}${BOUNDARY}`, 'u');
    const qualified = new RegExp(`\\b(?:a|an)\\s+(?!${MEASURE}\\s)[\\p{Ll}-]+\\s+${escapeRe(p)}${BOUNDARY}`, 'u');
    const many = /s$/.test(p) ? null : new RegExp(`\\b${escapeRe(plural(p))}\\b`, 'u');
    let uses = 0;
    let withThe = 0;
    let withA = 0;
    let withAQualified = 0;
    let plurals = 0;
    for (const t of lowerTextsOf(c)) {
      if (!t.includes(p)) continue;
      if (many?.test(t)) plurals++;
      if (!any.test(t)) continue;
      uses++;
      if (led.test(t)) withThe++;
      if (one.test(t)) withA++;
      else if (qualified.test(t)) withAQualified++;
    }
    return { uses, withThe, withA, withAQualified, plurals };
  },
);

/**
 * Whether members count a lone lower-case noun: they write 'a' right before it in two posts, or with a word between
 * ('a hard drive', 'an external drive') in three and its plural in a tenth of its posts; or they write its plural often
 * (writtenInPlural). An adjective before a mass noun ('a steady income') is no count of it: few posts write 'incomes'.
 */
export function countedNoun(c: CommunityProfile, p: string): boolean {
  const { uses, withA, withAQualified, plurals } = articleUse(c, p);
  return withA >= 2 || (withA + withAQualified >= 3 && plurals >= 2 && plurals * 10 >= uses) || writtenInPlural(c, p);
}

/**
 * Whether members write a phrase as one thing of someone's at least once: after 'a', 'my', 'this' …, a word between
 * allowed ('a stone fire pit', 'my fire pit'), ending its noun phrase. Such a phrase is no field one knows or is into.
 */
export const writtenAsOne = perProfile((c: CommunityProfile, phrase: string): boolean => {
  const p = phrase.toLowerCase();
  const re = new RegExp(`\\b(?:a|an|my|your|his|her|our|their|this|that)\\s+(?:[\\p{Ll}-]+\\s+)?${escapeRe(p)}${BOUNDARY}`, 'u');
  for (const t of lowerTextsOf(c)) if (t.includes(p) && re.test(t)) return true;
  return false;
});

/** Whether members write 'a' or 'an' right before the phrase, ending a noun phrase, in two posts or more. */
const writtenWithA = (c: CommunityProfile, phrase: string) => {
  // Ending its noun phrase: 'a personal finance question' counts questions.
  const re = new RegExp(`\\b(?:a|an)\\s+${escapeRe(phrase)}${BOUNDARY}`, 'u');
  let n = 0;
  for (const t of lowerTextsOf(c)) if (t.includes(phrase) && re.test(t) && ++n >= 2) return true;
  return false;
};

/** Posts writing the plural, and its share of those writing the singular, before a noun counts as countable. */
const MIN_PLURAL_POSTS = 3;
const PLURAL_SHARE = 0.2;

/** The phrases its members write most, two-word ones first by weight, sharing no word: what the community talks about at large. */
export const vocabulary = perProfile((c: CommunityProfile, _unused: string): string[] => {
  const index = phraseIndex(c);
  return pickDistinct(
    ranked(
      c,
      index,
      new Set(),
      index.posts.map((_p, i) => i),
      false,
    ),
  );
});
