import type { FastifyPluginAsync } from 'fastify';
import { billingSyncSchema, planChoiceSchema } from '@subreddit-signal/contract';
import type { AppDeps } from '../../app-deps';
import { parse } from '../../platform/validate';
import { authOf, requireAuth } from '../auth';
import { localCheckoutRoutes } from './local-checkout-routes';
import { listPlans } from './service';
import { testClockRoutes } from './test-clock-routes';

/** /api/plan: the plans catalogue, purchases and plan changes, saved cards, and the payment webhook. */
export const plansRoutes =
  (deps: Pick<AppDeps, 'db' | 'tokens' | 'authCache' | 'billing' | 'localCheckout'>): FastifyPluginAsync =>
  async (app) => {
    const { billing } = deps;
    // Public: the plans page and the upgrade modal read it.
    app.get('/list', async () => listPlans(deps.db));

    // The provider's webhook: no session, but a signature over the exact bytes sent.
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      hook.post('/webhook', async (req) =>
        billing.handleWebhook(req.body as Buffer, req.headers['stripe-signature'] as string | undefined),
      );
    });

    if (deps.localCheckout) await app.register(localCheckoutRoutes(billing, deps.localCheckout));

    await app.register(async (user) => {
      user.addHook('onRequest', requireAuth(deps.db, deps.tokens, deps.authCache));
      user.get('/list/payment-method', async (req) => ({ data: await billing.paymentMethods(authOf(req).user.id) }));
      user.post('/subscribe', async (req) => billing.subscribe(authOf(req).user.id, parse(planChoiceSchema, req.body).planId));
      user.post('/preview-change', async (req) => billing.previewChange(authOf(req).user.id, parse(planChoiceSchema, req.body).planId));
      user.post('/update-subscription', async (req) =>
        billing.updateSubscription(authOf(req).user.id, parse(planChoiceSchema, req.body).planId),
      );
      user.post('/update-payment-method', async (req) => billing.updatePaymentMethod(authOf(req).user.id));
      user.post('/cancel', async (req) => billing.cancel(authOf(req).user.id));
      user.post('/resume', async (req) => billing.resume(authOf(req).user.id));
      user.post('/sync', async (req) => billing.syncAfterCheckout(authOf(req).user.id, parse(billingSyncSchema, req.body ?? {}).sessionId));
      // TEST_CLOCK=on only (never production): otherwise the route does not exist (404).
      if (deps.localCheckout?.testClockEnabled) await user.register(testClockRoutes(billing, deps.localCheckout));
    });
  };
