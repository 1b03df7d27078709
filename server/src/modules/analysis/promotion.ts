/**
 * Promotion judged by what a text does, not by the poster speaking in the first person (decision
 * 024): discount codes, affiliate and tracking links, URL shorteners, prices with a call to buy or
 * to message, and first-person selling (a launch, 'check out my app', 'sign up', 'free trial').
 * 'I started a business and here is what I learned' is a story, not promotion: 'I built' or
 * 'my startup' count only beside a link or a call to act. Each signal carries the draft's words
 * it rests on, so a finding can quote them.
 */
import { gated, prescan } from './word-prescan';

export type PromotionSignalKind =
  | 'code'
  | 'discount'
  | 'affiliate-link'
  | 'shortener'
  | 'price-call'
  | 'payment'
  | 'urgency'
  | 'spelled-link'
  | 'off-platform'
  | 'entry-bait'
  | 'scam-offer'
  | 'selling';

export interface PromotionSignal {
  kind: PromotionSignalKind;
  /** The words of the text that show it, as written. */
  words: string;
}

export const PROMOTION_KIND_LABEL: Record<PromotionSignalKind, string> = {
  code: 'a discount code',
  discount: 'a discount',
  'affiliate-link': 'an affiliate or tracking link',
  shortener: 'a shortened link',
  'price-call': 'a price with a call to buy',
  payment: 'payment details',
  urgency: 'pressure to buy soon',
  'spelled-link': 'a link spelled out to get past filters',
  'off-platform': 'a contact off Reddit',
  'entry-bait': 'follows or likes asked for an entry',
  'scam-offer': 'something paid offered free or a money scheme',
  selling: 'first-person selling',
};

export const URL_SHORTENERS = [
  'bit.ly',
  'tinyurl.com',
  'goo.gl',
  't.co',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  'shorturl.com',
  't.ly',
  'lnkd.in',
  'amzn.to',
  'linktr.ee',
];
/** Hosts that exist to pay or track a referrer. */
const AFFILIATE_HOSTS = [
  'amzn.to',
  'shareasale.com',
  'hop.clickbank.net',
  'clickbank.net',
  'awin1.com',
  'go.skimresources.com',
  'click.linksynergy.com',
  'anrdoezrs.net',
  'jdoqocy.com',
  'tkqlhce.com',
  'dpbolvw.net',
  'pntra.com',
  'sjv.io',
  'impact.com',
  'partnerstack.com',
  'refersion.com',
  'gumroad.com/a/',
];
/**
 * Query parameters that pay or identify a referrer. A campaign tag (`utm_*`) alone is how feeds and
 * newsletters label every link they pass on (72,000 upvoted snapshot posts carried 626 of them);
 * it counts only where the campaign names Reddit, i.e. the link was tagged to be posted here.
 */
const TRACKING_PARAM = /^(?:referral|aff|aff_id|affid|affiliate|affiliate_id|irclickid)$/i;
/**
 * Parameters a publisher uses for its own links as often as a referrer does ('?ref=books' on every
 * New York Times link): they count only beside another sign that the post sells.
 */
const SOFT_TRACKING_PARAM = /^(?:ref|ref_id|refid|referrer|clickid|partner|partner_id|sub_id|subid|coupon|discount|promo|via)$/i;
const CAMPAIGN_PARAM = /^utm_(?:source|medium|campaign)$/i;
/** Amazon's associate tag: `tag=` means nothing elsewhere. */
const AMAZON_HOST = /(?:^|\.)amazon\.[a-z.]+$/;

