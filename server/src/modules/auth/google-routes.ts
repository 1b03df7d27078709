import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app';

export const googleRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
