import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { changeNotificationRequest, changePasswordRequest } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
// The guard's own file, not '../auth': the auth module's index reaches back into users (accounts).
import { authOf, requireAuth } from '../auth/request-auth';
import { parse } from '../../platform/validate';
import { profileFormLimits, readProfileForm } from './profile-form';
import { USERS_MSG, changePassword, getProfile, removeProfilePhoto, setNotification, updateProfile } from './service';

/** /api/users: the signed-in user's own profile, photo, password and notification setting. */
export const usersRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // Multipart is accepted only here (the profile update). Auth runs on onRequest: no body is read for a stranger.
    await app.register(fastifyMultipart, { limits: profileFormLimits(deps.config.MAX_PHOTO_BYTES) });
    app.addHook('onRequest', requireAuth(deps.db, deps.tokens, deps.authCache));

    app.get('/profile', async (req) => ({ user: getProfile(authOf(req)) }));

    app.put('/profile', async (req) => {
      const { user } = authOf(req);
      const form = await readProfileForm(req, deps.config.MAX_PHOTO_BYTES);
      return { user: await updateProfile(deps, user.id, form, req.log), message: USERS_MSG.profileSaved };
    });

    app.delete('/profile-photo', async (req) => ({
      user: await removeProfilePhoto(deps, authOf(req).user.id, req.log),
      message: USERS_MSG.photoRemoved,
    }));

    app.put('/change-password', async (req) => {
      const input = parse(changePasswordRequest, req.body);
      await changePassword(deps, authOf(req), input, req.log);
      return { message: USERS_MSG.passwordChanged };
    });

    app.put('/change-notification', async (req) => {
      const { enableNotification } = parse(changeNotificationRequest, req.body);
      return { user: await setNotification(deps, authOf(req).user.id, enableNotification), message: USERS_MSG.notificationChanged };
    });
  };
