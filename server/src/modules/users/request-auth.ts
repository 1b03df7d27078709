import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { AuthCache } from '../../platform/auth-cache';
import { unauthorized } from '../../platform/errors';
import { LiveSessionChecks } from './live-session-checks';
import { findUsersInLiveSessions, type UserRow } from './repository';

/** What the guard needs of auth's TokenService (structural, so users never imports auth: auth builds on users). */
export interface AccessTokenVerifier {
  verifyAccess(token: string): { userId: string; sessionId: string };
}

export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** The user's credits after this request's spend, set by a `spendsOnly` route (route-config.ts). */
  balance?: number;
  /** The session cache's mark once the user was known, before the handler changed anything (AuthCache.lowerCredits); a `spendsOnly` route may move it to just before its spend. */
  since?: number;
  /** The session cache's mark once the route's spend had committed (set with `balance`; AuthCache.lowerCredits). */
  committed?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** One batcher per database, shared by every guarded route (live-session-checks.ts). */
const checksByDatabase = new WeakMap<Database, LiveSessionChecks>();

function liveSessionChecks(db: Database): LiveSessionChecks {
  let checks = checksByDatabase.get(db);
  if (!checks) checksByDatabase.set(db, (checks = new LiveSessionChecks((ids) => findUsersInLiveSessions(db, ids))));
  return checks;
}

/**
 * preHandler for signed-in routes: verifies the bearer JWT, then loads the user and checks the
 * session is still live in one query, so logout and revocation apply to access tokens at once.
 */
export function requireAuth(db: Database, tokens: AccessTokenVerifier, cache?: AuthCache<UserRow>) {
  const checks = liveSessionChecks(db);
  return async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    const match = header?.match(/^Bearer\s+(.+)$/i);
    if (!match) throw unauthorized();
    const claims = tokens.verifyAccess(match[1]!.trim());
    const cached = cache?.get(claims.sessionId);
    if (cached && cached.id === claims.userId) {
      req.auth = { user: cached, sessionId: claims.sessionId, since: cache!.mark() };
      return;
    }
    // Marked before the read is sent (a check never joins a query already in flight): what committed before the mark, the read sees.
    const readFrom = cache?.mark();
    const user = await checks.find(claims.userId, claims.sessionId);
    if (!user) throw unauthorized('Your session has ended. Please log in again.');
    cache?.set(claims.sessionId, user, readFrom);
    req.auth = { user, sessionId: claims.sessionId, since: cache?.mark() };
  };
}

/** The signed-in context of a route guarded by requireAuth. */
export function authOf(req: FastifyRequest): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
