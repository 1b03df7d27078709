/** Audiences (/api/audiences): named groups of communities, their overview and mined themes (decision 026). */
export { audiencesRoutes } from './routes';
export { mineThemes, OTHER_LABEL, type ThemePost } from './themes/mine';
export { ownedAudience } from './service';
export { findAudience } from './repository';
