import type { PlanChangePreview, User } from '@subreddit-signal/contract';
import { loadConfig } from '../../server/src/config';
import { ManualClock } from '../../server/src/platform/clock';
import { findUserById, toUser } from '../../server/src/modules/users/repository';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, signIn } from '../support/users';

/**
 * Plan changes on the local test checkout (decision 022): every change previewed with its price and
 * what is charged now, upgrades at once and prorated, downgrades and cancellations at the period's
 * end with undo, credits that never carry from a higher plan, one live subscription per user
 * whatever the tabs do, and the payment mode a production server without Stripe runs in.
 */

const START = Date.parse('2026-03-05T10:00:00Z');
const DAY = 86400;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Account = { id: string };

describe('plan changes with the local test checkout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ clock: new ManualClock(START) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const advance = (seconds: number) => t.clock.advance(seconds * 1000);
  const newUser = async (): Promise<Account> => ({ id: (await createSignedInUser(t)).user.id });
  async function call(u: Account, method: 'GET' | 'POST', url: string, payload?: object) {
    const { accessToken } = await signIn(t, u.id);
    return t.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  }
  const userNow = async (id: string): Promise<User> => toUser((await findUserById(t.db, id))!);
  const preview = async (u: Account, planId: string) => {
    const res = await call(u, 'POST', '/api/plan/preview-change', { planId });
    expect(res.statusCode).toBe(200);
    return res.json() as PlanChangePreview;
  };
  const liveLocal = async (userId: string) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_subscriptions WHERE user_id = $1 AND canceled_at IS NULL', [
        userId,
      ])
    )[0]!.n;
  const periodOf = async (userId: string) =>
    (
      await t.db.query<{ id: string; start: number; end: number }>(
        'SELECT id, current_period_start::int AS start, current_period_end::int AS "end" FROM billing_subscriptions WHERE user_id = $1 AND status = \'active\'',
        [userId],
      )
    )[0]!;
  async function checkoutUrl(u: Account, planId = 'pro') {
    const res = await call(u, 'POST', '/api/plan/subscribe', { planId });
    expect(res.statusCode).toBe(200);
    return (res.json() as { url: string }).url;
  }
  const complete = (url: string, card = 'visa') =>
    t.app.inject({ method: 'POST', url: `${url}/complete`, headers: FORM, payload: `card=${card}` });
  async function subscribed(u: Account, planId = 'pro') {
    const res = await complete(await checkoutUrl(u, planId));
    expect(res.headers.location).toMatch(/^\/plans\?payment_status=1/);
  }
  const spend = (userId: string, n: number) =>
    t.db.query('UPDATE users SET available_credits = available_credits - $2 WHERE id = $1', [userId, n]);

  it('previews a first purchase, an upgrade with its prorated charge, a downgrade and a cancellation', async () => {
    const u = await newUser();
    expect(await preview(u, 'pro')).toMatchObject({
      kind: 'new',
      planName: 'Pro',
      price: 29,
      chargeNow: 29,
      effectiveAt: null,
      creditsAfter: 200,
      checkout: true,
    });
    await subscribed(u, 'pro');
    advance(10 * DAY);
    const p = await periodOf(u.id);
    const up = await preview(u, 'ultimate');
    // (79 − 29) dollars for the part of the period still to come, in cents.
    const expected = Math.round((5000 * (p.end - now())) / (p.end - p.start)) / 100;
    expect(up).toMatchObject({
      kind: 'upgrade',
      planName: 'Ultimate',
      price: 79,
      effectiveAt: null,
      creditsAfter: 1000,
      currentPlanName: 'Pro',
    });
    expect(up.chargeNow).toBeCloseTo(expected, 2);
    expect(up.chargeNow).toBeGreaterThan(0);
    expect(up.chargeNow).toBeLessThan(50);
    expect(await preview(u, 'basic')).toMatchObject({ kind: 'cancel', chargeNow: 0, effectiveAt: p.end, creditsAfter: 10 });
    expect(await preview(u, 'pro')).toMatchObject({ kind: 'current', chargeNow: 0 });
    expect((await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' })).statusCode).toBe(200);
    expect(await preview(u, 'pro')).toMatchObject({ kind: 'downgrade', chargeNow: 0, effectiveAt: p.end, creditsAfter: 200 });
    expect((await call(u, 'POST', '/api/plan/preview-change', { planId: 'gold' })).statusCode).toBe(400);
    expect((await call(u, 'POST', '/api/plan/preview-change', {})).statusCode).toBe(400);
  });

  it("upgrade at once; downgrade waits for the period end with undo; then the balance is the lower plan's allowance", async () => {
    const u = await newUser();
    await subscribed(u, 'pro');
    const up = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(up.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'ultimate', availableCredits: 1000 } });
    const p = await periodOf(u.id);
    await spend(u.id, 100);

    const down = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });
    expect(down.statusCode).toBe(200);
    expect(down.json().message).toMatch(/^Your plan changes to Pro on /);
    // Nothing changes until the period ends: plan, credits, renewal date.
    expect(down.json().user).toMatchObject({
      subscribedPlan: 'ultimate',
      scheduledPlan: 'pro',
      availableCredits: 900,
      paymentStatus: 'active',
      nextPaymentDate: p.end,
    });

    // Undo, then schedule again.
    const kept = await call(u, 'POST', '/api/plan/resume');
    expect(kept.json().user).toMatchObject({ subscribedPlan: 'ultimate' });
    expect(kept.json().user.scheduledPlan).toBeUndefined();
    await call(u, 'POST', '/api/plan/update-subscription', { planId: 'pro' });

    advance(p.end - now() - 60);
    await t.deps.billing.syncDue();
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'ultimate', availableCredits: 900 });
    advance(120);
    await t.deps.billing.syncDue();
    // The new period is Pro's: 200, not the 900 left of Ultimate's.
    const after = await userNow(u.id);
    expect(after).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, totalCredits: 200, paymentStatus: 'active' });
    expect(after.scheduledPlan).toBeUndefined();
    expect(after.planExpireOn).toBeGreaterThan(p.end);
    await t.deps.billing.reconcile();
    expect(await userNow(u.id)).toMatchObject({ availableCredits: 200 });
  });

  it('a renewal on the same plan resets the balance: unused credits do not roll over above the allowance', async () => {
    const u = await newUser();
    await subscribed(u, 'pro');
    await t.db.query('UPDATE users SET available_credits = 350 WHERE id = $1', [u.id]);
    const p = await periodOf(u.id);
    advance(p.end - now() + 60);
    await t.deps.billing.syncDue();
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200 });
  });

  it('Basic on a paid plan is a cancellation at the period end; choosing the plan again undoes it', async () => {
    const u = await newUser();
    await subscribed(u, 'ultimate');
    const res = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'basic' });
    expect(res.json()).toMatchObject({ user: { subscribedPlan: 'ultimate', nextPaymentDate: null, availableCredits: 1000 } });
    expect(res.json().message).toMatch(/^Your plan changes to Basic on /);
    const undo = await call(u, 'POST', '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(undo.json().user.nextPaymentDate).not.toBeNull();
  });

  it('a second checkout expires the first (two tabs): only the newest can be paid', async () => {
    const u = await newUser();
    const first = await checkoutUrl(u, 'pro');
    const second = await checkoutUrl(u, 'ultimate');
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await complete(first)).headers.location).toBe('/plans?payment_status=0');
    expect((await complete(second)).headers.location).toMatch(/^\/plans\?payment_status=1/);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'ultimate' });
    expect(await liveLocal(u.id)).toBe(1);
  });

  it('two checkouts open at once and completed in parallel give one live subscription', async () => {
    const u = await newUser();
    await checkoutUrl(u, 'pro'); // the customer exists from here on
    const local = t.deps.localCheckout!;
    // Two more sessions both open, as a race between two subscribe calls could leave them.
    const a = await local.createSubscriptionCheckout({ customerId: `lcus_${u.id}`, planId: 'pro' });
    const b = await local.createSubscriptionCheckout({ customerId: `lcus_${u.id}`, planId: 'ultimate' });
    const [ra, rb] = await Promise.all([complete(a), complete(b)]);
    const locations = [ra.headers.location, rb.headers.location].map(String);
    expect(locations.filter((l) => l.startsWith('/plans?payment_status=1'))).toHaveLength(1);
    expect(locations.filter((l) => l === '/plans?payment_status=0')).toHaveLength(1);
    expect(await liveLocal(u.id)).toBe(1);
    // And a new checkout for a user with a live plan is refused.
    expect((await call(u, 'POST', '/api/plan/subscribe', { planId: 'pro' })).statusCode).toBe(409);
  });
});

