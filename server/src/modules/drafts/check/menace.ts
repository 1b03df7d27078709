/**
 * A threat told by hints rather than said (decision 063): no set phrase, but two or more kinds of
 * menace in one post about someone: knowing where or when to find them ('I know what time they
 * leave practice', 'I've got his address'), a lesson promised ('he's going to find out the hard
 * way', 'some people only learn one way'), their safety taken away ('see how long you keep feeling
 * safe walking to your car'), a dare ('keep deleting my posts and see …'), innuendo ('let's just
 * say', 'accidents happen') or harm's aftermath ('ambulance'). Each kind alone is how people tell
 * ordinary stories ('I found out the hard way that …'); two together, aimed at a person, are how
 * threats that moderators remove are written. Rounds of drafts written after each change measure
 * it (tests/fixtures/draft-check/rounds.json).
 */
import { anyOf } from './any-of';
import {
  ASKS_ADVICE,
  GRIEVANCE,
  HOLDS_OF_THEM,
  KEPT_SCORE,
  LAWFUL,
  MADE_TO_REGRET,
  THEIR_PEOPLE,
  ULTIMATUM,
  UNSAID,
} from './menace-fields';
import { gated, prescan, type GatedPattern } from '../../analysis/word-prescan';

/** The kinds of menace; a post needs two different ones. */
const MENACE_KINDS: { kind: string; re: GatedPattern; whereabouts?: true }[] = [
  {
    kind: 'knows where or when to find them',
    whereabouts: true,
    re: gated(
      /\b(?:i|we|everyone|we all)(?:'ve| have)? (?:know|knows|found out|figured out|got|have|know exactly) (?:exactly )?(?:(?:what time|when|where) (?:he|she|they|you) (?:leaves?|gets? off|gets? home|finish(?:es)?|walks?|goes|go|comes?|is alone|are alone|sleeps?|works?|lives?|parks?|trains?)|which (?:\w+ )?(?:he|she|they|you)|(?:his|her|their|your) (?:(?:new|current|daily|home|work) )?(?:address|schedule|routine|plate|license plate|home|house|place|school|workplace|shift|car|kids?|route))\b|\b(?:traced|tracked) (?:the |your |his |her |their )?(?:ip|address|location|account|phone|number)s? (?:back )?to\b|\bfollowed (?:him|her|them) (?:home|to (?:his|her|their) (?:house|place|work|car|school|apartment)|all the way)\b|\b(?:not (?:hard|difficult|that hard)|(?:pretty |really |very |so )?easy|took (?:me )?(?:\w+ ){0,2}(?:minutes?|seconds?)) to (?:work out|figure out|find|tell|guess|track down|narrow down|find out) (?:which|where|what (?:street|building|house|school|town|neighbou?rhood)|who (?:you|he|she|they) (?:are|is))\b|\b(?:this|the|our|your|his|her|their) (?:town|city|neighbou?rhood|village|street|school|campus) (?:is|'s) (?:small|tiny)\b|\beveryone knows everyone\b/i,
    ),
  },
  {
    kind: 'a lesson promised',
    re: gated(
      /\b(?:find|finds|found|going to find) out the hard way\b|\b(?:only|going to|will|'ll) learn (?:it )?(?:the hard way|one way|a lesson)\b|\bthink twice before (?:touching|messing|talking|coming|crossing|doing)\b|\bteach (?:him|her|them|you) (?:a lesson|some respect|manners)\b|\b(?:you|he|she|they) (?:don'?t|do not) (?:steal from|mess with|cross|screw with|fuck with) (?:me|us)\b|\b(?:put|be put) in (?:his|her|their|your) place\b|\bmake sure (?:he|she|they|you) never (?:[a-z]+ ){1,3}again\b|\b(?:you|he|she|they)(?:'ll| will|'re going to| are going to|'s going to| is going to) (?:find out|learn|discover) (?:how|what|who|just how|soon)\b/i,
    ),
  },
  {
    kind: 'their safety taken away',
    re: gated(
      /\b(?:feel(?:ing)? safe|sleep(?:ing)? (?:well|soundly|at night)|look(?:ing)? over (?:your|his|her|their) shoulders?|watch(?:ing)? (?:your|his|her|their) back|walk(?:ing)? (?:to (?:your|his|her|their) car|home)(?: alone)? at night|(?:your|his|her|their) (?:family|kids|wife|husband|children) (?:safe|alone))\b/i,
    ),
  },
  {
    kind: 'a dare',
    re: gated(
      /\b(?:the )?next time (?:he|she|they|you|your \w+|his \w+|her \w+) (?:touch(?:es)?|lays? a (?:hand|finger)|comes? (?:near|into|onto|in)|goes (?:near|into)|walks? (?:into|in|onto)|sets? foot|enters?|shows? up|talks? to|looks? at|messes? with|bothers?|parks?|calls?|reports?|posts?|bans?|blocks?|does (?:that|it))\b|\b(?:keep (?:[a-z]+ing)|try (?:that|it|me)|do (?:that|it) again|one more (?:time|word|night|post))\b[^.!?\n]{0,60}\b(?:and see|see how|see what|you'?ll see|watch what|(?:you|he|she|they)(?:'ll| will) (?:find out|learn|regret))\b/i,
    ),
  },
  {
    kind: 'innuendo',
    re: gated(
      /\blet'?s just say\b|\bsome people only\b|\baccidents happen\b|\bit would be a (?:shame|pity) if\b|\bnice (?:car|house|family|place|shop|dog|kids) you(?:'ve| have)? got\b|\byou(?:'ve| have) been warned\b|\bnot (?:a|an empty) threat\b|\bi(?:'m| am) done (?:being nice|talking|asking)\b|\b(?:what'?s|what is) coming (?:to|for) (?:him|her|them|you)\b|\benjoy (?:it|that|the \w+|(?:his|her|their|your) \w+) while (?:it|they|that) lasts?\b|\b(?:he|she|they|you)(?:'ll| will) be lucky (?:if|to)\b|\byou know the drill\b|\bsleep tight\b|\b(?:stuff|things|bad things|accidents) (?:happens?|can happen) to (?:cars|people|things|houses|those|anyone|him|her|them|you)\b|\bkarma (?:works|has a way|is coming|will)\b|\bjust saying\b|\b(?:we'?ll|i'?ll|we will|i will) see (?:each other|you|him|her|them) (?:very )?soon\b|\b(?:luck|lucky streak) (?:runs?|will run|is going to run|is running) out\b|\b(?:been|was|were) lucky so far\b|\bsee (?:you|ya) around\b/i,
    ),
  },
  {
    // Widened in decision 072: a routine or a place someone can be found at, said of them.
    kind: 'knows their routine',
    whereabouts: true,
    re: gated(
      /\bwhen (?:his|her|their|your) (?:shift|class|practice|lecture|workout|meeting|school|work(?:day)?) (?:ends|finishes|starts|lets out|is over)\b|\bwhen (?:he|she|they|you) (?:walks?|leaves?|gets? (?:off|out|home|back)|finish(?:es)?|comes? (?:out|home|back)|clocks? out|locks? up|parks?)\b|\b(?:i|we) know (?:you(?:'re| are)|(?:he|she)(?:'s| is)|they(?:'re| are)) (?:from|in|at|near|around)\b|\bgives? (?:it|you|him|her|them) away\b|\b(?:he|she|they|you|(?:his|her|their|your) (?:dog|cat|kids?|son|daughter|wife|husband|girlfriend|boyfriend|mom|mum|dad|sister|brother|parents|car|truck)) (?:still |always |usually )?[a-z]+ [^.!?\n]{0,60}\bevery (?:morning|afternoon|night|evening|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bpicks? (?:him|her|them) up (?:by|at|from|outside|behind)\b|\b(?:your|his|her|their) (?:wife|husband|partner|mom|mum|dad|kids?|son|daughter|family)'s (?:\w+ )?(?:shop|store|bakery|salon|office|work|school|house|place|cafe|restaurant|business|apartment|flat) (?:opens|closes|is)\b|\byour (?:porch|front door|doorstep|front yard|balcony|front window|bedroom window)\b|\balways (?:parks?|leaves?|walks?|takes?|gets? (?:off|on|out)|sits?|comes?|goes|runs?|jogs?|drives?|waits?) (?:\w+ ){0,3}?(?:by|at|in|near|behind|outside|through|past|from)\b|\b(?:outside|behind|near|at) (?:his|her|their|your) (?:house|place|work|office|gym|school|car|door|building|mom'?s|parents'?)\b/i,
    ),
  },
  {
    // Decision 072: a confrontation the poster promises ('we're going to have a very one-sided
    // conversation', 'I'll make the trip to settle this in person', 'I'll be waiting outside').
    kind: 'a confrontation promised',
    re: gated(
      /\b(?:i|we)(?:'ll| will|'m| am|'re| are)(?: going to| gonna)?(?: \w+){0,2}? (?:be waiting|wait(?:ing)? (?:for|outside|at|by|in)|be (?:outside|there|in the [a-z ]{3,20}|at (?:the|his|her|their))\b[^.!?\n]{0,40}\bwhen\b|settle (?:this|it|things|the score)|have (?:a|an|some|the)(?: [\w-]+){0,3} (?:talk|conversation|chat|word|discussion)|make the (?:trip|drive)|pay (?:him|her|them|you) a visit|(?:drop|stop|swing|pop|come) (?:by|round|around)(?: \w+){0,2}? (?:some (?:night|day|evening|time)|one (?:night|day|evening|of these (?:days|nights))|unannounced|late at night|when (?:you|he|she|they) least expect)|show up (?:at|to|outside)|come (?:find|for|over|to (?:your|his|her|their))|handle (?:this|it|him|her|them) (?:myself|personally|my way)|deal with (?:him|her|them|you) (?:myself|personally|my way)|sort (?:him|her|them|you|this) out)\b|\bin person\b|\b(?:one-sided|little|long overdue) (?:conversation|talk|chat)\b|\b(?:a|the) (?:talk|lesson|conversation|visit) (?:he|she|they|you) (?:won'?t|will never|will not) forget\b|\bsee how (?:brave|tough|big|hard|funny|smart|cocky) (?:he|she|they|you)\b|\bdone (?:playing|being) (?:nice|polite)\b|\b(?:you|he|she|they)(?:'ll| will)(?: be)? hear(?:ing)? from (?:me|us)\b/i,
    ),
  },
  {
    // Decision 072: harm to someone's property said impersonally ('cars get scratched, tires go flat').
    kind: 'property damage hinted',
    re: gated(
      /\b(?:cars?|tires?|tyres?|windows?|windshields?|paint(?:work)?|mirrors?|brake lines?|mailbox(?:es)?|fences?|houses?|sheds?|garages?) (?:get|gets|go|goes|can|could|might|tend to|have a way of|break|breaks|comes? off|catch(?:es)? fire)(?: get| go| break| end up)? (?:scratched|keyed|slashed|flat|broken|smashed|damaged|dented|easily|fire|off|missing|on fire)\b|\bgoing to have a (?:bad|rough|very bad|long) (?:week|day|night|month)\b|\b(?:stop|stops|quit|quits) working when (?:someone|somebody)\b/i,
    ),
  },
  {
    // Decision 077: the poster watching them or passing their place ('I drive past your place every
    // morning now', 'I've been watching for a few weeks').
    kind: 'watches them',
    whereabouts: true,
    re: gated(
      /\b(?:i|we)(?:'ve| have|'ll| will)?(?: been)? (?:watching|watched|keeping an eye on|keep an eye on) (?:you|him|her|them|your|his|her|their|for|closely|every|from)\b|\b(?:i|we)(?:'ve| have)?(?: been)? (?:drive|drove|driving|walk|walked|walking|go|went|going|jog|jogged|jogging|ride|rode|riding|pass|passed|passing|cycle|cycled|cycling|sit|sat|sitting|park|parked|parking) (?:right )?(?:past|by|outside|near|across from) (?:your|his|her|their) (?:place|house|home|flat|apartment|building|work|office|shop|store|door|street|school|gym|car|driveway)\b|\b(?:saw|seen|spotted|noticed|clocked) (?:you|him|her|them)\b(?: \w+){0,2}? (?:at|in|outside|leaving|near|by|on) (?:the|your|his|her|their|that)\b/i,
    ),
  },
  {
    // Decision 077: what will become of their things, said in one sentence ('your tyres have been
    // lucky so far', 'would be a pity if that garden of yours didn't make it', 'your windows must
    // cost a fortune to replace').
    kind: 'what becomes of their things',
    re: gated(
      /\b(?:your|his|her|their|that|those) (?:new |nice |lovely |pretty |shiny |precious |little |big |fancy )?(?:front |back |side )?(?:car|truck|van|tires|tyres|windows?|windshield|garden|lawn|house|place|shop|store|business|bike|motorbike|dog|cat|fence|mailbox|roof|porch|boat|stall|front door)\b[^.!?\n]{0,60}?\b(?:(?:been|was|is|are|were) lucky|(?:shame|pity) if|(?:didn'?t|doesn'?t|don'?t|won'?t|never|not) (?:make it|last|survive)|cost (?:a fortune|a lot) to (?:replace|fix|repair)|expensive to (?:replace|fix|repair)|(?:get|gets|got|go|goes|end up) (?:scratched|keyed|slashed|smashed|broken|missing|damaged|hurt|lost)|catch(?:es)? fire|burn(?:s|ed)? down|(?:would|could|might) (?:happen|break|burn|go missing))\b/i,
    ),
  },
  {
    // Decision 077: a foreboding said in general words: danger stated of a time or a place ('early
    // mornings can be dangerous', 'balconies are high'), enjoying it while they can, 'hope it was
    // worth it', not politely, friends of the poster's coming along, the poster close by or there
    // again tomorrow.
    kind: 'a foreboding',
    re: gated(
      /\b(?:(?:early |late )?(?:mornings?|nights?|evenings?)|roads?|streets?|parking (?:lots?|garages?)|car parks?|alleys?|stairs|stairwells?|balcon(?:y|ies)|bridges?|ledges?|winters?|commutes?|walks? home|this time of (?:year|night)) (?:can|could|might|are|is|get) (?:be |get )?(?:very |really |so |pretty |awfully )?(?:dangerous|risky|unsafe|slippery|lonely|deadly|high|dark)\b|\benjoy (?:it|that|this|them|(?:your|his|her|their) \w+) while (?:you|he|she|they|it) (?:can|still can|lasts?)\b|\bhope (?:it|that|this|the [\w$]+|your \w+) (?:was|is|were) worth it\b|\bnot (?:politely|nicely|gently|kindly|calmly)\b|\b(?:so|and so|as) will (?:a few|some|several|all|two|three) (?:of )?(?:my )?(?:friends|buddies|mates|guys|cousins|brothers|boys)(?: of mine)?\b|\b(?:i'?m|i am|we'?re|we are) (?:not (?:that )?far|close by|nearby|just down the road|around the corner)\b|\b(?:i|we)(?:'ll| will) be (?:on it|there|around|back|on that \w+|at that \w+) (?:tomorrow|tonight|again|too|every day|next week)\b/i,
    ),
  },
  {
    // Decision 092: what the poster has found out about them, said to them: a place or a detail of
    // their life that someone published or let slip ('the league website lists your club', 'you
    // mentioned your gym on stream'), which thing is theirs, a list or roster kept, having found them,
    // being near them ('I'm only 20 minutes away', 'I go there too now'), a place too small to hide in.
    kind: 'knows their life',
    whereabouts: true,
    re: gated(
      /\b(?:i|we|he|she|they)(?:'ve| have)? (?:found|tracked down|looked up|know who|know which|know what (?:car|truck|street|building|house|school)) (?:you|him|her|them|walks|drives|lives|parks|works|goes|is yours|car|truck|house)\b|\bwhich (?:\w+ )?(?:is|was|are|were) (?:yours|his|hers|theirs)\b|\b(?:i|we) (?:still )?(?:have|kept|saved|got|printed) (?:the|your|his|her|their|a copy of (?:the|your|his|her|their))(?: [\w-]+){0,2} (?:roster|rota|schedule|timetable|address(?:es)?|plates?|home address|contact sheet|employee list|staff list)\b|\b(?:lists?|listed|mentioned|mentions|posted|shows|showed|gave away|said where|told everyone)\b[^.!?\n]{0,30}\b(?:your|his|her|their) (?:[\w-]+ ){0,2}?(?:club|gym|office|workplace|employer|team|school|street|neighbou?rhood|town|route|badge|building|apartment|address)\b|\b(?:your|his|her|their) (?:work |staff |id |employee )badge\b|\b(?:i|we) (?:go|train|work|live|shop|drink|eat|park) (?:there|at (?:your|his|her|their) \w+) (?:too|now|as well)\b|\byou moved to\b|\b(?:your|his|her|their) (?:shift|class|practice|lecture|bus|train|workout) (?:ends|finishes|starts|gets in|leaves) at\b|\b(?:isn'?t|is not|ain'?t) (?:that |a very |such a |a )?(?:big|large)(?: a)? (?:place|town|city|league|world|community|village|school|office)\b|\b(?<![a-z,;:] )small (?:league|town|world|community|city|village|school|office|circles?)[.!]/i,
    ),
  },
  {
    // Decision 092: a warning let fall rather than made: short words that hint at what may happen
    // ('Careful out there', 'People talk', 'Just remember who you crossed', 'Rocks happen', 'would hate
    // for her to run into the wrong person', 'you won't always have your buddies with you'). Each is
    // ordinary alone; with another kind, in a post about someone, it is how veiled threats end.
    kind: 'a warning let fall',
    re: gated(
      /\b(?:be )?careful out there\b|\bwatch yourself\b|\bpeople talk\b|\bremember (?:who|whose|what) (?:you|he|she|they) (?:crossed|messed with|screwed over|got fired|lied to)\b|\bthink (?:about|on) (?:that|this) before\b|\benjoy (?:the|your|his|her|their) (?:drive|walk|ride|trip|commute|bus ride) home\b|\b(?:won'?t|will not|don'?t|can'?t) always (?:have (?:your|his|her|their)|be (?:there|around|with (?:you|him|her|them)))\b|\b(?:would|i'?d|we'?d) hate for (?:you|him|her|them|your|his|her|their|something|anything)\b|\bfunny (?:what|how) (?:people|things|stuff|you)\b|\b(?:rocks|bricks|fires|accidents|things|stuff) (?:just )?happen\.|\b(?:isn'?t|is not|won'?t be|not) in the same (?:shape|condition|state)\b|\b(?:run|runs|bump|bumps) into the wrong (?:person|people|crowd|guys?)\b|\b(?:makes?|make) the (?:drive|walk|trip|wait) (?:feel )?(?:shorter|easier|worth it)\b|\b(?:i'?m|i am|we'?re|we are) (?:only|just) (?:\d+|a few|a couple of|five|ten|fifteen|twenty|thirty) (?:minutes?|mins|miles|km|blocks|streets|stops) away\b|\breturn the favou?r\b[^.!?\n]{0,20}(?:[.!\n]|$)/i,
    ),
  },
  {
    kind: 'harm',
    re: gated(
      /\b(?:ambulance|hospital|body bag|stretcher|icu|broken (?:legs?|arms?|nose|jaw|ribs)|bleed(?:ing)?|hurt (?:him|her|them|you)|beat(?:ing)? (?:him|her|them|you))\b/i,
    ),
  },
];
/** Someone the post is about. */
const TARGET = gated(
  /\b(?:he|she|they|him|her|them|you|your|yours|his|their|whoever)\b|\bto (?:the|that|my) (?:[\w-]+ ){1,3}(?:who|that|whose)\b/i,
);

/** Every kind as one pattern: most texts hold none, and one pass tells (every generated post is checked; issue 27). */
const ANY_KIND = gated(
  anyOf(
    MENACE_KINDS.map(({ re }) => re.re),
    'i',
  ),
);

/**
 * Decision 092: a post written at an adversary: addressed to someone who wronged the poster ('To the
 * ref who cost us the final', 'To whoever keeps parking in my spot', 'Kyle, …') or telling them what
 * they did ('you banned me', 'you got me fired').
 */
const AT_ADVERSARY = gated(
  /^(?:(?:an? )?(?:open |little |quick |friendly |final )?(?:note|message|letter|reminder|word) (?:to|for) |to |dear |hey,? |attention,? )(?:the |that |my |our |whoever\b|you\b|all (?:the )?)|\byou know who you are\b|\b(?:you|whoever|the (?:guy|girl|man|woman|person|idiot|clown|jerk|lady|dude|driver|ref|referee|neighbou?r|mod|moderator|streamer|landlord|tenant|boss|manager|coworker|co-worker) (?:who|that)) (?:\w+ )?(?:banned|blocked|ghosted|fired|reported|stole|took|cut (?:me|us) off|rear-?ended|dented|scratched|keyed|cheated|lied|screwed|ruined|cost (?:me|us)|got (?:me|us) (?:fired|banned|kicked|suspended)|kicked (?:me|us)|dumped|stiffed|scammed|doxx?ed|insulted|humiliated|parks?|parked|keeps? (?:\w+ing))\b/im,
);
/** 'Kyle, I found you': a name called at the start, case-sensitive so a word is no name. */
const NAME_CALLED = gated(
  /^(?!(?:Hey|Hi|Hello|Thanks|So|Well|Ok|Okay|Update|Edit|Guys|Folks|Everyone|Reddit|Mods|Yes|No|Oh|Man|Dude|Friends|Ladies|Gentlemen)\b)[A-Z][a-z]+, (?:you|I|we|your)\b/m,
);
/** The wrong in AT_ADVERSARY's own words ('you banned', 'the driver who cut me off'). */
const WRONGED =
  /\b(?:banned|blocked|ghosted|fired|reported|stole|took|cut (?:me|us) off|rear-?ended|dented|scratched|keyed|cheated|lied|screwed|ruined|cost|got (?:me|us)|kicked|dumped|stiffed|scammed|doxx?ed|insulted|humiliated|parks?|parked|keeps?)\b/i;
/** 'To the cyclist who spat at my car': the person addressed did something to the poster. */
const DID_TO_ME = /\bto (?:the|that|whoever|my)\b[^.!?\n]{0,30}\b(?:who|that)\b (?:\w+ ){1,3}?(?:me|my|us|our)\b/i;
/** Gratitude: 'to the guy who helped me' is thanks. */
const THANKS = /\b(?:thank(?:s| you)?|grateful|appreciate|kind(?:ness)?|helped|saved|made my day|no need to)\b/i;
/** One of their life's particulars, the kind that lets someone find or reach them. */
const THEIR_PARTICULARS = gated(
  /\b(?:your|his|her|their) (?:(?:kid|kids|wife|husband|sister|brother|mom|mum|dad|parents|family|girlfriend|boyfriend|partner)'s? |(?:work|home|new|old|night|day|early|late) )?(?:car|truck|van|bike|motorbike|plates?|licen[cs]e plate|house|home|apartment|flat|street|address|office|workplace|employer|shift|gym|school|kids?|children|son|daughter|wife|husband|sister|brother|mom|mum|parents|family|club|team|league|route|schedule|routine|bus stop|bus|train|driveway|windows|porch|building|neighbou?rhood|commute|badge|desk|locker|parking spot)\b/i,
);
/** Detail that says the poster knows the particular: a time, a weekday, a named place, a recurring habit, or a claim to know. */
const KNOWN_DETAIL = gated(
  /\b\d{1,2}(?::\d\d)?\s?(?:am|pm)\b|\b(?:at|by|until|after|before) \d{1,2}(?::\d\d)?\b|\b(?:every|on|most|next|this) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|night|evening)s?\b|\b(?:i|we)(?:'ve| have)? (?:know|knew|saw|seen|noticed|found|looked up|checked|watched|followed|remember|timed)\b/i,
);
/** A named place ('on Mill Street', 'behind the Tesco'): case-sensitive, so the capital says it is a name. */
const NAMED_PLACE =
  /\b(?:on|at|behind|near|outside|off) (?:the )?[A-Z][a-z]+(?: (?:Street|St|Road|Rd|Avenue|Ave|Lane|Drive|Court|Park|Mall|Plaza|Square))?\b/;

/** A post aimed at an adversary that recites where or how to reach them: intimidation without a threat word. */
function aimedParticulars(text: string): string | null {
  // Their particulars first: the one gated pattern here, which most texts (pre-scanned) skip whole.
  if (!THEIR_PARTICULARS.test(text)) return null;
  // Said to them, not of them: telling a third party where someone is exposes them (personal information), it does not intimidate.
  // And said at the start: a long story that turns to someone midway is no post written at them.
  const opening = text.slice(0, 200);
  const at = /\byou(?:r|rs)?\b/i.test(text) ? (AT_ADVERSARY.exec(opening) ?? NAME_CALLED.exec(opening)) : null;
  // An address alone is how thanks and lost-and-found notes open: it must carry a wrong done to the poster.
  if (!at || !(WRONGED.test(at[0]) || GRIEVANCE.test(text) || DID_TO_ME.test(text)) || THANKS.test(text)) return null;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const particular = THEIR_PARTICULARS.exec(sentence);
    // The sentence alone is quoted: the address ('To the …') is how the post opens, the menace is in what it recites.
    if (particular && (KNOWN_DETAIL.test(sentence) || NAMED_PLACE.test(sentence))) return sentence.trim();
  }
  return null;
}

/**
 * Decision 100: the person did something to the poster's own, said where the post opens ('Coach who benched my son',
 * 'To the guy who keyed my car', 'My ex won't return my dog'). A title is how a post is aimed; a story about a stranger
 * rarely opens so.
 */
const WRONG_OPENING =
  /^[^\n]{0,40}?\b(?:who|whoever|that) (?:\w+ ){0,2}?(?:\w+ed|stole|took|broke|hit|ran|left|lost|threw|spat|kicked|sold|keeps?|wrote|won'?t|stiffed|owes?)\b[^\n]{0,30}?\b(?:me|my|us|our)\b|^(?:to )?(?:(?:my|our|the) )?[\w' -]{1,25}? (?:won'?t|wouldn'?t|refuses to|still (?:has|owes|won'?t)|kept|keeps) (?:return|give|pay|refund|fix|my|our|me|us)\b|^(?:the |my |our |a |this )?(?:[\w'-]+ )?(?:neighbou?rs?|landlord|landlady|tenant|flatmate|roommate|coach|ref|referee|boss|manager|co-?worker|colleague|ex|teacher|driver|guy|girl|man|woman|kid|mods?|streamer|seller|buyer|customer|client|contractor|reviewer|supplier) \w+ing (?:\w+ ){0,3}?(?:me|my|us|our)\b/i;
/** 'You ran my daughter off the road', 'you cost my lad's team the cup': the wrong told to them. */
const YOU_DID =
  /\byou (?:\w+ed|ran|hit|took|stole|broke|left|threw|spat|cut|sold|kept|cost|stuck|lost) (?:me|my|us|our)\b|(?:^|[.!?]\s+)(?:\w+ed|took|stole|broke|threw|spat|sold|kept|lost) (?:me|my|us|our)\b/im;
/** Gratitude, read narrowly: a threat says 'not the kind you'll enjoy' and 'saved every screenshot'. */
const GRATITUDE =
  /\b(?:thank(?:s| you)?|grateful|appreciate|kindness|so kind|very kind|helped (?:me|us|my)|saved (?:me|us|my)|made my day)\b/i;
/** 'To my landlord', 'Neighbour with the barking dog': a post whose opening names a person is about them though its body has no pronoun for them. */
const ADDRESSED =
  /^(?:to|dear) (?:my|the|that|our) |^[^\n]{0,40}?\b(?:neighbou?rs?|landlord|landlady|tenant|flatmate|roommate|coach|ref|referee|boss|manager|co-?worker|colleague|ex|teacher|driver|guy|girl|man|woman|kid|mods?|streamer|seller|buyer|customer|client|contractor|reviewer|supplier)\b/i;

/**
 * Decision 100: a veiled threat read by its build rather than its words. Two different fields, one of which menaces (a
 * consequence left unsaid, the poster's people, a memory kept, regret promised) and one of which aims it (a wrong
 * done to the poster, what the poster holds of them, a demand with a deadline, or the poster's people, who do both).
 * A memory kept beside what the poster knows of them is a regular's grudge at the gym, not yet a threat, so that pair
 * alone is not enough; neither are two menaces without an aim (a derby's 'you'll wish you'd stayed home, we've got a
 * long memory').
 */
function anchoredMenace(text: string): string | null {
  // The aims first: a menace counts only aimed, most texts hold no aim, and UNSAID's words ('it gets', 'going') are in
  // most texts, so it runs last (issue 27: it was the check's costliest pattern on the writer's posts).
  const people = THEIR_PEOPLE.exec(text);
  const wronged = GRIEVANCE.exec(text) ?? WRONG_OPENING.exec(text) ?? YOU_DID.exec(text);
  const holds = HOLDS_OF_THEM.exec(text);
  const ultimatum = ULTIMATUM.exec(text);
  if (!people && !wronged && !holds && !ultimatum) return null;
  const regret = MADE_TO_REGRET.exec(text);
  const score = KEPT_SCORE.exec(text);
  const unsaid = UNSAID.exec(text);
  if (!unsaid && !people && !score && !regret) return null;
  if (!(TARGET.test(text) || ADDRESSED.test(text) || WRONG_OPENING.test(text)) || LAWFUL.test(text) || GRATITUDE.test(text)) return null;
  const menaces = [unsaid, people, score, regret].filter(Boolean).length;
  const aims = [wronged, holds, ultimatum, people].filter(Boolean).length;
  const aimed =
    (people && (menaces > 1 || aims > 1)) || (wronged && menaces > 0) || (ultimatum && menaces > 0) || (holds && (unsaid || regret));
  if (!aimed) return null;
  return [wronged, holds, ultimatum, unsaid, people, score, regret]
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[0].trim())
    .join(' · ');
}

/** The hinted threat's words ('… · …'), or null. */
export function hintedMenace(text: string): string | null {
  prescan(text);
  const advice = ASKS_ADVICE.test(text);
  const aimed = !advice ? (aimedParticulars(text) ?? anchoredMenace(text)) : null;
  if (aimed) return aimed;
  // Two kinds must match (below): where the pre-scan leaves fewer than two possible, nothing need run (decision 086).
  if (MENACE_KINDS.filter(({ re }) => re.mayMatch(text)).length < 2) return null;
  if (!ANY_KIND.test(text) || !TARGET.test(text) || ASKS_ADVICE.test(text)) return null;
  const found: string[] = [];
  const spans: [number, number][] = [];
  let menace = false;
  for (const { re, whereabouts } of MENACE_KINDS) {
    const m = re.exec(text);
    // Decision 100: the same words read by two kinds ('Enjoy it while it lasts' is innuendo and a foreboding) are one hint, not two.
    if (m && !spans.some(([a, b]) => m.index === a && m.index + m[0].length === b)) {
      spans.push([m.index, m.index + m[0].length]);
      found.push(m[0]);
      if (!whereabouts) menace = true;
    }
  }
  // Knowing where and when alone is how people talk of friends and neighbours (decision 077): one kind at least must menace.
  return found.length >= 2 && menace ? found.join(' · ') : null;
}
