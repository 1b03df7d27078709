/**
 * Reddit-wide rules apply in every community (decision 024), whether or not its own rules repeat
 * them: spam and undisclosed promotion, personal and confidential information, threats and
 * harassment, vote manipulation, impersonation, unlabelled NSFW. The evidence quotes the site rule
 * as the community's rules answer gives it (`site_rules`), else the bundled short text of Reddit's
 * Content Policy below (the policy's own wording, abridged), so a finding never rests on nothing.
 */
import type { DraftFinding } from '@subreddit-signal/contract';
import { promotionSignals, PROMOTION_KIND_LABEL } from '../../analysis';
import { anyOf } from './any-of';
import {
  asksReaders,
  impersonationFamily,
  personalInfoFamily,
  reportsVotes,
  spamFamily,
  voteAsk,
  voteFamily,
  votesArranged,
} from './families';
import { hintedMenace } from './menace';
import { menaceFields } from './menace-fields';
import { salesPitch } from './sales-pitch';
import { finding, nsfwLabelled, quote, type Draft } from './draft';
import { gated, prescan } from '../../analysis/word-prescan';

export type SiteRuleKind = 'spam' | 'personal-info' | 'threats' | 'vote-manipulation' | 'impersonation' | 'nsfw';

/** Reddit's Content Policy (redditinc.com/policies/content-policy), the rules a draft can break, abridged. */
export const REDDIT_CONTENT_POLICY: Record<SiteRuleKind, { title: string; text: string; siteRule: RegExp }> = {
  spam: {
    title: 'Rule 2: Abide by community rules (spam)',
    text: 'Post authentic content into communities where you have a personal interest, and do not cheat or engage in content manipulation (including spamming, vote manipulation, ban evasion, or subscriber fraud) or otherwise interfere with or disrupt Reddit communities.',
    siteRule: /\bspam\b/i,
  },
  'personal-info': {
    title: 'Rule 3: Respect the privacy of others',
    text: "Instigating harassment, for example by revealing someone's personal or confidential information, is not allowed. Never post or threaten to post intimate or sexually-explicit media of someone without their consent.",
    siteRule: /personal|confidential|privacy/i,
  },
  threats: {
    title: 'Rule 1: Remember the human',
    text: 'Everyone has a right to use Reddit free of harassment, bullying, and threats of violence. Communities and users that incite violence or that promote hate based on identity or vulnerability will be banned.',
    siteRule: /threat|harass|violence/i,
  },
  'vote-manipulation': {
    title: 'Rule 2: Abide by community rules (content manipulation)',
    text: 'Do not cheat or engage in content manipulation (including spamming, vote manipulation, ban evasion, or subscriber fraud) or otherwise interfere with or disrupt Reddit communities.',
    siteRule: /manipulat|\bvot/i,
  },
  impersonation: {
    title: 'Rule 5: No impersonation',
    text: "You don't have to use your real name to use Reddit, but don't impersonate an individual or an entity in a misleading or deceptive manner.",
    siteRule: /impersonat/i,
  },
  nsfw: {
    title: 'Rule 6: Label content properly',
    text: 'Ensure people have predictable experiences on Reddit by properly labeling content and communities, particularly content that is graphic, sexually-explicit, or offensive.',
    siteRule: /nsfw|sexual|label|graphic/i,
  },
};

export const SITE_RULE_KINDS = Object.keys(REDDIT_CONTENT_POLICY) as SiteRuleKind[];

