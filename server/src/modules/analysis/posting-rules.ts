/**
 * The search card badges 'URLs allowed' and 'Flexible Rules' from real signals (docs/METRICS.md
 * "Search card badges"), strongest evidence first, and 'unknown' when there is none:
 *
 * URLs: the source's submission type (live about: 'self' = text only) → a rule or the description
 * saying links are not allowed → the share of link posts among the community's posts.
 * Rules: the community's rules list (live about/rules) → rule-like text in its description
 * ('YOU WILL BE BANNED', 'no self-promotion') → unknown (a description without rules proves nothing).
 */
import type { PostingRules } from '@subreddit-signal/contract';
import { postKind, type RedditPost } from '../reddit/model';
import { percentages } from './numbers';

export interface CommunityRule {
  /** 'link', 'comment' or 'all' on Reddit. */
  kind?: string;
  shortName: string;
  description?: string;
  /** What a moderator's removal says (absent in older answers). */
  violationReason?: string;
  /** 0-based order on Reddit. */
  priority?: number;
}

export interface PostingRulesInput {
  /** From the source's submission type: false = text posts only, null = not said. */
  urlAllowed: boolean | null;
  /** The community's rules, when the source has them (null = not known, [] = none set). */
  rules?: readonly CommunityRule[] | null;
  description: string;
  posts: readonly Pick<RedditPost, 'isSelf' | 'domain' | 'url' | 'postHint' | 'isVideo' | 'isGallery'>[];
}

/** Link posts need this many posts analysed before their share says anything. */
export const MIN_POSTS_FOR_SHARE = 20;
/** From this share of link posts on, links are evidently allowed. */
export const LINK_SHARE_ALLOWED = 5;
/** No link post among this many says the community takes text only. */
export const MIN_POSTS_FOR_NONE = 50;
/** More rules than this, or any rule against promotion or links, and the rules are strict. */
export const FLEXIBLE_MAX_RULES = 3;

const NO_LINKS =
  /\b(?:no (?:external )?(?:links|urls)|(?:text|self)[- ]posts? only|only (?:text|self)[- ]posts|links? (?:are|is) not allowed|do(?: not|n't) post links)\b/i;
const STRICT =
  /\b(?:(?:will|may) (?:be|get) (?:banned|removed|deleted)|banned|not (?:a|the) place to (?:advertise|promote|sell|self[- ]promote)|no (?:self[- ]?promotion|advertising|advertisements?|promotions?|spam|surveys|memes)|do(?: not|n't) (?:advertise|promote|spam|self[- ]promote)|read (?:the|our) rules|(?:is|are) (?:not allowed|prohibited|forbidden)|strictly)\b/i;

/** The sentence around a match, trimmed: the reason a hover shows. */
function sentenceAround(text: string, re: RegExp): string | null {
  const m = re.exec(text);
  if (!m) return null;
  const start = Math.max(text.lastIndexOf('.', m.index) + 1, text.lastIndexOf('\n', m.index) + 1, 0);
  const endDot = text.slice(m.index).search(/[.!\n]/);
  const end = endDot < 0 ? text.length : m.index + endDot + 1;
  const s = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return s.length > 140 ? s.slice(0, 139).trimEnd() + '…' : s;
}

const ruleText = (r: CommunityRule) => `${r.shortName}. ${r.description ?? ''}`;

export function postingRules(input: PostingRulesInput): PostingRules {
  const rules = input.rules ?? null;
  const description = input.description ?? '';

  let urls: PostingRules['urls'];
  const ruleAgainstLinks = rules?.find((r) => NO_LINKS.test(ruleText(r)));
  const descriptionAgainstLinks = sentenceAround(description, NO_LINKS);
  if (input.urlAllowed === false) urls = { status: 'not-allowed', reason: 'Reddit lists this community as text posts only.' };
  else if (input.urlAllowed === true) urls = { status: 'allowed', reason: 'Reddit lists this community as accepting link posts.' };
  else if (ruleAgainstLinks) urls = { status: 'not-allowed', reason: `Community rule: "${ruleAgainstLinks.shortName}".` };
  else if (descriptionAgainstLinks) urls = { status: 'not-allowed', reason: `The description says: "${descriptionAgainstLinks}"` };
  else {
    const n = input.posts.length;
    let links = 0;
    for (const p of input.posts) {
      const kind = postKind(p);
      if (kind === 'Link' || kind === 'Image' || kind === 'Video') links++;
    }
    const share = n > 0 ? percentages([links, n - links])[0] : 0;
    if (n >= MIN_POSTS_FOR_SHARE && share >= LINK_SHARE_ALLOWED)
      urls = {
        status: 'allowed',
        reason: `${share}% of the ${n.toLocaleString('en-US')} posts analysed link elsewhere (links, images, videos).`,
      };
    else if (n >= MIN_POSTS_FOR_NONE && links === 0)
      urls = { status: 'not-allowed', reason: `None of the ${n.toLocaleString('en-US')} posts analysed is a link post.` };
    else
      urls = {
        status: 'unknown',
        reason: n === 0 ? 'No posts or rules to tell from.' : `Too few posts (${n}) to tell whether links are allowed.`,
      };
  }

  let verdict: PostingRules['rules'];
  const descriptionStrict = sentenceAround(description, STRICT);
  if (rules && rules.length > 0) {
    const strictRule = rules.find((r) => STRICT.test(ruleText(r)) || NO_LINKS.test(ruleText(r)));
    const names = rules.map((r) => r.shortName.trim()).filter(Boolean);
    if (strictRule)
      verdict = {
        status: 'strict',
        reason: `Community rule: "${strictRule.shortName}" (${rules.length} ${rules.length === 1 ? 'rule' : 'rules'}).`,
      };
    else if (rules.length > FLEXIBLE_MAX_RULES)
      verdict = { status: 'strict', reason: `${rules.length} community rules: ${names.join('; ')}.` };
    else
      verdict = {
        status: 'flexible',
        reason: `${rules.length} ${rules.length === 1 ? 'rule' : 'rules'}, none against links or promotion: ${names.join('; ')}.`,
      };
  } else if (descriptionStrict) verdict = { status: 'strict', reason: `The description says: "${descriptionStrict}"` };
  else if (rules && rules.length === 0 && !descriptionStrict) verdict = { status: 'flexible', reason: 'The community has set no rules.' };
  else verdict = { status: 'unknown', reason: 'Our data holds no rules for this community.' };

  return { urls, rules: verdict };
}

// The parser of Reddit's about/rules answer belongs to the Reddit model (the live source maps with it); re-exported for analysis' callers.
export { rulesFromRedditAnswer } from '../reddit/model';
