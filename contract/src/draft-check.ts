import * as yup from 'yup';
import { SUBREDDIT_NAME } from './subreddit-name';
import type { BestTimeSlot } from './analysis';
import { TEXT_LIMITS } from './saved-ideas';

/**
 * 'Will it survive?' (beyond the spec, decision 021): a draft checked against a community's written
 * rules and post requirements (when the data source has them: the live Reddit API) and against what
 * does well there (norms from its posts). POST /reddit/check-draft and POST /reddit/community-rules.
 */

export const DRAFT_MSG = {
  subredditRequired: 'Subreddit is required',
  subredditInvalid: 'Enter a subreddit name such as r/marketing',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${TEXT_LIMITS.title} characters`,
  bodyTooLong: `Body must be at most ${TEXT_LIMITS.body.toLocaleString('en-US')} characters`,
  linkInvalid: 'Link must be a web address starting with http:// or https://',
  linkTooLong: 'Link must be at most 2,000 characters',
  flairTooLong: 'Flair must be at most 64 characters',
  galleryItems: 'galleryItems must be a whole number from 1 to 100',
  failed: 'Could not check this draft',
} as const;

export const DRAFT_LINK_MAX = 2000;
export const DRAFT_FLAIR_MAX = 64;
export const DRAFT_GALLERY_MAX = 100;

const isWebUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

/** A draft's title, body and link as both the check and the placement read them (fresh schemas per call). */
const draftTextFields = () => ({
  title: yup
    .string()
    .required(DRAFT_MSG.titleRequired)
    .test('not-blank', DRAFT_MSG.titleRequired, (v) => !v || v.trim().length > 0)
    .max(TEXT_LIMITS.title, DRAFT_MSG.titleTooLong),
  body: yup.string().optional().max(TEXT_LIMITS.body, DRAFT_MSG.bodyTooLong),
  link: yup
    .string()
    .optional()
    .max(DRAFT_LINK_MAX, DRAFT_MSG.linkTooLong)
    .test('url', DRAFT_MSG.linkInvalid, (v) => !v || isWebUrl(v)),
});

/** POST /reddit/check-draft */
export const checkDraftRequest = yup.object({
  subreddit: yup.string().required(DRAFT_MSG.subredditRequired).matches(SUBREDDIT_NAME, DRAFT_MSG.subredditInvalid),
  ...draftTextFields(),
  flair: yup.string().optional().max(DRAFT_FLAIR_MAX, DRAFT_MSG.flairTooLong),
  /** Images in a gallery post (checked against the gallery limits); absent for text and link posts. */
  galleryItems: yup
    .number()
    .integer(DRAFT_MSG.galleryItems)
    .min(1, DRAFT_MSG.galleryItems)
    .max(DRAFT_GALLERY_MAX, DRAFT_MSG.galleryItems)
    .optional(),
  /** The post is marked NSFW (Reddit's rule on labelling content). */
  nsfw: yup.boolean().optional(),
});
export type CheckDraftRequest = yup.InferType<typeof checkDraftRequest>;

/** POST /reddit/community-rules */
export const communityRulesRequest = yup.object({
  subreddit: yup.string().required(DRAFT_MSG.subredditRequired).matches(SUBREDDIT_NAME, DRAFT_MSG.subredditInvalid),
});

// ---------------------------------------------------------------- a community's rules and requirements

/** One written rule as the community lists it (Reddit's about/rules). */
export interface CommunityRuleInfo {
  /** 1-based, in the community's order. */
  number: number;
  /** 'link' (posts), 'comment' (comments) or 'all'. */
  kind: string;
  shortName: string;
  description: string;
  /** What a moderator's removal says, when set. */
  violationReason: string | null;
}

/** Reddit's machine-checked post requirements (/api/v1/{sub}/post_requirements); null = not set. */
export interface PostRequirements {
  titleRegexes: string[];
  titleRequiredStrings: string[];
  titleBlacklistedStrings: string[];
  titleMinLength: number | null;
  titleMaxLength: number | null;
  bodyRegexes: string[];
  bodyRequiredStrings: string[];
  bodyBlacklistedStrings: string[];
  bodyMinLength: number | null;
  bodyMaxLength: number | null;
  /** 'required', 'notAllowed' or 'none'. */
  bodyPolicy: 'required' | 'notAllowed' | 'none';
  /** 'whitelist' / 'blacklist' apply the domain lists; 'none' applies neither. */
  linkPolicy: 'whitelist' | 'blacklist' | 'none';
  domainWhitelist: string[];
  domainBlacklist: string[];
  /** Days within which the same link may not be posted again. */
  repostAgeDays: number | null;
  flairRequired: boolean;
  guidelines: string | null;
  galleryMinItems: number | null;
  galleryMaxItems: number | null;
  galleryCaptions: 'required' | 'none' | string | null;
  galleryUrls: 'required' | 'none' | string | null;
}

/** What the community accepts, from its about data. null where Reddit does not say. */
export interface SubmissionSettings {
  /** 'any', 'link' (links only) or 'self' (text only). */
  submissionType: 'any' | 'link' | 'self' | null;
  allowImages: boolean | null;
  allowVideos: boolean | null;
  allowGalleries: boolean | null;
  allowPolls: boolean | null;
  linkFlairEnabled: boolean | null;
  /** The community's posting guidance shown on its submit page. */
  submitText: string | null;
}

export interface CommunityRulesInfo {
  subreddit: string;
  /** 'live': read from Reddit; 'none': the data source holds no rules (bundled sample, imported dumps). */
  source: 'live' | 'none';
  /** ISO date-time the rules were read, when live. */
  fetchedAt: string | null;
  rules: CommunityRuleInfo[] | null;
  requirements: PostRequirements | null;
  settings: SubmissionSettings | null;
  /** Flairs the community's posts use or it offers, most used first (the real list as far as the data knows). */
  flairs: string[];
  /** Plain words on what is and is not known. */
  note: string;
}

// ---------------------------------------------------------------- the check

export const DRAFT_SEVERITIES = ['removed', 'likely-removed', 'weak', 'good'] as const;
export type DraftSeverity = (typeof DRAFT_SEVERITIES)[number];
export const SEVERITY_LABEL: Record<DraftSeverity, string> = {
  removed: 'Will be removed',
  'likely-removed': 'Likely removed',
  weak: 'Weak',
  good: 'Good',
};

/** What a finding rests on: a rule's or requirement's exact text, or a norm's figures. */
export interface DraftEvidence {
  /** 'site-rule': a Reddit-wide rule; 'wiki': a line of a wiki page the rules point to; 'llm': what the connected model answered. */
  kind: 'requirement' | 'rule' | 'setting' | 'norm' | 'site-rule' | 'wiki' | 'llm';
  /** e.g. 'Post requirement: title_text_min_length', 'Rule 3', 'Norm: title length'. */
  label: string;
  /** The exact rule text, or the figures. */
  text: string;
}

export interface DraftFinding {
  /** Stable per kind of check, e.g. 'title-min-length', 'rule-3', 'norm-link-domain'. */
  id: string;
  severity: DraftSeverity;
  field: 'title' | 'body' | 'link' | 'flair' | 'post';
  /** Short headline. */
  title: string;
  /** Plain explanation: what is wrong (or right) and what to do. */
  explanation: string;
  evidence: DraftEvidence;
  /** The draft's own words that break the rule, when a check can point at them. */
  offending?: string;
  /** Who found it: our built-in checks (absent) or the connected language model. */
  source?: 'built-in' | 'llm';
  /** Set where the model and the built-in checks disagree on this rule: what the other one said. */
  disagreement?: string;
}

export interface CommunityNormsInfo {
  postsAnalysed: number;
  /** The well-performing posts the norms are read from (top quarter by score + comments). */
  topPosts: number;
  /** Title length (characters) of the well-performing posts: middle half and median; null without posts. */
  titleLength: { low: number; median: number; high: number } | null;
  /** Post types among the top posts, percentages. */
  postTypes: { kind: string; share: number }[];
  /** Link domains among the top posts (text posts excluded), most used first. */
  linkDomains: { domain: string; posts: number; share: number }[];
  /** Share of all posts carrying a flair, and the flairs used most. */
  flairShare: number;
  flairs: { flair: string; share: number }[];
  /** Share of top posts that promote the poster's own product, service or content. */
  selfPromotionShare: number;
  bestTimes: BestTimeSlot[];
}

export interface DraftCheckResult {
  subreddit: string;
  /** 0-100: 100 = nothing against it; a 'will be removed' finding keeps it at or below 20. */
  score: number;
  /** One line summing the score up. */
  verdict: string;
  findings: DraftFinding[];
  /** Checks that cannot be made from outside (AutoModerator karma or account-age gates, moderators' judgement). */
  notVisible: string[];
  /** What the check rested on. */
  basis: { rules: 'live' | 'none'; postsAnalysed: number; note: string };
  norms: CommunityNormsInfo;
}

// ---------------------------------------------------------------- where should this draft go (decision 024)

export const PLACEMENT_MAX_COMMUNITIES = 20;
export const PLACEMENT_SOURCE_KINDS = ['list', 'audience', 'history'] as const;
export const PLACEMENT_MSG = {
  subredditsRequired: 'Name at least one community',
  subredditsTooMany: `Name at most ${PLACEMENT_MAX_COMMUNITIES} communities`,
  sourceKind: "Choose where the communities come from: 'list', 'audience' or 'history'",
  audienceRequired: 'Choose an audience',
  audienceEmpty: 'This audience has no communities yet. Add some on its page, or name the communities to compare.',
  historyEmpty: "You haven't analysed any communities yet. Analyse one first, or name the communities to compare.",
} as const;

/** Where the communities to compare come from: a typed list, one of the user's audiences, or the communities they analysed. */
export type PlacementSource = { kind: 'list'; subreddits: string[] } | { kind: 'audience'; audienceId: string } | { kind: 'history' };

const placementList = yup
  .array()
  .of(yup.string().required(DRAFT_MSG.subredditRequired).matches(SUBREDDIT_NAME, DRAFT_MSG.subredditInvalid))
  .min(1, PLACEMENT_MSG.subredditsRequired)
  .max(PLACEMENT_MAX_COMMUNITIES, PLACEMENT_MSG.subredditsTooMany);

/**
 * POST /reddit/draft-placement: one draft checked against several communities, ranked. The
 * communities come from `source`, or (the first form of this call, still accepted) `subreddits`.
 */
export const draftPlacementRequest = yup
  .object({
    ...draftTextFields(),
    subreddits: placementList.optional(),
    source: yup
      .object({
        kind: yup.string().required(PLACEMENT_MSG.sourceKind).oneOf(PLACEMENT_SOURCE_KINDS, PLACEMENT_MSG.sourceKind),
        subreddits: placementList.when('kind', {
          is: 'list',
          then: (s) => s.required(PLACEMENT_MSG.subredditsRequired),
          otherwise: (s) => s.optional(),
        }),
        audienceId: yup
          .string()
          .max(100, PLACEMENT_MSG.audienceRequired)
          .when('kind', { is: 'audience', then: (s) => s.required(PLACEMENT_MSG.audienceRequired), otherwise: (s) => s.optional() }),
      })
      .default(undefined)
      .optional(),
  })
  .test('one-source', PLACEMENT_MSG.subredditsRequired, (v) => !!v && (v.subreddits !== undefined || v.source !== undefined));

export interface DraftPlacementRequest {
  title: string;
  body?: string;
  link?: string;
  /** The first form: a typed list, the same as `source: { kind: 'list', subreddits }`. */
  subreddits?: string[];
  source?: PlacementSource;
}

/** The source a request names (the bare `subreddits` form is a list). */
export function placementSourceOf(req: DraftPlacementRequest): PlacementSource {
  if (req.source) return req.source;
  return { kind: 'list', subreddits: req.subreddits ?? [] };
}

/** One community's line: ranked by survival, then fit, then reach. */
export interface PlacementLine {
  /** 1-based; communities that could not be checked come last, unranked (null). */
  rank: number | null;
  subreddit: string;
  /** 'unknown': the community could not be checked (not found, private, Reddit unreachable); `verdict` says why. */
  status: 'checked' | 'unknown';
  /** The check's 0-100 score (what stands against the draft there). */
  survival: number | null;
  verdict: string;
  /** 0-100: the share of the community's norms the draft fits (title length, post type, link domain, flair, promotion); null without norms. */
  fit: number | null;
  /** Members, when known. */
  reach: number | null;
  /** The findings the line rests on, worst first: headline and the evidence's label. */
  evidence: { severity: DraftSeverity; title: string; source: string }[];
  /** What the rules check rested on ('live' rules or norms only). */
  rules: 'live' | 'none' | null;
}

export interface DraftPlacementResult {
  lines: PlacementLine[];
  /** Where the communities came from, e.g. { kind: 'audience', label: 'SaaS founders' }; absent in answers of the first form. */
  source?: { kind: PlacementSource['kind']; label: string };
  /** Communities of the audience or history left unchecked: beyond PLACEMENT_MAX_COMMUNITIES. */
  notChecked?: string[];
  /** Plain words on how the ranking was made. */
  note: string;
}
