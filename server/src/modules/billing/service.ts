import { FREE_PLAN_ID, PLANS, planById, type PaymentMethod, type Plan, type PlanId, type User } from '@subreddit-signal/contract';
import type { Database, Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { HttpError } from '../../platform/errors';
import { refillCredits } from '../credits';
import { findUserById, toUser } from '../users/repository';
import { PaymentDeclinedError, WebhookSignatureError, type PaymentProvider, type ProviderSubscription } from './payments/port';
import * as repo from './repository';

/** Upserts the plan catalogue (contract/src/plan-catalogue.ts) at boot, so the database always matches it. */
export async function seedPlans(db: Queryable): Promise<void> {
  for (const plan of PLANS) await repo.upsertPlan(db, plan);
}

/** GET /plan/list: plans in display order, in the Plan shape the client reads (price in dollars per month). */
export async function listPlans(db: Queryable): Promise<Plan[]> {
  const rows = await repo.listPlanRows(db);
  return rows.map((r) => ({
    _id: r.id,
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price_cents / 100,
    features: r.features,
    isBestValue: r.is_best_value,
    monthlyCredits: r.monthly_credits,
  }));
}

/** Statuses in which the plan's features and credits are on. */
const PAID_STATUSES = new Set(['active', 'trialing']);
/** The plan is still the user's, but the last payment failed: features stay until the period ends, no new credits. */
const UNPAID_STATUSES = new Set(['past_due', 'unpaid', 'incomplete']);

export interface BillingDeps {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** Origin the browser returns to after a hosted checkout. */
  publicUrl: string;
  /** Called after a user's plan or credits changed outside their own request (webhooks, jobs). */
  onUserChanged?: (userId: string) => void;
}

const PAGE = 500;

/**
 * Purchases, plan changes, cancellations and the credits that come with a paid period.
 *
 * One provisioning path: whatever happened (a webhook, the browser's return from checkout, the
 * local checkout's 'Complete payment', the reconciliation job), billing re-reads the subscription
 * from the provider and mirrors it (syncSubscription). Events only say *which* subscription to read.
 */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return Math.floor(this.deps.clock.now().getTime() / 1000);
  }

  private async user(userId: string): Promise<User> {
    const row = await findUserById(this.db, userId);
    if (!row) throw new HttpError(404, 'User not found');
    return toUser(row);
  }

  private async customerOf(userId: string): Promise<string | null> {
    return repo.findCustomer(this.db, userId, this.deps.payments.name);
  }

  private async ensureCustomer(userId: string): Promise<string> {
    const existing = await this.customerOf(userId);
    if (existing) return existing;
    const row = await findUserById(this.db, userId);
    if (!row) throw new HttpError(404, 'User not found');
    const created = await this.deps.payments.createCustomer({ id: row.id, email: row.email, name: row.name });
    return repo.saveCustomer(this.db, userId, this.deps.payments.name, created);
  }

  /** The user's current subscription as mirrored: the open one with the latest period. */
  private async currentSubscription(userId: string) {
    const subs = await repo.subscriptionsOfUser(this.db, userId);
    return subs.find((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired') ?? null;
  }

  private paidPlan(planId: string): PlanId {
    const plan = planById(planId);
    if (!plan) throw new HttpError(400, 'Choose a plan');
    return plan.id;
  }

  /* ---------------- purchases ---------------- */

  /** POST /plan/subscribe: the hosted (or local) checkout URL for a new subscription. */
  async subscribe(userId: string, planId: string): Promise<{ url: string }> {
    const plan = this.paidPlan(planId);
    if (plan === FREE_PLAN_ID) throw new HttpError(400, 'Basic is free: there is nothing to pay.');
    if (await this.currentSubscription(userId)) {
      throw new HttpError(409, 'You already have a subscription. Change your plan on the Plans page instead.');
    }
    const customerId = await this.ensureCustomer(userId);
    const url = await this.deps.payments.createSubscriptionCheckout({
      customerId,
      userId,
      planId: plan,
      successUrl: `${this.deps.publicUrl}/plans?payment_status=1&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.deps.publicUrl}/plans?payment_status=0`,
    });
    return { url };
  }

  /**
   * POST /plan/update-subscription: in place, for a user with a subscription or a saved card.
   * Basic schedules the end of the paid plan at the period's end; the same plan again resumes a
   * scheduled cancellation; another paid plan is a prorated change that applies once paid.
   */
  async updateSubscription(userId: string, planId: string): Promise<{ user: User; pending: boolean; message?: string }> {
    const plan = this.paidPlan(planId);
    const current = await this.currentSubscription(userId);
    const payments = this.deps.payments;
    try {
      if (current) {
        if (plan === FREE_PLAN_ID) {
          await this.syncSubscription(await payments.setCancelAtPeriodEnd(current.id, true));
          return { user: await this.user(userId), pending: false, message: 'Your plan changes to Basic when the current period ends.' };
        }
        if (plan === current.plan_id) {
          if (current.cancel_at_period_end) await this.syncSubscription(await payments.setCancelAtPeriodEnd(current.id, false));
          return { user: await this.user(userId), pending: false };
        }
        const changed = await payments.changePlan(current.id, plan);
        await this.syncSubscription(changed);
        return { user: await this.user(userId), pending: changed.planId !== plan };
      }
      if (plan === FREE_PLAN_ID) return { user: await this.user(userId), pending: false };
      const customerId = await this.customerOf(userId);
      const cards = customerId ? await payments.listPaymentMethods(customerId) : [];
      if (!customerId || cards.length === 0) throw new HttpError(409, 'Add a payment method first, or buy the plan through checkout.');
      await this.syncSubscription(await payments.createSubscription(customerId, plan));
      return { user: await this.user(userId), pending: false };
    } catch (err) {
      if (err instanceof PaymentDeclinedError) throw new HttpError(402, err.message);
      throw err;
    }
  }

  /** Cancels at the period's end: the plan stays until planExpireOn, then Basic. */
  async cancel(userId: string) {
    const current = await this.currentSubscription(userId);
    if (!current) throw new HttpError(409, 'You have no paid plan to cancel.');
    await this.syncSubscription(await this.deps.payments.setCancelAtPeriodEnd(current.id, true));
    return { user: await this.user(userId), pending: false, message: 'Your plan stays active until the end of the period, then changes to Basic.' };
  }

  /** Undoes a scheduled cancellation. */
  async resume(userId: string) {
    const current = await this.currentSubscription(userId);
    if (!current) throw new HttpError(409, 'You have no paid plan to resume.');
    await this.syncSubscription(await this.deps.payments.setCancelAtPeriodEnd(current.id, false));
    return { user: await this.user(userId), pending: false };
  }

  /** POST /plan/update-payment-method: checkout in setup mode; the new card becomes the default. */
  async updatePaymentMethod(userId: string): Promise<{ url: string }> {
    const customerId = await this.ensureCustomer(userId);
    const current = await this.currentSubscription(userId);
    const back = `${this.deps.publicUrl}/profile?tab=Tabs2`;
    const url = await this.deps.payments.createSetupCheckout({
      customerId,
      userId,
      subscriptionId: current?.id ?? null,
      successUrl: `${back}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: back,
    });
    return { url };
  }

  async paymentMethods(userId: string): Promise<PaymentMethod[]> {
    const customerId = await this.customerOf(userId);
    return customerId ? this.deps.payments.listPaymentMethods(customerId) : [];
  }

  /* ---------------- provisioning ---------------- */

  /**
   * The browser came back from checkout (or the local checkout completed): read what the provider
   * says and provision now, so a late webhook never leaves a paying user on Basic.
   */
  async syncAfterCheckout(userId: string, sessionId?: string) {
    const customerId = await this.customerOf(userId);
    if (customerId && sessionId) {
      const checkout = await this.deps.payments.getCheckout(sessionId);
      if (checkout && checkout.customerId === customerId && checkout.complete) await this.applyCheckout(checkout);
    }
    if (customerId) {
      for (const sub of await this.deps.payments.listCustomerSubscriptions(customerId)) await this.syncSubscription(sub);
    }
    return { user: await this.user(userId), pending: false };
  }

  async applyCheckout(checkout: Awaited<ReturnType<PaymentProvider['getCheckout']>> & object) {
    if (checkout.mode === 'setup' && checkout.paymentMethodId) {
      const userId = await repo.userOfCustomer(this.db, this.deps.payments.name, checkout.customerId);
      const current = userId ? await this.currentSubscription(userId) : null;
      await this.deps.payments.setDefaultPaymentMethod(checkout.customerId, checkout.forSubscriptionId ?? current?.id ?? null, checkout.paymentMethodId);
    }
    if (checkout.subscriptionId) {
      const sub = await this.deps.payments.getSubscription(checkout.subscriptionId);
      if (sub) await this.syncSubscription(sub);
    }
  }

  /**
   * POST /plan/webhook: the signature is checked on the raw body, the event is claimed once, and
   * the subscription it names is read back from the provider and mirrored. A failure gives the claim
   * back so the provider's retry is handled.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    let event;
    try {
      event = this.deps.payments.parseWebhook(rawBody, signature);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new HttpError(400, 'Invalid webhook signature');
      throw err;
    }
    if (!(await repo.claimEvent(this.db, event.id, event.type))) return { received: true, duplicate: true };
    try {
      if (event.checkoutSessionId) {
        const checkout = await this.deps.payments.getCheckout(event.checkoutSessionId);
        if (checkout?.complete) await this.applyCheckout(checkout);
      } else if (event.subscriptionId) {
        const sub = await this.deps.payments.getSubscription(event.subscriptionId);
        if (sub) await this.syncSubscription(sub);
      }
      return { received: true };
    } catch (err) {
      await repo.releaseEvent(this.db, event.id);
      throw err;
    }
  }

  /**
   * Mirrors one subscription and derives the user's plan fields from all of theirs, in one
   * transaction with the user row locked; a paid period grants its plan's credits once (keyed by
   * subscription, period start and plan, so an upgrade mid-period tops up to the higher plan).
   */
  async syncSubscription(sub: ProviderSubscription): Promise<void> {
    const provider = this.deps.payments.name;
    const userId = await repo.userOfCustomer(this.db, provider, sub.customerId);
    if (!userId || !sub.planId) return;
    await this.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      await repo.upsertSubscriptionMirror(tx, provider, userId, { ...sub, planId: sub.planId! });
      const subs = await repo.subscriptionsOfUser(tx, userId);
      const best =
        subs.find((s) => PAID_STATUSES.has(s.status)) ?? subs.find((s) => UNPAID_STATUSES.has(s.status)) ?? null;
      if (!best) {
        await repo.setUserPlan(tx, userId, { planId: FREE_PLAN_ID, paymentStatus: 'inactive', planExpireOn: null, nextPaymentDate: null });
        return;
      }
      const paid = PAID_STATUSES.has(best.status);
      await repo.setUserPlan(tx, userId, {
        planId: best.plan_id,
        paymentStatus: paid ? 'active' : 'inactive',
        planExpireOn: best.current_period_end,
        nextPaymentDate: paid && !best.cancel_at_period_end ? best.current_period_end : null,
      });
      if (paid) {
        const plan = planById(best.plan_id);
        if (plan) await refillCredits(tx, userId, plan.monthlyCredits, `plan:${plan.id}`, `period:${best.id}:${best.current_period_start}:${plan.id}`);
      }
    });
    this.deps.onUserChanged?.(userId);
  }

  /* ---------------- scheduled work ---------------- */

  /** Hourly: subscriptions whose period has ended are read again (renewed, failed or ended). */
  async syncDue(): Promise<number> {
    const ids = await repo.dueSubscriptionIds(this.db, this.now());
    return this.resync(ids);
  }

  /** Daily: every open subscription at the provider, and every one we mirror, read again. */
  async reconcile(): Promise<number> {
    let n = 0;
    const seen = new Set<string>();
    for await (const sub of this.deps.payments.listOpenSubscriptions()) {
      seen.add(sub.id);
      await this.syncSubscription(sub);
      n++;
    }
    return n + (await this.resync((await repo.openSubscriptionIds(this.db)).filter((id) => !seen.has(id))));
  }

  private async resync(ids: string[]) {
    let n = 0;
    for (const id of ids) {
      const sub = await this.deps.payments.getSubscription(id);
      if (sub) {
        await this.syncSubscription(sub);
        n++;
      }
    }
    return n;
  }

  /** Monthly (1st, UTC): free accounts are refilled to the free allowance, once per month each. */
  async refillFreeCredits(): Promise<number> {
    const at = this.deps.clock.now();
    const month = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    const monthStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    const allowance = planById(FREE_PLAN_ID)!.monthlyCredits;
    let after: string | null = null;
    let granted = 0;
    for (;;) {
      const ids = await repo.freeUserIds(this.db, FREE_PLAN_ID, monthStart, after, PAGE);
      for (const id of ids) {
        if (await this.db.transaction((tx) => refillCredits(tx, id, allowance, `plan:${FREE_PLAN_ID}`, `free:${id}:${month}`))) {
          granted++;
          this.deps.onUserChanged?.(id);
        }
      }
      if (ids.length < PAGE) return granted;
      after = ids[ids.length - 1]!;
    }
  }
}
