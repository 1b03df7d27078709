import type { FastifyBaseLogger } from 'fastify';
import * as yup from 'yup';
import { profileNameField, type User } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/client';
import type { AuthContext } from './request-auth';
import { randomToken } from '../../platform/crypto';
import { HttpError, badRequest, notFound } from '../../platform/errors';
import { renderMail } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { FILES_URL_PREFIX } from '../../platform/storage';
import { parse } from '../../platform/validate';
import { sniffImage, type ImageKind } from './photo';
import { photoTooLarge, type ProfileForm } from './profile-form';
import * as repo from './repository';

export const USERS_MSG = {
  profileSaved: 'Your changes have been successfully saved.',
  photoRemoved: 'Your photo have been successfully removed.',
  passwordChanged: 'Your password has been successfully changed.',
  notificationChanged: 'Notification setting changed successfully',
  photoNotImage: 'Profile photo must be a JPEG, PNG, GIF or WebP image',
  currentPasswordIncorrect: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  noPassword:
    'Your account signs in with Google and has no password to change. To set one, log out and use "Forgot password" with your e-mail address.',
  tooManyPasswordAttempts: 'Too many password change attempts. Please try again later.',
} as const;

/** Per user: failed guesses at the current password cannot go on for long. */
export const CHANGE_PASSWORD_RULE = {
  name: 'change-password:user',
  limit: 10,
  windowSeconds: 15 * 60,
  message: USERS_MSG.tooManyPasswordAttempts,
};

/** In the form, name is optional (a photo-only update); when sent it follows the contract's rule. */
const profileFieldsSchema = yup.object({ name: profileNameField.optional().typeError('Name must be text') });

/** What the users services use of the app's dependencies; each function takes only its part. */
type Deps = Pick<AppDeps, 'db' | 'storage' | 'mailer' | 'tokens' | 'rateLimiter' | 'config'>;

const PHOTO_PREFIX = 'photos/';

/** The storage key of a photo we stored, or null for anything else (e.g. an external URL). */
function photoKey(url: string | null): string | null {
  if (!url?.startsWith(FILES_URL_PREFIX + PHOTO_PREFIX)) return null;
  return url.slice(FILES_URL_PREFIX.length);
}

async function loadUser(db: Queryable, userId: string): Promise<User> {
  const row = await repo.findUserById(db, userId);
  if (!row) throw notFound('User not found');
  return repo.toUser(row);
}

export const getProfile = (auth: AuthContext): User => repo.toUser(auth.user);

/**
 * Updates the name and/or the photo. Everything is validated before anything is written; the
 * new photo is stored before the row changes (and removed again if the update fails), the
 * previous photo only after the change is committed, so no request leaves a half update.
 */
export async function updateProfile(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  userId: string,
  form: ProfileForm,
  log?: FastifyBaseLogger,
): Promise<User> {
  const { name } = parse(profileFieldsSchema, form.fields);
  const photo = form.photo;
  if (name === undefined && photo === undefined) throw badRequest('Name is required');
  let kind: ImageKind | null = null;
  if (photo) {
    if (photo.length > deps.config.MAX_PHOTO_BYTES) throw photoTooLarge(deps.config.MAX_PHOTO_BYTES);
    kind = sniffImage(photo);
    if (!kind) throw new HttpError(415, USERS_MSG.photoNotImage);
  }

  const newKey = photo && kind ? `${PHOTO_PREFIX}${userId}-${randomToken(12)}.${kind.ext}` : null;
  const newUrl = newKey ? await deps.storage.put(newKey, photo!) : null;
  let previousPhoto: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await repo.lockProfilePhoto(tx, userId);
      if (!locked) throw notFound('User not found');
      previousPhoto = locked.photo;
      await repo.updateNameAndPhoto(tx, userId, name ?? null, newUrl);
    });
  } catch (err) {
    if (newKey) await deps.storage.remove(newKey).catch((e) => log?.warn({ err: e, key: newKey }, 'could not remove an unused photo'));
    throw err;
  }
  if (newUrl) await removePhotoFile(deps, previousPhoto, log);
  return loadUser(deps.db, userId);
}

export async function removeProfilePhoto(deps: Pick<Deps, 'db' | 'storage'>, userId: string, log?: FastifyBaseLogger): Promise<User> {
  const previous = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockProfilePhoto(tx, userId);
    if (!locked) throw notFound('User not found');
    await repo.clearProfilePhoto(tx, userId);
    return locked.photo;
  });
  await removePhotoFile(deps, previous, log);
  return loadUser(deps.db, userId);
}

/** The database is the truth: a file that cannot be removed is only logged (an orphan, never a broken link). */
async function removePhotoFile(deps: Pick<Deps, 'storage'>, url: string | null, log?: FastifyBaseLogger) {
  const key = photoKey(url);
  if (!key) return;
  await deps.storage.remove(key).catch((err) => log?.warn({ err, key }, 'could not remove a replaced photo'));
}

/**
 * Changes the password of the signed-in user: rate-limited per user, checks the current one,
 * stores a new argon2id hash, ends every OTHER session (this one stays signed in) and tells
 * the owner by e-mail.
 */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'rateLimiter' | 'tokens' | 'mailer'>,
  auth: AuthContext,
  input: { currentPassword: string; newPassword: string },
  log?: FastifyBaseLogger,
): Promise<void> {
  const { user, sessionId } = auth;
  await deps.rateLimiter.hit(CHANGE_PASSWORD_RULE, user.id);
  const currentHash = user.password_hash;
  if (!currentHash) throw badRequest(USERS_MSG.noPassword);
  if (!(await verifyPassword(currentHash, input.currentPassword))) throw badRequest(USERS_MSG.currentPasswordIncorrect);
  if (input.newPassword === input.currentPassword) throw badRequest(USERS_MSG.samePassword);

  const newHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // Compare-and-set on the hash that was verified: two concurrent changes cannot both win.
    if (!(await repo.replacePasswordHash(tx, user.id, currentHash, newHash))) throw badRequest(USERS_MSG.currentPasswordIncorrect);
    await deps.tokens.revokeUserSessions(tx, user.id, 'password_change', sessionId);
  });

  const mail = renderMail({
    heading: 'Your password was changed',
    paragraphs: [
      `Hi ${user.name || 'there'}, the password of your Subreddit Signal account (${user.email}) was just changed.`,
      'Every other device was signed out. If you made this change, there is nothing else to do.',
      'If you did not, reset your password now with "Forgot password" on the login page.',
    ],
  });
  // The change is committed; a mail failure must not turn it into an error for the user.
  await deps.mailer
    .send({ to: user.email, subject: 'Your password was changed', ...mail })
    .catch((err) => log?.error({ err }, 'could not send the password-changed notice'));
}

export async function setNotification(deps: Pick<Deps, 'db'>, userId: string, enabled: boolean): Promise<User> {
  await repo.setNotification(deps.db, userId, enabled);
  return loadUser(deps.db, userId);
}
