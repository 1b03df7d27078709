/**
 * A sales pitch told in a member's voice (decision 063), the way hinted threats are read
 * (menace.ts): no one signal sells ('not clickbait', 'half price', 'this weekend only', a link), but
 * a post that praises a product like a planted review and says where to get it, or that pays readers
 * for a review, is what moderators remove as spam. Praise needs two of an offer, a deadline and a
 * place to act beside it ('this app changed everything, link below' is how members share); pay for
 * a review needs one.
 */
import { gated, prescan } from '../../analysis/word-prescan';

/** Praise in a planted review's voice. */
const PRAISE = gated(
  /\b(?:(?:easiest|best|only|smartest) (?:thing|product|app|supplement|purchase|decision|habit|investment) (?:i'?ve|i have|i) (?:ever )?(?:stuck with|made|bought|tried|found|done)|not (?:clickbait|sponsored|an ad|a diet|a scam)|i was (?:skeptical|sceptical)(?: too| at first)?|(?:zero|no) (?:lag|side effects|downsides|crashes)|turned \$\d[\d,]* into \$\d[\d,]*|(?:down|lost) \d+ ?(?:lbs|pounds|kg|kilos)(?: in \d+ (?:days|weeks|months))?|changed everything|(?:fixed|cured|saved|changed|transformed) my (?:life|back|skin|sleep|posture|hair|knees?|gut|business|marriage)|game[- ]changer|holy grail|night and day(?: difference)?|swear by|can'?t recommend (?:it|them|this) enough|best money (?:i'?ve|i have) (?:ever )?spent|made me (?:\w+ ){0,2}\d+ ?% (?:faster|better|stronger|happier))\b/i,
);
/** An offer: a price, a discount, a bonus, a free trial. */
const OFFER = gated(
  /(?:[$€£]\s?\d[\d,.]*|\b\d{1,2}\s?% off\b|\bhalf (?:price|off)\b|\bfree spins\b|\bno deposit\b|\b(?:sign[- ]?up|welcome|deposit) bonus\b|\bfree trial\b|\bbuy one get one\b|\bbogo\b|\bmoney[- ]back\b|\bguaranteed (?:results|returns|profit)\b|\b\d+ (?:free|bonus) (?:spins|credits|months|days)\b|\bextra \d+ (?:free |bonus )?(?:spins|credits|coins|tokens)\b)/i,
);
/** A deadline or a limit. */
const DEADLINE = gated(
  /\b(?:this (?:weekend|week) only|today only|ends (?:tonight|today|tomorrow|on \w+day|this \w+)|first \d+ (?:people|buyers|customers|sign[- ]?ups|readers|users)|offer (?:good|valid) (?:for|until|through)|while (?:it|they|stocks?|supplies) lasts?|before (?:it'?s|they'?re) gone|limited (?:time|spots|stock|supply)|(?:before|until) (?:the (?:next )?(?:batch|drop|stock|restock) )?(?:sells|sell) out|just restocked|back in stock)\b/i,
);
/** Where to act: a link off Reddit, 'link below', 'use my invite', 'DM me'. */
const ACT = gated(
  /(?:\bhttps?:\/\/(?!(?:www\.|old\.|np\.)?reddit\.com|redd\.it|i\.imgur\.com)\S+|(?<![@\w./-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|io|co|shop|store|app|bet|live|club|info|site|online|xyz|me)(?:\/\S*)?\b|\blink (?:below|in (?:my |the )?(?:bio|profile|comments))\b|\buse my (?:invite|link|code|referral)\b|\b(?:dm|pm|message|inbox) me\b|\bsign up (?:here|now|today|through|with|at)\b)/i,
);
/** Readers paid to act: 'we'll Venmo you $5', '$5 for every 5-star review'. */
const PAYS = gated(
  /\b(?:(?:we|i)(?:'ll| will) (?:venmo|paypal|cash ?app|zelle|pay|send|tip) (?:you|them) (?:\$|€|£)?\d|(?:get|earn|receive) (?:\$|€|£)\d[\d.]* (?:for|per) (?:a |each |every |your )?(?:\d-star )?(?:review|rating|referral|sign[- ]?up|download)|(?:\$|€|£)\d[\d.]* (?:for|per) (?:a |each |every |your )?(?:\d-star )?(?:review|rating|referral|sign[- ]?up|download)|paid (?:for|to) (?:review|rate|leave)|(?:leave|post|write) (?:us )?a \d-star (?:review|rating)\b[^.\n]{0,60}\b(?:get|we'?ll|and)\b)/i,
);
/** A post warning readers off such offers names them to warn. */
const WARNS_OFF = gated(/\b(?:psa|scams?|scammers?|rigged|don'?t fall for|do not fall for|beware|avoid (?:these|this|them)|warning)\b/i);

/** The pitch's words ('… · …') and whether readers are paid to act, or null. */
export function salesPitch(text: string): { words: string; pays: boolean } | null {
  prescan(text);
  const praise = PRAISE.exec(text);
  const pays = PAYS.exec(text);
  if (!praise && !pays) return null;
  if (WARNS_OFF.test(text)) return null;
  const found = [praise, pays, OFFER.exec(text), DEADLINE.exec(text), ACT.exec(text)].filter((m): m is RegExpExecArray => m !== null);
  const needed = pays ? 2 : 3;
  return found.length >= needed ? { words: found.map((m) => m[0]).join(' · '), pays: pays !== null } : null;
}
