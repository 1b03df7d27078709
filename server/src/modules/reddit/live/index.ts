export { LiveRedditSource, createLiveRedditSource, normalisePostId, normaliseSubredditName } from './live-source';
export type { ListingSort, LiveRedditSourceOptions, LiveSourceDeps } from './live-source';
export { RedditClient } from './client';
export type { RedditClientOptions, RedditClientLogger } from './client';
export { RedditApiCache, pruneRedditApiCache } from './cache';
export {
  REDDIT_UNAVAILABLE_MESSAGE,
  RedditAuthError,
  RedditCircuitOpenError,
  RedditCommunityUnavailableError,
  RedditRateLimitedError,
  RedditResponseError,
  RedditUnavailableError,
} from './errors';
export type { CommunityRestriction } from './errors';
