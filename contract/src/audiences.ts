import * as yup from 'yup';

/**
 * Audiences (/api/audiences): named groups of communities, their combined picture and the themes
 * their members talk about. Request schemas validate on the server; the types shape both sides.
 */

export const AUDIENCE_NAME_MAX = 60;
/** Names one request may add (a pasted GummySearch export can be long; the plan cap still applies). */
export const AUDIENCE_PASTE_MAX = 200;

export const AUDIENCE_MSG = {
  nameRequired: 'Audience name is required',
  nameBlank: 'Audience name cannot be empty or spaces only',
  nameTooLong: `Audience name must be at most ${AUDIENCE_NAME_MAX} characters`,
  duplicate: 'You already have an audience with this name',
  notFound: 'Audience not found',
  communitiesRequired: 'Add at least one community',
  tooManyNames: `Paste at most ${AUDIENCE_PASTE_MAX} communities at once`,
  noneKnown: "We couldn't find any of these communities. Check the names and try again.",
  created: 'Audience created',
  renamed: 'Audience renamed',
  deleted: 'Audience deleted',
  /** The report that followed it keeps its last communities (decision 035). */
  deletedReportKept: 'Audience deleted. Your e-mail report keeps its communities but no longer follows the audience.',
  added: 'Communities added',
  removed: 'Community removed',
  communityNotMember: 'This community is not in the audience',
  full: 'This audience is full',
} as const;

export const audienceNameSchema = yup
  .string()
  .required(AUDIENCE_MSG.nameRequired)
  .test('not-blank', AUDIENCE_MSG.nameBlank, (v) => !v || v.trim().length > 0)
  .test('max', AUDIENCE_MSG.nameTooLong, (v) => !v || v.trim().length <= AUDIENCE_NAME_MAX);

const communityNames = yup
  .array(yup.string().defined().max(200, 'Community names must be at most 200 characters'))
  .max(AUDIENCE_PASTE_MAX, AUDIENCE_MSG.tooManyNames);

export const createAudienceRequest = yup.object({
  name: audienceNameSchema,
  /** Names as typed, linked or pasted: 'r/SaaS', 'https://reddit.com/r/SaaS', 'SaaS'. */
  communities: communityNames.optional(),
});
export const renameAudienceRequest = yup.object({ name: audienceNameSchema });
export const addCommunitiesRequest = yup.object({
  communities: communityNames.required(AUDIENCE_MSG.communitiesRequired).min(1, AUDIENCE_MSG.communitiesRequired),
});

export const THEME_KINDS = ['pain', 'question', 'request', 'money', 'topic'] as const;
export type ThemeKind = (typeof THEME_KINDS)[number];
export const THEME_KIND_LABEL: Record<ThemeKind, string> = {
  pain: 'Pain points and frustrations',
  question: 'Questions asked',
  request: 'Requests for a solution or tool',
  money: 'Money talk',
  topic: 'Recurring topics',
};
export const THEME_SORTS = ['engagement', 'recency'] as const;
export type ThemeSort = (typeof THEME_SORTS)[number];
export const themesRequest = yup.object({
  sort: yup
    .string()
    .oneOf([...THEME_SORTS], `sort must be one of ${THEME_SORTS.join(', ')}`)
    .optional(),
});

export interface AudienceLimits {
  /** Audiences the plan keeps. */
  audiences: number;
  /** Communities per audience. */
  communities: number;
}

export interface Audience {
  _id: string;
  name: string;
  /** Community names with Reddit's casing, in the order they were added. */
  communities: string[];
  createdAt: string;
  updatedAt: string;
}

/** GET /audiences */
export interface AudienceListResponse {
  audiences: Audience[];
  limits: AudienceLimits;
  plan: string;
  /** The communities the user analysed or searched their way to, most recent first (at most AUDIENCE_ANALYSED_SHOWN), to start an audience from. */
  analysed?: string[];
}
/** How many of the user's analysed communities the audience list offers. */
export const AUDIENCE_ANALYSED_SHOWN = 10;
/** unknown: no source holds the community; limit: past the plan's communities per audience. */
export type AudienceSkipReason = 'unknown' | 'duplicate' | 'invalid' | 'limit';
/** POST /audiences, POST /audiences/:id/communities: names that could not be added say why. */
export interface AudienceChangeResponse {
  message: string;
  audience: Audience;
  skipped: { name: string; reason: AudienceSkipReason }[];
}

