/**
 * Promotion judged by what a text does, not by the poster speaking in the first person (decision
 * 024): discount codes, affiliate and tracking links, URL shorteners, prices with a call to buy or
 * to message, and first-person selling (a launch, 'check out my app', 'sign up', 'free trial').
 * 'I started a business and here is what I learned' is a story, not promotion: 'I built' or
 * 'my startup' count only beside a link or a call to act. Each signal carries the draft's words
 * it rests on, so a finding can quote them.
 */

export type PromotionSignalKind = 'code' | 'affiliate-link' | 'shortener' | 'price-call' | 'selling';

export interface PromotionSignal {
  kind: PromotionSignalKind;
  /** The words of the text that show it, as written. */
  words: string;
}

export const PROMOTION_KIND_LABEL: Record<PromotionSignalKind, string> = {
  code: 'a discount code',
  'affiliate-link': 'an affiliate or tracking link',
  shortener: 'a shortened link',
  'price-call': 'a price with a call to buy',
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
/** Query parameters that identify a referrer or a campaign. */
const TRACKING_PARAM =
  /^(?:utm_[a-z]+|ref|ref_id|refid|referral|referrer|aff|aff_id|affid|affiliate|affiliate_id|tag|via|clickid|irclickid|partner|partner_id|coupon|discount|promo|fbclid|gclid|mc_cid|sub_id|subid)$/i;

const URL_RE = /\bhttps?:\/\/[^\s<>()"'\]]+/gi;

const CODE_WORDS = /\b(?:discount|promo|coupon|voucher|referral|invite|affiliate)[- ]codes?\b[^.\n]{0,30}/i;
/** 'use code REDDIT50', 'code: SAVE20' (the code itself in capitals or with digits). */
const CODE_TOKEN =
  /\b(?:[Uu]se|[Ee]nter|[Aa]pply|[Ww]ith|[Cc]ode)\b[^\n.]{0,20}?\b(?:[Cc]ode|CODE)\b\s*:?\s*["“']?([A-Z][A-Z0-9]{3,}|[A-Z]*\d+[A-Z][A-Z0-9]*)\b|\bcode\s*:\s*["“']?([A-Z0-9]{4,})\b/;
const PERCENT_OFF = /\b\d{1,2}\s?% off\b[^.\n]{0,30}/i;

const PRICE = /(?:[$€£]\s?\d[\d,.]*(?:\s?(?:k|\/mo|\/month|\/year|a month|per month))?|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|bucks)\b)/i;
const BUY_CALL =
  /\b(?:buy (?:it |one |now|yours|here|today)|buy now|order (?:now|here|today|yours)|purchase (?:now|here|today)|grab (?:yours|one|it)|get yours|shop now|add to cart|in stock|limited (?:time|stock|offer)|(?:dm|pm|message|inbox) me\b|hit me up|link in (?:my |the )?(?:bio|profile)|available (?:now )?(?:at|on|from)\b|for sale\b|selling (?:it |them )?for\b)/i;

const LAUNCH =
  /\b(?:(?:i|we)(?:'ve| have)?(?: just| finally| officially)? (?:launched|released|shipped|opened)\b[^.\n!?]{0,60}|(?:we(?:'re| are)|i(?:'m| am)) (?:now |finally )?live on (?:product ?hunt|kickstarter|indiegogo|the app store|google play|steam)\b[^.\n!?]{0,40}|support (?:us|me|our \w+) on (?:product ?hunt|kickstarter|patreon|indiegogo)\b)/i;
const SELLING =
  /\b(?:(?:i|we)(?:'m| am|'re| are) (?:selling|offering|giving away)\b[^.\n]{0,50}|check (?:out )?(?:my|our) (?:new |own )?\w+|(?:go )?check (?:it|us|me) out\b|sign up (?:for|at|here|now|today|on)\b[^.\n]{0,40}|(?:start (?:a|your) )?free trial\b|shameless(?:ly)? plug\b[^.\n]{0,40}|(?:subscribe to|follow) (?:my|our) (?:channel|newsletter|page|podcast|blog|account|instagram|tiktok|youtube)\b|(?:my|our) (?:new |own )?(?:app|product|course|ebook|shop|store|saas|tool|agency|newsletter|service|platform|extension|plugin|brand|business|startup|channel|podcast)\b (?:is (?:now )?(?:live|out|available|launching|on sale|free)|just launched|launches)\b|(?:try|download|get) (?:it|my app|our app) (?:free|for free|now|here|today)\b|(?:use|try) my (?:link|referral)\b[^.\n]{0,30})/i;
/** 'I built', 'my app': selling only when the same text also links out or asks readers to act. */
const OWN_THING =
  /\b(?:(?:i|we)(?: just| finally)? (?:made|built|created|developed|designed|wrote|started)\b[^.\n]{0,50}|(?:my|our) (?:new |own |first )?(?:app|product|course|ebook|shop|store|saas|tool|agency|newsletter|service|platform|extension|plugin|brand|startup|channel|podcast|website|site)\b)/i;
const CALL_TO_ACT =
  /\b(?:try it|give it a (?:try|go|look)|take a look|have a look|sign up|download (?:it|here|now)|link (?:below|here|in)|here'?s the link|waitlist|early access|beta (?:users|testers|access)|get started|grab it)\b/i;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

const onList = (host: string, list: readonly string[]) => list.some((h) => host === h || host.endsWith(`.${h}`));

function linkSignals(urls: readonly string[]): PromotionSignal[] {
  const out: PromotionSignal[] = [];
  for (const url of urls) {
    const host = hostOf(url);
    if (!host) continue;
    if (onList(host, URL_SHORTENERS) && host !== 'amzn.to') {
      out.push({ kind: 'shortener', words: url });
      continue;
    }
    let params: string[] = [];
    try {
      params = [...new URL(url).searchParams.keys()];
    } catch {
      /* not a URL */
    }
    const tracked = params.find((p) => TRACKING_PARAM.test(p));
    if (
      onList(
        host,
        AFFILIATE_HOSTS.map((h) => h.split('/')[0]!),
      ) ||
      tracked ||
      /\/ref=|\/aff(?:iliate)?\//i.test(url)
    )
      out.push({ kind: 'affiliate-link', words: url });
  }
  return out;
}

const trimmed = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What in `text` promotes: each kind once, with its words. */
export function promotionSignals(text: { title: string; body?: string; link?: string | null }): PromotionSignal[] {
  const all = `${text.title}\n${text.body ?? ''}`;
  const urls = [...(text.link ? [text.link] : []), ...(all.match(URL_RE) ?? [])];
  const out: PromotionSignal[] = [];
  const add = (kind: PromotionSignalKind, words: string | undefined) => {
    if (words && !out.some((s) => s.kind === kind)) out.push({ kind, words: trimmed(words) });
  };
  const code = CODE_TOKEN.exec(all) ?? CODE_WORDS.exec(all) ?? PERCENT_OFF.exec(all);
  if (code) add('code', code[0]);
  for (const s of linkSignals(urls)) add(s.kind, s.words);
  const buy = BUY_CALL.exec(all);
  const price = PRICE.exec(all);
  // 'DM me' alone is how people ask for help; it sells beside a price or a word of trade.
  const messaging = buy ? /\b(?:dm|pm|message|inbox) me\b|hit me up/i.test(buy[0]) : false;
  if (buy && (!messaging || price || /\b(?:order|buy|pricing|for sale|sell|selling|discount|deal|offer|shipping)\b/i.test(all)))
    add('price-call', price ? `${price[0]} … ${buy[0]}` : buy[0]);
  const sell = SELLING.exec(all) ?? LAUNCH.exec(all);
  if (sell) add('selling', sell[0]);
  else {
    const own = OWN_THING.exec(all);
    const external = urls.some((u) => {
      const h = hostOf(u);
      return h && !/(^|\.)reddit\.com$|(^|\.)redd\.it$|imgur\.com$/.test(h);
    });
    if (own && (external || CALL_TO_ACT.test(all))) add('selling', own[0]);
  }
  return out;
}

export const isPromotional = (text: { title: string; body?: string; link?: string | null }) => promotionSignals(text).length > 0;
