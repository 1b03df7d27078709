import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { listPlans } from './plans-repository';

export const plansRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    // Public: the plans page and the upgrade modal read it.
    app.get('/list', async () => listPlans(deps.db));
  };
