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

/** Authorization headers already read, and the token each holds; bounded like the verified tokens (auth/tokens.ts). */
const tokenByHeader = new Map<string, string>();
const HEADERS_KEPT = 1_000;
/** Longer headers are read each time rather than kept: a client cannot fill memory with big ones. */
const HEADER_CHARS_KEPT = 2_048;

/**
 * The bearer token of an Authorization header, or null. A client sends the same header on every call
 * until its token is renewed, so the token found is kept by header text: the case-insensitive regex
 * was ~1 µs of a signed-in request (issue 27, decision 112), and the kept string is the one the
 * verified tokens' map has already hashed. Only tokens found are kept; a refused header is read again.
 */
function bearerToken(header: string | undefined): string | null {
  if (header === undefined) return null;
  const known = tokenByHeader.get(header);
  if (known !== undefined) return known;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return null;
  const token = match[1]!.trim();
  if (header.length <= HEADER_CHARS_KEPT) {
    if (tokenByHeader.size >= HEADERS_KEPT) tokenByHeader.clear();
    tokenByHeader.set(header, token);
  }
  return token;
}

/**
 * preHandler for signed-in routes: verifies the bearer JWT, then loads the user and checks the
 * session is still live in one query, so logout and revocation apply to access tokens at once.
 */
export function requireAuth(db: Database, tokens: AccessTokenVerifier, cache?: AuthCache<UserRow>) {
  const checks = liveSessionChecks(db);
  return async function authenticate(req: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(req.headers.authorization);
    if (token === null) throw unauthorized();
    const claims = tokens.verifyAccess(token);
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