const URL_RE = /\bhttps?:\/\/[^\s<>()"'\]]+/gi;
/**
 * A link written without its scheme ('linktr.ee/laura', 'rankrocket.io/audit', 'shop.example.com'),
 * on the top-level domains shops and link pages use. A file name ('index.js', 'Node.js') has none
 * of them; 'e.g.' and version numbers have no letters after the dot.
 */
const BARE_LINK =
  /(?<![@\w./-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:com|net|org|io|co|ee|ly|me|shop|store|app|to|gg|ai|xyz|biz|us|uk|ca|de|fr|au|in|tv|link|site|online|live|info|club|pro|academy|courses?|deals)\b(?:\/[^\s<>()"'\]]*)?/gi;
/** Whether a text can hold a bare link at all: the domain pattern is costly to try at every position. */
const HAS_TLD =
  /\.(?:com|net|org|io|co|ee|ly|me|shop|store|app|to|gg|ai|xyz|biz|us|uk|ca|de|fr|au|in|tv|link|site|online|live|info|club|pro|academy|courses?|deals)\b/i;
/** 'freshnest dot com': a link spelled out to get past link filters. */
const SPELLED_LINK = gated(/\b[a-z0-9-]{3,}\s*(?:\(dot\)|\[dot\]|\bdot)\s*(?:com|net|org|io|co)\b/i);

const CODE_WORDS = gated(/\b(?:discount|promo|coupon|voucher|referral|invite|affiliate)[- ]codes?\b[^.\n]{0,30}/i);
/** 'use code REDDIT50', 'code: SAVE20' (the code itself in capitals or with digits). */
const CODE_TOKEN = gated(
  /\b(?:[Uu]se|[Ee]nter|[Aa]pply|[Ww]ith|[Cc]ode)\b[^\n.]{0,20}?\b(?:[Cc]ode|CODE)\b\s*:?\s*["“']?([A-Z][A-Z0-9]{3,}|[A-Z]*\d+[A-Z][A-Z0-9]*)\b|\b(?:[Uu]se|[Ee]nter|[Aa]pply|[Ww]ith)\s+["“']?([A-Z]{3,}\d{1,3})\b(?=[^.\n]{0,40}(?:% off|off\b|discount|[$€£]\s?\d))|\bcode\s*:\s*["“']?([A-Z0-9]{4,})\b/,
);
/**
 * 'code NESTMOM25 gets you…': the word code before a capitalised token that mixes letters and
 * digits. An error or status code ('error code E404', 'exit code 137') is not one.
 */
const BARE_CODE = gated(
  /(?<!\b(?:error|status|exit|zip|area|postal|post|source|country|http|response|return|promo|discount|coupon)\s)\b[Cc]ode\s+["“']?([A-Z]{3,}\d+[A-Z0-9]*)\b/,
);
const PERCENT_OFF = gated(
  /\b\d{1,2}\s?% off\b[^.\n]{0,30}|[$€£]\s?\d+(?:\.\d\d)? off\b[^.\n]{0,30}|\b(?:\d{1,2}|one|two|three|six) (?:months?|weeks?) (?:free|for free) (?:on|with|when)\b[^.\n]{0,30}/i,
);

const PRICE = gated(
  /(?:[$€£]\s?\d[\d,.]*(?:\s?(?:k|\/mo|\/month|\/year|a month|per month))?|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|bucks)\b)/i,
);
/** A seller's call: the poster asks readers to buy from them. */
const BUY_CALL = gated(
  /\b(?:buy now|order (?:now|here|today|yours)|comment ["“'‘]?\w+["”'’]? (?:below )?(?:and|&) (?:i'?ll|i will) (?:send|dm|pm|message|inbox)\b|(?<!\b(?:don'?t|do not|never|not|stop) )(?:order|buy|register|enrol|enroll|book (?:a |your )?(?:seat|spot|place)) (?:it |them |one |now |today |here )?(?:at|from|on|via) (?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b|purchase (?:now|here|today)|grab (?:yours|one)|get yours|shop now|add to cart|limited (?:time|stock|offer)|(?:dm|pm|message|inbox) me\b|hit me up|link in (?:my |the )?(?:bio|profile)|selling (?:it |them )?for\b)/i,
);
/**
 * Words of the market that news and reviews use as much as sellers ('now in stock', 'a $41-million
 * Ferrari for sale', 'I'm going to buy one'): a call only where the poster sells.
 */
const MARKET_TALK = gated(/\b(?:buy (?:it |one |yours|here|today)|in stock|available (?:now )?(?:at|on|from)\b|for sale\b)/i);
/** How the buyer pays: 'I take Venmo and CashApp', 'PayPal only', 'payment via Zelle'. */
const PAYMENT = gated(
  /\b(?:(?:i|we) (?:take|accept)|payments? (?:via|through|by|with)|pay (?:via|through|by|with)|(?:paypal|venmo|cash ?app|zelle)(?: or [a-z ]+)? only)\b[^.\n]{0,20}\b(?:paypal|venmo|cash ?app|zelle|crypto|bitcoin|card|cards)\b|\b(?:paypal|venmo|cash ?app|zelle) (?:me|accepted|only|or (?:paypal|venmo|cash ?app|zelle))\b/i,
);
/**
 * Readers sent off Reddit to deal: a messenger or a group ('Text … on WhatsApp', 't.me/…', 'join my
 * Telegram', a Discord invite, 'add me on Snapchat').
 */
const OFF_PLATFORM = gated(
  /\b(?:t\.me\/\w+|discord\.gg\/\w+|chat\.whatsapp\.com\/\w+|wa\.me\/\d+|(?:join|dm|message|text|contact|add|hit) (?:me|us|my|our)?\s*(?:on |in |via |at )?(?:whats ?app|telegram|signal|snap(?:chat)?|kik|wechat|discord(?: server)?|private group|vip group)\b|(?:on|via) (?:whats ?app|telegram|signal)\b|(?:join|in) (?:my|our|a|the) (?:private|vip|paid) (?:group|channel|chat|discord|server)|(?:my|our) (?:telegram|whats ?app|signal|discord) (?:group|channel|chat|server))/i,
);
/** A giveaway entered by following, liking or tagging: engagement bought with a prize. */
const ENTRY_BAIT = gated(
  /\b(?:to enter|for a chance to win|to win|giveaway|giving away)\b[^]{0,120}?\b(?:(?:follow|like|share|subscribe to|retweet|repost) (?:me|us|my|our|this|the (?:post|page|account|channel))|tag (?:\w+ )?friends?|@\w)\b|\b(?:follow|like|tag \w+ friends?|subscribe)\b[^\n]{0,60}\b(?:to enter|to win|for a chance)\b/i,
);
/**
 * Offers that are scams whoever posts them: paid accounts or currencies for free, money schemes
 * ('made $4,200 from signals', 'passive income', 'my mentor shares his trades'). The \b every
 * branch opens with is written once before them all, so V8 skips the positions inside words
 * (decision 064; the same matches).
 */
const SCAM_OFFER = gated(
  /\b(?:send \$?\d[\d,.]*k?\b[^.\n]{0,30}?\b(?:get|receive|make)s? (?:back )?\$?\d|(?:cash ?app|paypal|venmo|money) flips?\b|double your (?:money|bitcoin|crypto)\b|(?:we|i) (?:write|do|complete|take) (?:your |any |all )?(?:essays?|assignments?|homework|exams?|online (?:classes|exams?|tests?)|dissertations?|thes[ie]s)\b|plagiarism[- ]free\b|(?:take|do|write|finish|complete|sit) your (?:online |term |final |whole )?(?:exams?|tests?|class(?:es)?|papers?|essays?|assignments?|homework|thes[ie]s|dissertations?|quizzes|courses?)\b[^.\n]{0,40}\b(?:for you|guaranteed|quote|rates?|fee|price)\b|send (?:any amount|\$?\d[\d,.]*k?)\b[^.\n]{0,60}\b(?:double|twice|2x|triple)\b|free (?:(?:discord )?nitro|netflix|spotify|disney\+?|hbo|hulu|prime|robux|v-?bucks|steam|psn|xbox|gift ?cards?|crypto|bitcoin|followers)\b(?: (?:premium|accounts?|codes?|keys?|cards?|wallets?))?|(?:crypto|forex|trading|betting) signals?\b|passive income\b[^.\n]{0,40}\b(?:dm|message|join|link|text)\b|connect your wallet (?:at|to|on|via) (?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b[^.\n]{0,40}|claim (?:your |the )?(?:free )?(?:airdrop|allocation|tokens|nft)\b[^.\n]{0,40}\b(?:at|on|via)\s+[a-z0-9-]+\.[a-z]{2,}|made \$[\d,.]+k? (?:last|this|a|per|in (?:a|one)) (?:month|week|day)\b[^\n]{0,80}\b(?:dm|message|text|join|link|group|mentor|signals?)\b)/i,
);
/**
 * A product praised as a cure or a revelation ('fixed my back in 2 weeks', 'changed my life',
 * 'game changer'): the voice of a planted review when the post also says where to buy. One \b
 * before every branch, as SCAM_OFFER.
 */
const TESTIMONIAL = gated(
  /\b(?:(?:fixed|cured|saved|changed|transformed) my (?:life|back|skin|sleep|posture|hair|knees?|gut|business|marriage)\b|(?:the )?(?:weight|fat|pounds|kilos) (?:just )?(?:fell|melted|came|dropped) off\b|(?:melted|burned|blasted|erased|cleared|got rid of) (?:my|all my|the) (?:belly|fat|acne|wrinkles|cellulite|eczema|bloating|love handles)\b|(?:swore|swears) by\b|night and day(?: difference)?\b|(?:my )?(?:skin|hair|face|body) (?:is|looks) (?:unrecognis|unrecogniz)able\b|(?:game[- ]changer|life[- ]changer|holy grail|best (?:purchase|thing) i(?:'ve| have)? ever|can'?t recommend (?:it |them |this |enough)|lost \d+ ?(?:lbs|pounds|kg|kilos) (?:without|in \d|by))\b)/i,
);
/** Where to buy: 'ordered from x.com', 'get it on Amazon', 'search X on Temu'. */
const WHERE_TO_BUY = gated(
  /\b(?:ordered|bought|got (?:it|mine|them)|get (?:it|yours|one)|order (?:it |them |one |yours )?(?:through|from|at|on|via)|buy (?:it |them |one |yours )?(?:through|via)) (?:(?:from|at|on) )?(?:[a-z0-9-]+\.[a-z]{2,}|amazon|temu|aliexpress|etsy|ebay|shein|tiktok shop)\b|\b(?:buy one get one|buy \d get \d|bogo|free shipping|(?:second|2nd|next) (?:bottle|box|jar|pack|tube|month) (?:is |for )?free|(?:\d|two|three|four) (?:bottles|boxes|jars|packs|tubes) for the price of (?:1|one|2|two)|flash sale)\b|\b[a-z0-9-]+-official\.(?:com|net|org|shop|store|co)\b|\b(?:their|the) (?:site|website|store|shop) has (?:a |an )?(?:bundle |special |limited |great )?(?:deal|offer|discount|sale)\b/i,
);
/** A service for hire, mostly academic or made-to-order work ('we write essays for any subject, message us for a quote'). */
const SERVICE_OFFER = gated(
  /\b(?:we|i) (?:write|do|make|design|build|edit|complete|take) (?:your |any |custom )?(?:essays?|assignments?|homework|papers?|thes[ie]s|dissertations?|exams?|tests?|logos?|websites?|resumes?|cvs?)\b[^\n]{0,80}|\b(?:plagiarism[- ]free|on[- ]time delivery|affordable (?:rates|prices)|(?:message|email|dm|contact|text) (?:us|me) for (?:a |the )?(?:quote|price|rates?))\b/i,
);
/** 'Check my profile for the link': readers sent to the poster's profile to find what is sold. */
const PROFILE_FUNNEL = gated(
  /\b(?:check|see|visit|look at|click) (?:out )?my (?:profile|bio|page|pinned post)\b[^.\n]{0,25}\b(?:link|links|more|content|details)\b|\blink (?:is )?(?:in|on) my (?:profile|bio|pinned)\b/i,
);
/** Pressure to buy now: stock running out, the price about to rise, an offer ending. */
const URGENCY = gated(
  /\b(?:only \d{1,3} (?:left|remaining|spots?|seats?|copies)|(?:this week|today|this weekend|48 hours|24 hours) only|before (?:it|the (?:deal|offer|sale)) ends|while it lasts|(?:they|it) won'?t last|going fast|first come,? first served|until midnight|ends (?:at )?midnight|expires (?:today|tonight|at midnight)|limited (?:spots|seats|slots|places|spaces)|(?:before|until) (?:the )?price (?:goes|go) up|price (?:goes|going) up (?:on|after|soon|tomorrow|next)|while (?:supplies|stocks?) last|(?:offer|sale|deal|discount) ends (?:on |this |tonight|today|tomorrow|soon|friday|sunday|monday|midnight)|last chance to (?:buy|grab|get|order)|before (?:they'?re|they are|it'?s|it is|spots are|seats are) (?:gone|full|sold out|taken)|(?:seats|spots|places|spaces|stock|supply|supplies) (?:is |are )?(?:capped|limited|running out|running low)|limited (?:stock|supply)|(?:won'?t|will not) be (?:recorded|repeated|available again)|(?:order|buy|sign up|register|get (?:it|yours|them)) [^.\n]{0,50}\bbefore (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b[^.\n]{0,20}/i,
);
/** The post says whose offer it is: 'our agency's offer', 'my shop'. */
const OWNED = gated(
  /\b(?:our|my) (?:own )?(?:agency|shop|store|brand|company|business|studio|bakery|restaurant|app|product|course|startup|service|services|tool|site|website)\b|\b(?:i|we) (?:made|built|run|own|started|founded)\b/i,
);

const LAUNCH = gated(
  /\b(?:(?:i|we)(?:'ve| have)?(?: just| finally| officially)? (?:launched|released|shipped|opened)\b[^.\n!?]{0,60}|(?:we(?:'re| are)|i(?:'m| am)) (?:now |finally )?live on (?:product ?hunt|kickstarter|indiegogo|the app store|google play|steam)\b[^.\n!?]{0,40}|support (?:us|me|our \w+) on (?:product ?hunt|kickstarter|patreon|indiegogo)\b)/i,
);
const SELLING = gated(
  /\b(?:(?:i|we)(?:'m| am|'re| are) (?:selling|offering|giving away)\b[^.\n]{0,50}|^\s*selling (?:my|our|some|a|these|handmade|custom)\b[^.\n]{0,40}|check (?:out )?(?:my|our) (?:new |own )?\w+|(?:go )?check (?:it|us|me) out\b|sign up (?:for|at|here|now|today|on)\b[^.\n]{0,40}|register (?:at|here|now|today|for (?:the|my|our|this))\b[^.\n]{0,40}|(?:i'?m|i am|we'?re|we are) (?:hosting|running|holding) a (?:free |live |private )?(?:webinar|masterclass|workshop|class|training)\b[^.\n]{0,40}|(?:start (?:a|your) )?free trial\b|shameless(?:ly)? plug\b[^.\n]{0,40}|(?:subscribe to|follow) (?:my|our) (?:channel|newsletter|page|podcast|blog|account|instagram|tiktok|youtube)\b|(?:my|our) (?:new |own )?(?:app|product|course|ebook|shop|store|saas|tool|agency|newsletter|service|platform|extension|plugin|brand|business|startup|channel|podcast)\b (?:is (?:now )?(?:live|out|available|launching|on sale|free)|just launched|launches)\b|(?:try|download|get) (?:it|my app|our app) (?:free|for free|now|here|today)\b|(?:use|try) my (?:link|referral)\b[^.\n]{0,30}|(?:full|my|the) (?:course|ebook|program|masterclass|coaching)\b[^.\n]{0,30}\b(?:is at|at|here|on sale|available)\b[^.\n]{0,30})/im,
);
const TRADE_WORDS = gated(/\b(?:order|buy|pricing|for sale|sell|selling|discount|deal|offer|shipping|at cost|register)\b/i);
/** 'I built', 'my app': selling only when the same text also links out or asks readers to act. */
const OWN_THING = gated(
  /\b(?:(?:i|we)(?: just| finally)? (?:made|built|created|developed|designed|wrote|started)\b[^.\n]{0,50}|(?:my|our) (?:new |own |first )?(?:app|product|course|ebook|shop|store|saas|tool|agency|newsletter|service|platform|extension|plugin|brand|startup|channel|podcast|website|site)\b)/i,
);
const CALL_TO_ACT = gated(
  /\b(?:try it|give it a (?:try|go|look)|take a look|have a look|sign up|download (?:it|here|now)|link (?:below|here|in)|here'?s the link|waitlist|early access|beta (?:users|testers|access)|get started|grab it)\b/i,
);

function hostOf(url: string): string {
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

const onList = (host: string, list: readonly string[]) => list.some((h) => host === h || host.endsWith(`.${h}`));

/** Where a link pays or tracks a referrer: an affiliate host, a referral parameter, a campaign tagged for Reddit, Amazon's tag. */
function referrerOf(url: string, host: string, soft: boolean): boolean {
  if (
    onList(
      host,
      AFFILIATE_HOSTS.map((h) => h.split('/')[0]!),
    ) ||
    /\/aff(?:iliate)?\//i.test(url)
  )
    return true;
  let query: URLSearchParams;
  try {
    query = new URL(/^https?:\/\//i.test(url) ? url : `https://${url}`).searchParams;
  } catch {
    return false;
  }
  for (const [name, value] of query) {
    // A value that mixes letters and digits ('ref=me42') is someone's referral id; 'ref=books' is a section.
    const personal = /[a-z]/i.test(value) && /\d/.test(value);
    if (TRACKING_PARAM.test(name) || (SOFT_TRACKING_PARAM.test(name) && (soft || personal))) return true;
    if (CAMPAIGN_PARAM.test(name) && /reddit/i.test(value)) return true;
    if (name === 'tag' && AMAZON_HOST.test(host)) return true;
  }
  return false;
}

/** Hosts that shorten for a purpose of their own: map and tweet links. */
const SHORT_BUT_PLAIN = /^(?:goo\.gl\/maps|maps\.app\.goo\.gl|t\.co)\b/i;

function linkSignals(urls: readonly string[], soft: boolean): PromotionSignal[] {
  const out: PromotionSignal[] = [];
  for (const url of urls) {
    const host = hostOf(url);
    if (!host) continue;
    const bare = url.replace(/^https?:\/\/(?:www\.)?/i, '');
    if (onList(host, URL_SHORTENERS) && host !== 'amzn.to') {
      if (!SHORT_BUT_PLAIN.test(bare)) out.push({ kind: 'shortener', words: url });
    } else if (referrerOf(url, host, soft)) out.push({ kind: 'affiliate-link', words: url });
  }
  return out;
}

const trimmed = (s: string) => s.replace(/\s+/g, ' ').trim();
/** The sentence of `text` holding position `at`. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at), text.lastIndexOf('!', at), text.lastIndexOf('?', at), text.lastIndexOf('\n', at)) + 1;
  const ends = ['.', '!', '?', '\n'].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}
const onReddit = (host: string) => /(?:^|\.)(?:reddit\.com|redd\.it|imgur\.com)$/.test(host);

/** Links as written: with a scheme, without one ('linktr.ee/x'), or the post's own link. */
function linksIn(all: string, link: string | null | undefined): string[] {
  const schemed = all.match(URL_RE) ?? [];
  const rest = schemed.reduce((t, u) => t.split(u).join(' '), all);
  return [...(link ? [link] : []), ...schemed, ...(HAS_TLD.test(rest) ? (rest.match(BARE_LINK) ?? []) : [])];
}

/** The last text read and its signals: one draft check asks three times (site rules, community rules, norms). */
let last: { title: string; body: string; link: string | null; signals: PromotionSignal[] } | null = null;

/** What in `text` promotes: each kind once, with its words. */
export function promotionSignals(text: { title: string; body?: string; link?: string | null }): PromotionSignal[] {
  const body = text.body ?? '';
  const link = text.link ?? null;
  if (last && last.title === text.title && last.body === body && last.link === link) return last.signals.map((s) => ({ ...s }));
  const signals = readSignals(text.title, body, link);
  last = { title: text.title, body, link, signals };
  return signals.map((s) => ({ ...s }));
}

function readSignals(title: string, body: string, link: string | null): PromotionSignal[] {
  const all = `${title}\n${body}`;
  // The patterns that cannot match the text are skipped (decision 086): most texts sell nothing.
  prescan(all);
  const urls = linksIn(all, link);
  const out: PromotionSignal[] = [];
  const add = (kind: PromotionSignalKind, words: string | undefined) => {
    if (words && !out.some((s) => s.kind === kind)) out.push({ kind, words: trimmed(words) });
  };
  const code = CODE_TOKEN.exec(all) ?? BARE_CODE.exec(all) ?? CODE_WORDS.exec(all);
  if (code) add('code', code[0]);
  const off = PERCENT_OFF.exec(all);
  // A discount with no code is a deal people share; beside a code it is the pitch, unless the post
  // says whose offer it is (then it is promotion, for the community's rules to judge).
  if (off) add(code ? (OWNED.test(all) ? 'code' : 'discount') : 'code', off[0]);
  for (const s of linkSignals(urls, false)) add(s.kind, s.words);
  const sell = SELLING.exec(all) ?? LAUNCH.exec(all);
  const price = PRICE.exec(all);
  // 'DM me' alone is how people ask for help; it sells beside a price or a word of trade.
  const trade = TRADE_WORDS.test(all);
  const call = BUY_CALL.exec(all);
  const messaging = call ? /\b(?:dm|pm|message|inbox) me\b|hit me up/i.test(call[0]) : false;
  // 'Message me' sells where its own sentence is about buying ('DM me to order', 'PM me for prices').
  const callSentence = call ? sentenceAround(all, call.index) : '';
  const sells =
    !messaging ||
    /\b(?:order|buy|pric(?:e|es|ing)|for sale|sell|selling|discount|deal|offer|shipping|at cost|stock|(?:extra|spare) (?:bottles|boxes|jars|packs|units|tubs|kits|tubes|bags))|[$€£]\s?\d/i.test(
      callSentence,
    );
  const buy = (call && sells ? call : null) ?? (sell ? MARKET_TALK.exec(all) : null);
  if (buy) add('price-call', price ? `${price[0]} … ${buy[0]}` : buy[0]);
  const scam = SCAM_OFFER.exec(all);
  if (scam) add('scam-offer', scam[0]);
  const offPlatform = OFF_PLATFORM.exec(all);
  // Moving the talk to a messenger is how scams and sales leave the moderators' sight; alone ('join our Discord') it is a community.
  if (
    offPlatform &&
    (scam ||
      price ||
      trade ||
      buy ||
      code ||
      /\b(?:free|earn|profit|income|trades?|invest|portfolio|pumps?|gains|returns|signals?|loans?|payday|credit)\b/i.test(all))
  )
    add('off-platform', offPlatform[0]);
  const praised = TESTIMONIAL.exec(all);
  const whereToBuy = praised && WHERE_TO_BUY.exec(all);
  // A cure-all testimonial that says where to buy is a planted review: two signs, the praise and the shop.
  if (praised && whereToBuy) {
    add('selling', praised[0]);
    add('price-call', whereToBuy[0]);
  }
  const service = SERVICE_OFFER.exec(all);
  if (service) add('selling', service[0]);
  const funnel = PROFILE_FUNNEL.exec(all);
  if (funnel) add('off-platform', funnel[0]);
  const bait = ENTRY_BAIT.exec(all);
  if (bait) add('entry-bait', bait[0]);
  // Read only where they could count (most texts sell nothing): the same signals, fewer patterns run.
  const pays = (price || trade || buy) && PAYMENT.exec(all);
  if (pays) add('payment', pays[0]);
  const urgent = (price || trade || buy || code || off || scam || offPlatform || urls.length > 0) && URGENCY.exec(all);
  if (urgent) add('urgency', urgent[0]);
  const outside = urls.find((u) => {
    const h = hostOf(u);
    return h && !onReddit(h);
  });
  const spelled = /dot/i.test(all) ? SPELLED_LINK.exec(all) : null;
  if (sell) add('selling', sell[0]);
  else {
    const own = OWN_THING.exec(all);
    if (own && (outside || CALL_TO_ACT.test(all))) add('selling', own[0]);
  }
  // A link spelled out beside a code, a discount or a sale dodges the link filter on purpose.
  if (spelled && out.length > 0) add('spelled-link', spelled[0]);
  if (out.length > 0) for (const s of linkSignals(urls, true)) add(s.kind, s.words);
  return out;
}

export const isPromotional = (text: { title: string; body?: string; link?: string | null }) => promotionSignals(text).length > 0;
