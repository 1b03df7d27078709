export * from './hooks';
export * from './post-hooks';
export * from './requests';
export * from './post-requests';
export type { PaidSubredditAboutResponse, SubredditAboutResponse } from './schemas';
export type { PostAnalysisResponse } from './post-schemas';
