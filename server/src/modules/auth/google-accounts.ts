import { NAME_MAX, type LoginResponse } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import type { Database, Queryable } from '../../db/client';
import { conflict, forbidden, serviceUnavailable } from '../../platform/errors';
import type { RateRule } from '../../platform/rate-limit';
import { isUniqueViolation } from '../../db/errors';
import { createUserAccount, findUserByEmail, findUserById, setAvatarIfMissing, toUser, type UserRow } from '../users';
import { GOOGLE_MESSAGES, GoogleSignInError, type GoogleIdentity, type GoogleSignIn } from './google';
import * as repo from './repository';
import type { RequestMeta } from './service';
import type { SessionMeta, TokenService } from './tokens';

export const GOOGLE_ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Log in with your password.',
  emailUnverified: 'Your Google email address is not verified. Verify it with Google, or create an account with your email and password.',
  noEmail: 'Google did not share an email address for this account. Please log in with your email and password.',
} as const;

export const GOOGLE_LOGIN_RATE: RateRule = {
  name: 'google-login:ip',
  limit: 30,
  windowSeconds: 15 * 60,
  message: 'Too many Google sign-in attempts. Please wait a few minutes and try again.',
};

// Each call stores a pending sign-in, so starting them is limited too.
export const GOOGLE_URL_RATE: RateRule = {
  name: 'google-url:ip',
  limit: 60,
  windowSeconds: 15 * 60,
  message: 'Too many Google sign-in attempts. Please wait a few minutes and try again.',
};

type GoogleDeps = Pick<AppDeps, 'google' | 'rateLimiter'>;

/**
 * The configured Google sign-in, after counting the attempt against the per-IP `rule`:
 * 503 when Google sign-in is not set up, 429 past the limit. Runs before the body is read.
 */
export async function openGoogleSignIn(deps: GoogleDeps, rule: RateRule, ip: string): Promise<GoogleSignIn> {
  if (!deps.google) throw serviceUnavailable(GOOGLE_MESSAGES.notConfigured);
  await deps.rateLimiter.hit(rule, ip);
  return deps.google;
}

/** GET /auth/google/url: the provider URL to send the browser to (state, PKCE and nonce stored server-side). */
export async function googleAuthorizationUrl(deps: GoogleDeps, meta: RequestMeta): Promise<string> {
  const signIn = await openGoogleSignIn(deps, GOOGLE_URL_RATE, meta.ip);
  return logFailure(meta.log, signIn.authorizationUrl());
}

/** POST /auth/google-login: trades the code (checked against its state) for a session. */
export async function googleLogin(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  signIn: GoogleSignIn,
  input: { credentials: string; state: string },
  meta: RequestMeta,
): Promise<LoginResponse> {
  const identity = await logFailure(meta.log, signIn.exchange(input.credentials, input.state));
  return completeGoogleSignIn(deps.db, deps.tokens, identity, { userAgent: meta.userAgent, ip: meta.ip });
}

/** Provider errors reach the log (never the client, which gets the generic message). */
async function logFailure<T>(log: RequestMeta['log'], work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof GoogleSignInError && err.cause !== undefined) {
      log?.warn({ err: err.cause, status: err.statusCode }, 'google sign-in: provider step failed');
    }
    throw err;
  }
}

/**
 * Finds or creates the user for a verified Google identity and starts a session.
 * Accounts are keyed by issuer + subject; the e-mail is only used on the first sign-in:
 * - known identity: that user (whatever the e-mail says now);
 * - e-mail of an existing user: linked only when the provider says the e-mail is verified (409 otherwise);
 * - new e-mail: a Basic-plan account with the sign-up credits and no password, when the e-mail is verified.
 */
export async function completeGoogleSignIn(
  db: Database,
  tokens: TokenService,
  identity: GoogleIdentity,
  meta: SessionMeta,
): Promise<LoginResponse> {
  const attempt = () =>
    db.transaction(async (tx) => {
      const user = await resolveGoogleUser(tx, identity);
      const session = await tokens.createSession(tx, user.id, meta);
      return { user: toUser(user), accessToken: session.accessToken, refreshToken: session.refreshToken };
    });
  try {
    return await attempt();
  } catch (err) {
    // Two first sign-ins racing (same identity or e-mail): the loser retries and finds the winner's rows.
    if (isUniqueViolation(err)) return attempt();
    throw err;
  }
}

export async function resolveGoogleUser(tx: Queryable, identity: GoogleIdentity): Promise<UserRow> {
  const linked = await repo.findIdentity(tx, identity.issuer, identity.subject);
  if (linked) {
    if (identity.email && linked.email !== identity.email) {
      await repo.updateIdentityEmail(tx, identity.issuer, identity.subject, identity.email);
    }
    const user = await findUserById(tx, linked.user_id);
    if (user) return user;
  }

  if (!identity.email) throw forbidden(GOOGLE_ACCOUNT_MESSAGES.noEmail);
  const existing = await findUserByEmail(tx, identity.email);
  if (existing) {
    if (!identity.emailVerified) throw conflict(GOOGLE_ACCOUNT_MESSAGES.emailTaken);
    await linkIdentity(tx, existing.id, identity);
    if (!existing.avatar && identity.picture) {
      await setAvatarIfMissing(tx, existing.id, identity.picture);
      return (await findUserById(tx, existing.id))!;
    }
    return existing;
  }

  // An unverified e-mail must not claim an address: its owner could later reset the password
  // of this account while the Google identity stays linked to it (account pre-hijacking).
  if (!identity.emailVerified) throw forbidden(GOOGLE_ACCOUNT_MESSAGES.emailUnverified);
  const user = await createUserAccount(tx, {
    email: identity.email,
    name: displayName(identity),
    passwordHash: null,
    avatar: identity.picture,
  });
  await linkIdentity(tx, user.id, identity);
  return user;
}

async function linkIdentity(tx: Queryable, userId: string, identity: GoogleIdentity) {
  await repo.insertIdentity(tx, { issuer: identity.issuer, subject: identity.subject, userId, email: identity.email });
}

function displayName(identity: GoogleIdentity): string {
  const fromEmail = identity.email?.split('@')[0]?.trim();
  const name = identity.name || fromEmail || 'Google user';
  return Array.from(name).slice(0, NAME_MAX).join('');
}
