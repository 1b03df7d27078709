/**
 * The Reddit data-source layer (a library, no routes): the data model, and the sources the research
 * and generation modules read through RedditData: the bundled snapshot, imported dumps (import/) and
 * the live API (live/).
 */
export type {
  Catalogue,
  CommunityRulesData,
  DataProvenance,
  PostKind,
  PostThread,
  RedditComment,
  RedditPost,
  RedditRule,
  RedditSource,
  SourceKind,
  SubredditInfo,
  SubredditPosts,
  SubredditProfile,
  WikiPage,
} from './model';
export { postKind } from './model';
export { SnapshotSource } from './snapshot-source';
export { ImportedRedditSource, listImportedSubreddits, recentImportedPostTexts, type ImportedSubreddit } from './imported-source';
export { createLiveRedditSource, pruneRedditApiCache } from './live';
