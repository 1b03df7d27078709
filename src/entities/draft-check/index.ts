/** Draft checks ('Will it survive?', decision 021): the request hooks, the result card, the per-post Check, the rules block. */
export { checkDraft, draftCheckKeys, fetchCommunityRules, useCommunityRules, useDraftCheck } from './api';
export { DRAFT_CHECK_MSG, draftFromPost, scoreTone } from './model';
export { CheckResultCard } from './CheckResultCard';
export { PostCheck } from './PostCheck';
export { CommunityRulesBlock, requirementLines, settingLines } from './CommunityRulesBlock';
