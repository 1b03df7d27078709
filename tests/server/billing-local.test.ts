import type { PaymentMethod, User } from '@subreddit-signal/contract';
import { ManualClock } from '../../server/src/platform/clock';
import { startJobs } from '../../server/src/platform/jobs';
import { billingJobs } from '../../server/src/modules/billing';
import { addMonths } from '../../server/src/modules/billing/payments/local';
import { findUserById, toUser } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, signIn } from '../support/users';

/**
 * Billing on its embedded default (no STRIPE_* settings): the local test checkout stands in for a
 * payment provider. Purchase through its page, saved test cards, in-place plan changes, renewals
 * read at the period boundary, cancellations, the free monthly refill, and a job through pg-boss.
 */

const START = Date.parse('2026-03-05T10:00:00Z');
const DAY = 86400;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Account = { id: string };

describe('billing with the local test checkout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(START) });
  });
  afterAll(async () => {
    await t?.close();
  });

  /* ---------------- helpers ---------------- */

  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const advance = (seconds: number) => t.clock.advance(seconds * 1000);
  const newUser = async (): Promise<Account> => ({ id: (await createSignedInUser(t)).user.id });

  async function call(u: Account, method: 'GET' | 'POST', url: string, payload?: object) {
    const { accessToken } = await signIn(t, u.id);
    return t.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  }
  const userNow = async (id: string): Promise<User> => toUser((await findUserById(t.db, id))!);
  const grantsWithKey = async (key: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_ledger WHERE idempotency_key = $1', [key]))[0]!.n;
  const keyedGrants = async (userId: string) =>
    (
      await t.db.query<{ idempotency_key: string }>(
        'SELECT idempotency_key FROM credit_ledger WHERE user_id = $1 AND idempotency_key IS NOT NULL ORDER BY id',
        [userId],
      )
    ).map((r) => r.idempotency_key);
  const mirror = async (userId: string) =>
    (
      await t.db.query<{ id: string; status: string; current_period_start: number; current_period_end: number }>(
        'SELECT id, status, current_period_start::int, current_period_end::int FROM billing_subscriptions WHERE user_id = $1',
        [userId],
      )
    )[0]!;
  const cards = async (u: Account) => ((await call(u, 'GET', '/api/plan/list/payment-method')).json() as { data: PaymentMethod[] }).data;

  async function checkoutUrl(u: Account, planId = 'pro') {
    const res = await call(u, 'POST', '/api/plan/subscribe', { planId });
    expect(res.statusCode).toBe(200);
    return (res.json() as { url: string }).url;
  }
  const submit = (url: string, action: 'complete' | 'cancel', card?: string) =>
    t.app.inject({ method: 'POST', url: `${url}/${action}`, headers: FORM, payload: card ? `card=${card}` : '' });
  const sessionIdOf = (url: string) => url.split('/').pop()!;

  /** Subscribes through the local checkout with a test card that pays. */
  async function subscribed(u: Account, planId = 'pro', card = 'visa') {
    const url = await checkoutUrl(u, planId);
    const res = await submit(url, 'complete', card);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/plans?payment_status=1&session_id=${sessionIdOf(url)}`);
    return mirror(u.id);
  }

  /** Saves a test card through the setup checkout (update-payment-method). */
  async function saveCard(u: Account, card: string) {
    const res = await call(u, 'POST', '/api/plan/update-payment-method');
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { url: string }).url;
    const done = await submit(url, 'complete', card);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/profile?tab=Tabs2');
    return url;
  }

  /* ---------------- purchase ---------------- */

  it('subscribe sends the browser to the local checkout page, clearly a test', async () => {
    const u = await newUser();
    const url = await checkoutUrl(u);
    expect(url).toMatch(/^\/api\/plan\/local-checkout\/lcs_[\w-]+$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    for (const text of [
      'Test checkout',
      'No real payment',
      'Complete payment',
      'Cancel',
      'Subscribe to Pro',
      '$29.00',
      'name="card" value="visa"',
      'value="declined"',
    ]) {
      expect(page.body).toContain(text);
    }
    expect((await t.app.inject({ method: 'GET', url: await checkoutUrl(u, 'ultimate') })).body).toContain('$79.00');
    // Nothing changes by opening it.
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic', paymentStatus: 'inactive', availableCredits: 10 });
  });

  it("'Complete payment' with a paying card provisions Pro, 200 credits and a month, once", async () => {
    const u = await newUser();
    const url = await checkoutUrl(u);
    const res = await submit(url, 'complete', 'visa');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/plans?payment_status=1&session_id=${sessionIdOf(url)}`);

    expect(now()).toBe(START / 1000); // no test before this one moves the clock
    const monthAhead = Date.parse('2026-04-05T10:00:00Z') / 1000;
    const profile = await call(u, 'GET', '/api/users/profile');
    expect(profile.json().user).toMatchObject({
      subscribedPlan: 'pro',
      subscribedPlanName: 'Pro',
      paymentStatus: 'active',
      availableCredits: 200,
      totalCredits: 200,
      planExpireOn: monthAhead,
      nextPaymentDate: monthAhead,
    });
    const sub = await mirror(u.id);
    expect(sub).toMatchObject({ status: 'active', current_period_start: now(), current_period_end: monthAhead });
    expect(await keyedGrants(u.id)).toEqual([`period:${sub.id}:${now()}:pro`]);

    const expiry = new Date(now() * 1000);
    expect(await cards(u)).toEqual([
      {
        id: expect.stringMatching(/^lpm_/),
        card: { brand: 'visa', last4: '4242', exp_month: expiry.getUTCMonth() + 1, exp_year: expiry.getUTCFullYear() + 3 },
      },
    ]);

    // The same session again: nothing more happens.
    const again = await submit(url, 'complete', 'visa');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/plans?payment_status=0');
    const gone = await t.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This checkout has ended');
    expect(await grantsWithKey(`period:${sub.id}:${now()}:pro`)).toBe(1);
    expect(await userNow(u.id)).toMatchObject({ availableCredits: 200, totalCredits: 200 });
    expect(await cards(u)).toHaveLength(1);
    // The browser's return sync finds the same state.
    const sync = await call(u, 'POST', '/api/plan/sync', { sessionId: sessionIdOf(url) });
    expect(sync.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'pro', availableCredits: 200 } });
    expect(await grantsWithKey(`period:${sub.id}:${now()}:pro`)).toBe(1);
    // And a second purchase is refused.
    const twice = await call(u, 'POST', '/api/plan/subscribe', { planId: 'ultimate' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already have a subscription/);
  });

  it("'Cancel' returns with payment_status=0 and changes nothing", async () => {
    const u = await newUser();
    const url = await checkoutUrl(u);
    const res = await submit(url, 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/plans?payment_status=0');
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic', availableCredits: 10 });
    expect(await t.db.query('SELECT id FROM billing_subscriptions WHERE user_id = $1', [u.id])).toEqual([]);
    expect(await cards(u)).toEqual([]);
  });

  it('a declined test card returns with payment_status=0, still Basic; a paying card then succeeds', async () => {
    const u = await newUser();
    const url = await checkoutUrl(u);
    const res = await submit(url, 'complete', 'declined');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/plans?payment_status=0');
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'basic', paymentStatus: 'inactive', availableCredits: 10 });
    expect(await cards(u)).toEqual([]);
    // An unknown card value, prototype keys included, is a 400 (never a 500) and spends nothing.
    for (const card of ['amex', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const bogus = await submit(url, 'complete', card);
      expect([card, bogus.statusCode]).toEqual([card, 400]);
      expect(bogus.json().message).toBe('Choose one of the test cards.');
    }
    // The session stays open, as a hosted checkout does after a decline.
    expect((await submit(url, 'complete', 'visa')).headers.location).toBe(`/plans?payment_status=1&session_id=${sessionIdOf(url)}`);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200 });
  });

  /* ---------------- plan changes and cards ---------------- */

  it('upgrades in place with update-subscription: Ultimate and 1000 credits', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pending: false,
      user: { subscribedPlan: 'ultimate', paymentStatus: 'active', availableCredits: 1000, totalCredits: 1000 },
    });
    expect(await keyedGrants(u.id)).toEqual([
      `period:${sub.id}:${sub.current_period_start}:pro`,
      `period:${sub.id}:${sub.current_period_start}:ultimate`,
    ]);
    // The same plan again changes nothing.
    expect((await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' })).json()).toMatchObject({
      user: { availableCredits: 1000 },
    });
    expect(await keyedGrants(u.id)).toHaveLength(2);
  });

  it('an upgrade of a plan set to cancel clears the cancellation, as with Stripe', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    expect((await call(u, 'POST', '/api/plan/cancel')).json()).toMatchObject({ user: { nextPaymentDate: null } });
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(res.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'ultimate', nextPaymentDate: sub.current_period_end } });
  });

  it('update-payment-method: the setup page saves a card that becomes the default', async () => {
    const u = await newUser();
    await subscribed(u);
    const res = await call(u, 'POST', '/api/plan/update-payment-method');
    const url = (res.json() as { url: string }).url;
    expect(url).toMatch(/^\/api\/plan\/local-checkout\/lcs_/);
    const page = await t.app.inject({ method: 'GET', url });
    for (const text of ['Test checkout', 'Update payment method', 'Save card', 'Cancel']) expect(page.body).toContain(text);
    expect(page.body).not.toContain('Complete payment');

    const done = await submit(url, 'complete', 'mastercard');
    expect(done.headers.location).toBe('/profile?tab=Tabs2');
    const list = await cards(u);
    expect(list.map((c) => [c.card.brand, c.card.last4])).toEqual([
      ['mastercard', '4444'],
      ['visa', '4242'],
    ]);
    expect(await t.db.query('SELECT last4 FROM local_payment_methods WHERE user_id = $1 AND is_default', [u.id])).toEqual([
      { last4: '4444' },
    ]);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200 });
    // Cancelling a setup checkout goes back to the profile.
    const other = (await call(u, 'POST', '/api/plan/update-payment-method')).json().url as string;
    expect((await submit(other, 'cancel')).headers.location).toBe('/profile?tab=Tabs2');
  });

  it('with no subscription, update-subscription needs a saved card, then starts the plan on it', async () => {
    const u = await newUser();
    const refused = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Add a payment method first/);
    await saveCard(u, 'declined');
    const declined = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toMatch(/declined/);
    await saveCard(u, 'visa');
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'pro', paymentStatus: 'active', availableCredits: 200 } });
  });

  /* ---------------- renewals and endings ---------------- */

  it('renews after a month when the hourly sync reads it, granting the new period once', async () => {
    const u = await newUser();
    const first = await subscribed(u);
    await t.db.query('UPDATE users SET available_credits = 3 WHERE id = $1', [u.id]);
    advance(first.current_period_end - now() + 3600);
    await t.deps.billing.syncDue();
    await t.deps.billing.syncDue();
    await t.deps.billing.reconcile();
    const renewed = await mirror(u.id);
    expect(renewed).toMatchObject({
      status: 'active',
      current_period_start: first.current_period_end,
      current_period_end: addMonths(first.current_period_start, 2),
    });
    const key = `period:${first.id}:${first.current_period_end}:pro`;
    expect(await grantsWithKey(key)).toBe(1);
    expect(await keyedGrants(u.id)).toEqual([`period:${first.id}:${first.current_period_start}:pro`, key]);
    expect(await userNow(u.id)).toMatchObject({
      subscribedPlan: 'pro',
      paymentStatus: 'active',
      availableCredits: 200,
      planExpireOn: renewed.current_period_end,
      nextPaymentDate: renewed.current_period_end,
    });
  });

  it('a declining default card makes the renewal fail: payment inactive, plan kept, no grant', async () => {
    const u = await newUser();
    const first = await subscribed(u);
    await saveCard(u, 'declined');
    advance(first.current_period_end - now() + 3600);
    await t.deps.billing.syncDue();
    expect(await mirror(u.id)).toMatchObject({ status: 'past_due' });
    expect(await userNow(u.id)).toMatchObject({
      subscribedPlan: 'pro',
      paymentStatus: 'inactive',
      nextPaymentDate: null,
      availableCredits: 200,
    });
    await t.deps.billing.reconcile();
    expect(await keyedGrants(u.id)).toEqual([`period:${first.id}:${first.current_period_start}:pro`]);
  });

  it('cancel: no next payment, the plan kept to the end of the period, then Basic', async () => {
    const u = await newUser();
    const sub = await subscribed(u);
    const res = await call(u, 'POST', '/api/plan/cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { subscribedPlan: 'pro', paymentStatus: 'active', nextPaymentDate: null, planExpireOn: sub.current_period_end },
    });
    expect(res.json().message).toMatch(/until the end of the period/);

    advance(sub.current_period_end - now() - 60);
    await t.deps.billing.syncDue();
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', paymentStatus: 'active' });

    advance(120);
    await t.deps.billing.syncDue();
    expect(await userNow(u.id)).toMatchObject({
      subscribedPlan: 'basic',
      paymentStatus: 'inactive',
      planExpireOn: null,
      nextPaymentDate: null,
    });
    expect(await mirror(u.id)).toMatchObject({ status: 'canceled' });
    // Pro's unused credits do not carry over to Basic: the balance becomes Basic's allowance, once.
    expect(await keyedGrants(u.id)).toEqual([
      `period:${sub.id}:${sub.current_period_start}:pro`,
      `ended:${sub.id}:${sub.current_period_end}`,
    ]);
    expect(await userNow(u.id)).toMatchObject({ availableCredits: 10, totalCredits: 10 });
    await t.deps.billing.reconcile();
    expect(await keyedGrants(u.id)).toHaveLength(2);
    expect((await call(u, 'POST', '/api/plan/resume')).statusCode).toBe(409);
  });

  /* ---------------- the free plan's monthly refill ---------------- */

  it('refillFreeCredits tops free users up to 10 once a month, skipping paid users and accounts created this month', async () => {
    const at = t.clock.now();
    const monthStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    const month = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const setUp = async (createdAt: number, credits: number) => {
      const u = await newUser();
      await t.db.query('UPDATE users SET created_at = $2, available_credits = $3 WHERE id = $1', [
        u.id,
        new Date(createdAt).toISOString(),
        credits,
      ]);
      return u;
    };
    const low = await setUp(monthStart - 10 * DAY * 1000, 2);
    const rich = await setUp(monthStart - 10 * DAY * 1000, 25);
    const fresh = await setUp(monthStart + 1000, 0);
    const paid = await newUser();
    await subscribed(paid);
    await t.db.query('UPDATE users SET created_at = $2, available_credits = 0 WHERE id = $1', [
      paid.id,
      new Date(monthStart - DAY * 1000).toISOString(),
    ]);

    expect(await t.deps.billing.refillFreeCredits()).toBeGreaterThanOrEqual(2);
    expect(await t.deps.billing.refillFreeCredits()).toBe(0);
    const key = (u: Account) => `free:${u.id}:${month(at)}`;
    expect(await grantsWithKey(key(low))).toBe(1);
    expect(await grantsWithKey(key(rich))).toBe(1);
    expect(await grantsWithKey(key(fresh))).toBe(0);
    expect(await grantsWithKey(key(paid))).toBe(0);
    expect(await userNow(low.id)).toMatchObject({ availableCredits: 10, totalCredits: 10 });
    expect(await userNow(rich.id)).toMatchObject({ availableCredits: 25 });
    expect(await userNow(fresh.id)).toMatchObject({ availableCredits: 0 });
    expect(await userNow(paid.id)).toMatchObject({ availableCredits: 0, subscribedPlan: 'pro' });

    // Next month, everyone free gets it again, the account created last month included.
    const nextMonth = Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1, 0, 10);
    advance(Math.ceil((nextMonth - t.clock.now().getTime()) / 1000));
    await t.db.query('UPDATE users SET available_credits = 1 WHERE id = ANY($1::uuid[])', [[low.id, fresh.id]]);
    await t.deps.billing.refillFreeCredits();
    const next = t.clock.now();
    expect(month(next)).not.toBe(month(at));
    expect(await grantsWithKey(`free:${low.id}:${month(next)}`)).toBe(1);
    expect(await grantsWithKey(`free:${fresh.id}:${month(next)}`)).toBe(1);
    expect(await userNow(low.id)).toMatchObject({ availableCredits: 10 });
    expect(await userNow(fresh.id)).toMatchObject({ availableCredits: 10 });
  });

  it('a billing job runs through pg-boss end to end', async () => {
    const at = t.clock.now();
    const monthStart = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    const u = await newUser();
    await t.db.query('UPDATE users SET created_at = $2, available_credits = 4 WHERE id = $1', [
      u.id,
      new Date(monthStart - DAY * 1000).toISOString(),
    ]);
    const key = `free:${u.id}:${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    const logged: string[] = [];
    const log = {
      info: (_: object, msg: string) => logged.push(msg),
      warn: (_: object, msg: string) => logged.push(msg),
      error: (_: object, msg: string) => logged.push(msg),
    };
    const jobs = await startJobs(t.db, billingJobs(t.deps.billing), log, { pollingIntervalSeconds: 0.5 });
    try {
      expect(await jobs.send('credits.free-refill')).toEqual(expect.any(String));
      const deadline = Date.now() + 20_000;
      while ((await grantsWithKey(key)) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await grantsWithKey(key)).toBe(1);
      expect(await userNow(u.id)).toMatchObject({ availableCredits: 10 });
      while (!logged.includes('job done') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(logged).toContain('job done');
      expect(logged).not.toContain('job failed; it will be retried');
    } finally {
      await jobs.stop();
    }
  }, 40_000);

  /* ---------------- validation ---------------- */

  it('checks what it is sent and who sends it', async () => {
    const u = await newUser();
    for (const path of ['/api/plan/subscribe', '/api/plan/update-subscription']) {
      for (const [body, message] of [
        [{}, 'Choose a plan'],
        [{ planId: '' }, 'Choose a plan'],
        [{ planId: 'gold' }, 'Choose a plan'],
        [{ planId: 42 }, 'planId must be a string'],
      ] as const) {
        const res = await call(u, 'POST', path, body);
        expect({ path, status: res.statusCode, message: res.json().message }).toEqual({ path, status: 400, message });
      }
    }
    expect((await call(u, 'POST', '/api/plan/subscribe', { planId: 'basic' })).json()).toMatchObject({
      statusCode: 400,
      message: 'Basic is free: there is nothing to pay.',
    });
    for (const [method, url] of [
      ['POST', '/api/plan/subscribe'],
      ['POST', '/api/plan/update-subscription'],
      ['POST', '/api/plan/update-payment-method'],
      ['POST', '/api/plan/cancel'],
      ['POST', '/api/plan/resume'],
      ['POST', '/api/plan/sync'],
      ['GET', '/api/plan/list/payment-method'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: { planId: 'pro' } } : {}) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    // The plans list is public; the webhook has nothing to receive without Stripe.
    expect((await t.app.inject({ method: 'GET', url: '/api/plan/list' })).statusCode).toBe(200);
    const hook = await t.app.inject({
      method: 'POST',
      url: '/api/plan/webhook',
      payload: { id: 'evt_1' },
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(hook.statusCode).toBe(400);
    // Another user's checkout page is reachable only by its unguessable id; an unknown one has ended.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/plan/local-checkout/lcs_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect((await submit('/api/plan/local-checkout/lcs_unknown', 'complete', 'visa')).headers.location).toBe('/plans?payment_status=0');
    // Garbage in the id (a NUL byte, another shape) is an unknown checkout, never a 500.
    for (const id of ['%00', 'lcs_%00abc', 'lcs_a.b']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/plan/local-checkout/${id}` })).statusCode).toBe(404);
      expect((await submit(`/api/plan/local-checkout/${id}`, 'complete', 'visa')).headers.location).toBe('/plans?payment_status=0');
    }
  });
});
