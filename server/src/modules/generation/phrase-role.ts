/**
 * The role a mined phrase plays in its community's own sentences (issue 25): a thing or an
 * activity one handles ('grind size', 'dice rolling', 'a moka pot'), a person or audience ('coffee
 * drinker', 'college student'), a place ('antiques store', 'living room'), an occasion ('birthday
 * party') or a name that is none of the first ('Lil Wayne', 'Kyoto', 'Catan'). The writer's
 * sentences that handle a phrase ('What I changed about {kw}', 'Keep {kw} simple') take only
 * things: 'What I tried with birthday party' and 'Keep Gangnam Style simple' came from filling them
 * by frequency alone. Read from the head word and from how the community's members write the
 * phrase: with an article ('the grinder is'), after a place preposition ('in Kyoto'), as a person
 * ('Dave Grohl's', 'drinkers who'). Pure, cached per profile.
 */
import { SERIES_TITLE } from '../analysis';
import type { CommunityProfile } from './community';
import { isTitleCase, singularOf } from './text';

export type PhraseRole = 'thing' | 'person' | 'place' | 'occasion' | 'name' | 'none';

/** Head nouns naming people, groups of people or an audience. */
const PERSON =
  /^(people|person|guy|guys|girl|girls|man|men|woman|women|lady|ladies|friend|friends|wife|husband|girlfriend|boyfriend|partner|son|daughter|mom|mum|dad|mother|father|parent|parents|kid|kids|child|children|baby|babies|toddler|student|students|teacher|teachers|redditor|redditors|fan|fans|user|users|owner|owners|customer|customers|players|member|members|beginner|beginners|newbie|newbies|noob|noobs|expert|experts|pro|pros|chef|chefs|cook|cooks|family|crew|community|folks|boss|coworker|coworkers|neighbor|neighbour|neighbors|brother|sister|grandma|grandpa|grandmother|grandfather|uncle|aunt|roommate|gamer|gamers|developer|developers|dev|devs|designer|designers|writer|writers|author|authors|reader|readers|traveler|travelers|traveller|travellers|tourist|tourists|locals|staff|employee|employees|manager|client|clients|visitor|visitors|guest|guests|driver|drivers|rider|runner|runners|seller|sellers|buyer|buyers|dealer|collector|collectors|nerd|geek|lurker|lurkers|mod|mods|admin|drinker|drinkers|barista|baristas|photographer|photographers|artist|artists|musician|musicians|singer|singers|band|bands|rapper|drummer|guitarist|producer|audience|crowd|everybody|human|humans|veteran|vets|lover|lovers|enthusiast|enthusiasts|hobbyist|hobbyists|professional|professionals|amateur|amateurs|administrator|administrators|sysadmin|sysadmins|admins|engineer|engineers|programmer|programmers|director|directors|founder|founders|ceo|ceos|cto|marketer|marketers|entrepreneur|entrepreneurs|consultant|consultants|freelancer|freelancers|recruiter|recruiters|intern|interns|officer|officers|attorney|attorneys|lawyer|lawyers|doctor|doctors|nurse|nurses|coach|coaches|tutor|tutors|landlord|landlords|tenant|tenants|realtor|realtors|investor|investors|trader|traders|homeowner|homeowners|teammate|teammates|colleague|colleagues|bosses|managers|moms|dads|mothers|fathers|wives|husbands|sons|daughters|teens|teenagers|teen|teenager|toddlers|infant|infants|newborn|newborns|boyfriends|girlfriends|vendors|vendor|contractor|contractors|plumber|plumbers|electrician|electricians|mechanic|mechanics|employer|employers|applicant|applicants|candidate|candidates|hiring manager|subscriber|subscribers|follower|followers|viewer|viewers|listener|listeners|streamer|streamers|youtuber|youtubers|influencer|influencers|creator|creators|team|teams|squad|department|departments|company|companies|agency|agencies|firm|firms|startup|startups)$/;

/** Head nouns naming a place. */
const PLACE =
  /^(store|stores|shop|shops|cafe|café|cafes|restaurant|restaurants|room|rooms|kitchen|garage|basement|attic|backyard|yard|house|houses|apartment|flat|city|cities|town|towns|village|country|countries|state|states|airport|airports|station|hotel|hotels|hostel|hostels|market|office|school|college|university|church|park|parks|beach|beaches|street|streets|mall|island|islands|coast|hospital|campus|bathroom|bedroom|neighborhood|neighbourhood|area|region|continent|district|downtown|venue|studio|library|theater|theatre|stadium|arena|museum|museums)$/;

