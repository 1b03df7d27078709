import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { User } from '@subreddit-signal/contract';
import { ConfigError, loadConfig } from '../../server/src/config';
import { ManualClock } from '../../server/src/platform/clock';
import { findUserById, toUser } from '../../server/src/modules/users/repository';
import { itOnEmbedded } from '../support/passes';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, signIn } from '../support/users';

/**
 * The local test checkout's test clock (decision 030): POST /plan/test-clock/advance moves one
 * user's billing time, and the period that ends is rolled by the code that rolls real ones (the
 * scheduled downgrade applied, the balance set to the new plan's allowance), exactly once. Off
 * unless TEST_CLOCK=on, and never allowed in production.
 */

const ROOT = path.resolve(__dirname, '../..');
const START = Date.parse('2026-03-05T10:00:00Z');
const DAY = 86400;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ADVANCE = '/api/plan/test-clock/advance';

describe('test clock configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems.join('\n');
      throw err;
    }
    return '';
  };

  it('is off by default, on only when asked, and refused in production, with Stripe, or with an unreadable value', () => {
    expect(loadConfig({}).testClockEnabled).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'off' }).testClockEnabled).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClockEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'ON' }).testClockEnabled).toBe(true);
    expect(problemsOf({ NODE_ENV: 'production', TEST_CLOCK: 'on', ALLOW_TEST_CHECKOUT: 'true' })).toMatch(
      /^TEST_CLOCK: must not be on with NODE_ENV=production/m,
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'wh', STRIPE_PRICE_PRO: 'p1', STRIPE_PRICE_ULTIMATE: 'p2' };
    expect(problemsOf({ ...stripe, TEST_CLOCK: 'on' })).toMatch(/^TEST_CLOCK: moves the local test checkout's time only/m);
    expect(problemsOf({ TEST_CLOCK: 'yes' })).toMatch(/^TEST_CLOCK: TEST_CLOCK must be on or off/m);
  });

  // A child process refused at boot: no database of the suite's, so the embedded pass only.
  itOnEmbedded(
    'stops the server at boot with NODE_ENV=production, naming TEST_CLOCK',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-clock-'));
      try {
        const res = await runMain({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'z'.repeat(40), TEST_CLOCK: 'on' });
        expect(res.code).toBe(1);
        expect(res.stderr).toMatch(/^Invalid configuration:/);
        expect(res.stderr).toMatch(/^ {2}- TEST_CLOCK: must not be on with NODE_ENV=production/m);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('the test clock when TEST_CLOCK is not on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is absent: 404 for a signed-in user, whatever the body', async () => {
    const { accessToken } = await createSignedInUser(t);
    const res = await t.app.inject({ method: 'POST', url: ADVANCE, headers: bearer(accessToken), payload: { frozenTime: 2_000_000_000 } });
    expect(res.statusCode).toBe(404);
    expect(t.deps.localCheckout?.testClockEnabled).toBe(false);
  });
});

