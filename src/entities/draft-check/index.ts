/** Draft checks ('Will it survive?', decisions 021 and 024): the request hooks, the result card, the per-post Check, where a draft should go, the rules block. */
export {
  checkDraft,
  draftCheckKeys,
  fetchCommunityRules,
  fetchDraftPlacement,
  useCommunityRules,
  useDraftCheck,
  useDraftPlacement,
} from './api';
export { DRAFT_CHECK_MSG, draftFromPost, scoreTone } from './model';
export { CheckResultCard } from './CheckResultCard';
export { PostCheck } from './PostCheck';
export { PlacementList } from './PlacementList';
export { PostPlacement, communityList, PLACEMENT_MSG_UI } from './PostPlacement';
export { CommunityRulesBlock, requirementLines, settingLines } from './CommunityRulesBlock';
