import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app';

export const usersRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