/** Head nouns naming an occasion or a stretch of time. */
const OCCASION =
  /^(party|parties|birthday|birthdays|wedding|weddings|christmas|xmas|holiday|holidays|vacation|vacations|summer|winter|autumn|weekend|night|morning|afternoon|evening|anniversary|graduation|season|halloween|thanksgiving|easter|funeral|event|events|trip|honeymoon|dinner|lunch|breakfast|brunch|feast|potluck|semester|break|era|age|childhood|today)$/;

/** Words that open a phrase used as a thing ('the grinder', 'my Hario'). */
const DETERMINER = '(?:a|an|the|my|your|his|her|our|their|this|that|these|those|some|any|no|each|every)';
/** Words that make a name a thing of one's own or one of many ('my Aeropress', 'a Chemex'). */
const OWNED = '(?:a|an|my|your|his|her|our|their|another)';
/** What may follow a noun phrase that ends where it stands: punctuation, the end, or a function word. */
export const BOUNDARY =
  '(?=\\s*(?:[.,;:!?)\\n]|$)|\\s+(?:is|are|was|were|and|or|of|in|on|for|to|with|that|but|i|it|has|have|had|will|can|does|did|do|from|at|as|which|when|so|because|not|isn|wasn|doesn|looks|works|seems)\\b)';

/** Of the posts writing a single word or a name, the share that must write it as a thing. */
const THING_SHARE = 0.2;

const lowered = new WeakMap<CommunityProfile, string[]>();

/** Its members' titles and body openings, lower-cased once per profile. */
export function lowerTextsOf(c: CommunityProfile): string[] {
  let lower = lowered.get(c);
  if (!lower) lowered.set(c, (lower = (c.texts ?? []).map((t) => t.toLowerCase())));
  return lower;
}

/** A reading of a whole community, made once per profile (a profile is immutable once built). */
export function perCommunity<T>(read: (c: CommunityProfile) => T): (c: CommunityProfile) => T {
  const memo = new WeakMap<CommunityProfile, { value: T }>();
  return (c) => {
    let found = memo.get(c);
    if (!found) memo.set(c, (found = { value: read(c) }));
    return found.value;
  };
}

/** Its posts' titles (each text's first line, as written), once per profile. */
export const titlesOf = perCommunity((c): string[] => (c.texts ?? []).map((t) => (t.includes('\n') ? t.slice(0, t.indexOf('\n')) : t)));

export const escapeRe = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In how many of the texts (at most `cap`) the pattern occurs. */
function matching(texts: readonly string[], re: RegExp, cap = 3): number {
  let n = 0;
  for (const t of texts) if (re.test(t) && ++n >= cap) break;
  return n;
}

const roles = new WeakMap<CommunityProfile, Map<string, PhraseRole>>();

/** The phrase's role in the community's own writing (see the file comment). */
export function phraseRole(c: CommunityProfile, phrase: string): PhraseRole {
  let cache = roles.get(c);
  if (!cache) roles.set(c, (cache = new Map()));
  let role = cache.get(phrase);
  if (role === undefined) cache.set(phrase, (role = classify(c, phrase)));
  // Members write a thing with its article in the singular ('the bear', 'a stock'): its plural is that thing too.
  if (role === 'none' && /^(?:\p{Ll}+|\p{Lu}{2,5})s$/u.test(phrase)) {
    // 'DSLRs' is many a 'DSLR'.
    const one = /^\p{Lu}/u.test(phrase) ? phrase.slice(0, -1) : singularOf(phrase);
    if (one) cache.set(phrase, (role = phraseRole(c, one) === 'thing' ? 'thing' : 'none'));
  }
  return role;
}

/** Capitalised plurals written with 'the' are teams, bands and peoples ('the Lakers', 'the Black Keys', 'Germans'). */
const PEOPLE_NAME = /(?:s|ese)$/;

