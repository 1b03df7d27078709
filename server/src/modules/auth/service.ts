import type { InferType } from 'yup';
import type { LoginResponse, loginRequest, registerRequest } from '../../../../src/shared/api/contract';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { conflict, unauthorized } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { createUserAccount, findUserByEmail, toUser } from '../users';
import { LIMITS, checkLimit, hitLimit } from './limits';

/** What the auth services use of the app's dependencies. */
export type AuthDeps = Pick<AppDeps, 'db' | 'clock' | 'tokens' | 'rateLimiter' | 'mailer'>;

/** What a service needs to know about the request it serves. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export const MESSAGES = {
  registered: 'Account created successfully',
  emailTaken: 'An account with this email already exists',
  badCredentials: 'Invalid email or password',
  loggedOut: 'Logged out successfully',
} as const;

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function register(deps: Pick<AuthDeps, 'db' | 'rateLimiter'>, input: InferType<typeof registerRequest>, meta: RequestMeta) {
  await hitLimit(deps.rateLimiter, LIMITS.registerPerIp, meta.ip);
  const email = normaliseEmail(input.email);
  // Cheap early answer for the common case; the unique index still decides under concurrency.
  if (await findUserByEmail(deps.db, email)) throw conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction((tx) => createUserAccount(tx, { email, name: input.name, passwordHash }));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
  return { message: MESSAGES.registered };
}

/**
 * Unknown e-mail, wrong password and a password-less (Google-only) account all give the same
 * 401 after the same argon2 work, so neither the answer nor its timing tells them apart.
 */
export async function login(deps: Pick<AuthDeps, 'db' | 'rateLimiter' | 'tokens'>, input: InferType<typeof loginRequest>, meta: RequestMeta): Promise<LoginResponse> {
  const email = normaliseEmail(input.email);
  await checkLimit(deps.rateLimiter, LIMITS.loginFailuresPerIp, meta.ip);
  await checkLimit(deps.rateLimiter, LIMITS.loginFailuresPerEmail, email);

  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
  if (!user || !user.password_hash || !ok) {
    await hitLimit(deps.rateLimiter, LIMITS.loginFailuresPerIp, meta.ip);
    await hitLimit(deps.rateLimiter, LIMITS.loginFailuresPerEmail, email);
    throw unauthorized(MESSAGES.badCredentials);
  }

  const session = await deps.db.transaction((tx) => deps.tokens.createSession(tx, user.id, { ip: meta.ip, userAgent: meta.userAgent }));
  return { user: toUser(user), accessToken: session.accessToken, refreshToken: session.refreshToken };
}

/** Rotates the refresh token; a replayed (already rotated) one ends its whole session. */
export async function refresh(deps: Pick<AuthDeps, 'db' | 'rateLimiter' | 'tokens'>, refreshToken: string, meta: RequestMeta) {
  await hitLimit(deps.rateLimiter, LIMITS.refreshPerIp, meta.ip);
  return deps.tokens.rotate(deps.db, refreshToken);
}

/** Ends the session owning the refresh token. Unknown or already-ended tokens are not an error. */
export async function logout(deps: Pick<AuthDeps, 'db' | 'tokens'>, refreshToken: string) {
  await deps.tokens.revokeByRefreshToken(deps.db, refreshToken, 'logout');
  return { message: MESSAGES.loggedOut };
}

/**
 * Mail is handed off without holding up the answer: a slow or failing mail server neither turns
 * a completed action into an error nor makes known accounts answer slower than unknown ones.
 */
export function sendInBackground(deps: Pick<AuthDeps, 'mailer'>, message: MailMessage, meta: RequestMeta) {
  let sending: Promise<void>;
  try {
    sending = deps.mailer.send(message);
  } catch (err) {
    sending = Promise.reject(err);
  }
  sending.catch((err: unknown) => meta.log?.error({ err, subject: message.subject }, 'mail delivery failed'));
}
