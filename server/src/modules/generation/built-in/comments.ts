/**
 * First comments of the built-in engine: each takes an angle (share an experience, add a tip, ask,
 * push back, build on it; for a post that asks: experience, tip or a clarifying question) and
 * speaks to the terms the post is about, in the chosen tone. Seeded like the posts.
 */
import type { CommentIdea, CommentTone } from '@subreddit-signal/contract';
import type { CommentsInput, CommentVersionInput } from '../port';
import { SWEARS, type CommunityProfile } from '../community';
import { hashSeed, rng, type Rng } from '../random';
import { differsSubstantially } from '../quality/similarity';
import { commentFit, type CommentFit } from '../comment-norms';
import {
  COUNTED_WORK,
  KIN,
  MASS,
  capitalise,
  isGerund,
  isPast,
  fill,
  isFrameWord,
  isPlural,
  isProperName,
  keyTerms,
  plural,
  WHOSE,
} from '../text';
import { isProblem } from './topic-forms';
import { fixArticles } from '../query';
import { doingWithObject } from './kit';
import { isGivenName, isPlace } from '../proper-names';
import { explains, explanationIn } from '../explained-words';
import { STOP_WORDS } from '../../analysis';
import { asWritten, escapeRe, namedInSentences } from '../phrase-role';
import { CHEERFUL, graveWords, isGrave } from './grave';
import {
  CELEBRATION_ANGLES,
  SHOWING_ANGLES,
  MUSING_ANGLES,
  SHARED_ANGLES,
  SHARED_OWN_ANGLES,
  FACT_ANGLES,
  DISCUSSION_ANGLES,
  TRIBUTE_ANGLES,
  GUEST_ANGLES,
  THREAD_ANGLES,
  SUPPORT_ANGLES,
  OPENERS,
  POOLS,
  QUESTION_ANGLES,
  RESPONSES,
  STATEMENT_ANGLES,
  EXPLAIN_ANGLES,
  WRONGED_ANGLES,
  REPORTED_WRONG_ANGLES,
  GRAVE_ANGLES,
  GRAVE_QUESTION_ANGLES,
  UPLIFT_ANGLES,
  REPORT_ANGLES,
  TITLES,
  type Angle,
} from './comment-phrases';

const FALLBACK_TERM = 'this';
/** What a post is beyond asking or telling: it grieves or vents, celebrates, or shows a piece of the poster's. */
type PostMood =
  | 'ama'
  | 'thread'
  | 'tribute'
  | 'hurt'
  | 'explain'
  | 'grave'
  | 'joy'
  | 'show'
  | 'muse'
  | 'shared'
  | 'fact'
  | 'discuss'
  | 'wronged'
  | 'uplift'
  | 'report'
  | 'plain';
/** Angles whose wordings open on their own feeling ('Congratulations', 'I am so sorry'): no cheerful opener before them. */
const UNOPENED = new Set<Angle>([
  'learned',
  'askback',
  'thanks',
  'wrong',
  'wrongq',
  'clarify',
  'congrats',
  'support',
  'checkin',
  'compliment',
  'riff',
  'stuck',
  'wonder',
  'react',
  'askmore',
  'guest',
  'take',
  'threadq',
  'threadthanks',
  'ownmore',
  'tribute',
  'legacy',
  'fan',
  'behind',
  'explain',
  'analogy',
  'source',
  'acknowledge',
  'factq',
  'view',
  'heartened',
  'followup',
  'recommend',
]);
const SECOND_SUBJECT = 'timing';

/**
 * A subject a comment can name after 'the' or 'on': a verb phrase loses its verb and determiner
 * ('launching a budgeting app' → 'budgeting app'), so no comment says 'the launching a budgeting app part'.
 */
export function nounSubject(term: string): string {
  // Who one is keeps its verb: 'being a new dad' is no 'new dad'.
  if (/^being\s/i.test(term)) return term;
  const m = term.match(/^\p{L}+ing\s+(a|an|the|our|your|my|their)\s+(.+)$/iu);
  // What is done to it keeps the doing too: 'getting your toddler to sleep' is no 'toddler to sleep'.
  if (!m || /\sto\s+\p{L}/u.test(m[2]!)) return term;
  // Someone's own thing keeps whose it is: 'restoring your dad's 1972 Datsun' → 'your dad's 1972 Datsun', never 'dad's…'.
  if (POSSESSED.test(m[2]!) && /^(?:our|your|my|their)$/i.test(m[1]!)) return `${m[1]} ${m[2]}`;
  // One thing keeps an article: 'launching a true crime podcast' → 'the true crime podcast', never 'about true crime podcast'.
  const head = m[2]!.split(/\s+/).pop()!;
  return isPlural(head) || MASS.test(head) || isProperName(m[2]!) ? m[2]! : `the ${m[2]}`;
}

/** A phrase that opens on whose it is ('dad's 1972 Datsun', 'your deck', 'kids' room'): it takes no article of its own. */
const POSSESSED = new RegExp(`^(?:(?:your|my|our|his|her|their)\\s|${WHOSE}\\s)`, 'iu');
/** 'your' with whose it is ('your dad's'), before the word it owns. */
const YOURS = new RegExp(`\\byour\\s+(?:${WHOSE}\\s+)?(?=([\\p{L}\\d'’-]+))`, 'giu');

/**
 * A doing of the poster's as anyone's: 'training for your first half marathon' → 'training for a first half marathon',
 * 'restoring your dad's 1972 Datsun' → 'restoring a 1972 Datsun', 'getting your kids to bed' → 'getting kids to bed'.
 */
function anyones(doing: string): string {
  return fixArticles(doing.replace(YOURS, (_m, next: string) => (isPlural(next) ? '' : 'a ')));
}

/** Words that open what qualifies a doing ('cooking for one on a budget'): where a doing named as a subject may end. */
const DOING_QUALIFIER = /^(?:for|on|in|with|at|from|to|through|during|after|before|without|by|about|into|over|under|while|when|as)$/i;
/** Words a doing read from a title runs to at most, before its qualifiers cut it. */
const DOING_WORDS = 7;
/** Words that end a doing read on from its first words: a new clause or a clause about it ('… replies and', '… that get'). */
const DOING_ENDS = /^(?:and|or|but|so|then|i|we|you|he|she|it|they|is|are|was|were|am|has|have|had|that|which|who|because|if)$/i;
/** Words after which a doing is the title's subject ('A small win with cooking for one', 'Progress on getting my…', 'Tips: …'). */
const BEFORE_DOING =
  /^(?:with|on|about|at|for|into|of|from|in|after|before|without|by|to|approach|love|hate|enjoy|started|stopped|quit|tried|avoid|finished|done|recommend)$/i;

/** A doing or who one is ('cooking for one', 'being debt-free'): never 'the … part', never with an article. */
const doingTerm = (term: string) => /^being\s/i.test(term) || (VERBAL_DOING.test(term) && doingWithObject(term));
/** A word in -ing before what it is done to or how ('cooking for one', 'getting your toddler…'), never a compound's first word ('budgeting app'). */
const VERBAL_DOING = /^\p{Ll}+ing\s+(?:your|my|our|his|her|their|a|an|the|some|more|for|to|with|on|in|at|up|out|off|it|them)\b/u;
const NO_DOINGS: ReadonlySet<string> = new Set();

/** A word of time alone, which names nothing a post is about ('later', 'today'). */
const TIME_WORD = /^(?:later|ago|today|tonight|yesterday|tomorrow|now|again|soon|recently|earlier|still|already|finally|lately|forever)$/i;
/** Praise before what a title names ('amazing letter', 'the awesome gesture'): the comment names the thing. */
const PRAISED =
  /^((?:the|a|an)\s+)?(?:(?:amazing|awesome|incredible|impressive|perfect|stunning|gorgeous|adorable|hilarious|epic|insane|beautiful|cute|cool|great|wonderful|fantastic|brilliant|extremely|really|very|super)\s+)+(?=\p{L})/iu;

/**
 * What a headline about someone from a place is about ('Virginia woman's awesome gesture for her neighborhood's dogs' →
 * 'the gesture'); 'this story' when it tells what they did ('Texas man rescues dog from flood'); null when the place is
 * followed by no one.
 */
function headlineAfterPlace(title: string, place: string): string | null {
  const [where = '', who = ''] = place.split(/\s+/);
  const after = new RegExp(`\\b${escapeRe(where)}\\s+(\\p{L}+)(['’]s)?\\s+([^,.;:!?()\\[\\]]*)`, 'iu').exec(title);
  if (!after || !HEADLINE_PEOPLE.test(after[1]!) || (who && who.toLowerCase() !== after[1]!.toLowerCase())) return null;
  if (!after[2]) return 'this story';
  // What is theirs, up to what qualifies it ('awesome gesture for her neighborhood's dogs' → 'gesture').
  const theirs = after[3]!.split(/\s+(?:for|of|in|on|with|at|from|to|by|after|before|that|which|who)\s+/i)[0]!.trim();
  const thing = theirs.replace(PRAISED, '').trim();
  return thing && thing.split(/\s+/).length <= 3 ? `the ${thing}` : 'this story';
}

/** Small words a Title Case title capitalises that are never part of a name after a given name ('Ruby On Rails'). */
const NOT_A_SURNAME = /^(?:on|of|the|and|or|in|to|for|with|is|are|was|at|by|from|a|an|vs|says|said|just|has|had|will)$/i;

/**
 * A term with the capitals its title gives a place ('virginia' → 'Virginia') or a given name and the surname after it
 * ('bill cosby' → 'Bill Cosby'), where keyTerms lowered them (a title's first word, a Title Case title).
 */
export function withTitleCapitals(title: string, term: string): string {
  const words = term.split(/\s+/);
  const said = title.split(/[^\p{L}'’-]+/u).filter(Boolean);
  const capitalised = (w: string) => said.find((t) => t.toLowerCase() === w.toLowerCase() && /^\p{Lu}/u.test(t));
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!/^\p{Ll}/u.test(w)) continue;
    const asTitled = capitalised(w);
    if (!asTitled) continue;
    if (isPlace(w)) {
      words[i] = asTitled;
      changed = true;
      continue;
    }
    const next = words[i + 1];
    const at = said.findIndex((t) => t === asTitled);
    const titledNext = at >= 0 ? said[at + 1] : undefined;
    if (
      isGivenName(w) &&
      next &&
      titledNext &&
      titledNext.toLowerCase() === next.toLowerCase() &&
      /^\p{Lu}/u.test(titledNext) &&
      !NOT_A_SURNAME.test(next)
    ) {
      words[i] = asTitled;
      words[i + 1] = titledNext;
      changed = true;
    }
  }
  return changed ? words.join(' ') : term;
}