export interface AudienceMember {
  name: string;
  title: string;
  subscribers: number | null;
  postsPerWeek: number;
  commentsPerPost: number;
  /** Posts and comments per week, the member's conversation volume. */
  activityPerWeek: number;
  /** This member's share (0..1) of the audience's conversation per week. */
  share: number;
  postsAnalysed: number;
  /** Where its numbers come from ('Bundled sample data from August 2013', 'Live Reddit data'). */
  dataLabel: string;
  /** False when no source holds posts for it (it then counts for nothing). */
  hasData: boolean;
}

export interface AudienceBestTime {
  day: number; // 0 = Sunday
  hour: number; // UTC
  /** Mean over members of the slot's share of each member's own engagement, relative to an even spread (1 = average). */
  performance: number;
  /** Members whose posts support the slot. */
  members: number;
}

export interface AudienceOverlap {
  a: string;
  b: string;
  /** Cosine similarity of the two communities' vocabularies (0..1): what they talk about, not who they share. */
  topicSimilarity: number;
}

export interface AudienceSuggestion {
  name: string;
  title: string;
  subscribers: number | null;
  /** Members it resembles, strongest first. */
  similarTo: string[];
  similarity: number;
}

/** GET /audiences/:id/overview */
export interface AudienceOverview {
  audience: Audience;
  totals: { subscribers: number; postsPerWeek: number; activityPerWeek: number; postsAnalysed: number };
  members: AudienceMember[];
  bestTimes: AudienceBestTime[];
  overlap: AudienceOverlap[];
  suggestions: AudienceSuggestion[];
}

export interface ThemeEvidence {
  /** 'post' now; 'comment' once sources hold comments. */
  type: 'post' | 'comment';
  id: string;
  subreddit: string;
  title: string;
  /** The sentence that made it count, trimmed. */
  excerpt: string;
  url: string;
  score: number;
  comments: number;
  createdAt: string;
}

export interface AudienceTheme {
  id: string;
  kind: ThemeKind;
  /** What the theme is about: its recurring phrase, e.g. 'seo' or 'cold email'. */
  label: string;
  /** A name and a summary written by the LLM, when one is connected; always beside the evidence. */
  title?: string;
  summary?: string;
  posts: number;
  comments: number;
  /** Members it was found in, most evidence first. */
  subreddits: string[];
  /** Where a post about it fits best: the member with most evidence relative to its size. */
  bestSubreddit: string;
  engagement: number;
  newestAt: string;
  evidence: ThemeEvidence[];
}

/** GET /audiences/:id/themes */
export interface AudienceThemesResponse {
  themes: AudienceTheme[];
  sort: ThemeSort;
  /** Posts and comments read. */
  read: { posts: number; comments: number };
  engine: 'rules' | 'llm';
}

/**
 * Community names from pasted text: one per line or separated by commas, with or without r/,
 * reddit links, or a GummySearch export (CSV with a header; the name is the first cell that
 * looks like one). Lower-case duplicates are dropped; order is kept.
 */
export function parseCommunityList(text: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const push = (name: string) => {
    const key = name.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  };
  for (const line of text.split(/\r?\n/)) {
    const prefixed = [...line.matchAll(/(?:^|[^A-Za-z0-9_])\/?r\/([A-Za-z0-9][A-Za-z0-9_]{1,20})\b/g)].map((m) => m[1]);
    if (prefixed.length > 0) {
      prefixed.forEach(push);
      continue;
    }
    const cells = line
      .split(/[,;\t|]/)
      .map((c) =>
        c
          .trim()
          .replace(/^["']|["']$/g, '')
          .trim(),
      )
      .filter(Boolean);
    const names = cells.filter(isCommunityName);
    if (names.length === 0) continue;
    // A CSV row names its community once, first; a plain list names only communities.
    if (names.length === cells.length) names.forEach(push);
    else push(names[0]);
  }
  return out;
}

const HEADER_WORDS = new Set([
  'subreddit',
  'subreddits',
  'name',
  'names',
  'community',
  'communities',
  'members',
  'subscribers',
  'audience',
  'url',
  'link',
  'title',
  'description',
  'growth',
  'size',
]);

/** Reddit's rule for community names (3–21 letters, digits, underscores), minus pure numbers and CSV header words. */
export function isCommunityName(s: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_]{1,20}$/.test(s) && !/^\d+$/.test(s) && !HEADER_WORDS.has(s.toLowerCase());
}
