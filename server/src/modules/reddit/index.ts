/**
 * The Reddit data-source layer (a library, no routes): the data model, and the sources the research
 * and generation modules read through RedditData: the bundled snapshot, imported dumps (import/),
 * the live API (live/) and the Arctic Shift archive (archive/).
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
  SharedSubredditPosts,
  SourceKind,
  SubredditInfo,
  SubredditPosts,
  SubredditProfile,
  WikiPage,
} from './model';
export { bareSubredditInfo, postKind } from './model';
export { SnapshotSource } from './snapshot-source';
export { ImportedRedditSource, listImportedSubreddits, recentImportedPostTexts, type ImportedSubreddit } from './imported-source';
export { createLiveRedditSource, normalisePostId, normaliseSubredditName, pruneRedditApiCache } from './live';
export {
  ArchiveRedditSource,
  ArchiveUnavailableError,
  ARCHIVE_FETCH_JOB,
  createArchiveSource,
  pruneArchivedContent,
  storedCommunityContent,
  type ArchiveFetchStatus,
  type StoredCommunityContent,
} from './archive';