/** Words in -ing that describe a thing rather than do something to it ('Amazing letter from an ex-slave…'). */
const ING_ADJECTIVE =
  /^(?:amazing|interesting|exciting|stunning|boring|annoying|inspiring|touching|heartwarming|heartbreaking|terrifying|shocking|disturbing|fascinating|outstanding|missing|upcoming|ongoing|loving|rising|leading|striking|charming|promising|surprising|frustrating|confusing|depressing|relaxing|refreshing|satisfying|disappointing|encouraging|alarming|amusing|astonishing|breathtaking|compelling|convincing|devastating|embarrassing|entertaining|exhausting|gripping|haunting|humiliating|intimidating|intriguing|mind-blowing|moving|overwhelming|pleasing|puzzling|rewarding|thrilling|troubling|trending|winning|existing|remaining|following|matching|competing|booming|dying|burning|falling|sleeping|smiling|crying|screaming|floating|spinning|glowing)$/i;

/** Doings that frame a post rather than name its subject ('Looking for feedback on…', 'Having trouble with…'). */
const FRAME_DOING =
  /^(?:looking|seeking|asking|searching|sharing|showing|hoping|wondering|thinking|trying|needing|wanting|having|feeling|struggling|reporting|posting|introducing|presenting|announcing|coming|starting)$/i;

/**
 * The doing a title's subject term sits in, as the commenter names it: 'A small win with cooking for one on a budget' with
 * the term 'budget' is about cooking for one, and 'Progress on getting my toddler to sleep through the night' about getting
 * your toddler to sleep, never 'the budget' or 'the night'. Cut before its second qualifier (and its first, were it still
 * longer than five words); null when the term is in no doing the title opens or a preposition introduces.
 */
export function doingSubject(title: string, term: string): string | null {
  const words = title.split(/\s+/).map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d'’]+$/gu, ''));
  const want = term
    .replace(/^(?:the|a|an)\s+/i, '')
    .toLowerCase()
    .split(/\s+/);
  const raw = title.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // A title opens again after a tag or a colon ('[Update] Training for my first half marathon…').
    const opens = i === 0 || /[\]:–—-]$/.test(raw[i - 1] ?? '');
    if (!/^\p{Ll}+ing$/u.test(w) && !(opens && /^\p{Lu}\p{Ll}+ing$/u.test(w))) continue;
    // 'Getting started with saving money' is about the saving, 'Looking for feedback on my deck' about the deck: a frame
    // of asking, showing or feeling is no doing of its own.
    if (!isGerund(w.toLowerCase()) || FRAME_DOING.test(w) || ING_ADJECTIVE.test(w) || /^(?:started|going)$/i.test(words[i + 1] ?? ''))
      continue;
    // The doing opens the title, a clause after a colon or dash, or follows a preposition.
    if (!opens && !BEFORE_DOING.test(words[i - 1]!)) continue;
    // The term within the next eight words, and nothing between that ends the phrase.
    for (let j = i; j < Math.min(words.length, i + 9) - want.length + 1; j++) {
      if (!want.every((t, k) => words[j + k]!.toLowerCase() === t)) continue;
      let end = j + want.length;
      // A term that is the doing's own first words ('climbing out' of 'climbing out of silver as a support main') takes
      // the doing to its end, as far as a stop, before it is cut at its qualifiers below.
      if (j === i)
        while (end < words.length && end < i + DOING_WORDS && !/[,.;:!?()]$/.test(raw[end - 1] ?? '') && !DOING_ENDS.test(words[end]!))
          end++;
      let phrase = words.slice(i, end);
      if (raw.slice(i, end - 1).some((x) => /[,.;:!?()]$/.test(x))) break;
      const qualifiers = phrase.map((x, k) => (k > 0 && DOING_QUALIFIER.test(x) ? k : -1)).filter((k) => k > 0);
      // 'to' before a verb is the doing's own ('getting my toddler to sleep'), no qualifier.
      const cuts = qualifiers.filter(
        (k) => !(phrase[k]!.toLowerCase() === 'to' && k > 1 && !/^(?:the|a|an|my|your)$/i.test(phrase[k + 1] ?? 'the')),
      );
      if (cuts.length >= 2) phrase = phrase.slice(0, cuts[1]);
      if (phrase.length > 5 && cuts[0] !== undefined && cuts[0] >= 2) phrase = phrase.slice(0, cuts[0]);
      if (phrase.length < 2) return null;
      const said = phrase.join(' ').replace(/\b(?:my|our)\b/gi, 'your');
      return said.charAt(0).toLowerCase() + said.slice(1);
    }
  }
  return null;
}

/**
 * A post that asks: its title is a question. Without a question mark a wh-word asks only before an
 * auxiliary ('What is the best brush', 'How do I…', 'Where to buy…'): 'How I grew…', 'How to…' and
 * 'What worked for me with…' tell.
 */