describe('the test clock with TEST_CLOCK=on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TEST_CLOCK: 'on' }, clock: new ManualClock(START) });
  });
  afterAll(async () => {
    await t?.close();
  });

  type Account = { id: string };
  const newUser = async (): Promise<Account> => ({ id: (await createSignedInUser(t)).user.id });
  async function call(u: Account, url: string, payload?: object) {
    const { accessToken } = await signIn(t, u.id);
    return t.app.inject({ method: 'POST', url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  }
  const advanceTo = (u: Account, frozenTime: number) => call(u, ADVANCE, { frozenTime });
  const userNow = async (id: string): Promise<User> => toUser((await findUserById(t.db, id))!);
  const realNow = () => Math.floor(t.clock.now().getTime() / 1000);
  async function subscribed(u: Account, planId: string) {
    const res = await call(u, '/api/plan/subscribe', { planId });
    const url = (res.json() as { url: string }).url;
    const done = await t.app.inject({ method: 'POST', url: `${url}/complete`, headers: FORM, payload: 'card=visa' });
    expect(done.headers.location).toMatch(/^\/plans\?payment_status=1/);
  }
  const periodOf = async (userId: string) =>
    (
      await t.db.query<{ id: string; start: number; end: number }>(
        'SELECT id, current_period_start::int AS start, current_period_end::int AS "end" FROM billing_subscriptions WHERE user_id = $1 AND status = \'active\'',
        [userId],
      )
    )[0]!;
  const spend = (userId: string, n: number) =>
    t.db.query('UPDATE users SET available_credits = available_credits - $2 WHERE id = $1', [userId, n]);
  /** Ledger grants keyed to one period of the subscription (any plan). */
  const grantsFor = async (subId: string, periodStart: number) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM credit_ledger WHERE idempotency_key LIKE $1', [
        `period:${subId}:${periodStart}:%`,
      ])
    )[0]!.n;

  it('answers 401 without a session and 400 for a time that is missing, not whole seconds, backwards or too far ahead', async () => {
    expect((await t.app.inject({ method: 'POST', url: ADVANCE, payload: { frozenTime: realNow() + DAY } })).statusCode).toBe(401);
    const u = await newUser();
    for (const body of [{}, { frozenTime: 'tomorrow' }, { frozenTime: realNow() + 0.5 }, { frozenTime: -1 }, { frozenTime: null }]) {
      const res = await advanceTo(u, body.frozenTime as number);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    expect((await call(u, ADVANCE, [])).statusCode).toBe(400);
    expect((await advanceTo(u, realNow() - 60)).json().message).toMatch(/only moves forward/);
    expect((await advanceTo(u, realNow() + 4 * 366 * DAY)).statusCode).toBe(400);
    expect((await advanceTo(u, realNow() + DAY)).statusCode).toBe(200);
    expect((await advanceTo(u, realNow() + DAY - 1)).json().message).toMatch(/only moves forward/);
  });

  it("applies a scheduled downgrade at the period end and sets the balance to the lower plan's allowance once", async () => {
    const u = await newUser();
    await subscribed(u, 'pro');
    const up = await call(u, '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(up.json().user).toMatchObject({ subscribedPlan: 'ultimate', availableCredits: 1000 });
    const p = await periodOf(u.id);
    await spend(u.id, 100);
    expect((await call(u, '/api/plan/update-subscription', { planId: 'pro' })).json().user).toMatchObject({
      subscribedPlan: 'ultimate',
      scheduledPlan: 'pro',
    });

    // A minute before the end nothing has changed.
    const before = await advanceTo(u, p.end - 60);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ frozenTime: p.end - 60, user: { subscribedPlan: 'ultimate', availableCredits: 900 } });

    const after = await advanceTo(u, p.end + 60);
    expect(after.json().user).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, totalCredits: 200, paymentStatus: 'active' });
    expect(after.json().user.scheduledPlan).toBeUndefined();
    const next = await periodOf(u.id);
    expect(next).toMatchObject({ id: p.id, start: p.end });
    expect(await grantsFor(p.id, next.start)).toBe(1);

    // Later in the same period, and the same time again: nothing is granted a second time.
    await spend(u.id, 50);
    for (const at of [p.end + 60, p.end + 2 * DAY]) {
      expect((await advanceTo(u, at)).json().user).toMatchObject({ subscribedPlan: 'pro', availableCredits: 150 });
    }
    expect(await grantsFor(p.id, next.start)).toBe(1);
    // The real clock and the daily reconciliation see the same state.
    await t.deps.billing.reconcile();
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 150 });
  });

  it("a cancellation ends the plan at the period end: Basic with Basic's allowance, once", async () => {
    const u = await newUser();
    await subscribed(u, 'ultimate');
    const p = await periodOf(u.id);
    expect((await call(u, '/api/plan/cancel')).json().user).toMatchObject({ subscribedPlan: 'ultimate', availableCredits: 1000 });
    expect((await advanceTo(u, p.end - 1)).json().user).toMatchObject({ subscribedPlan: 'ultimate', availableCredits: 1000 });
    const ended = await advanceTo(u, p.end);
    expect(ended.json().user).toMatchObject({ subscribedPlan: 'basic', paymentStatus: 'inactive', availableCredits: 10 });
    await t.db.query('UPDATE users SET available_credits = 4 WHERE id = $1', [u.id]);
    expect((await advanceTo(u, p.end + DAY)).json().user).toMatchObject({ subscribedPlan: 'basic', availableCredits: 4 });
  });

  it('moves applied in parallel roll the period once', async () => {
    const u = await newUser();
    await subscribed(u, 'ultimate');
    const p = await periodOf(u.id);
    await call(u, '/api/plan/update-subscription', { planId: 'pro' });
    await spend(u.id, 300);
    const answers = await Promise.all([0, 1, 2, 3].map(() => advanceTo(u, p.end + 3600)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await userNow(u.id)).toMatchObject({ subscribedPlan: 'pro', availableCredits: 200, totalCredits: 200 });
    expect(await grantsFor(p.id, p.end)).toBe(1);
    const local = await t.db.query<{ plan_id: string; paid_through: number }>(
      'SELECT plan_id, paid_through::int AS paid_through FROM local_subscriptions WHERE user_id = $1 AND canceled_at IS NULL',
      [u.id],
    );
    expect(local).toEqual([{ plan_id: 'pro', paid_through: (await periodOf(u.id)).end }]);
    expect((await periodOf(u.id)).end).toBeGreaterThan(p.end + 27 * DAY);
  });

  it("an upgrade stays immediate on a moved clock, charged for what is left of the user's period", async () => {
    const u = await newUser();
    await subscribed(u, 'pro');
    const p = await periodOf(u.id);
    // Three quarters of the period gone on this user's clock.
    await advanceTo(u, p.start + Math.round((p.end - p.start) * 0.75));
    const preview = (await call(u, '/api/plan/preview-change', { planId: 'ultimate' })).json();
    expect(preview).toMatchObject({ kind: 'upgrade', effectiveAt: null });
    expect(preview.chargeNow).toBeCloseTo(12.5, 1);
    const up = await call(u, '/api/plan/update-subscription', { planId: 'ultimate' });
    expect(up.json()).toMatchObject({ pending: false, user: { subscribedPlan: 'ultimate', availableCredits: 1000 } });
    expect(await periodOf(u.id)).toMatchObject({ start: p.start, end: p.end });
  });

  it("moves only the caller's clock: another subscriber's period is untouched", async () => {
    const mover = await newUser();
    const other = await newUser();
    await subscribed(mover, 'ultimate');
    await subscribed(other, 'ultimate');
    await call(other, '/api/plan/update-subscription', { planId: 'pro' });
    const p = await periodOf(other.id);
    await advanceTo(mover, p.end + 3600);
    await t.deps.billing.reconcile();
    expect(await userNow(other.id)).toMatchObject({ subscribedPlan: 'ultimate', scheduledPlan: 'pro', availableCredits: 1000 });
    expect(await periodOf(other.id)).toMatchObject({ start: p.start, end: p.end });
  });
});

/** Runs the real entry point (TypeScript through tsx) with exactly this environment. */
function runMain(env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}
