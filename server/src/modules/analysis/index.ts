/** The analysis engine: pure, deterministic functions of their inputs (docs/METRICS.md). */
export {
  analyzeSubreddit,
  canonicalPosts,
  engagementOf,
  permalinkUrl,
  subredditUrl,
  type AnalysisProvenance,
  type SubredditAnalysisInput,
} from './subreddit';
export { analyzeDiscussion, commentDepths, isTopLevel, type DiscussionInput } from './discussion';
export { analyzePost, comparePost, type PostAnalysis, type PostAnalysisInput } from './post';
export { postingRules, rulesFromRedditAnswer, type CommunityRule, type PostingRulesInput } from './posting-rules';
export { chooseWindow, postingRate, postsPerWeekFigure, MIN_WINDOW_POSTS, RATE_DAYS } from './windows';
export { communityHashtags } from './hashtags';
export {
  similarSubreddits,
  SimilarityIndex,
  windowStats,
  cosine,
  sizeSimilarity,
  type ActivityStats,
  type WindowActivity,
  type SimilarOptions,
} from './similar';
export { recurringThreads, SERIES_TITLE, titleShape } from './series';
export { extractKeywords, lemma, tokenize, type KeywordDoc, type KeywordModel, type KeywordOptions, type RankedTerm } from './keywords';
export { bestTimes, type BestTimes } from './best-time';
export { markdownToSafeHtml, escapeHtml } from './markdown';
export { timeOfDay, weekdayHour, type TimeOfDay } from './time';
export { toFreeTier } from './tier';
export { GENERIC_WORDS, STOP_WORDS } from './stopwords';
export { charCount, communityNorms, isSelfPromotion, normaliseDomain, wellPerformingPosts } from './norms';
export {
  isPromotional,
  promotionSignals,
  PROMOTION_KIND_LABEL,
  URL_SHORTENERS,
  type PromotionSignal,
  type PromotionSignalKind,
} from './promotion';
