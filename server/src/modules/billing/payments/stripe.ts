import type Stripe from 'stripe';
import { HttpError } from '../../../platform/errors';
import type { PaymentMethod, PlanId } from '@subreddit-signal/contract';
import {
  PaymentDeclinedError,
  WebhookSignatureError,
  type CheckoutResult,
  type PaymentProvider,
  type ProviderSubscription,
  type SubscriptionStatus,
  type WebhookEvent,
} from './port';

/** Pinned so Stripe's answers keep the shape this adapter reads (period on items, invoice.parent). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<Exclude<PlanId, 'basic'>, string>;
  /** Tests point the real SDK at a local stand-in (http://127.0.0.1:port). */
  apiUrl?: string;
}

type StripeObject = { id: string };

/**
 * The SDK, loaded by StripePaymentProvider.create: an installation without Stripe keys never needs
 * it, and importing it was ~140 ms of CPU at every start (decision 040).
 */
let sdk: typeof Stripe;

/** What the user reads when Stripe cannot do what we asked (not the card): never Stripe's own wording. */
export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again in a few minutes.';

/**
 * Stripe refusing a request for a reason other than the customer's card (a bad parameter, a wrong
 * key or price, a rate limit, an outage): a 502 with our own words, logged with Stripe's error as
 * its cause, instead of passing Stripe's 4xx and wording to the user.
 */
function upstream(err: unknown): never {
  if (err instanceof sdk.errors.StripeError && !(err instanceof sdk.errors.StripeCardError)) {
    throw Object.assign(new HttpError(502, PAYMENTS_UNAVAILABLE), {
      cause: new Error(`Stripe refused the request (${err.statusCode ?? 'no status'} ${err.type}): ${err.message}`),
    });
  }
  throw err;
}

/** Subscription metadata of a scheduled downgrade: the plan paid for, and the period end it holds until. */
const PLAN_UNTIL_PERIOD_END = 'planUntilPeriodEnd';
const PLAN_UNTIL = 'planUntil';

const idOf = (v: string | StripeObject | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);