function classify(c: CommunityProfile, phrase: string): PhraseRole {
  const p = phrase.toLowerCase().replace(/^the\s+/, '');
  const head = p.split(/\s+/).pop() ?? p;
  if (OCCASION.test(head)) return 'occasion';
  if (PERSON.test(head) || (/(?:ist|ian)$/.test(head) && head.length > 5 && !/(?:list|wrist|twist|mist)$/.test(head))) return 'person';
  if (PLACE.test(head)) return 'place';
  // The posts that write it at all, read once; every test below reads only those.
  const texts = lowerTextsOf(c).filter((t) => t.includes(p));
  // Words of a recurring thread's own title ('Weekly Question Thread … Edition', 'newbies welcome') name nothing members talk about.
  if (texts.length >= 2 && matching(texts, SERIES_TITLE, Infinity) * 2 >= texts.length) return 'none';
  const body = `${escapeRe(p)}(?:e?s)?`;
  // A person, whatever the head: '… who' ('coffee drinkers who'), a possessive ('Dave Grohl's'), 'by …'.
  if (matching(texts, new RegExp(`\\b${body}\\s+who\\b|\\b${escapeRe(p)}['’]s?\\s|\\bby\\s+(?:the\\s+)?${body}\\b`, 'u'), 2) >= 2)
    return 'person';
  const single = !/\s/.test(p);
  // A name: capitalised, and not only an acronym; one opening with an acronym is still one ('PA Report', 'DUEL Betwixt').
  const name = /^\p{Lu}/u.test(phrase) && phrase.split(/\s+/).some((w) => /^\p{Lu}\p{Ll}/u.test(w));
  // A name is a thing one owns or one of many ('my Breville', 'a Chemex'): 'the' alone is how teams, places and events are
  // written too ('the Heat', 'the Draft'). A single word needs an article ('the grinder'); a common phrase may follow a
  // preposition too ('of dice rolling').
  const opener = name ? OWNED : single ? DETERMINER : `(?:${DETERMINER.slice(3, -1)}|of|on|with|for|about|in|to|from|at|by)`;
  // A single word must stand as a noun ('the grinder is'): 'the beautiful view' does not make 'beautiful' one.
  // A single word may take one word between ('an espresso machine.') but must end its noun phrase.
  const between = single ? '(?:[\\p{L}-]+\\s+)?' : '';
  const asThing = matching(texts, new RegExp(`(?:^|[^\\p{L}])${opener}\\s+${between}${body}${single ? BOUNDARY : '\\b'}`, 'u'), Infinity);
  const written = single ? matching(texts, new RegExp(`\\b${body}\\b`, 'u'), Infinity) : texts.length;
  if (name) {
    // Half shouted, half not ('DUEL Betwixt', mined from 'A DUEL Betwixt Us'): a fragment of a title, no name of anything.
    const words = phrase.split(/\s+/);
    if (words.some((w) => /^\p{Lu}{4,}$/u.test(w)) && words.some((w) => /^\p{Lu}\p{Ll}/u.test(w))) return 'none';
    if (PEOPLE_NAME.test(head) && /[^s]s$/.test(phrase) && matching(texts, new RegExp(`\\bthe\\s+${escapeRe(p)}\\b`, 'u'), 1) >= 1)
      return 'name';
    if (/(?:ans|ese)$/.test(head)) return 'person';
    // A name is a thing when members write it as one ('my Breville', 'the Hario Skerton'), a place after 'in', 'to', 'visit'.
    const asPlace = matching(texts, new RegExp(`\\b(?:in|to|from|visit|visiting|visited|near|around|across|through)\\s+${body}\\b`, 'u'));
    if (asThing >= 2 && asThing > asPlace && asThing >= THING_SHARE * written) return 'thing';
    return asPlace >= 2 ? 'place' : 'name';
  }
  // A common phrase must stand as a noun phrase in two posts ('the grind size', 'of dice rolling'): 'machines cost' does not.
  // A single word mostly written otherwise ('visit', 'play': verbs) is no thing for a sentence to handle.
  return asThing >= 2 && (!single || asThing >= THING_SHARE * written) ? 'thing' : 'none';
}

/**
 * A lower-case word in the spelling its members write most inside their sentences ('WordPress' of
 * r/wordpress, 'iPhone'): 'I keep changing my mind about wordpress' reads as nobody there writes it.
 * A word they mostly write in lower case stays so ('cooking').
 */
