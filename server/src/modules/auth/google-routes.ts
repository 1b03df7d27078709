import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { googleLoginRequest } from '../../../../src/shared/api/contract';
import type { AppDeps } from '../../app-deps';
import { serviceUnavailable } from '../../platform/errors';
import type { RateRule } from '../../platform/rate-limit';
import { parse } from '../../platform/validate';
import { GOOGLE_MESSAGES, GoogleSignInError, type GoogleSignIn } from './google';
import { completeGoogleSignIn } from './google-accounts';

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

/**
 * GET  /auth/google/url    -> { url } to send the browser to (state, PKCE and nonce stored server-side)
 * POST /auth/google-login  { credentials: code, state } -> { user, accessToken, refreshToken }
 * Both answer 503 when Google sign-in is not configured.
 */
export const googleRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const google = (): GoogleSignIn => {
      if (!deps.google) throw serviceUnavailable(GOOGLE_MESSAGES.notConfigured);
      return deps.google;
    };

    app.get('/google/url', async (req, reply) => {
      const signIn = google();
      await deps.rateLimiter.hit(GOOGLE_URL_RATE, req.ip);
      const url = await logFailure(req.log, signIn.authorizationUrl());
      reply.header('cache-control', 'no-store');
      return { url };
    });

    app.post('/google-login', async (req, reply) => {
      const signIn = google();
      await deps.rateLimiter.hit(GOOGLE_LOGIN_RATE, req.ip);
      const body = parse(googleLoginRequest, req.body);
      const identity = await logFailure(req.log, signIn.exchange(body.credentials, body.state));
      const result = await completeGoogleSignIn(deps.db, deps.tokens, identity, { userAgent: req.headers['user-agent'], ip: req.ip });
      reply.header('cache-control', 'no-store');
      return result;
    });
  };

/** Provider errors reach the log (never the client, which gets the generic message). */
async function logFailure<T>(log: FastifyBaseLogger, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof GoogleSignInError && err.cause !== undefined) {
      log.warn({ err: err.cause, status: err.statusCode }, 'google sign-in: provider step failed');
    }
    throw err;
  }
}
