/** The /api/reddit analysis calls: Reddit data from its sources in order, paid analyses for credits, history. */
export { researchRoutes } from './routes';
export { RedditData, type CommunityLookup, type SourceAnswer } from './reddit-data';
export { archiveJobs, ARCHIVE_REFRESH_JOB } from './archive-jobs';
// Stored posts and comments of a community, for modules that build on content (audiences).
export { storedCommunityContent, type StoredCommunityContent } from '../reddit';
export { analyse, analysisDataKey, provenanceOf, userAnalysedCommunities } from './service';
