import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { listPlans } from './service';

/** /api/plan: the plans catalogue. */
export const plansRoutes =
  (deps: Pick<AppDeps, 'db'>): FastifyPluginAsync =>
  async (app) => {
    // Public: the plans page and the upgrade modal read it.
    app.get('/list', async () => listPlans(deps.db));
  };