const asksQuestion = (title: string) =>
  /\?\s*$/.test(title.trim()) ||
  /^(?:which|is|are|can|should|does|do|any|anyone|help|need help|looking for)\b/i.test(title.trim()) ||
  /^(?:how|what|why|where|when)\s+(?:is|are|was|were|do|does|did|should|can|could|would|will|has|have)\b|^where to\b/i.test(title.trim()) ||
  // Asking without a question mark anywhere in it ('I have no idea how to go about buying one alone.').
  /\b(?:no idea (?:how|what)|not sure how|(?:don['’]?t|do not) know how|any advice|advice needed|need(?: some)? (?:advice|tips|help)|need help|please help|what should i)\b/i.test(
    title,
  ) ||
  // A fault told as a statement ('Google Nose not working on computer or mobile') asks for a fix.
  /\b(?:not working|(?:doesn['’]?t|does not|won['’]?t|will not) (?:work|start|boot|load|turn on|open|connect|charge)|stopped working|keeps (?:crashing|freezing|restarting)|can(?:not|['’]t) figure out)\b/i.test(
    title,
  );

/**
 * A post that celebrates something done or reached: pride, a milestone, a first, a finish. A question celebrates nothing.
 * 'Finally' alone does not ('Finally, a guide to…'); 'finally did it', 'finally debt free' do.
 */
const CELEBRATION =
  /\b(?:so proud|proud of|proud mom|proud dad|proud parent|i did it|we did it|made it|finally (?:did|got|finished|paid|passed|hit|reached|made|debt|done|here|there|launched|published|sold|quit|landed|happy|coming together|working|worked|clicked)|good news|(?:small|big|huge|little) win|what finally worked|what made the difference|thanks to this sub|got somewhere|debt[- ]free|paid off|milestone|anniversary|graduated|got the job|got hired|got engaged|got married|just (?:finished|passed|hit|reached|broke|crossed|topped|surpassed|graduated|bought|closed on|got engaged|got married)|(?:bought|got) my (?:dream|first) (?:car|house|home|job|bike)|\d+ (?:days|weeks|months|years) (?:sober|clean|smoke[- ]free)|personal (?:best|record)|\bPR\b|my first (?:sale|marathon|5k|10k|half marathon|client|paycheck|book)|(?:sold|signed|landed) (?:my|our) (?:very )?first\b|first (?:sale|commission|paying (?:client|customer))|first (?:place|prize)|won (?:first|the|my)|it's a (?:boy|girl)|\brip (?:my )?(?:student )?(?:loans?|debt|mortgage|credit cards?)\b)/i;
export const celebrates = (title: string) =>
  !asksQuestion(title) && !SETBACK.test(title) && (CELEBRATION.test(title) || CHEER.test(title) || REACHED.test(title));
/** A figure or a moment that is a setback ('We just hit $20k in debt', 'I do not know what to do'): nothing to celebrate. */
const SETBACK = /\bin (?:debt|the hole|the red)\b|\bbankrupt(?:cy)?\b|\b(?:do not|don['’]t|dont) know what to do\b/i;
/** A figure reached ('we surpassed $1k in monthly sales', 'today we hit $2k!'), never one of debt or loss. */
const REACHED =
  /\b(?:(?:we|i)(?:['’]ve| have| just| finally)? (?:hit|surpassed|passed|reached|crossed|broke|topped)|surpass(?:ed)?) (?:over |the )?\$?\d[\d,.]*\s?(?:k|m|million|thousand)?\b(?![^.!?]{0,30}\b(?:debt|loss|losses|owed|owing|in the hole|down)\b)/i;
/** Cheering words a celebration may use instead of naming what it celebrates ('BREAK OUT THE CHAMPAGNE!'). */
const CHEER = /\b(?:champagne|celebrat(?:e|ing|ion)|woo+hoo+|hooray|yay+|huzzah)\b/i;

/** A post that grieves, is hurt or vents: it wants support, not a tip, a question on what failed, or a counterpoint. */
const HURT =
  /\b(?:pass(?:ed)? away|died|dying|death of|dead at (?:age )?\d+|dies at (?:age )?\d+|has died|rest in peace|funeral|miscarriage|diagnosed|cancer|grie(?:f|ving)|mourning|just need to vent|need to vent|venting|it['’]?s (?:tough|hard) being|struggling|exhausted|overwhelmed|burn(?:ed|t) out|attacked|assaulted|abused|harass(?:ed|ment)|laid off|got fired|was fired|lost my (?:job|dad|mom|mother|father|wife|husband|son|daughter|baby|dog|cat|friend)|fatally (?:shot|stabbed|injured|wounded|struck|hit)|(?:was|were|got|been) (?:shot|killed|murdered|stabbed)|took (?:his|her|their) own life|(?:committed|died by|attempted) suicide)\b/i;
/** 'RIP Neil Armstrong', 'R.I.P. Ray Manzarek': a death mourned, said before the name (never 'RIP my student loans'). */
const RIP_NAME = /(?:^|[\s(“"'])(?:RIP|R\.I\.P\.?|Rip)\s+\p{Lu}/u;
/** 'RIP Student Loan. 1993-2013.' lays a debt to rest: a celebration, mourning no one. */
const mournsName = (title: string) => RIP_NAME.test(title) && !CELEBRATION.test(title);
export const hurts = (title: string) => HURT.test(title) || mournsName(title);

/** News of a death ('dead at age 91', 'dies at 84', 'has died', 'passed away'). */
const DEATH_NEWS = /\b(?:dead at|dies at|died|has died|pass(?:ed|es)? away|rest in peace)\b/i;
/** Swearing, starred or not ('F***', 'fucked up'): the words the cited titles leave out too (community.ts). */
const STARRED_SWEAR = /\b(?:f\*+|s\*+t)(?!\w)/i;
const sworn = (text: string) => SWEARS.test(text) || STARRED_SWEAR.test(text);
/** A title that tells of someone else ('he', 'their'). */
const THIRD_PERSON = /\b(?:he|she|his|her|hers|him|they|their|them)\b/i;
/**
 * A headline opening on who it is about ('Grieving father finds…', 'Foster family adopts…', 'Local teen…'): someone else's
 * story, reported, never the poster's own to be asked how they are holding up.
 */
const HEADLINE_PEOPLE =
  /^(?:[\p{L}'’-]+\s+){0,3}?(?:man|woman|men|women|boy|girl|boys|girls|teen|teens|teenager|father|mother|dad|mom|mum|parents|family|families|couple|kid|kids|child|children|baby|student|students|police|cops?|officers?|doctors?|nurses?|soldiers?|veterans?|firefighters?|stranger|strangers|neighbou?rs?|community|town|village|school|teacher|widow|widower|orphan|survivors?|victims?|siblings|twins|grandmother|grandfather|grandma|grandpa)\b/iu;
/**
 * A kind turn a headline tells ('adopts five siblings who were abused', 'finds winning ticket', 'walks again'), where no
 * harm is done in it.
 */
const KIND_TURN =
  /\b(?:beat (?:it|cancer|the odds)|adopts?|adopted|rescues?|rescued|saves?|saved|donates?|donated|reunites?|reunited|survives?|survived|recovers?|recovered|helps?|helped|pays? for|paid for|raises? (?:\$|money|funds)|raised (?:\$|money|funds)|gives?|gave|builds?|built|honou?rs?|honou?red|welcomes?|welcomed|forgives?|forgave|comforts?|graduates?|graduated|finds?|found (?:a|his|her|their|the|home|love)|walks again|cancer[- ]free|in remission)\b/i;
const HARM_DONE =
  /\bto death\b|\b(?:dies|died|dead at|found dead|assassinat\w*|executed|tortured|kill(?:s|ed|ing)?|murder\w*|shot|shoots?|shooting|stabb\w*|bomb\w*|attack\w*|wars?|massacre\w*|crackdown|coup|arrested|charged|sentenced|convicted)\b/i;
/** Words of mourning or a life's work: a death told so is met with a tribute ('RIP', 'jazz pianist', 'legend'). */
const MOURNED =
  /\b(?:rip|r\.i\.p\.?|rest in peace|remember(?:ing)?|in memory|in memoriam|tribute|legend(?:ary)?|icon(?:ic)?|we lost|passed away)\b/i;
const KNOWN_FOR_WORK =
  /\b(?:pianist|singer|songwriter|musician|guitarist|drummer|bassist|rapper|composer|conductor|actor|actress|comedian|director|filmmaker|author|writer|novelist|poet|artist|painter|photographer|cartoonist|animator|designer|architect|inventor|founder|creator|scientist|physicist|astronaut|explorer|athlete|player|coach|boxer|wrestler|jockey|host|presenter|broadcaster|star)\b/i;
/** Those whose death is news of power, a crime or a war ('North Korea Leader Kim-Jong Il has died'): no tribute, whoever mourns. */
const RULED =
  /\b(?:leader|president|dictator|prime minister|premier|minister|chancellor|king|queen|emperor|general|commander|warlord|strongman|ruler|senator|governor|mayor|terrorist|militant|gunman|suspect|bomber|killer|drug lord|druglord|kingpin)\b/i;
/** Keywords of a community that reports news of states (r/worldnews, r/politics, r/europe). */
const NEWS_KEYWORD =
  /^(?:government|president|police|law|state|states|bill|congress|parliament|minister|election|elections|war|military|protests?|officials?|court)$/i;
const reportsNews = (c: CommunityProfile | null) => (c?.keywords.slice(0, 25).filter((k) => NEWS_KEYWORD.test(k)).length ?? 0) >= 2;
/**
 * Whether a known person's death is met with a tribute: not one who ruled, fought or killed; one mourned or known for their
 * work is; else one whose death a news community reports ('Venezuela's Hugo Chavez dead at 58' on r/worldnews) is met
 * plainly, and one a community of fans reports ('Lou Reed dead at 71' on r/Music) with a tribute (decision 101).
 */
const mourned = (title: string, c: CommunityProfile | null) =>
  !RULED.test(title) && (MOURNED.test(title) || KNOWN_FOR_WORK.test(title) || !reportsNews(c));
/** A title in the first person: what it shares is the poster's own. */
const FIRST_PERSON = /\b(?:i|i['’]m|i['’]ve|my|we|we['’]ve|our|me|us)\b/i;
/** The same, where 'US' and 'U.S.' are a country ('its US trade benefits'), not 'us', and the I of 'R.I.P.' is no one. */
const firstPerson = (title: string) =>
  FIRST_PERSON.test(title.replace(/\bU\.?S\.?(?=\s|$|[^\p{L}])/gu, ' ').replace(/\bR\.I\.P\b\.?/g, ' '));
/** A post that shows what the poster made, took or cooked: an album, a picture, a finished piece. */
const SHOWING =
  /^(?:just |finally )?(?:built|made|finished|restored|painted|carved|knitted|crocheted|baked|brewed|designed|sewed|welded|refinished|renovated|remodell?ed|converted|altered|upcycled|turned)\s+(?:a|an|my|our|this|these|some)\b|\b(?:my|our) (?:\w+ ){0,2}(?:and i )?(?:built|build|made|restored|renovated) (?:a|an|my|our|his|her|their|this|these|the|some|them)\b|\bspent \S+ (?:years|months|weeks|days|hours) (?:building|making|restoring|renovating)\b|\bbefore (?:and|&|\/) after\b|\(oc\)|\[oc\]|\b(?:i|we) (?:made|built|baked|cooked|painted|drew|knitted|crafted|carved|brewed|restored|finished|designed|created|coded|developed|animated|programmed|sewed|crocheted|3d printed)\b|\bhomemade\b|\bmy (?:first|latest|finished) (?:(?:successful|homemade|real|proper) )?(?:attempt|build|painting|drawing|loaf|bake|cake|project|piece|batch|try)\b|^first (?:time|attempt at|try at) (?:trying to )?(?:making|baking|cooking|brewing|building|painting|drawing|knitting|carving|fry|make|bake|cook|brew|build|paint)\b|\bthis is what i (?:made|chose|built|cooked)\b|\b(?:wanted|want|had) to show (?:it|them|this|these) off\b/i;
/**
 * A post that muses: an observation or a thought to play with, nothing tried or asked ('If Hillary Clinton wins in
 * 2016…', 'Interesting how you use a ladle…', 'I wonder if…'). Said so by the title, or by a community whose posts
 * are titles alone and seldom questions (r/Showerthoughts).
 */
const MUSING =
  /^(?:what if\b|i wonder\b|interesting how\b|funny how\b|ever notice\b|have you ever noticed\b|isn['’]?t it\b|let['’]?s take a moment\b|imagine\b|technically\b|it['’]?s (?:weird|strange|funny|crazy|interesting) (?:that|how)\b)|\bwhen you think about it\b/i;
const muses = (title: string, community: CommunityProfile | null) =>
  MUSING.test(title.trim()) || (community ? thoughtsCommunity(community) : false);
/** Posts mostly text, bodies a line at most and seldom a question: members post thoughts, not problems or work. */
const thoughtsCommunity = (c: CommunityProfile) =>
  c.textShare >= 80 && c.avgBodyLength < 100 && (c.titlePatterns.find((t) => t.pattern === 'question')?.share ?? 0) < 0.5;

/**
 * A post with nothing but its title in a community that mostly shares pictures, videos and links (r/Parenting's
 * 'Only Parents Will Understand', 'My 2 yr old daughter asked for "Bug Hair"'): something shown, to react to, not a
 * problem or a method.
 */
function shared(body: string, c: CommunityProfile | null): boolean {
  // A news community's links are reports to weigh, not finds to delight in ('Woman charged after…' is no 'great find').
  if (!c?.mediaShares || body.trim().length >= SHARED_BODY_MAX || reportsNews(c)) return false;
  const { Image, Link, Video } = c.mediaShares;
  return Image + Link + Video >= MEDIA_COMMUNITY_SHARE;
}

/** What a post is, read from its title, body and community (a question neither muses nor only shares). */
/** 'IAm Alfred Morris…, AMA', 'I am a NICU nurse, ask me anything': the poster answers questions. */
const AMA = /\b(?:AMAA?|IAmA|IAm|AmA)\b|\bask (?:me|us) (?:almost )?anything\b|\bwhat (?:do|would) you (?:want|like) to know\b/i;

/** 'Official Game Thread', 'Weekly Questions Megathread': a thread members talk in, never a story to ask what one would change. */
const MEGATHREAD =
  /\bmega ?thread\b|^\[?(?:the\s+)?official\b.*\bthread\b|\b(?:daily|weekly|monthly|official|game|post[- ]?game|pre[- ]?game|match|post[- ]?match|discussion|live|free talk|rant|race|episode|questions?) thread\b/i;

/** Words that say what kind of thread it is, not what it is about. */
const THREAD_WORDS =
  /\b(?:official|daily|weekly|monthly|week \d+|day \d+|game|post[- ]?game|pre[- ]?game|match|post[- ]?match|discussion|live|free talk|rant|race|episode|questions?|general|simple|mega ?thread|thread)\b/gi;

/**
 * What a megathread is for: what follows 'Thread:' ('Week 3 Post Game Thread: Bears at Packers' → 'Bears at Packers'), else
 * its title without the thread's words, dates and a leading verb ('Official Complain about the Refs and MNF (9/24) thread' →
 * 'the Refs and MNF'); null when nothing is left but the kind of thread ('Weekly Questions Megathread').
 */
function threadSubject(title: string): string | null {
  const after = title.match(/\bthread\s*[:\-–—|]\s*(.+)$/i)?.[1];
  const rest = (after ?? title)
    // The community a thread is in is no part of what it is for ('Official /r/Games Sony E3 conference thread').
    .replace(/(?:^|\s)\/?r\/[\w-]+/gi, ' ')
    .replace(/\(\s*\d+-\d+(?:-\d+)?\s*\)|\(\s*\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\s*\)|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' ')
    .replace(after ? /$^/ : THREAD_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const about = rest.match(/\b(?:about|on|for|regarding)\s+(.+)$/i)?.[1] ?? rest;
  const subject = about.replace(/^[\s:,.\-–—|]+|[\s:,.!?\-–—|]+$/g, '').trim();
  return /[\p{L}\d]{2,}/u.test(subject) && subject.split(/\s+/).length <= 8 ? subject : null;
}

/**
 * A game between two named sides ('AFC Championship Game: Baltimore Ravens at New England Patriots', 'Bulls vs. Heat') or
 * its result ('The Baltimore Ravens defeat the San Francisco 49ers 34-31'): a thread fans talk in, never a story or a how-to.
 */
const GAME =
  /\p{Lu}[\p{L}\d'’.]*\s+(?:at|vs\.?|v\.?|@)\s+(?:the\s+)?\p{Lu}|\b(?:defeats?|beats?|tops?|edges?|routs?|stuns?|falls? to|loses? to|lost to|beat)\b[^.!?]*\b\d{1,3}\s*[-–]\s*\d{1,3}\b/u;
/** A result is talked over like a thread, but no one put a thread together to thank for it. */
const RESULT_ANGLES: Angle[] = ['take', 'threadq', 'view'];
/** The sides of a game, as the title says them after any label ('Baltimore Ravens at New England Patriots'). */
const gameSides = (title: string) =>
  title
    .match(
      /(?:^|[:|\-–—]\s*)((?:\p{Lu}[\p{L}\d'’.]*\s+){0,3}\p{Lu}[\p{L}\d'’.]*\s+(?:at|vs\.?|v\.?|@)\s+(?:the\s+)?(?:\p{Lu}[\p{L}\d'’.]*\s*){1,4})\s*$/u,
    )?.[1]
    ?.trim() ?? null;

/**
 * A headline of news: a name, then what it did or will do ('Valve announces Steam Machines', 'Joss Whedon says
 * no Avengers 2 without Robert Downey Jr.'). Never a how-to ('Ways to…') nor a title opening on a pronoun ('This is…').
 */
const NEWS_HEADLINE =
  /^(?!(?:This|That|These|Those|It|He|She|They|There|Here|What|Who|Why|How|When|Where|Which|Ways|Tips|Things|Reasons|Steps|Guide|Today|Tonight|Someone|Everyone|Anyone|Reddit|Dear|Just|So|Finally|Also|Never|Always|Don['’]?t|Do|Please|The|A|An)\b)(?:\p{Lu}[\p{L}\d&.'’-]*\s+){1,4}(?:will\s|(?:announce|confirm|reveal|release|launch|unveil|cancel|delay|acquire|sue|buy|reverse|raise)(?:s|d|ed|es)\s|(?:banned|bans|cancelled|denies|denied|bought|says|said)\s)/u;

function moodOf(title: string, body: string, community: CommunityProfile | null, asks: boolean, grave: boolean): PostMood {
  // What the poster made, with questions taken on it ('I built a spaceship simulator for my son… also AMA'), is a piece shown:
  // asked about the thing, never about a job of theirs.
  if (AMA.test(title)) return shows(title) ? 'show' : 'ama';
  if (MEGATHREAD.test(title) || (GAME.test(title) && !asks)) return 'thread';
  // A fact learned ('TIL Jesse James once …', 'TIL a struggling young Harper Lee …') is shared to react to: no grief of the
  // poster's, no wrong done to them, nothing they went through. A grave one is no fun fact (below).
  if (/^(?:TIL|today i learned)\b/i.test(title) && !grave) return 'fact';
  if (hurts(title)) return 'hurt';
  // An explanation asked for or given is answered with one ('It finally clicked for me: what causes a recession' is no win
  // to celebrate); an explainer the poster made is a piece shown.
  if (explains(title) && !shows(title)) return 'explain';
  // A grave matter (a killing, a war, a disaster, a scandal) is met plainly, whatever else the post is: never celebrated,
  // reacted to with delight, answered cheerfully or helped with a stock tip.
  if (grave) return 'grave';
  if (celebrates(title)) return 'joy';
  if (shows(title)) return 'show';
  // A question put to everyone for their own answers ('What's the one song you'd recommend…?') asks for no help.
  if (asks || INVITES_TALK.test(title)) return discusses(title, body) || (!asks && !STRUGGLES.test(title)) ? 'discuss' : 'plain';
  // A how-to or a list teaches, in any community: it is answered, never reacted to ('Oh, the perfect board game!'); news
  // of a wrong ('… stealing people's photos') is judged, never called wonderful.
  if (TEACHES.test(title)) return 'plain';
  if (WRONGED.test(title) && !asks) return 'wronged';
  if (muses(title, community)) return 'muse';
  // A news community's link, told of others, is a report: it is weighed, asked about or sourced, not helped with a tip.
  if ((reportsNews(community) || NEWS_HEADLINE.test(title.trim())) && body.trim().length < SHARED_BODY_MAX && !firstPerson(title))
    return 'report';
  // Progress told ('Progress on getting my toddler to sleep…', '[Update] …') is a story, picture or not: never a find.
  if (/^\s*(?:\[update\]|update\b|progress\b|(?:an?|quick|small|big) (?:update|progress)\b)/i.test(title)) return 'plain';
  return shared(body, community) ? 'shared' : 'plain';
}

/** A choice put to the members ('Should I pay off my car loan early or put the money in my 401k?', 'X vs Y?'). */
const CHOICE =
  /^(?:should (?:i|we)|is it (?:better|smarter|wiser) to|which|do (?:i|we)|would you)\b[^?]*\bor\b[^?]*\?|\b(?:vs\.?|versus)\b[^?]*\?/i;
/** A choice is answered with the commenter's pick, a question on the poster's situation, or what they went through. */
const CHOICE_ANGLES: Angle[] = ['answer', 'clarify', 'experience'];
/** A recommendation asked for ('What's a good two player game for a couple?', 'Any recommendations for…'). */
const RECOMMENDATION =
  /\b(?:recommend(?:ations?|ed)?|suggestions?|what(?:['’]s| is| are) (?:a |some |the )?(?:good|best|great|decent|fun)\b|(?:looking for|need) (?:a |some )?(?:good|great|decent)\b|best \p{L}+(?: \p{L}+)? (?:for|to)\b)/iu;
/** It is answered with the commenter's own pick, a question on what the poster wants, or their answer. */
const RECOMMEND_ANGLES: Angle[] = ['recommend', 'clarify', 'answer'];

/** A question addressed to the members ('you', 'your', 'everyone', 'Reddit'), for their picks and views. */
const ASKS_MEMBERS =
  /\b(?:you|your|you['’](?:d|re|ve|ll)|y['’]?all|everyone|everybody|anyone else|reddit|favou?rites?|(?:people|folks|anyone) here|what do (?:people|folks|others) think)\b|[,.:-]\s*(?:any )?(?:thoughts|opinions|discuss)\s*\?*\s*$/i;
/** A title inviting talk ('Let's talk about …', '[Discussion] …'): a question put to everyone without its question mark. */
const INVITES_TALK = /^(?:\[?discussion\]?\s*[:-]?\s|let['’]?s (?:talk|discuss)\b)/i;
/** A question about the poster's own need ('Should I…', 'Which … should I buy', 'my …', 'looking for'). */
const OWN_NEED =
  /\b(?:should|can|could|do|would|will|shall|must) (?:i|we)\b|\b(?:i|we) (?:need|want|tried)\b|\b(?:help me|my|our|i['’]m|i['’]ve|looking for)\b/i;
/** A question put to the members for their own answers, about no need or trouble of the poster's. */
const discusses = (title: string, body: string) =>
  ASKS_MEMBERS.test(title) && !OWN_NEED.test(title) && !STRUGGLES.test(`${title}\n${body.slice(0, 500)}`);

/** A post asking for help with something that does not work yet, whom the stock habits (POOLS.tip) answer. */
const STRUGGLES =
  /\b(?:help|stuck|struggl\w*|not working|doesn['’]?t work|can['’]?t|cannot|won['’]?t|fix|issue|problem|trouble|advice|tips?|improve|better at|getting started|how (?:do|can|should) (?:i|we|you))\b/i;

/** News of a wrong done to someone: theft, a scam, a refusal, rudeness. */
const WRONGED =
  /^(?:f\*+|fuck(?:ing)?|screw) (?:you,? )?(?!yeah|yes|it\b|this\b|that\b)[a-z]|\b(?:steal(?:s|ing)?|stole|stolen|ruin(?:s|ing|ed)?|scam(?:s|med|mer|mers)?|rip(?:ped|s)? off|refus(?:es|ed|ing)|beware|without (?:any )?permission|rude|harass(?:ed|ing|ment)?|fired|sued|banned|fraud|hacked|robbed|cheated|lied|lying|abuse[ds]?|sick (?:and tired )?of|fed up|(?:needs|has) to stop|(?:so|unbelievably|really|very) (?:angry|annoyed|frustrated|pissed))\b/i;

/** A tip the commenter gives from their own experience: theirs to write. */
const OWN_TIP: [string, string] = ['[a tip of your own]', '[your tip]'];

/** Titles that teach or list ('How to choose the perfect board game', 'The most common cooking mistakes', '5 ways to…'). */
const TEACHES =
  /^(?:\[?(?:guide|tutorial|psa|tip|tips)\]?\s*[:-]?\s|how to\b|a (?:quick |short |beginner'?s? )?guide\b|the (?:benefits|basics|pros and cons|dos and don'ts) of\b|the (?:most )?common \S+(?: \S+)? mistakes\b|\d+ (?:ways|tips|things|reasons|mistakes|lessons|steps|rules)\b)/i;

/** The angles of each mood but 'plain', whose angles depend on whether the post asks. */
const MOOD_ANGLES: Record<Exclude<PostMood, 'plain'>, Angle[]> = {
  ama: GUEST_ANGLES,
  explain: EXPLAIN_ANGLES,
  wronged: WRONGED_ANGLES,
  thread: THREAD_ANGLES,
  tribute: TRIBUTE_ANGLES,
  hurt: SUPPORT_ANGLES,
  joy: CELEBRATION_ANGLES,
  show: SHOWING_ANGLES,
  muse: MUSING_ANGLES,
  shared: SHARED_ANGLES,
  fact: FACT_ANGLES,
  discuss: DISCUSSION_ANGLES,
  grave: GRAVE_ANGLES,
  uplift: UPLIFT_ANGLES,
  report: REPORT_ANGLES,
};
/** A body shorter than this says nothing beyond the title (a caption at most). */
const SHARED_BODY_MAX = 40;
/** Percent of a community's posts that are pictures, videos or links for it to be one that mostly shares them. */
const MEDIA_COMMUNITY_SHARE = 50;

/** A condition or treatment ('cerebral palsy', 'chemo'): never a comment's subject to praise, riff on or dispute. */
const MEDICAL =
  /\b(?:palsy|cancer|tumou?r|autism|autistic|syndrome|disorder|disease|diabetes|epilepsy|seizures?|chemo(?:therapy)?|surgery|transplants?|amputation|biopsy|nicu|premature|preemie|disabilit(?:y|ies)|illness|injury|diagnosis|pvl|adhd|depression|anxiety)\b/i;

export const shows = (title: string) =>
  (!asksQuestion(title) && (SHOWING.test(title) || (TAGGED.test(title) && !SOMEONE_ELSES.test(title)))) || ASKS_FEEDBACK.test(title);
/** An album or a picture tagged as such: the poster's work unless the title says whose ('Eyvind Earle. … (Album)'). */
const TAGGED = /\((?:album|pic|pics|photo|photos)\)|\[(?:album|pic|pics|photo|photos)\]/i;
/** Work the title says is someone's: 'by Monet', or a name the title opens on and stops after ('Eyvind Earle. Best known…'). */
const SOMEONE_ELSES = /\bby\s+\p{Lu}|^\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)+\s*[.:–—-]\s/u;
/** A title asking what others think of the poster's own work ('What do you think of my shed?'): no help question. */
const ASKS_FEEDBACK =
  /\b(?:what do you (?:all |guys )?think (?:of|about)|thoughts on|feedback (?:on|wanted on)|rate|roast|critique|opinions? on)\s+(?:my|our)\b|\bmy\b[^?]*:\s*(?:thoughts|feedback welcome|be honest|be gentle)\??$|^(?:first time sharing|here (?:is|are) my|finally finished my|showcase)\b|^(?:i am |i['’]m |just )?sharing (?:my|our)\b|\bmy\b.*\b(?:would love|looking for|appreciate|welcome)\s+(?:some\s+|any\s+)?(?:honest\s+)?(?:feedback|critique)\b|\bfeedback (?:welcome|wanted|appreciated)\b|^(?:looking for|seeking|i would love|would love) (?:some |any )?(?:honest )?feedback\b|\b(?:i have been|i['’]ve been|we have been|we['’]ve been) working on\b/i;

/**
 * One comment. `terms[0]` is its subject; wordings that name a second subject ({term2}) are used
 * only when there is one.
 */
function comment(
  angle: Angle,
  tone: CommentTone,
  terms: string[],
  asks: boolean,
  r: Rng,
  usedOpeners?: Set<string>,
  fit: CommentFit = commentFit(null),
  postText = '',
  kind: PostMood = 'plain',
  ownTip = false,
  grave = false,
  doings: ReadonlySet<string> = NO_DOINGS,
): CommentIdea {
  const given = nounSubject(terms[0] ?? FALLBACK_TERM);
  // A rewrite reads its subject back from a title that already has the article ('… with the workbench').
  const bare = given.replace(/^the\s+/i, '');
  // A thing the post writes with an article ('a workbench in…') takes one in the comment too: 'help with the workbench'.
  // A doing takes none ('The saving money on groceries guide' is about saving money, never 'the saving money').
  // The doings writeComments read from the title ('saving money on groceries'), or one that says so by its build.
  const isDoing = doings.has(bare) || doingTerm(bare);
  const owned = POSSESSED.test(bare);
  const named = !isDoing && !owned && (bare !== given || theThing(bare, postText)) ? `the ${bare}` : bare;
  // The commenter's own experience is of the doing, not of the poster's own: 'my own experience with training for a first
  // half marathon', never '… with training for your first half marathon'.
  const term = angle === 'experience' && (isDoing || owned) ? anyones(named) : named;
  const pool = (name: keyof typeof POOLS) => r.pick(POOLS[name]);
  const [advice, adviceShort] = pool('advice');
  // The stock habits help someone asking for help with a doing; a guide, a piece of news or a thing shown gets the
  // commenter's own tip, asked for in a bracket ('write down what you tried' says nothing to 'How to choose a board game').
  // The pool is drawn from either way, so the picks after it (questions, wordings) stay as they were for the same seed.
  const stockTip = pool('tip');
  const [tip, tipShort] = ownTip ? OWN_TIP : stockTip;
  const [q, qShort] = pool(kind === 'joy' ? 'qJoy' : kind === 'show' ? 'qShow' : 'q');
  const [cq, cqShort] = pool('cq');
  const vars: Record<string, string> = {
    term,
    Term: capitalise(term),
    advice,
    adviceShort,
    tip,
    tipShort,
    q,
    Q: capitalise(q),
    qShort,
    cq,
    Cq: capitalise(cq),
    cqShort,
  };
  // Without a second subject the wordings that name one are left out (below); were they all, they speak of timing.
  vars.term2 = terms[1] ? nounSubject(terms[1]) : SECOND_SUBJECT;
  // 'this' names no part of the post: never 'the this side of this'.
  const all = RESPONSES[angle][tone];
  // Encouragement to keep going is for a struggle, not for a post that celebrates having got there.
  const placed = all.filter(
    (w) =>
      // Nor is it exclaimed over ('Oh, this!').
      // 'this story' is never 'the story behind this story' nor 'This one about this story'.
      (bare !== 'this story' ||
        !/one about \{term\}|story (?:with|behind) \{term\}|come across \{term\}|\{term\} (?:one|comes from)\b|find, \{term\}/.test(w)) &&
      // Nor is a doing a part of the post ('the getting your toddler to sleep part').
      // Someone's own thing takes no second article ('the your dad's Datsun').
      (!owned || !/\b[Tt]he \{term\}/.test(w)) &&
      ((bare !== FALLBACK_TERM && !isDoing) ||
        !/\{term\} (?:part|side|bit|point|section|idea|thing|one)\b|\b[Tt]he \{term\}|take on \{term\}|Oh, \{term\}!|\{term\}!!|for \{term\} reasons|one about \{term\}/.test(
          w,
        )) &&
      ((kind === 'plain' && !asks) || !/stick with it|fair run|rarely tell you much/i.test(w)) &&
      // A grief is met with no laugh, no second subject ('same here with this lol', 'the timing side') and nothing to
      // do again ('[What happened, and what you would do again.]').
      (kind !== 'hurt' || !/\blol\b|\{term2\}|held up|do again/i.test(w)) &&
      // A wrong reported of someone else is no case the poster waits on ('Has anyone heard back about Mike Brown?').
      (kind !== 'wronged' || firstPerson(postText.split('\n')[0] ?? '') || !/others have had the same|heard back|recourse/i.test(w)) &&
      // A kind turn is no loss for words ('Hard to know what to say about this story').
      (kind !== 'uplift' || !/Hard to know|still processing/i.test(w)) &&
      // A grave matter is never delighted in, in any mood: no 'made my day', 'love', 'favourite', 'congratulations'.
      (!grave || !CHEERFUL.test(w)) &&
      // A second subject only where the post has one: 'the timing side' of a credit card offer is filler.
      (!!terms[1] || !w.includes('{term2}')) &&
      // 'something like {term}' is said of 'this', never of a thing ('went through something like the car too'); an
      // experience that names nothing ('I have been through something like this') answers only a post with no subject.
      (bare === FALLBACK_TERM || (!/something like \{term\}/.test(w) && (angle !== 'experience' || w.includes('{term}')))),
  );
  const sober = all.filter((w) => !grave || !CHEERFUL.test(w));
  const wordings = placed.length > 0 ? placed : sober.length > 0 ? sober : all;
  // 'the {term} part' with a term that already ends in 'part' reads 'the boring part', not '… part part'.
  // 'the {term} part' already has its article: the bare subject goes there.
  // So has 'this {term}' ('this the explainer tho' is never said).
  const picked = r.pick(wordings).replace(/\b([Tt]he|[Tt]his) \{term\}/g, (_m, the: string) => `${the} ${bare}`);
  // Things in the plural are, never is ('Okay, the drums are wonderful'); after a preposition they are no subject ('This one
  // about buffalo wings is…').
  const wording =
    isPlural(bare) && !isProperName(bare)
      ? picked
          .replace(/(?<!\b(?:about|of|on|with|for|behind|in) )\{term\} is\b/g, '{term} are')
          .replace(/\{term\} comes from\b/g, '{term} come from')
      : picked;
  let response = fill(wording, vars).replace(/\b(part|side|bit|section|point|angle) (part|side|bit|section|point)\b/gi, '$1');
  // 'this' in the commenter's bracket is the post's 'it': '[What stands out to you about it]', never '… about this'.
  if (bare === FALLBACK_TERM) response = response.replace(/\[[^\]]*\]/g, (b) => b.replace(/\b(about|of|with|on|to) this\b/g, '$1 it'));
  // Where members answer in a line, a comment keeps to its first sentence (and any bracket it asks the user to fill).
  if (fit.short) response = firstSentence(response);
  // No cheerful opener ('Love this post!') before a reply to a grief, to news of a wrong or on a grave matter.
  if (tone !== 'Casual' && kind !== 'hurt' && kind !== 'wronged' && !grave && !UNOPENED.has(angle) && !fit.short && !fit.plain) {
    // Openers not yet used in this batch first: three comments that all start 'Love this post!' read like a bot.
    const openers = OPENERS[tone][kind === 'discuss' ? 'discussion' : asks ? 'question' : 'statement'];
    const fresh = openers.filter((o) => !usedOpeners?.has(o));
    const opener = r.pick(fresh.length > 0 ? fresh : openers);
    usedOpeners?.add(opener);
    response = `${opener} ${capitalise(response)}`;
  }
  return { title: fill(TITLES[angle].replace(/\bthe \{term\}/, `the ${bare}`), { term }), response };
}

/** Words after which a noun phrase has ended ('a workbench in a small garage', 'the grinder is'). */
const PHRASE_END =
  /^(?:$|[\s]*[.,;:!?()\n]|\s+(?:is|are|was|were|and|or|in|on|for|to|with|that|but|from|at|as|which|when|so|because|i|it|has|had|have|did|does|do|will|can|could|would|should|might|needs?|gets?|got|went|goes|keeps?|took|takes?|made|makes?|works?|worth|online|alone|of|about|by|like|than|through|across|around|into|over|during|after|before|without|via|\p{L}+ed)\b)/iu;

/**
 * Whether the post writes the subject as a countable thing of its own ('a workbench in…', 'my
 * grinder is'), not as part of a longer name ('a fantasy basketball newsletter') or a name ('the Heat').
 */
export function theThing(term: string, text: string): boolean {
  // An acronym of a common noun is one of many as the post writes it ('my first EP', 'a new SSD'): 'the EP'.
  if (/^\p{Lu}{2,5}s?$/u.test(term))
    return new RegExp(`\\b(?:a|an|the|my|our|your)\\s+(?:[\\p{Ll}-]+\\s+)?${escapeRe(term)}\\b`, 'u').test(text);
  if (!term || isProperName(term) || /^(?:the|a|an|this|my)\s/i.test(term) || term === FALLBACK_TERM) return false;
  // One describing word may come between ('a used car worth 20k'), in an aside too ('a (clean) dustpan'), or a year
  // ('a 1987 Toyota pickup').
  const re = new RegExp(`\\b(?:a|an|the|my|our|your)\\s+(?:\\(?[\\p{Ll}\\p{N}-]+\\)?\\s+)?${escapeRe(term)}`, 'giu');
  for (const m of text.matchAll(re)) if (PHRASE_END.test(text.slice(m.index + m[0].length))) return true;
  return false;
}

/** A run of words after a determiner in a title ('my true crime podcast turned out', 'my budget gaming PC build'). */
// A lookahead, so runs overlap: 'A small win with my hardware wallet guide' has one after 'A' and one after 'my'.
const AFTER_DETERMINER = /\b(?:[Mm]y|[Oo]ur|[Aa]n?)\s+(?=((?:[\p{L}\p{N}-]+\s+){0,5}[\p{L}\p{N}-]+))/gu;

/**
 * A subject that is a piece of the thing the post shows ('crime podcast' of 'my true crime
 * podcast', 'home buyer' of 'a first home buyer checklist') stands for that thing by its head, as a
 * reader would say it: 'the podcast', 'the checklist'. The thing is the longest run of words after
 * a determiner in the title that the body writes after one too ('How my true crime podcast turned
 * out' … 'my true crime podcast:'), so a title's verb never passes for its head. Any other subject is kept.
 */
export function wholeThing(title: string, term: string, body: string): string {
  const termWords = term.toLowerCase().split(/\s+/);
  const text = ` ${body.toLowerCase()} `;
  for (const m of title.matchAll(AFTER_DETERMINER)) {
    // The noun phrase ends at its first function word ('plan for writing cold emails' is a plan).
    const all = m[1]!.toLowerCase().split(/\s+/);
    const end = all.findIndex((w) => STOP_WORDS.has(w));
    const words = end < 0 ? all : all.slice(0, end);
    // A work is the thing, not what it is about ('my podcast about Roman history' is the podcast, never 'Roman history').
    const work = words[words.length - 1];
    if (end > 0 && work && COUNTED_WORK.test(work) && termWords.every((w) => all.slice(end).includes(w))) return `the ${work}`;
    for (let n = words.length; n > termWords.length; n--) {
      const own = words.slice(0, n);
      if (!termWords.every((w) => own.includes(w))) break;
      if (!new RegExp(`\\b(?:my|our|a|an|the)\\s+${escapeRe(own.join(' '))}\\b`, 'u').test(text)) continue;
      const head = own[own.length - 1]!;
      if (head.length < 3 || /ing$/.test(head)) return term;
      // Two or three words say the thing whole, as the title writes them ('the SEO project', 'the hardware wallet
      // guide'): 'the project' alone loses what it is.
      if (own.length <= 3) {
        const at = title.toLowerCase().indexOf(own.join(' '));
        if (at >= 0) return `the ${title.slice(at, at + own.join(' ').length)}`;
      }
      return `the ${head}`;
    }
  }
  return term;
}

/**
 * A lone lower-case noun the title says any of is one of many in general ('How to open nearly any
 * knot' → 'knots', never 'a tip on knot'); one the post writes with an article takes 'the' (theThing).
 */
export function withArticle(title: string, term: string): string {
  if (!/^\p{Ll}[\p{Ll}-]+$/u.test(term) || isPlural(term)) return term;
  const any = new RegExp(`\\b(?:any|every|each)\\s+(?:[\\p{Ll}-]+\\s+)?${escapeRe(term)}\\b`, 'u');
  return any.test(title.toLowerCase()) ? plural(term) : term;
}

/** Whether a lone lower-case word follows a pronoun ('Someone pays…') or a form of 'be' or 'have' in the title (a verb or a state). */
function afterSubject(title: string, term: string): boolean {
  // Several words are a verb phrase only when the first is a verb's past ('I have spent hundreds of hours' → 'spent hundreds').
  const several = /^\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)+$/u.test(term);
  if (several && !isPast(term.split(/\s+/)[0]!)) return false;
  if (!several && !/^\p{Ll}[\p{Ll}-]+$/u.test(term)) return false;
  const re = new RegExp(
    `\\b(?:i|you|we|they|he|she|it|someone|somebody|everyone|everybody|nobody|anyone|anybody|i['’]ve|you['’]ve|we['’]ve|i['’]m|you['’]re|we['’]re|they['’]re|he['’]s|she['’]s|am|is|are|was|were|be|been|have|has|had)\\s+(?:(?:just|still|never|always|already|really|not)\\s+)?${escapeRe(term)}\\b`,
    'iu',
  );
  return re.test(title);
}

/** Words of when ('Thursday night PST', 'next week'): a phrase holding one names no subject. */
const WHEN_SAID =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow|yesterday|next week|last week|pst|est|gmt|utc)\b/i;

/**
 * The poster's first person said back to them: 'why I was late for my exam' → 'why you were late for your exam'. 'We'
 * is often everyone ('Why do we get goosebumps?') and stays.
 */
export function toSecondPerson(clause: string): string {
  const SAID: Record<string, string> = {
    'i am': 'you are',
    "i'm": "you're",
    'i’m': 'you’re',
    'i was': 'you were',
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
  };
  return clause.replace(/\b(?:i am|i['’]m|i was|i|me|my|mine|myself)\b/gi, (w) => SAID[w.toLowerCase()] ?? w);
}

/** A word after 'just', 'never'… (its verb). */
const AFTER_ADVERB = /\b(?:just|never|ever|always|finally|already|almost|nearly)[,.…]*\s*([\p{L}\d'’-]+)/giu;
/** A word after 'oh' ('Oh dear'). */
const AFTER_OH = /\boh,?\s+([\p{L}\d'’-]+)/giu;
/** A word before a stretch of time ('a nasty day'). */
const BEFORE_TIME = /([\p{L}\d'’-]+)\s+(?:day|days|night|nights|week|weeks|weekend|morning|evening|afternoon|month|months|year|years)\b/giu;
/** A word opening a title, a clause or a plea before what it is done to ('co-sign a loan'). */
const BEFORE_OBJECT = /(?:^|[.!?,:]\s*)([\p{L}\d'’-]+)\s+(?:a|an|the|your|my|his|her|their|our)\s+\p{L}/giu;
/** A number, and a unit after it, right before where a subject starts ('52 week ', 'two '). */
const NUMBER_BEFORE =
  /(?:^|[^\p{L}\d,.])((?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)[- ](?:(?:day|week|month|year|hour|minute|mile|step|piece|part|player|page)[- ])?)$/iu;

/** The number a title says right before a subject ('a good two player game' → 'two '), or null. */
function numberBefore(title: string, subject: string): string | null {
  const at = title.toLowerCase().indexOf(subject.toLowerCase());
  if (at <= 0 || /[\p{L}\d]/u.test(title.charAt(at + subject.length))) return null;
  return NUMBER_BEFORE.exec(title.slice(0, at))?.[1] ?? null;
}

/** Whether a lone word is a verb before its object, a one-word question, or a title's shouting (see writeComments). */
function noSubject(title: string, said: string): boolean {
  // When something happens is no subject ('Reacting to Thursday night PST').
  if (WHEN_SAID.test(said)) return true;
  // An article given it above says nothing of the title's own words ('the hit' of 'just hit').
  const term = said.replace(/^the\s+/i, '');
  if (/\s/.test(term.trim())) return false;
  const t = escapeRe(term.trim());
  const bare = term === said;
  if (bare && new RegExp(`\\b${t}\\s+(?:it|them|him|her|me|us|you|this|that|up|out|off)\\b`, 'iu').test(title)) return true;
  if (bare && new RegExp(`(?:^|[.!?]\\s+)${t}\\s*\\?`, 'iu').test(title.trim())) return true;
  const low = term.trim().toLowerCase();
  // A word after 'oh' is an exclamation ('Oh dear...', 'Oh boy'), and one describing a stretch of time is part of when
  // ('after a nasty day'): no subject.
  for (const m of title.matchAll(AFTER_OH)) if (m[1]!.toLowerCase() === low) return true;
  if (/^\p{Ll}/u.test(term)) for (const m of title.matchAll(BEFORE_TIME)) if (m[1]!.toLowerCase() === low) return true;
  // A word after 'just' or 'never' is a verb ('my 401K just hit…'), and so is one that opens a title, a clause or a plea
  // before what it is done to ('Never, EVER, co-sign a loan', 'Buy the dip'), where no article or owner comes before it.
  // Read with fixed patterns, a word at a time: a pattern built around each term is compiled anew on every call.
  for (const m of title.matchAll(AFTER_ADVERB)) if (m[1]!.toLowerCase() === low) return true;
  if (!/^\p{Lu}/u.test(term.trim())) for (const m of title.trim().matchAll(BEFORE_OBJECT)) if (m[1]!.toLowerCase() === low) return true;
  // A shouted title: no lower-case letter in it, and a word longer than an acronym.
  return bare && !/\p{Ll}/u.test(title) && /^\p{Lu}{4,}$/u.test(term.trim());
}

/** The text up to its first sentence end outside a bracket. */
export function firstSentence(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '[') depth++;
    else if (ch === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[.!?]/.test(ch) && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return text.slice(0, i + 1);
  }
  return text;
}

/** Rounds of wordings tried for a title the user was given, before a text they were given comes back. */
const REWORDING_TRIES = 4;

export function writeComments(input: CommentsInput): CommentIdea[] {
  const { post, tone } = input;
  const body = post.body ?? '';
  // What the poster is asked to fill in ('[the start]') is no part of what the post is about.
  const terms = keyTerms(post.title, body.replace(/\[[^\]\n]*\]/g, ' '), 3);
  // A Title Case title hides names ('Tom Crabtree Tells Chris Kluwe…' reads 'tom crabtree'), and so does a title's
  // first word ('[Spotted] Audi R8…' reads 'audi'): each word as the community writes it where a capital means something.
  const community = input.community;
  if (community)
    for (let i = 0; i < terms.length; i++) terms[i] = terms[i]!.replace(/[\p{L}\p{N}'’-]+/gu, (w) => namedInSentences(community, w));
  // A given name before a surname ('Bill Cosby On Grandmothers') and a place ('Virginia woman's…') keep the title's capitals.
  for (let i = 0; i < terms.length; i++) terms[i] = withTitleCapitals(post.title, terms[i]!);
  // A title that names nothing ('It's 4-20, you all know what that means!') is spoken of as 'this': the community's own
  // word ('war' on r/history) is no subject the post chose, and would set the comment's mood on a guess.
  if (terms[0]) terms[0] = withArticle(post.title, wholeThing(post.title, terms[0], body));
  // Praise the title gives is no part of what it names ('Amazing letter from an ex-slave…' is about the letter).
  if (terms[0]) terms[0] = terms[0].replace(PRAISED, '$1') || terms[0];
  // Whom a title addresses is no subject: 'Dear Youtube, I am sick of seeing this!' is about this.
  if (terms[0] && /^dear\s/i.test(terms[0])) terms.splice(0, terms.length, FALLBACK_TERM);
  // A number that makes a compound is part of it ('a good two player game' is about the two player game, never 'the player
  // game'); keyTerms reads number words as stop words.
  const counting = terms[0]?.match(/^((?:the|a|an)\s+)?(\p{L}.*)$/iu);
  const numbered = counting ? numberBefore(post.title, counting[2]!) : null;
  // It is one thing: 'the 52 week money challenge'.
  if (counting && numbered && !/^(?:\d+|one)\s+\p{L}+s\b/iu.test(`${numbered}${counting[2]}`))
    terms[0] = `${counting[1] ?? (isPlural(counting[2]!) ? '' : 'the ')}${numbered.toLowerCase()}${counting[2]}`;
  // A place before whom a headline tells of is no subject: 'Virginia woman's awesome gesture…' is about the gesture.
  const placed =
    terms[0] && isPlace(terms[0].split(/\s+/)[0]!) && terms[0].split(/\s+/).length <= 2 ? headlineAfterPlace(post.title, terms[0]) : null;
  if (placed) terms.splice(0, terms.length, placed);
  // A name the title opens on keeps its capital beside the rest of it ('Jeremy Lin and Chandler Parsons…': never 'jeremy Lin').
  const opener = terms[0]?.match(/^(\p{Ll}[\p{Ll}'’-]*)(?=\s+\p{Lu})/u)?.[1];
  if (opener && post.title.trimStart().startsWith(opener.charAt(0).toUpperCase() + opener.slice(1) + ' '))
    terms[0] = opener.charAt(0).toUpperCase() + terms[0]!.slice(1);
  // A compound the title says after 'my' or 'a' is the poster's one thing ('my budget gaming PC build'): 'the budget gaming
  // PC', never 'Celebrating budget gaming PC with you'.
  // Words describing a name are no part of it ('a struggling young Harper Lee' is Harper Lee).
  const described = terms[0]?.match(
    /^(?:[\p{Ll}-]+\s+)+((?:\p{Lu}[\p{Ll}'’]+(?:-\p{L}[\p{Ll}'’]+)*)(?:\s+\p{Lu}[\p{Ll}'’]+(?:-\p{L}[\p{Ll}'’]+)*)+)$/u,
  );
  if (described) terms[0] = described[1]!;
  // A capital after 'a' or 'my' a title gives a common word ('A Letter from Banksy', 'My Garage') is no name where the
  // community writes the word in lower case: 'the letter', 'the garage' (given below).
  if (
    community &&
    terms[0] &&
    /^\p{Lu}\p{Ll}+$/u.test(terms[0]) &&
    !isGivenName(terms[0]) &&
    !isPlace(terms[0]) &&
    new RegExp(`\\b(?:[Aa]n?|[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]his)\\s+${escapeRe(terms[0])}\\b`, 'u').test(post.title) &&
    namedInSentences(community, terms[0].toLowerCase()) === terms[0].toLowerCase()
  )
    terms[0] = terms[0].toLowerCase();
  // A name the title writes after 'the' keeps it ('The American Dream is dead' → 'the American Dream'); one the community
  // writes 'the' before keeps it too ('the Miami Heat').
  if (terms[0] && isProperName(terms[0]) && new RegExp(`(?:^|[^\\p{L}])the\\s+${escapeRe(terms[0])}\\b`, 'iu').test(post.title))
    terms[0] = `the ${terms[0]}`;
  else if (community && terms[0] && isProperName(terms[0]) && /\s/.test(terms[0])) terms[0] = asWritten(community, terms[0]);
  // A name's thing is one thing: 'Fan at Miami Heat game hits…' is about the Miami Heat game. A word after a name that is
  // followed by what it does it to is the headline's verb ('Man Utd agree £24m deal'): the name alone is the subject.
  const namesThing = terms[0]?.match(/^((?:\p{Lu}[\p{L}\p{N}'’-]*\s+)+)(\p{Ll}+)$/u);
  if (namesThing && !isPlural(terms[0]!) && !isProperName(terms[0]!))
    terms[0] = new RegExp(`\\b${escapeRe(namesThing[2]!)}\\s+(?:a|an|the|his|her|their|its|to|[£$€]|\\d)`, 'u').test(post.title)
      ? community
        ? asWritten(community, namesThing[1]!.trim())
        : namesThing[1]!.trim()
      : `the ${terms[0]}`;
  // A verb the title puts before its object is no part of it: 'Disney just bought LucasFilm' is about LucasFilm.
  const afterVerb = terms[0]?.match(/^(\p{Ll}+)\s+(\S.*)$/u);
  if (afterVerb && isPast(afterVerb[1]!)) terms[0] = afterVerb[2]!;
  // A name the title counts as one of a kind is that one: 'built an Infinity Table' is about the Infinity Table.
  if (
    terms[0] &&
    isProperName(terms[0]) &&
    /\s/.test(terms[0]) &&
    new RegExp(`\\b[Aa]n?\\s+${escapeRe(terms[0])}\\b`, 'u').test(post.title)
  )
    terms[0] = `the ${terms[0]}`;
  // A superlative is one of a kind: 'Biggest lies told in IT' is about the biggest lies.
  if (terms[0] && /^(?:\p{Ll}+est|best|worst|most|least)\s+\p{L}/u.test(terms[0]) && !/^(?:honest|modest|interest)\s/i.test(terms[0]))
    terms[0] = `the ${terms[0]}`;
  if (terms[0] && /\s/.test(terms[0]) && !/^(?:the|a|an|my|being)\s/i.test(terms[0]) && !isProperName(terms[0]) && !isPlural(terms[0])) {
    // Up to two words may come between ('my old, impractical TV cabinet', 'a 45' Aluminum sailboat', 'his own offroad motor
    // home'); of them, an ordinal stays ('the first oil painting').
    const owned =
      post.title.match(
        // Never across a preposition: 'my write-up on cast iron pan care' is about the care, no one's own.
        new RegExp(
          `(?:\\b(?:my|our|his|her|their|a|an|another|this|that)|[\\p{L}-]+['’]s)\\s+((?:(?!(?:on|of|about|for|in|with|to|at|from|into)\\s)[\\p{L}\\d'’-]+,?\\s+){0,2}?)${escapeRe(terms[0])}\\b`,
          'iu',
        ),
      ) ??
      // 'the' with its words and no comma between ('invented the three point seat belt'): one thing, the article kept.
      post.title.match(
        new RegExp(
          `\\bthe\\s+((?:(?!(?:on|of|about|for|in|with|to|at|from|into)\\s)[\\p{L}\\d'’-]+\\s+){0,2}?)${escapeRe(terms[0])}\\b`,
          'iu',
        ),
      ) ??
      // A headline opening on it, before what tells which one it is ('Carved marble sculpture I did last semester').
      post.title.match(
        new RegExp(
          `^\\s*((?:[\\p{L}'’-]+\\s+)?)${escapeRe(terms[0])}(?=\\s+(?:from|of|in|at|on|with|by|for|that|who|which|i|we)\\b)`,
          'iu',
        ),
      );
    const ordinal = owned?.[1]!.match(/\b(?:first|second|third|latest|last|new)\b/i)?.[0];
    if (owned) terms[0] = `the ${ordinal ? `${ordinal.toLowerCase()} ` : ''}${terms[0]}`;
  }
  // One lower-case thing the title counts ('Best catch of the season', 'This block'): 'the catch', never 'Reacting to catch'.
  // Words that describe it may come between ('our 3 year tour'): a singular count noun takes its article all the same.
  const one = terms[0];
  if (one && /^\p{Ll}[\p{Ll}-]+$/u.test(one) && !isPlural(one) && !MASS.test(one) && !isGerund(one) && !isFrameWord(one)) {
    // A possessive is a determiner too ('Einstein's desk').
    const counted = new RegExp(
      `(?:^|\\s)(?:the|a|an|another|my|our|his|her|their|your|this|that|best|worst|greatest|first|last|latest|new|[\\p{L}-]+['’]s)\\s+(?:(?!(?:on|of|about|for|in|with|to|at|from|into|and|or|but|is|are|was|were|the|a|an)\\s)[\\p{L}\\d'’-]+\\s+){0,2}?${escapeRe(one)}\\b`,
      'iu',
    );
    // A headline drops the article a sentence would have ('Amazing letter from an ex-slave to his former owner'): a singular
    // count noun it opens on, after up to two describing words and before what tells which one it is, is one thing.
    const headline = new RegExp(
      `^\\s*(?:(?!(?:on|of|about|for|in|with|to|at|from|into|and|or|but|is|are|was|were|i|we|you|it|this|that)\\s)[\\p{L}\\d'’-]+\\s+){0,2}?${escapeRe(one)}(?=\\s+(?:from|of|in|at|on|with|by|for|to|where|that|who|which|after|before|during|i|we)\\b)`,
      'iu',
    );
    if (counted.test(post.title) || headline.test(post.title)) terms[0] = `the ${one}`;
  } else if (one && /^\p{Ll}[\p{Ll}-]+$/u.test(one) && isPlural(one)) {
    // Things a headline opens on, before where they are from, are those things ('Animals from my dad's sketchbook').
    const headline = new RegExp(`^\\s*${escapeRe(one)}\\s+(?:from|in|at|of|on|by|that|i|we)\\b`, 'iu');
    if (headline.test(post.title)) terms[0] = `the ${one}`;
  }
  // Who one is ('Update on being a new dad…') is the subject as the title says it: never 'the new dad', a person.
  const being = terms[0] && post.title.match(new RegExp(`\\bbeing (an?) (?:the )?${escapeRe(terms[0].replace(/^the /i, ''))}\\b`, 'i'));
  if (being) terms[0] = `being ${being[1]!.toLowerCase()} ${terms[0]!.replace(/^the /i, '')}`;
  // What a title is free of is being free of it: 'Finally debt free after 4 years!' celebrates no debt.
  const freeOf = terms[0]?.replace(/^the\s+/i, '');
  if (freeOf && !/\s/.test(freeOf) && new RegExp(`\\b${escapeRe(freeOf)}[- ]free\\b`, 'i').test(post.title))
    terms[0] = `being ${freeOf.toLowerCase()}-free`;
  // A term inside a doing the title names is that doing's ('A small win with cooking for one on a budget' → 'cooking for one').
  const done = terms[0] && terms[0] !== FALLBACK_TERM && !being ? doingSubject(post.title, terms[0]) : null;
  if (done) terms[0] = done;
  // What a doing is done to is a thing, no doing ('launching a true crime podcast' → 'the true crime podcast').
  const doings = new Set<string>(done && nounSubject(done) === done ? [done] : []);
  // Whom 'RIP' mourns is the subject ('RIP Neil Armstrong- A real American icon' is about Neil Armstrong).
  const ripped = mournsName(post.title)
    ? /(?:RIP|R\.I\.P\.?|Rip)\s+(\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*)*)/u.exec(post.title)?.[1]?.replace(/[.]+$/, '')
    : undefined;
  if (ripped && ripped.length > 2) terms.splice(0, terms.length, ripped);
  // What the post is: a grief or a vent wants support, a joy congratulations, a piece shown praise, a musing or a share a
  // reaction; else its question or statement.
  const asks = asksQuestion(post.title);
  const grave = isGrave(post.title, body);
  const felt = moodOf(post.title, body, input.community, asks, grave);
  // A death of someone known, told as news ('Dave Brubeck, jazz pianist, dead at age 91'), is a tribute: no condolence
  // to the poster, whose loss it is not. Any other death told in the third person ('Teddy Roosevelt's diary entry the day
  // that both his wife and mother died') is a grave matter, no grief of the poster's to ask how they are holding up with.
  // So is a hurt told of someone else ('A foster family sees a report … about a kid being abused by their parents'). Told of
  // no one named and no 'he' or 'their' ('Had a client pass away'), it is the poster's own, whom support answers.
  const elsewhere = felt === 'hurt' && !firstPerson(post.title);
  const news = elsewhere && (DEATH_NEWS.test(post.title) || mournsName(post.title));
  const someoneElse = THIRD_PERSON.test(post.title) || /\s\p{Lu}/u.test(post.title) || HEADLINE_PEOPLE.test(post.title);
  // A kind turn in someone else's hard story is met warmly, never with delight nor as the poster's own grief.
  // Told of someone a headline names by who they are ('Texas man rescues dog from flood') it is someone else's story too.
  const kindTurn =
    !asks &&
    !firstPerson(post.title) &&
    KIND_TURN.test(post.title) &&
    !HARM_DONE.test(post.title) &&
    (grave || elsewhere || (HEADLINE_PEOPLE.test(post.title) && !SHOWING.test(post.title)));
  const mood: PostMood =
    news && !!terms[0] && isProperName(terms[0]) && mourned(post.title, input.community)
      ? 'tribute'
      : kindTurn && (felt === 'grave' || someoneElse)
        ? 'uplift'
        : elsewhere && (news || grave) && someoneElse
          ? 'grave'
          : felt;
  // A lone word the title says after a pronoun or a form of 'be' is its verb or a state ('You wake up when…', 'I am
  // closer to…', 'what I've forgotten'), no subject.
  if (terms[0] && afterSubject(post.title, terms[0])) terms.shift();
  // Nor is one before an object pronoun or a particle ('That about sums it up'), a one-word question ('17% tip. Normal?'),
  // or a shouted word in a shouted title ('CALL TO ARMS. PLEASE READ.'), where capitals mark no name.
  if (terms[0] && noSubject(post.title, terms[0])) terms.shift();
  // A condition is the poster's to speak of: the comment says 'this' ('Really nice work on the cerebral palsy!').
  // Nor is it ever cheered ('Okay, this is wonderful' of a cornea transplant).
  const medical = !!terms[0] && MEDICAL.test(terms[0]);
  if (medical) terms.splice(0, terms.length, FALLBACK_TERM);
  // Something shared is reacted to by name only where the title names a thing: a lone lower-case word it gives bare is as
  // likely a quality or a verb ('This was oddly inspirational', 'Never underestimate…', 'To Repair With Gold'): 'this'.
  if (mood === 'shared' && terms[0] && /^\p{Ll}[\p{Ll}'’-]*$/u.test(terms[0]) && !isPlural(terms[0]))
    terms.splice(0, terms.length, FALLBACK_TERM);
  // Joy or grief over nothing the title names ('So proud of her'): the comment speaks of 'this', never of 'proud'.
  // A grief is the poster's, whatever word the title puts it in ('Had a client pass away'): the comment says 'this'.
  // A fix is celebrated, never the problem it fixed ('Celebrating the laptop overheating with you').
  // A framing word alone ('simple' of 'It's really quite simple guys') names no subject in any mood.
  // Nor does a word of time ('1,5 years later, this is still relevant').
  if (
    mood === 'hurt' ||
    (terms[0] && (isFrameWord(terms[0]) || TIME_WORD.test(terms[0]))) ||
    (mood === 'joy' && (!terms[0] || isProblem(terms[0])))
  )
    terms.splice(0, terms.length, FALLBACK_TERM);
  // Who someone is, said before their name ('North Korea leader Kim-Jong Il'), is no part of the name the comment speaks of.
  const titled = terms[0]?.match(/^(?:\S+\s+)*?(\p{Ll}+)\s+(\p{Lu}\S*(?:\s+\p{Lu}\S*)+)$/u);
  if (titled && (RULED.test(titled[1]!) || KNOWN_FOR_WORK.test(titled[1]!))) terms[0] = titled[2]!;
  // Kin named is the name ('This is my son Lucas' is about Lucas, never 'the son Lucas').
  const kinNamed = terms[0]?.match(/^(?:the\s+)?(?:\p{Ll}+\s+)?(\p{Ll}+)\s+(\p{Lu}[\p{Ll}'’-]+)$/u);
  if (kinNamed && KIN.test(kinNamed[1]!)) terms[0] = kinNamed[2]!;
  // A kind turn in someone else's story is spoken of as the story: its grave words are no subject ('dead daughter's bedroom').
  if (mood === 'uplift') terms.splice(0, terms.length, 'this story');
  // Nor is a grave word in a grave story's subject, a name aside ('Thoughts on dead daughter's bedroom'); a grave headline about
  // someone unnamed ('Woman charged after leaving dog in hot car') is spoken of as the story, never by a thing in it ('hot car').
  if (mood === 'grave' && terms[0] && !isProperName(terms[0])) {
    if (HEADLINE_PEOPLE.test(post.title)) terms.splice(0, terms.length, 'this story');
    else if (graveWords(terms[0]).length > 0) terms.splice(0, terms.length, FALLBACK_TERM);
  }
  // A headline shared where news is not the community's business is spoken of as the story: its words after the name are
  // what happened ('Microsoft to Pull Complete Reversal…' is never about 'complete reversal').
  if (mood === 'report' && !reportsNews(input.community) && NEWS_HEADLINE.test(post.title.trim()))
    terms.splice(0, terms.length, 'this story');
  // A tribute speaks of the one who died only ('Remembering Dave Brubeck', never 'Remembering jazz pianist').
  if (mood === 'tribute') terms.splice(1);
  // A thread is about what it is for ('Bears at Packers', 'the Refs and MNF'), else 'this' ('My take on this').
  // A game's result is about the side the title names first ('The Baltimore Ravens defeat…').
  const sides = mood === 'thread' ? gameSides(post.title) : null;
  const result = mood === 'thread' && !sides && !MEGATHREAD.test(post.title);
  if (mood === 'thread' && !result) terms.splice(0, terms.length, sides ?? threadSubject(post.title) ?? FALLBACK_TERM);
  // An explanation is of what the title asks or explains, whole ('My explanation of why cats purr', never '… of cats').
  // Without a clause to name, a name an 'ELI5' asks about stays ('Obamacare'), else the comment says 'this'.
  if (mood === 'explain') {
    const explained = explanationIn(post.title);
    // The name kept is what an 'ELI5' asks about; a yes-or-no question's name is only part of it ('… every organism on Earth').
    const named = terms[0] && isProperName(terms[0]) && /\bELI5\b|explain/i.test(post.title) ? terms[0] : FALLBACK_TERM;
    // The poster's own words are said back to them: 'why it is ruining your life', never '… my life'.
    terms.splice(0, terms.length, explained ? toSecondPerson(explained) : named);
  }
  // An AMA's guest is named by their name, else as the poster ('A question for OP', never 'A question for nurse').
  if (mood === 'ama' && !(terms[0] && isProperName(terms[0]))) terms.splice(0, terms.length, 'OP');
  // A swear is the poster's to say, never the comment's subject ('how fucked up our IT infrastructure is', 'the Zero Fucks').
  if (terms[0] && sworn(terms[0])) terms.splice(0, terms.length, FALLBACK_TERM);
  const r = rng(hashSeed('comments', post.title, body.slice(0, 500), tone, input.nonce));
  const fit = commentFit(input.community?.commentNorms);
  // A title asking what others think of the poster's work is a showing, not a help question.
  // What the poster shares of their own ('My golden retriever…', 'Bought this house…') was not found somewhere.
  const own = mood === 'shared' && firstPerson(post.title);
  const shuffled = r.shuffle(
    mood === 'plain'
      ? asks
        ? CHOICE.test(post.title)
          ? CHOICE_ANGLES
          : RECOMMENDATION.test(post.title)
            ? RECOMMEND_ANGLES
            : QUESTION_ANGLES
        : STATEMENT_ANGLES
      : result
        ? RESULT_ANGLES
        : own
          ? SHARED_OWN_ANGLES
          : mood === 'grave' && asks
            ? GRAVE_QUESTION_ANGLES
            : // A wrong done to someone else ('Mike Brown Fired after 5 games') is no experience the commenter shares.
              mood === 'wronged' && !firstPerson(post.title)
              ? REPORTED_WRONG_ANGLES
              : MOOD_ANGLES[mood],
  );
  // Where members often answer with a question, the first comment asks one too.
  const asking: Angle = asks && mood !== 'show' ? 'clarify' : 'question';
  const led =
    fit.asks && (mood === 'plain' || mood === 'joy' || mood === 'show') ? [asking, ...shuffled.filter((a) => a !== asking)] : shuffled;
  // A doing is no point one builds on ('Building on the cooking for one point'), nor is 'this' ('the this part is gold').
  const pointless = !terms[0] || terms[0] === FALLBACK_TERM || doings.has(terms[0]) || doingTerm(terms[0]);
  const angles = pointless && led.length > 1 ? led.filter((a) => a !== 'thanks') : led;
  const out: CommentIdea[] = [];
  const seen = new Set<string>();
  const avoid = new Set((input.avoid ?? []).map((t) => t.toLowerCase()));
  const givenTexts = input.avoidTexts ?? [];
  const saysAgain = (text: string) => givenTexts.some((g) => !differsSubstantially(g, text));
  const givenExactly = new Set(givenTexts);
  // Every angle with every term as the subject once, in titles and words the user was not given on this post; then
  // titles they were not given in any words; then given titles in words they were not given (other forks of the same
  // angle); then anything but a text they have; only then anything.
  const rounds = angles.length * Math.max(1, terms.length);
  const usedOpeners = new Set<string>();
  const passes = ['fresh', 'new title', 'reworded', 'unrepeated', 'any'] as const;
  for (const pass of passes) {
    const tries = pass === 'reworded' ? Math.max(input.count * 4, rounds) * REWORDING_TRIES : Math.max(input.count * 4, rounds);
    for (let i = 0; out.length < input.count && i < tries; i++) {
      const angle = angles[i % angles.length]!;
      // Past one round of angles, another term leads, so the next comments differ in subject too.
      const lead = Math.floor(i / angles.length) % Math.max(1, terms.length);
      const c = comment(
        angle,
        tone,
        [...terms.slice(lead), ...terms.slice(0, lead)],
        asks && mood !== 'show',
        r.fork(i),
        usedOpeners,
        fit,
        `${post.title}\n${body}`,
        mood,
        !(asks && mood !== 'show' && STRUGGLES.test(`${post.title}\n${body.slice(0, 500)}`)),
        grave || medical,
        doings,
      );
      if (seen.has(c.response) || seen.has(c.title)) continue;
      const titleGiven = avoid.has(c.title.toLowerCase());
      if (pass === 'fresh' && (titleGiven || saysAgain(c.response))) continue;
      if (pass === 'reworded' && saysAgain(c.response)) continue;
      if (pass === 'new title' && titleGiven) continue;
      if (pass === 'unrepeated' && givenExactly.has(c.response)) continue;
      seen.add(c.response);
      seen.add(c.title);
      out.push(c);
    }
  }
  return out;
}

/** Reads back the angle and subject of a title this engine wrote ('Similar experience with email marketing'). */
export function angleOf(title: string): { angle: Angle; term: string } | null {
  const t = title.trim();
  for (const [angle, pattern] of Object.entries(TITLES) as [Angle, string][]) {
    const [before, after] = pattern.split('{term}') as [string, string];
    if (
      t.length > before.length + after.length &&
      t.toLowerCase().startsWith(before.toLowerCase()) &&
      t.toLowerCase().endsWith(after.toLowerCase())
    ) {
      return { angle, term: t.slice(before.length, t.length - after.length).trim() };
    }
  }
  return null;
}

const VERSION_TRIES = 24;

/** Another version of one comment: same angle and subject, new wording, in the chosen tone. */
export function writeCommentVersion(input: CommentVersionInput): CommentIdea {
  const { comment: original, tone } = input;
  const known = angleOf(original.title);
  const terms = known ? [known.term] : keyTerms(original.title || original.response, original.response, 1);
  const r = rng(hashSeed('version', original.title, original.response, tone, input.nonce));
  const angle = known?.angle ?? r.pick(STATEMENT_ANGLES);
  // A rewrite that only swaps the opener is no rewrite: try other wordings until one differs substantially.
  // The original says whether its subject takes an article: every mention of it does ('… with the workbench').
  const subject = nounSubject(terms[0] ?? '').replace(/^the\s+/i, '');
  const mentions = subject
    ? [...`${original.title}\n${original.response}`.matchAll(new RegExp(`(\\S+\\s+)?${escapeRe(subject)}\\b`, 'gi'))]
    : [];
  const definite = mentions.length > 0 && mentions.every((m) => /^the\s+$/i.test(m[1] ?? ''));
  const said = definite ? `the ${subject}.` : '';
  let best = comment(angle, tone, terms, angle === 'clarify', r.fork(0), undefined, undefined, said);
  for (let i = 1; i < VERSION_TRIES && !differsSubstantially(original.response, best.response); i++) {
    best = comment(angle, tone, terms, angle === 'clarify', r.fork(i), undefined, undefined, said);
  }
  return best;
}
