/**
 * Reddit-wide rules read as combinations of broad signal families (decision 072), not set phrases:
 * what makes a moderator remove a post is two things together, each of which alone is ordinary talk.
 *   spam              a commercial call to act (a link, 'link in the comments', 'DM me X', 'drop
 *                     your email', 'grab a spot') + a sales lever (a price, a discount, a limit, a
 *                     deadline, an income claim);
 *   personal-info     a private person identified (a name introduced, 'Coach X Y', a handle or a
 *                     profile link) + where or when to find them, or private facts (health, HR);
 *   threats           see menace.ts (its kinds, widened here: a confrontation promised, property
 *                     damage said impersonally, knowing someone's whereabouts);
 *   vote-manipulation several accounts voting, or readers sent to another thread or community to
 *                     vote it down, hide or report it;
 *   impersonation     speaking as a company's or Reddit's official team + asking for credentials,
 *                     identity or payment details, or a login at a look-alike domain.
 * A post asking about such a thing (is this a scam, how do I complain, how are winners picked) is a
 * question, not the thing. Each family is written over many phrasings, tested on phrasings of its own
 * (tests/server/drafts-families.test.ts), and measured on rounds of drafts nobody tuned it on.
 */
import { gated, prescan, type GatedPattern } from '../../analysis/word-prescan';

