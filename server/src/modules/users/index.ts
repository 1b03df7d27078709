/** The signed-in user's own account: profile, photo, password change, notification setting. */
export { usersRoutes } from './routes';
export { createUserAccount, type NewAccount } from './accounts';
export { findUserByEmail, findUserById, setAvatarIfMissing, setPasswordHash, toUser, type UserRow } from './repository';
export { authOf, requireAuth, type AccessTokenVerifier, type AuthContext } from './request-auth';