describe('payment mode', () => {
  it('production without Stripe sells nothing unless ALLOW_TEST_CHECKOUT opts in', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).paymentMode).toBe('disabled');
    expect(loadConfig({ ...base, ALLOW_TEST_CHECKOUT: 'true' }).paymentMode).toBe('test-checkout');
    expect(loadConfig({ NODE_ENV: 'development' }).paymentMode).toBe('test-checkout');
    const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PRICE_PRO: 'p1', STRIPE_PRICE_ULTIMATE: 'p2' };
    expect(loadConfig({ ...base, ...stripe }).paymentMode).toBe('stripe');
    expect(() => loadConfig({ ALLOW_TEST_CHECKOUT: 'maybe' })).toThrow(/ALLOW_TEST_CHECKOUT/);
  });

  describe('a production server with no Stripe keys and no opt-in', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ env: { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40) } });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('refuses purchases with a 503 and serves no test checkout', async () => {
      const u = { id: (await createSignedInUser(t)).user.id };
      const { accessToken } = await signIn(t, u.id);
      const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(accessToken), payload });
      for (const url of ['/api/plan/subscribe', '/api/plan/update-subscription', '/api/plan/preview-change']) {
        const res = await post(url, { planId: 'ultimate' });
        expect([url, res.statusCode]).toEqual([url, 503]);
        expect(res.json().message).toMatch(/payments are not set up/);
      }
      expect(t.deps.localCheckout).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/api/plan/local-checkout/lcs_abc' })).statusCode).toBe(404);
      expect((await userIn(t, u.id)).subscribedPlan).toBe('basic');
    });
  });
});

const userIn = async (t: TestApp, id: string) => toUser((await findUserById(t.db, id))!);