/** A question or a warning about the thing, not the thing. */
const ASKS_ABOUT = gated(
  /\b(?:is (?:this|it|that|they) (?:a |an |just )?(?:scam|legit|real|phishing|safe|allowed|against the rules|fake|worth)|(?:pretty sure|probably|obviously|clearly) (?:it'?s |this is |a )?(?:a )?(?:scam|phishing|fake)|scam(?:s|mers?)?\b|phishing|beware|psa\b|don'?t fall for|anyone (?:tried|used|know|else (?:get|got|seen))|has anyone|have you (?:ever )?(?:tried|used)|who do i (?:complain|report|contact|email|call)|how (?:do|can|should|would) i|how (?:are|is|do) (?:the )?(?:winners?|votes?|it) |claim(?:ing|ed|s)? to be|pretending to be|should i (?:report|complain|reply|click|trust)|worth it\?)/i,
);
/** The poster says it is theirs (a promotion rule's business, not Reddit's spam rule). */
const DISCLOSED = gated(
  /\b(?:full disclosure|disclosure:|i(?:'m| am) the (?:founder|owner|maker|creator|developer)|(?:my|our) (?:own |new )(?:app|product|company|business|shop|store|program(?:me)?|course|coaching|service|book|studio|class(?:es)?|startup)|(?:my|our) (?:app|startup|coaching program|online course|small business) is (?:live|out|launching|open))\b/i,
);

// ---- spam ---------------------------------------------------------------------------------------

/** A link off Reddit or a bare domain ('glowlab-store.co'). */
const LINK = gated(
  /\bhttps?:\/\/(?!(?:www\.|old\.|np\.)?reddit\.com|redd\.it|i\.imgur\.com)\S+|(?<![@\w./-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|io|co|shop|store|app|xyz|biz|info|site|online|live|club|me|ly|gg|link|pro|top|vip|cc)(?:\/\S*)?\b/i,
);
/** A commercial call to act beside or instead of a link. */
const CALL_TO_ACT = gated(
  new RegExp(
    [
      // 'link is in the comments', 'link in bio', 'link below'
      String.raw`\blinks? (?:is |are |will be |'s )?(?:below|down below|in (?:the |my )?(?:comments?|bio|profile|description|first comment))\b`,
      // 'DM me for the link', 'message me and I'll hook you up'
      String.raw`\b(?:dm|pm|message|inbox|text) (?:me|us)\b[^.!?\n]{0,40}\b(?:link|details|info|access|spot|hook you up|send|prices?|pricing|models|sizes|stock|orders?|catalog(?:ue)?|menu|the list|rates|(?:free )?trials?|samples?|quotes?|subs(?:criptions?)?|invites?|deals?|discounts?)`,
      // 'join the VIP Telegram', 'join our private Discord'
      String.raw`\bjoin (?:the|our|my) (?:vip |private |premium |paid |exclusive )(?:telegram|discord|group|channel|whatsapp|chat|signals?|club|community)\b`,
      // 'drop your email below', 'leave your number', 'comment your email'
      String.raw`\b(?:drop|leave|post|comment|send|share|put|dm|pm|enter)(?: me| us)? (?:your|ur) (?:e-?mail|email address|number|phone(?: number)?|whatsapp|telegram|cash ?app|paypal|venmo|zelle|\$?cash ?tags?|(?:crypto |btc |eth |sol )?wallet(?: address)?)(?![\w-])`,
      // 'grab a spot', 'claim yours', 'order at', 'buy now', 'secure your seat', 'sign up here'
      String.raw`\b(?:grab|claim|secure|reserve|snag|lock in) (?:a|your|yours|my|one|the)(?: \w+)? (?:spot|seat|slot|place|copy|bottle|pack|kit|access|invite|pass|discount|deal|bundle)\b|\b(?:claim|grab|snag|order|buy|get) (?:yours|one|it|them) (?:now|today|here|before|while)\b|\b(?:order|buy|shop) (?:now|today|here)\b|\bsign (?:up|on) (?:here|now|today|at|through|with|using|via)\b|\b(?:i'?ll|i will|we'?ll|we will) (?:send|dm|pm|message|email|inbox) you (?:the |my |our |all the )?(?:link|details|info|download|guide|access|setup|signup|sign-up|walkthrough|invite|steps|instructions|code)\b|\bhook you up\b|\buse (?:my|the|code|promo) (?:code|link|referral|promo)\b`,
    ].join('|'),
    'i',
  ),
);
/** 'DM me STORE', "comment 'SHEET'", 'message me the word BOT': a keyword in capitals, so case-sensitive. */
const KEYWORD_CALL = gated(
  /\b(?:[Dd][Mm]|[Pp][Mm]|[Mm]essage|[Ii]nbox|[Tt]ext|[Cc]omment|[Rr]eply|[Tt]ype)(?: me| us)?(?: the word| with(?: the word)?)? ["“'‘]?[A-Z]{3,}\b(?![a-z])(?:["”'’])?(?! (?:is|was|has|said)\b)/,
);
/** A sales lever: a price, a discount, a limit, a deadline, an income or a miracle claimed. */
const LEVERS: { kind: string; re: GatedPattern }[] = [
  { kind: 'price', re: gated(/[$€£]\s?\d|\b\d+(?:\.\d\d)? ?(?:usd|dollars|bucks|euros?|pounds)\b/i) },
  {
    kind: 'discount',
    re: gated(
      /\b\d{1,2} ?% off\b|\bhalf (?:price|off)\b|\bbuy (?:\d|one|two|three) get (?:\d|one|two|three)\b|\bbogo\b|\b(?:free|half price|discounted) (?:until|till|through|for the first)\b|\bnormally [$€£]?\d|\b(?:price|it) (?:goes|go) (?:back )?(?:up|to)\b|\bprice (?:doubles|goes up|increases|jumps)\b|\bfree (?:shipping|trial|bonus|gift)\b/i,
    ),
  },
  {
    kind: 'limit',
    re: gated(
      /\b(?:only|just) \d+ (?:\w+ )?(?:pieces|spots|slots|seats|places|copies|units|left|available|bottles|kits|invites|people)\b|\b\d+ (?:spots|slots|seats|places|copies|units|invites) (?:left|remaining|available)\b|\bfirst \d+ (?:people|buyers|customers|members|sign ?ups|readers|students)\b|\blimited (?:time|spots|slots|seats|stock|supply|edition|run)\b|\b(?:need|looking for|want) \d+ (?:people|members|testers|users|folks)\b|\b(?:before|until|till) (?:it |they |we )?(?:sells?|sold) out\b|\bsells? out\b/i,
    ),
  },
  {
    kind: 'deadline',
    re: gated(
      /\b(?:until|till|through|thru|ends?|closes?|expires?|by) (?:this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|midnight|tonight|tomorrow|the weekend|end of (?:the )?(?:day|week|month))\b|\b(?:today|tonight|this week(?:end)?) only\b|\bcloses? (?:at|tonight|tomorrow|soon|in \d+)\b|\b(?:mints?|launch(?:es)?|drops?|opens?) (?:tomorrow|tonight|at midnight|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\bbefore (?:it'?s|they'?re) gone\b|\b(?:last|final) (?:chance|call|day)\b/i,
    ),
  },
  {
    kind: 'income',
    re: gated(
      /[$€£]\s?\d[\d,.]*k?\+? ?(?:\/|a|an|per|every|each)\s?(?:week|day|month|hour|wk|hr|mo)\b|\bget(?:ting)? paid\b|\bpassive income\b|\b(?:made|make|making|earn|earned|earning|pulls? in|bring(?:s|ing)? in) (?:around |about |over |up to )?[$€£]\s?\d|\b(?:zero|no|little) (?:effort|experience|work)\b|\bwhile you sleep\b|\bside (?:gig|hustle|income)\b|\bquit (?:my|your) (?:9-5|job|day job)\b/i,
    ),
  },
  {
    kind: 'miracle',
    re: gated(
      /\b(?:basically|completely|totally|almost) (?:gone|vanished|cured|disappeared)\b|\b(?:grew|grow) back\b|\b(?:erased|cured|melted|wiped out|reversed|fixed) (?:my|the|her|his) [a-z]+(?: [a-z]+)? in (?:\d+|a few|two|three) (?:days|weeks|months)\b|\bin (?:just |only )?\d+ (?:days|weeks)\b[^.!?\n]{0,30}\b(?:gone|cleared|lost|dropped)\b|\bguaranteed (?:results|returns|profit|income)\b/i,
    ),
  },
];

/** A commercial call to act with a sales lever (a bare link needs a lever that is not a price alone). */
export function spamFamily(text: string): string | null {
  prescan(text);
  if (ASKS_ABOUT.test(text) || DISCLOSED.test(text)) return null;
  const act = CALL_TO_ACT.exec(text) ?? KEYWORD_CALL.exec(text);
  const link = act ? null : LINK.exec(text);
  if (!act && !link) return null;
  const levers = LEVERS.map(({ kind, re }) => ({ kind, m: re.exec(text) })).filter(
    (l): l is { kind: string; m: RegExpExecArray } => l.m !== null,
  );
  // A price alone sells beside the call (a price named elsewhere in a long post is talk); a bare link
  // sells with pressure (a limit or a deadline) and one more lever, where a deal shared has only prices.
  const pressing = levers.some((l) => l.kind === 'limit' || l.kind === 'deadline');
  // A deadline alone sells nothing ('200 more votes by Friday').
  const enough = levers.every((l) => l.kind === 'deadline')
    ? false
    : act
      ? levers.some((l) => l.kind !== 'price') || levers.some((l) => Math.abs(l.m.index - act.index) <= 150)
      : pressing && levers.length >= 2;
  return enough ? [(act ?? link)![0], ...levers.map((l) => l.m[0])].join(' · ') : null;
}

// ---- personal-info ------------------------------------------------------------------------------

const NAME = String.raw`[A-Z][a-z]+(?:-[A-Z][a-z]+)? (?:(?:de|van|von|der|den|di|da|del|le|la) ){0,2}(?:[A-Z]'|Mc|Mac)?[A-Z][a-z]+`;
/** Jobs that say where someone can be found when a workplace follows ('a teacher at Riverside Primary'). */
const JOB = String.raw`(?:teacher|nurse|mechanic|receptionist|cashier|driver|manager|assistant|barista|bartender|barman|barmaid|waiter|waitress|cleaner|carer|doctor|dentist|lecturer|tutor|coach|engineer|accountant|clerk|porter|chef|cook|guard|bouncer|technician|hairdresser|stylist|barber|plumber|electrician|builder|officer|agent|worker|employee|supervisor|instructor|trainer|pharmacist|vet|midwife|paramedic|postman|postie|courier|librarian|secretary|solicitor|paralegal|developer|analyst|consultant|student|intern|apprentice)`;
/** A private person identified: a name introduced, a title and name, a name as the subject of what they do, a handle or a profile. */
const IDENTIFIES = gated(
  new RegExp(
    [
      String.raw`\b(?:[Hh]is|[Hh]er|[Tt]heir) (?:full |real |actual )?name(?:'s| is|:)\s*${NAME}`,
      String.raw`\b(?:guy|man|woman|girl|dude|lady|person|kid|boy|teacher|coworker|co-worker|neighbou?r|manager|tenant|nurse|driver|student|parent|mom|dad|landlord|cashier|trainer) (?:named|called|who goes by) ${NAME}`,
      String.raw`\b(?:Coach|Mr|Mrs|Ms|Miss|Dr|Officer|Principal)\.? ${NAME}`,
      String.raw`(?:^|[.!?]\s+|\n)${NAME},? (?:who |also |still |now )?(?:works|teaches|manages|coaches|lives|drives|runs|owns|told|tells|posts|sits|parks|trains|cleans|tutors|babysits|volunteers)\b`,
      // Unmasked: 'the account belongs to Mark Evans', 'the person behind those comments is Emma Clarke'
      String.raw`\b(?:belongs to|behind (?:it|this|that|the (?:account|profile|username|page)|(?:all )?(?:those|these|the) [a-z]+) is|is actually|is really|really is|real name is|turns out (?:to be|it'?s)) ${NAME}`,
      // A dossier's opening: 'Hannah Gibbs, the receptionist at …', 'Mark Evans, a teacher at …'
      String.raw`(?:^|[.!?:]\s+|\n)${NAME},? (?=(?:an?|the) (?:[a-z-]+ )?${JOB}s? (?:at|for)\b)`,
      String.raw`(?:posts|goes|is) (?:as|by) @[\w.]{3,}|@[\w.]{3,} on (?:instagram|insta|tiktok|twitter|x|snapchat|threads|facebook)\b|\b(?:her|his|their) (?:instagram|insta|ig|tiktok|twitter|snapchat|snap|facebook|linkedin)(?: account| profile| handle)?(?:'s|:| is)? ?(?:@|https?:|[\w.]*\.com\/)`,
    ].join('|'),
  ),
);
/** Where or when they can be found: a home, a workplace, a school, a routine. */
const FINDS = gated(
  /\b(?:lives?|living|stays?) (?:on|at|in|near|by|off|right by|just off|above|behind)\b|\bworks? (?:in|at|for|the (?:front desk|counter|register|night shift|morning shift|late shift|day shift|door|bar))\b|\b(?:manages|runs|owns|coaches|teaches|tutors|cleans|trains) (?:the |a |an |at )?(?:[A-Z\d][\w-]*|\d+(?:st|nd|rd|th) grade|[a-z]+ (?:at|for) [A-Z])|\b(?:on|every) (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends)\b|\bevery (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|night|weekday)\b|\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday) (?:mornings|nights|evenings|afternoons)\b|\b(?:home|there|in|off|out) (?:every \w+ )?(?:after|before|by|until) \d|\bat [A-Z][a-z]+ (?:Park|Middle|High|Elementary|Primary|Academy|College|Inn|Hotel|Hospital|Clinic|Gym|Fitness|Library|Mall|Church|Plaza|Centre|Center)\b|\b(?:front desk|reception|leasing office|room \d+|desk \d+)\b/i,
);
/** A workplace named after a job, case-sensitive: 'a teacher at Riverside Primary', 'the receptionist at Parkview Dental'. */
const WORKPLACE = gated(new RegExp(String.raw`\b(?:an?|the|as an?) (?:[a-z-]+ )?${JOB}s? (?:at|for) (?:the )?[A-Z][\w'&-]+`));
/** A link to someone's own social profile ('facebook.com/mark.evans.9876'): the way to reach them; a page, a group or an event is a cause's. */
const PROFILE_LINK = gated(
  /\b(?:https?:\/\/)?(?:www\.|m\.)?(?:facebook|fb|instagram|linkedin|tiktok|twitter|x|snapchat|threads)\.com\/(?!(?:pages|groups|events|hashtag|watch|share|help|policies)\b)(?:in\/|@)?[\w.-]{3,}/i,
);
/** A street, case-sensitive: 'Ashford Lane', not 'the best way'. */
const STREET_NAMED = gated(/\b[A-Z][a-z]+ (?:Lane|Street|Road|Avenue|Drive|Court|Close|Crescent|Way|Terrace|Boulevard|Place)\b/);
/** Private facts: health, treatment, HR matters, records. */
const PRIVATE_FACTS = gated(
  /\b(?:lupus|cancer|hiv|aids|std|herpes|chlamydia|rehab|addiction|alcoholi(?:c|sm)|pregnan(?:t|cy)|miscarri(?:ed|age)|abortion|diagnos(?:ed|is)|therapy|therapist|psychiatri(?:c|st)|bipolar|schizophren\w*|depression|medication|antidepressants?|disability|sick leave|medical leave|told hr|hr (?:file|complaint|report|investigation)|disciplinary|criminal record|arrest record|immigration status|undocumented|on probation|parole)\b/i,
);
/** A post honouring someone, or naming a public role, names them to praise or report, not to expose. */
const HONOURS = gated(
  /\b(?:shout ?out|thank(?:s| you)|rip|rest in peace|passed away|in memory|congrat(?:s|ulations)|proud of|we'?ll miss|miss (?:him|her|them))\b/i,
);
const PUBLIC_ROLE = gated(
  /\b(?:ceo|cto|cfo|president|senator|congress(?:man|woman)|governor|mayor|minister|mp|author|actor|actress|singer|celebrity|journalist|spokes(?:man|woman|person)|influencer with|youtuber)\b/i,
);
/** The post speaks of someone ('he', 'her'). */
const ABOUT_SOMEONE = gated(/\b(?:he|she|him|her|his|hers|they|them|their)\b/i);

/** A private person identified, with where to find them or private facts about them. */
export function personalInfoFamily(text: string): string | null {
  prescan(text);
  const who = IDENTIFIES.exec(text);
  // A name unmasked ('the account belongs to …') is a person's without a 'he' or 'she' to say so.
  const unmasked = who && /^(?:belongs|behind|is|really|real|turns)\b/i.test(who[0]);
  if (!who || !(unmasked || ABOUT_SOMEONE.test(text)) || HONOURS.test(text) || PUBLIC_ROLE.test(text)) return null;
  const rest = text.slice(0, who.index) + ' '.repeat(who[0].length) + text.slice(who.index + who[0].length);
  const where = FINDS.exec(rest) ?? STREET_NAMED.exec(rest) ?? WORKPLACE.exec(rest) ?? PROFILE_LINK.exec(rest) ?? PRIVATE_FACTS.exec(rest);
  return where ? `${who[0].trim()} … ${where[0].trim()}` : null;
}

// ---- vote-manipulation --------------------------------------------------------------------------

const VOTE = gated(/\b(?:up-?vot\w*|down-?vot\w*|votes?|voted|voting|karma|ahead|winning|trending|front page|to the top)\b/i);
/** Several accounts of one person. */
const SEVERAL_ACCOUNTS = gated(
  /\b(?:made|created|opened|set up|using|used|logged (?:in|into)|switched (?:to|between)|have|own|run|with|from) (?:my |our |all (?:of )?my |a bunch of )?(?:a few |several |some |multiple |\d+ |two |three |four |five |six |seven |eight |nine |ten |a dozen )?(?:other |alt(?:ernate)? |extra |spare |second |backup |more |fake |burner |sock ?puppet )?(?:accounts|alts|profiles)\b|\b(?:each|every one) of (?:my|our) (?:accounts|alts)\b|\bfrom each (?:one|account)\b|\bvote (?:ring|group|pod|squad)\b/i,
);
/** Readers sent somewhere else. */
const ELSEWHERE = gated(
  /\b(?:r\/\w+|(?:their|that|the other|the rival|rival|this other) (?:sub(?:reddit)?|thread|post|community|comments?|op)|(?:every|each|all) (?:comment|post)s? of theirs|over there|head over|go over|pay (?:them|it|that thread) a visit|go there|link (?:to (?:their|the|that) \w+ )?(?:is )?below)\b/i,
);
/** Voting it down, hiding or reporting it. */
const BURY = gated(
  /\b(?:down-?vot(?:e|ing)(?! (?:is|isn'?t|doesn'?t|me|my|us|our)\b)|mass[- ]?report|report (?:the op|them|it|every|all|their)|(?:ends? up|get|gets|is|are|until it'?s|until it gets|until they'?re|stays?) (?:hidden|buried|collapsed|removed|in the negatives)|bury (?:it|them|that|this|their)|ratio (?:them|it)|brigade|flood (?:it|them|their|the))\b/i,
);
/** Readers called on. */
const CALLS_ON = gated(
  /\b(?:everyone|every one of you|everybody|y'?all|you all|all of you|let'?s|time for|we need to|we should|head over|go (?:over|there|and))\b|(?:^|[.!?]\s+)(?:down-?vote|report|head|go)\b/im,
);
/** A negation: 'please don't downvote', 'stop brigading'. */
const DONT = gated(/\b(?:don'?t|do not|stop|never|no need to|not to)\s+(?:\w+ )?(?:down-?vot|brigad|report|mass)/i);

// Decision 077: a vote ring described without the word 'vote' ('several accounts used to give one's
// own posts a head start', 'an engagement pod', 'I'll boost yours and you boost mine'): a ring (several
// accounts, or a group whose members act on each other's posts, or a favour traded) together with a
// post's score lifted (a boost, a bump, the up arrow, a head start, the front page) or the early minutes
// that lift it (right after it goes up, within ten minutes).

/** Several accounts of one person or one service, or a group acting on each other's posts, or a favour traded. */
const RING = gated(
  new RegExp(
    [
      // 'I keep four accounts', '100 aged accounts', 'a bunch of accounts'
      String.raw`\b(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|a dozen|dozens of|hundreds of|several|multiple|a few|a couple of|a bunch of|a handful of|a (?:pool|network|farm|army) of(?: \d[\d,]*)?)(?: [a-z-]+){0,2}? (?:accounts|alts|profiles|usernames)\b`,
      // 'our network of 3,000 active members', '40 real-looking users'
      String.raw`\b(?:network|pool|farm|army|crew|team) of (?:\d[\d,]*|hundreds|thousands) (?:[a-z-]+ )?[a-z]{3,}s\b|\b\d[\d,]* (?:real[- ]looking|real|active|aged|established|verified) (?:users|members|people|redditors)\b`,
      // 'told everyone to make an account', 'my uncle made three'
      String.raw`\b(?:make|made|create|created|making|creating|set up) (?:an? |new |extra |more |some )?(?:new |extra )?accounts?\b`,
      // 'a second account', 'my alt', 'a second and third account'
      String.raw`\b(?:second|third|alt(?:ernate)?|burner|spare|sock ?puppet)(?: (?:and|or) (?:a )?(?:second|third|fourth))? (?:accounts?|alts?|profiles?)\b|\b(?:my|an|his|her|their) alts?\b`,
      // 'each other's posts', 'we all do it for each other'
      String.raw`\beach other'?s\b|\bfor (?:each other|one another)\b|\bone another'?s\b`,
      // 'an engagement pod', 'a karma circle', 'a support group for posts'
      String.raw`\b(?:engagement|karma|support|promo(?:tion)?|growth|boost(?:ing)?|like|comment|reddit) (?:pods?|circles?|rings?|squads?|exchanges?|swaps?|trains?)\b`,
      // 'everyone in the server', 'every member of the group'
      String.raw`\b(?:everyone|everybody|all of us|each of us|every member|all (?:the )?members|the rest of you|the rest of us) (?:in|of) (?:the|this|our|my) (?:group|server|discord|chat|group ?chat|channel|pod|circle|telegram|whatsapp|squad)\b|\bthe rest of us\b`,
      // 'the other seven go like it', 'everyone gives each one a push'
      String.raw`\bthe (?:other|remaining) (?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen)\b(?! (?:days?|weeks?|months?|years?|hours?|minutes?|times?|points?|percent|%))|\b(?:everyone|everybody|we all|all of us) (?:[a-z]+s? )?(?:gives?|likes?|boosts?|bumps?|pushes|push|hits?|taps?|comments? on) (?:each|every|all) (?:one|post|link|of them)\b`,
      // 'you do the same', 'I'll boost yours and you boost mine', 'support for support'
      String.raw`\b(?:(?:you|then|and) (?:[a-z]+ ){0,6}?do the same|do the same for (?:me|us|you|them)|in return|return the favou?r|same for me)\b|\b[a-z]+ yours,? (?:and|if) (?:you )?[a-z]+ mine\b|\b(?:support|like|follow|boost|bump|comment|karma|sub) (?:for|4) (?:support|like|follow|boost|bump|comment|karma|sub)\b`,
    ].join('|'),
    'i',
  ),
);
/** A post's score lifted, in any words: the up arrow, a boost, a head start, the front page. */
const LIFT = gated(
  /\b(?:up|down)[- ]?(?:vot|boat|doot)(?:e|es|ed|ing)? (?:it|them|each|every|all|yours|mine|theirs|(?:your|my|our|their|the|new) (?:\w+ )?(?:posts?|threads?|links?|comments?))\b|\b(?:go |all |they |will )like (?:it|them|each|every|all)\b|\b(?:show|give|gives|giving|gave|shows|showing) (?:it|them|each(?: one)?|(?:our|my|your|their|every|each) \w+) (?:some |a little |a lot of )?love\b|\b(?:always |usually |basically )?trend(?:s|ing)?\b(?! (?:is|was|of|in|towards?|line))|\b(?:make|makes|made|get|gets|got) (?:it |them )?(?:to|into|onto|on) (?:the )?(?:front page|rising|hot|all|popular)\b|\b(?:hits?|hitting|taps?|tapping|clicks?|clicking|press(?:es|ing)?|smash(?:es|ing)?) (?:the |that )?(?:\w+ )?arrow\b|\b(?:boost|bump|push|pump)(?:s|ed|ing)? (?:yours|mine|theirs|it|them|each other'?s|(?:your|my|our|their|his|her|the|a|every|all|each|new)(?: \w+){0,2}? (?:posts?|threads?|links?|launch(?:es)?|stuff|content|comments?|submissions?))\b|\b(?:give|gives|giving|gave) (?:it|them|each(?: one)?|yours|mine|(?:every|each|my|your|their|our) \w+) (?:a |an |some )?(?:little |quick |small |nice |big )?(?:boost|bump|push|like|head start|kick|nudge)\b|\bhead start\b|\bearly (?:traction|momentum|votes|points|likes|boost|engagement|activity|comments|interaction)\b|\b(?:engages?|engaging|interacts?|interacting) with (?:it|them|each|every|your|my|their|the) (?:\w+ )?(?:posts?|threads?|links?|launch|content)?|\b(?:give|gives|giving|gave) (?:it|them|each(?: one)?|yours|mine) (?:a )?thumbs[- ]up\b|\b(?:sticks?|stays?|lands?|catch(?:es)?) (?:on|in|the) (?:hot|rising|the rising tab|the front page|top)\b|\bthe (?:rising|hot) tab\b|\b(?:starts?|starting|sits?|sitting|stuck|left|stays?) at (?:\+\d+|zero|0|1)\b|\b(?:to|on|onto|reach(?:es)?|hits?|into|climbs?|lands?(?: in| on)?|up) (?:the )?(?:front page|top of (?:r\/\w+|the sub(?:reddit)?|hot|rising|the page|the feed)|hot page|all page)\b|\b(?:it|they|the post|my post|your post|posts?) (?:climbs?|shoots? up|rises? to the top)\b|\bthe (?:algorithm|feed|algo) (?:picks?|pushes|boosts|favou?rs|rewards?|notices?|sees|loves)\b|\bkarma\b/i,
);
/** The minutes after posting, when a few votes lift a post the most ('in the first 30 minutes', 'right after I post'). */
const EARLY = gated(
  /\b(?:in|within|during) the first (?:\d+|few|couple(?: of)?|five|ten|fifteen|twenty|thirty|sixty) (?:minutes|mins|hours?)\b|\b(?:in|within|during) the first hour\b|\bwithin (?:\d+|a few|a couple of|two|five|ten|fifteen|twenty|thirty) (?:minutes|mins)\b|\b(?:right|straight|just|immediately) (?:after|when) (?:i|you|we|they|it|the post|your post|my post) (?:post|posts|posted|go(?:es)? (?:up|live)|went (?:up|live)|drop|drops)\b|\bas soon as (?:i|you|we|they|it) (?:post|posts|posted|go(?:es)? (?:up|live))\b|\b(?:posts?|posted|drops?|goes up)\b[^.!?\n]{0,60}\b(?:straight away|right away|immediately)\b|\bof (?:it|them|the post|your post) going (?:up|live)\b|\b(?:the )?(?:moment|minute|second|instant) (?:it|they|you|we|i|your post|the post|someone'?s post)(?:'s|'re| is| are)? (?:goes? |go |went |gets? )?(?:live|up|posted|out)\b/i,
);
/** A ring's own sentence saying it is not one ('no extra accounts', "we didn't use other accounts"). */
const NEGATED_BEFORE = /\b(?:no|not|never|without|didn'?t|don'?t|doesn'?t|won'?t|nor|zero|instead of)\b[^.!?\n]{0,40}$/i;
/** A post reporting a ring or asking about one. */
const REPORTS_RING = gated(
  /\b(?:report(?:ed|ing)? (?:this|it|them|these|those|the (?:accounts?|users?|ring|group|pod))|(?:i|we)(?:'ve| have)? (?:already )?reported\b|(?:mods?|moderators?|admins?),? (?:please |pls )?(?:look|check|take a look|do something|ban))/i,
);

/** A ring (several accounts, a group on each other's posts, a favour traded) lifting posts' scores, in its own sentence or one beside it. */
export function voteRing(text: string): string | null {
  prescan(text);
  if (!RING.test(text) || ASKS_ABOUT.test(text) || REPORTS_RING.test(text)) return null;
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  for (let i = 0; i < sentences.length; i++) {
    const ring = RING.exec(sentences[i]);
    if (!ring || NEGATED_BEFORE.test(sentences[i].slice(0, ring.index))) continue;
    // The ring's own words blanked ('karma circle' is no lift of itself), with the sentences either side.
    const own = sentences[i].slice(0, ring.index) + ' '.repeat(ring[0].length) + sentences[i].slice(ring.index + ring[0].length);
    for (const near of [own, sentences[i + 1] ?? '', sentences[i - 1] ?? '']) {
      for (const lift of [LIFT.exec(near), EARLY.exec(near)])
        if (lift && !NEGATED_BEFORE.test(near.slice(Math.max(0, lift.index - 40), lift.index))) return `${ring[0]} … ${lift[0]}`;
    }
  }
  return null;
}

// Readers asked to lift one post's score without the word 'vote' (a bump, a boost, some love, the
// arrow, the front page): the ask itself (an imperative, 'could everyone', 'let's') aimed at a post on
// Reddit. A baby bump, a confidence boost, a newspaper's front page and a question on how the hot page
// works name no post of the poster's to lift, or ask nothing.

/** A post to lift: one of the poster's, or one on Reddit ('my thread in r/gaming', 'redd.it/…', 'it has 3 points'). */
const A_POST = String.raw`(?:my|our|this|that|the) (?:[\w/-]+ ){0,2}?(?:post|thread|submission|ama|entry|story|video|photo|pic|drawing|painting|link)s?(?: (?:on|in) r\/\w+)?`;
/** The lift asked for, in readers' hands: give it a bump, bump my post, get it to the front page, hit the arrow. */
const LIFT_ASK = gated(
  new RegExp(
    [
      // 'give it a bump', 'show it some love', 'gives it a boost', 'give my r/music post a push' ('show them some love' is people)
      String.raw`\b(?:give|gives|gave|show|throw) (?:it|this|mine|${A_POST}) (?:a |an |some )?(?:little |quick |small |big |much-needed |bit of )?(?:bump|boost|push|nudge|love|like|likes|thumbs[- ]up)\b`,
      // 'bump my post', 'boost it', 'push it up', 'pump it up', 'bump it to the top'
      String.raw`\b(?:bump|boost|push|pump|bring|shoot|rocket|carry) (?:it|this|mine|${A_POST}) (?:up|to the top|higher|back up)\b|\b(?:bump|boost) (?:it|this|${A_POST})\b`,
      // 'get it to the front page', 'help me get my post on r/x to the front page', 'make this the top post' ('make it to the front page' is reaching it)
      String.raw`\b(?:get|push|put|send|help) (?:it|this|them|${A_POST}) (?:to|on|onto|into|up to|reach|hit) (?:the )?(?:front page|top of (?:the |r\/)\w+|top \d+|hot(?: page| tab)?|rising|r\/all|r\/popular|top post|most upvoted)\b|\bmake (?:it|this) (?:the )?top post\b`,
      // 'hit the up arrow', 'smash that arrow', 'tap the orange arrow'
      String.raw`\b(?:hit|hitting|tap|click|press|smash|spam) (?:the|that|this|an?) (?:up |upward |orange |little )?arrows?\b`,
      // 'go like my post on r/cats', 'please like my thread'
      String.raw`\b(?:go|please|pls|everyone|all) like (?:${A_POST})\b`,
      // 'give you a karma boost'
      String.raw`\bkarma (?:boost|bump|push)\b`,
    ].join('|'),
    'i',
  ),
);
/** A post on Reddit and its score, where the lift lands. */
const ON_REDDIT = gated(
  /\b(?:r\/\w+|redd\.it|reddit\.com|posts?|threads?|submissions?|points?|karma|front page|hot page|rising|r\/all|top post|upvotes?|my profile)\b/i,
);
/** Asked of readers: an imperative (at a sentence's start), 'please', 'could everyone', 'let's', 'help me'. */
const ASKS_READERS = gated(
  /\b(?:please|pls|plz|could|can|would|will) (?:you|u|everyone|everybody|y'?all|some of you|a few of you|someone|somebody|anyone|guys|people)\b|\b(?:let'?s|let us|everyone|everybody|y'?all|you guys|all of you|if (?:everyone|everybody|you all|you guys|a few of you)|help (?:me|us|a \w+ out)|go (?:and )?|head over)\b|(?:^|[.!?,:]\s*|\n)(?:please |pls |just |now |quick,? )?(?:give|show|bump|boost|push|pump|get|hit|tap|click|smash|like|go)\b|\bplease\b/im,
);
/** Talk about the lift, not an ask: how ranking works, or a post already lifted. */
const ABOUT_LIFT = /\b(?:how (?:do|does|can|to|would)|why (?:do|does|did|is|are)|what (?:makes|gets))\b/i;

/** Readers asked to lift a post's score in other words than 'vote', in the ask's own sentence. */
export function liftAsk(text: string): string | null {
  prescan(text);
  if (!LIFT_ASK.test(text) || !ON_REDDIT.test(text) || !ASKS_READERS.test(text) || REPORTS_RING.test(text)) return null;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const lift = LIFT_ASK.exec(sentence);
    if (!lift || ABOUT_LIFT.test(sentence) || NEGATED_BEFORE.test(sentence.slice(Math.max(0, lift.index - 40), lift.index))) continue;
    if (ASKS_READERS.test(sentence)) return sentence.trim();
  }
  return null;
}

// Decision 108: votes asked of readers, paid for, recruited and cast by a group, each read by its
// build rather than by set phrases: a vote cast on a post ('upvote it', 'give her entry a few
// upvotes', 'downvote every single comment he's made') that readers are asked to cast (please, 'would
// you', an imperative opening the sentence, 'someone go …'); a reward offered for votes (an amount to
// whoever votes); the poster's own people asked to vote; a group whose members vote on each other's
// posts where the group or the moment is named. A vote asked for on a condition ('upvote if you
// remember …') is decision 099's to judge, and a negated ask ('don't upvote this') asks nothing.

/** The thing voted on: a post or a comment, or anything of the poster's or of a person's ('her entry', 'his listing'). */
const POST_WORD = String.raw`(?:posts?|threads?|entry|entries|submissions?|comments?|listings?|links?|pics?|pictures?|photos?|videos?|questions?|survey|story|drawing|painting|build|clip|trailer|devlog|review|ama)`;
const VOTED_ON_POST = String.raw`(?:mine|ours|hers|theirs|(?:my|our|her|his|their) [\w'-]+|(?:the|this|that|each|every|all|all (?:of )?(?:my|his|her|their)|every single|(?:his|her|their) (?:latest|new)) (?:[\w'-]+ )?${POST_WORD}|the one (?:on|in) r\/\w+)`;
const VOTED_ON = String.raw`(?:it|this|that|them|${VOTED_ON_POST})`;
/** A vote cast on a post: 'upvote it', 'downvote his listing', 'give it a few upvotes', 'vote for mine'. */
const VOTE_ON = gated(
  new RegExp(
    String.raw`\b(?:(?:up|down)[- ]?vote ${VOTED_ON}|(?:give|throw|leave|drop) ${VOTED_ON} (?:a |an |some |a few |a couple(?: of)? |\d+ |your |more )?(?:up|down)[- ]?votes?|vote (?:for|on) ${VOTED_ON_POST})\b`,
    'i',
  ),
);
const VOTE_ON_ALL = new RegExp(VOTE_ON.re.source, 'gi');
/** Readers addressed before the vote: please, 'would you', 'someone go', or an imperative opening the sentence ('Go through his history and …'). */
const PLEASE = /\b(?:please|pls|plz|kindly)\b/i;
const WOULD_YOU =
  /\b(?:would|could|can|will) (?:you|u|y'?all|you all|some of you|a few of you|anyone|someone|somebody|everyone|everybody)\b/i;
const ADDRESSED_JUST_BEFORE =
  /\b(?:someone|somebody|everyone|everybody|y'?all|you guys|all of you|each of you)(?: (?:go|just|now|quickly))?\s*$/i;
const IMPERATIVE_OPENING =
  /^\s*(?:(?:so|now|just|quick(?:ly)?|ok(?:ay)?|guys|and|then|also|go|everyone|everybody|y'?all|someone|somebody|you guys|all of you)[,!:]?\s+)*(?:(?:go|head|pop|hop|come|swing|log|jump|run|stop|scroll|check|look|click)\b[^,;:]{0,60}?\band\s+)?$/i;
/** Whatever post a reader comes across: 'when you see it', 'find a post that already says it'. */
const ANY_POST_MET =
  /\b(?:when(?:ever)?|if) (?:you|u) (?:see|find|come across|spot|notice)\b|\bfind (?:a|an|the) (?:post|comment|answer|thread)\b/i;
/** A negation before the vote: 'don't upvote this', 'no need to upvote', 'not asking you to upvote'. */
const NEGATED_ASK = /\b(?:don'?t|do not|doesn'?t|won'?t|never|no need to|not asking (?:you |anyone |people )?to|not to)\s+(?:[\w']+\s+)?$/i;

/** Readers asked to cast votes on a post, in the ask's own sentence. */
export function voteAsk(text: string): string | null {
  prescan(text);
  if (!VOTE_ON.test(text)) return null;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    for (const m of sentence.matchAll(VOTE_ON_ALL)) {
      const before = sentence.slice(0, m.index);
      const after = sentence.slice(m.index + m[0].length);
      if (NEGATED_ASK.test(before) || ABOUT_LIFT.test(sentence) || /^\s*if\b/i.test(after) || /\bif (?:you|u)\s+$/i.test(before)) continue;
      // Votes advised on whatever a reader comes across ('downvote it and report it when you see it') name no post.
      if (ANY_POST_MET.test(sentence)) continue;
      if (PLEASE.test(sentence) || WOULD_YOU.test(before) || ADDRESSED_JUST_BEFORE.test(before) || IMPERATIVE_OPENING.test(before))
        return sentence.trim();
    }
  }
  return null;
}

/** A reward for votes: an amount given to whoever votes ('I'll Venmo $2 to anyone who upvotes', '50 cents for every upvote', '10k gold to the first 20 who upvote'). */
const PAID_VOTES = gated(
  /\b(?:pay|paying|venmo|paypal|cash ?app|zelle|send|sending|give|giving|tip|tipping|offering)\b[^.!?\n]{0,60}?\b(?:for|per|to) (?:every|each|an?|any|all|your)? ?(?:(?:anyone|everyone|people|person|users?|redditors?|one|the first \d+(?: people| users| redditors| of you)?)(?: who| that)? )?(?:up-?vot|down-?vot|vot)\w*/i,
);
const AMOUNT =
  /[$€£]\s?\d|\b\d[\d,.]*k? ?(?:cents?|bucks|dollars|quid|pounds|euros?|gold|coins|robux|gems|credits|v-?bucks)\b|\bgift ?cards?\b/i;

/** The poster's own people asked to vote: 'asked them all to upvote it', 'got my whole family to upvote'. */
const RECRUITED = gated(
  /\b(?:asked|told|got|begged|messaged|texted|emailed|rallied|asking|telling|getting|begging)\b (?:them|everyone|everybody|all (?:of )?(?:them|my [\w'-]+)|my (?:[\w'-]+ ){0,3}?(?:followers|friends|family|group|coworkers|co-workers|colleagues|mates|class|classmates|team|subscribers|fans|members|chat|cousins)|(?:the|our) (?:group|chat|discord|server|team|members))(?: all)? to (?:(?:come|go|head|pop|hop) (?:over |on |by )?(?:and |to )?)?(?:up-?vote|down-?vote|vote (?:for|on) (?:it|my|mine|her|his|the))\b/i,
);
/** The teller is the poster: 'I've shared it … and asked', 'we got …'. */
const FIRST_PERSON = /\b(?:i|i'?ve|i'?m|we|we'?ve|we'?re|me)\b/i;

/** A group voting on its members' posts: 'everybody upvotes it', 'the others upvote it straight away', 'we each upvote the others' posts'. */
const GROUP_VOTES = gated(
  /\b(?:everyone|everybody|we all|we each|all of us|each of us|the others|the other (?:members|\d+|two|three|four|five|six|seven|eight|nine|ten)|the rest(?: of (?:us|you|the (?:group|server|chat)))?|everyone else|all the others|every member|all (?:the )?members)(?: then| just| always| immediately| all)? (?:up|down)[- ]?votes? (?:it|them|each|every|all|yours|mine|theirs|the others'?|(?:your|my|our|their|the|that|this|each|every|new) [\w'-]+)/i,
);
/** The group or the moment named: a chat, a server, a circle; a clock time; 'when anyone posts'. */
const GROUP_SETTING = gated(
  /\b(?:discord|telegram|whatsapp|group ?chat|server|circle|squad|pod|crew|ring|slack|members?)\b|\b(?:at|by) \d{1,2}(?::\d\d)? ?(?:am|pm)\b|\bwhen(?:ever)? (?:anyone|someone|somebody|one of us|a member) posts\b/i,
);
/** One more account of one's own to vote with: 'make a second account and vote twice'. */
const ONE_MORE_ACCOUNT = gated(
  /\b(?:make|made|making|create|created|creating|open|opened|set up|use|used|using|log into|logged into) (?:a |an |my )?(?:second|third|another|alt(?:ernate)?|extra|fake|burner|spare|sock ?puppet) (?:account|alt|profile)\b/i,
);
const VOTES_CAST = /\b(?:up|down)?[- ]?vot(?:e|es|ed|ing)\b/i;

/** Votes paid for, recruited, cast by a group on its members' posts, or from one more account of one's own. */
export function votesArranged(text: string): string | null {
  prescan(text);
  const paid = PAID_VOTES.exec(text);
  if (paid && AMOUNT.test(paid[0]) && !NEGATED_ASK.test(text.slice(Math.max(0, paid.index - 40), paid.index))) return paid[0];
  const recruited = RECRUITED.exec(text);
  if (recruited) {
    const sentenceStart = Math.max(text.lastIndexOf('. ', recruited.index), text.lastIndexOf('\n', recruited.index)) + 1;
    const before = text.slice(sentenceStart, recruited.index);
    if ((before.trim() === '' || FIRST_PERSON.test(before)) && !NEGATED_ASK.test(before)) return recruited[0];
  }
  const group = GROUP_VOTES.exec(text);
  if (group && (GROUP_SETTING.test(text) || EARLY.test(text)) && !NEGATED_ASK.test(text.slice(Math.max(0, group.index - 40), group.index)))
    return group[0];
  const account = ONE_MORE_ACCOUNT.exec(text);
  if (account && VOTES_CAST.test(text.slice(account.index, account.index + account[0].length + 120))) return account[0];
  return null;
}

/** A post reporting or warning of someone else's votes ('I reported it to the admins', 'PSA', "don't join it"). */
const WARNS_OF_VOTES = gated(
  /\b(?:psa|warning|beware|heads up|watch out|be careful|(?<!\b(?:not|no|isn'?t) (?:a )?)scam\w*|spammers?|(?:don'?t|do not|never) (?:join|fall for|buy|use|engage)|avoid (?:it|them|these|this|that)|report (?:it|them|this|these|those|the \w+)|block and report|vote[- ]manipulation|astroturf\w*)\b/i,
);
/** Whether the post reports or warns of votes bought, traded or cast from several accounts. */
export const reportsVotes = (text: string) => REPORTS_RING.test(text) || WARNS_OF_VOTES.test(text);
/** Whether a sentence asks readers themselves (please, 'would you', an imperative opening), not a third party's doing. */
export const asksReaders = (sentence: string) =>
  PLEASE.test(sentence) ||
  WOULD_YOU.test(sentence) ||
  IMPERATIVE_OPENING.test(sentence.slice(0, Math.max(0, sentence.search(/\b(?:up|down)[- ]?vote/i))));

/** Several accounts voting, or readers sent to vote another place down. */
export function voteFamily(text: string): string | null {
  prescan(text);
  // Accounts neither counted nor said to be anyone's ('reposts from accounts a few days old') are no one's several accounts (decision 108).
  const found = SEVERAL_ACCOUNTS.exec(text);
  const accounts = found && /^\S+(?: (?:in|into|to|between))? (?:accounts|alts|profiles)$/i.test(found[0]) ? null : found;
  const near = accounts && text.slice(Math.max(0, accounts.index - 120), accounts.index + accounts[0].length + 120);
  if (accounts && VOTE.test(near!) && !ASKS_ABOUT.test(text) && !REPORTS_RING.test(text)) return accounts[0];
  // Readers sent elsewhere to bury it: all three in one sentence.
  for (const sentence of BURY.test(text) ? text.split(/(?<=[.!?])\s+|\n+/) : []) {
    const bury = BURY.exec(sentence);
    if (bury && !DONT.test(sentence) && ELSEWHERE.test(sentence) && CALLS_ON.test(sentence)) return sentence.trim();
  }
  return voteRing(text) ?? liftAsk(text);
}

// ---- impersonation ------------------------------------------------------------------------------

/** Speaking as a company's or Reddit's official team. */
const SPEAKS_AS_OFFICIAL = gated(
  /\[official\]|\b(?:official )?(?:[A-Z][A-Za-z]+ )?(?:refund|support|security|fraud|billing|trust (?:and|&) safety|safety|verification|account|payments?|rewards?|admin|moderation|compliance) (?:team|department|dept|desk|center|centre)\b|\b(?:we are|we're|this is|i'?m from|i am from|on behalf of|message from|notice from) (?:the )?(?:official )?(?:[A-Z][A-Za-z]+ )?(?:[A-Za-z]+ )?(?:team|department|admins?|staff|support|headquarters)\b|\bthe admins (?:have )?(?:asked|told|instructed|requested|want) (?:us|me|all)\b|\breddit (?:admin|staff|inc)\b/i,
);
/** Credentials, identity or payment details asked for, or a login elsewhere. */
const ASKS_DETAILS = gated(
  /\b(?:comment|reply|send|message|dm|pm|enter|provide|confirm|verify|submit|share|type|give us|email us)(?: (?:us|me|with|below))?\b[^.!?\n]{0,40}\b(?:paypal (?:email|account|login)|e-?mail and password|password|passcode|login|log-in|credentials|card (?:number|details)|cvv|security code|date of birth|dob|ssn|social security|bank (?:details|account)|account number|routing number|identity|id photo|photo id|2fa|one-time code|mobile code|verification code|seed phrase|recovery phrase)\b|\b(?:log ?in|sign ?in|verify)(?: \w+)?(?: at| on| via| through) \S*\b[a-z]+-[a-z-]+\.[a-z]{2,}|\bconfirm your identity\b|\b(?:using|with) your (?:\w+ )?(?:login|password|credentials|account)\b/i,
);

/** Speaking as an official team and asking for credentials, identity or payment details. */
export function impersonationFamily(text: string): string | null {
  prescan(text);
  if (ASKS_ABOUT.test(text)) return null;
  const as = SPEAKS_AS_OFFICIAL.exec(text);
  const asks = as && ASKS_DETAILS.exec(text);
  return as && asks ? `${as[0].trim()} … ${asks[0].trim()}` : null;
}
