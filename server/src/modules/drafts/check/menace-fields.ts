/**
 * Decision 092: a veiled threat read as three fields of meaning rather than set phrases. Drafts
 * written blind after each round of phrase patterns (rounds u, w, x) were caught at 0–20 %: a veiled
 * threat's wording is new every time. What they share is what they are about: a grievance against a
 * person, particulars of that person's life the poster knows, and an omen of harm. Each field alone is
 * ordinary talk; a post about someone holding all three is how intimidation is written.
 */
import { gated } from '../../analysis/word-prescan';

/** The person wronged the poster, or owes them. */
export const GRIEVANCE = gated(
  /\b(?:(?:perma-?)?bann?ed (?:me|us)|blocked (?:me|us)|ghosted (?:me|us)|reported (?:me|us|my)|mass[- ]reported|copied (?:me|my|us|our)|lied (?:to|about)|cheated|stole|snitched|ratted|undercut(?:ting)?|got (?:me|us) (?:fired|banned|kicked|suspended|written up)|wrote (?:me|us) up|written up|laughed at (?:me|us|my)|laughed|mocked|insulted|humiliated|disrespected|dumped (?:me|us)|scammed (?:me|us)|ripped (?:me|us) off|kept (?:my|our|the) (?:entire |whole )?(?:deposit|bond|money|stuff)|cost (?:me|us)|blamed (?:me|us)|ran to (?:hr|the boss|the manager|the mods?|the teacher|the police|the school)|told (?:hr|on (?:me|us))|one-star|1-star|bad review|cut (?:me|us) off|cut across|(?:gave|flipped) (?:me|us) (?:the finger|off|the bird)|(?:owes?|owed) (?:me|us) (?:money|rent|[$£€]|\d|for|months|weeks)|still owes? (?:me|us)|(?:months?|weeks?) behind|behind on (?:rent|payments)|won'?t pay|didn'?t pay|never paid|keeps? (?:parking|taking|letting|leaving|stealing|blocking|calling|posting)|talking trash|talked trash|trash[- ]talk(?:ed|ing)?|called me (?:a|an)|deleted my|removed my|blocked (?:on|everywhere)|you know (?:exactly )?what you did)\b/i,
);
/** The poster knows where or when to find them, or what is theirs. */
const PARTICULARS = gated(
  /\b(?:i|we)(?:'ve| have)? (?:know|knew|found out|worked out|figured out) (?:which|where|when|what time|who)\b|\b(?:i|we)(?:'ve| have)? (?:tracked|followed|watched|clocked|looked up|zoomed in on) (?:you|him|her|them|your|his|her|their)\b|\bworked out (?:his|her|their|your) (?:street|address|house|school|work|office|name)\b|\b(?:every|most) (?:single )?(?:weekday|night|morning|evening|afternoon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bon (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b|\blike clockwork\b|\balways (?:parks?|parked|leaves?|walks?|takes?|sits?|eats?|drives?) (?:[\w-]+ ){0,3}?(?:by|at|in|near|behind|outside|next to|on)\b|\b(?:leaves?|gets? (?:off|home|out|in)|finish(?:es)?|ends?|starts?|walks?|arrives?|clocks? (?:in|out)|opens?|closes?|catch(?:es)?|takes?|does|eats?|runs?|drives?|parks?|sits?)\b[^.!?\n]{0,30}\b(?:at|by|around|from|till|until) \d{1,2}(?:[:.]\d\d)?(?:\s?(?:am|pm))?\b|\b(?:house|flat|apartment|door|room) number\b|\b(?:your|his|her|their) (?:front door|street|house|home|address|car|truck|van|route|commute|shift|depot|workplace|gym|kids?|children|little sister|sister|brother|wife|husband|parents|locks?|spare key)\b|\bwhich (?:\w+ )?(?:the kids?|he|she|they|you) (?:go|goes|live|lives|park|parks|works?|drives?)\b|\b(?:walks?|goes|rides?|eats?|does (?:the )?(?:pickup|drop-?off|school run)) (?:[\w-]+ ){0,4}alone\b/i,
);
/** Harm hinted at, a consequence left unsaid: these say it outright enough to need one more field. */
const OMEN = gated(
  /\b(?:have|has|had|having|tend to have) accidents\b|\baccidents happen\b|\bwould be (?:a |such a |a real )?(?:tragedy|shame|pity)\b|\b(?:(?:it'?d|it would|would) be )?a (?:real |such a )?(?:pity|shame) if\b|\bgo(?:es)? up in (?:flames|smoke)\b|\bhow easily (?:things|stuff|windows|glass|bones|cars) (?:break|get broken|burn)\b|\bsleep tight\b|\b(?:enjoy|make the most of) (?:it|that|them|your [\w ]{1,20}) while (?:they|it|you can) lasts?\b|\bonly one of us\b|\bdecide what to do with (?:that|this|it|the)\b|\bteach (?:him|her|them|you) (?:some )?(?:manners|respect|a lesson)\b|\bstop being nice\b|\b(?:not|don'?t \w+|won'?t \w+) (?:politely|nicely|gently)\b|\bmake (?:him|her|them|you) sorry\b|\b(?:he|she|they|you)(?:'ll| will) regret\b|\bcome (?:and )?say (?:it|that) (?:there|to my face|in person)\b|\bbring your (?:mates|friends|boys|buddies)\b|\bwatch (?:your|his|her|their) (?:back|step)\b|\bwon'?t always have (?:your|his|her|their)\b|\brocks happen\b|\b(?:find|finds) out the hard way\b|\bremember (?:who|whose|what) (?:you|he|she|they) (?:crossed|messed with)\b/i,
);
/** Softer omens, ordinary in advice and stories: these need both other fields. */
const SOFT_OMEN = gated(
  /\ban accident\b|\bcatch(?:es)? fire\b|\bburn(?:s|ed|t)? down\b|\b(?:pretty |very |so )?fragile\b|\bget (?:really |very )?(?:slick|slippery|icy)\b|\bif i were (?:you|him|her|them)\b|\b(?:a )?friendly (?:tip|reminder|warning)\b|\bjust saying\b|\bin person\b|\bwe'?ll see (?:how|who|what)\b|\b(?:has|have) until (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the end|next)\b|\blong memory\b|\b(?:be )?careful out there\b|\bpeople talk\b|\bthings (?:break|happen)\b|\bsee (?:you|ya) (?:soon|around)\b/i,
);
/** Someone the post is about. */
const TARGET =
  /\b(?:he|she|they|him|her|them|you|your|yours|his|their|theirs|whoever|(?:this|that|these|those) (?:guy|guys|people|lot))\b/i;
/** A post asking what to do about someone is a question, not a threat ('Should I call the police?'). */
export const ASKS_ADVICE = gated(
  /\b(?:what (?:should|can|do) (?:i|we)|should i|how (?:do|can|should) i|is it (?:legal|ok|okay|normal)|any advice|what are my options|call the police|report (?:him|her|them|it) to)\b/i,
);

/** The three fields' words ('… · … · …'), or null. */
export function menaceFields(text: string): string | null {
  const omen = OMEN.exec(text);
  const soft = omen ? null : SOFT_OMEN.exec(text);
  if ((!omen && !soft) || !TARGET.test(text) || ASKS_ADVICE.test(text)) return null;
  const grievance = GRIEVANCE.exec(text);
  const particulars = PARTICULARS.exec(text);
  if (omen ? grievance || particulars : grievance && particulars)
    return [grievance?.[0], particulars?.[0], (omen ?? soft)![0]].filter(Boolean).join(' · ');
  return null;
}
