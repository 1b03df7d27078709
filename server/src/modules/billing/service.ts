import {
  FREE_PLAN_ID,
  PLANS,
  planById,
  type PaymentMethod,
  type Plan,
  type PlanChangePreview,
  type PlanId,
  type User,
} from '@subreddit-signal/contract';
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
  /** False in production without Stripe and without ALLOW_TEST_CHECKOUT: paid plans cannot be bought (decision 022). */
  purchasesEnabled?: boolean;
}

/** Said when payments are not set up on this server (PaymentMode 'disabled'). */
export const PURCHASES_DISABLED = 'Paid plans cannot be bought on this server yet: payments are not set up. Please try again later.';

const ON_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const onDate = (epochSeconds: number) => ON_DATE.format(new Date(epochSeconds * 1000));
const priceOf = (planId: string) => planById(planId)?.priceCents ?? 0;

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
    this.requirePurchases();
    if (await this.currentSubscription(userId)) {
      throw new HttpError(409, 'You already have a subscription. Change your plan on the Plans page instead.');
    }
    const customerId = await this.ensureCustomer(userId);
    // One checkout at a time: one opened earlier (another tab, Back) can no longer be paid.
    await this.deps.payments.expireOpenCheckouts(customerId);
    const url = await this.deps.payments.createSubscriptionCheckout({
      customerId,
      userId,
      planId: plan,
      successUrl: `${this.deps.publicUrl}/plans?payment_status=1&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.deps.publicUrl}/plans?payment_status=0`,
    });
    return { url };
  }

  private requirePurchases() {
    if (this.deps.purchasesEnabled === false) throw new HttpError(503, PURCHASES_DISABLED);
  }

  /**
   * POST /plan/update-subscription, after the confirmation dialog (decision 022), for a user with a
   * subscription or a saved card. A dearer plan is an upgrade: at once, charged prorated. A cheaper
   * paid plan, or Basic, is scheduled for the period's end and nothing changes until then. The
   * plan in force again undoes a scheduled change.
   */
  async updateSubscription(userId: string, planId: string): Promise<{ user: User; pending: boolean; message?: string }> {
    const plan = this.paidPlan(planId);
    const current = await this.currentSubscription(userId);
    const payments = this.deps.payments;
    try {
      if (current) {
        const name = planById(plan)!.name;
        if (plan === FREE_PLAN_ID) {
          await this.syncSubscription(await payments.setCancelAtPeriodEnd(current.id, true));
          return {
            user: await this.user(userId),
            pending: false,
            message: `Your plan changes to Basic on ${onDate(current.current_period_end)}.`,
          };
        }
        if (plan === current.plan_id) {
          await this.undoScheduledChange(current);
          return { user: await this.user(userId), pending: false };
        }
        if (priceOf(plan) < priceOf(current.plan_id)) {
          await this.syncSubscription(await payments.schedulePlan(current.id, plan));
          return {
            user: await this.user(userId),
            pending: false,
            message: `Your plan changes to ${name} on ${onDate(current.current_period_end)}.`,
          };
        }
        this.requirePurchases();
        const changed = await payments.changePlan(current.id, plan);
        await this.syncSubscription(changed);
        return { user: await this.user(userId), pending: changed.planId !== plan };
      }
      if (plan === FREE_PLAN_ID) return { user: await this.user(userId), pending: false };
      this.requirePurchases();
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

  /** A scheduled cancellation or downgrade is taken back: the plan in force renews. */
  private async undoScheduledChange(current: repo.SubscriptionMirrorRow) {
    const payments = this.deps.payments;
    if (current.scheduled_plan_id) await this.syncSubscription(await payments.schedulePlan(current.id, null));
    if (current.cancel_at_period_end) await this.syncSubscription(await payments.setCancelAtPeriodEnd(current.id, false));
  }

  /**
   * POST /plan/preview-change: what the confirmation dialog says before any money moves: the plan
   * and its price, what is charged now (the provider's prorated figure for an upgrade), when the
   * change takes effect, and the credit balance it leaves.
   */
  async previewChange(userId: string, planId: string): Promise<PlanChangePreview> {
    const plan = planById(this.paidPlan(planId))!;
    const user = await this.user(userId);
    const current = await this.currentSubscription(userId);
    const base = { planId: plan.id, planName: plan.name, price: plan.priceCents / 100, currentPlanName: user.subscribedPlanName };
    if (plan.id !== FREE_PLAN_ID) this.requirePurchases();
    if (!current) {
      if (plan.id === FREE_PLAN_ID)
        return { ...base, kind: 'current', chargeNow: 0, effectiveAt: null, creditsAfter: user.availableCredits };
      const customerId = await this.customerOf(userId);
      const cards = customerId ? await this.deps.payments.listPaymentMethods(customerId) : [];
      return {
        ...base,
        kind: 'new',
        checkout: cards.length === 0,
        chargeNow: plan.priceCents / 100,
        effectiveAt: null,
        creditsAfter: plan.monthlyCredits,
      };
    }
    const end = current.current_period_end;
    if (plan.id === current.plan_id) {
      const scheduled = current.cancel_at_period_end || current.scheduled_plan_id !== null;
      return { ...base, kind: scheduled ? 'resume' : 'current', chargeNow: 0, effectiveAt: null, creditsAfter: user.availableCredits };
    }
    if (plan.id === FREE_PLAN_ID) return { ...base, kind: 'cancel', chargeNow: 0, effectiveAt: end, creditsAfter: plan.monthlyCredits };
    if (plan.priceCents < priceOf(current.plan_id))
      return { ...base, kind: 'downgrade', chargeNow: 0, effectiveAt: end, creditsAfter: plan.monthlyCredits };
    const cents = await this.deps.payments.previewChange(current.id, plan.id);
    return {
      ...base,
      kind: 'upgrade',
      chargeNow: cents / 100,
      effectiveAt: null,
      creditsAfter: Math.max(user.availableCredits, plan.monthlyCredits),
    };
  }

  /** Cancels at the period's end: the plan stays until planExpireOn, then Basic. */
  async cancel(userId: string) {
    const current = await this.currentSubscription(userId);
    if (!current) throw new HttpError(409, 'You have no paid plan to cancel.');
    await this.syncSubscription(await this.deps.payments.setCancelAtPeriodEnd(current.id, true));
    return {
      user: await this.user(userId),
      pending: false,
      message: 'Your plan stays active until the end of the period, then changes to Basic.',
    };
  }

  /** Undoes a scheduled cancellation or downgrade. */
  async resume(userId: string) {
    const current = await this.currentSubscription(userId);
    if (!current) throw new HttpError(409, 'You have no paid plan to resume.');
    await this.undoScheduledChange(current);
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
      await this.deps.payments.setDefaultPaymentMethod(
        checkout.customerId,
        checkout.forSubscriptionId ?? current?.id ?? null,
        checkout.paymentMethodId,
      );
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
    const surplus = await this.db.transaction(async (tx) => {
      await repo.lockUser(tx, userId);
      const before = await repo.userPlanOf(tx, userId);
      await repo.upsertSubscriptionMirror(tx, provider, userId, { ...sub, planId: sub.planId! });
      const subs = await repo.subscriptionsOfUser(tx, userId);
      const live = subs.filter((s) => PAID_STATUSES.has(s.status) || UNPAID_STATUSES.has(s.status));
      const best = subs.find((s) => PAID_STATUSES.has(s.status)) ?? subs.find((s) => UNPAID_STATUSES.has(s.status)) ?? null;
      if (!best) {
        await repo.setUserPlan(tx, userId, { planId: FREE_PLAN_ID, paymentStatus: 'inactive', planExpireOn: null, nextPaymentDate: null });
        // The paid plan ended: the balance becomes Basic's allowance (nothing carries from a higher plan).
        const ended = subs[0];
        if (ended && before && before !== FREE_PLAN_ID) {
          const free = planById(FREE_PLAN_ID)!;
          await refillCredits(
            tx,
            userId,
            free.monthlyCredits,
            `plan:${FREE_PLAN_ID}`,
            `ended:${ended.id}:${ended.current_period_end}`,
            'reset',
          );
        }
        return [];
      }
      const paid = PAID_STATUSES.has(best.status);
      await repo.setUserPlan(tx, userId, {
        planId: best.plan_id,
        paymentStatus: paid ? 'active' : 'inactive',
        planExpireOn: best.current_period_end,
        nextPaymentDate: paid && !best.cancel_at_period_end ? best.current_period_end : null,
        scheduledPlan: best.cancel_at_period_end ? null : best.scheduled_plan_id,
      });
      if (paid) {
        const plan = planById(best.plan_id);
        if (plan) {
          // A new period resets the balance to its plan's allowance; an upgrade within the period raises it once.
          const period = `period:${best.id}:${best.current_period_start}:`;
          const mode = (await repo.periodGranted(tx, period)) ? 'raise' : 'reset';
          await refillCredits(tx, userId, plan.monthlyCredits, `plan:${plan.id}`, `${period}${plan.id}`, mode);
        }
      }
      // One live subscription per user: the newest stays, any other is ended (below, outside this transaction).
      const newest = [...live].sort((a, b) => b.current_period_start - a.current_period_start || (a.id < b.id ? 1 : -1))[0];
      return live.filter((s) => s.id !== newest?.id).map((s) => s.id);
    });
    this.deps.onUserChanged?.(userId);
    for (const id of surplus) {
      const ended = await this.deps.payments.cancelNow(id);
      if (ended) await this.syncSubscription(ended);
    }
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