export const casedAsWritten = (c: CommunityProfile, word: string): string =>
  /^\p{Ll}[\p{Ll}\p{N}]*$/u.test(word)
    ? spelled(c, word)
    : /^\p{Ll}[\p{Ll}\p{N}]*(?:[ -][\p{Ll}\p{N}]+)+$/u.test(word)
      ? phraseAsWritten(c, word)
      : word;

/**
 * A phrase as members write it whole, else with each word members write as an acronym or with capitals inside as
 * they do ('ps4 titles' → 'PS4 titles', where no post writes the phrase often enough to read it whole).
 */
function phraseAsWritten(c: CommunityProfile, phrase: string): string {
  const whole = spelledPhrase(c, phrase);
  if (whole !== phrase) return whole;
  return phrase.replace(/[\p{Ll}\p{N}]+/gu, (w) => {
    const own = spelled(c, w);
    return (/^[\p{Lu}\p{N}]{2,}$/u.test(own) && /\p{Lu}/u.test(own)) || /\p{Ll}\p{Lu}/u.test(own) ? own : w;
  });
}

/**
 * How often each spelling of `phrase` matches `re` in the part of each community text `part` gives (null: none of it);
 * texts not holding the phrase in lower case are skipped before `part` is asked.
 */
function spellingCounts(
  c: CommunityProfile,
  phrase: string,
  re: RegExp,
  part: (text: string, lower: string) => string | null,
): Map<string, number> {
  const counts = new Map<string, number>();
  const texts = c.texts ?? [];
  const lower = lowerTextsOf(c);
  for (let i = 0; i < texts.length; i++) {
    if (!lower[i]!.includes(phrase)) continue;
    const read = part(texts[i]!, lower[i]!);
    if (read) for (const m of read.matchAll(re)) counts.set(m[0], (counts.get(m[0]) ?? 0) + 1);
  }
  return counts;
}

/**
 * The spelling of a phrase its members write most inside their sentences, if clearly more than the
 * lower case given (three uses at least; never all capitals). `bodies`: read in posts' bodies only.
 */
function spellingIn(c: CommunityProfile, phrase: string, bodies: boolean): string {
  const re = new RegExp(`(?<![.!?]\\s|^|\\p{L})${escapeRe(phrase)}(?!\\p{L})`, bodies ? 'gimu' : 'giu');
  const counts = spellingCounts(c, phrase, re, (text, lower) => {
    if (!bodies) return text;
    const body = text.indexOf('\n');
    return body < 0 || lower.lastIndexOf(phrase) < body ? null : text.slice(body + 1);
  });
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [phrase, 0];
  // All capitals are a heading's shout ('COST'), except on a name with a number in it ('PS4', 'MP3').
  return n >= 3 && best !== phrase && (best !== best.toUpperCase() || /\p{N}/u.test(best)) && (counts.get(phrase) ?? 0) < n ? best : phrase;
}

const spelled = perProfile((c, word) => spellingIn(c, word, false));

/**
 * A lower-case word as members write it where a capital means something: in bodies and in titles not in Title Case,
 * never at a sentence's start. 'crabtree' → 'Crabtree' where they write it so at least twice and more than twice as often as not;
 * 'defense' stays. For a word a Title Case title gave with a capital that says nothing.
 */
