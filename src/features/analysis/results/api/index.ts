export * from './hooks';
export * from './requests';
export type { PaidSubredditAboutResponse, PostAnalysisResponse, SubredditAboutResponse } from './schemas';
