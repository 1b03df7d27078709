import type { Database, Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { newId, randomToken, sha256 } from '../../platform/crypto';
import { unauthorized } from '../../platform/errors';
import { signJwt, verifyJwt } from '../../platform/jwt';
import * as repo from './repository';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const ISSUER = 'subreddit-signal';
/** Verified access tokens remembered per process (about 3 MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

/**
 * Access tokens are short-lived HS256 JWTs naming the user and the session; the session is
 * also checked on each request, so logout and revocation take effect at once.
 * Refresh tokens are opaque, stored as SHA-256, rotated on every use; each session is one family.
 */
export class TokenService {
  private readonly key: Buffer;
  constructor(
    secret: string,
    private readonly clock: Clock,
    /**
     * Told about every revocation, with the connection (or transaction) that made it, so caches of
     * live sessions, on every instance, can drop them at once.
     */
    private readonly onRevoke: (revoked: { sessionIds?: string[]; userId?: string }, via: Queryable) => void | Promise<void> = () => {},
  ) {
    this.key = Buffer.from(secret, 'utf8');
  }

  async signAccess(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return signJwt({ sub: claims.userId, sid: claims.sessionId, iss: ISSUER, iat: now, exp: now + ACCESS_TOKEN_TTL_SECONDS }, this.key);
  }

  /**
   * Access tokens already verified, by their exact text: the same string under the same key always
   * verifies the same way, so a repeat costs a lookup instead of an HMAC, two base64 decodes and a
   * JSON parse (~12 µs, the largest CPU item of a cached authenticated request). Expiry is still
   * checked on every call; revocation is the session check's job, as before.
   */
  private readonly verified = new Map<string, AccessClaims & { exp: number }>();

  /** Synchronous on purpose: it runs on every authenticated request. */
  verifyAccess(token: string): AccessClaims {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp <= now) {
        this.verified.delete(token);
        throw unauthorized('Access token expired');
      }
      return { userId: known.userId, sessionId: known.sessionId };
    }
    const payload = verifyJwt(token, this.key);
    if (
      !payload ||
      payload.iss !== ISSUER ||
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      throw unauthorized('Invalid access token');
    }
    if (payload.exp <= now) throw unauthorized('Access token expired');
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!); // oldest first
    this.verified.set(token, { userId: payload.sub, sessionId: payload.sid, exp: payload.exp });
    return { userId: payload.sub, sessionId: payload.sid };
  }

  /** Starts a new session (refresh-token family) for a signed-in user. */
  async createSession(tx: Queryable, userId: string, meta: SessionMeta = {}) {
    const sessionId = newId();
    await repo.insertSession(tx, { id: sessionId, userId, userAgent: meta.userAgent?.slice(0, 300) ?? null, ip: meta.ip ?? null });
    const refreshToken = await this.insertRefresh(tx, sessionId);
    const accessToken = await this.signAccess({ userId, sessionId });
    return { sessionId, accessToken, refreshToken };
  }

  /**
   * Swaps a refresh token for a new pair. Presenting a token that was already rotated means
   * it leaked or was replayed: the whole session is revoked and the caller must sign in again.
   */
  async rotate(db: Database, presented: string) {
    const hash = sha256(presented);
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.lockRefreshToken(tx, hash);
      if (!row || row.revoked_at) return { ok: false as const };
      if (row.rotated_at) {
        await repo.revokeSession(tx, row.session_id, this.clock.now(), 'refresh_token_reuse');
        await this.onRevoke({ sessionIds: [row.session_id] }, tx);
        return { ok: false as const, reuse: true };
      }
      if (new Date(row.expires_at).getTime() <= this.clock.now().getTime()) return { ok: false as const };
      await repo.markRefreshTokenRotated(tx, hash, this.clock.now());
      await repo.touchSession(tx, row.session_id, this.clock.now());
      const refreshToken = await this.insertRefresh(tx, row.session_id);
      return { ok: true as const, userId: row.user_id, sessionId: row.session_id, refreshToken };
    });
    if (!outcome.ok) {
      throw unauthorized(
        'reuse' in outcome
          ? 'This session was ended for your security. Please log in again.'
          : 'Your session has expired. Please log in again.',
      );
    }
    const accessToken = await this.signAccess({ userId: outcome.userId, sessionId: outcome.sessionId });
    return { accessToken, refreshToken: outcome.refreshToken };
  }

  /** Revokes the session that owns this refresh token (logout). Unknown tokens are ignored. */
  async revokeByRefreshToken(db: Queryable, presented: string, reason = 'logout'): Promise<void> {
    const sessionIds = await repo.revokeSessionOfRefreshToken(db, sha256(presented), this.clock.now(), reason);
    if (sessionIds.length > 0) await this.onRevoke({ sessionIds }, db);
  }

  async revokeSession(db: Queryable, sessionId: string, reason: string): Promise<void> {
    await repo.revokeSession(db, sessionId, this.clock.now(), reason);
    await this.onRevoke({ sessionIds: [sessionId] }, db);
  }

  /** Ends every session of the user except `keepSessionId` (password change keeps the current one). */
  async revokeUserSessions(db: Queryable, userId: string, reason: string, keepSessionId?: string): Promise<void> {
    await repo.revokeUserSessions(db, userId, this.clock.now(), reason, keepSessionId ?? null);
    await this.onRevoke({ userId }, db);
  }

  private async insertRefresh(tx: Queryable, sessionId: string): Promise<string> {
    const token = randomToken(32);
    const expires = new Date(this.clock.now().getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await repo.insertRefreshToken(tx, sha256(token), sessionId, expires);
    return token;
  }
}
