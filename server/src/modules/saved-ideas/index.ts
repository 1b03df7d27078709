/** Folders and saved posts and comments (/api/folder, /api/posts, /api/comments, /api/saved-item), within the plan's caps. */
export { savedIdeasRoutes } from './routes';
