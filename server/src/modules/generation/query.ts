/**
 * Reads a marketer's search query as what they are doing and for whom: 'launching a budgeting app'
 * → goal 'launch', product 'budgeting app'; 'hiring our first marketer' → goal 'hire', role
 * 'marketer'; 'email marketing for a small bakery' → product 'email marketing', audience 'a small
 * bakery'. The templates weave these parts into sentences instead of pasting the query into a slot:
 * a verb phrase after 'your' or 'the' ('your launching a budgeting app') becomes a noun phrase
 * ('your budgeting app launch').
 */
import { explainedQuestion } from './explained-words';
import { problemClause, whyProblem } from './problem-words';
import { MASS, TOPIC_MAX, gerund, isGerund, isPlural, plural, readTopic, singularOf, type Topic } from './text';

export type Goal =
  'launch' | 'hire' | 'grow' | 'promote' | 'price' | 'write' | 'get' | 'run' | 'build' | 'sell' | 'rank' | 'find' | 'start' | 'market';

export interface ParsedQuery extends Topic {
  goal: Goal | null;
  /** What the work is about, without its determiner: 'budgeting app', 'first marketer', 'newsletter'. */
  product: string | null;
  /** The person a hire is for ('marketer'). */
  role: string | null;
  /** Who it is for, after 'for': 'a small bakery', 'local businesses'. */
  audience: string | null;
  /** The label as a noun phrase that fits after 'your', 'the' or before a noun: 'budgeting app launch'. */
  noun: string;
  /** How the user says they made it ('a card game I designed' → 'designed'), for a showcase to say it the same way. */
  madeAs?: string;
  /** Whom the query says it is for, when it is a learner ('beginners', 'a complete beginner'): a guide names them. */
  forWhom?: string;
  /** The query asks for an explanation ('why is the sky blue'): the label is the question as a clause ('why the sky is blue'). */
  explains?: boolean;
}

/** Verbs a query can open with (base form), the goal they name, and the noun a compound takes ('app launch', 'newsletter growth'). */
const VERBS: Record<string, { goal: Goal; noun: string | null }> = {
  launch: { goal: 'launch', noun: 'launch' },
  hire: { goal: 'hire', noun: 'hire' },
  recruit: { goal: 'hire', noun: 'hire' },
  grow: { goal: 'grow', noun: 'growth' },
  scale: { goal: 'grow', noun: 'growth' },
  promote: { goal: 'promote', noun: 'promotion' },
  market: { goal: 'market', noun: 'marketing' },
  advertise: { goal: 'promote', noun: 'advertising' },
  price: { goal: 'price', noun: 'pricing' },
  write: { goal: 'write', noun: null },
  get: { goal: 'get', noun: null },
  run: { goal: 'run', noun: null },
  build: { goal: 'build', noun: null },
  sell: { goal: 'sell', noun: 'sales' },
  rank: { goal: 'rank', noun: 'ranking' },
  find: { goal: 'find', noun: 'search' },
  start: { goal: 'start', noun: 'start' },
};
const FOR_BEGINNERS = /\s+(?:for|as)\s+(?:an?\s+)?(?:absolute\s+|complete\s+|total\s+)?(?:beginners?|newbies?|noobs?|dummies|starters?)$/i;
/** 'a redstone farm I made', 'a mod I made for Skyrim': who made it, not what it is (what follows it stays). */
const I_MADE =
  /\s+(?:that\s+)?(?:I|we)(?:'ve|'m| have| am| are)?\s+(?:made|built|designed|created|wrote|written|making|building|designing|creating|baked|cooked|brewed|painted|drew|drawn|knitted|crocheted|sewed|sewn|carved|coded|developed|restored|grew|grown|recorded|composed|printed|3d printed|crafted|assembled|refinished|renovated|been working on|working on)(?=$|\s+(?:for|in|with|on|using|to)\s)/i;
const DETERMINER = /^(?:a|an|the|my|our|your|their)\s+/i;

const PAST: Record<string, string> = {
  made: 'made',
  making: 'made',
  built: 'built',
  building: 'built',
  designed: 'designed',
  designing: 'designed',
  created: 'created',
  creating: 'created',
  wrote: 'wrote',
  written: 'wrote',
  ...Object.fromEntries(
    'baked cooked brewed painted drew knitted crocheted sewed carved coded developed restored grew recorded composed printed crafted assembled refinished renovated'
      .split(' ')
      .map((v) => [v, v]),
  ),
  drawn: 'drew',
  sewn: 'sewed',
  grown: 'grew',
  '3d': 'printed',
};
/** The verb the user made it with, in the past ('designing' → 'designed'); none for 'working on'. */
function userVerb(query: string): string | undefined {
  const m = I_MADE.exec(` ${query.trim()}`);
  const verb = m?.[0].trim().split(/\s+/).pop()?.toLowerCase();
  return verb ? PAST[verb] : undefined;
}