/** Production payments: Checkout, subscriptions updated in place, signed webhooks. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly planByPrice: Map<string, PlanId>;

  /** Loads the SDK (once per process), then makes the provider. */
  static async create(settings: StripeSettings): Promise<StripePaymentProvider> {
    sdk ??= (await import('stripe')).default;
    return new StripePaymentProvider(settings);
  }

  private constructor(private readonly settings: StripeSettings) {
    const target = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new sdk(settings.secretKey, {
      apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(target
        ? {
            host: target.hostname,
            port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)),
            protocol: target.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    this.planByPrice = new Map(Object.entries(settings.prices).map(([plan, price]) => [price, plan as PlanId]));
  }

  private priceOf(planId: PlanId): string {
    if (planId === 'basic') throw new Error('Basic is free and has no price');
    return this.settings.prices[planId];
  }

  async createCustomer(user: { id: string; email: string; name: string }) {
    const customer = await this.stripe.customers
      .create({ email: user.email, name: user.name, metadata: { userId: user.id } }, { idempotencyKey: `customer-${user.id}` })
      .catch(upstream);
    return customer.id;
  }

  async createSubscriptionCheckout(args: { customerId: string; userId: string; planId: PlanId; successUrl: string; cancelUrl: string }) {
    const session = await this.stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer: args.customerId,
        client_reference_id: args.userId,
        line_items: [{ price: this.priceOf(args.planId), quantity: 1 }],
        success_url: args.successUrl,
        cancel_url: args.cancelUrl,
        metadata: { userId: args.userId, planId: args.planId },
        subscription_data: { metadata: { userId: args.userId } },
      })
      .catch(upstream);
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return session.url;
  }

  async createSetupCheckout(args: {
    customerId: string;
    userId: string;
    subscriptionId: string | null;
    successUrl: string;
    cancelUrl: string;
  }) {
    const session = await this.stripe.checkout.sessions
      .create({
        mode: 'setup',
        currency: 'usd',
        customer: args.customerId,
        client_reference_id: args.userId,
        success_url: args.successUrl,
        cancel_url: args.cancelUrl,
        metadata: { userId: args.userId, ...(args.subscriptionId ? { subscriptionId: args.subscriptionId } : {}) },
      })
      .catch(upstream);
    if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
    return session.url;
  }

  async getCheckout(sessionId: string): Promise<CheckoutResult | null> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
    } catch (err) {
      if (err instanceof sdk.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      upstream(err);
    }
    const customerId = idOf(session.customer);
    if (!customerId) return null;
    const setupIntent = session.setup_intent && typeof session.setup_intent === 'object' ? session.setup_intent : null;
    return {
      customerId,
      mode: session.mode === 'setup' ? 'setup' : 'subscription',
      complete: session.status === 'complete',
      subscriptionId: idOf(session.subscription),
      paymentMethodId: setupIntent ? idOf(setupIntent.payment_method) : null,
      forSubscriptionId: session.metadata?.subscriptionId ?? null,
    };
  }

  async createSubscription(customerId: string, planId: PlanId) {
    try {
      const sub = await this.stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: this.priceOf(planId) }],
        payment_behavior: 'error_if_incomplete',
      });
      return this.toState(sub);
    } catch (err) {
      if (err instanceof sdk.errors.StripeCardError) throw new PaymentDeclinedError();
      upstream(err);
    }
  }

  async getSubscription(id: string) {
    try {
      return this.toState(await this.stripe.subscriptions.retrieve(id));
    } catch (err) {
      if (err instanceof sdk.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      upstream(err);
    }
  }

  async listCustomerSubscriptions(customerId: string) {
    const list = await this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 }).catch(upstream);
    return list.data.map((s) => this.toState(s));
  }

  async *listOpenSubscriptions() {
    try {
      for await (const sub of this.stripe.subscriptions.list({ limit: 100 })) yield this.toState(sub);
    } catch (err) {
      upstream(err);
    }
  }

  async changePlan(subscriptionId: string, planId: PlanId) {
    // An upgrade prorates from the plan paid for now, so a scheduled downgrade is undone first.
    let current: Stripe.Subscription = await this.stripe.subscriptions.retrieve(subscriptionId).catch(upstream);
    if (current.metadata?.[PLAN_UNTIL_PERIOD_END]) current = await this.unschedule(current);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    try {
      let sub = await this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: this.priceOf(planId) }],
        proration_behavior: 'always_invoice',
        // The new price applies only once the prorated invoice is paid. A pending update accepts
        // only its own parameters (Stripe answers 400 to cancel_at_period_end here), so a scheduled
        // cancellation is cleared separately, once the change has gone through.
        payment_behavior: 'pending_if_incomplete',
      });
      if (sub.cancel_at_period_end && !sub.pending_update) {
        sub = await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
      }
      return this.toState(sub);
    } catch (err) {
      if (err instanceof sdk.errors.StripeCardError) throw new PaymentDeclinedError();
      upstream(err);
    }
  }

  /**
   * A downgrade at the period's end without a subscription schedule: the item's price becomes the
   * lower plan's with no proration (Stripe bills it from the next invoice on), and the metadata
   * remembers the plan paid for until this period ends, which toState reports as the plan in force.
   */
  async schedulePlan(subscriptionId: string, planId: PlanId | null) {
    let sub: Stripe.Subscription = await this.stripe.subscriptions.retrieve(subscriptionId).catch(upstream);
    if (planId === null) return this.toState(sub.metadata?.[PLAN_UNTIL_PERIOD_END] ? await this.unschedule(sub) : sub);
    const state = this.toState(sub);
    const item = sub.items.data[0];
    if (!item || !state.planId) throw new Error(`Stripe subscription ${subscriptionId} has no plan`);
    sub = await this.stripe.subscriptions
      .update(subscriptionId, {
        items: [{ id: item.id, price: this.priceOf(planId) }],
        proration_behavior: 'none',
        cancel_at_period_end: false,
        metadata: { [PLAN_UNTIL_PERIOD_END]: state.planId, [PLAN_UNTIL]: String(item.current_period_end) },
      })
      .catch(upstream);
    return this.toState(sub);
  }

  /** Puts back the price of the plan paid for this period and forgets the scheduled downgrade. */
  private async unschedule(sub: Stripe.Subscription): Promise<Stripe.Subscription> {
    const item = sub.items.data[0];
    const plan = sub.metadata[PLAN_UNTIL_PERIOD_END] as PlanId;
    const live = item && Number(sub.metadata[PLAN_UNTIL]) === item.current_period_end;
    return this.stripe.subscriptions
      .update(sub.id, {
        ...(live && item ? { items: [{ id: item.id, price: this.priceOf(plan) }], proration_behavior: 'none' as const } : {}),
        metadata: { [PLAN_UNTIL_PERIOD_END]: '', [PLAN_UNTIL]: '' },
      })
      .catch(upstream);
  }

  /** Stripe's upcoming-invoice preview of the upgrade, prorated to now: what the customer pays today. */
  async previewChange(subscriptionId: string, planId: PlanId) {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionId).catch(upstream);
    const item = sub.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
    const preview = await this.stripe.invoices
      .createPreview({
        customer: idOf(sub.customer)!,
        subscription: sub.id,
        subscription_details: {
          items: [{ id: item.id, price: this.priceOf(planId) }],
          // Prorated to Stripe's now, as the update itself will be.
          proration_behavior: 'always_invoice',
        },
      })
      .catch(upstream);
    return Math.max(0, preview.amount_due);
  }

  /** Ends a surplus subscription now; Stripe credits the unused part of its period to the customer's balance. */
  async cancelNow(subscriptionId: string) {
    try {
      return this.toState(await this.stripe.subscriptions.cancel(subscriptionId, { prorate: true, invoice_now: true }));
    } catch (err) {
      if (err instanceof sdk.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
      upstream(err);
    }
  }

  async expireOpenCheckouts(customerId: string) {
    const open = await this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 }).catch(upstream);
    for (const session of open.data) {
      if (session.mode === 'subscription') await this.stripe.checkout.sessions.expire(session.id).catch(upstream);
    }
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    return this.toState(await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }).catch(upstream));
  }

  async setDefaultPaymentMethod(customerId: string, subscriptionId: string | null, paymentMethodId: string) {
    await this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }).catch(upstream);
    if (subscriptionId) await this.stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId }).catch(upstream);
  }

  async listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
    const [list, customer] = await Promise.all([
      this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 }),
      this.stripe.customers.retrieve(customerId),
    ]).catch(upstream);
    const defaultId =
      'deleted' in customer && customer.deleted ? null : idOf((customer as Stripe.Customer).invoice_settings?.default_payment_method);
    return list.data
      .filter((pm) => pm.card)
      .sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId))
      .map((pm) => ({
        id: pm.id,
        card: { brand: pm.card!.brand, last4: pm.card!.last4, exp_month: pm.card!.exp_month, exp_year: pm.card!.exp_year },
      }));
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent {
    if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Bad signature');
    }
    const object = event.data.object as unknown as Record<string, unknown>;
    let subscriptionId: string | null = null;
    let checkoutSessionId: string | null = null;
    if (event.type.startsWith('customer.subscription.')) subscriptionId = String(object.id);
    else if (event.type.startsWith('invoice.')) {
      // Current API versions put an invoice's subscription under parent.subscription_details.
      const invoice = object as unknown as Stripe.Invoice;
      subscriptionId = idOf(invoice.parent?.subscription_details?.subscription ?? null);
    } else if (event.type.startsWith('checkout.session.')) {
      checkoutSessionId = String(object.id);
      subscriptionId = idOf(object.subscription as string | StripeObject | null);
    }
    return {
      id: event.id,
      type: event.type,
      customerId: idOf(object.customer as string | StripeObject | null),
      subscriptionId,
      checkoutSessionId,
    };
  }

  private toState(sub: Stripe.Subscription): ProviderSubscription {
    const item = sub.items.data[0];
    const pendingItem = sub.pending_update?.subscription_items?.[0];
    const billed = item ? (this.planByPrice.get(item.price.id) ?? null) : null;
    // A scheduled downgrade holds while the period it was made in lasts (see schedulePlan).
    const until = sub.metadata?.[PLAN_UNTIL_PERIOD_END] as PlanId | undefined;
    const scheduled = Boolean(until && item && Number(sub.metadata[PLAN_UNTIL]) === item.current_period_end && until !== billed);
    return {
      id: sub.id,
      customerId: idOf(sub.customer)!,
      planId: scheduled ? until! : billed,
      scheduledPlanId: scheduled && sub.status !== 'canceled' ? billed : null,
      status: sub.status as SubscriptionStatus,
      currentPeriodStart: item?.current_period_start ?? sub.start_date,
      currentPeriodEnd: item?.current_period_end ?? sub.start_date,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      pendingPlanId: pendingItem ? (this.planByPrice.get(pendingItem.price.id) ?? null) : null,
    };
  }
}
