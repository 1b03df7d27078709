import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { TokenService } from '../modules/auth/tokens';
import { USER_COLUMNS, USER_FROM, type UserRow } from '../modules/users/repository';
import type { AuthCache } from './auth-cache';
import { unauthorized } from './errors';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * preHandler for signed-in routes: verifies the bearer JWT, then loads the user and checks the
 * session is still live in one query, so logout and revocation apply to access tokens at once.
 */
export function requireAuth(db: Database, tokens: TokenService, cache?: AuthCache) {
  return async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    const match = header?.match(/^Bearer\s+(.+)$/i);
    if (!match) throw unauthorized();
    const claims = tokens.verifyAccess(match[1]!.trim());
    const cached = cache?.get(claims.sessionId);
    if (cached && cached.id === claims.userId) {
      req.auth = { user: cached, sessionId: claims.sessionId };
      return;
    }
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM ${USER_FROM} JOIN sessions s ON s.user_id = u.id
       WHERE u.id = $1 AND s.id = $2 AND s.revoked_at IS NULL`,
      [claims.userId, claims.sessionId],
    );
    if (!rows[0]) throw unauthorized('Your session has ended. Please log in again.');
    cache?.set(claims.sessionId, rows[0]);
    req.auth = { user: rows[0], sessionId: claims.sessionId };
  };
}

/** The signed-in context of a route guarded by requireAuth. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
