import type { InferType } from 'yup';
import type { LoginResponse, loginRequest, registerRequest } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { isUniqueViolation } from '../../db/errors';
import { conflict, unauthorized } from '../../platform/errors';
import type { MailMessage } from '../../platform/mail';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/passwords';
import { createUserAccount, findUserByEmail, toUser } from '../users';
import type { Reservation } from '../../platform/rate-limit';
import { LIMITS, hitLimit, limitReached, reserveLimit } from './limits';
import { signedInFrom } from './repository';

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

/**
 * A taken address still answers 409 'An account with this email already exists' (what the
 * sign-up form shows), but only after the same argon2 work as a new account, so timing adds nothing
 * to what the answer says; the per-IP limit caps how many addresses one client can try (decision 015).
 */
export async function register(
  deps: Pick<AuthDeps, 'db' | 'rateLimiter'>,
  input: InferType<typeof registerRequest>,
  meta: RequestMeta,
  hash: (password: string) => Promise<string> = hashPassword,
) {
  await hitLimit(deps.rateLimiter, LIMITS.registerPerIp, meta.ip);
  const email = normaliseEmail(input.email);
  const passwordHash = await hash(input.password);
  // The unique index still decides under concurrency (below); this is the common case's answer.
  if (await findUserByEmail(deps.db, email)) throw conflict(MESSAGES.emailTaken);
  try {
    await deps.db.transaction((tx) => createUserAccount(tx, { email, name: input.name, passwordHash }));
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
    throw err;
  }
  return { message: MESSAGES.registered };
}

/** How long an address the owner signed in from stays exempt from the account-wide failure limit. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * Unknown e-mail, wrong password and a password-less (Google-only) account all give the same
 * 401 after the same argon2 work, so neither the answer nor its timing tells them apart.
 *
 * Limits (decision 016): a slot in each failure counter is reserved before the password is
 * verified and given back when it was right, so simultaneous guesses cannot exceed the limits.
 * The account-wide counter does not apply to an address the account recently signed in from.
 */
export async function login(
  deps: Pick<AuthDeps, 'db' | 'rateLimiter' | 'tokens' | 'clock'>,
  input: InferType<typeof loginRequest>,
  meta: RequestMeta,
): Promise<LoginResponse> {
  const email = normaliseEmail(input.email);
  const limiter = deps.rateLimiter;
  const held: Reservation[] = [];
  let wrongPassword = false;
  try {
    // Narrowest first, so a refused attempt never inflates the wider counters, even for a moment.
    held.push(await reserveLimit(limiter, LIMITS.loginFailuresPerAccountIp, `${email}|${meta.ip}`));
    held.push(await reserveLimit(limiter, LIMITS.loginFailuresPerIp, meta.ip));
    const user = await findUserByEmail(deps.db, email);
    const accountWide = await limiter.tryReserve(LIMITS.loginFailuresPerAccount, email);
    if (accountWide.ok) held.push(accountWide.reservation);
    else if (!user || !(await signedInFrom(deps.db, user.id, meta.ip, daysAgo(deps.clock.now(), KNOWN_ADDRESS_DAYS)))) {
      throw limitReached(LIMITS.loginFailuresPerAccount, accountWide.retryAfterSeconds);
    }

    const ok = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password);
    if (!user || !user.password_hash || !ok) {
      wrongPassword = true;
      throw unauthorized(MESSAGES.badCredentials);
    }
    const session = await deps.db.transaction((tx) => deps.tokens.createSession(tx, user.id, { ip: meta.ip, userAgent: meta.userAgent }));
    return { user: toUser(user), accessToken: session.accessToken, refreshToken: session.refreshToken };
  } finally {
    // A failed guess keeps its slots; anything else (success, a refusal, an error) gives them back.
    if (!wrongPassword) await releaseAll(limiter, held, meta);
  }
}

async function releaseAll(limiter: AuthDeps['rateLimiter'], held: Reservation[], meta: RequestMeta) {
  const results = await Promise.allSettled(held.map((r) => limiter.release(r)));
  // A slot not given back only makes the limit a little stricter until its window ends: not worth failing a sign-in.
  for (const r of results) if (r.status === 'rejected') meta.log?.warn({ err: r.reason }, 'releasing a login rate-limit slot failed');
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000);

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
