/** Draft checks ('Will it survive?', decision 021): the endpoints, and the pure checks generation reuses. */
export { draftsRoutes } from './routes';
export { communityContext, contextOf, draftCheckRule, type CommunityContext } from './service';
export { blockingFindings, checkDraft, draftScore, type CheckInput } from './check/check-draft';
export { requirementFindings, settingFindings, compileRedditRegex } from './check/requirements';
export type { Draft } from './check/draft';
export { draftPlacement, fitOf, placementCommunities, rankLines, uniqueCommunities } from './placement';
