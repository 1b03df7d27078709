import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  forgotPasswordRequest,
  googleLoginRequest,
  loginRequest,
  refreshTokenRequest,
  registerRequest,
  resetPasswordRequest,
  verifyOtpRequest,
} from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { parse } from '../../platform/validate';
import { GOOGLE_LOGIN_RATE, googleAuthorizationUrl, googleLogin, openGoogleSignIn } from './google-accounts';
import { requestResetCode, resetPassword, verifyResetCode } from './password-reset';
import { login, logout, refresh, register, type RequestMeta } from './service';

const metaOf = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'], log: req.log });

/**
 * Authentication under /api/auth: e-mail and password, password reset, and Google
 * sign-in (GET /google/url, POST /google-login; both answer 503 when Google sign-in is not configured).
 */
export const authRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.post('/register', async (req, reply) => {
      const body = parse(registerRequest, req.body);
      return reply.code(201).send(await register(deps, body, metaOf(req)));
    });

    app.post('/login', async (req) => login(deps, parse(loginRequest, req.body), metaOf(req)));

    app.post('/refresh', async (req) => refresh(deps, parse(refreshTokenRequest, req.body).refreshToken, metaOf(req)));

    app.post('/logout', async (req) => logout(deps, parse(refreshTokenRequest, req.body).refreshToken));

    app.post('/forgot-password', async (req) => requestResetCode(deps, parse(forgotPasswordRequest, req.body), metaOf(req)));

    app.post('/verify-otp', async (req) => verifyResetCode(deps, parse(verifyOtpRequest, req.body), metaOf(req)));

    app.post('/reset-password', async (req) => resetPassword(deps, parse(resetPasswordRequest, req.body), metaOf(req)));

    app.get('/google/url', async (req, reply) => {
      const url = await googleAuthorizationUrl(deps, metaOf(req));
      reply.header('cache-control', 'no-store');
      return { url };
    });

    app.post('/google-login', async (req, reply) => {
      // Not configured (503) and the rate limit (429) are answered before the body is read.
      const signIn = await openGoogleSignIn(deps, GOOGLE_LOGIN_RATE, req.ip);
      const result = await googleLogin(deps, signIn, parse(googleLoginRequest, req.body), metaOf(req));
      reply.header('cache-control', 'no-store');
      return result;
    });
  };
