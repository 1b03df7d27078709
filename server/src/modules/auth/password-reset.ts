import type { InferType } from 'yup';
import { OTP_LENGTH, type forgotPasswordRequest, type resetPasswordRequest, type verifyOtpRequest } from '../../../../src/shared/api/contract';
import type { AppDeps } from '../../app-deps';
import { newId, randomDigits, randomToken, safeEqual, sha256 } from '../../platform/crypto';
import { badRequest } from '../../platform/errors';
import { renderMail } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { findUserByEmail, findUserById } from '../users/repository';
import { LIMITS, hitLimit } from './limits';
import { normaliseEmail, sendInBackground, type RequestMeta } from './service';

/**
 * Password reset: e-mail a 4-digit code (spec), trade it for a single-use reset token, set the
 * new password with the token. The short code is compensated for: 10-minute lifetime, single
 * use, 5 wrong tries per code, 3 codes per hour and 10 per day per e-mail, per-IP limits.
 *
 * A request for an e-mail without an account stores a code too, one that can never match, so
 * unknown and known e-mails take the same path and get the same answers (the attempt limit
 * included). Only a real account is sent mail.
 */
export const CODE_TTL_MINUTES = 10;
export const RESET_TOKEN_TTL_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;

export const RESET_MESSAGES = {
  codeSent: 'If an account exists for this email, we have sent a code to it.',
  invalidCode: 'Invalid or expired code',
  codeExhausted: 'Too many wrong attempts. Please request a new code.',
  verified: 'Verified OTP successfully',
  tokenExpired: 'This reset code has expired. Please request a new one.',
  changed: 'Your password has been successfully changed.',
} as const;

const minutesFrom = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
/** Codes have 10^4 values, so the code id salts the digest: one table row never helps with another. */
const codeDigest = (codeId: string, code: string) => sha256(`password-reset-code:${codeId}:${code}`);

export async function requestResetCode(deps: AppDeps, input: InferType<typeof forgotPasswordRequest>, meta: RequestMeta) {
  const email = normaliseEmail(input.email);
  await hitLimit(deps.rateLimiter, LIMITS.codesPerIp, meta.ip);
  await hitLimit(deps.rateLimiter, LIMITS.codesPerEmailHour, email);
  await hitLimit(deps.rateLimiter, LIMITS.codesPerEmailDay, email);

  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  const codeId = newId();
  const code = randomDigits(OTP_LENGTH);
  const digest = user ? codeDigest(codeId, code) : sha256(randomToken());
  await deps.db.transaction(async (tx) => {
    // A new code retires every earlier one still outstanding for this e-mail.
    await tx.query('UPDATE password_reset_codes SET expires_at = $2 WHERE email = $1 AND used_at IS NULL AND expires_at > $2', [email, now]);
    await tx.query(
      `INSERT INTO password_reset_codes (id, user_id, email, code_hash, attempts, created_at, expires_at)
       VALUES ($1, $2, $3, $4, 0, $5, $6)`,
      [codeId, user?.id ?? null, email, digest, now, minutesFrom(now, CODE_TTL_MINUTES)],
    );
  });
  if (user) sendInBackground(deps, { to: user.email, subject: 'Your password reset code', ...codeMail(user.name, code) }, meta);
  return { message: RESET_MESSAGES.codeSent };
}

type VerifyOutcome = { token: string } | 'invalid' | 'exhausted';

export async function verifyResetCode(deps: AppDeps, input: InferType<typeof verifyOtpRequest>, meta: RequestMeta) {
  await hitLimit(deps.rateLimiter, LIMITS.verifyPerIp, meta.ip);
  const email = normaliseEmail(input.email);
  const now = deps.clock.now();

  const outcome = await deps.db.transaction<VerifyOutcome>(async (tx) => {
    const rows = await tx.query<{ id: string; user_id: string | null; code_hash: string; attempts: number }>(
      `SELECT id, user_id, code_hash, attempts FROM password_reset_codes
       WHERE email = $1 AND used_at IS NULL AND expires_at > $2
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [email, now],
    );
    const row = rows[0];
    if (!row) return 'invalid';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
    if (!row.user_id || !safeEqual(codeDigest(row.id, input.otp), row.code_hash)) {
      const attempts = row.attempts + 1;
      await tx.query('UPDATE password_reset_codes SET attempts = $2 WHERE id = $1', [row.id, attempts]);
      return attempts >= MAX_CODE_ATTEMPTS ? 'exhausted' : 'invalid';
    }
    await tx.query('UPDATE password_reset_codes SET used_at = $2 WHERE id = $1', [row.id, now]);
    const token = randomToken(32);
    await tx.query('INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      sha256(token),
      row.user_id,
      now,
      minutesFrom(now, RESET_TOKEN_TTL_MINUTES),
    ]);
    return { token };
  });

  if (outcome === 'invalid') throw badRequest(RESET_MESSAGES.invalidCode);
  if (outcome === 'exhausted') throw badRequest(RESET_MESSAGES.codeExhausted);
  return { token: outcome.token, message: RESET_MESSAGES.verified };
}

/**
 * Sets the new password, spends the token, retires every outstanding code and token of the
 * account and ends all its sessions, in one transaction; then mails a notice.
 */
export async function resetPassword(deps: AppDeps, input: InferType<typeof resetPasswordRequest>, meta: RequestMeta) {
  await hitLimit(deps.rateLimiter, LIMITS.resetPerIp, meta.ip);
  const tokenHash = sha256(input.token);
  const now = deps.clock.now();
  const live = 'token_hash = $1 AND used_at IS NULL AND expires_at > $2';

  // Check before the (deliberately slow) hashing, so bad tokens cost nothing; the UPDATE below decides.
  const found = await deps.db.query('SELECT 1 FROM password_reset_tokens WHERE ' + live, [tokenHash, now]);
  if (!found[0]) throw badRequest(RESET_MESSAGES.tokenExpired);
  const passwordHash = await hashPassword(input.password);

  const user = await deps.db.transaction(async (tx) => {
    const claimed = await tx.query<{ user_id: string }>(`UPDATE password_reset_tokens SET used_at = $2 WHERE ${live} RETURNING user_id`, [
      tokenHash,
      now,
    ]);
    const userId = claimed[0]?.user_id;
    if (!userId) return undefined;
    await tx.query('UPDATE users SET password_hash = $2, updated_at = $3 WHERE id = $1', [userId, passwordHash, now]);
    await tx.query('UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    await tx.query('UPDATE password_reset_codes SET expires_at = $2 WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2', [userId, now]);
    await deps.tokens.revokeUserSessions(tx, userId, 'password_reset');
    return findUserById(tx, userId);
  });
  if (!user) throw badRequest(RESET_MESSAGES.tokenExpired);

  sendInBackground(deps, { to: user.email, subject: 'Your password was changed', ...changedMail(user.name, user.email, now) }, meta);
  return { message: RESET_MESSAGES.changed };
}

function codeMail(name: string, code: string) {
  return renderMail({
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name},`,
      `Enter this code to choose a new password for your Subreddit Signal account. It expires in ${CODE_TTL_MINUTES} minutes and works only once.`,
    ],
    code,
    footer: "If you didn't ask to reset your password, ignore this email: your password stays the same.",
  });
}

function changedMail(name: string, email: string, at: Date) {
  return renderMail({
    heading: 'Your password was changed',
    paragraphs: [
      `Hi ${name},`,
      `The password of your Subreddit Signal account (${email}) was changed on ${at.toUTCString()}.`,
      'For your security, every device that was signed in has been signed out.',
      "If this wasn't you, reset your password right away with 'Forgot password' on the login page.",
    ],
  });
}