/** Whether the query says the user made what it names ('espresso grinder I built', 'a mod I made for Skyrim'). */
export const saysMade = (query: string) => I_MADE.test(` ${query.trim()}`) || /^(?:my|our)\s/i.test(query.trim());
const TRAILER = /\s+(?:for|on|in|with|without|before|after|past|that|to|from|by|at|using|via)\s+.*$/i;
/** What a business grows: 'growing an audience', 'growing Instagram followers'; bare plants and hair are tended, not grown as a goal. */
const GROWN =
  /\b(?:business(?:es)?|audiences?|brands?|channels?|newsletters?|followings?|followers|subscribers|lists?|startups?|compan(?:y|ies)|revenue|sales|traffic|communit(?:y|ies)|subreddits?|podcasts?|blogs?|accounts?|agenc(?:y|ies)|shops?|stores?|apps?|saas|teams?|users|customers|clients|leads|reach|presence|visibility|engagement|views|downloads|readership|membership|YouTube|Instagram|TikTok|Twitter|LinkedIn|Etsy)$/i;
/** How or where the work is done, not what it is: 'selling watercolor paintings online' sells watercolor paintings. */
const MANNER = /\s+(?:online|offline|locally|abroad|overseas|remotely|full[- ]time|part[- ]time|on the side|for free|from scratch)$/i;
/** The thing a query names, without its determiner, what follows it, or how it is done. */
const productOf = (phrase: string) => phrase.replace(TRAILER, '').replace(MANNER, '').replace(DETERMINER, '').trim() || null;

/** 'launching' → 'launch', 'hiring' → 'hire', 'getting' → 'get', 'running' → 'run'; null when not an -ing form of a known verb. */
function baseOf(word: string): string | null {
  const w = word.toLowerCase();
  // A bare verb that is a doing was made a gerund (asPhrase); one left bare is a noun ('market research', 'run club').
  if (!w.endsWith('ing')) return null;
  const stem = w.slice(0, -3);
  for (const candidate of [stem, stem + 'e', stem.slice(0, -1)]) if (candidate in VERBS) return candidate;
  return null;
}

