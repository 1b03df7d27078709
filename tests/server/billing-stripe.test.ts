import type { User } from '@subreddit-signal/contract';
import { ManualClock } from '../../server/src/platform/clock';
import { findUserById, toUser } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import {
  STANDIN_API_VERSION,
  startStripeStandin,
  type StandinSession,
  type StandinSubscription,
  type StripeEvent,
  type StripeStandin,
} from '../support/stripe-standin';
import { bearer, createSignedInUser, signIn } from '../support/users';

/**
 * Billing against Stripe, through the real `stripe` SDK pointed at a local stand-in of its API
 * (tests/support/stripe-standin.ts): checkout, signed webhooks claimed once, provisioning read back
 * from Stripe, in-place plan changes, card updates, renewals, cancellations, reconciliation.
 */

const START = Date.parse('2026-03-05T10:00:00Z');
const PUBLIC_URL = 'https://app.example.test';
const DAY = 86400;

type Account = { id: string };

describe('billing with Stripe', () => {
  let t: TestApp;
  let stripe: StripeStandin;

  beforeAll(async () => {
    stripe = await startStripeStandin({ now: START / 1000 });
    t = await startTestApp({ env: { ...stripe.env(), PUBLIC_URL }, clock: new ManualClock(START) });
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.stop();
  });

  /* ---------------- helpers ---------------- */

  /** Moves the app's clock and Stripe's together. */
  const advance = (seconds: number) => {
    t.clock.advance(seconds * 1000);
    stripe.setNow(Math.floor(t.clock.now().getTime() / 1000));
  };
  const now = () => Math.floor(t.clock.now().getTime() / 1000);

  const newUser = async (): Promise<Account> => ({ id: (await createSignedInUser(t)).user.id });

  /** An API call as the user, with a fresh access token (tests move the clock past a token's life). */
  async function call(u: Account, method: 'GET' | 'POST', url: string, payload?: object) {
    const { accessToken } = await signIn(t, u.id);
    return t.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  }

  const userNow = async (id: string): Promise<User> => toUser((await findUserById(t.db, id))!);
  const grantsWithKey = async (key: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_ledger WHERE idempotency_key = $1', [key]))[0]!.n;
  const keyedGrants = (userId: string) =>
    t.db.query<{ idempotency_key: string; delta: number }>(
      'SELECT idempotency_key, delta FROM credit_ledger WHERE user_id = $1 AND idempotency_key IS NOT NULL ORDER BY id',
      [userId],
    );
  const periodKey = (sub: StandinSubscription, plan: string) => `period:${sub.id}:${sub.items.data[0]!.current_period_start}:${plan}`;
  const setCredits = (userId: string, available: number) =>
    t.db.query('UPDATE users SET available_credits = $2 WHERE id = $1', [userId, available]);

  function deliver(event: StripeEvent, headers?: Record<string, string>) {
    const signed = stripe.signedDelivery(event);
    return t.app.inject({ method: 'POST', url: '/api/plan/webhook', payload: signed.payload, headers: { ...signed.headers, ...headers } });
  }
  async function deliverOk(event: StripeEvent) {
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    return res.json() as { received: true; duplicate?: true };
  }

  /** POST /plan/subscribe and the Checkout session it opened at Stripe. */
  async function openCheckout(u: Account, planId = 'pro'): Promise<StandinSession> {
    const res = await call(u, 'POST', '/api/plan/subscribe', { planId });
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { url: string }).url;
    const session = [...stripe.sessions.values()].find((s) => s.url === url);
    expect(session).toBeDefined();
    return session!;
  }

  /** The customer pays at Stripe; nothing is delivered yet. */
  async function paidCheckout(u: Account, planId = 'pro') {
    const session = await openCheckout(u, planId);
    expect(stripe.completeCheckout(session.id)).not.toBeNull();
    return { session, sub: stripe.subscriptions.get(session.subscription!)! };
  }

  /** Paid checkout plus its checkout.session.completed webhook. */
  async function subscribed(u: Account, planId = 'pro') {
    const { session, sub } = await paidCheckout(u, planId);
    await deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!));
    return sub;
  }

  /* ---------------- checkout ---------------- */

  it('subscribe opens a Checkout session at Stripe for a customer created beforehand', async () => {
    const u = await createSignedInUser(t);
    const before = stripe.requests.length;
    const res = await call({ id: u.user.id }, 'POST', '/api/plan/subscribe', { planId: 'pro' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url.startsWith(`${stripe.url}/c/pay/cs_test_`)).toBe(true);

    const calls = stripe.requests.slice(before);
    // Open checkouts of the customer are looked up (and expired) first: one payable checkout at a time.
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/customers',
      'GET /v1/checkout/sessions',
      'POST /v1/checkout/sessions',
    ]);
    for (const r of calls) {
      expect(r.headers['stripe-version']).toBe(STANDIN_API_VERSION);
      expect(r.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    }
    const session = [...stripe.sessions.values()].find((s) => s.url === url)!;
    const customer = stripe.customers.get(session.customer)!;
    expect(customer).toMatchObject({ email: u.email, metadata: { userId: u.user.id } });
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      client_reference_id: u.user.id,
      line_items_price: stripe.prices.pro,
      success_url: `${PUBLIC_URL}/plans?payment_status=1&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/plans?payment_status=0`,
      metadata: { userId: u.user.id, planId: 'pro' },
    });
    expect(calls[2]!.params).toMatchObject({ line_items: [{ price: stripe.prices.pro, quantity: '1' }], customer: customer.id });

    // Opening checkout again (the first one abandoned) reuses the customer.
    const again = await openCheckout({ id: u.user.id }, 'ultimate');
    expect(again.customer).toBe(customer.id);
    expect(again.line_items_price).toBe(stripe.prices.ultimate);
    expect([...stripe.customers.values()].filter((c) => c.metadata.userId === u.user.id)).toHaveLength(1);
    // Nothing is provisioned before payment.
    expect(await userNow(u.user.id)).toMatchObject({ subscribedPlan: 'basic', paymentStatus: 'inactive', availableCredits: 10 });
  });

  /* ---------------- webhooks ---------------- */

  it('refuses a webhook with a missing, wrong, stale or tampered signature (400) and changes nothing', async () => {
    const u = await newUser();
    const { session } = await paidCheckout(u);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!);
    const signed = stripe.signedDelivery(event);
    const post = (payload: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/plan/webhook', payload, headers });

    const attempts = [
      post(signed.payload, { 'content-type': 'application/json' }),
      post(signed.payload, stripe.signedDelivery(event, { secret: 'whsec_not_the_endpoint_secret' }).headers),
      post(signed.payload, stripe.signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).headers),
      post(signed.payload.replace('"checkout.session.completed"', '"checkout.session.completed" '), signed.headers),
      post(signed.payload, { ...signed.headers, 'stripe-signature': 't=1,v1=deadbeef' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Invalid webhook signature' });
    }
    expect(await t.db.query('SELECT id FROM billing_events WHERE id = $1', [event.id])).toEqual([]);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic', availableCredits: 10 });
    expect(await t.db.query('SELECT id FROM billing_subscriptions WHERE user_id = $1', [u.id])).toEqual([]);

    // The same event, properly signed, is then handled.
    expect(await deliverOk(event)).toEqual({ received: true });
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro' });
  });

  it('checkout.session.completed provisions Pro and its 200 credits, as read back from Stripe', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const end = sub.items.data[0]!.current_period_end;
    expect(end).toBeGreaterThan(now() + 27 * DAY);
    const user = await userNow(u.id);
    expect(user).toMatchObject({
      subscribedPlan: 'pro',
      subscribedPlanName: 'Pro',
      paymentStatus: 'active',
      availableCredits: 200,
      totalCredits: 200,
      planExpireOn: end,
      nextPaymentDate: end,
    });
    expect(await keyedGrants(u.id)).toEqual([{ idempotency_key: periodKey(sub, 'pro'), delta: 190 }]);
    // The user's own view says the same (the webhook invalidated the cached auth user).
    const profile = await call(u, 'GET', '/api/users/profile');
    expect(profile.json().user).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, paymentStatus: 'active' });
    expect(await t.db.query('SELECT plan_id, status, cancel_at_period_end FROM billing_subscriptions WHERE id = $1', [sub.id])).toEqual([
      { plan_id: 'pro', status: 'active', cancel_at_period_end: false },
    ]);
    // Subscribing again while subscribed is refused.
    expect((await call(u, 'POST', '/api/plan/subscribe', { planId: 'ultimate' })).statusCode).toBe(409);
  });

  it('the same event delivered twice grants once', async () => {
    const u = await newUser();
    const { session, sub } = await paidCheckout(u);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!);
    expect(await deliverOk(event)).toEqual({ received: true });
    expect(await deliverOk(event)).toEqual({ received: true, duplicate: true });
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, totalCredits: 200 });
  });

  it('10 parallel deliveries of one event grant exactly once', async () => {
    const u = await newUser();
    const { session, sub } = await paidCheckout(u);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => !(r.json() as { duplicate?: true }).duplicate)).toHaveLength(1);
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, totalCredits: 200 });
    expect(await t.db.query('SELECT id FROM billing_events WHERE id = $1', [event.id])).toHaveLength(1);
  });

  it('different events about one payment, delivered in parallel, grant once', async () => {
    const u = await newUser();
    const { session, sub } = await paidCheckout(u);
    const invoice = stripe.invoices.get(sub.latest_invoice!)!;
    const events = [
      stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!),
      stripe.event('customer.subscription.created', sub),
      stripe.event('invoice.paid', invoice),
      stripe.event('invoice.payment_succeeded', invoice),
      stripe.event('customer.subscription.updated', sub),
    ];
    const results = await Promise.all([...events, ...events].map((e) => deliver(e)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => !(r.json() as { duplicate?: true }).duplicate)).toHaveLength(5);
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200 });
  });

  it('an older customer.subscription.updated delivered after a newer one leaves the newer state (the handler re-reads)', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const older = stripe.snapshot(stripe.subscriptions.get(sub.id)!);
    // The user cancels at the period end; Stripe's newer event says so, the older one arrives last.
    expect((await call(u, 'POST', '/api/plan/cancel')).statusCode).toBe(200);
    const newer = stripe.snapshot(stripe.subscriptions.get(sub.id)!);
    expect(newer.cancel_at_period_end).toBe(true);

    await deliverOk(stripe.event('customer.subscription.updated', newer));
    await deliverOk(stripe.event('customer.subscription.updated', older));
    const user = await userNow(u.id);
    expect(user).toMatchObject({
      subscribedPlan: 'pro',
      paymentStatus: 'active',
      nextPaymentDate: null,
      planExpireOn: newer.items.data[0]!.current_period_end,
    });
    expect(await t.db.query('SELECT cancel_at_period_end FROM billing_subscriptions WHERE id = $1', [sub.id])).toEqual([
      { cancel_at_period_end: true },
    ]);
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
  });

  it("gives the claim back when handling fails, so Stripe's retry of the event is handled", async () => {
    const u = await newUser();
    const { session, sub } = await paidCheckout(u);
    const event = stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!);
    stripe.failNext(1);
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(502);
    expect(await t.db.query('SELECT id FROM billing_events WHERE id = $1', [event.id])).toEqual([]);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic' });
    expect(await deliverOk(event)).toEqual({ received: true });
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200 });
  });

  /* ---------------- plan changes ---------------- */

  it('upgrades Pro to Ultimate in place: credits refilled to 1000, once', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    await setCredits(u.id, 150);
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pending: false,
      user: { subscribedPlan: 'ultimate', availableCredits: 1000, totalCredits: 1000, paymentStatus: 'active' },
    });
    const atStripe = stripe.subscriptions.get(sub.id)!;
    expect(atStripe.items.data[0]!.price.id).toBe(stripe.prices.ultimate);
    expect(atStripe.pending_update).toBeNull();
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(update.params).toMatchObject({ proration_behavior: 'always_invoice', payment_behavior: 'pending_if_incomplete' });

    // The webhook about it, the same plan chosen again, and reconciliation grant nothing more.
    await deliverOk(stripe.event('customer.subscription.updated', atStripe));
    const again = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(again.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'ultimate' } });
    await t.deps.billing.reconcile();
    expect(await grantsWithKey(periodKey(atStripe, 'ultimate'))).toBe(1);
    expect((await keyedGrants(u.id)).map((g) => g.idempotency_key)).toEqual([periodKey(sub, 'pro'), periodKey(atStripe, 'ultimate')]);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'ultimate', availableCredits: 1000 });
  });

  it('a declined proration keeps the plan and answers pending, with the change waiting at Stripe', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    stripe.declineCards(sub.customer);
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending: true, user: { subscribedPlan: 'pro', availableCredits: 200, paymentStatus: 'active' } });
    const atStripe = stripe.subscriptions.get(sub.id)!;
    expect(atStripe.items.data[0]!.price.id).toBe(stripe.prices.pro);
    expect(atStripe.pending_update?.subscription_items[0]!.price.id).toBe(stripe.prices.ultimate);
    expect(await t.db.query('SELECT plan_id, pending_plan_id FROM billing_subscriptions WHERE id = $1', [sub.id])).toEqual([
      { plan_id: 'pro', pending_plan_id: 'ultimate' },
    ]);
    expect((await keyedGrants(u.id)).map((g) => g.idempotency_key)).toEqual([periodKey(sub, 'pro')]);
  });

  it('an upgrade of a plan set to cancel clears the cancellation once the change is paid', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    expect((await call(u, 'POST', '/api/plan/cancel')).json()).toMatchObject({ user: { nextPaymentDate: null } });
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(res.statusCode).toBe(200);
    const end = sub.items.data[0]!.current_period_end;
    expect(res.json()).toMatchObject({
      pending: false,
      user: { subscribedPlan: 'ultimate', nextPaymentDate: end, availableCredits: 1000 },
    });
    expect(stripe.subscriptions.get(sub.id)!).toMatchObject({ cancel_at_period_end: false });
  });

  it('Basic through update-subscription schedules the end; the same plan again resumes it', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const end = sub.items.data[0]!.current_period_end;
    const down = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'basic' });
    expect(down.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'pro', nextPaymentDate: null, planExpireOn: end } });
    expect(down.json().message).toMatch(/^Your plan changes to Basic on /);
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);
    const back = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(back.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'pro', nextPaymentDate: end } });
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(false);
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
  });

  /* ---------------- cards ---------------- */

  it('a payment-method update (setup checkout and its webhook) makes the new card the default on customer and subscription', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const firstCard = stripe.subscriptions.get(sub.id)!.default_payment_method!;
    const res = await call(u, 'POST', '/api/plan/update-payment-method');
    expect(res.statusCode).toBe(200);
    const session = [...stripe.sessions.values()].find((s) => s.url === res.json().url)!;
    expect(session).toMatchObject({
      mode: 'setup',
      customer: sub.customer,
      currency: 'usd',
      client_reference_id: u.id,
      metadata: { userId: u.id, subscriptionId: sub.id },
      success_url: `${PUBLIC_URL}/profile?tab=Tabs2&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/profile?tab=Tabs2`,
    });

    stripe.completeCheckout(session.id, { brand: 'mastercard' });
    const newCard = stripe.setupIntents.get(session.setup_intent!)!.payment_method!;
    expect(newCard).not.toBe(firstCard);
    // Saved at Stripe, but not the default until the integration says so.
    expect(stripe.customers.get(sub.customer)!.invoice_settings.default_payment_method).toBe(firstCard);

    await deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!));
    expect(stripe.customers.get(sub.customer)!.invoice_settings.default_payment_method).toBe(newCard);
    expect(stripe.subscriptions.get(sub.id)!.default_payment_method).toBe(newCard);

    const cards = await call(u, 'GET', '/api/plan/list/payment-method');
    expect(cards.statusCode).toBe(200);
    const data = (
      cards.json() as { data: Array<{ id: string; card: { brand: string; last4: string; exp_month: number; exp_year: number } }> }
    ).data;
    expect(data.map((c) => c.id)).toEqual([newCard, firstCard]);
    expect(data[0]!.card).toEqual({ brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2030 });
    // The plan is untouched.
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200 });
  });

  it('with no subscription but a saved card, update-subscription starts one on that card; a declining card answers 402', async () => {
    const u = await newUser();
    // A card saved through a setup checkout, no plan bought yet.
    const setup = await call(u, 'POST', '/api/plan/update-payment-method');
    const session = [...stripe.sessions.values()].find((s) => s.url === setup.json().url)!;
    stripe.completeCheckout(session.id);
    await deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!));
    const card = stripe.setupIntents.get(session.setup_intent!)!.payment_method!;
    expect(stripe.customers.get(session.customer)!.invoice_settings.default_payment_method).toBe(card);

    stripe.declineCards(session.customer);
    const refused = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/declined/i);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic' });

    stripe.declineCards(session.customer, false);
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'pro', paymentStatus: 'active', availableCredits: 200 } });
    const subs = [...stripe.subscriptions.values()].filter((s) => s.customer === session.customer);
    expect(subs).toHaveLength(1);
    expect(await grantsWithKey(periodKey(subs[0]!, 'pro'))).toBe(1);
  });

  /* ---------------- renewals and endings ---------------- */

  it('a failed renewal makes the payment inactive, keeps the plan and grants nothing', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const firstKey = periodKey(sub, 'pro');
    const firstEnd = sub.items.data[0]!.current_period_end;
    advance(firstEnd - now() + 60);
    const invoice = stripe.renew(sub.id, { fail: true });
    expect(invoice.status).toBe('open');
    await deliverOk(stripe.event('invoice.payment_failed', invoice));
    expect(await userNow(u.id)).toMatchObject({
      subscribedPlan: 'pro',
      paymentStatus: 'inactive',
      nextPaymentDate: null,
      availableCredits: 200,
    });
    await t.deps.billing.syncDue();
    await t.deps.billing.reconcile();
    expect((await keyedGrants(u.id)).map((g) => g.idempotency_key)).toEqual([firstKey]);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', paymentStatus: 'inactive' });
    expect(await t.db.query('SELECT status FROM billing_subscriptions WHERE id = $1', [sub.id])).toEqual([{ status: 'past_due' }]);
  });

  it('cancel at period end: no next payment, the plan kept to the end, then Basic (webhook)', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const end = sub.items.data[0]!.current_period_end;
    const res = await call(u, 'POST', '/api/plan/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { subscribedPlan: 'pro', paymentStatus: 'active', nextPaymentDate: null, planExpireOn: end },
    });
    expect(stripe.subscriptions.get(sub.id)!.cancel_at_period_end).toBe(true);

    // Resume and cancel again: resume gives the next payment date back.
    expect((await call(u, 'POST', '/api/plan/resume')).json()).toMatchObject({ user: { nextPaymentDate: end } });
    expect((await call(u, 'POST', '/api/plan/cancel')).json()).toMatchObject({ user: { nextPaymentDate: null } });

    advance(end - now() - 3600);
    await t.deps.billing.syncDue();
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', paymentStatus: 'active' });

    advance(3600 + 60);
    const ended = stripe.endPeriod(sub.id);
    await deliverOk(stripe.event('customer.subscription.deleted', ended));
    expect(await userNow(u.id)).toMatchObject({
      subscribedPlan: 'basic',
      paymentStatus: 'inactive',
      planExpireOn: null,
      nextPaymentDate: null,
    });
    expect((await call(u, 'POST', '/api/plan/cancel')).statusCode).toBe(409);
    // Pro's credits end with it: the balance becomes Basic's allowance, once.
    expect((await keyedGrants(u.id)).map((g) => g.idempotency_key)).toEqual([periodKey(sub, 'pro'), `ended:${sub.id}:${end}`]);
    expect(await userNow(u.id)).toMatchObject({ availableCredits: 10 });
  });

  it('cancel at period end, then Basic through the hourly sync when no webhook comes', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const end = sub.items.data[0]!.current_period_end;
    expect((await call(u, 'POST', '/api/plan/cancel')).statusCode).toBe(200);
    advance(end - now() + 60);
    stripe.endPeriod(sub.id);
    expect(await t.deps.billing.syncDue()).toBeGreaterThanOrEqual(1);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic', paymentStatus: 'inactive', nextPaymentDate: null });
    // A new purchase is possible again.
    expect((await call(u, 'POST', '/api/plan/subscribe', { planId: 'pro' })).statusCode).toBe(200);
  });

  it('reconciliation repairs a missed webhook', async () => {
    const u = await newUser();
    const { sub } = await paidCheckout(u);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic', availableCredits: 10 });
    expect(await t.deps.billing.reconcile()).toBeGreaterThanOrEqual(1);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', paymentStatus: 'active', availableCredits: 200 });
    await t.deps.billing.reconcile();
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
  });

  it("a renewal grants its period's credits once (invoice.paid twice, payment_succeeded, reconcile, hourly sync)", async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    await setCredits(u.id, 7);
    const end = sub.items.data[0]!.current_period_end;
    advance(end - now() + 120);
    const invoice = stripe.renew(sub.id);
    const renewed = stripe.subscriptions.get(sub.id)!;
    expect(renewed.items.data[0]!.current_period_start).toBe(end);
    const paid = stripe.event('invoice.paid', invoice);
    await deliverOk(paid);
    expect(await deliverOk(paid)).toEqual({ received: true, duplicate: true });
    await deliverOk(stripe.event('invoice.paid', invoice));
    await deliverOk(stripe.event('invoice.payment_succeeded', invoice));
    await t.deps.billing.reconcile();
    await t.deps.billing.syncDue();
    expect(await grantsWithKey(periodKey(renewed, 'pro'))).toBe(1);
    const newEnd = renewed.items.data[0]!.current_period_end;
    expect(await userNow(u.id)).toMatchObject({
      subscribedPlan: 'pro',
      paymentStatus: 'active',
      availableCredits: 200,
      planExpireOn: newEnd,
      nextPaymentDate: newEnd,
    });
    expect((await keyedGrants(u.id)).map((g) => [g.idempotency_key, g.delta])).toEqual([
      [`period:${sub.id}:${sub.start_date}:pro`, 190],
      [`period:${sub.id}:${end}:pro`, 193],
    ]);
  });

  it('a renewal Stripe did without telling us is picked up by the hourly sync', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const end = sub.items.data[0]!.current_period_end;
    advance(end - now() + 60);
    stripe.renew(sub.id);
    expect(await t.deps.billing.syncDue()).toBeGreaterThanOrEqual(1);
    expect(await grantsWithKey(`period:${sub.id}:${end}:pro`)).toBe(1);
    expect((await userNow(u.id)).nextPaymentDate).toBe(stripe.subscriptions.get(sub.id)!.items.data[0]!.current_period_end);
  });

  /* ---------------- return sync ---------------- */

  it('the browser returning from checkout (POST /plan/sync with its session id) provisions with no webhook', async () => {
    const u = await newUser();
    const { session, sub } = await paidCheckout(u);
    const res = await call(u, 'POST', '/api/plan/sync', { sessionId: session.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'pro', paymentStatus: 'active', availableCredits: 200 } });
    // The late webhook changes nothing.
    await deliverOk(stripe.event('checkout.session.completed', stripe.sessions.get(session.id)!));
    expect(await grantsWithKey(periodKey(sub, 'pro'))).toBe(1);
    // Without a session id, the customer's subscriptions are read all the same.
    const plain = await call(u, 'POST', '/api/plan/sync', {});
    expect(plain.json()).toMatchObject({ user: { subscribedPlan: 'pro', availableCredits: 200 } });
    // An unknown session id is not an error.
    expect((await call(u, 'POST', '/api/plan/sync', { sessionId: 'cs_test_unknown' })).statusCode).toBe(200);
  });

  it("a session id of another user's checkout does not provision the caller", async () => {
    const owner = await newUser();
    const { session } = await paidCheckout(owner);
    const other = await newUser();
    await openCheckout(other); // the caller has a Stripe customer of their own
    const stranger = await newUser(); // and one who has none
    for (const caller of [other, stranger]) {
      const res = await call(caller, 'POST', '/api/plan/sync', { sessionId: session.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { subscribedPlan: 'basic', paymentStatus: 'inactive', availableCredits: 10 } });
      expect(await keyedGrants(caller.id)).toEqual([]);
      expect(await t.db.query('SELECT id FROM billing_subscriptions WHERE user_id = $1', [caller.id])).toEqual([]);
    }
    // The payer is provisioned through their own return.
    const own = await call(owner, 'POST', '/api/plan/sync', { sessionId: session.id });
    expect(own.json()).toMatchObject({ user: { subscribedPlan: 'pro', availableCredits: 200 } });
  });

  it('checks what it is sent and who sends it', async () => {
    const u = await newUser();
    for (const [body, message] of [
      [{}, 'Choose a plan'],
      [{ planId: 'gold' }, 'Choose a plan'],
      [{ planId: 42 }, 'planId must be a string'],
      [{ planId: 'basic' }, 'Basic is free: there is nothing to pay.'],
    ] as const) {
      const res = await call(u, 'POST', '/api/plan/subscribe', body);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    const noAuth = await t.app.inject({ method: 'POST', url: '/api/plan/subscribe', payload: { planId: 'pro' } });
    expect(noAuth.statusCode).toBe(401);
    expect((await call(u, 'POST', '/api/plan/cancel')).statusCode).toBe(409);
  });

  it("Stripe refusing a request for a reason that is not the card is a logged 502 in our words, never Stripe's wording as a 4xx", async () => {
    // A price id Stripe does not know (a configuration mistake): Stripe answers 400 resource_missing.
    const misconfigured = await startTestApp({
      env: { ...stripe.env(), STRIPE_PRICE_PRO: 'price_not_at_stripe', PUBLIC_URL },
      clock: new ManualClock(t.clock.now()),
    });
    try {
      const { accessToken, user } = await createSignedInUser(misconfigured);
      const res = await misconfigured.app.inject({
        method: 'POST',
        url: '/api/plan/subscribe',
        headers: bearer(accessToken),
        payload: { planId: 'pro' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Payments are unavailable right now. Please try again in a few minutes.');
      expect(res.body).not.toContain('price_not_at_stripe');
      expect(stripe.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
      expect(await misconfigured.db.query('SELECT subscribed_plan FROM users WHERE id = $1', [user.id])).toEqual([
        { subscribed_plan: 'basic' },
      ]);
    } finally {
      await misconfigured.close();
    }
  });
});
