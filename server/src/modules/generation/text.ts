/**
 * Small text helpers of the generators: reading the user's search query as a topic, finding the
 * terms a post is about (so a comment can speak to it), casing, clipping and placeholder filling.
 */
import { createHash } from 'node:crypto';
import { GENERIC_WORDS, STOP_WORDS } from '../analysis';

export interface Topic {
  /** A noun phrase that fits "about …", "with …": 'email marketing', 'growing a newsletter'. */
  label: string;
  /** The query as the user's own question ('Is SEO still worth it?'), or null when it is not one. */
  question: string | null;
  /** Its content words, lower-case, for relating keywords and flairs to it. */
  words: string[];
  /** The label names several things ('AI tools for small business'): it takes 'are', not 'is'. */
  plural: boolean;
}

export const TOPIC_MAX = 70;

const QUESTION_START = /^(what|which|who|where|when|why|how|is|are|am|can|could|should|would|do|does|did|will|has|have|any|anyone)\b/i;
/** A question about doing something: 'how to…', 'what's the best way to…', 'where do I…', 'should I…' (the doing follows). */
const HOW_TO =
  /^(?:(?:how|where|when)\s+(?:to|do\s+(?:i|we|you)|can\s+(?:i|we|you)|should\s+(?:i|we|you))|should\s+(?:i|we)|(?:what(?:'s|’s|\s+is|\s+are)\s+)?(?:the\s+)?best\s+ways?\s+to|ways\s+to|tips\s+to)\s+(.+)$/i;
const ABOUT = /^(?:tips|ideas|advice|help|strategies|strategy)\s+(?:for|on|with|about)\s+(.+)$/i;
const WHAT_IS = /^(?:what|which)(?:\s+(?:is|are)|['’]s)\s+(?!(?:new|happening|up|going|next|wrong)\b)(.+)$/i;

/**
 * What 'my' becomes when a how-to speaks of anyone's: 'a' before one thing ('growing a newsletter'), nothing before
 * things or a name ('pricing services', 'growing Instagram'). Before an ordinal it stays ('finding my first clients'):
 * a first is one's own, and a general post makes it anyone's as it does every 'my' (topicFor).
 */
function anyonesArticle(next: string, after: string): string {
  if (/^(?:first|second|third|next|last|\d+)$/i.test(next)) return 'my ';
  const head = `${next}${after}`
    .split(/\s+(?:for|of|in|on|with|to|about|at|from|when|while|who|that|which|and|or)\s+/i)[0]!
    .split(/\s+/)
    .pop()!;
  if (/^\p{Lu}/u.test(next) || isPlural(head) || MASS.test(head)) return '';
  return /^[aeiou]/i.test(next) ? 'an ' : 'a ';
}

/** 'grow' → 'growing', 'write' → 'writing', 'plan' → 'planning', 'optimize' → 'optimizing'. */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ing') && v.length > 5) return verb;
  if (/ie$/.test(v)) return verb.slice(0, -2) + 'ying';
  if (/[^aeiou]e$/.test(v) && !/ee$/.test(v) && v !== 'be') return verb.slice(0, -1) + 'ing';
  // One vowel then one consonant doubles it ('plan' → 'planning'); the u of 'qu' is no vowel ('quit' → 'quitting').
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(v.replace(/^qu/, 'q')) && v.length <= 4) return verb + verb.slice(-1) + 'ing';
  return verb + 'ing';
}

/** 'Email marketing' → 'email marketing' (sentence case), but 'Google Ads …' keeps its name. */
const firstWordLower = (s: string) =>
  /\s\p{Lu}/u.test(s) ? s : s.replace(/^([A-Z])([a-z]+)\b/, (_m, a: string, b: string) => a.toLowerCase() + b);

/** Cuts text at a word boundary so it fits `max` characters. */
/**
 * What identifies a post's body to a reader, in 12 characters (72 bits of a SHA-256): its words,
 * lower-case, with numbers blanked and punctuation, markdown and spacing ignored ('7 weeks' and
 * '11 weeks' are one body). The generator remembers these, not the bodies, beside the titles it
 * gave, so 'Generate more posts' never brings a body back under a new title (issue 25).
 */
export function bodyFingerprint(body: string): string {
  const words = body
    .toLowerCase()
    .replace(/\b(\d+(?:[.,]\d+)*|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, '#')
    .split(/[^\p{L}\p{N}#']+/u)
    .filter(Boolean)
    .join(' ');
  return createHash('sha256').update(words).digest('base64url').slice(0, 12);
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.5 ? cut : max).replace(/[\s,;:–-]+$/, '');
}

/** The first letter in capitals, but a name spelled with a small first letter keeps it ('iPhone cases', 'eBay'). */
export const capitalise = (s: string) => (s && !/^\p{Ll}+\p{Lu}/u.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Content words of a text: lower-case, stop words and very short words left out. */
export function contentWords(text: string): string[] {
  return words(text)
    .flatMap((w) => w.split('-'))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
}

/** Reads the user's search query as a topic the templates can write about (`keepCase`: names stay as written). */
export function readTopic(query: string, opts: { keepCase?: boolean } = {}): Topic {
  const q = query
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[?.!\s]+$/, '');
  const words = [...new Set(contentWords(q))];
  const isQuestion = QUESTION_START.test(q) || /\?\s*$/.test(query);
  let label = q;
  const how = q.match(HOW_TO);
  const about = q.match(ABOUT);
  const whatIs = q.match(WHAT_IS);
  if (how) {
    const [verb, ...rest] = how[1]!.split(' ');
    label = [gerund(verb!), ...rest]
      .join(' ')
      .replace(/\b(?:my|our)\s+(\S+)((?:\s+\S+)*)/gi, (_m, next: string, after: string) => `${anyonesArticle(next, after)}${next}${after}`);
  } else if (about) label = about[1]!;
  else if (whatIs) label = whatIs[1]!;
  let cased = opts.keepCase;
  if (!how && !about && !whatIs && isQuestion) {
    // Another question ('Is SEO still worth it?'): its subject, the strongest term in it, as written.
    const [subject] = keyTerms(q, '', 1);
    if (subject) [label, cased] = [subject, true];
  }
  label = clip(cased ? label : firstWordLower(label), TOPIC_MAX) || q;
  return { label, question: isQuestion ? clip(capitalise(q), TOPIC_MAX + 30) + '?' : null, words, plural: isPlural(label) };
}

/** Whether a noun phrase is plural, by its head word (the last one before a preposition). */
/**
 * Whether a phrase is a name, capitalised to its head ('Visual Studio', 'FA Cup', 'Windows 8'), not a common noun that a
 * name qualifies ('Etsy shop', 'Apple products'), which takes an article or a plural as any noun does.
 */
export const isProperName = (phrase: string) => /^\p{Lu}/u.test(phrase) && /^[\p{Lu}\p{N}]/u.test(phrase.split(/\s+/).pop()!);

/** Fields named in -ics are one ('economics is'); other words in -ics are counted ('mics', 'topics', 'metrics', 'comics'). */
const FIELD_ICS =
  /(?:phys|analyt|econom|eth|polit|mathemat|math|statist|logist|linguist|athlet|acoust|electron|mechan|genet|robot|semant|graph|aesthet|cosmet|dynam|ergonom|forens|gymnast|informat|kinemat|opt|pharmaceut|phon|therapeut|aerobat|avion|bion|civ|class|ekist|geopolit|hydraul|lingu|numismat|obstetr|ped|pediatr|poet|rhetor|semiot|techn|theatr|thermodynam)ics$/;

export function isPlural(phrase: string): boolean {
  const head =
    phrase
      .split(/\s+(?:for|of|in|on|with|to|about|at|by|from|vs\.?|versus|that|which|who)\s+/i)[0]!
      .trim()
      .split(/\s+/)
      .pop() ?? '';
  const w = head.toLowerCase();
  // A gerund phrase: 'getting more subscribers' is one activity. 'spring portraits' and 'painting classes' are things.
  const first = /^(\S+ing)\b/i.exec(phrase.trim())?.[1];
  if (first && isGerund(first.toLowerCase())) return false;
  if (
    /ing$/.test(w) ||
    /(ss|us|is|news|lens|gas|canvas|atlas|chaos|bias|alias|series|species|christmas)$/.test(w) ||
    FIELD_ICS.test(w) ||
    w.length < 3
  )
    return false;
  return /s$/.test(w) || /^(people|data|media)$/.test(w);
}

/**
 * The terms a post is about, best first: runs of content words in its title (two-word phrases
 * before single words, generic words weighing little), lifted when the body repeats them.
 */
export function keyTerms(title: string, body: string, max = 3): string[] {
  return scoredTerms(title, body, max)
    .filter((t, i) => i === 0 || t.score >= SECOND_TERM_SCORE)
    .map((t) => t.term);
}

/**
 * Words of a post's framing, not its subject ('Here is a simple process that works', 'a practical
 * guide', 'a lightweight helper'): a comment about 'simple process' misses what the post is about.
 */
const FRAME_WORDS = new Set(
  'plan project simple process practical guide step steps walkthrough basics checklist approach helper tool tools side project honest feedback traction results lessons experiment lightweight beginners beginner handle effort finally overrated heading opinion unpopular playbook wrong stuck quick version testers wasting hours painful tiny weekend built made wanted showcase roast clap boring automated world needed naturally win progress update report news tips notes newcomers sharing thoughts worked difference biggest missing second mind proud brag bragging humblebrag total age happy excited thrilled reason reasons amazing awesome incredible stunning gorgeous adorable hilarious epic insane courtesy'.split(
    ' ',
  ),
);

/** A single word that frames a post rather than names its subject ('proud', 'finally', 'update'). */
export const isFrameWord = (term: string) =>
  !/\s/.test(term.trim()) && (FRAME_WORDS.has(term.trim().toLowerCase()) || GENERIC_WORDS.has(term.trim().toLowerCase()));

/**
 * A past-tense verb ('turned' of 'How my app turned out'), never the head of a subject: 'toddlers
 * turned' is no phrase. Nouns and adjectives that end in -ed are not ('speed', 'bed', 'hundred').
 */
const PAST_TENSE = /^\p{Ll}{2,}ed$/u;
const NOT_PAST =
  /^(?:bed|beds|shed|sled|red|speed|seed|need|feed|weed|breed|greed|creed|deed|reed|steed|hundred|kindred|bred|sacred|naked|wicked|rugged|crooked|ragged|wretched|beloved|embed|led|bled|fled|wed|fed)$/;
/** Past forms that do not end in -ed ('We’ve been led into…'), none of them a common noun too ('read', 'set', 'saw' are). */
const IRREGULAR_PAST =
  /^(?:led|made|done|gone|been|taken|beaten|bitten|got|gotten|given|seen|told|kept|built|bought|sold|paid|said|sent|spent|lost|held|brought|thought|taught|caught|heard|meant|met|stood|understood|wrote|written|began|begun|came|become|became|drove|driven|ate|eaten|fell|fallen|flew|flown|forgot|forgotten|grew|grown|knew|known|rode|ridden|risen|shook|shaken|sang|sung|spoke|spoken|stole|stolen|swam|swum|threw|thrown|woke|woken|wore|worn|burnt|sank|sunk|learnt|dreamt|dealt|fought|sought|slept|wept|swept|crept|leapt|knelt|spilt|struck|stung|swung|clung|flung|slid|froze|hid|hidden|swore|sworn|tore|torn|drew|drawn|blew|blown|chose|chosen|forgave|forgiven|ran|shone|dug|spun|withdrew|overcame|overtook|mistook|arose|arisen|awoke)$/;
/** A past form ('turned', 'fixed', 'built'), never a subject's head. */
export const isPast = (w: string) => (PAST_TENSE.test(w) && !NOT_PAST.test(w)) || IRREGULAR_PAST.test(w);
/** Swearing says how the poster feels, not what about ('/r/Frugal has gone to shit'). */
const SWEARING =
  /^(?:shit|shits|shitty|crap|crappy|fuck|fucks|fucking|fucked|fucker|fuckers|damn|hell|ass|asshole|assholes|bastard|bastards|bitch|bitches|douche|douchebag|douchebags|bullshit|wtf|lol|lmao|omg)$/;

/** Particles inside a name ('Edwin van der Sar', 'Leonardo da Vinci'). */
const NAME_PARTICLE = /^(?:van|von|der|den|de|da|di|del|della|du|dos|das|ter|ten)$/;
/** Months and days say when, not what ('TIL that in June 2012, the town of …'). */
const WHEN =
  /^(?:january|february|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** Words that open a relative clause, whose next word is its verb. */
const RELATIVE = new Set(['that', 'which', 'who']);

/** Particles that make one doing of a verb ('waking up', 'paying off', 'cutting back'). */
const PARTICLE = /^(?:up|out|off|down|over|back|away|around|through)$/;

/** Words after which a doing is what a title is about ('a small win with waking up'). */
const DOING_AFTER = /^(?:with|on|about|of|at|from|into|started|start|stop|quit|keep|tips|guide|help|advice)$/;

/** What a phrase naming a thing's purpose loses against the thing ('for viewing planets'). */
const PURPOSE_COST = 2;

/** What the phrase a title opens on gains where the title's verb follows it: its sentence's subject. */
const SUBJECT_LIFT = 0.5;

/** Terms past the first must be this strong: a two-word phrase, or one the body repeats. */
const SECOND_TERM_SCORE = 2;

/** A community's title tag ('LPT:', 'TIL', 'ELI5:', 'PSA -'): what kind of post it is, not what about. */
const TITLE_TAG =
  /^\s*(?:LPT|TIL|ELI5|PSA|YSK|TIFU|DAE|IAMA|IAM|AMA|MRW|MFW|CMV|OC|WIP|RIP)(?:\s+(?:request|result|update))?\b\s*[:\-–—]?\s*/i;

/** Words after which 'to' opens a verb, not a place or a thing ('How to open nearly any knot', 'Another way to write…'). */
const TO_VERB_AFTER =
  /^(?:how|way|ways|want|wanted|need|needed|trying|try|tried|learn|learning|easy|easiest|best|going|able|where|what|when|tips|tricks|had|have|has|decided|managed|started|began|forgot|wait|hoping|planning|plan)$/;

/** Verbs a 'what' or 'who' opens a clause with ('What happens when…', 'who wins'). */
const WH_VERB =
  /^(?:happens|happened|matters|mattered|works|worked|helps|helped|counts|remains|comes|came|goes|went|makes|made|gets|got|wins|won|sells|sold|means|meant|changed|changes|causes|caused|looks|seems|seemed|feels|felt)$/;

/** Words after which a lone word is a verb ('I cannot wait to…', 'you will love'): never a subject. */
const MODAL = /^(?:can|cannot|can't|cant|could|couldn't|will|won't|would|wouldn't|should|shouldn't|must|might|may|shall|gonna|wanna)$/;

/**
 * Verbs in their base form that, after 'to', are an infinitive and never a place or a thing ('Don't forget to check
 * Craigslist', 'to promote tourism', 'to avoid tourist crowds'). Words as often nouns after 'to' ('work', 'school',
 * 'bed', 'market') are not here.
 */
const INFINITIVE =
  /^(?:check|promote|avoid|detect|assist|find|make|get|see|buy|help|keep|save|stop|start|learn|visit|watch|use|try|build|fix|sell|pay|eat|cook|clean|grow|cut|reduce|protect|prevent|support|create|give|take|show|tell|ask|bring|send|share|read|write|open|explore|catch|hide|remove|replace|repair|improve|increase|lower|earn|spend|win|beat|meet|join|leave|raise|feed|wash|organize|organise|celebrate|encourage|convince|destroy|kill|attract|collect|compete|complete|cover|describe|explain|figure|handle|identify|include|install|lose|maintain|manage|mention|notice|obtain|offer|order|pick|prove|provide|pull|push|put|receive|recognize|recognise|record|remember|rent|reach|sit|speak|steal|stay|survive|teach|test|throw|turn|understand|upgrade|wear|become|break|choose|draw|drink|drive|fly|forget|hear|hold|jump|kick|knock|let|lift|listen|look|mark|move|pass|perform|pour|prepare|rescue|ride|roll|rule|run|score|search|shoot|sign|sing|sleep|solve|spot|stick|swim|talk|touch|trade|train|treat|trust|wait|wake|walk|warn|waste|weigh|wish|wonder|worry)$/;
/** A preposition a clause can end on ('what temperature book paper burnt at'). */
const STRANDED = /^(?:at|in|on|of|for|with|from|to|by|about|into|over|under)$/;
/** What follows a verb, not a noun: what it acts on or where ('turns to…', 'follows it up', 'working in an office'). */
const VERB_FOLLOWER =
  /^(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those|me|him|them|us|it|some|any|to|in|on|at|into|with|for|from|up|out|off|down|over|back|away|(?:\d[\d,.]*(?:k|m|bn|million|billion)?|two|three|four|five|six|seven|eight|nine|ten|twelve|dozens|hundreds|thousands|millions)(?:\u00a0.*)?)$/;
/**
 * Adjectives by their ending ('effective', 'famous', 'useful', 'affordable'): how a thing is, never the thing. Nouns with
 * these endings ('archive', 'detective', 'vegetable', 'turntable') are not.
 */
// A superlative in -iest ('creepiest') is one too.
const ADJECTIVE_END = /^\p{L}{3,}(?:ive|ous|ful|less|ible|able|iest)$/u;
const NOT_ADJECTIVE =
  /^(?:archive|archives|motive|detective|executive|relative|objective|alternative|initiative|adhesive|explosive|locomotive|incentive|narrative|representative|native|captive|operative|perspective|directive|sedative|preservative|additive|laxative|contraceptive|vegetable|timetable|constable|syllable|turntable|notable|collectible|convertible|deductible|receivable|payable|valuable|variable|cable|table|stable|fable|portable|disposable|wireless|mouthful|handful|spoonful|cupful|armful|priest|highpriest)$/;
const isAdjective = (w: string) => (ADJECTIVE_END.test(w) && !NOT_ADJECTIVE.test(w)) || PREDICATIVE.test(w);
/** Titles before a person's name, capitalised in any case ('Sir Alex Ferguson', 'Dr Oz', 'King Charles'). */
const HONORIFIC = /^(?:sir|dame|lord|lady|king|queen|prince|princess|saint|st|dr|mr|mrs|ms|pope|emperor|kaiser|captain)$/i;

/** Words that measure or sort what follows 'of' ('a single piece of paper', 'a bunch of cables'): the head is after 'of'. */
const MEASURE_HEAD =
  /^(?:piece|pieces|bit|bits|lot|lots|kind|kinds|sort|sorts|type|types|couple|bunch|pair|pairs|set|sets|handful|ton|tons|amount|series|batch|batches|slice|slices|cup|cups|bowl|bowls|plate|plates|jar|jars|box|boxes|bag|bags|bottle|bottles|loaf|loaves|stack|pile|collection)$/;

/** Words of advice or of a write-up, whose subject is the word before them ('resume tips', 'budgeting guide'). */
const ADVICE_WORD = /^(?:tips|advice|guide|guides|checklist|hacks|tricks|notes|tutorial|basics|ideas)$/;

/** A word that says whose a thing is ('dad's', 'kids''): a pattern's source, for the patterns that read whose. */
export const WHOSE = String.raw`[\p{L}-]+(?:['’]s|s['’])`;

/** Family and friends named alone ('daughter', 'my wife'). */
export const KIN =
  /^(?:daughter|son|kids?|children|child|wife|husband|mom|mum|mother|dad|father|parents?|brother|sister|grandma|grandpa|grandmother|grandfather|boyfriend|girlfriend|friend|friends|roommate|baby|toddler|fiance|fiancee|partner|hubby|wifey|bf|gf|missus)$/;

/** Who a title speaks to ('It's really quite simple guys'): no subject. */
const VOCATIVE = /^(?:guys|folks|everyone|everybody|redditors|reddit|y'all|yall|friends|peeps|ladies|gents)$/;
/** Words that exclaim or apologise ('Just...wow', 'Beware!', 'Sorry to post…'): how a title opens, never its subject. */
const INTERJECTION =
  /^(?:wow|whoa|woah|beware|sorry|omg|yikes|ugh|wtf|hey|hello|hi|please|thanks|thank|yay|woohoo|damn|dang|welp|meh|lol)$/;

/** A subreddit or a user named in a title ('/r/Frugal', 'u/someone'). */
const REFERENCE = /(?:^|\s)\/?[ru]\/[\w-]+/g;
/** A pronoun or an auxiliary with its ending ('we’ve', 'I'm', 'don't'): no subject. */
const CONTRACTION = /^[\p{L}]+['’](?:ve|re|ll|d|m|t)$/u;
/** Words that open a verb's object. */
const OBJECT_START = /^(?:the|a|an|my|your|his|her|their|our|its|this|that|these|those|me|him|them|us|some|any)$/;
/** Words that close no noun phrase: what they follow is no subject with them ('car worth', 'recipes online'). */
const NO_HEAD =
  /^(?:worth|online|alone|ago|away|ready|enough|possible|available|related|based|free|together|instead|anymore|yet|today|tonight|yesterday|tomorrow|again|already|also|else|ever|here|there|now|then|new|set|past|right)$/;
/**
 * Verbs a name or a person says or does ('Lupe Fiasco draws…', 'MTV sucks', 'Mom tears up the drums', 'Guy turns an organ
 * into…'): after a name, a relative or a person they are the title's verb, never the end of its subject.
 */
const DOES_VERB =
  /^(?:says|allows|faces|learns|adopts|rescues|donates|reunites|survives|hires|elects|honors|honours|pledges|bans|draws|sucks|wins|beats|turns|makes|takes|gets|shows|plays|releases|announces|launches|buys|sells|raises|drops|hits|signs|joins|leaves|tears|kills|dies|loses|finds|gives|hates|loves|wants|needs|tries|does|goes|comes|becomes|explains|reveals|admits|confirms|denies|slams|calls|asks|tells|rips|destroys|owns|responds|reacts|returns|breaks|builds|creates|covers|performs|sings|writes|records|teaches|helps|saves|meets|visits|surprises|pranks|proposes|learns|discovers|receives|retires|resigns|increases|decreases|unveils|approves|rejects|warns|sues|arrests|urges|vows|seeks|claims|celebrates|defends|praises|criticizes|criticises|accuses|threatens|agrees|refuses)$/;
/**
 * Verbs in their base form that name no thing after a plural ('first-world taxpayers forgive billions', 'cats hate
 * baths'): after people or things in the plural they are the title's verb. None is a common noun in a compound.
 */
const BASE_VERB =
  /^(?:love|hate|want|need|think|know|say|forgive|believe|prefer|deserve|seem|become|refuse|spend|steal|agree|disagree|fail|ignore|hide|prove|reveal|explain|suffer|die|eat|drink|earn|lose|win|owe|pay|buy|sell|get|make|take|give|keep|find|tell|ask|feel|try|tend|choose|manage|avoid|enjoy|miss|wish|hope|expect|plan|claim|admit|deny|learn|teach|understand|realize|realise|notice|forget|remember|mean|cause|destroy|save|kill|ruin|hurt|help|beat|fight|vote|protest|demand|support|oppose|fear|trust|blame|judge|worship|mock|celebrate|outnumber|outlive|outperform)$/;
/** Trades written before a person's name as a title ('Photographer Jess Dugan', 'Senator John Smith'). */
const ROLE_BEFORE_NAME =
  /^(?:photographer|artist|author|writer|director|actor|actress|singer|rapper|comedian|musician|designer|developer|engineer|scientist|professor|doctor|dr|chef|coach|player|president|senator|governor|mayor|judge|officer|founder|ceo|ceos|producer|journalist|reporter|astronaut|pilot|illustrator|painter|sculptor|architect|goalkeeper|keeper|striker|defender|midfielder|quarterback|pitcher|sharpshooter|billionaire)$/;
/**
 * A word in -s after a person's name, before what it acts on ('Jess Dugan shoots portraits', 'Kanye West
 * drops a new album'): the name's verb, not a thing of the name's ('Apple products' has no object after it).
 */
const takesObject = (w: string, after: string | undefined, named: boolean) =>
  named &&
  /^\p{Ll}{2,}[^s']s$/u.test(w) &&
  !!after &&
  (OBJECT_START.test(after) || isPlural(after) || /^(?:it|to|out|up|in|on|at|into|with|for|from|off|over|back|down|away)$/.test(after));
/** Verbs of doing that are as often plural nouns ('Tax Returns', 'Big Wins'): in Title Case, where no capital tells, they stay nouns. */
const NOUN_TOO =
  /^(?:returns|wins|drops|hits|calls|plays|shows|breaks|covers|records|claims|needs|wants|loves|takes|gets|makes|turns|tears|signs|raises|releases|helps|saves|meets|visits|sells|buys|beats|kills|finds|gives|tries|does|goes|comes|becomes|owns)$/;
/** A verb of doing where Title Case hides whether a name comes before it. */
const titleVerb = (w: string, titleCase: boolean) => titleCase && DOES_VERB.test(w) && !NOUN_TOO.test(w);
/** Who does things in titles, lower case ('guy', 'mom'): with KIN, a subject a verb follows. */
/** Heads of people by their trade ('soldier', 'photographer'): what follows in -ing is what they do. */
const PERSON_NOUN_END =
  /^(?:soldier|soldiers|photographer|officer|driver|worker|doctor|nurse|mother|father|mom|dad|son|daughter|wife|husband|child|baby|person|people|men|women|kids)$/;
const PERSON_WORD = /^(?:guy|man|woman|kid|girl|boy|teacher|boss|cat|dog|dude|lady|stranger|neighbor|neighbour|cop|student|player|fan)$/;

/** Past participles the same as their base ('has hit Damascus'): verbs after 'has', never a subject's start. */
const SAME_PAST = /^(?:hit|cut|put|set|shut|hurt|let|quit|spread|split|cost|beat|burst|cast|struck|shed)$/;
/** Everyday words titles shout in capitals ('HUGE NEWS', 'PSA', 'FINALLY'): no acronym or name. */
const SHOUTED =
  /^(?:HUGE|BIG|NEW|FREE|BEST|GREAT|GOOD|BAD|WORST|AWESOME|AMAZING|UPDATE|UPDATED|WARNING|PLEASE|HELP|PSA|OFFICIAL|BREAKING|NEWS|FINALLY|REALLY|VERY|MUST|NEVER|ALWAYS|EVER|THIS|THAT|WHAT|WHY|HOW|NOT|ALL|ONLY|STILL|JUST|DONE|SOLD|LAST|FIRST|ONE|TWO|YES|NO|STOP|WOW|OMG|WTF|LOL|EPIC|INSANE|CRAZY|WEIRD|FUNNY|CUTE|REAL|TRUE|FAKE|VIDEO|PICS|PHOTO|PHOTOS|GIF)$/;
/** Words of four letters or more that Title Case styles may leave in lower case: no sign either way. */
const TITLE_CASE_NEUTRAL =
  /^(?:with|from|into|onto|than|that|this|over|upon|your|their|when|what|have|been|were|will|just|about|after|before|under|some|more|only|also|even)$/;

/**
 * Whether a title capitalises its words (most of those of four letters or more): there a capital says nothing of a name.
 * A content word left in lower case is a slip in a long Title Case title, but tells a short headline's sentence case
 * ('Venezuela's Hugo Chavez dead at 58': 'Hugo Chavez' is a name): one per five long words at most.
 */
export function isTitleCase(title: string): boolean {
  const long = title.split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w.length >= 4);
  if (long.length < 2 || long.filter((w) => /^\p{Lu}/u.test(w)).length < 0.7 * long.length) return false;
  const lower = long.filter((w) => /^\p{Ll}/u.test(w) && !TITLE_CASE_NEUTRAL.test(w)).length;
  return lower <= Math.floor(long.length / 5);
}

const reEscape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A cross-post's note anywhere in a title ('(x-post /r/panthers)', '[X-Post from /r/Movies]'). */
const XPOST = /\s*[([]\s*(?:x-?\s?post(?:ed)?|cross-?post(?:ed)?)\b[^)\]]*[)\]]/gi;
/** A sentence cut off after an article, a possessive or a preposition ('Son of a...', 'Guess who just bought the…'). */
const CUT_OFF = /(^|[.!?]\s+)[^.!?…]*?\b(?:a|an|the|of|to|my|your|his|her|our|their|and|or|with|for|in|on|at|from|by)\s*(?:\.{2,}|…)/gi;
/**
 * Adjectives said only after a verb ('a family unaware of the outside world', 'the last man alive'), and 'dead', which a
 * headline says after a name ('Hugo Chavez dead at 58'): they never describe the
 * noun before them, so never end a noun phrase ('Siberia unaware').
 */
const PREDICATIVE =
  /^(?:dead|aware|unaware|alone|alive|asleep|awake|afraid|ashamed|alike|adrift|ablaze|afloat|aloof|awash|unable|ready|unready|sorry|glad|devoid|rife|fraught|akin|aplenty|galore)$/;

/** Compounds that end in a word that otherwise ends no noun phrase ('net worth', 'free' of 'gluten free'). */
const COMPOUND_END = /^(?:net worth|self worth|gluten free|sugar free|debt free|duty free)$/;

function scoredTerms(rawTitle: string, body: string, max: number): { term: string; score: number }[] {
  // A leading tag ('[Update]', '[Guide]') frames the post; the word after it opens the title and is no name. A community
  // or a user named in it ('/r/Frugal has gone…') is where it is posted or who, not what it is about.
  // An aside in parentheses ('Use a (clean) dustpan…') is no part of the subject.
  // A cross-post's note ('(x-post /r/panthers)') says where the post came from, and a sentence cut off after an article or a
  // preposition ('Son of a...') names nothing whole: neither is what the post is about.
  const title = rawTitle
    .replace(XPOST, ' ')
    .replace(CUT_OFF, '$1')
    .replace(/^\s*\[[^\]]*\]\s*/, '')
    .replace(TITLE_TAG, '')
    .replace(REFERENCE, ' ')
    .replace(/\s*\([^()]{1,20}\)\s*(?=\S)/g, ' ');
  const tokens = withNumbers(words(title));
  const head = body.slice(0, 3000);
  // The body's words joined as the title's are ('iPhone 5'), so a phrase the body repeats is found in it.
  const bodyText = ' ' + withNumbers(words(head)).join(' ') + ' ';
  const titleWords = title.split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  // In Title Case ('I'm So Proud of my Kindergartener!') a capital says nothing: a word is a name there only where the
  // body writes it with one too.
  const titleCase = isTitleCase(title);
  // Names keep their capitals: 'SEO', 'TikTok', and 'Google' unless it only opened the title.
  const original = new Map<string, string>();
  /** Title words written with 's ('LeBron's'), by token. */
  const possessive = new Set<string>();
  // A word opening a sentence after the first, before a lower-case word of the same phrase ('Not sure what to do tonight?
  // Sweet potato soup!'), is capitalised for that; before 'and' or a verb it may be a name ('Beware! Samsung and buzzfeed…').
  const opensSentence = new Set([...title.matchAll(/[.!?…]\s+["'“‘(]?(\p{Lu}\p{Ll}+)/gu)].map((m) => m[1]!));
  // A title before a name is written with a capital in any case, and so is the name after it ('Sir Alex Ferguson Retires'):
  // in Title Case too they are a name.
  const honoured = new Set<number>();
  titleWords.forEach((w, k) => {
    if (!HONORIFIC.test(w) || !/^\p{Lu}/u.test(w) || !/^\p{Lu}/u.test(titleWords[k + 1] ?? '')) return;
    honoured.add(k);
    for (let m = k + 1; m <= k + 2 && /^\p{Lu}/u.test(titleWords[m] ?? ''); m++) {
      const lower = titleWords[m]!.toLowerCase();
      if (DOES_VERB.test(lower) || STOP_WORDS.has(lower)) break;
      honoured.add(m);
    }
  });
  // A name's part of two characters ('Kim-Jong Il', 'Tran Van Ba', 'BMW M1') after a part that is a name for sure: kept,
  // though short words are never content otherwise.
  const nameTails = new Set<string>();
  titleWords.forEach((w, k) => {
    const prev = titleWords[k - 1] ?? '';
    if (/^\p{Lu}[\p{Ll}\d]$/u.test(w) && /^\p{Lu}/u.test(prev) && (!titleCase || /.\p{Lu}/u.test(prev)) && !STOP_WORDS.has(w.toLowerCase()))
      nameTails.add(w.toLowerCase());
  });
  titleWords.forEach((w, i) => {
    const capital =
      i > 0 &&
      /^\p{Lu}/u.test(w) &&
      (!(titleCase || (opensSentence.has(w) && /^\p{Ll}{3,}$/u.test(titleWords[i + 1] ?? '') && !STOP_WORDS.has(titleWords[i + 1]!))) ||
        new RegExp(`(?:^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'u').test(head));
    // The title's first word is a name's first word where a capitalised word follows it ('Alton Brown just posted…').
    const next = titleWords[i + 1] ?? '';
    const nextBare = next.replace(/['’]s$/, '');
    const opensName =
      i === 0 && !titleCase && /^\p{Lu}\p{Ll}+$/u.test(w) && /^\p{Lu}\p{Ll}+$/u.test(nextBare) && !STOP_WORDS.has(nextBare.toLowerCase());
    // A word shouted in capitals ('HUGE NEWS:') is no acronym when it is an everyday framing word.
    const shouted = /^\p{Lu}{3,}$/u.test(w) && (SHOUTED.test(w) || FRAME_WORDS.has(w.toLowerCase()));
    const named = (/\p{Lu}/u.test(w.slice(1)) && !shouted) || capital || opensName || honoured.has(i) || nameTails.has(w.toLowerCase());
    // 'LeBron's game 7': the name is 'LeBron' (its token), and it keeps its 's inside a phrase.
    const bare = w.replace(/['’]s$/, '');
    const key = bare.toLowerCase();
    if (bare !== w) possessive.add(key);
    if (named || !original.has(key)) original.set(key, named ? bare : key);
  });
  const display = (term: string) =>
    term
      .split(' ')
      .map((w, i, all) => {
        const shown = w
          .split(NUMBER_JOIN)
          .map((p) => original.get(p) ?? p)
          .join(' ');
        // Only where the title writes the 's there ('Fathead's PR team' makes no 'Fathead's Screw-Up Scandal' of 'Tebow
        // Fathead Screw-Up Scandal').
        const owns =
          i < all.length - 1 &&
          possessive.has(w) &&
          new RegExp(`(?:^|[^\\p{L}])${reEscape(w)}['’]s\\s+${reEscape(all[i + 1]!.split(NUMBER_JOIN)[0]!)}`, 'iu').test(title);
        return owns ? `${shown}'s` : shown;
      })
      .join(' ');
  const isContent = (w: string) =>
    (w.length >= 3 || /^\p{Lu}{2}$/u.test(original.get(w) ?? '') || nameTails.has(w)) &&
    !CONTRACTION.test(w) &&
    !/^(?:wanna|gonna|gotta|kinda|sorta|lemme|dunno|gimme)$/.test(w) &&
    !SWEARING.test(w) &&
    !VOCATIVE.test(w) &&
    !INTERJECTION.test(w) &&
    !STOP_WORDS.has(w) &&
    !STOP_WORDS.has(w.replace(/-/g, '')) &&
    !/^\d/.test(w) &&
    !isAdverb(w);
  const scored = new Map<string, { score: number; at: number }>();
  const add = (term: string, score: number, at: number) => {
    const prev = scored.get(term);
    if (!prev || prev.score < score) scored.set(term, { score, at: prev?.at ?? at });
  };
  /** Whether the word at k carries on a noun phrase before it (a noun, not a verb, a framing word or a doing). */
  const continues = (k: number) => {
    const t = tokens[k];
    return (
      !!t &&
      isContent(t) &&
      !FRAME_WORDS.has(t) &&
      !GENERIC_WORDS.has(t) &&
      !ADVICE_WORD.test(t) &&
      !isPast(t) &&
      !NO_HEAD.test(t) &&
      !DOES_VERB.test(t) &&
      !titleVerb(t, titleCase) &&
      !/\p{L}{3}ing$/u.test(t) &&
      !isAdjective(t) &&
      !OBJECT_START.test(tokens[k + 1] ?? '')
    );
  };
  /**
   * A wh-word's noun before a clause with its own subject, verb and a preposition at its end ('what temperature book paper
   * burnt at'): the noun is the preposition's object and stands alone.
   */
  const whAlone = (i: number) => {
    if (!/^(?:what|which|whose)$/.test(tokens[i - 1] ?? '')) return false;
    let j = i + 1;
    while (j < tokens.length && isContent(tokens[j]!) && !isPast(tokens[j]!)) j++;
    return j > i + 1 && isPast(tokens[j] ?? '') && STRANDED.test(tokens[j + 1] ?? '') && !isContent(tokens[j + 2] ?? '');
  };
  tokens.forEach((w, i) => {
    if (!isContent(w)) return;
    // Written with a capital where a capital means something ('SEO', 'Kobe'): a name, never a verb or a feeling.
    const named = /\p{Lu}/u.test(original.get(w) ?? '');
    // What a name, a relative or a person does ('Mom tears up the drums') is the title's verb, no subject; so is a word after
    // a subject pronoun ('you requested I record Space Oddity': not 'record Space Oddity').
    const before = tokens[i - 1] ?? '';
    if (/^(?:i|we|they|he|she)$/.test(before) && !named) return;
    // Nor is a word after a modal ('5D mk3 can now record RAW video': not 'record RAW video'), after 'than' ('…than buy
    // Adobe CS6') or a past form after 'has' ('A huge explosion has hit Damascus').
    if (
      !named &&
      (MODAL.test(before) ||
        before === 'than' ||
        (/^(?:has|have|had)$/.test(before) && (isPast(w) || SAME_PAST.test(w))) ||
        (/^(?:now|just|also|still|finally|even|never|already|actually|really)$/.test(before) && MODAL.test(tokens[i - 2] ?? '')))
    )
      return;
    // In Title Case ('Sir Alex Ferguson Retires') a capital names nothing, so any word before a verb of doing may be its subject.
    if (
      (DOES_VERB.test(w) && (/\p{Lu}/u.test(original.get(before) ?? '') || KIN.test(before) || PERSON_WORD.test(before))) ||
      titleVerb(w, titleCase)
    )
      return;
    // Between a subject and what it acts on ('Heat game hits half-court…', 'Jess Dugan shoots portraits') it is the verb.
    const afterW = tokens[i + 1] ?? '';
    if (
      (DOES_VERB.test(w) && isContent(before) && isContent(afterW) && !/^(?:greatest|biggest)$/.test(before)) ||
      (BASE_VERB.test(w) && isPlural(before) && !/ss$/.test(before) && isContent(before)) ||
      (takesObject(w, afterW, /\p{Lu}/u.test(original.get(before) ?? '')) && !named)
    )
      return;
    // The verb of a relative clause is no subject ('a script that audits user accounts': not 'audits user'), nor the verb
    // after 'how to' ('How to open nearly any knot': not 'open').
    if (RELATIVE.has(tokens[i - 1] ?? '')) return;
    // So is one after a relative and an adverb ('cells which normally detect burning hot temperatures').
    if (isAdverb(before) && RELATIVE.has(tokens[i - 2] ?? '') && !named) return;
    // After 'to' a verb's base form is an infinitive, a doing ('Don't forget to check Craigslist', 'to promote tourism').
    if (before === 'to' && INFINITIVE.test(w) && !named) return;
    // A capitalised word opening the title, then a verb of doing before what it acts on or where ('Suarez turns to …'): the
    // title's subject and its verb.
    if (i === 1 && DOES_VERB.test(w) && /^\p{Lu}/u.test(title.trim()) && VERB_FOLLOWER.test(afterW)) return;
    // After things or people, an -ing word is what they do ('guest photographers ruining…'), no subject.
    if (/\p{L}{3}ing$/u.test(w) && isPlural(before) && isContent(before) && !named) return;
    if (tokens[i - 1] === 'to' && TO_VERB_AFTER.test(tokens[i - 2] ?? '') && !/^\p{Lu}/u.test(original.get(w) ?? '')) return;
    // 'Homeless Can’t Eat Deer Meat': a modal written with a curly apostrophe is a modal too, and in Title Case its verb is capitalised.
    if (MODAL.test(before.replace(/’/g, "'")) && (!/^\p{Lu}/u.test(original.get(w) ?? '') || titleCase)) return;
    // 'Never hurts to ask', 'It pays to shop around': after such words a word in -s is the verb.
    if (/^(?:never|always|rarely|sometimes|often|usually|it|which|who|still|also|really|just)$/.test(before) && /[^s]s$/.test(w) && !named)
      return;
    // A word taking an object is a verb, whatever comes before it: 'to catch the sunrise', 'Catching this as I woke up',
    // 'Sums up my thoughts'.
    const lower = !/^\p{Lu}/u.test(original.get(w) ?? '') || i === 0;
    if (lower && before === 'to' && OBJECT_START.test(tokens[i + 1] ?? '')) return;
    if (
      lower &&
      /\p{L}{3}ing$/u.test(w) &&
      /^(?:this|that|these|those|it|me|him|her|them|us|my|your|his|their|our)$/.test(tokens[i + 1] ?? '')
    )
      return;
    if (i === 0 && /[^s]s$/.test(w) && PARTICLE.test(tokens[1] ?? '') && OBJECT_START.test(tokens[2] ?? '')) return;
    // 'a bit naked', 'a little late': a measure of how, no thing.
    if (/^(?:bit|little|lot|tad)$/.test(w) && before === 'a' && tokens[i + 1] !== 'of') return;
    // A month or a day as a date ('in June 2012', 'last Friday') says when, not what; 'April Fools' is a name.
    if (WHEN.test(w) && (/^(?:in|on|since|by|until|last|next|this|every|early|late|mid|of|from)$/.test(before) || /^\d/.test(afterW)))
      return;
    // 'What happens every day…', 'what matters most': the verb of 'what', no subject.
    if (/^(?:what|who|that|which|whatever)$/.test(before) && WH_VERB.test(w)) return;
    // How the poster feels ('sick and tired of…', 'so bored with…') is not what about.
    if (/^(?:sick|tired|bored|annoyed|frustrated|fed|upset|pissed|mad|angry)$/.test(w) && !named) return;
    // After a title's opening 'Today', 'This' or 'It', a word in -s is its verb ('Today highlights a real exciting month').
    if (i === 1 && /^(?:today|yesterday|tonight|this|it|that)$/.test(before) && /[^s]s$/.test(w) && !named) return;
    // 'no clue', 'no idea' say how one feels, not what about.
    if (before === 'no' && /^(?:clue|idea|way|time|luck|doubt|point|reason|hope)$/.test(w)) return;
    // 'a single piece of paper' is about paper: a measure before 'of' heads nothing.
    if (MEASURE_HEAD.test(w) && tokens[i + 1] === 'of') {
      const measured = tokens[i + 2];
      if (measured && isContent(measured) && !GENERIC_WORDS.has(measured)) add(measured, 2, i + 2);
      return;
    }
    // A name's companion ('CD case', 'iPhone case') is no everyday word: the phrase names one thing (named, above).
    // Who the poster is ('… as a support main', 'as an adult') says who asks, not what about.
    // 'I work as a nurse' is about the nurse: only after a subject of its own.
    if (/^(?:a|an)$/.test(before) && tokens[i - 2] === 'as' && !named && !/^(?:i|we|they|he|she|you)$/.test(tokens[i - 4] ?? 'i')) return;
    // 'I'm an athletic trainer', 'I am a nurse': who the poster is, not what the post is about.
    if (/^(?:a|an)$/.test(before) && /^(?:i'm|i’m|im|am)$/.test(tokens[i - 2] ?? '') && !named) return;
    // A trade before a full name ('Photographer Jess Dugan') is a title of the name: the name is the subject.
    if (ROLE_BEFORE_NAME.test(w) && [1, 2].every((k) => /^\p{Lu}/u.test(original.get(tokens[i + k] ?? '') ?? ''))) return;
    // 'my sister's engagement ring', 'my dog's favourite toy': an everyday owner is not what the post shows; its thing is.
    if (possessive.has(w) && !named && isContent(tokens[i + 1] ?? '')) return;
    const generic = GENERIC_WORDS.has(w) || FRAME_WORDS.has(w);
    const inBody = bodyText.includes(` ${w} `);
    // A lone -ing word is the doing, not its subject ('restoring' of 'restoring a 1972 Datsun'): a name or a noun comes first.
    const doing = /ing$/.test(w) && !/^\p{Lu}/u.test(original.get(w) ?? '');
    // One's family or friends alone are who a post is about less often than what it names ('My daughter has wanted a
    // reading nook…' shows the nook).
    // A word that says how a thing is ('Simple, effective tips from Warren Buffet') is no thing.
    const describes = isAdjective(w) && !named;
    add(w, (generic ? 0.3 : 1) + (inBody ? 0.5 : 0) - (doing || isPast(w) ? 0.4 : 0) - (KIN.test(w) ? 0.5 : 0) - (describes ? 0.6 : 0), i);
    const next = tokens[i + 1];
    // Before a word of advice or a write-up ('resume tips', 'budgeting guide') the word is what the post is about.
    if (!FRAME_WORDS.has(w) && !describes && next && ADVICE_WORD.test(next)) add(w, 2 + (inBody ? 1 : 0), i);
    // A doing with its particle is one doing ('waking up at 5am' is about waking up, not about 'waking'), where the title
    // is about it: opening it or after 'with', 'on', 'about' ('for anyone starting out' says who, not what about).
    if (doing && next && PARTICLE.test(next) && (i === 0 || DOING_AFTER.test(tokens[i - 1] ?? ''))) {
      add(`${w} ${next}`, 1.8 + (bodyText.includes(` ${w} ${next} `) ? 1 : 0), i);
      // Out of where, off what ('climbing out of silver', 'paying off my car'): the doing whole.
      const where = tokens[i + 2] === 'of' ? tokens[i + 3] : undefined;
      if (where && isContent(where) && !GENERIC_WORDS.has(where)) add(`${w} ${next} of ${where}`, 2.3, i);
    }
    // A past participle between two words the body writes together again makes one thing of them ('lab grown meat',
    // 'home brewed beer'): never 'grown meat'. After a plural it is the verb ('hosts worked better').
    const after = tokens[i + 2];
    if (
      next &&
      isPast(next) &&
      after &&
      isContent(after) &&
      !isPast(after) &&
      !NO_HEAD.test(after) &&
      /^\p{Ll}+$/u.test(w) &&
      !isPlural(w) &&
      bodyText.includes(` ${w} ${next} ${after} `)
    )
      add(`${w} ${next} ${after}`, 3.5, i);
    // A noun followed by its verb ('toddlers turned out') is no phrase, nor one ending in a word that ends no noun
    // phrase ('a used car worth 20k', 'recipes online').
    // A word followed by an article or a possessive is a verb taking its object ('how vaccines train the immune system'):
    // 'vaccines train' is no phrase.
    // A name, a relative or a person followed by what they do ('Lupe Fiasco draws', 'mom tears') is no phrase.
    // Things or people doing something ('guest photographers ruining…') make a clause, no phrase.
    // A phrase never starts inside a name ('Jordan monster alley' of 'Deandre Jordan monster alley oop'), nor inside a
    // clause's wh-word and what it asks ('what temperature book paper burnt at': the temperature is what it burnt at, no
    // part of 'book paper').
    const beforeNamed = isContent(before) && /\p{Lu}/u.test(original.get(before) ?? '') && !ROLE_BEFORE_NAME.test(before);
    // A name's particle ('Edwin van der Sar') is inside the name.
    const inName = NAME_PARTICLE.test(w) || (NAME_PARTICLE.test(before) && named);
    if ((named && beforeNamed) || inName || whAlone(i)) return;
    const doesNext =
      !!next &&
      ((DOES_VERB.test(next) && (named || KIN.test(w) || PERSON_WORD.test(w))) ||
        // A name and what it is doing somewhere or to something ('Luis Suarez working in an office').
        (named && /\p{L}{3}ing$/u.test(next) && isGerund(next) && VERB_FOLLOWER.test(tokens[i + 2] ?? '')) ||
        (i === 0 && DOES_VERB.test(next) && /^\p{Lu}/u.test(title.trim()) && VERB_FOLLOWER.test(tokens[i + 2] ?? '')) ||
        titleVerb(next, titleCase) ||
        (takesObject(next, tokens[i + 2], named) && !/\p{Lu}/u.test(original.get(next) ?? '')) ||
        (DOES_VERB.test(next) && !!tokens[i + 2] && isContent(tokens[i + 2]!)) ||
        (BASE_VERB.test(next) && isPlural(w) && !/ss$/.test(w)) ||
        ((isPlural(w) || PERSON_WORD.test(w) || PERSON_NOUN_END.test(w)) && /\p{L}{3}ing$/u.test(next)));
    if (
      next &&
      !doesNext &&
      isContent(next) &&
      // A word that describes ('find the tutorials useful', 'the news is glorious') ends no noun phrase.
      !/\p{L}{3}(?:ful|ous|less)$/u.test(next) &&
      !PREDICATIVE.test(next) &&
      !isPast(next) &&
      // A passive the past form of which is its base ('consumers hit by fraud', 'fire shot dead'): what befell them, no noun.
      !(/^(?:by|dead)$/.test(tokens[i + 2] ?? '') && (SAME_PAST.test(next) || next === 'shot')) &&
      (!NO_HEAD.test(next) || COMPOUND_END.test(`${w} ${next}`)) &&
      !OBJECT_START.test(tokens[i + 2] ?? '') &&
      !(MEASURE_HEAD.test(next) && tokens[i + 2] === 'of')
    ) {
      // A phrase with a generic word ('boring part', 'finally worked') says little about the subject.
      const vague = (generic && !named) || ((GENERIC_WORDS.has(next) || FRAME_WORDS.has(next)) && !named);
      // A doing after 'for' says what a thing is for, not what the post is about: 'a telescope for viewing planets' is
      // about the telescope.
      // A phrase opened by a doing or a past form ('protecting children courtside', 'captured moments') names less than
      // a name or a thing beside it ('Keith Smart', 'NBA Playoffs').
      // Things written right after a name are the name's ('Deandre Jordan monster alley oop'): the name is what they are about.
      const purpose =
        (doing && tokens[i - 1] === 'for' ? PURPOSE_COST : 0) +
        ((doing || isPast(w)) && !named ? 0.5 : 0) +
        (beforeNamed && !named ? 0.5 : 0);
      add(`${w} ${next}`, (vague ? 0.8 : 2) + (bodyText.includes(` ${w} ${next} `) ? (vague ? 0.3 : 1) : 0) - purpose, i);
      // Two words that describe a third keep it: 'two-player card game', not 'two-player card'. A phrase
      // the body writes again stands even with an everyday noun in it ('bedtime story app'), never with a framing word.
      const head = tokens[i + 2];
      const three = `${w} ${next} ${head}`;
      const again = bodyText.includes(` ${three} `);
      const framed = FRAME_WORDS.has(w) || FRAME_WORDS.has(next);
      if (
        (!vague || (again && !framed)) &&
        head &&
        isContent(head) &&
        !FRAME_WORDS.has(head) &&
        !PREDICATIVE.test(head) &&
        !isPast(head) &&
        !NO_HEAD.test(head) &&
        !((isPlural(next) || PERSON_WORD.test(next) || PERSON_NOUN_END.test(next)) && /\p{L}{3}ing$/u.test(head)) &&
        !(
          (DOES_VERB.test(head) || (takesObject(head, tokens[i + 3], true) && !/\p{Lu}/u.test(original.get(head) ?? ''))) &&
          (/\p{Lu}/u.test(original.get(next) ?? '') || titleVerb(head, titleCase))
        ) &&
        !(DOES_VERB.test(head) && !!tokens[i + 3] && isContent(tokens[i + 3]!)) &&
        // Things in the plural and then a verb's base form ('security guards claim'): the title's verb, no head.
        !(BASE_VERB.test(head) && isPlural(next) && !/ss$/.test(next)) &&
        !(/\p{Lu}/u.test(original.get(next) ?? '') && /\p{L}{3}ing$/u.test(head) && VERB_FOLLOWER.test(tokens[i + 3] ?? '')) &&
        !OBJECT_START.test(tokens[i + 3] ?? '')
      ) {
        // A phrase ends where its noun phrase does: never 'Deandre Jordan monster' before 'alley oop'.
        if (!continues(i + 3)) add(three, 2.2 + (again ? 1 : 0) - purpose, i);
        // A fourth word that heads the three ('cast iron pan care', 'raised bed soil mix') is what they name: never 'a
        // question about cast iron pan', whose article the compound had.
        const fourth = tokens[i + 3];
        if (
          !vague &&
          !framed &&
          fourth &&
          isContent(fourth) &&
          !FRAME_WORDS.has(fourth) &&
          !GENERIC_WORDS.has(fourth) &&
          !ADVICE_WORD.test(fourth) &&
          !isPast(fourth) &&
          !NO_HEAD.test(fourth) &&
          !DOES_VERB.test(fourth) &&
          !/ing$/.test(fourth) &&
          !OBJECT_START.test(tokens[i + 4] ?? '') &&
          !continues(i + 4)
        )
          add(`${three} ${fourth}`, 2.4 + (bodyText.includes(` ${three} ${fourth} `) ? 1 : 0) - purpose, i);
      }
    }
  });
  // The phrase a title opens on, right before its verb, is its sentence's subject ('TIL Ray Bradbury originally titled …',
  // 'ice worms are worms that …'): what it is about more than a thing in a clause after ('a local fire station').
  const first = tokens.findIndex((t) => isContent(t));
  for (const [term, entry] of scored) {
    if (entry.at !== first || first < 0) continue;
    let k = first + term.split(' ').length;
    if (isAdverb(tokens[k] ?? '')) k++;
    const verb = tokens[k] ?? '';
    // Not one's family or a person alone ('Mom tears up the drums', 'My daughter has wanted a reading nook'), and not before
    // a verb that is as often a plural noun ('leather slip covers').
    if (KIN.test(term) || PERSON_WORD.test(term)) continue;
    if (
      isPast(verb) ||
      (DOES_VERB.test(verb) && !NOUN_TOO.test(verb)) ||
      /^(?:is|are|was|were|has|have|had|will|would|can|could)$/.test(verb)
    )
      entry.score += SUBJECT_LIFT;
  }
  // The title's phrase the body repeats most (its subject, e.g. 'AI tools for small business') leads.
  const lead = repeatedPhrase(tokens, bodyText, isContent);
  if (lead) add(lead, 10, -1);
  const ranked = [...scored.entries()].sort((a, b) => b[1].score - a[1].score || a[1].at - b[1].at);
  const out: { term: string; score: number }[] = [];
  for (const [t, { score }] of ranked) {
    if (out.length >= max) break;
    // One mention per word: 'overcomplicate facebook' adds nothing once 'facebook ads' is in.
    const tw = t.split(' ');
    if (out.some((o) => o.term.split(' ').some((w) => tw.includes(w)))) continue;
    out.push({ term: t, score });
  }
  if (out.length === 0) {
    const fromBody = contentWords(body).filter((w) => !GENERIC_WORDS.has(w));
    if (fromBody[0]) out.push({ term: fromBody[0], score: 0 });
  }
  return out.map((o) => ({ term: display(o.term), score: o.score }));
}

/** The longest-weighted run of 2–6 title words (content words at both ends) that the body repeats at least twice. */
function repeatedPhrase(tokens: readonly string[], bodyText: string, isContent: (w: string) => boolean): string | null {
  let best: string | null = null;
  let bestScore = 0;
  for (let i = 0; i < tokens.length; i++) {
    for (let len = 2; len <= 6 && i + len <= tokens.length; len++) {
      const gram = tokens.slice(i, i + len);
      if (gram.includes('') || !isContent(gram[0]!) || !isContent(gram[len - 1]!)) continue;
      const phrase = gram.join(' ');
      let count = 0;
      for (let at = bodyText.indexOf(` ${phrase} `); at >= 0; at = bodyText.indexOf(` ${phrase} `, at + 1)) count++;
      if (count >= 2 && count * len > bestScore) [best, bestScore] = [phrase, count * len];
    }
  }
  return best;
}

/** Joins a word and the short number that names it with it ('game 7', 'iPhone 5'): one token, shown with a space. */
const NUMBER_JOIN = '\u00a0';
/** Words a number after them does not name ('bought 3 lenses', 'top 10'): a count follows them. */
const COUNTS_AFTER =
  /^(?:top|over|under|about|around|only|just|last|first|next|every|all|than|and|or|at|in|on|by|for|to|of|with|from|after|before|since|until|past|near|below|above|beyond|per|vs|versus|via|through|into|onto|within|without|across|between|like|as|the|a|an|my|your|our|their|his|her|its|these|those|some|any|no|have|has|had|got|get|is|are|was|were|be|been|x)$/;
/**
 * A short number after a word names a thing with it ('Game 7', 'Spurs Big 3', 'my iPhone 5 battery'); before a plural
 * it counts ('run 5 miles'), and after a past form it is a count done ('lost 10 pounds').
 */
function withNumbers(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = out[out.length - 1];
    const after = tokens[i + 1] ?? '';
    if (
      /^\d{1,3}$/.test(t) &&
      // '1,000' and '2.5' are one figure, split by words(): no name's number.
      !(after === '' && /^\d/.test(tokens[i + 2] ?? '')) &&
      prev &&
      /^\p{L}[\p{L}-]+$/u.test(prev) &&
      !COUNTS_AFTER.test(prev) &&
      !STOP_WORDS.has(prev) &&
      !isPast(prev) &&
      !(after && isPlural(after) && !STOP_WORDS.has(after))
    )
      out[out.length - 1] = `${prev}${NUMBER_JOIN}${t}`;
    else out.push(t);
  }
  return out;
}

/** '-ly' adverbs ('finally', 'really'), which never name a subject. */
const NOT_ADVERBS =
  /^(family|supply|assembly|reply|apply|italy|july|ally|rally|belly|jelly|bully|anomaly|monopoly|butterfly|firefly|holy|ugly|silly|friendly)$/;
const isAdverb = (w: string) => /ly$/.test(w) && w.length > 4 && !NOT_ADVERBS.test(w);

/**
 * Lower-case words with their inner hyphens and apostrophes ('sign-ups', "customer's" → 'customer'),
 * '' where punctuation breaks a phrase.
 */
function words(text: string): string[] {
  const out: string[] = [];
  for (const piece of text.toLowerCase().split(/([.,;:!?()[\]{}"“”|/\n]+|\s+)/u)) {
    if (!piece || /^\s+$/.test(piece)) continue;
    // Punctuation, or a dash standing alone ('LeBron's game 7 - the GIF'), breaks a phrase.
    if (/^[.,;:!?()[\]{}"“”|/\n]+$/u.test(piece) || /^[-–—]+$/.test(piece)) {
      out.push('');
      continue;
    }
    const w = piece
      .replace(/^['’-]+|['’-]+$/g, '')
      .replace(/['’]s$/, '')
      .replace(/[^\p{L}\p{N}'’-]/gu, '');
    if (w) out.push(w);
  }
  return out;
}

/** Whether a UTF-16 code is one of \w's: A-Z, a-z, 0-9 or _. */
const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/**
 * Replaces each {name} with vars[name]; unknown names are left as they are. What
 * `template.replace(/\{(\w+)\}/g, (m, name) => vars[name] ?? m)` does, read by hand: a replace with a
 * callback costs a call into the runtime per slot, and every sentence of every post is filled (issue 27).
 */
export function fill(template: string, vars: Record<string, string>): string {
  let out = '';
  let done = 0;
  for (let open = template.indexOf('{'); open !== -1; open = template.indexOf('{', open + 1)) {
    let end = open + 1;
    while (end < template.length && isWordCode(template.charCodeAt(end))) end++;
    if (end === open + 1 || template.charCodeAt(end) !== 125 /* } */) continue;
    out += template.slice(done, open) + String(vars[template.slice(open + 1, end)] ?? template.slice(open, end + 1));
    done = end + 1;
    open = end;
  }
  return done === 0 ? template : out + template.slice(done);
}

/** Text without repeated spaces or blank lines beyond one, trimmed. */
export const tidy = (s: string) =>
  s
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/ {2,}/g, ' ')
    .trim();

const IRREGULAR: Record<string, string> = {
  man: 'men',
  woman: 'women',
  child: 'children',
  person: 'people',
  knife: 'knives',
  life: 'lives',
  shelf: 'shelves',
  leaf: 'leaves',
  loaf: 'loaves',
  scarf: 'scarves',
  wolf: 'wolves',
  half: 'halves',
  calf: 'calves',
  thief: 'thieves',
  hoof: 'hooves',
  elf: 'elves',
  wife: 'wives',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
};

/** Nouns of a mass, never counted ('money', 'content', 'sleep'). */
export const MASS =
  /^(?:money|advice|information|info|equipment|furniture|software|hardware|music|news|weather|traffic|homework|research|feedback|knowledge|luggage|baggage|jewelry|jewellery|clothing|rice|bread|health|fitness|debt|credit|cash|mail|email|content|traffic|gear|food|water|coffee|tea|wine|beer|art|history|poetry|fiction|garbage|trash|rent|insurance|furniture|housework|progress|space|sleep|skin|hair|posture|anxiety|stress|weight|motivation|confidence|productivity|focus|form|nutrition|mobility|flexibility|endurance|stamina|recovery|energy|sourdough|dough|pasta|cheese|chocolate|meat|flour|yeast|soil|compost|gas|fuel|grass|paint|wood|concrete|drywall|wifi|internet|storage|memory|performance|audio|footage|lighting|revenue|income|engagement)$/i;

/** A noun's plural: 'grinder' → 'grinders', 'bench' → 'benches', 'city' → 'cities', 'knife' → 'knives'. */
export function plural(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower]!;
  // One series, two series: never 'documentary serieses'.
  if (/(?:series|species|news|means|headquarters|aircraft|sheep|deer|fish)$/i.test(word)) return word;
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** The singular a plural was made from ('stocks' → 'stock', 'boxes' → 'box', 'cities' → 'city'), where one was. */
export function singularOf(word: string): string | null {
  // One series, two series: a word its own plural has no other singular ('news' is not many a 'new').
  if (plural(word) === word) return null;
  for (const one of [`${word.slice(0, -3)}y`, word.slice(0, -2), word.slice(0, -1)])
    if (one.length >= 3 && plural(one) === word) return one;
  return null;
}

const GERUND = /^\p{L}{3,}ing$/u;
const NOT_GERUND =
  /^(morning|evening|thing|something|nothing|anything|everything|string|ring|king|wing|spring|ceiling|clothing|wedding|pudding|building|painting|drawing|recording|setting|listing|meeting|sibling|duckling|dumpling|stuffing|frosting|icing|topping|filling|seasoning|dressing)$/i;

/** A word in -ing that names a doing ('cutting', 'dialing'), not a thing ('morning', 'wedding'). */
export const isGerund = (word: string) => GERUND.test(word) && !NOT_GERUND.test(word);

/** Heads of things someone makes, offers or runs, countable in any community ('a handmade soy candles shop'). */
export const COUNTED_WORK =
  /^(?:checklist|guide|app|tool|template|spreadsheet|course|newsletter|podcast|channel|blog|website|tracker|calculator|ebook|plugin|extension|bot|dashboard|workshop|planner|worksheet|cheatsheet|sheet|handbook|playlist|zine|mod|modpack|server|shop|store|business|salon|studio|bakery|cafe|café|restaurant|brand|agency|startup|company|clinic|boutique)$/;

/**
 * A made work followed by what it does, as the work alone: 'a newsletter explaining inflation' → 'a newsletter', 'app
 * tracking habits' → 'app'; null when no made work comes before a doing ('trail running shoes').
 */
export function workBeforeDoing(phrase: string): string | null {
  const doing = phrase.match(/^(.*?\b(\S+))\s+\p{Ll}+ing\s/u);
  return doing && COUNTED_WORK.test(doing[2]!.toLowerCase()) ? doing[1]! : null;
}

/** Where a noun phrase ends and what qualifies it begins ('… for a toddler', '… in a small garage', '… I built'). */
export const QUALIFIER = /\s+(?=(?:for|in|on|with|at|from|using|by|that|which|I|we)\s)/;

/** A people's or a region's adjective closing a phrase: the noun it qualifies is missing. */
export const PEOPLES_ADJECTIVE =
  /\b(?:american|european|asian|african|australian|canadian|british|english|irish|scottish|korean|chinese|japanese|german|french|spanish|italian|russian|brazilian|mexican|indian|dutch|swedish|polish|turkish|greek|thai|vietnamese|latin|nordic|western|eastern|northern|southern)$/i;
