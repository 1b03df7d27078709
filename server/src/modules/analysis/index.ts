/** The analysis engine: pure, deterministic functions of their inputs (docs/METRICS.md). */
export { analyzeSubreddit, engagementOf, permalinkUrl, subredditUrl, type AnalysisProvenance, type SubredditAnalysisInput } from './subreddit';
export { analyzePost, type PostAnalysis, type PostAnalysisInput } from './post';
export { similarSubreddits, SimilarityIndex, windowStats, cosine, sizeSimilarity, type ActivityStats, type WindowActivity, type SimilarOptions } from './similar';
export { extractKeywords, lemma, tokenize, type KeywordDoc, type KeywordModel, type KeywordOptions, type RankedTerm } from './keywords';
export { bestTimes, type BestTimes } from './best-time';
export { markdownToSafeHtml, escapeHtml } from './markdown';
export { timeOfDay, weekdayHour, type TimeOfDay } from './time';
export { toFreeTier } from './tier';
export { GENERIC_WORDS, STOP_WORDS } from './stopwords';
