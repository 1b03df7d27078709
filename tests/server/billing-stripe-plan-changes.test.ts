import type { PlanChangePreview, User } from '@subreddit-signal/contract';
import { ManualClock } from '../../server/src/platform/clock';
import { findUserById, toUser } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { standinProration, startStripeStandin, type StandinSession, type StripeEvent, type StripeStandin } from '../support/stripe-standin';
import { bearer, createSignedInUser, signIn } from '../support/users';

/**
 * Plan changes against Stripe (decision 022), through the real SDK and the stand-in: the upgrade's
 * charge read from Stripe's invoice preview, a downgrade billed from the next period while the
 * paid-for plan holds, its undo, and one live subscription per customer whatever tabs and webhooks do.
 */

const START = Date.parse('2026-03-05T10:00:00Z');
const DAY = 86400;

type Account = { id: string };

describe('plan changes with Stripe', () => {
  let t: TestApp;
  let stripe: StripeStandin;

  beforeAll(async () => {
    stripe = await startStripeStandin({ now: START / 1000 });
    t = await startTestApp({ env: { ...stripe.env(), PUBLIC_URL: 'https://app.example.test' }, clock: new ManualClock(START) });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
  });

  const advance = (seconds: number) => {
    t.clock.advance(seconds * 1000);
    stripe.setNow(Math.floor(t.clock.now().getTime() / 1000));
  };
  const newUser = async (): Promise<Account> => ({ id: (await createSignedInUser(t)).user.id });
  async function call(u: Account, method: 'GET' | 'POST', url: string, payload?: object) {
    const { accessToken } = await signIn(t, u.id);
    return t.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  }
  const userNow = async (id: string): Promise<User> => toUser((await findUserById(t.db, id))!);
  async function deliverOk(event: StripeEvent) {
    const signed = stripe.signedDelivery(event);
    const res = await t.app.inject({ method: 'POST', url: '/api/plan/webhook', payload: signed.payload, headers: signed.headers });
    expect(res.statusCode).toBe(200);
  }
  async function openCheckout(u: Account, planId = 'pro'): Promise<StandinSession> {
    const res = await call(u, 'POST', '/api/plan/subscribe', { planId });
    expect(res.statusCode).toBe(200);
    return [...stripe.sessions.values()].find((s) => s.url === res.json().url)!;
  }
  async function subscribed(u: Account, planId = 'pro') {
    const session = await openCheckout(u, planId);
    expect(stripe.completeCheckout(session.id)).not.toBeNull();
    await deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!));
    return stripe.subscriptions.get(stripe.sessions.get(session.id)!.subscription!)!;
  }

  it("previews an upgrade with Stripe's prorated invoice preview", async () => {
    const u = await newUser();
    const sub = await subscribed(u, 'pro');
    advance(9 * DAY);
    const item = sub.items.data[0]!;
    const res = await call(u, 'POST', '/api/plan/preview-change', { planId: 'ultimate' });
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PlanChangePreview;
    const previewCall = stripe.requests.filter((r) => r.path === '/v1/invoices/create_preview').pop()!;
    expect(previewCall.params).toMatchObject({
      subscription: sub.id,
      subscription_details: { items: [{ id: item.id, price: stripe.prices.ultimate }], proration_behavior: 'always_invoice' },
    });
    const cents = standinProration(
      stripe.prices.pro,
      stripe.prices.ultimate,
      { start: item.current_period_start, end: item.current_period_end },
      stripe.now(),
    );
    expect(preview).toMatchObject({ kind: 'upgrade', price: 79, chargeNow: cents / 100, effectiveAt: null });
    expect(cents).toBeGreaterThan(0);
    expect(cents).toBeLessThan(5000);
  });

  it('a downgrade is billed from the next period; Ultimate and its credits hold until then; undo puts the price back', async () => {
    const u = await newUser();
    const sub = await subscribed(u, 'ultimate');
    const invoices = () => [...stripe.invoices.values()].filter((i) => i.parent.subscription_details.subscription === sub.id);
    const before = invoices().length;
    await t.db.query('UPDATE users SET available_credits = 700 WHERE id = $1', [u.id]);

    const down = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(down.statusCode).toBe(200);
    expect(down.json().user).toMatchObject({ subscribedPlan: 'ultimate', scheduledPlan: 'pro', availableCredits: 700 });
    expect(sub.items.data[0]!.price.id).toBe(stripe.prices.pro);
    expect(invoices()).toHaveLength(before); // nothing charged now

    const undo = await call(u, 'POST', '/api/plan/resume');
    expect(undo.json().user).toMatchObject({ subscribedPlan: 'ultimate' });
    expect(undo.json().user.scheduledPlan).toBeUndefined();
    expect(sub.items.data[0]!.price.id).toBe(stripe.prices.ultimate);
    expect(sub.metadata.planUntilPeriodEnd).toBeUndefined();

    await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    advance(sub.items.data[0]!.current_period_end - stripe.now() + 60);
    const invoice = stripe.renew(sub.id);
    expect(invoice.amount_paid).toBe(2900);
    await deliverOk(stripe.event('invoice.paid', invoice));
    const after = await userNow(u.id);
    expect(after).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, totalCredits: 200, paymentStatus: 'active' });
    expect(after.scheduledPlan).toBeUndefined();
  });

  it('a second checkout expires the first one at Stripe', async () => {
    const u = await newUser();
    const first = await openCheckout(u, 'pro');
    await openCheckout(u, 'ultimate');
    expect(stripe.sessions.get(first.id)!.status).toBe('expired');
    expect(() => stripe.completeCheckout(first.id)).toThrow(/expired/);
  });

  it('two subscriptions paid before either webhook (two tabs): the newer is kept, the older cancelled with its unused time credited', async () => {
    const u = await newUser();
    const a = await openCheckout(u, 'pro');
    stripe.completeCheckout(a.id); // paid, not yet delivered: the app does not know yet
    advance(60);
    const b = await openCheckout(u, 'ultimate');
    stripe.completeCheckout(b.id);
    const older = stripe.sessions.get(a.id)!.subscription!;
    const newer = stripe.sessions.get(b.id)!.subscription!;
    await Promise.all([
      deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(a.id)!)),
      deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(b.id)!)),
    ]);
    expect(stripe.subscriptions.get(older)!.status).toBe('canceled');
    expect(stripe.subscriptions.get(newer)!.status).toBe('active');
    const credit = [...stripe.invoices.values()].find(
      (i) => i.parent.subscription_details.subscription === older && i.billing_reason === 'subscription_cancel',
    );
    expect(credit?.amount_due).toBeLessThan(0);
    const cancelCall = stripe.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${older}`)!;
    expect(cancelCall.params).toMatchObject({ prorate: 'true', invoice_now: 'true' });
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'ultimate', paymentStatus: 'active', availableCredits: 1000 });
    const live = await t.db.query("SELECT id FROM billing_subscriptions WHERE user_id = $1 AND status = 'active'", [u.id]);
    expect(live).toEqual([{ id: newer }]);
  });
});
