import type { Database, Queryable } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import { randomToken } from '../../../platform/crypto';
import { planById, TEST_CLOCK_MAX_AHEAD_SECONDS, type PaymentMethod, type PlanId } from '@subreddit-signal/contract';
import { isUniqueViolation } from '../../../db/errors';
import { proratedCents } from '../proration';
import * as repo from './local-repository';
import { PaymentDeclinedError, WebhookSignatureError, type CheckoutResult, type PaymentProvider, type ProviderSubscription } from './port';

/**
 * The local test checkout: with no payment provider configured, this stands in for Stripe so the
 * whole purchase flow works on one machine. No money moves. It keeps its own records (sessions,
 * saved test cards, subscriptions) and behaves as a billing system would: a subscription renews at
 * each monthly boundary when it is next read (the reconciliation job reads them all daily), charging
 * the default card; a card marked as declining makes the renewal fail (past_due).
 */
export const LOCAL_TEST_CARDS = {
  visa: { brand: 'visa', last4: '4242', label: 'Visa ending 4242 (pays)', declines: false },
  mastercard: { brand: 'mastercard', last4: '4444', label: 'Mastercard ending 4444 (pays)', declines: false },
  declined: { brand: 'visa', last4: '0002', label: 'Visa ending 0002 (always declined)', declines: true },
} as const;
export type LocalTestCard = keyof typeof LOCAL_TEST_CARDS;

/** A test-clock move the clock refuses (backwards, or too far): the caller's input, a 400. */
export class TestClockError extends Error {}

const CHECKOUT_TTL_SECONDS = 24 * 3600;
const ALREADY_SUBSCRIBED = 'You already have a subscription. Change your plan on the Plans page instead.';
const SESSION_ID = /^lcs_[A-Za-z0-9_-]{1,80}$/;
const customerIdOf = (userId: string) => `lcus_${userId}`;
const userIdOf = (customerId: string) => customerId.replace(/^lcus_/, '');

