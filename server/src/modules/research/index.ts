/** The /api/reddit analysis calls: Reddit data from its sources in order, paid analyses for credits, history. */
export { researchRoutes } from './routes';
export { RedditData } from './reddit-data';
export { analyse, provenanceOf } from './service';
