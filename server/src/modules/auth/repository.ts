import type { Queryable } from '../../db/client';

/**
 * All SQL of the auth module (migrations 001 and 002): sessions and their refresh tokens, Google
 * identities and pending Google sign-ins, password-reset codes and tokens. The `users` table
 * belongs to the users module (users/repository.ts).
 */

// ---- Sessions and refresh tokens -------------------------------------------------------------

export async function insertSession(
  tx: Queryable,
  s: { id: string; userId: string; userAgent: string | null; ip: string | null },
): Promise<void> {
  await tx.query('INSERT INTO sessions (id, user_id, user_agent, ip) VALUES ($1, $2, $3, $4)', [s.id, s.userId, s.userAgent, s.ip]);
}

export async function insertRefreshToken(tx: Queryable, tokenHash: string, sessionId: string, expiresAt: Date): Promise<void> {
  await tx.query('INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, sessionId, expiresAt]);
}

export interface RefreshTokenRow {
  session_id: string;
  user_id: string;
  rotated_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

/** The refresh token with its session, the token row locked until the transaction ends. */
export async function lockRefreshToken(tx: Queryable, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const rows = await tx.query<RefreshTokenRow>(
    `SELECT rt.session_id, s.user_id, rt.rotated_at, rt.expires_at, s.revoked_at
     FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
     WHERE rt.token_hash = $1 FOR UPDATE OF rt`,
    [tokenHash],
  );
  return rows[0];
}

export async function markRefreshTokenRotated(tx: Queryable, tokenHash: string, at: Date): Promise<void> {
  await tx.query('UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export async function touchSession(tx: Queryable, sessionId: string, at: Date): Promise<void> {
  await tx.query('UPDATE sessions SET last_used_at = $2 WHERE id = $1', [sessionId, at]);
}

/** Whether the user signed in from this address since `since` (a place the owner already uses). */
export async function signedInFrom(db: Queryable, userId: string, ip: string, since: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND ip = $2 AND created_at >= $3 LIMIT 1', [userId, ip, since]);
  return rows.length > 0;
}

/** Ends the session if it is still live (a no-op otherwise). */
export async function revokeSession(db: Queryable, sessionId: string, at: Date, reason: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL', [sessionId, at, reason]);
}

/** Ends the live session owning the refresh token; returns the ids of the sessions it ended. */
export async function revokeSessionOfRefreshToken(db: Queryable, tokenHash: string, at: Date, reason: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3
     WHERE revoked_at IS NULL AND id = (SELECT session_id FROM refresh_tokens WHERE token_hash = $1)
     RETURNING id`,
    [tokenHash, at, reason],
  );
  return rows.map((r) => r.id);
}

/** Ends every live session of the user except `keepSessionId` (when given). */
export async function revokeUserSessions(
  db: Queryable,
  userId: string,
  at: Date,
  reason: string,
  keepSessionId: string | null,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3
     WHERE user_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [userId, at, reason, keepSessionId],
  );
}

// ---- Google sign-in: pending sign-ins and linked identities -----------------------------------

export interface OAuthStateRow {
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Date | string;
}

export async function deleteExpiredOAuthStates(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM oauth_states WHERE expires_at <= $1', [now]);
}

export async function insertOAuthState(
  db: Queryable,
  s: { state: string; codeVerifier: string; nonce: string; redirectUri: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO oauth_states (state, code_verifier, nonce, redirect_uri, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [s.state, s.codeVerifier, s.nonce, s.redirectUri, s.createdAt, s.expiresAt],
  );
}

/** Deletes the pending sign-in and returns it: a state is consumed exactly once. */
export async function takeOAuthState(db: Queryable, state: string): Promise<OAuthStateRow | undefined> {
  const rows = await db.query<OAuthStateRow>(
    'DELETE FROM oauth_states WHERE state = $1 RETURNING code_verifier, nonce, redirect_uri, expires_at',
    [state],
  );
  return rows[0];
}

export async function findIdentity(
  tx: Queryable,
  issuer: string,
  subject: string,
): Promise<{ user_id: string; email: string | null } | undefined> {
  const rows = await tx.query<{ user_id: string; email: string | null }>(
    'SELECT user_id, email FROM user_identities WHERE issuer = $1 AND subject = $2',
    [issuer, subject],
  );
  return rows[0];
}

export async function updateIdentityEmail(tx: Queryable, issuer: string, subject: string, email: string): Promise<void> {
  await tx.query('UPDATE user_identities SET email = $3 WHERE issuer = $1 AND subject = $2', [issuer, subject, email]);
}

export async function insertIdentity(
  tx: Queryable,
  i: { issuer: string; subject: string; userId: string; email: string | null },
): Promise<void> {
  await tx.query('INSERT INTO user_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
    i.issuer,
    i.subject,
    i.userId,
    i.email,
  ]);
}

// ---- Password reset: codes and reset tokens ---------------------------------------------------

/** Expires every outstanding code of the e-mail (a new one replaces them). */
export async function retireResetCodesOfEmail(tx: Queryable, email: string, now: Date): Promise<void> {
  await tx.query('UPDATE password_reset_codes SET expires_at = $2 WHERE email = $1 AND used_at IS NULL AND expires_at > $2', [email, now]);
}

export async function insertResetCode(
  tx: Queryable,
  c: { id: string; userId: string | null; email: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO password_reset_codes (id, user_id, email, code_hash, attempts, created_at, expires_at)
     VALUES ($1, $2, $3, $4, 0, $5, $6)`,
    [c.id, c.userId, c.email, c.codeHash, c.createdAt, c.expiresAt],
  );
}

export interface ResetCodeRow {
  id: string;
  user_id: string | null;
  code_hash: string;
  attempts: number;
}

/** The newest live code of the e-mail, locked until the transaction ends. */
export async function lockLatestResetCode(tx: Queryable, email: string, now: Date): Promise<ResetCodeRow | undefined> {
  const rows = await tx.query<ResetCodeRow>(
    `SELECT id, user_id, code_hash, attempts FROM password_reset_codes
     WHERE email = $1 AND used_at IS NULL AND expires_at > $2
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [email, now],
  );
  return rows[0];
}

export async function setResetCodeAttempts(tx: Queryable, codeId: string, attempts: number): Promise<void> {
  await tx.query('UPDATE password_reset_codes SET attempts = $2 WHERE id = $1', [codeId, attempts]);
}

export async function markResetCodeUsed(tx: Queryable, codeId: string, at: Date): Promise<void> {
  await tx.query('UPDATE password_reset_codes SET used_at = $2 WHERE id = $1', [codeId, at]);
}

/** Expires every outstanding code of the user. */
export async function retireResetCodesOfUser(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE password_reset_codes SET expires_at = $2 WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2', [
    userId,
    now,
  ]);
}

export async function insertResetToken(
  tx: Queryable,
  t: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.query('INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    t.tokenHash,
    t.userId,
    t.createdAt,
    t.expiresAt,
  ]);
}

const LIVE_RESET_TOKEN = 'token_hash = $1 AND used_at IS NULL AND expires_at > $2';

/** Whether the reset token is unused and unexpired (a read; claimResetToken decides). */
export async function resetTokenIsLive(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM password_reset_tokens WHERE ${LIVE_RESET_TOKEN}`, [tokenHash, now]);
  return rows.length > 0;
}

/** Spends a live reset token; returns its user, or undefined when it was not live. */
export async function claimResetToken(tx: Queryable, tokenHash: string, now: Date): Promise<string | undefined> {
  const rows = await tx.query<{ user_id: string }>(
    `UPDATE password_reset_tokens SET used_at = $2 WHERE ${LIVE_RESET_TOKEN} RETURNING user_id`,
    [tokenHash, now],
  );
  return rows[0]?.user_id;
}

/** Spends every other unused reset token of the user. */
export async function retireResetTokensOfUser(tx: Queryable, userId: string, now: Date): Promise<void> {
  await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
}