export const namedInSentences = perProfile((c, word) => {
  if (!/^\p{Ll}[\p{Ll}\p{N}'’-]*$/u.test(word)) return word;
  const re = new RegExp(`(?<![.!?:]\\s|^|\\p{L}|['’])${escapeRe(word)}(?!\\p{L})`, 'gimu');
  // A Title Case title says nothing by its capitals: only the body is read after one.
  const counts = spellingCounts(c, word, re, (text) => {
    const cut = text.indexOf('\n');
    if (!isTitleCase(cut < 0 ? text : text.slice(0, cut))) return text;
    return cut < 0 ? null : text.slice(cut + 1);
  });
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [word, 0];
  return n >= 2 && n > 2 * (counts.get(word) ?? 0) && /^\p{Lu}\p{Ll}/u.test(best) ? best : word;
});

/**
 * A phrase of several words as members write it in their posts' bodies ('raven tools' → 'Raven Tools',
 * 'godaddy account' → 'GoDaddy account'); titles are left out, where Title Case capitalises any phrase.
 */
const spelledPhrase = perProfile((c, phrase) => spellingIn(c, phrase, true));

/** A name as its members write it: with 'the' where a fifth of the posts naming it do or more (game threads write 'Miami Heat' bare) ('the Heat', 'the Spurs'), else bare ('Kyoto'). */
export function asWritten(c: CommunityProfile, name: string): string {
  const p = name.toLowerCase();
  const texts = lowerTextsOf(c).filter((t) => t.includes(p));
  // Read in the members' own case: 'the Houston Rockets' writes 'the' before the team, not before 'Houston'.
  const cased = (c.texts ?? []).filter((t) => t.toLowerCase().includes(p));
  // Between 'the' and the name a word of any kind ('the new Apple Store') or names and years ('the 2014 FIFA World Cup');
  // each word of the name in either case at its start ('the Apple store').
  const loose = name
    .split(/\s+/)
    .map((w) => `[${escapeRe(w.charAt(0).toUpperCase())}${escapeRe(w.charAt(0).toLowerCase())}]${escapeRe(w.slice(1))}`)
    .join('\\s+');
  const before = `(?:[\\p{L}-]+\\s+|[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’-]*\\s+[\\p{Lu}\\p{N}][\\p{L}\\p{N}'’-]*\\s+)?`;
  const withThe = matching(cased, new RegExp(`\\b[Tt]he\\s+${before}${loose}\\b(?![ \\t]+[\\p{Lu}\\p{N}])`, 'u'), Infinity);
  return withThe >= 2 && withThe * 5 >= texts.length ? `the ${name}` : name;
}

/**
 * Head nouns of something one does ('meal prep', 'interval training', 'cold outreach'): the
 * sentences that handle a phrase as a practice ('Keep {kw} simple at the start', 'Give {kw} a fair
 * run') take only these, never equipment, objects, people or names ('Keep the star simple').
 */
const ACTIVITY_HEAD =
  /^(?:prep|outreach|training|practice|management|research|design|maintenance|care|study|exercise|workout|workouts|routine|routines|diet|strategy|process|approach|method|technique|workflow|setup|habit|habits|schedule|promotion|production|development|analysis|optimi[sz]ation|advertising|copywriting|editing|recovery|treatment|therapy|rehab|meditation|drill|drills|lesson|lessons|budget|plan|pricing|form|pacing|cardio|upkeep|repair|repairs|networking|onboarding|bookkeeping|accounting|testing|marketing|seo|campaign|campaigns|cleanup|layout|composition|exposure|focus|framing|brewing|extraction|dosing|tamping|fermentation|proofing|seasoning|watering|pruning|mulching|composting)$/;

/** A word ending in -ing that names a thing, not a doing ('a string', 'the wedding'). */
const THING_ING =
  /^(?:morning|evening|thing|something|nothing|anything|everything|string|ring|king|wing|spring|ceiling|clothing|wedding|pudding|building|painting|drawing|recording|setting|listing|meeting|sibling|duckling|dumpling|stuffing|frosting|icing|topping|filling|dressing|bring|sing|sling|swing|sting|ping|ding|viking|darling|earring|awning|lightning|offspring|inkling|shilling|farthing|sterling)$/;

/** Verbs that take a practice as their object ('doing meal prep', 'started interval training'); 'does light travel' asks, it does nothing. */
const DOING =
  '(?:doing|done|practice|practise|practicing|practising|start|started|starting|learn|learning|learned|improve|improving|improved)';

/** A per-profile, per-phrase memo of a reading of the community's posts (each reads them once). */
export function perProfile<T>(read: (c: CommunityProfile, phrase: string) => T): (c: CommunityProfile, phrase: string) => T {
  const memo = new WeakMap<CommunityProfile, Map<string, T>>();
  return (c, phrase) => {
    let cache = memo.get(c);
    if (!cache) memo.set(c, (cache = new Map()));
    let found = cache.get(phrase);
    if (found === undefined) cache.set(phrase, (found = read(c, phrase)));
    return found;
  };
}

/** The phrase without a leading determiner, lower-cased ('the grinder' → 'grinder'). */
const withoutDeterminer = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/^(?:the|a|an|my|your|our)\s+/, '')
    .trim();

/** Whether two of the posts writing the phrase write it right after `lead`, ending its noun phrase there. */
function writtenAfter(c: CommunityProfile, phrase: string, lead: string): boolean {
  // A plural reads as its singular, which the pattern below takes in either number ('stocks': 'my stock', 'my stocks').
  const p = withoutDeterminer(phrase).replace(/(\p{Ll}+s)$/u, (w) => singularOf(w) ?? w);
  if (!p) return false;
  const re = new RegExp(`\\b${lead}${escapeRe(p)}(?:e?s)?${BOUNDARY}`, 'u');
  return (
    matching(
      lowerTextsOf(c).filter((t) => t.includes(p)),
      re,
      2,
    ) >= 2
  );
}

/**
 * Whether a phrase names something one does (see ACTIVITY_HEAD): a verb in -ing at its head or its
 * start ('interval training', 'writing cold emails'), a practice noun at its head, or what the
 * community's posts write after 'doing', 'started', 'practicing' in two posts. Cached per profile.
 */
export const isActivity = perProfile(activity);

function activity(c: CommunityProfile, phrase: string): boolean {
  const p = withoutDeterminer(phrase);
  if (!p || /^\p{Lu}/u.test(phrase.replace(/^(?:the|a|an|my|your|our)\s+/i, ''))) return false;
  const words = p.split(/\s+/);
  const doing = (w: string) => /^\p{L}{3,}ing$/u.test(w) && !THING_ING.test(w);
  // A doing that opens a longer phrase takes an object ('writing cold emails'); 'baking soda' is a thing.
  if ((words.length >= 3 && doing(words[0]!)) || doing(words[words.length - 1]!) || ACTIVITY_HEAD.test(words[words.length - 1]!))
    return true;
  const texts = lowerTextsOf(c).filter((t) => t.includes(p));
  return matching(texts, new RegExp(`\\b${DOING}\\s+(?:some\\s+|my\\s+|the\\s+|more\\s+)?${escapeRe(p)}\\b`, 'u'), 2) >= 2;
}

/**
 * Words before a phrase that make it something one has or handles: a possessive ('our moon' is
 * everyone's), a verb of using it, or of getting one ('bought a Chemex'; 'have an effect' is an idiom).
 */
const HANDLING =
  '(?:(?:my|your|his|her)\\s+|(?:use|uses|using|used|tried|try|trying|fix|fixed|fixing|change|changed|changing|adjust|adjusted|adjusting|set up|setting up|upgrade|upgraded|switch to|switched to|pay|paid|paying|negotiate|negotiated|clean|cleaned|replace|replaced|with my|for my)\\s+(?:(?:a|an|the|my|our|new|old|own)\\s+)?|(?:bought|buy|buying|got|get|own|owns|gave me)\\s+(?:a|an|my|new|old|own)\\s+)';

/**
 * Whether a phrase names something its members do or handle as their own (issue 25): an activity,
 * or a thing written after a possessive or a verb of using it in two posts ('my grind size', 'our
 * closing costs', 'switched to a Chemex'). Sentences that presuppose using it ('What I stopped
 * doing with {use3}', 'Get the basics of {use3} right') take only these: 'the moon', 'the star' or
 * 'the brief description' are talked about, not handled; 'my water bottle' handles a bottle, not
 * water. Cached per profile.
 */
export const isHandled = perProfile((c, phrase) => isActivity(c, phrase) || writtenAfter(c, phrase, HANDLING));

/** Words before a phrase that make it something one owns or bought ('my glasses', 'bought a Chemex'). */
const OWNING =
  '(?:(?:my|your|his|her)\\s+(?:new\\s+|old\\s+|own\\s+)?|(?:bought|buy|buying|purchased|ordered|owns?|owned|upgraded to|switched to)\\s+(?:(?:a|an|the|my|new|this|these|some)\\s+)?)';

/**
 * Whether members write a thing as one they own or bought, in two posts ('my glasses', 'bought a
 * Chemex'): a frame about choosing one ('What do you look for in {topic}?') fits only these.
 */
export const isOwned = perProfile((c, phrase) => writtenAfter(c, phrase, OWNING));