/** 'Is SEO still worth it for local businesses?' → 'SEO for local businesses': the question's subject with its qualifiers. */
function questionSubject(query: string): string | null {
  const q = query.trim().replace(/[?.!\s]+$/, '');
  if (!/^(is|are|does|do|should|can|will|has|have)\s/i.test(q)) return null;
  const subject = q
    .replace(/^\S+\s+/, '')
    .replace(/\b(still|really|even|actually|already)\s+/gi, '')
    .replace(
      /\s*\b(worth it|worth the effort|worth the money|worth the hype|worth doing|a good idea|dead|overrated|necessary|enough)\b/gi,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim()
    // 'Does cold email still work?' asks about cold email.
    .replace(/^(.+?)\s+(?:work|help|matter|pay off|make sense|sell|convert|exist)$/i, (m, thing: string) =>
      /^(?:does|do)\s/i.test(q) ? thing : m,
    );
  // 'Should I quit my job to freelance?' asks about a doing (readTopic reads it), not about 'I'.
  if (/^(?:i|we|you)\s/i.test(subject)) return null;
  return subject && subject.length <= TOPIC_MAX && subject.split(' ').length >= 2 ? subject : null;
}

/** Queries read, by case mode and text: the same few are read for every post of every call (issue 27). */
const PARSED = new Map<string, ParsedQuery>();
/** Entries kept at most; a full memo starts again (as FITTED below). A query is at most a few hundred characters. */
export const PARSED_QUERIES_KEPT = 2_000;

/**
 * The query read (readQuery), memoised: a pure function of its text and case mode, so a repeated
 * query gets the same object. Callers treat it as read-only (they spread it to change a part).
 */
export function parseQuery(query: string, opts: { keepCase?: boolean } = {}): ParsedQuery {
  const key = `${opts.keepCase ? 1 : 0}${query}`;
  let parsed = PARSED.get(key);
  if (parsed === undefined) {
    if (PARSED.size >= PARSED_QUERIES_KEPT) PARSED.clear();
    parsed = readQuery(query, opts);
    const madeAs = userVerb(query);
    if (madeAs) parsed = { ...parsed, madeAs };
    // 'dividend stocks for beginners': whom a guide is for, said where it asks ('for [who this is for]' → 'for beginners').
    const forWhom = query
      .trim()
      .replace(/[?.!\s]+$/, '')
      .match(FOR_BEGINNERS)?.[0]
      // 'as a beginner' says who the poster is, not whom they write for.
      .match(/^\s*for\s+(.+)$/i)?.[1];
    if (forWhom) parsed = { ...parsed, forWhom };
    PARSED.set(key, parsed);
  }
  return parsed;
}

/** A thing, then what it keeps doing or does not do: 'my laptop keeps overheating', 'my PC won't boot'. */
const KEEPS_DOING = /^((?:my|our|the|a|an)\s+[^,]+?)\s+(?:keeps|keep|kept|is|are|was|were)\s+(\p{L}+ing)\b(.*)$/iu;
const DOES_NOT =
  /^((?:my|our|the|a|an)\s+[^,]+?)\s+(?:won['’]?t|wont|can['’]?t|cannot|doesn['’]?t|don['’]?t|isn['’]?t|aren['’]?t|didn['’]?t|will not|does not|do not|is not|are not|keeps? not|stopped)\s+(\p{L}+)\b(.*)$/iu;

/**
 * A problem said as a clause, as a noun phrase every sentence can hold: 'my laptop keeps overheating'
 * → 'my laptop overheating' ('a fix for laptop overheating', never 'Update on my laptop keeps
 * overheating'); 'my PC won't boot' → 'my PC not booting'.
 */
function asProblemPhrase(label: string): string {
  const clause = problemClause(label);
  if (clause) return clause;
  const keeps = label.match(KEEPS_DOING);
  if (keeps && isGerund(keeps[2]!.toLowerCase())) return `${keeps[1]} ${keeps[2]}${keeps[3]}`;
  const not = label.match(DOES_NOT);
  if (not && !/^(?:a|an|the|to|be)$/i.test(not[2]!)) return `${not[1]} not ${gerund(not[2]!)}${not[3]}`;
  return label;
}

/** Words that ask for advice: what the query wants from members, not what it is about. */
const ADVICE = String.raw`(?:tips|ideas|advice|help|hacks|tricks|suggestions|recommendations|strategies)`;
/** 'tips for new dads', 'best ideas for a small garden': the advice first, what it is on after. */
const ADVICE_FIRST = new RegExp(
  String.raw`^(?:(?:i\s+)?(?:need|want|would like|am looking for|looking for|seeking|asking for)\s+)?(?:(?:some|any|good|best|the best|great|quick|simple|easy|practical|useful)\s+)*${ADVICE}\s+(?:for|on|with|about)\s+(.+?)[?.!\s]*$`,
  'i',
);
/** 'SEO tips for a local bakery', 'easy dinner ideas for weeknights': what it is on, the advice, then whom or when it is for. */
const ADVICE_AFTER = new RegExp(String.raw`^([^,]+?)\s+${ADVICE}((?:\s+(?:for|on|in|with|to|about|when|while)\s+.+)?)$`, 'i');
/** 'Notion vs Obsidian for note taking': the two compared, then what for. */
const COMPARISON = /^([^,]+?)\s+(?:vs\.?|versus)\s+([^,]+?)((?:\s+(?:for|in|on|when|as)\s+.+)?)$/i;
/** 'best budget headphones for running', 'the best CRM for a small agency': a choice among things, which is what it is on. */
const CHOICE = /^(?:the\s+)?(?:best|top|good|great|cheapest|recommended|favou?rite)\s+(?!\d)(.+)$/i;
/** What 'best' qualifies that is no thing to choose ('best practices for…', 'best time to post'): the query stays as it is. */
const NOT_A_CHOICE = /^(?:practices?|ways?|times?|places?|approach(?:es)?|methods?|options?|things?|part|one|ones)$/i;
/** Groups of people advice is for ('new dads', 'first time home buyers'): they are who one is, never a thing one has. */
const PEOPLE =
  /^(?:people|parents|dads|moms|mums|mothers|fathers|students|beginners|newbies|newcomers|buyers|sellers|owners|homeowners|founders|freelancers|developers|designers|writers|marketers|creators|streamers|gamers|players|runners|travell?ers|teachers|renters|tenants|landlords|workers|employees|managers|leaders|bloggers|youtubers|podcasters|hikers|climbers|swimmers|lifters|photographers|painters|bakers|brewers|gardeners|farmers|caregivers|volunteers|members|investors|retirees|seniors|couples|families|women|men|nurses|doctors|lawyers|entrepreneurs|readers|drivers|riders|introverts|graduates|grads|immigrants|expats|veterans|singles|newlyweds|adults)$|^\p{L}+(?:ists|ians|eers)$/iu;
/** Those one raises or looks after ('toddlers'): advice for them is advice on raising them. */
const YOUNG = /^(?:kids|children|toddlers|babies|infants|teens|teenagers|preteens|tweens|newborns)$/i;
const SINGULAR_PERSON: Record<string, string> = { people: 'person', women: 'woman', men: 'man' };
/** Heads of a practice or a quality, never counted ('budget travel', 'time management', 'skin care'): no article before them. */
const ABSTRACT_HEAD = /(?:ment|ance|ence|ness|ity|ism|care|loss|travel|prep|safety|security|design|strategy|growth|marketing|planning)$/i;
/** The head of a noun phrase: its last word before a preposition or a relative clause. */
const headOf = (phrase: string) =>
  phrase
    .split(/\s+(?:for|of|in|on|with|to|about|at|from|when|while|who|that|which|under|over|below|above|without)\s+/i)[0]!
    .trim()
    .split(/\s+/)
    .pop() ?? '';
/**
 * One of several ('a CRM for a small agency'), unless its head is things, a mass, a practice or a doing
 * ('budget headphones for running', 'meal prep'), or it already has its determiner.
 */
const oneOrMany = (thing: string, head = headOf(thing)) =>
  isPlural(head) || MASS.test(head) || ABSTRACT_HEAD.test(head) || isGerund(head.toLowerCase()) || DETERMINER.test(thing)
    ? thing
    : fixArticles(`a ${thing}`);

/**
 * What an advice query is on, as a phrase the templates can own, count or do: 'SEO tips for a local
 * bakery' → 'SEO for a local bakery'; 'fantasy football draft tips' → 'a fantasy football draft';
 * 'easy dinner ideas for weeknights' → 'easy dinners for weeknights'; 'advice for new dads' → 'being
 * a new dad'; 'tips for toddlers' → 'raising toddlers'. Null when the query asks for no advice.
 */
function adviceSubject(label: string, query: string): string | null {
  // A comparison is a choice one works through, never a thing one made or has.
  const compared = label.match(COMPARISON);
  // Two things compared, each with a word of its own ('vs vs vs' compares nothing).
  const sides = compared ? [compared[1]!.trim(), compared[2]!.trim()] : [];
  if (compared && sides.every((side) => /[\p{L}\p{N}]{2,}/u.test(side.replace(/\b(?:vs\.?|versus)(?=\s|$)/gi, ''))))
    return `choosing between ${sides[0]} and ${sides[1]}${compared[3] ?? ''}`;
  // What follows the advice word as the user wrote it ('any tips for running a marathon'), where a question's subject
  // would keep only its strongest term ('marathon').
  const first = label.match(ADVICE_FIRST)?.[1] ?? query.trim().match(ADVICE_FIRST)?.[1] ?? null;
  if (first) {
    const on = first.trim();
    const head = headOf(on);
    if (YOUNG.test(head)) return `raising ${on.replace(DETERMINER, '')}`;
    if (!PEOPLE.test(head) || (!isPlural(head) && !(head.toLowerCase() in SINGULAR_PERSON))) return on;
    const one = SINGULAR_PERSON[head.toLowerCase()] ?? singularOf(head) ?? head;
    const person = on.replace(DETERMINER, '').replace(new RegExp(`\\b${head}\\b`), one);
    return `being ${/^[aeiou]/i.test(person) ? 'an' : 'a'} ${person}`;
  }
  const choice = label.match(CHOICE);
  // A short name in capitals is no choice: 'Top Gear', 'Great Britain', 'Best Buy' are what they are.
  const named = /^(?:\p{Lu}[\p{Ll}'’]+\s+){1,2}\p{Lu}[\p{Ll}'’]+$/u.test(label.trim());
  if (choice && !named && !NOT_A_CHOICE.test(headOf(choice[1]!))) {
    return oneOrMany(choice[1]!.trim());
  }
  const after = label.match(ADVICE_AFTER);
  if (!after || /\s(?:of|for|with|in|on|to)\s/i.test(after[1]!)) return null;
  const on = after[1]!.trim();
  const tail = after[2] ?? '';
  const words = on.split(/\s+/);
  const head = words[words.length - 1]!;
  // A name, an acronym, a doing, a mass or a practice stays as it is ('SEO', 'meal prep', 'email marketing', 'budget travel').
  const asIs =
    /\p{Lu}/u.test(head) ||
    isGerund(head.toLowerCase()) ||
    MASS.test(head) ||
    ABSTRACT_HEAD.test(head) ||
    isPlural(head) ||
    DETERMINER.test(on);
  if (asIs || PEOPLE.test(head)) return `${on}${tail}`;
  // Ideas are of several things ('dinner ideas' → 'dinners'); tips are on one ('draft tips' → 'a fantasy football draft').
  if (/ideas|suggestions|recommendations/i.test(label.slice(on.length))) return `${[...words.slice(0, -1), plural(head)].join(' ')}${tail}`;
  return `${/^[aeiou]/i.test(on) ? 'an' : 'a'} ${on}${tail}`;
}

/** Verbs that are never nouns: a query opening with one is a doing ('launch a podcast' is launching one). */
const ONLY_VERBS =
  /^(?:grow|promote|sell|hire|recruit|advertise|monetize|monetise|improve|reduce|learn|find|choose|get|make|write|create|raise|invest|quit|automate|organize|organise|migrate|negotiate|prepare|attract|convert|retain|engage|avoid|become|publish|validate|understand|optimize|optimise|outsource|delegate|collaborate|expand)$/i;
/** Verbs that are nouns too ('travel tips', 'market research', 'run club'): a doing only before a determiner ('plan a wedding'). */
const ALSO_NOUNS =
  /^(?:plan|design|run|record|cook|cut|fix|travel|price|market|rank|network|pitch|edit|manage|move|train|practice|paint|draw|brew|bake|pay|host|set up|setup|handle|clean|repair|install|switch|apply|teach|share|post|test|email|contact|reach out to|write up|sign up|transition|return)$/i;
/** Verbs a noun or an adjective too only before one of a few words ('launch day', 'open source', 'build log'): else a doing
 * ('build muscle', 'save money on groceries', 'start dropshipping'). */
const MOSTLY_VERBS =
  /^(?:launch|start|build|save|buy|keep|boost|increase|reach|open|stop|fund|scale|study|track|land|partner|finish|pivot|measure|sponsor|rebrand|redesign)$/i;
const NOUN_AFTER =
  /^(?:day|date|party|plan|checklist|strategy|event|week|log|guide|list|order|quality|time|page|menu|button|source|world|mic|house|motion|sign|loss|words|record|records|group|session|habits|abroad|manager|management|program|programs|network|model|models|line|table|tables|point|pedal|deck|kit|calm|of|in|and|up|ups|screen|file|state|lord|rover|bar|pad|meet|field|suit)$/i;
/** A verb's particle ('pay off', 'cut back', 'move out'): what opens with one is a doing. */
const PARTICLE = /^(?:off|up|out|down|back|over|away|around|through|into)$/i;
const DETERMINES = /^(?:a|an|the|my|our|your|their|his|her|this|that|these|those|some|more|new|first|every)$/i;
/** Heads counted one at a time ('a Black Friday sale', 'a giveaway'): a query naming one without an article takes 'a'. */
const COUNTED_ONE =
  /^(?:sale|giveaway|contest|campaign|event|launch|logo|portfolio|resume|deck|ad|video|trailer|course|webinar|meetup|fundraiser|kickstarter|proposal|menu|kit|bundle|subscription|box|membership|tour|page|website|newsletter|podcast|app|channel|blog|shop|store|ebook|book|album|game|mod|plugin|bot)$/i;
/** Asking members to look at something ('feedback on my landing page'): what it is on is the topic. */
const FEEDBACK_ON =
  /^(?:(?:honest|some|any|quick|brutal)\s+)?(?:feedback|critique|critiques|opinions|thoughts|a review|review|roast)\s+(?:on|of|for|about)\s+(.+)$/i;
/** Advice looked for ('looking for tips on SEO'): read as advice (adviceSubject), not as someone to find. */
const ADVICE_SOUGHT = new RegExp(String.raw`^(?:(?:some|any|good|the best|best)\s+)*${ADVICE}\b`, 'i');
/** Looking for someone or something ('looking for beta testers for my app'): the doing is finding them. */
const LOOKING_FOR = /^(?:(?:i|we)(?:'m|’m| am|'re| are)?\s+)?(?:looking for|searching for|seeking|trying to find|in search of)\s+(.+)$/i;

/**
 * A query said as a bare verb, a request or a count noun without its article, as the phrase the
 * templates hold: 'launch a podcast' → 'launching a podcast', 'looking for beta testers for my app'
 * → 'finding beta testers for my app', 'feedback on my landing page' → 'my landing page', 'Black
 * Friday sale for my candle shop' → 'a Black Friday sale for my candle shop'.
 */
function asPhrase(label: string): string {
  const feedback = label.match(FEEDBACK_ON);
  if (feedback) return feedback[1]!;
  const looking = label.match(LOOKING_FOR);
  if (looking && !ADVICE_SOUGHT.test(looking[1]!)) return `finding ${looking[1]}`;
  const [first, second] = label.split(/\s+/);
  const doing =
    ONLY_VERBS.test(first ?? '') ||
    (ALSO_NOUNS.test(first ?? '') && (DETERMINES.test(second ?? '') || PARTICLE.test(second ?? ''))) ||
    (MOSTLY_VERBS.test(first ?? '') && !NOUN_AFTER.test(second ?? ''));
  if (first && second && !isGerund(first.toLowerCase()) && doing) return `${gerund(first)}${label.slice(first.length)}`;
  const head = label.split(/\s+(?:for|of|in|on|with|at|from|about|to|that|which)\s+/i)[0]!;
  const last = head.split(/\s+/).pop() ?? '';
  const determined = head.split(/\s+/).some((w) => DETERMINES.test(w));
  if (
    first &&
    !determined &&
    !isGerund(first.toLowerCase()) &&
    !/^(?:\d|one|two|three)/i.test(first) &&
    COUNTED_ONE.test(last) &&
    (head.split(/\s+/).length >= 2 || head !== label)
  )
    return fixArticles(`a ${label}`);
  return label;
}

/** 'how much should I charge for a logo': what is priced. */
const HOW_MUCH_CHARGE = /^how much (?:should|do|can|would|to) (?:i |we |you )?(?:charge|ask|bill|quote)\s+(?:for\s+)?(.+?)[?.!\s]*$/i;
/** 'how much does a website cost': the cost of it. */
const HOW_MUCH_COST = /^how much (?:does|do|is|are|would|will|should) (.+?) (?:cost|costs|run|set (?:me|you) back)[?.!\s]*$/i;

/** 'is it worth buying a Tesla', 'is it too late to learn piano': the doing weighed. */
const IS_IT =
  /^(?:is|are)\s+(?:it|they)\s+(?:still\s+|really\s+|even\s+|actually\s+)?(?:worth(?:\s+it)?|a good idea|a bad idea|too late|possible|normal|okay|ok|safe|smart|wise|realistic|legal|hard|easy)\s+(?:to\s+)?(?!for\b)(\S+)(.*?)[?.!\s]*$/i;
/** 'is it normal for a puppy to sleep all day': someone doing something, weighed. */
const IS_IT_FOR =
  /^(?:is|are)\s+it\s+(?:still\s+|really\s+)?(?:normal|ok|okay|safe|common|bad|healthy|weird|rude|possible|legal|unusual|too late|too early)\s+for\s+(.+?)\s+to\s+(\S+)(.*?)[?.!\s]*$/i;
/** 'how long does it take to learn Spanish': the doing. */
const HOW_LONG = /^how (?:long|much time|much money|much) (?:does|do|will|would|did|should) it (?:take|cost) (?:to )?(\S+)(.*?)[?.!\s]*$/i;
/** 'which camera should I buy for vlogging': a choice among things. */
const WHICH_BUY =
  /^(?:which|what)\s+(.+?)\s+(?:should|do|would|can)\s+(?:i|we)\s+(?:buy|get|choose|pick|use|try|start with|go with)(?:\s+(.+?))?[?.!\s]*$/i;
/** 'can I use ChatGPT for SEO': the doing asked about (never 'can you recommend…', a request). */
const CAN_I = /^(?:can|could)\s+(?:i|we)\s+(?:still\s+|really\s+|actually\s+)?(\S+)(.*?)[?.!\s]*$/i;
/** 'can anyone recommend a good CRM': what is asked for. */
const RECOMMEND =
  /^(?:(?:can|could|would)\s+(?:you|anyone|someone|somebody|you guys|y'all)\s+)?(?:please\s+)?(?:recommend|suggest)\s+(?:me\s+)?(.+?)[?.!\s]*$/i;
/** Words after a determiner that start no doing ('is it worth the money'). */
const NO_DOING = /^(?:the|a|an|it|that|this|my|our|your)$/i;

/** A question read as what it asks about: a why of something going wrong, a price asked for, a doing weighed, a choice. */
function askedAbout(query: string): string | null {
  const q = query.trim();
  const charge = q.match(HOW_MUCH_CHARGE);
  if (charge) return `pricing ${charge[1]}`;
  const cost = q.match(HOW_MUCH_COST);
  if (cost) return `the cost of ${cost[1]!.replace(/^(?:my|our)\s+/i, 'a ')}`;
  // 'is it normal for a puppy to sleep all day' → 'a puppy sleeping all day'.
  const whoDoes = q.match(IS_IT_FOR);
  if (whoDoes) return `${whoDoes[1]} ${gerund(whoDoes[2]!)}${whoDoes[3]}`;
  const doing = q.match(IS_IT) ?? q.match(HOW_LONG) ?? q.match(CAN_I);
  if (doing && !NO_DOING.test(doing[1]!) && /^\p{L}+$/u.test(doing[1]!)) return `${gerund(doing[1]!)}${doing[2]}`;
  const recommend = q.match(RECOMMEND);
  if (recommend) {
    return oneOrMany(
      recommend[1]!.replace(/^(?:a|an|some|any)\s+/i, '').replace(/^(?:good|great|decent|cheap|solid|simple|reliable)\s+/i, ''),
    );
  }
  const which = q.match(WHICH_BUY);
  if (which && !/^(?:one|ones|kind|type)$/i.test(which[1]!)) {
    const thing = which[1]!.replace(DETERMINER, '');
    return oneOrMany(`${thing}${which[2] ? ` ${which[2]}` : ''}`, headOf(thing));
  }
  return whyProblem(query);
}

function readQuery(query: string, opts: { keepCase?: boolean }): ParsedQuery {
  const read0 = readTopic(query, opts);
  const askedFor = read0.question || RECOMMEND.test(query.trim()) ? askedAbout(query) : null;
  // A question asking for an explanation is about what it asks, not its strongest term ('why is the sky blue' is no 'sky blue').
  const explained = read0.question && !askedFor ? explainedQuestion(query) : null;
  if (explained) {
    const { clause, question } = explained;
    return {
      ...read0,
      label: clause,
      question,
      plural: false,
      goal: null,
      product: null,
      role: null,
      audience: null,
      noun: clause,
      explains: true,
    };
  }
  const phrase = askedFor ?? (read0.question ? read0.label : asPhrase(read0.label));
  const read = phrase === read0.label ? read0 : { ...read0, label: phrase, plural: isPlural(phrase) };
  const asked = read.question && !askedFor ? questionSubject(query) : null;
  const asIs = asked ? { ...read, label: asked, plural: isPlural(asked) } : read;
  // 'for beginners' says who asks, not what about: a sentence reads "get sourdough bread right".
  const plain = asProblemPhrase(asIs.label.replace(FOR_BEGINNERS, '').replace(I_MADE, '').trim());
  const read2 = plain.length >= 3 && plain !== asIs.label ? { ...asIs, label: plain, plural: isPlural(plain) } : asIs;
  // Advice is asked for on something: the sentences speak of that ('Need some advice on being a new dad').
  const subject = asked ? null : adviceSubject(read2.label, query);
  const topic = subject ? { ...read2, label: subject, plural: isPlural(subject) } : read2;
  const label = topic.label;
  const [first, ...rest] = label.split(/\s+/);
  const base = first ? baseOf(first) : null;
  const audience =
    label.match(/\bfor\s+((?:a|an|the|my|our|local|small)?\s*[^,]+?)(?:\s+(?:on|with|without|before|after|in)\s+.*)?$/i)?.[1]?.trim() ??
    null;
  // 'growing tomatoes' tends plants, 'growing my newsletter' grows an audience: growth is a goal only for what a business grows.
  const tends = base === 'grow' && !DETERMINER.test(rest.join(' ')) && !GROWN.test(rest.join(' ').replace(TRAILER, ''));
  if (!base || rest.length === 0 || tends) {
    const product = productOf(label);
    // The noun form goes after 'your', 'another' or 'the': without its own determiner ('another mod for Skyrim').
    return { ...topic, goal: null, product, role: null, audience, noun: label.replace(DETERMINER, '') || label };
  }
  const { goal, noun } = VERBS[base]!;
  const object = rest.join(' ');
  const product = productOf(object);
  const role = goal === 'hire' && product ? (product.split(/\s+/).pop() ?? null) : null;
  // A compound only when it stays short and reads as one thing ('budgeting app launch'); else the object itself.
  // A plural qualifies in the singular ('watercolor painting sales').
  const compound =
    product && noun && !TRAILER.test(object)
      ? `${product.replace(/(\S+)$/, (w) => (isPlural(w) ? (singularOf(w) ?? w) : w))} ${noun}`
      : (product ?? label);
  return { ...topic, goal, product, role, audience, noun: compound, plural: false };
}

/**
 * A template line with its topic slots made to fit the topic's grammar: after a determiner or
 * before a noun a verb phrase cannot stand, so there the noun form is used ({topicNoun}).
 */
export function fitTopicSlots(template: string): string {
  // Both patterns need the slot ('{Topic}' too, under the first one's flag); most wordings have none,
  // and those that do are the templates' own few hundred, asked again for every post (issue 27).
  if (!/\{topic\}/i.test(template)) return template;
  let fitted = FITTED.get(template);
  if (fitted === undefined) {
    if (FITTED.size >= 10_000) FITTED.clear();
    fitted = fitSlots(template);
    FITTED.set(template, fitted);
  }
  return fitted;
}
const FITTED = new Map<string, string>();

const fitSlots = (template: string) =>
  template
    .replace(/\b(a|an|the|our|your|my|their|another|more)\s+\{topic\}/gi, '$1 {topicNoun}')
    .replace(
      /\{topic\}(\s+(?:numbers|experiment|lessons|checklist|process|helper|tool|tools|advice|results|question|questions|efforts|side|part|basics|guide|work))\b/g,
      '{topicNoun}$1',
    );

/** A phrase that brings its own article after one in the wording ('the the machine', "someone else's the grinder", 'its the episode'). */
const DOUBLE_ARTICLE = /(\b(?:the|a|an|my|your|our|their|its|this|any|else's|else’s)\s+)the\s+(?=\p{L})/giu;
/**
 * The same without Unicode case folding: ten times cheaper, and it matches wherever DOUBLE_ARTICLE
 * does, so only texts it matches need the real one (decision 044). Case folding adds one letter
 * these words could hold, 'ſ' (long s, folds to s), hence [sſ]; its \b sees no fewer boundaries.
 */
const DOUBLE_ARTICLE_MAYBE = /\b(?:the|a|an|my|your|our|their|it[sſ]|thi[sſ]|any|el[sſ]e['’][sſ])\s+the\s/i;

/**
 * 'a' before a vowel sound becomes 'an' once slots are filled ('a email' → 'an email', 'a Etsy shop' → 'an Etsy shop',
 * 'a SEO agency' → 'an SEO agency'), and back; a name sounded otherwise keeps its article ('a Unix box', 'a One Piece fan').
 */
export const fixArticles = (text: string) =>
  (DOUBLE_ARTICLE_MAYBE.test(text) ? text.replace(DOUBLE_ARTICLE, '$1') : text).replace(
    /\b([Aa])n?\s+(?=([\p{L}\d][\p{L}\d]*))/gu,
    (_m, a: string, next: string) => (soundsVowel(next) ? `${a}n ` : `${a} `),
  );

/** Words in u said 'you' ('a unit', 'a user', 'a usual', 'a utility', 'a urinal'); the rest take 'an' ('an update', 'an upgrade', 'an umbrella'). */
const SAID_YOU = /^(?:uni(?!n|mp|nt|d)|us(?:e|a|u|i|b)|ut(?:i|e|o|a)|ur(?:a|i|e|o|u)|ubi|uku|ufo|ukr|url|ur$|uv)/;

/** Whether a word is said with a vowel first: lower case by its letters, an acronym by its first letter's name ('an FAQ'). */
function soundsVowel(word: string): boolean {
  if (/^[a-z]/.test(word)) return /^[aeio]/.test(word) || /^(?:hour|honest|heir)/.test(word) || (/^u/.test(word) && !SAID_YOU.test(word));
  if (/^\p{Lu}[\p{Lu}\d]+s?$/u.test(word)) return /^[AEFHILMNORSX]/.test(word);
  if (/^\p{Lu}\p{Ll}/u.test(word))
    return (/^[AEIO]/.test(word) && !/^(?:One|Once|Eu|Ou(?:ija))/.test(word)) || (/^U/.test(word) && !SAID_YOU.test(word.toLowerCase()));
  if (/^\d/.test(word)) return /^(?:8|11|18)(?!\d\d)/.test(word) || /^8\d*$/.test(word);
  return /^[aeio]/i.test(word);
}
