import type { InferType } from 'yup';
import { OTP_LENGTH, type forgotPasswordRequest, type resetPasswordRequest, type verifyOtpRequest } from '@subreddit-signal/contract';
import { newId, randomDigits, randomToken, safeEqual, sha256 } from '../../platform/crypto';
import { badRequest } from '../../platform/errors';
import { renderMail } from '../../platform/mail';
import { hashPassword } from '../../platform/passwords';
import { findUserByEmail, findUserById, setPasswordHash } from '../users';
import { LIMITS, hitLimit } from './limits';
import * as repo from './repository';
import { normaliseEmail, sendInBackground, type AuthDeps, type RequestMeta } from './service';

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

export async function requestResetCode(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'rateLimiter' | 'mailer'>,
  input: InferType<typeof forgotPasswordRequest>,
  meta: RequestMeta,
) {
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
    await repo.retireResetCodesOfEmail(tx, email, now);
    await repo.insertResetCode(tx, {
      id: codeId,
      userId: user?.id ?? null,
      email,
      codeHash: digest,
      createdAt: now,
      expiresAt: minutesFrom(now, CODE_TTL_MINUTES),
    });
  });
  if (user) sendInBackground(deps, { to: user.email, subject: 'Your password reset code', ...codeMail(user.name, code) }, meta);
  return { message: RESET_MESSAGES.codeSent };
}

type VerifyOutcome = { token: string } | 'invalid' | 'exhausted';

export async function verifyResetCode(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'rateLimiter'>,
  input: InferType<typeof verifyOtpRequest>,
  meta: RequestMeta,
) {
  await hitLimit(deps.rateLimiter, LIMITS.verifyPerIp, meta.ip);
  const email = normaliseEmail(input.email);
  const now = deps.clock.now();

  const outcome = await deps.db.transaction<VerifyOutcome>(async (tx) => {
    const row = await repo.lockLatestResetCode(tx, email, now);
    if (!row) return 'invalid';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'exhausted';
    if (!row.user_id || !safeEqual(codeDigest(row.id, input.otp), row.code_hash)) {
      const attempts = row.attempts + 1;
      await repo.setResetCodeAttempts(tx, row.id, attempts);
      return attempts >= MAX_CODE_ATTEMPTS ? 'exhausted' : 'invalid';
    }
    await repo.markResetCodeUsed(tx, row.id, now);
    const token = randomToken(32);
    await repo.insertResetToken(tx, {
      tokenHash: sha256(token),
      userId: row.user_id,
      createdAt: now,
      expiresAt: minutesFrom(now, RESET_TOKEN_TTL_MINUTES),
    });
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
export async function resetPassword(deps: AuthDeps, input: InferType<typeof resetPasswordRequest>, meta: RequestMeta) {
  await hitLimit(deps.rateLimiter, LIMITS.resetPerIp, meta.ip);
  const tokenHash = sha256(input.token);
  const now = deps.clock.now();

  // Check before the (deliberately slow) hashing, so bad tokens cost nothing; the claim below decides.
  if (!(await repo.resetTokenIsLive(deps.db, tokenHash, now))) throw badRequest(RESET_MESSAGES.tokenExpired);
  const passwordHash = await hashPassword(input.password);

  const user = await deps.db.transaction(async (tx) => {
    const userId = await repo.claimResetToken(tx, tokenHash, now);
    if (!userId) return undefined;
    await setPasswordHash(tx, userId, passwordHash, now);
    await repo.retireResetTokensOfUser(tx, userId, now);
    await repo.retireResetCodesOfUser(tx, userId, now);
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
