/**
 * Reddit-wide rules apply in every community (decision 024), whether or not its own rules repeat
 * them: spam and undisclosed promotion, personal and confidential information, threats and
 * harassment, vote manipulation, impersonation, unlabelled NSFW. The evidence quotes the site rule
 * as the community's rules answer gives it (`site_rules`), else the bundled short text of Reddit's
 * Content Policy below (the policy's own wording, abridged), so a finding never rests on nothing.
 */
import type { DraftFinding } from '@subreddit-signal/contract';
import { promotionSignals, PROMOTION_KIND_LABEL } from '../../analysis';
import { finding, nsfwLabelled, quote, type Draft } from './draft';

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

const DISCLOSED =
  /\b(?:disclosure|full disclosure|i(?:'m| am) (?:the|a|one of the) (?:founder|co-?founder|owner|maker|creator|developer|dev)\b|i work (?:for|at)\b|(?:this|these) (?:is an?|are) affiliate links?|affiliate link(?:s)? (?:below|above|here)|i (?:get|earn|receive) a (?:small )?(?:commission|cut)|(?:my|our) own (?:app|product|company|business|tool|startup))/i;

const PHONE = /\+\d{1,3}[\s.-]?\d{2,5}[\s.-]?\d{3,4}[\s.-]?\d{3,8}\b|(?:\(\d{2,4}\)[\s.-]?|\b\d{2,4}[\s.-])\d{3,4}[\s.-]\d{3,4}\b/;
const STREET =
  /\b\d{1,5}(?:\s+[A-Z][a-z]+){1,3}\s+(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Way|Place|Pl|Terrace|Crescent|Close|Parkway|Pkwy|Highway|Hwy)\b\.?|\b(?:lives|living|live) (?:at|on) \d{1,5} \w+|\bhome address\b[^.\n]{0,60}/;
const EMAIL_OF_OTHER = /\b(?:his|her|their) (?:email|e-mail)\b[^.\n]{0,20}[\w.+-]+@[\w-]+\.[\w.]+/i;
/** A person named in full (two capitalised words) in a sentence that exposes or accuses them. */
const NAMED_PERSON = /\b[A-Z][a-z]+ [A-Z][a-z]+\b/;
/** 'my landlord Peter Walsh': a relationship that makes the named person a private one. */
const PRIVATE_NAMED =
  /\b(?:[Mm]y|[Oo]ur) (?:landlord|landlady|boss|manager|neighbou?r|ex|coworker|co-worker|colleague|roommate|flatmate|trainer|teacher|tenant|contractor|employee|client|customer|nanny|plumber)\b,? [A-Z][a-z]+ [A-Z][a-z]+/;
const ACCUSE = /\b(?:crook|fraud|thief|liar|scam(?:mer|med)?|cheat(?:ed|er)?|stole|abus(?:er|ive)|creep|predator)\b/i;
const EXPOSE =
  /\b(?:expos(?:e|ing)|name and shame|naming and shaming|doxx?|his (?:number|address|phone|workplace|wife|kids)|her (?:number|address|phone|workplace|husband|kids)|works at|lives (?:at|in|on)|everyone (?:should|needs to) know|call (?:him|her) (?:at|on)|scammer|stalk)/i;

const THREAT =
  /\b(?:(?:i|we)(?:'ll| will|'m going to| am going to|'m gonna| are going to|'re going to|'re gonna) (?:kill|hurt|beat(?: up)?|punch|stab|shoot|smash|break|slap|strangle|choke|end|find|get|deal with|make) (?:him|her|them|you|that (?:guy|girl|woman|man|idiot|trainer|bitch|bastard)|[A-Z][a-z]+)\b[^.\n!]{0,40}|\bi know where (?:you|he|she|they) lives?\b|\bwatch (?:your|his|her) back\b|\byou(?:'re| are) (?:dead|going to regret)\b|\b(?:kys|kill yourself|go die)\b|\b(?:someone|somebody) should (?:kill|hurt|beat|punch|shoot|stab) (?:him|her|them|[A-Z][a-z]+)\b|\b(?:let'?s|everyone|y'?all|go) (?:all )?(?:flood|spam|harass|brigade|mass[- ]report|message|dm) (?:his|her|their|him|her|them)\b[^.\n]{0,30})/i;

/** 'Message her and tell her what you think': an imperative that sends readers after someone. */
const SET_ON =
  /(?:^|\n|[.!?]\s+)\s*(?:go |everyone |please |so )?(?:message|dm|pm|e-?mail|call|text|contact|flood|spam) (?:him|her|them)\b[^.\n]{0,40}\b(?:tell|let|show|what you think|give (?:him|her|them))\b/i;

const VOTES =
  /\b(?:please upvote|(?:would |i'?d )?appreciate (?:some |any |an? |your )?upvotes?|upvotes? (?:on|for) my (?:post|comment|original)|upvote (?:this|if|so|please|me|my|for|to help)|upvotes? (?:appreciated|would help|for visibility|are appreciated)|(?:downvote|upvote) (?:his|her|their|all (?:of )?(?:his|her|their))|upvote (?:for|4) upvote|sub ?(?:4|for) ?sub|follow (?:4|for) follow|karma (?:farm(?:ing)?|for karma|train)|upvote train|(?:buy|bought|selling) (?:reddit )?(?:upvotes|accounts|karma))\b/i;

const IMPERSONATION =
  /\b(?:(?:i|we)(?:'m| am|'re| are) (?:an? )?(?:reddit (?:admin|staff|employee|team)|admins? (?:of|from) reddit|from (?:the )?reddit (?:team|staff|trust))|this is (?:the )?reddit (?:team|admins?|staff|support)|official (?:reddit|paypal|apple|amazon|google|microsoft|bank|support) (?:team|support|account|notice)|(?:verify|confirm) your (?:account|login|password|identity) (?:here|at|by|now))\b/i;
/**
 * Speaking as Reddit without saying 'I am': 'Reddit API team here' opening a sentence, 'speaking for
 * the admins', 'u/someone here, CEO of Reddit'. Talking about Reddit's staff ('the CEO of Reddit
 * said', 'heard back from the admins here?') is not.
 */
const SPEAKS_AS_REDDIT =
  /(?:^|\n|[.!?:]\s+)\s*(?:(?:hi|hello|hey)(?: all| everyone)?,? )?(?:the )?(?:reddit(?: [a-z&]+){0,3} (?:team|admins?|staff|support)|admins?) here\b|\bspeaking (?:for|on behalf of) (?:the )?(?:reddit|admins?)\b|\bon behalf of (?:the )?reddit (?:team|admins?|staff)\b|\b(?:here|i'?m|i am)\b,? (?:the )?(?:ceo|cto|coo|co-?founder|founder|head of [a-z]+|vp of [a-z]+) (?:of|at) reddit\b/i;

/** 'Apple Support here: …', 'PayPal security team here.' opening a sentence. */
const ORG_SPEAKS =
  /(?:^|\n|[.!?:]\s+)\s*(?:[A-Z][A-Za-z]+ ){1,2}(?:[Ss]upport|[Ss]ecurity|[Bb]illing|[Aa]ccount|[Cc]ustomer [Ss]ervice|[Hh]elp [Dd]esk)(?: [Tt]eam)? here\b/;
/** Asking readers for what only an account's owner should hold. */
const ASKS_CREDENTIALS =
  /\b(?:reply|send|dm|message|give|tell|enter|confirm)\b[^.\n]{0,25}\byour (?:password|login|[a-z]+ id|account (?:email|number|password|details)|card(?: number| details| digits)?|last (?:four|4) digits|security code|2fa|verification code|social security)/i;

const NSFW_WORDS =
  /\b(?:nsfw|nude|nudes|naked|porn|porno|pornographic|sex tape|sexually explicit|onlyfans|xxx|explicit (?:photos?|pics?|video|content))\b/i;
/** Graphic injury or death: NSFW when the post shows it, not when it talks about it (a film's effects). */
const GRAPHIC_WORDS =
  /\b(?:gore|gory|graphic (?:injury|violence|photo|image|video)|dead body|corpse|blood everywhere|(?:a lot of|covered in|pool of) blood|severed|mangled)\b/i;
const SHOWS = /\b(?:photos?|pics?|pictures?|images?|video|footage|clip|visible|you can see|aftermath)\b/i;

export interface SiteBreach {
  kind: SiteRuleKind;
  /** The draft's words that break it. */
  words: string;
  why: string;
}

/** The Reddit-wide rules the draft breaks, with the words that break them. */
export function siteBreaches(d: Draft): SiteBreach[] {
  const all = `${d.title}\n${d.body}`;
  const out: SiteBreach[] = [];

  const signals = promotionSignals({ title: d.title, body: d.body, link: d.link });
  const hard = signals.filter((s) => s.kind !== 'selling');
  const affiliate = signals.find((s) => s.kind === 'affiliate-link' || s.kind === 'shortener');
  // A price beside a call to buy is a sale on its own; one code or one 'DM me' needs a second sign.
  const pricedSale = signals.some((s) => s.kind === 'price-call' && s.words.includes('…'));
  if (!DISCLOSED.test(all) && (affiliate || pricedSale || hard.length >= 2 || (hard.length >= 1 && signals.length >= 2))) {
    const shown = affiliate ? [affiliate, ...signals.filter((s) => s !== affiliate)] : signals;
    out.push({
      kind: 'spam',
      words: shown.map((s) => s.words).join(' · '),
      why: `the draft sells without saying it is yours or that you earn from it (${[...new Set(shown.map((s) => PROMOTION_KIND_LABEL[s.kind]))].join(', ')})`,
    });
  }

  const phone = PHONE.exec(all);
  const phoneDigits = phone ? phone[0].replace(/\D/g, '').length : 0;
  const street = STREET.exec(all);
  const email = EMAIL_OF_OTHER.exec(all);
  // The poster's own business line is promotion's business, not someone's private number.
  const ownLine = phone
    ? /\b(?:our|my) (?:office|support|business|store|shop|sales|customer service|company)\b[^.\n]{0,30}$/i.test(
        all.slice(Math.max(0, phone.index - 60), phone.index),
      )
    : false;
  if (phone && !ownLine && phoneDigits >= 9 && phoneDigits <= 15)
    out.push({ kind: 'personal-info', words: phone[0].trim(), why: 'the draft publishes a phone number' });
  else if (street) out.push({ kind: 'personal-info', words: street[0].trim(), why: 'the draft publishes a street or home address' });
  else if (email) out.push({ kind: 'personal-info', words: email[0].trim(), why: "the draft publishes someone's email address" });
  else {
    for (const sentence of all.split(/(?<=[.!?])\s+|\n+/)) {
      const name = NAMED_PERSON.exec(sentence.replace(/^\s*\S+/, (w) => w.toLowerCase()));
      const exposes = EXPOSE.exec(sentence) ?? (PRIVATE_NAMED.test(sentence) ? ACCUSE.exec(sentence) : null);
      if (name && exposes) {
        out.push({ kind: 'personal-info', words: sentence.trim(), why: `the draft names a private person (${name[0]}) and exposes them` });
        break;
      }
    }
  }

  const threat = THREAT.exec(all) ?? SET_ON.exec(all);
  if (threat) out.push({ kind: 'threats', words: threat[0].trim(), why: 'the draft threatens or sets people on someone' });

  const votes = VOTES.exec(all);
  if (votes) out.push({ kind: 'vote-manipulation', words: votes[0].trim(), why: 'the draft asks for votes or trades them' });

  const orgSpeaks = ORG_SPEAKS.exec(all);
  const imp = IMPERSONATION.exec(all) ?? SPEAKS_AS_REDDIT.exec(all) ?? (orgSpeaks && ASKS_CREDENTIALS.test(all) ? orgSpeaks : null);
  if (imp)
    out.push({
      kind: 'impersonation',
      words: imp[0].trim(),
      why: 'the draft speaks as Reddit or another organisation it does not seem to be',
    });

  // The word 'nsfw' itself is talk about such content, not the content.
  const graphic = GRAPHIC_WORDS.exec(all);
  const nsfw =
    [...all.matchAll(new RegExp(NSFW_WORDS.source, 'gi'))].find((m) => !/^nsfw$/i.test(m[0])) ??
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

const FIELD: Record<SiteRuleKind, DraftFinding['field']> = {
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
        FIELD[b.kind],
        HEAD[b.kind],
        `Reddit's rules apply in r/${sub} as everywhere: ${b.why}: ${quote(b.words, 120)}. Posts like this are removed by moderators or Reddit's own filters.`,
        { ...ev, label: ev.label.replace("r/'s", `r/${sub}'s`) },
      ),
      offending: b.words,
    };
  });
}
