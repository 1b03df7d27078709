import { NAME_MAX } from '../../../../src/shared/api/contract';
import type { Database, Queryable } from '../../db/client';
import { conflict, forbidden } from '../../platform/errors';
import { createUserAccount, isUniqueViolation } from '../users/accounts';
import { findUserByEmail, findUserById, toUser, type UserRow } from '../users/repository';
import type { GoogleIdentity } from './google';
import type { SessionMeta, TokenService } from './tokens';

export const GOOGLE_ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Log in with your password.',
  emailUnverified: 'Your Google email address is not verified. Verify it with Google, or create an account with your email and password.',
  noEmail: 'Google did not share an email address for this account. Please log in with your email and password.',
} as const;

/**
 * Finds or creates the user for a verified Google identity and starts a session.
 * Accounts are keyed by issuer + subject; the e-mail is only used on the first sign-in:
 * - known identity: that user (whatever the e-mail says now);
 * - e-mail of an existing user: linked only when the provider says the e-mail is verified (409 otherwise);
 * - new e-mail: a Basic-plan account with the sign-up credits and no password, when the e-mail is verified.
 */
export async function completeGoogleSignIn(db: Database, tokens: TokenService, identity: GoogleIdentity, meta: SessionMeta) {
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
  const linked = await tx.query<{ user_id: string; email: string | null }>(
    'SELECT user_id, email FROM user_identities WHERE issuer = $1 AND subject = $2',
    [identity.issuer, identity.subject],
  );
  if (linked[0]) {
    if (identity.email && linked[0].email !== identity.email) {
      await tx.query('UPDATE user_identities SET email = $3 WHERE issuer = $1 AND subject = $2', [identity.issuer, identity.subject, identity.email]);
    }
    const user = await findUserById(tx, linked[0].user_id);
    if (user) return user;
  }

  if (!identity.email) throw forbidden(GOOGLE_ACCOUNT_MESSAGES.noEmail);
  const existing = await findUserByEmail(tx, identity.email);
  if (existing) {
    if (!identity.emailVerified) throw conflict(GOOGLE_ACCOUNT_MESSAGES.emailTaken);
    await linkIdentity(tx, existing.id, identity);
    if (!existing.avatar && identity.picture) {
      await tx.query('UPDATE users SET avatar = $2, updated_at = now() WHERE id = $1 AND avatar IS NULL', [existing.id, identity.picture]);
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
  await tx.query('INSERT INTO user_identities (issuer, subject, user_id, email) VALUES ($1, $2, $3, $4)', [
    identity.issuer,
    identity.subject,
    userId,
    identity.email,
  ]);
}

function displayName(identity: GoogleIdentity): string {
  const fromEmail = identity.email?.split('@')[0]?.trim();
  const name = identity.name || fromEmail || 'Google user';
  return Array.from(name).slice(0, NAME_MAX).join('');
}
