import type { FastifyPluginAsync } from 'fastify';
import { planById } from '@subreddit-signal/contract';
import { LOCAL_TEST_CARDS, type LocalPaymentProvider, type LocalTestCard } from './payments/local';
import { HttpError } from '../../platform/errors';
import { PaymentDeclinedError } from './payments/port';
import { localCheckoutPage } from './local-checkout-page';
import type { BillingService } from './service';

/**
 * The local test checkout (no payment provider configured): the page the browser is sent to, and
 * its two buttons. The unguessable session id in the path is the capability, as with a hosted
 * checkout. Completing it goes through the same provisioning as a Stripe webhook (applyCheckout).
 */
export const localCheckoutRoutes =
  (billing: BillingService, local: LocalPaymentProvider): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const returnTo = (mode: 'subscription' | 'setup', ok: boolean, sessionId: string) =>
      mode === 'setup' ? '/profile?tab=Tabs2' : ok ? `/plans?payment_status=1&session_id=${sessionId}` : '/plans?payment_status=0';

    app.get<{ Params: { id: string } }>('/local-checkout/:id', async (req, reply) => {
      const session = await local.openSession(req.params.id);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!session) return reply.code(404).send(localCheckoutPage({ state: 'gone' }));
      return localCheckoutPage({
        state: 'open',
        sessionId: session.id,
        mode: session.mode,
        plan: session.plan_id ? planById(session.plan_id) : undefined,
      });
    });

    app.post<{ Params: { id: string }; Body: { card?: string } }>('/local-checkout/:id/complete', async (req, reply) => {
      const session = await local.openSession(req.params.id);
      if (!session) return reply.redirect('/plans?payment_status=0', 303);
      const card = req.body?.card ?? 'visa';
      // Own keys only: 'constructor' or '__proto__' are not test cards (the `in` test let them through to a 500).
      if (typeof card !== 'string' || !Object.hasOwn(LOCAL_TEST_CARDS, card)) throw new HttpError(400, 'Choose one of the test cards.');
      try {
        await billing.applyCheckout(await local.completeCheckout(session.id, card as LocalTestCard));
      } catch (err) {
        if (err instanceof PaymentDeclinedError) return reply.redirect(returnTo(session.mode, false, session.id), 303);
        throw err;
      }
      return reply.redirect(returnTo(session.mode, true, session.id), 303);
    });

    app.post<{ Params: { id: string } }>('/local-checkout/:id/cancel', async (req, reply) => {
      const session = await local.openSession(req.params.id);
      return reply.redirect(returnTo(session?.mode ?? 'subscription', false, req.params.id), 303);
    });
  };
