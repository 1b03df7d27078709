import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app';

export const authRoutes =
  (_deps: AppDeps): FastifyPluginAsync =>
  async () => {};
