import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  forgotPasswordRequest,
  loginRequest,
  refreshTokenRequest,
  registerRequest,
  resetPasswordRequest,
  verifyOtpRequest,
} from '../../../../src/shared/api/contract';
import type { AppDeps } from '../../app-deps';
import { parse } from '../../platform/validate';
import { requestResetCode, resetPassword, verifyResetCode } from './password-reset';
import { login, logout, refresh, register, type RequestMeta } from './service';

const metaOf = (req: FastifyRequest): RequestMeta => ({ ip: req.ip, userAgent: req.headers['user-agent'], log: req.log });

/** E-mail/password authentication under /api/auth (spec section 7). Google sign-in lives in google-routes. */
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
  };
