/** Answers of POST /reddit/check-draft and /reddit/community-rules for the draft-check suites (decision 021). */
import type { CommunityNormsInfo, CommunityRulesInfo, DraftCheckResult, DraftFinding } from '@subreddit-signal/contract';

export const norms: CommunityNormsInfo = {
  postsAnalysed: 1000,
  topPosts: 250,
  titleLength: { low: 40, median: 66, high: 96 },
  postTypes: [
    { kind: 'Text', share: 60 },
    { kind: 'Link', share: 40 },
  ],
  linkDomains: [{ domain: 'youtube.com', posts: 30, share: 12 }],
  flairShare: 10,
  flairs: [],
  selfPromotionShare: 2,
  bestTimes: [],
};

export const shortTitle: DraftFinding = {
  id: 'norm-title-length',
  severity: 'weak',
  field: 'title',
  title: 'Title far too short',
  explanation: 'The title is far shorter than titles that do well in r/marketing (40–96 characters).',
  evidence: {
    kind: 'norm',
    label: 'Norm: title length',
    text: 'Titles of the 250 best-performing of 1,000 posts: middle half 40–96 characters, median 66. This title: 2.',
  },
};

export const spamRule: DraftFinding = {
  id: 'rule-1-self-promotion',
  severity: 'likely-removed',
  field: 'post',
  title: 'May break rule 1: No self-promotion',
  explanation: 'May break rule 1: “No self-promotion” — the draft promotes your own product, service or content.',
  evidence: { kind: 'rule', label: 'Rule 1 (removal reason: Spam)', text: 'No self-promotion — Do not advertise your product here.' },
};

export const flairRequired: DraftFinding = {
  id: 'flair-required',
  severity: 'removed',
  field: 'flair',
  title: 'Flair required',
  explanation: 'The community requires a flair on every post. Pick one of: Question, Case study.',
  evidence: { kind: 'requirement', label: 'Post requirement: is_flair_required', text: 'is_flair_required: true' },
};

export function checkResult(overrides: Partial<DraftCheckResult> = {}): DraftCheckResult {
  return {
    subreddit: 'marketing',
    score: 67,
    verdict: "At risk: it may break 1 of the community's rules.",
    findings: [spamRule, shortTitle],
    notVisible: [
      'AutoModerator filters (account age, karma, keywords) run on Reddit and are not visible to us: r/marketing may hold the post back for them.',
    ],
    basis: {
      rules: 'none',
      postsAnalysed: 1000,
      note: 'Our data holds no rules for r/marketing (only the live Reddit connection reads them): checked against what does well there (1,000 of its posts) only.',
    },
    norms,
    ...overrides,
  };
}

export const liveRules: CommunityRulesInfo = {
  subreddit: 'redditdev',
  source: 'live',
  fetchedAt: '2026-03-05T10:00:00.000Z',
  rules: [
    { number: 1, kind: 'all', shortName: 'No spam', description: 'Do not spam. Spam bad', violationReason: 'Spam' },
    { number: 2, kind: 'comment', shortName: 'Be civil', description: '', violationReason: null },
  ],
  requirements: {
    titleRegexes: [],
    titleRequiredStrings: ['yes'],
    titleBlacklistedStrings: ['no'],
    titleMinLength: 50,
    titleMaxLength: 200,
    bodyRegexes: [],
    bodyRequiredStrings: [],
    bodyBlacklistedStrings: [],
    bodyMinLength: null,
    bodyMaxLength: null,
    bodyPolicy: 'required',
    linkPolicy: 'blacklist',
    domainWhitelist: [],
    domainBlacklist: ['example.com'],
    repostAgeDays: 2,
    flairRequired: true,
    guidelines: 'Say which library you use.',
    galleryMinItems: 2,
    galleryMaxItems: 20,
    galleryCaptions: 'none',
    galleryUrls: 'none',
  },
  settings: {
    submissionType: 'self',
    allowImages: false,
    allowVideos: false,
    allowGalleries: false,
    allowPolls: false,
    linkFlairEnabled: true,
    submitText: null,
  },
  flairs: ['Question', 'Announcement'],
  note: "r/redditdev's rules and post requirements as Reddit gave them on 2026-03-05.",
};