/** The same day of the month n months later (clamped to the month's last day), in UTC. */
export function addMonths(epochSeconds: number, months: number): number {
  const d = new Date(epochSeconds * 1000);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** The monthly period, counted from the anchor, that contains `at`. */
function periodContaining(anchor: number, at: number): { start: number; end: number } {
  let n = Math.max(0, Math.floor((at - anchor) / (31 * 86400)));
  while (addMonths(anchor, n + 1) <= at) n++;
  while (n > 0 && addMonths(anchor, n) > at) n--;
  return { start: addMonths(anchor, n), end: addMonths(anchor, n + 1) };
}

export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** TEST_CLOCK=on (never in production): each user's billing time can be moved forward (advanceTestClock). */
    readonly testClockEnabled = false,
  ) {}

  private realNow() {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  /**
   * The user's billing time: real time, or later when their test clock was moved past it. Every
   * decision about a user's sessions and periods reads this one, so a moved clock takes the same
   * paths (renewal, scheduled plan, end of a cancelled plan) as time passing would.
   */
  private async now(db: Queryable, userId: string) {
    const real = this.realNow();
    if (!this.testClockEnabled) return real;
    return Math.max(real, (await repo.frozenTimeOf(db, userId)) ?? real);
  }

  /**
   * Moves the user's test clock to `frozenTime` (decision 030). Only forward: an earlier time is
   * refused, the same time is a no-op, so a repeated or parallel move to one time moves it once.
   */
  async advanceTestClock(userId: string, frozenTime: number): Promise<number> {
    if (!this.testClockEnabled) throw new Error('The test clock is off (TEST_CLOCK)');
    const real = this.realNow();
    return this.db.transaction(async (tx) => {
      const current = Math.max(real, await repo.lockTestClock(tx, userId, real));
      if (frozenTime < current) throw new TestClockError(`The test clock only moves forward: it is at ${current} already.`);
      if (frozenTime > real + TEST_CLOCK_MAX_AHEAD_SECONDS) throw new TestClockError('The test clock moves at most three years ahead.');
      await repo.setFrozenTime(tx, userId, frozenTime);
      return frozenTime;
    });
  }

  async createCustomer(user: { id: string }) {
    return customerIdOf(user.id);
  }

  async createSubscriptionCheckout(args: { customerId: string; planId: PlanId }) {
    return this.openCheckout(userIdOf(args.customerId), 'subscription', args.planId);
  }

  async createSetupCheckout(args: { customerId: string }) {
    return this.openCheckout(userIdOf(args.customerId), 'setup', null);
  }

  private async openCheckout(userId: string, mode: 'subscription' | 'setup', planId: PlanId | null) {
    const id = `lcs_${randomToken(24)}`;
    const expiresAt = (await this.now(this.db, userId)) + CHECKOUT_TTL_SECONDS;
    await repo.insertCheckout(this.db, { id, userId, mode, planId, expiresAt });
    // Same-origin path: the embedded product works on whatever host and port it is opened at.
    return `/api/plan/local-checkout/${id}`;
  }

  /** An open session the checkout page may show, or null (unknown, used or expired). */
  async openSession(sessionId: string) {
    // Only ids this provider issues reach the database (a NUL byte or garbage is simply unknown).
    if (!SESSION_ID.test(sessionId)) return null;
    const s = await repo.findCheckout(this.db, sessionId);
    return s && s.status === 'open' && s.expires_at > (await this.now(this.db, s.user_id)) ? s : null;
  }

  /**
   * 'Complete payment' on the local checkout page: saves the chosen test card as the default and,
   * in subscription mode, starts the subscription charged to it. A declining card fails the
   * payment and leaves the session open, as a hosted checkout would.
   */
  async completeCheckout(sessionId: string, card: LocalTestCard): Promise<CheckoutResult> {
    return this.db.transaction(async (tx) => {
      const s = await repo.lockCheckout(tx, sessionId);
      const now = s ? await this.now(tx, s.user_id) : 0;
      if (!s || s.status !== 'open' || s.expires_at <= now)
        throw new PaymentDeclinedError('This checkout has expired. Start again from the Plans page.');
      // A user's checkouts complete one at a time (two tabs): the card and subscription writes below never interleave.
      await repo.lockUserRow(tx, s.user_id);
      const chosen = LOCAL_TEST_CARDS[card];
      if (chosen.declines && s.mode === 'subscription') throw new PaymentDeclinedError();
      const expiry = new Date(now * 1000);
      const paymentMethodId = `lpm_${randomToken(16)}`;
      await repo.insertPaymentMethod(tx, {
        id: paymentMethodId,
        userId: s.user_id,
        brand: chosen.brand,
        last4: chosen.last4,
        expMonth: expiry.getUTCMonth() + 1,
        expYear: expiry.getUTCFullYear() + 3,
        declines: chosen.declines,
      });
      await repo.setDefaultPaymentMethod(tx, s.user_id, paymentMethodId);
      let subscriptionId: string | null = null;
      if (s.mode === 'subscription' && s.plan_id) {
        subscriptionId = `lsub_${randomToken(16)}`;
        await this.insertOnlySubscription(tx, { id: subscriptionId, userId: s.user_id, planId: s.plan_id as PlanId }, now);
      }
      await repo.completeCheckout(tx, sessionId);
      return {
        customerId: customerIdOf(s.user_id),
        mode: s.mode,
        complete: true,
        subscriptionId,
        paymentMethodId,
        forSubscriptionId: null,
      };
    });
  }

  async getCheckout(sessionId: string): Promise<CheckoutResult | null> {
    const s = await repo.findCheckout(this.db, sessionId);
    if (!s) return null;
    const sub = s.mode === 'subscription' && s.status === 'complete' ? await repo.latestSubscriptionOf(this.db, s.user_id) : null;
    return {
      customerId: customerIdOf(s.user_id),
      mode: s.mode,
      complete: s.status === 'complete',
      subscriptionId: sub?.id ?? null,
      paymentMethodId: null,
      forSubscriptionId: null,
    };
  }

  async createSubscription(customerId: string, planId: PlanId) {
    const userId = userIdOf(customerId);
    const now = await this.now(this.db, userId);
    const id = `lsub_${randomToken(16)}`;
    await this.db.transaction(async (tx) => {
      await this.charge(tx, userId);
      await this.insertOnlySubscription(tx, { id, userId, planId }, now);
    });
    return (await this.getSubscription(id))!;
  }

  /**
   * One live subscription per user, whatever the order of tabs and clicks: purchases take turns on
   * the user's row, a plan whose scheduled end has passed is ended first, and a user who still has
   * one is refused (the unique index on live subscriptions backs this up).
   */
  private async insertOnlySubscription(
    tx: Parameters<typeof repo.lockUserRow>[0],
    s: { id: string; userId: string; planId: PlanId },
    now: number,
  ) {
    await repo.lockUserRow(tx, s.userId);
    for (const live of await repo.liveSubscriptionsOf(tx, s.userId)) {
      if (live.cancel_at_period_end && now >= live.paid_through) await repo.cancelSubscription(tx, live.id, live.paid_through);
      else throw new PaymentDeclinedError(ALREADY_SUBSCRIBED);
    }
    try {
      await repo.insertSubscription(tx, { ...s, anchor: now, paidThrough: addMonths(now, 1) });
    } catch (err) {
      if (isUniqueViolation(err)) throw new PaymentDeclinedError(ALREADY_SUBSCRIBED);
      throw err;
    }
  }

  private async charge(tx: Parameters<typeof repo.defaultPaymentMethod>[0], userId: string) {
    const card = await repo.defaultPaymentMethod(tx, userId);
    if (!card || card.declines) throw new PaymentDeclinedError();
  }

  /** Reads a subscription, renewing it first when a period boundary has passed (see the class note). */
  async getSubscription(id: string): Promise<ProviderSubscription | null> {
    return this.db.transaction(async (tx) => {
      const row = await repo.lockSubscription(tx, id);
      if (!row) return null;
      const now = await this.now(tx, row.user_id);
      if (row.canceled_at === null && now >= row.paid_through) {
        if (row.cancel_at_period_end) {
          await repo.cancelSubscription(tx, id, row.paid_through);
          row.canceled_at = row.paid_through;
        } else {
          const card = await repo.defaultPaymentMethod(tx, row.user_id);
          if (card && !card.declines) {
            row.paid_through = periodContaining(row.anchor, now).end;
            await repo.setPaidThrough(tx, id, row.paid_through);
            // The renewal is billed at the plan a downgrade scheduled, which starts now.
            if (row.scheduled_plan_id) {
              await repo.applyScheduledPlan(tx, id);
              row.plan_id = row.scheduled_plan_id;
              row.scheduled_plan_id = null;
            }
          }
        }
      }
      return this.toState(row, now);
    });
  }

  private toState(row: repo.LocalSubscriptionRow, now: number): ProviderSubscription {
    const base = {
      id: row.id,
      customerId: customerIdOf(row.user_id),
      planId: row.plan_id as PlanId,
      cancelAtPeriodEnd: row.cancel_at_period_end,
      pendingPlanId: null,
      scheduledPlanId: row.canceled_at === null ? ((row.scheduled_plan_id as PlanId | null) ?? null) : null,
    };
    if (row.canceled_at !== null) {
      return { ...base, status: 'canceled', currentPeriodStart: addMonths(row.paid_through, -1), currentPeriodEnd: row.paid_through };
    }
    if (now < row.paid_through) {
      const p = periodContaining(row.anchor, now);
      return { ...base, status: 'active', currentPeriodStart: p.start, currentPeriodEnd: p.end };
    }
    // Due and unpaid: the renewal was declined.
    const p = periodContaining(row.anchor, now);
    return { ...base, status: 'past_due', currentPeriodStart: p.start, currentPeriodEnd: p.end };
  }

  async listCustomerSubscriptions(customerId: string) {
    const ids = await repo.subscriptionIdsOf(this.db, userIdOf(customerId));
    const subs = await Promise.all(ids.map((id) => this.getSubscription(id)));
    return subs.filter((s): s is ProviderSubscription => s !== null);
  }

  async *listOpenSubscriptions() {
    for (const id of await repo.openSubscriptionIds(this.db)) {
      const sub = await this.getSubscription(id);
      if (sub) yield sub;
    }
  }

  async changePlan(subscriptionId: string, planId: PlanId) {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockSubscription(tx, subscriptionId);
      if (!row || row.canceled_at !== null) throw new PaymentDeclinedError('This subscription has ended. Choose a plan again.');
      // The prorated difference is charged now; a declined card leaves the plan as it was.
      await this.charge(tx, row.user_id);
      await repo.setPlan(tx, subscriptionId, planId);
      // As with Stripe: choosing a paid plan again keeps the subscription going, on that plan.
      await repo.setCancelAtPeriodEnd(tx, subscriptionId, false);
      await repo.setScheduledPlan(tx, subscriptionId, null);
    });
    return (await this.getSubscription(subscriptionId))!;
  }

  async schedulePlan(subscriptionId: string, planId: PlanId | null) {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockSubscription(tx, subscriptionId);
      if (!row || row.canceled_at !== null) throw new PaymentDeclinedError('This subscription has ended. Choose a plan again.');
      await repo.setScheduledPlan(tx, subscriptionId, planId);
      if (planId) await repo.setCancelAtPeriodEnd(tx, subscriptionId, false);
    });
    return (await this.getSubscription(subscriptionId))!;
  }

  async previewChange(subscriptionId: string, planId: PlanId) {
    const sub = await this.getSubscription(subscriptionId);
    const from = planById(sub?.planId)?.priceCents ?? 0;
    const to = planById(planId)?.priceCents ?? 0;
    if (!sub) return 0;
    const now = await this.now(this.db, userIdOf(sub.customerId));
    return proratedCents(from, to, { start: sub.currentPeriodStart, end: sub.currentPeriodEnd }, now);
  }

  async cancelNow(subscriptionId: string) {
    await this.db.transaction(async (tx) => {
      const row = await repo.lockSubscription(tx, subscriptionId);
      if (row && row.canceled_at === null) await repo.cancelSubscription(tx, subscriptionId, await this.now(tx, row.user_id));
    });
    return this.getSubscription(subscriptionId);
  }

  async expireOpenCheckouts(customerId: string) {
    await repo.expireOpenSubscriptionCheckouts(this.db, userIdOf(customerId));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    await repo.setCancelAtPeriodEnd(this.db, subscriptionId, cancel);
    return (await this.getSubscription(subscriptionId))!;
  }

  async setDefaultPaymentMethod(customerId: string, _subscriptionId: string | null, paymentMethodId: string) {
    await this.db.transaction((tx) => repo.setDefaultPaymentMethod(tx, userIdOf(customerId), paymentMethodId));
  }

  async listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
    const rows = await repo.paymentMethodsOf(this.db, userIdOf(customerId));
    return rows.map((r) => ({ id: r.id, card: { brand: r.brand, last4: r.last4, exp_month: r.exp_month, exp_year: r.exp_year } }));
  }

  parseWebhook(): never {
    throw new WebhookSignatureError('The local test checkout sends no webhooks');
  }
}
