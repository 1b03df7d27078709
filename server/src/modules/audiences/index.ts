/** Audiences (/api/audiences): named groups of communities, their overview and mined themes (decision 026). */
export { audiencesRoutes } from './routes';
export { mineThemes } from './themes/mine';
export { ownedAudience } from './service';
