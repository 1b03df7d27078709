/** Authentication: e-mail and password, Google sign-in, sessions and tokens, password reset. */
export { authRoutes } from './routes';
// The guard lives with the users it loads (users/request-auth); auth's index keeps offering it.
export { authOf, requireAuth, type AuthContext } from '../users';
export { TokenService, ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type AccessClaims, type SessionMeta } from './tokens';
export { createGoogleSignIn, googleRedirectUri, GOOGLE_STATE_TTL_SECONDS, type GoogleIdentity, type GoogleSignIn } from './google';