const DISCLOSED = gated(
  /\b(?:disclosure|full disclosure|i(?:'m| am) (?:the|a|one of the) (?:founder|co-?founder|owner|maker|creator|developer|dev)\b|i work (?:for|at)\b|(?:this|these) (?:is an?|are) affiliate links?|affiliate link(?:s)? (?:below|above|here)|i (?:get|earn|receive) a (?:small )?(?:commission|cut)|(?:my|our) own (?:app|product|company|business|tool|startup))/i,
);

/** A phone number: international, or in groups ending with four digits ('149.154.158' is an IP address). */
const PHONE = gated(/\+\d{1,3}[\s.-]?\d{2,5}[\s.-]?\d{3,4}[\s.-]?\d{3,8}\b|(?:\(\d{2,4}\)[\s.-]?|\b\d{2,4}[\s.-])\d{3,4}[\s.-]\d{4}\b/);
/** Toll-free lines belong to businesses. */
const TOLL_FREE = /^(?:\+?1[\s.-]?)?\(?8(?:00|88|77|66|55|44|33)\)?[\s.-]/;
/**
 * A house number, then the street, as English-speaking countries write it ('27 Rosebery Road', '12b
 * Station Road', '16 Elm Grove'), or said to be someone's home.
 */
const STREET = gated(
  /(?<![\d.,])\b\d{1,5}[A-Za-z]?(?:\s+[A-Z][a-z]+){1,3}\s+(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Crescent|Close|Parkway|Pkwy|Highway|Hwy|Grove|Gardens|Mews|Row|Square|Walk|Rise|Hill|Green|Park|Parade|Quay)\b(?! (?:[Ff]eet|[Mm]iles|[Mm]et(?:re|er)s|[Yy]ards))\.?|\b(?:lives|living|live) (?:at|on) \d{1,5} [A-Z]\w+|\bhome address(?: is|:)\s*\d[^.\n]{0,60}/,
);
/** French streets put the number first and the street word in lower case: '5 rue des Lilas', '14 avenue Jean Jaurès'. */
const STREET_FRENCH = gated(
  /\b\d{1,4}(?:bis|ter)?,? (?:rue|avenue|boulevard|chemin|impasse|quai) (?:de la |de l'|des |du |de |d')?[a-zà-ÿ'-]{3,}/i,
);
/** Southern Europe puts the street word first and the number after the name: 'Via Roma 14', 'Calle Mayor 23'. */
const STREET_WORD_FIRST = gated(
  /\b(?:Calle|Carrer|Avenida|Plaza|Paseo|Passeig|Via|Viale|Piazza|Corso|Largo|Rua|Travessa) (?:(?:de la|del|della|delle|dei|de|di|da|do|das|dos) )?[A-ZÀ-Ý][a-zà-ÿ]+(?: [A-ZÀ-Ý][a-zà-ÿ]+){0,2},? (?:nº ?|n\. ?)?\d{1,4}[a-z]?\b/,
);
/**
 * Germanic and Nordic streets are one word with the number after it: 'Hauptstraße 12', 'Kerkstraat
 * 45'. The street word ends a longer word, so no word of it can be looked for: it always runs, a
 * scan for a capital then letters, linear.
 */
const STREET_COMPOUND = gated(
  /\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|str\.|gasse|weg|allee|platz|damm|ufer|straat|gracht|kade|laan|plein|dijk|singel|steeg|vej|gade|gatan|vägen|veien) \d{1,4}[a-z]?\b/,
);
/**
 * Any street, with or without a word this file knows ('31 Heol Llanishen Fach'), written out to a
 * UK, Irish or Canadian postcode, spaced as addresses write it ('G10GG' is a name). The postcode's
 * capitals leave no word to look for: it always runs.
 */
const STREET_TO_POSTCODE = gated(
  /\b\d{1,4}[A-Za-z]?(?:\/\d{1,4})? (?:[A-Z][a-z']+ ){0,3}[A-Z][a-z']+,? (?:[A-Z][a-z]+,? ){1,2}(?:[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[AC-FHKNPRTV-Y]\d[\dW] [\dAC-FHKNPRTV-Y]{4}|[A-Z]\d[A-Z] \d[A-Z]\d)\b/,
);
const HAS_DIGIT = /\d/;
/** Every street shape, each with a global copy to read all its matches (a post may name a shop's street before a home's). */
const STREETS = [STREET, STREET_FRENCH, STREET_WORD_FIRST, STREET_COMPOUND, STREET_TO_POSTCODE].map((p) => ({
  p,
  all: new RegExp(p.re.source, `${p.re.flags}g`),
}));
/** A postcode labelled as one: 'Eircode D08 XY12' (an Eircode is one building), 'postcode RG12 0PX'. */
const LABELLED_CODE = gated(
  /\b(?:eircode|postcode|post code|postal code|zip code|zip)(?: is)?:?\s+(?=[A-Z\d]{2,4} ?[A-Z\d]{3,4}\b)(?=[A-Z\d ]*\d)[A-Z]{1,2}\d[A-Z\dW]? ?[A-Z\d]{3,4}\b|\b(?:zip|zip code) (?:is )?\d{5}\b/i,
);
/**
 * A street address is someone's where it is said to be theirs ('lives at', 'her flat', 'the woman
 * at …'), where a person is named right before it ('John Peters, 14 Mill Lane'), or where it is
 * written out in full (a flat, a town, a postcode after it) in a post about a person that names no
 * shop or venue; '21 Jump Street' alone is a film, '18 New Station Street, Leeds LS1 5DL' a meetup's pub.
 */
const ADDRESS_BEFORE =
  /\b(?:lives?|living|address|house|home|apartment|flat|unit|moved (?:in )?to|(?:his|her|their) (?:place|house|home|address|eircode|postcode|post code|zip(?: code)?)|(?:he|she|they)(?:'s|'re| is| are| stays?| moved)?(?: now| still)? (?:at|to)|(?:woman|man|guy|bloke|lady|family|couple|lad|girl|boy|tenants?|neighbou?rs?) (?:at|from|in))\b[^.\n]{0,25}$/i;
/** The end of a postcode of the UK, Ireland (an Eircode), Canada, Australia or the US, after a town. */
const POSTCODE = String.raw`(?:[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|[AC-FHKNPRTV-Y]\d[\dW] [\dAC-FHKNPRTV-Y]{4}|[A-Z]\d[A-Z] \d[A-Z]\d|(?:NSW|QLD|VIC|SA|WA|TAS|NT|ACT) \d{4}|[A-Z]{2} \d{5})\b`;
/** A European postcode before its town ('10115 Berlin', '1017 GL Amsterdam'); a four-digit one is not a year. */
const POSTCODE_FIRST = String.raw`(?:[A-Z]{1,2}-)?(?!(?:19|20)\d\d\b)\d{4,5}(?: ?[A-Z]{2})? [A-ZÀ-Ý][a-zà-ÿ]+`;
const ADDRESS_AFTER = new RegExp(
  String.raw`^[^\n.]{0,3},?\s*(?:apt|apartment|unit|suite|flat|#\s?\d|\d{1,2}º|(?:[^,\n]{1,8}, ?)?${POSTCODE_FIRST}|[A-Z][a-zà-ÿ]+(?:,|\s+[A-Z]{2}\b|\s+\d{4,5}\b|(?:,? [A-Z][a-zà-ÿ]+){0,2},? ${POSTCODE}))`,
);
/** A person's full name (or title and surname) right before an address: 'Dean Moffat, 8 Orchard Close'; 'The Brewery Tap, 18 …' is a pub. */
const NAME_BEFORE =
  /(?<!\b(?:[Tt]he|[Aa]t|[Ii]n|[Oo]n|[Ff]rom)\s)\b(?:(?:Mr|Mrs|Ms|Miss|Dr)\.? [A-Z][a-z]+|(?!(?:The|A|An|Our|My|Your|This|That|Old|New|Ye)\b)[A-Z][a-z]+ (?:(?:de|van|von|der|den|di|da|del|la|le|du|dos|das) ){0,2}(?:[A-Z]'|Mc|Mac)?(?!(?:Street|Road|Lane|Avenue|Drive|Close|Way|Park|Square|Inn|Arms|Hotel|Bar|Cafe|Pub|Museum|Gallery|Centre|Center|Hall|House|Tap|Station|Market|Theatre|Church|Shop|Store)\b)[A-Z][a-z]+)(?:,| -| –| —|:| \(| lives at| lives on)\s*$/;
/** A shop, a venue, an event: the address is where the public goes, not a private person's home. */
const VENUE = gated(
  /\b(?:shops?|stores?|restaurant|caf[eé]|pub|bar|brewery|bistro|chippy|takeaway|bakery|coffee|roastery|deli|diner|salon|barbers?|museum|gallery|hotel|hostel|venue|theat(?:re|er)|cinema|church|library|station|market|stadium|meet-?up|gig|concert hall|menu|opening hours|open (?:daily|from|until|till|every|on)|book (?:ahead|early|tickets|a table)|tickets (?:at|from|on sale)|(?:our|my) (?:new )?(?:office|premises|studio|salon|address)|come (?:and )?(?:see|visit) us|visit us|headquarters|embassy|consulate|town hall|council offices|post office|car park|hospital|clinic|surgery|school|college|university)\b/i,
);
/** The post speaks of a person: a name, or 'he' or 'she'. */
const SPEAKS_OF_PERSON = gated(/\b(?:he|she|him|his|her|hers)\b/i);

/** The sentence around a position (a title and each line are sentences too). */
function sentenceAt(text: string, i: number): string {
  const start = Math.max(text.lastIndexOf('. ', i), text.lastIndexOf('? ', i), text.lastIndexOf('! ', i), text.lastIndexOf('\n', i)) + 1;
  const end = text.slice(i).search(/[.!?](?:\s|$)|\n/);
  return text.slice(start, end < 0 ? text.length : i + end);
}

/** A private person's home address: a street said to be theirs, after their name, or written in full in a post about them. */
function privateAddress(all: string): string | null {
  // Every street shape holds a house number: a text without a digit (most) runs none of them, the two ungated ones included.
  if (!HAS_DIGIT.test(all)) return null;
  // Who the post is about and whether it names a venue: asked once, where a full address needs them.
  let about: boolean | null = null;
  const aboutSomeone = () =>
    (about ??= (SPEAKS_OF_PERSON.test(all) || NAMED_PERSON.test(firstWordLowered(all))) && !VENUE.test(all) && !PUBLIC_ROLE.test(all));
  for (const { p, all: every } of STREETS) {
    if (!p.mayMatch(all)) continue;
    for (const m of all.matchAll(every)) {
      const before = all.slice(Math.max(0, m.index - 60), m.index);
      // 'lives at 12 Elm …' and 'home address: …' say whose it is in their own words.
      if (p === STREET && !/^\d/.test(m[0])) return m[0];
      if (ADDRESS_BEFORE.test(before.slice(-40))) return m[0];
      // A name before a venue's address is the venue's ('Little Bird Coffee, 7 Smith St'): its sentence says so.
      if (NAME_BEFORE.test(before) && !VENUE.test(sentenceAt(all, m.index))) return m[0];
      const full = p === STREET_TO_POSTCODE || ADDRESS_AFTER.test(all.slice(m.index + m[0].length, m.index + m[0].length + 80));
      if (full && aboutSomeone()) return m[0];
    }
  }
  const code = LABELLED_CODE.exec(all);
  if (code) {
    const before = all.slice(Math.max(0, code.index - 60), code.index);
    if (/\b(?:his|her|their)\s*$/i.test(before) || NAME_BEFORE.test(before)) return code[0];
  }
  return null;
}
const EMAIL_OF_OTHER = gated(/\b(?:his|her|their) (?:email|e-mail)\b[^.\n]{0,20}[\w.+-]+@[\w-]+\.[\w.]+/i);
/** Someone else's accounts or number given out: 'her insta is @jess.m', 'his cell: …'. */
const HANDLE_OF_OTHER = gated(
  /\b(?:his|her|their) (?:insta(?:gram)?|ig|twitter|x|tiktok|snap(?:chat)?|facebook|fb|linkedin|discord|telegram|whatsapp|onlyfans|handle|username|cell|cell ?phone|mobile|number|phone(?: number)?)\b(?: account)?(?: too| also| here)?(?: is|:|=)\s*(?:@[\w.]{2,}|https?:\/\/\S+|\+?\d[\d\s().-]{6,}\d|[\w.]*\d[\w.]*\b)/i,
);
/** Identity documents' data: a date of birth, a social security or licence number, a passport. */
const ID_DATA = gated(
  /\b(?:dob|d\.o\.b\.?|date of birth|ssn|social security (?:number|no)|licen[cs]e (?:number|no\.?|#)|passport (?:number|no\.?|#))\b[:\s]{0,3}(?:is\s+)?\d|\blicen[cs]e says [A-Z]/i,
);
/** A car's registration, which leads to its owner. */
const PLATE = gated(
  /\b(?:licen[cs]e )?plate(?: number| no\.?| #)?:?\s+(?:is\s+|reads\s+)?["“']?(?=[A-Z0-9-]{5,9}\b|[A-Z0-9]{3,4} [A-Z0-9]{3,4}\b)(?=[A-Z0-9 -]*\d)(?=[A-Z0-9 -]*[A-Z])[A-Z0-9]{1,4}[- ]?[A-Z0-9]{1,5}\b/,
);
/** A car's word near a plate: a registration in the UK's shape is a plate only beside a car, a driver or 'reg'. */
const VEHICLE = gated(
  /\b(?:reg|registration|number ?plates?|plates?|cars?|van|truck|lorry|motorbike|audi|bmw|merc|mercedes|vw|golf|fiesta|corsa|astra|focus|polo|range rover|tesla|volvo|driver|drove|drives|driving|parked|parks|tailgat\w*|dashcam|hit and run)\b/i,
);
/** A UK registration since 2001: two letters, the age (02–75), three letters ('YX19 KLM'); not a link's file name ('imgur.com/CH28TQA.jpg'). */
const UK_PLATE = /(?<![/.=#-])\b[A-Z]{2}(?:0[2-9]|[1-7]\d) ?[A-Z]{3}\b(?![./-]\w)/;
/** 'Liam O'Connor, born 14/03/1991': a full date of birth given after a name (a grandfather born in 1921 is history). */
const BORN_ON = gated(
  /\bborn:?\s+(?:on )?(?:\d{1,2}(?:st|nd|rd|th)?[/.\- ](?:\d{1,2}|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[/.\- ]\s?(?:19[4-9]\d|20[0-2]\d)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{1,2}(?:st|nd|rd|th)?,? (?:19[4-9]\d|20[0-2]\d))\b/i,
);
/** A number given as an example of a format ('validate a number like (555) 123-4567'). */
const EXAMPLE_BEFORE =
  /\b(?:like|such as|e\.g\.?|for example|format(?:ted)?|pattern|regex|validate|match(?:es|ing)?|placeholder|example)\b[^.\n]{0,25}$/i;

/** A UK registration beside a car or a driver, not given as an example ('a private plate like AB12 CDE'). */
function ukPlate(all: string): string | null {
  // The car's words first: the pre-scan skips VEHICLE on most posts, not UK_PLATE (capitals, no words to look for).
  const plate = VEHICLE.test(all) ? UK_PLATE.exec(all) : null;
  if (!plate || EXAMPLE_BEFORE.test(all.slice(Math.max(0, plate.index - 40), plate.index))) return null;
  // The car's word within the plate's sentence or the one either side (about 150 characters).
  const near = all.slice(Math.max(0, plate.index - 150), plate.index + plate[0].length + 150);
  return VEHICLE.re.test(near) ? plate[0] : null;
}

/** A full date of birth after a private person's name, in a post that neither honours them nor names a public role. */
function bornOn(all: string): string | null {
  const born = BORN_ON.exec(all);
  if (!born) return null;
  const before = all.slice(Math.max(0, born.index - 50), born.index).replace(/(?:\bwas\s*|\(\s*)$/, '');
  return NAME_BEFORE.test(before) && !HONOURS.test(all) && !PUBLIC_ROLE.test(all) ? born[0] : null;
}
/** A person named in full (two capitalised words) in a sentence that exposes or accuses them. */
const NAMED_PERSON =
  /(?<!\b(?:in|at|the|from|of|to|near|on|The|In|At)\s)\b(?!(?:The|This|That|These|Those|When|If|In|At|On|For|My|Our|Your|His|Her|Their|An|Some|Every|All|Most|TIL)\b)[A-Z][a-z]+ [A-Z][a-z]+\b/;
/** 'Her name is Jessica Marlowe', 'a guy named Derek Holloway': a person introduced by name. */
const INTRODUCED = gated(
  /\b(?:(?:[Hh]is|[Hh]er|[Tt]heir) (?:full |real )?name(?: is|'s|:)|(?:[Aa]|[Tt]his|[Ss]ome) (?:guy|man|woman|girl|dude|lady|person|kid|teacher|coworker|neighbou?r) (?:named|called))\s*([A-Z][a-z]+ [A-Z][a-z]+)\b/,
);
/** Whose number it is: a person near it ('his cell is', 'this guy', 'my landlord'); an office's or a shop's line names none. */
const PERSON_NEAR =
  /\b(?:he|she|him|his|hers|her|they|them|their|this (?:guy|man|woman|girl|dude|lady|person|scammer|creep)|my (?:ex|landlord|landlady|neighbou?r|boss|coworker|roommate|stalker))\b/i;
/** Where someone can be found: a workplace, a shift, a school, a home. */
const WHEREABOUTS = gated(
  /\b(?:works? (?:(?:nights|days|weekends|mornings|evenings|part[- ]time|full[- ]time) )?(?:at|for|the (?:morning|night|evening|day|late) shift)|works? (?:the |as an? )(?:[a-z-]+ ){1,3}?(?:at|for)\b|(?:his|her|their) (?:workplace|shift|school|office|gym|address)|lives (?:at|in|on|near)|(?:(?:he|she|they) )?(?:goes|go|went) to [A-Z][a-z]+ (?:High|Middle|Elementary|Primary|Academy|College|University)|(?:he|she|they) (?:runs|owns|manages) (?:a|an|the) (?:[a-z]+ ){0,3}(?:business|shop|store|company|salon|restaurant|garage|bar|gym|practice) (?:in|on|at|near)|(?:find|track down|hunt down|locate) (?:him|her|them)|let'?s find)\b/i,
);
/**
 * Someone identified: a full name not after 'in'/'at'/'the' (a place), a title and surname ('Mrs.
 * Whitfield'), or a username unmasked ('who u/x really is').
 */
const IDENTIFIED = gated(
  /(?<!\b(?:in|at|the|from|of|to|near|on|The|In|At)\s)\b(?:(?:Mr|Mrs|Ms|Miss|Dr|Coach)\.? )?[A-Z][a-z]+ [A-Z][a-z]{2,}\b|\b(?:Mr|Mrs|Ms|Miss|Dr|Coach)\.? [A-Z][a-z]+\b|\bu\/[\w-]+ (?:really is|is actually|is really|irl)\b|\bwho u\/[\w-]+ (?:really )?is\b/,
);
/**
 * Where a named person can be found or reached: a workplace, a school and room, their car, a
 * profile link. A city alone finds no one.
 */
const LOCATOR = gated(
  /\b(?:(?:he|she|they)(?: still| now)? (?:works?|teaches|studies) (?:at|for)|room \d+|(?:he|she|they) (?:parks|drives) (?:a|an|the|his|her|their)|(?:his|her|their) (?:facebook|instagram|insta|linkedin|tiktok|twitter|snapchat|address|workplace|shift|schedule)(?: page| account| profile)? (?:is|:)|(?:he|she|they) (?:leaves?|gets? home|gets? off)(?: for| from)?(?: work| school)? at \d|(?:his|her|their) car is (?:the|a)|(?:apartment|apt|unit|spot|parking spot) #?\d+[A-Za-z]?(?!\s?%|\d)|from \d+[A-Z])\b/i,
);
/** The same with a capitalised place, case-sensitive: 'a nurse at St. Luke's', 'at Lincoln Elementary'. */
const LOCATOR_NAMED = gated(
  /\b(?:(?:[Hh]e'?s|[Ss]he'?s|[Tt]hey'?re|who is) an? [a-z]+ at [A-Z]|(?<!\bmy )at [A-Z][a-z]+ (?:Elementary|Middle|High|Primary|Secondary|Academy)\b)/,
);
/** A post honouring someone (a thank-you, an obituary) names them to praise, not to expose. */
const HONOURS = gated(/\b(?:shout ?out|thank(?:s| you)|rip|rest in peace|passed away|in memory|congrat(?:s|ulations)|proud of)\b/i);
/** A public role makes a name public ('the mayor', 'CEO of …', 'Senator …'). */
const PUBLIC_ROLE = gated(
  /\b(?:ceo|cto|cfo|founder|president|professor|researchers?|scientists?|senator|congress(?:man|woman)|governor|mayor|minister|mp|author|actor|actress|singer|director|coach of|manager of|spokes(?:man|woman|person)|journalist|anchor|celebrity)\b/i,
);
/** The poster's own number: 'call me at', 'my cell is', an imperative 'Text …'. */
const OWN_CONTACT =
  /(?:\b(?:call|text|reach|contact|ring|whatsapp|message) (?:me|us)(?: (?:at|on))?|\bmy (?:number|cell|phone|mobile)(?: (?:is|number is))?:?|(?:^|[.!?]\s+|\n)\s*(?:please )?(?:call|text|ring|whatsapp|message|contact)(?: (?:at|on))?)\s*$/i;
/** 'my landlord Peter Walsh': a relationship that makes the named person a private one. */
const PRIVATE_NAMED = gated(
  /\b(?:[Mm]y|[Oo]ur) (?:landlord|landlady|boss|manager|neighbou?r|ex|coworker|co-worker|colleague|roommate|flatmate|trainer|teacher|tenant|contractor|employee|client|customer|nanny|plumber)\b,? [A-Z][a-z]+ [A-Z][a-z]+/,
);
const ACCUSE = gated(/\b(?:crook|fraud|thief|liar|scam(?:mer|med)?|cheat(?:ed|er)?|stole|abus(?:er|ive)|creep|predator)\b/i);
const EXPOSE = gated(
  /\b(?:expos(?:e|ing) (?:him|her|them|this (?:guy|man|woman|person))\b|name and shame|naming and shaming|doxx?|his (?:number|address|phone|workplace)|her (?:number|address|phone|workplace)|works (?:(?:nights|days|weekends|mornings|evenings) )?at|lives (?:at|in|on)|call (?:him|her) (?:at|on)|scammer|stalk)/i,
);
/** 'Everyone should know' exposes someone only beside an accusation. */
const WARN_ALL = gated(/\beveryone (?:should|needs to) know\b/i);

const HARM_VERB = 'kill|hurt|punch|stab|shoot|smash|slap|strangle|choke|beat (?:up|the (?:shit|crap|hell|living daylights) out of)|beat';
/** A quotation in double or curly quotes, or in single quotes opened after a space (not an apostrophe). */
const QUOTED = /“[^”\n]*”|"[^"\n]*"|(?<=^|\s)'(?:[^'\n]|'(?=[A-Za-z])){8,}?'(?=[\s.,!?;:]|$)/g;
/** Whether the text's position lies inside quotation marks. */
const quotedAt = (text: string, i: number) => [...text.matchAll(QUOTED)].some((q) => q.index <= i && i < q.index + q[0].length);
/** 'I'll find you.' threatens; 'I'll get you the address' or 'I'll make you dinner' does not: these verbs threaten only alone. */
const ALONE_VERB = 'find|get|end';
const WILL = "(?:'ll| will|'m going to| am going to|'m gonna| are going to|'re going to|'re gonna)";
const THREAT = gated(
  new RegExp(
    `\\b(?:(?:i|we)${WILL} (?:(?:${HARM_VERB}) (?:him|her|them|you|that (?:guy|girl|woman|man|idiot|trainer|bitch|bastard))\\b(?! (?:at|in|on) (?:the |a )?(?:game|match|final|race|polls?|tournament|playoffs?))|(?:${ALONE_VERB}) (?:him|her|them|you)(?=\\s*(?:[.!,;]|$|and\\b)))[^.\\n!]{0,40}|\\bi know where (?:you|he|she|they) lives?\\b|\\bi know (?:your|his|her) (?:schedule|routine|address)\\b|\\bfind out where\\b[^.\\n]{0,40}\\blives?\\b|\\bmake (?:him|her|them|you) pay\\b|\\bmake (?:his|her|their|your) li(?:fe|ves) (?:a )?(?:living )?hell\\b|\\b(?:(?:i|we)${WILL} )?(?:break|smash|snap|bust) (?:both (?:of )?|all (?:of )?)?(?:his|her|their|your) (?:legs?|arms?|neck|face|jaw|teeth|knees?|kneecaps?|skull|head|nose)\\b|\\bwatch (?:your|his|her) back\\b|\\byou(?:'re| are) (?:dead|going to regret)\\b|\\b(?:kys|kill yourself|go die)\\b|\\b(?:someone|somebody) should (?:kill|hurt|beat|punch|shoot|stab) (?:him|her|them)\\b|\\b(?:let'?s|everyone|y'?all|go) (?:all )?(?:flood|spam|harass|brigade|mass[- ]report|message|dm) (?:his|her|their|him|her|them)\\b[^.\\n]{0,30})`,
    'i',
  ),
);
/**
 * The same threats against someone named: case-sensitive, so the name must be capitalised
 * ('I'll get Dave'); under the flag above 'I'll get right on fixing that' read as one.
 */
const THREAT_NAMED = gated(
  new RegExp(
    `\\b(?:[Ii]|[Ww]e)${WILL} (?:${HARM_VERB}|${ALONE_VERB}) [A-Z][a-z]+\\b[^.\\n!]{0,40}|\\b(?:[Ss]omeone|[Ss]omebody) should (?:kill|hurt|beat|punch|shoot|stab) [A-Z][a-z]+\\b`,
  ),
);

/** First-person intent: 'I'll', 'I swear', 'we're going to'. */
const INTENT = gated(/\b(?:i|we)(?:'ll| will|'m going to| am going to|'m gonna|'re going to|'re gonna| are going to| swear)\b/i);
/** What a threat promises: harm, fear, a reckoning, aimed at someone. */
const HARM_OUTCOME = gated(
  /\b(?:(?:put|puts|send|sends|land|lands) (?:him|her|them|you) (?:in|into) (?:the |a |an )?(?:hospital|ground|grave|icu|er|emergency room|morgue|wheelchair)|in (?:the |a )?(?:hospital|grave|body bag)|(?:make|have) (?:him|her|them|you) (?:bleed|suffer|sorry|regret)|teach (?:him|her|them|you) a lesson|(?:he|she|they|you)(?:'ll| will) (?:regret|be sorry|pay|wish)|pay (?:him|her|them|you) a visit|what'?s coming (?:to|for) (?:him|her|them|you)|hurt (?:him|her|them|you)|(?:end|ruin) (?:his|her|their|your) (?:life|career)|burn (?:his|her|their|your) (?:house|car|place))\b/i,
);
/** An ultimatum with a menace: 'you have until Friday …, or things will get ugly for you and your family'. */
const ULTIMATUM = gated(
  /\b(?:(?:you|he|she|they) (?:have|has) until|or else\b|or (?:things|it) will|or you(?:'ll| will)|last warning|final warning)/i,
);
const MENACE =
  /\b(?:ugly|hurt|regret|sorry|suffer|consequences|your (?:family|kids|wife|husband|children|mother|mom)|pay for|find you|come for you|coming for you|capable of|done being (?:polite|nice|patient))\b/i;
/** 'If he calls her again he won't be able to walk': a condition on someone's behaviour with harm as the price. */
const CONDITION = /\b(?:if|next time|one more time|again)\b/i;
const DISABLING = gated(
  /\b(?:he|she|they|you)(?:'s| is| are|'re|'ll| will)? (?:going to |gonna )?need (?:a |an )?(?:new (?:windshield|face|teeth|kneecaps?|nose|jaw)|dentist|ambulance|surgeon|wheelchair|cast)\b|\b(?:he|she|they|you) (?:won'?t|will not) be able to (?:walk|stand|breathe|use (?:his|her|their|your) (?:legs|hands|arms))|(?:end|wind) up (?:in (?:the |a )?(?:hospital|wheelchair|grave|morgue)|dead)|(?:they|he|she|you)(?:'ll| will)(?: all)? (?:be sorry|regret|pay)\b/i,
);
/** The marks of a threat against a school or a workplace: people told to stay away on a given day. */
const STAY_AWAY = gated(
  /\b(?:don'?t|do not|better not) (?:come|go) to (?:school|work|class|campus|church|the (?:mall|office|game|parade))(?: tomorrow| on \w+day| this week)?|(?:stay|keep) away from (?:school|work|campus|the (?:mall|office)) (?:tomorrow|on \w+day)|\bif you (?:go|work|study) there\b[^.!?\n]{0,30}\bstay (?:home|away|out)\b|\bstay (?:home|away|out)\b[^.!?\n]{0,20}\b(?:that day|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i,
);
/** Play, sport and work, where the same words are no threat. */
const PLAY =
  /\b(?:boss|level|match|game|round|team|opponents?|raid|pvp|playoffs?|season|league|debate|exam|test|interview|deadline|presentation)\b/i;
/** Readers sent after someone the post has identified: 'Parents, you know what to do.' */
const INCITE = gated(
  /\b(?:you know what to do|do what you (?:want|will|must)|let (?:him|her|them) (?:have it|know)|(?:call|text|message|e-?mail|dm) (?:him|her|them) and (?:ask|tell|demand)|(?:share|say|express) (?:your|their) (?:thoughts|feelings|opinions?|views?) (?:with|to) (?:him|her|them)|give (?:him|her|them) (?:a (?:call|ring)|a piece of (?:your|their) mind)|let (?:him|her|them) hear (?:it|about it)|make (?:him|her|them) (?:regret|pay|feel it)|let (?:his|her|their) (?:boss|employer|manager|work|family|wife|husband|landlord|school) know|(?:call|text|ring|phone|visit|message|e-?mail) (?:him|her|them)(?=[,!]| up\b| and\b| yourselves\b| today\b| now\b))\b/i,
);

/** A price or the words of a sale: what makes a vote ring a service. */
const SELLS =
  /\b(?:rates|pricing|packages?|for hire|per (?:post|upvote|vote|comment|thread))\b|(?:^|[.!?]\s+)(?:cheap|affordable)\b[,.!]/im;

/** A threat written as a whole sentence rather than a set phrase; the sentence it is in. */
function sentenceThreat(all: string): string | null {
  // Every verdict below needs one of these four in its sentence, and a sentence is the text's own
  // words between whitespace (its \b read alike in both): none in the whole text, no sentence to
  // read (most drafts; issue 27).
  if (!HARM_OUTCOME.test(all) && !ULTIMATUM.test(all) && !DISABLING.test(all) && !STAY_AWAY.test(all)) return null;
  for (const sentence of all.split(/(?<=[.!?])\s+|\n+/)) {
    if (PLAY.test(sentence)) continue;
    if (INTENT.test(sentence) && HARM_OUTCOME.test(sentence)) return sentence.trim();
    if (ULTIMATUM.test(sentence) && MENACE.test(sentence) && /\byou\b/i.test(sentence)) return sentence.trim();
    if (DISABLING.test(sentence) && (CONDITION.test(sentence) || INTENT.test(sentence) || STAY_AWAY.test(all))) return sentence.trim();
    if (STAY_AWAY.test(sentence)) return sentence.trim();
  }
  return null;
}

/** A pile-on: readers sent to bury, report or raid someone. */
const PILE_ON = gated(
  /\b(?:let'?s(?: all)?|go|everyone|y'?all) (?:bury|pile on|raid|brigade|mass[- ]?report|report|dogpile|ratio) (?:him|her|them|this (?:guy|girl|person|account|user)|his|her|their)\b[^.\n]{0,30}/i,
);
/** 'Message her and tell her what you think': an imperative that sends readers after someone. */
const SET_ON = gated(
  /(?:^|\n|[.!?]\s+)\s*(?:go |everyone |please |so )?(?:(?:message|dm|pm|e-?mail|call|text|contact|flood|spam|visit) (?:him|her|them)\b[^.\n]{0,40}\b(?:tell|let|show|what you think|give (?:him|her|them))|go tell (?:him|her|them) (?:what you think|how you feel|off)|(?:go )?(?:show up|pay (?:him|her|them) a visit) at (?:his|her|their))\b/i,
);

/**
 * Votes asked for. 'Upvote this if you remember Ceefax' is not among them (decision 099): it invites
 * readers who share a memory to vote as they would anyway, with no score to reach, no group and no
 * one to vote against; a community may ban it as karma bait, Reddit's rule on content manipulation
 * does not. With a goal ('so it reaches the front page', 'for visibility') it is an ask again, and
 * 'upvote if you agree' (votes as a tally for a claim) stays one, as the labelled set has it.
 */
const VOTES = gated(
  /\b(?:(?:go|everyone|let'?s(?: all)?|y'?all|please) (?:up|down)vote\b[^.\n]{0,30}|please upvote|(?:would |i'?d )?appreciate (?:some |any |an? |your )?upvotes?|upvotes? (?:on|for) my (?:post|comment|original)|upvote (?!(?:this |it )?if (?:you|u) (?:[a-z']+ ){0,2}?(?:remember|recall|miss(?:ed)?|grew up|had|used to|owned|played|watched|went)\b(?![^.!?\n]*\b(?:visib\w*|front page|to the top|seen|noticed?|so (?:that|it|they|more|people|everyone|the))\b))(?:this|if|so|please|me|my|for|to help)|upvotes? (?:appreciated|would help|for visibility|are appreciated)|upvotes?\b[^.!?\n]{0,20}\b(?:hugely |greatly |really |much )?appreciated|trying to (?:reach|get|hit) \d+ karma|(?:downvote|upvote) (?:his|her|their|all (?:of )?(?:his|her|their))|upvote (?:for|4) upvote|sub ?(?:4|for) ?sub|follow (?:4|for) follow|karma (?:farm(?:ing)?(?! (?:accounts?|bots?|accts?|profiles?|sites?)\b)|for karma|train)|upvote train|(?:buy|bought|selling|sell|for sale)\b[^.\n]{0,20}?\b(?:(?:aged|old|high[- ]karma|reddit) )+(?:upvotes|accounts?|karma)|(?:buy|bought|selling) (?:reddit )?(?:upvotes|accounts|karma)|(?:reddit )?(?:up-?votes|karma)\b[^.\n]{0,10}?\bfor sale|\d+ up-?votes? (?:for |= |- |: )?[$€£]\d|(?:pay|paying|pay someone|pay you) (?:a few bucks |some money |\$\d+ |money |someone |people )?(?:for|to get) (?:some )?(?:up)?votes|(?:pay|paying) (?:a few bucks |\$\d+ |money )?for (?:some )?karma|(?:smash|hit|click|tap|spam) (?:that|the) (?:up|down)[- ]?vote(?: button)?|(?:our|my|the) (?:group ?chat|discord|server|team|friends)\b[^.!?\n]{0,40}\b(?:up|down)[- ]?vote)\b/i,
);

const IMPERSONATION = gated(
  /\b(?:(?:i|we)(?:'m| am|'re| are) (?:an? )?(?:reddit (?:admin(?:istrator)?s?|staff|employees?|team)|(?:admin(?:istrator)?s?|employees?|staff) (?:of|from|at) reddit|from (?:the )?reddit (?:team|staff|trust))|this is (?:the )?reddit (?:team|admins?|staff|support)|official (?:reddit|paypal|apple|amazon|google|microsoft|bank|support) (?:team|support|account|notice)|(?:verify|confirm) your (?:account|login|password|identity) (?:here|at|by|now))\b/i,
);
/**
 * Speaking as Reddit without saying 'I am': 'Reddit API team here' opening a sentence, 'speaking for
 * the admins', 'u/someone here, CEO of Reddit'. Talking about Reddit's staff ('the CEO of Reddit
 * said', 'heard back from the admins here?') is not.
 */
const SPEAKS_AS_REDDIT = gated(
  /(?:^|\n|[.!?:]\s+)\s*(?:(?:hi|hello|hey)(?: all| everyone)?,? )?(?:the )?(?:reddit(?: [a-z&]+){0,3} (?:team|admins?|staff|support)|admins?) here\b|\bspeaking (?:for|on behalf of) (?:the )?(?:reddit|admins?)\b|\breddit (?:trust (?:&|and) safety|safety|security|admin|anti-evil|legal) (?:team )?(?:notice|notification|alert|warning|message)\b|\bon behalf of (?:the )?reddit (?:team|admins?|staff)\b|\b(?:here|i'?m|i am)\b,? (?:the )?(?:ceo|cto|coo|co-?founder|founder|head of [a-z]+|vp of [a-z]+) (?:of|at) reddit\b/i,
);

/** 'Apple Support here: …', 'PayPal security team here.' opening a sentence. */
const ORG_SPEAKS = gated(
  /(?:^|\n|[.!?:]\s+)\s*(?:[A-Z][A-Za-z]+ ){1,2}(?:[Ss]upport|[Ss]ecurity|[Bb]illing|[Aa]ccount|[Cc]ustomer (?:[Ss]ervice|[Cc]are|[Ss]upport)|[Hh]elp [Dd]esk|[Hh]elpline)(?: [Tt]eam)? here\b/,
);
/**
 * Speaking as the community's moderators or as an official notice, and sending readers to verify
 * or log in somewhere: a phishing notice. (Real moderators' notices do not send people off Reddit
 * to log in.)
 */
const SPEAKS_AS_MODS = gated(
  /\b(?:we(?:'re| are) the (?:mods|moderators|moderation team|admins?)|(?:message|notice|announcement) from the (?:reddit |r\/\w+ )?(?:mod(?:eration)?|admin(?:istrator)?s?|safety|security) team|(?:^|\n)\s*(?:the )?r\/\w+ (?:mods?|moderators?|mod team) here\b|^\s*\[official\])/im,
);
const VERIFY_OFFSITE = gated(
  /\b(?:verify|confirm|validate|re-?activate) (?:your|their|the) (?:account|login|identity|password|email)s?\b[^\n]{0,60}?\b(?:at|on|via|here:?)\s+(?:https?:\/\/)?(?!(?:www\.)?reddit\.com)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i,
);
/** 'This is the Steam Support team', 'We are PayPal's security department': an organisation introducing itself. */
const ORG_INTRODUCES = gated(
  /\b(?:[Tt]his is|[Ww]e are|[Ww]e're|I am|I'm|[Mm]essage from|[Nn]otice from) (?:the |your )?(?:[A-Z][A-Za-z0-9]+(?:'s)? ){1,2}(?:[Ss]upport|[Ss]ecurity|[Bb]illing|[Aa]ccounts?|[Cc]ustomer [Ss]ervice|[Cc]ustomer [Ss]upport|[Hh]elp [Dd]esk|[Tt]rust (?:&|and) [Ss]afety|[Ff]raud)(?: [Tt]eam| [Dd]epartment| [Cc]enter| [Cc]entre)?\b/,
);
/** The lure of a phishing notice: the account is in danger unless the reader acts off Reddit. */
const ACCOUNT_THREAT = gated(
  /\b(?:unverified |inactive |flagged )?(?:account|accounts|wallet|access) (?:will be|has been|is being|is) (?:permanently |temporarily |immediately )?(?:suspended|locked|frozen|closed|terminated|deleted|banned|limited)\b|\b(?:log ?in|sign ?in|verify|confirm)\b[^.\n]{0,30}\b(?:at|on|via)\s+(?:https?:\/\/)?(?!(?:www\.)?reddit\.com)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i,
);
/** A domain wearing a brand it does not belong to ('reddit-premium-gift.com', 'paypal.secure-login.net'). */
const BRANDS =
  'reddit|paypal|steam|steamcommunity|apple|icloud|amazon|amzn|netflix|google|gmail|microsoft|outlook|discord|chase|wellsfargo|bankofamerica|coinbase|binance|metamask|instagram|facebook';
/** The words phishing hosts add to a brand: 'steam-account-verify.net', 'reddit-premium-gift.com'. */
const LURE =
  'login|log-in|signin|sign-in|verify|verification|secure|security|account|accounts|gift|gifts|premium|support|reward|rewards|claim|wallet|update|auth|billing|refund|bonus|free|restore|access|unlock|recover|recovery|limited';
/** The top-level domains phishing hosts end with. */
const LOOKALIKE_TLDS = 'com|net|org|io|co|info|xyz|site|online|top|live|app|gift|us|ru|cn';
const LOOKALIKE = gated(
  new RegExp(
    `(?<![\\w/.@-])(?:https?:\\/\\/)?(?:www\\.)?(?=[a-z0-9.-]*\\b(?:${BRANDS})\\b)(?=[a-z0-9.-]*\\b(?:${LURE})\\b)[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${LOOKALIKE_TLDS})(?=[\\/\\s.,;:!?)]|$)`,
    'i',
  ),
);
/**
 * What every LOOKALIKE match holds: a dot and one of its domains. Found by a scan for dots, it spares
 * the text LOOKALIKE's look-aheads at every letter where there is none (most posts; issue 27).
 */
const A_LOOKALIKE_TLD = gated(new RegExp(`\\.(?:${LOOKALIKE_TLDS})`, 'i'));
/** A post warning about a scam names its lookalike link to warn, not to lure. */
const WARNS = gated(
  /\b(?:psa|scam|phishing|almost fell for|fell for|fake|don'?t click|do not click|beware|watch out|be careful|report and block)\b/i,
);
/** What no one asks for in a post except to steal it: a PIN, a password, a card's number or code. */
const ASKS_SECRETS = gated(
  /\b(?:reply with|send (?:me|us|it to)|dm (?:me|us)|message (?:me|us)|give (?:me|us)|tell (?:me|us)|confirm|verify)\b[^.\n]{0,30}\byour (?:[a-z]+ )?(?:pin|password|passcode|card number|card details|cvv|cvc|security code|2fa code|verification code|seed phrase|recovery phrase|social security number)\b/i,
);
/** Asking readers for what only an account's owner should hold. */
/** A one-time code asked for: no one but a thief needs the code a service just sent. */
const ASKS_CODE = gated(
  /\b(?:dm|pm|send|reply with|message|give|tell|text|e-?mail|share)\b[^.\n]{0,40}\b(?:your (?:(?:\d-digit|six-digit|6 digit|one[- ]time|verification|security|confirmation|2fa|sms|login) (?:code|pin)|pin)\b|(?:the |that )?(?:\d-digit|six-digit|6 digit|one[- ]time|verification|security|confirmation|2fa|sms|login) (?:code|pin) (?:we|i|they|you(?:'ve| have)?) (?:just )?(?:sent|got|received|texted))/i,
);
const ASKS_CREDENTIALS = gated(
  /\b(?:reply|send|dm|message|give|tell|enter|confirm)\b[^.\n]{0,25}\byour (?:password|login|[a-z]+ id|account (?:email|number|password|details)|card(?: number| details| digits)?|last (?:four|4) digits|security code|2fa|verification code|social security)/i,
);

const NSFW_WORDS = gated(
  /\b(?:leak(?:ed|s)? (?:pics|photos|nudes|videos?|images|tape) of (?:the |a |this |that |my )?(?:girl|woman|lady|guy|her|him|ex|teacher|nurse|streamer|model|cheerleader)|nsfw|nude|nudes|naked|topless|bottomless|boudoir|lewds?|porn|porno|pornographic|hentai|rule ?34|r34|sex tape|sexually explicit|onlyfans|fansly|xxx|explicit (?:photos?|pics?|video|content)|uncensored (?:photos?|pics?|video))\b/i,
);
/** Every NSFW word of a text in turn (matchAll reads a copy, so one pattern serves every call); only where NSFW_WORDS finds one. */
const EVERY_NSFW_WORD = new RegExp(NSFW_WORDS.re.source, 'gi');
/** Graphic injury or death: NSFW when the post shows it, not when it talks about it (a film's effects). */
const GRAPHIC_WORDS = gated(
  /\b(?:gore|gory|graphic (?:injury|violence|photo|image|video)|dead body|corpse|blood everywhere|(?:a lot of|covered in|pool of) blood|severed|mangled)\b/i,
);
const SHOWS = gated(/\b(?:photos?|pics?|pictures?|images?|video|footage|clip|visible|you can see|aftermath)\b/i);

/**
 * Harm promised without a set phrase (decision 060): '… and see what happens', 'he's going to have a
 * very bad morning', 'when I find you I am going to …', 'so you never ride again'. Each needs the
 * menace itself, not a word a match report or a film review also uses.
 */
const IMPLIED_MENACE = [
  /\b(?:keep it up|try (?:it|that|this) again|do (?:it|that|this) again|one more time|go ahead)\b[^.!?\n]{0,30}\bsee what happens\b/i,
  /\b(?:he|she|they)(?:'s|'re| is| are) (?:going to|gonna) have a (?:very |really )?(?:bad|rough|nasty|unpleasant) (?:morning|day|night|week)\b/i,
  /\b(?:won'?t|will never|never) see (?:me|us) coming\b/i,
  /\bsleep with one eye open\b/i,
  /\b(?:he|she|they|you)(?:'d| had)? better (?:hope|pray)\b[^.!?\n]{0,40}\b(?:witnesses|cops|police|nobody|no one)\b/i,
  /\buntil (?:he|she|they) (?:deletes?|quits?|leaves?|closes?|shuts down) (?:his|her|their) (?:account|channel|page|profile|shop)\b/i,
  /\breturn the favou?r\b[^.!?\n]{0,20}\bwith interest\b/i,
  /\b(?:someone|somebody)\b[^.!?\n]{0,30}\b(?:needs? to|should|ought to|has to) (?:teach (?:him|her|them) a lesson|deal with (?:him|her|them)|take care of (?:him|her|them))\b/i,
  /\b(?:windows?|tires?|tyres?|car|house|fence) (?:are|is) (?:very |really |so |awfully )?(?:breakable|flammable|easy to (?:break|slash|burn|key))\b/i,
  /\bgets? what (?:they|you|he|she) deserves?\b[^.!?\n]{0,30}\b(?:i|we)(?:'ll| will) make sure\b/i,
  /\b(?:find|see|learn) (?:out )?what (?:i'?m|i am|we'?re|we are) capable of\b/i,
  /\b(?:i|we) know (?:who (?:you|he|she|they) (?:are|is) and )?where (?:you|he|she|they) (?:live|lives|work|works)\b/i,
  /\ba (?:message|visit|night|lesson) (?:he|she|they|you) (?:won'?t|will never|will not) forget\b/i,
  /\b(?:i|we) (?:have|got|know|found) your (?:ip|ip address|home address|address|location|real name|school|workplace|family)\b(?! (?:wrong|right|correct))/i,
  /\ba day none of (?:them|you) (?:will )?(?:ever )?forget\b/i,
  /\b(?:i'?m|i am|i'?ll|i will|we'?re|we will)\b[^.!?\n]{0,30}\b(?:over there|over to (?:his|her|their)|round to (?:his|her|their)|to (?:his|her|their|your) (?:house|place|door|flat|apartment|work))\b[^.!?\n]{0,30}\bwith (?:a|my|an) (?:shovel|bat|baseball bat|knife|gun|crowbar|machete|axe|hammer|tire iron|pipe|golf club)\b/i,
  /\benjoy your (?:last|final) (?:\w+ )?(?:day|days|week|weeks|night|nights|month)\b/i,
  /\b(?:your|his|her|their) days are numbered\b/i,
  /\bi know (?:which|what) (?:car|house|door|apartment|flat|locker) (?:is )?(?:his|hers|theirs|yours)\b/i,
  /\bi know where (?:you|he|she|they) (?:work|works|park|parks|sleep|sleeps|drop|drops)\b/i,
  /\bwhen (?:i|we) (?:find|catch|see|get) (?:you|him|her|them)\b[^.!?\n]{0,40}\b(?:i|we)(?:'ll| will|'m going to| am going to|'m gonna| are going to)\b[^.!?\n]{0,40}/i,
  /\b(?:so|and) (?:you|he|she|they) (?:can )?never (?:walk|ride|drive|work|talk|speak|see|play|sleep) again\b/i,
  // Round l and m (decision 063): the aftermath promised ('he's leaving in an ambulance'), a visit, a regret, a wait.
  /\b(?:he|she|they|you)(?:'s|'re|'ll| is| are| will)? (?:be )?(?:leaving|leave|going home|go home|ending up|end up|coming out|come out|be carried out|carried out|riding home|ride home)(?: of (?:here|there))? in (?:an? |the )?(?:ambulance|body bag|stretcher|wheelchair|neck brace|coffin|box|cast)\b/i,
  /\b(?:he|she|they|you|that (?:dog|cat|guy|kid|man|woman|idiot|jerk)|(?:his|her|their|your) (?:dog|cat|kid|son|daughter)) (?:won'?t|will not) be (?:[a-z]+ing|around|here) (?:for )?(?:much|any) longer\b|\band (?:neither|nor) will (?:he|she|they|you|him|her|his owner|her owner|its owner)\b/i,
  /\b(?:someone|somebody|we|i|a few of us|some of us)\b[^.!?\n]{0,30}\b(?:should|will|'ll|gonna|going to|ought to|needs? to|might) (?:pay|give) (?:him|her|them|you|that \w+) a (?:little |friendly |quick |surprise |personal |late[- ]night |proper )?visit\b/i,
  /\bshow (?:him|her|them|you) what happens to (?:bullies|snitches|rats|cheaters|people (?:who|like))\b/i,
  /\b(?:he|she|they|you)(?:'s|'re|'ll| is| are| will)? (?:going to |gonna )?regret (?:the day|ever|crossing|messing|screwing|fucking|talking|laying|touching|coming)\b/i,
  /\b(?:no idea|doesn'?t know|don'?t know|has no clue|have no clue|forgot|forgotten) what (?:i'?m|i am|we'?re|we are) capable of\b/i,
  /\benjoy (?:his|her|their|your) (?:drive|walk|ride|trip|way|commute) home\b/i,
  /\b(?:we'?ll|i'?ll|we will|i will|we'?re gonna|we are going to|people will|a few of us will|some of us will) be waiting (?:for (?:him|her|them|you)|outside|in the (?:parking lot|car park|lot|alley|parking garage)|at (?:his|her|their|your)|after)\b/i,
  /\b(?:everyone|we all|we|i) knows? (?:exactly )?(?:which|what|where) (?:[a-z]+ ){0,2}(?:he|she|they) (?:works?|lives?|parks?|trains?|sleeps?)(?: out of| at)?\b/i,
  /\b(?:that'?s|it'?s|this is) not a threat,? (?:it'?s |that'?s )?a promise\b/i,
  /\b(?:he|she|they|you)(?:'s|'re| is| are|'ll| will)? (?:not|never) (?:be )?(?:walking|walk|leaving|leave|getting|get|going|go)\b[^.!?\n]{0,30}\b(?:on (?:his|her|their|your) own (?:two )?feet|in one piece)\b/i,
  /\b(?:be|be a|would be a|it'?d be a) (?:real |terrible |awful |shame,? a )?(?:shame|tragedy|pity) if (?:something|anything) (?:happened|were to happen|happens) to\b/i,
];
/** The same as one pattern: one pass over the text instead of one per menace (every generated post is checked; issue 27). */
const ANY_IMPLIED_MENACE = gated(anyOf(IMPLIED_MENACE, 'i'));
/** A weapon at hand beside a warning: 'I've got a bat by the door and nothing to lose.' */
const WEAPON_AT_HAND = gated(
  /\b(?:i'?ve got|i have|i keep|i carry|there'?s) (?:a |my |an )?(?:loaded )?(?:bat|baseball bat|gun|knife|crowbar|machete|shotgun|rifle|pistol|hammer|axe)\b[^.!?\n]{0,20}?(?:\b(?:by|behind|next to|beside|at) (?:the|my) (?:door|bed|window|gate)|\bunder (?:my|the) (?:bed|pillow|seat|counter)|\bin (?:my|the) (?:car|truck|glove ?box|bag|drawer)|\bloaded|\bready)\b/i,
);
const WARNING = gated(
  /\b(?:see what happens|nothing (?:left )?to lose|you(?:'ve| have) been warned|last warning|final warning|don'?t test me|try me)\b/i,
);

/** Readers sent to someone's page or inbox to have a go at them: 'Everyone go to her profile and let her know …'. */
const SEND_AFTER = gated(
  /\b(?:go (?:to|over to|on)|head (?:over )?to|visit|hit up|find) (?:his|her|their) (?:[a-z]+ )?(?:profile|page|inbox|dms?|channel|account|comments?|stream|reviews?|socials|instagram|facebook|twitter|tiktok|youtube|linkedin|business page)\b[^.!?\n]{0,60}\b(?:let (?:him|her|them) (?:know|have it)|tell (?:him|her|them)|show (?:him|her|them)|flood|spam|bombard|roast|destroy|report)\b/i,
);
/** 'Flood her inbox until she quits': an imperative to swamp someone's channels, at a sentence's start or after a call to all. */
const FLOOD = gated(
  /(?:^|[\n.!?]\s*|\b(?:everyone|y'?all|let'?s(?: all)?|go|please|guys)\s+)(?:flood|spam|bombard|blow up|swamp|fill up) (?:his|her|their) (?:inbox|dms?|messages|phone|notifications|comments?|mentions|reviews?|page|profile|voicemail)\b/i,
);

/** Readers asked, as a group or as a favour, to vote something up or down ('Let's all … downvote it'). */
const VOTE_CALL = gated(
  /\b(?:let'?s(?: all)?|everyone|y'?all|all of you|you guys|(?:could|can|would) (?:you|a few of you|some of you|y'?all)|if (?:a few of |some of )?you could|head over)\b[^.!?\n]{0,50}?\b(?<!(?:don'?t|not|never|no need to) )(?:up|down)[- ]?vote (?:it|this|that|them|him|her|my|the|his|their|every)\b[^.!?\n]{0,30}/i,
);
const BURY = gated(
  /\b(?:we can|we could|let'?s|help (?:us )?) (?:sink|bury|tank) (?:it|that (?:post|thread)|them)\b(?=[^]{0,200}\b(?:r\/\w+|front page|upvotes?|votes?|karma|\+\d+))|\b(?:down[- ]?vote|bury) (?:it|that|them|him|her|the (?:post|thread|comment)) (?:into (?:oblivion|the ground)|to (?:oblivion|hell|death|zero))\b/i,
);
/** 'Make sure it ends up in the negatives': a thread sent below zero, where the post is about a post or a thread. */
const NEGATIVES = gated(/\b(?:ends? up|goes?|put|get|send|push|sink) (?:it |them |that (?:post|thread) )?(?:in|into|to) the negatives\b/i);
const ABOUT_POSTS = gated(/\b(?:posts?|threads?|comments?|sub|subreddit|r\/\w+)\b/i);
const VOTES_ALL = new RegExp(VOTES.re.source, 'gi');
/** A vote ask negated just before it: "don't upvote this", 'no need to upvote'. */
const NEGATED_VOTE =
  /\b(?:don'?t|do not|doesn'?t|won'?t|never|no need to|not asking (?:you |anyone |people )?to|not to)\s+(?:[\w']+\s+)?$/i;
/** A word every vote check below VOTES needs ('vote', 'bury', 'negatives', 'boost', 'bump', 'push'). */
const VOTE_WORDS = gated(/vot|bury|negatives|boost|bump|push|sink|tank/i);
/** 'If a few of you could give it a boost': a favour asked for a post's score. */
const BOOST_ASK = gated(/\b(?:give|throw) (?:it|my (?:post|comment)|this|that) (?:a |some )?(?:boost|bump|push|few votes|upvotes?)\b/i);
const SCORE_TALK = gated(/\b(?:points?|votes?|upvotes?|karma|score)\b/i);
/** 'Everyone please go vote for hers' in a post about upvotes: a contest won by votes asked for. */
const UPVOTE_TALK = gated(/\b(?:up|down)[- ]?votes?\b|\bkarma\b/i);
/** Votes traded in a group: 'upvote swaps', '30 members upvote it within the hour'. */
const VOTE_SWAP = gated(
  /\b(?:up|down)[- ]?vote (?:swaps?|exchanges?|trains?|groups?|pods?|rings?|circles?|squads?|crews?|clubs?|gangs?|teams?)\b|\b(?:up|down)[- ]?vot(?:e|es|ing) each other(?:['’]s)?\b|\b(?:swap|exchange|trade) (?:up|down)[- ]?votes\b|\b\d+ (?:members|people|accounts|of us) (?:will )?(?:up|down)[- ]?vote\b[^.!?\n]{0,30}|\bengagement (?:pods?|groups?|rings?|circles?|trains?)\b|\b(?:i'?ll|i will) (?:up|down)[- ]?vote (?:everything|all|every|each)\b[^.!?\n]{0,40}\b(?:you do the same|in return|return the favou?r|same for me)\b|\b(?:the rest(?: of us)?|everyone else|all the others|we all) (?:up|down)[- ]?votes?\b[^.!?\n]{0,30}/i,
);
/** 'Gave theirs a downvote and ours a bump': a vote given to a post, asked as a favour. */
const VOTE_GIVEN = gated(
  /\b(?:give|gave|giving) (?:it|them|theirs|ours|mine|this|that|his|hers|my (?:post|comment|entry)|their (?:post|thread|entry)|that (?:post|thread|entry)) (?:a |an |some |your )?(?:up|down)[- ]?votes?\b[^.!?\n]{0,40}/i,
);
const VOTE_FOR = gated(
  /\b(?:everyone|y'?all|all of you|you guys|please|let'?s(?: all)?|(?:could|can|would) (?:you|a few of you|some of you))\b[^.!?\n]{0,30}?\bvote (?:for|on) (?:hers|his|theirs|mine|ours|my|her|his|their|it|this|that|the one)\b[^.!?\n]{0,30}/i,
);
/** Votes from one's own other accounts: 'I use three accounts to upvote my own posts'. */
const SOCK_VOTES = gated(
  /\b(?:(?:my )?(?:alt|other|second|spare|\d+|two|three|four|five|several|multiple) accounts?|alts)\b[^.!?\n]{0,40}\b(?:up|down)[- ]?vot\w*\b(?! (?:me|my|us|our)\b)|\b(?:up|down)[- ]?vot\w* (?:my own|it) (?:posts? |comments? )?(?:with|from|on) (?:my )?(?:alts?|other accounts?|\w+ accounts)\b/i,
);
const FAVOUR = gated(
  /\b(?:if (?:a few of |some of )?you could|could (?:you|a few of you)|please|i'?d owe you|would (?:really )?appreciate)\b/i,
);

/** Whether the rules allow something: a question that names them ('Is this allowed?', 'against the rules?', 'get me banned?'). */
const ON_THE_RULES =
  /\b(?:allowed|against (?:the |reddit'?s |this sub'?s )?(?:rules|tos|terms|policy)|(?:get|got) (?:me|my account|you|us|them) (?:banned|suspended|shadow-?banned)|bannable|permitted|legit)\b/i;
/** The words at `index` stand in a question on the rules (the sentence ends with '?'). */
function asksIfAllowed(text: string, index: number, length: number): boolean {
  const start =
    Math.max(text.lastIndexOf('.', index), text.lastIndexOf('!', index), text.lastIndexOf('?', index - 1), text.lastIndexOf('\n', index)) +
    1;
  const end = text.slice(index + length).search(/[.!?\n]/);
  const stop = end < 0 ? text.length : index + length + end;
  return text[stop] === '?' && ON_THE_RULES.test(text.slice(start, stop));
}

/** Asked to hand over what only an account's owner holds: 'reply with your username and password', 'DM me their login email'. */
const ASKS_LOGIN = gated(
  /\b(?:reply (?:with|to (?:me|us|this)[^.\n]{0,20}with)|send (?:me|us)|dm (?:me|us)|pm (?:me|us)|message (?:me|us)|give (?:me|us)|tell (?:me|us)|e-?mail (?:me|us)|text (?:me|us))\b[^.\n]{0,30}\b(?:(?:your|their|ur)\b|the(?= (?:e-?mail|user ?name|login) (?:and|&) passwords?\b))(?: [a-z-]+){0,3}? (?:passwords?|passcodes?|pins?|2fa(?: codes?)?|one-time codes?|verification codes?|(?:[a-z]+ )?(?:guard|auth|authenticator|login|security|sms|access) codes?|seed phrases?|recovery phrases?|private keys?|card numbers?|cvv|cvc|security codes?|social security|login (?:emails?|details|credentials|info))\b/i,
);
/**
 * Someone famous claiming to post, with an assurance instead of proof ('I'm MrBeast … this is really
 * me', 'I'm Stephen King, AMA … no proof'): a name in capitals after 'I'm', an assurance, and what a
 * famous person's post is for (an AMA, a giveaway, their new work).
 */
const CLAIMS_TO_BE = gated(
  /(?:^|\n)\s*(?:It'?s|This is) [A-Z][a-z]+,? (?:here\b|this is my (?:alt|new account|other account))|(?:^|\n)\s*(?:[Dd]ev|[Dd]eveloper|[Ee]mployee|[Ii]nsider|[Ee]ngineer) here\b|\bI work (?:on|at|for) (?:the )?[A-Z]\w+(?: team)?\b|(?:^|\n)\s*(?:(?:[Hh]i|[Hh]ey|[Hh]ello)(?: (?:everyone|all|[Rr]eddit|guys|folks|friends))?,?\s+)?(?:[A-Z][A-Za-z]+ ){1,2}here\b[.!,]?|\b(?:I'?m|I am|[Tt]his is|[Ii]t'?s) (?:really |actually |the real )?(?:[A-Z][a-z]*[A-Z][a-z]+|[A-Z][a-z]+(?: [A-Z][a-z]+){1,2})\b|\b(?:I'?m|I am) (?:the|a|an|one of the) (?:lead |senior |head |chief |principal )?(?:developers?|devs?|designers?|engineers?|producers?|directors?|ceo|cto|founders?|co-?founders?|employees?|managers?|community managers?) (?:of|at|for|on) [A-Z]\w*/,
);
const ASSURES = gated(
  /\b(?:(?:this|it)(?: is|'s) (?:really|actually|genuinely|legit(?:imately)?) (?:me|him|her|my (?:own )?(?:account|page|profile))|my (?:team|assistant|manager|people) (?:set (?:it|this|the account) up|runs? (?:it|this account))|yes,? (?:it(?:'s| is)|this is) (?:really )?me|no proof|can'?t (?:prove|show proof)|(?:you(?:'ll| will)|just) (?:have to )?(?:trust|believe) me|verified,? (?:this is|it'?s)|this is an? (?:verified|official) (?:promotion|giveaway|event|offer)|(?:this is|i'?m|i am) the real\b|(?:not (?:gonna|going to)|won'?t|can'?t|cannot) (?:post|show|share|give) (?:any )?proof|can'?t (?:[a-z]+ ){0,3}(?:share|show|post|give) (?:my |any )?(?:badge|id|proof|credentials|employee id|verification))/i,
);
/** An AMA's proof: a link to a verification or a photo, or the word itself beside one ('here's my twitter verification'). */
const SHOWS_PROOF = gated(
  /\b(?:(?<!\bno |\bwithout )(?:proof|verification)\b[^.\n]{0,40}(?:https?:\/\/|\]\(|imgur|twitter|instagram)|(?:https?:\/\/|\]\()[^\s)]*(?:twitter|instagram|imgur|x)\.com\/[^\s)]+[^.\n]{0,40}\b(?:proof|verification|verified)\b)/i,
);
const FAMOUS_POST = gated(
  /\b(?:(?:fan )?meet(?:up|-up| and greet)|patch notes|leak(?:ed|s)?|insider info|release date|(?:charity|fundrais\w*|donation) (?:drive|stream|event|campaign|auction)|my (?:foundation|charity|fans)|ama|ask me anything|ask me about|ask away|giving away|giving back|giveaway|my (?:new |next |latest )?(?:video|album|movie|film|book|novel|tour|show|single|song|channel))\b/i,
);

/** Engagement sold: '1000 followers for $9', 'buy real Instagram likes'. */
const FAKE_ENGAGEMENT = gated(
  /\b\d[\d,.]*k? (?:real |active |organic |targeted )?(?:instagram |insta |tiktok |youtube |twitter |reddit |spotify )?(?:followers|likes|views|subscribers|upvotes|reviews|streams|plays)\b[^.\n]{0,25}(?:[$€£]\s?\d|\b\d+(?:\.\d\d)?\s?(?:usd|dollars|bucks|euros?|eur|gbp)\b)|\b(?:buy|get|sell(?:ing)?|cheap) (?:real |active |organic |cheap )?(?:instagram |insta |tiktok |youtube |twitter |reddit |spotify )?(?:followers|likes|subscribers|upvotes|reviews|streams)\b[^.\n]{0,40}(?:[$€£]\s?\d|\b(?:pm|dm|message)\b)/i,
);
/** Pay for little work, no experience, and readers' contact details gathered: how job scams recruit. */
/** An income claimed for little work, the other half of a recruiting pitch ('I now make more than my husband'). */
const INCOME_CLAIM = gated(
  /\b(?:make|making|earn|earning) (?:more than (?:my|her|his) (?:husband|wife|boss|old job|salary)|a full[- ]time income|six figures|(?:extra|real|good) (?:money|income|cash))\b|\breplaced (?:my|her|his) (?:income|salary|full[- ]time (?:job|income))\b/i,
);
const PAY_RATE = gated(
  /[$€£]\s?\d[\d,.]*k?\+?\s*(?:\/|per |a |an )\s*(?:week|day|hour|wk|hr|month)\b|[$€£]\s?\d[\d,.]*k?\+? (?:weekly|daily|monthly)\b/i,
);
const EASY_WORK = gated(
  /\b(?:no experience|work from home|from (?:your|my) (?:phone|couch|home)|just need a (?:phone|laptop)|(?:\d|a (?:couple|few)(?: of)?) hours? a day|easy money|no skills|stay-at-home|be your own boss)\b/i,
);
/** Recruiting into a scheme: 'looking for 5 motivated ladies to join me', 'comment INTERESTED and I'll DM you'. */
const RECRUITS = gated(
  /\blooking for \d+ (?:motivated|driven|ambitious|hungry|serious)\b|\badding (?:\d+|a few|two|three|five) (?:more )?(?:women|ladies|moms|mums|people|girls|guys|members) to (?:my|our) team\b|\b(?:message|dm|pm|text|comment) (?:me )?["“'‘][A-Z]+["”'’]|\bcomment ["“']?\w+["”']?[^.\n]{0,20}\b(?:i'?ll|i will) (?:dm|pm|message|inbox) you\b|\bjoin (?:me|my team|our team)\b/i,
);
const GATHERS_CONTACTS = gated(
  /\b(?:send|dm|pm|leave|drop|post|comment|message me|text me)\b[^.\n]{0,25}\b(?:your )?(?:e-?mail|number|phone|whatsapp|telegram|details|contact)\b/i,
);
/** A prize or a free gift that needs the reader's card: the fee is the scam. */
const PRIZE = gated(/\b(?:giving away|giveaway|gift ?cards?|prizes?|you(?:'ve| have) won|free (?:iphone|ipad|gift|\w+ gift cards?))\b/i);
const CARD_ASKED = gated(
  /\b(?:enter|send|give|provide|fill in|type)\b[^.\n]{0,25}\b(?:your )?(?:card (?:details|number|info)|credit card|debit card|cvv|bank details)\b[^.\n]{0,30}/i,
);
/** The card asked of readers, not 'my card details' (the poster telling what was asked of them). */
const cardAsked = (all: string) => {
  const m = CARD_ASKED.exec(all);
  return m && !/\bmy\b/i.test(m[0]) ? m : null;
};

/** 'Sign up with my referral code … and we both get $5': the poster is paid for each reader who signs up. */
const REFERRAL_PAYS = gated(/\b(?:my|our) (?:referral|invite|affiliate) (?:code|link)\b|\b(?:we|you and i) both get\b/i);
/**
 * A code or link of the poster's asked to be used, with what it earns said (decision 108): 'enter my
 * code 684213 … I just need 5 more people to get my free air fryer', 'sign up with my link, we both
 * get £20'. The poster is paid per reader: a referral, whatever the words for it.
 */
const OWN_CODE_ASKED = gated(
  /\b(?:use|using|enter|entering|apply|put in|type in|sign up (?:with|using|through)|join (?:with|using|through)|click) (?:my|our) (?:own )?(?:referral |invite |invitation |promo |discount |friend |bonus |affiliate |sign-?up )?(?:code|link)\b/i,
);
const CODE_EARNS = gated(
  /\b(?:we|you and i) both (?:get|earn|receive)\b|\b(?:i|we) (?:get|earn|receive|make)\b|\b(?:i|we) (?:just |only )?need \d+ more\b|\bto get my (?:free|\w+ free)\b|\b(?:bonus|credit|cash ?back|free (?:items?|stuff|gifts?|money|cash)|[$€£]\s?\d)/i,
);
/** A question about the thing ('How do giveaway accounts pick winners?'), not the thing: a title asking how, why, whether. */
const QUESTION_TITLE = /^\s*(?:how|why|what|is|are|do|does|did|can|could|should|has|have|anyone|will|would)\b[^\n]*\?\s*$/i;

export interface SiteBreach {
  kind: SiteRuleKind;
  /** The draft's words that break it. */
  words: string;
  why: string;
}

/** A headline's Title Case ('Site Source Code Exposed') names no one: most of its words are capitalised. */
const titleCase = (sentence: string) => {
  const words = sentence.split(/\s+/).filter((w) => /^[A-Za-z]{4,}/.test(w));
  return words.length >= 4 && words.filter((w) => /^[A-Z]/.test(w)).length * 3 >= words.length * 2;
};

/** The text with its first word in lower case (a sentence's capital names no one); a slice, not a replace with a callback (issue 27). */
const firstWordLowered = (text: string) => {
  const first = /^\s*\S+/.exec(text);
  return first ? first[0].toLowerCase() + text.slice(first[0].length) : text;
};

/**
 * A private person named and exposed: in one sentence (named and accused, or named with where they
 * are), or across the post when it introduces them by name ('Her name is …') and says where they
 * can be found.
 */
function exposedPerson(all: string): { words: string; why: string } | null {
  // A sentence exposes only with one of these three in it; as in sentenceThreat, a text without any
  // has no sentence to read.
  const mayExpose = EXPOSE.test(all) || PRIVATE_NAMED.test(all) || WARN_ALL.test(all);
  for (const sentence of mayExpose ? all.split(/(?<=[.!?])\s+|\n+/) : []) {
    if (titleCase(sentence)) continue;
    const name = NAMED_PERSON.exec(firstWordLowered(sentence));
    const exposes = EXPOSE.exec(sentence) ?? (PRIVATE_NAMED.test(sentence) || WARN_ALL.test(sentence) ? ACCUSE.exec(sentence) : null);
    if (name && exposes) return { words: sentence.trim(), why: `the draft names a private person (${name[0]}) and exposes them` };
  }
  const introduced = INTRODUCED.exec(all);
  const where = introduced && (WHEREABOUTS.exec(all) ?? EXPOSE.exec(all));
  if (introduced && where)
    return { words: introduced[0].trim(), why: `the draft names a private person (${introduced[1]}) and says where to find them` };
  // A dossier: someone identified and located, in a post that neither honours them nor names a public role.
  // Where to find them first: most posts say nowhere, and the pre-scan skips these patterns there, not
  // IDENTIFIED, which has no words to look for (the same verdict, decision 086).
  const place = LOCATOR.exec(all) ?? LOCATOR_NAMED.exec(all);
  if (!place) return null;
  const who = IDENTIFIED.exec(firstWordLowered(all));
  // A full name is a person where the post speaks of one ('he', 'her'); 'Albany High' is a school.
  const person = who && (/^(?:Mr|Mrs|Ms|Miss|Dr|Coach|u\/|who u\/)/.test(who[0]) || /\b(?:he|she|him|his|her)\b/i.test(all));
  const located = person && place;
  if (who && person && located && !HONOURS.test(all) && !PUBLIC_ROLE.test(all))
    return {
      words: `${who[0].trim()} … ${located[0].trim()}`,
      why: `the draft identifies a private person (${who[0].trim()}) and says where to find them`,
    };
  return null;
}

/** The Reddit-wide rules the draft breaks, with the words that break them. */
export function siteBreaches(d: Draft): SiteBreach[] {
  const all = `${d.title}\n${d.body}`;
  // Every pattern below that cannot match the text is skipped (decision 086): most posts are clean.
  prescan(all);
  const out: SiteBreach[] = [];

  const signals = promotionSignals({ title: d.title, body: d.body, link: d.link });
  const hard = signals.filter((s) => s.kind !== 'selling');
  const affiliate = signals.find((s) => s.kind === 'affiliate-link' || s.kind === 'shortener');
  // A price beside a call to buy is a sale on its own; one code or one 'DM me' needs a second sign.
  const pricedSale = signals.some((s) => s.kind === 'price-call' && s.words.includes('…'));
  // Scams and follow-for-entry giveaways are spam whoever posts them, disclosed or not.
  const scheme = signals.find(
    (s) =>
      s.kind === 'scam-offer' ||
      (s.kind === 'entry-bait' &&
        /@\w|\b(?:instagram|insta|tiktok|twitter|youtube|facebook)\b/i.test(all) &&
        !QUESTION_TITLE.test(d.title)) ||
      // A messenger group about money is how trading and 'income' schemes recruit.
      (s.kind === 'off-platform' &&
        /\b(?:forex|crypto|trades?|trading|signals?|profits?|income|earn(?:ings?)?|invest(?:ing|ment)?|portfolio|pumps?|gains|returns|coins?|stocks?|loans?|credit|cash|approved|payday)\b/i.test(
          all,
        )),
  );
  // Sold engagement and job scams are spam whoever posts them; a paid referral is an affiliate link in words.
  const siteScheme =
    FAKE_ENGAGEMENT.exec(all) ??
    // The card asked of readers; 'I need to enter my card details' is the poster telling what was asked of them.
    (PRIZE.test(all) ? cardAsked(all) : null) ??
    ((PAY_RATE.test(all) || INCOME_CLAIM.test(all)) && [EASY_WORK, GATHERS_CONTACTS, RECRUITS].filter((re) => re.test(all)).length >= 2
      ? (GATHERS_CONTACTS.exec(all) ?? RECRUITS.exec(all) ?? PAY_RATE.exec(all))
      : null);
  const referral = (signals.length > 0 ? REFERRAL_PAYS.exec(all) : null) ?? (CODE_EARNS.test(all) ? OWN_CODE_ASKED.exec(all) : null);
  const lead = affiliate ?? scheme;
  if (siteScheme && !scheme) {
    out.push({ kind: 'spam', words: siteScheme[0].trim(), why: 'the draft sells fake engagement or recruits for a scheme' });
  } else if (
    scheme ||
    (!DISCLOSED.test(all) && (affiliate || referral || pricedSale || hard.length >= 2 || (hard.length >= 1 && signals.length >= 2)))
  ) {
    const shown = lead ? [lead, ...signals.filter((s) => s !== lead)] : signals;
    out.push({
      kind: 'spam',
      words: shown.map((s) => s.words).join(' · '),
      why: `the draft sells without saying it is yours or that you earn from it (${[...new Set(shown.map((s) => PROMOTION_KIND_LABEL[s.kind]))].join(', ')})`,
    });
  }
  // A planted review ('not clickbait … half price this weekend only, x.com') or readers paid for reviews, in a member's voice.
  const pitch = out.some((b) => b.kind === 'spam') ? null : salesPitch(all);
  if (pitch && (pitch.pays || !DISCLOSED.test(all)))
    out.push({
      kind: 'spam',
      words: pitch.words,
      why: pitch.pays
        ? 'the draft pays readers for reviews or sign-ups'
        : 'the draft praises a product like a planted review and says where to get it',
    });

  // A commercial call to act with a sales lever, however it is worded (decision 072).
  const family = out.some((b) => b.kind === 'spam') ? null : spamFamily(all);
  if (family) out.push({ kind: 'spam', words: family, why: 'the draft sells with a call to act and a price, a limit or a deadline' });

  const phone = PHONE.exec(all);
  const phoneDigits = phone ? phone[0].replace(/\D/g, '').length : 0;
  const street = privateAddress(all);
  const email = EMAIL_OF_OTHER.exec(all);
  const handle = HANDLE_OF_OTHER.exec(all);
  const plate = PLATE.exec(all)?.[0] ?? ukPlate(all);
  // The details first: the pre-scan skips ID_DATA on most posts, not NAMED_PERSON (no words to look for).
  const idDetails = ID_DATA.exec(all);
  const idData = (idDetails && NAMED_PERSON.test(all) ? idDetails[0] : null) ?? bornOn(all);
  const before = phone ? all.slice(Math.max(0, phone.index - 60), phone.index) : '';
  // The poster's own business line is promotion's business, not someone's private number; a format's example is no one's.
  const ownLine =
    phone &&
    (/\b(?:our|my) (?:office|support|business|store|shop|sales|customer service|company)\b[^.\n]{0,30}$/i.test(before) ||
      OWN_CONTACT.test(before.replace(/(?:\+\d{1,3})?[\s(]*$/, '')));
  const privateLine =
    phone && !ownLine && !TOLL_FREE.test(phone[0]) && !EXAMPLE_BEFORE.test(before) && !/0{5}/.test(phone[0].replace(/\D/g, ''));
  const someones = phone && PERSON_NEAR.test(all.slice(Math.max(0, phone.index - 100), phone.index + phone[0].length + 60));
  if (phone && privateLine && someones && phoneDigits >= 9 && phoneDigits <= 15)
    out.push({ kind: 'personal-info', words: phone[0].trim(), why: 'the draft publishes a phone number' });
  else if (street) out.push({ kind: 'personal-info', words: street.trim(), why: 'the draft publishes a street or home address' });
  else if (email) out.push({ kind: 'personal-info', words: email[0].trim(), why: "the draft publishes someone's email address" });
  else if (handle)
    out.push({ kind: 'personal-info', words: handle[0].trim(), why: "the draft gives out someone else's account or number" });
  else if (plate) out.push({ kind: 'personal-info', words: plate.trim(), why: "the draft publishes a car's plate number" });
  else if (idData)
    out.push({ kind: 'personal-info', words: idData.trim(), why: "the draft publishes someone's identity-document details" });
  else {
    const exposed = exposedPerson(all);
    const identified = exposed ? null : personalInfoFamily(all);
    if (exposed) out.push({ kind: 'personal-info', ...exposed });
    else if (identified)
      out.push({
        kind: 'personal-info',
        words: identified,
        why: 'the draft identifies a private person and says where to find them or what is private about them',
      });
  }

  // Words in quotation marks are someone else's (a film's line, what a stranger said), not the poster's threat.
  const own = all.replace(QUOTED, ' ');
  prescan(own);
  const threat =
    (THREAT.exec(own) ?? THREAT_NAMED.exec(own) ?? SET_ON.exec(own) ?? PILE_ON.exec(own))?.[0] ??
    sentenceThreat(own) ??
    SEND_AFTER.exec(own)?.[0] ??
    FLOOD.exec(own)?.[0] ??
    ANY_IMPLIED_MENACE.exec(own)?.[0] ??
    hintedMenace(own) ??
    menaceFields(own) ??
    (WEAPON_AT_HAND.test(own) ? WARNING.exec(own)?.[0] : undefined) ??
    (out.some((b) => b.kind === 'personal-info') ? INCITE.exec(own)?.[0] : undefined);
  if (threat) out.push({ kind: 'threats', words: threat.trim(), why: 'the draft threatens or sets people on someone' });

  // The checks after VOTES each need one of VOTE_WORDS: a text without any (most drafts) runs none of them.
  // A vote ask negated ('Don't upvote this') asks nothing; in a post reporting or warning of votes bought,
  // traded or cast from several accounts, words that do not ask readers themselves describe the scheme (decision 108).
  let warnsMemo: boolean | undefined;
  const warns = () => (warnsMemo ??= reportsVotes(all));
  // Words in quotation marks are someone else's ('a respite from "… upvote me"'); the warning clears only
  // the patterns that also describe a scheme (bought votes, several accounts, a swap), not calls on readers.
  const kept = (m: RegExpExecArray | null, describes = false) =>
    m &&
    !NEGATED_VOTE.test(all.slice(Math.max(0, m.index - 30), m.index)) &&
    !(describes && warns() && !asksReaders(sentenceAt(all, m.index))) &&
    !quotedAt(all, m.index)
      ? m
      : null;
  const votes =
    // Every ask VOTES finds, not only the first: "Don't upvote this post, upvote the one on r/askreddit".
    (VOTES.test(all) ? [...all.matchAll(VOTES_ALL)].map((m) => kept(m, true)).find((m) => m !== null) : null) ??
    (VOTE_WORDS.test(all)
      ? (kept(VOTE_CALL.exec(all)) ??
        BURY.exec(all) ??
        (ABOUT_POSTS.test(all) ? NEGATIVES.exec(all) : null) ??
        kept(SOCK_VOTES.exec(all), true) ??
        kept(VOTE_SWAP.exec(all), true) ??
        (UPVOTE_TALK.test(all) ? kept(VOTE_FOR.exec(all)) : null) ??
        (FAVOUR.test(all) ? ((SCORE_TALK.test(all) ? BOOST_ASK.exec(all) : null) ?? kept(VOTE_GIVEN.exec(all))) : null))
      : null);
  // 'Is paying for upvotes against the rules?': the words asked about in a question on the rules are no ask for votes (decision 077).
  const asked = votes && asksIfAllowed(all, votes.index, votes[0].length);
  const ring = votes && !asked ? null : voteFamily(all);
  // Upvotes or karma sold are sold votes too (decision 108: '500 upvotes for $10').
  const soldVotes = siteScheme && /\b(?:up-?votes?|karma)\b/i.test(siteScheme[0]) ? siteScheme[0] : null;
  const voteWords =
    (votes && !asked ? votes[0] : null) ??
    ring ??
    (VOTE_WORDS.test(all) && !asked ? (voteAsk(own) ?? (warns() ? null : votesArranged(own))) : null) ??
    soldVotes;
  if (voteWords) out.push({ kind: 'vote-manipulation', words: voteWords.trim(), why: 'the draft asks for votes or trades them' });
  // Votes offered for money are sold engagement, Reddit's spam rule too (decision 092: 'Ask us for rates', 'Cheap, PM me').
  const sold = ring && !out.some((b) => b.kind === 'spam') ? SELLS.exec(all) : null;
  if (sold)
    out.push({ kind: 'spam', words: `${ring!.trim()} · ${sold[0]}`, why: 'the draft sells fake engagement or recruits for a scheme' });

  const orgSpeaks = ORG_SPEAKS.exec(all);
  const modSpeaks = SPEAKS_AS_MODS.exec(all);
  const orgIntro = ORG_INTRODUCES.exec(all);
  const imp =
    IMPERSONATION.exec(all) ??
    SPEAKS_AS_REDDIT.exec(all) ??
    (orgSpeaks && ASKS_CREDENTIALS.test(all) ? orgSpeaks : null) ??
    (modSpeaks && (VERIFY_OFFSITE.test(all) || ASKS_CREDENTIALS.test(all) || ACCOUNT_THREAT.test(all)) ? modSpeaks : null) ??
    (orgIntro && (ACCOUNT_THREAT.test(all) || ASKS_CREDENTIALS.test(all)) ? orgIntro : null) ??
    (WARNS.test(all) || !A_LOOKALIKE_TLD.test(all) ? null : LOOKALIKE.exec(all)) ??
    ASKS_SECRETS.exec(all) ??
    ASKS_LOGIN.exec(all) ??
    ASKS_CODE.exec(all) ??
    (ASSURES.test(all) && FAMOUS_POST.test(all) && !SHOWS_PROOF.test(all) ? CLAIMS_TO_BE.exec(all) : null);
  const impWords = imp?.[0] ?? impersonationFamily(all);
  if (impWords)
    out.push({
      kind: 'impersonation',
      words: impWords.trim(),
      why: 'the draft speaks as Reddit or another organisation it does not seem to be',
    });

  // The word 'nsfw' itself is talk about such content, not the content.
  const graphic = GRAPHIC_WORDS.exec(all);
  const nsfw =
    (NSFW_WORDS.test(all) ? [...all.matchAll(EVERY_NSFW_WORD)].find((m) => !/^nsfw$/i.test(m[0])) : undefined) ??
    (graphic && (d.link || SHOWS.test(all)) ? graphic : undefined);
  if (nsfw && !nsfwLabelled(d))
    out.push({ kind: 'nsfw', words: nsfw[0], why: 'the draft holds sexual or graphic content and is not marked NSFW' });
  return out;
}

/** The site rule's text as evidence: the community's rules answer's own site rule when it lists one, else the bundled policy. */
export function siteRuleEvidence(kind: SiteRuleKind, siteRules: readonly string[] | null | undefined) {
  const policy = REDDIT_CONTENT_POLICY[kind];
  const listed = siteRules?.find((r) => policy.siteRule.test(r));
  return listed
    ? { kind: 'site-rule' as const, label: `Reddit-wide rule (as r/'s rules list it): ${listed}`, text: `${listed}. ${policy.text}` }
    : { kind: 'site-rule' as const, label: `Reddit Content Policy, ${policy.title}`, text: policy.text };
}

/** Where in a draft each rule's breach is shown. */
export const SITE_RULE_FIELD: Record<SiteRuleKind, DraftFinding['field']> = {
  spam: 'post',
  'personal-info': 'body',
  threats: 'body',
  'vote-manipulation': 'post',
  impersonation: 'post',
  nsfw: 'post',
};
const HEAD: Record<SiteRuleKind, string> = {
  spam: 'Breaks Reddit’s rule on spam and undisclosed promotion',
  'personal-info': 'Breaks Reddit’s rule on personal information',
  threats: 'Breaks Reddit’s rule on threats and harassment',
  'vote-manipulation': 'Breaks Reddit’s rule on vote manipulation',
  impersonation: 'Breaks Reddit’s rule on impersonation',
  nsfw: 'Not labelled NSFW',
};

export function siteRuleFindings(d: Draft, sub: string, siteRules: readonly string[] | null | undefined): DraftFinding[] {
  return siteBreaches(d).map((b) => {
    const ev = siteRuleEvidence(b.kind, siteRules);
    return {
      ...finding(
        `site-${b.kind}`,
        'likely-removed',
        SITE_RULE_FIELD[b.kind],
        HEAD[b.kind],
        // The quoted words' own full stop ends the sentence: never '…morning.”.'
        `Reddit's rules apply in r/${sub} as everywhere: ${b.why}: ${quote(b.words.replace(/[.!?]+$/, ''), 120)}. Posts like this are removed by moderators or Reddit's own filters.`,
        { ...ev, label: ev.label.replace("r/'s", `r/${sub}'s`) },
      ),
      offending: b.words,
    };
  });
}
