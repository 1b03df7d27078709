import type { PaymentMethod, PlanId } from '@subreddit-signal/contract';

/**
 * The payment provider as billing sees it. Two adapters: Stripe (production) and the local test
 * checkout (nothing configured). Billing never trusts an event's payload for state: it asks the
 * provider for the subscription and mirrors what it answers (see BillingService.syncSubscription).
 */
export type SubscriptionStatus =
  'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused';

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The plan the subscription is paid for now (a change waiting for its payment is `pendingPlanId`). */
  planId: PlanId | null;
  status: SubscriptionStatus;
  /** Epoch seconds. */
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  pendingPlanId: PlanId | null;
  /** A downgrade waiting for the period's end: the plan the next period is billed for (decision 022). */
  scheduledPlanId: PlanId | null;
}

export interface CheckoutResult {
  customerId: string;
  mode: 'subscription' | 'setup';
  /** Complete: paid (subscription) or the card saved (setup). */
  complete: boolean;
  subscriptionId: string | null;
  /** Setup mode: the card the user just saved, to become the default. */
  paymentMethodId: string | null;
  /** Setup mode: the subscription whose card it replaces, if any. */
  forSubscriptionId: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** checkout.session.completed: the session, read back from the provider before acting. */
  checkoutSessionId: string | null;
}

export class PaymentDeclinedError extends Error {
  constructor(message = 'Your card was declined. Update your payment method and try again.') {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCustomer(user: { id: string; email: string; name: string }): Promise<string>;
  /** Hosted checkout for a new subscription; the URL the browser goes to. */
  createSubscriptionCheckout(args: {
    customerId: string;
    userId: string;
    planId: PlanId;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  /** Hosted checkout that saves a new card (setup mode). */
  createSetupCheckout(args: {
    customerId: string;
    userId: string;
    subscriptionId: string | null;
    successUrl: string;
    cancelUrl: string;
  }): Promise<string>;
  getCheckout(sessionId: string): Promise<CheckoutResult | null>;
  /** Starts a subscription charged to the customer's saved default card. */
  createSubscription(customerId: string, planId: PlanId): Promise<ProviderSubscription>;
  getSubscription(id: string): Promise<ProviderSubscription | null>;
  listCustomerSubscriptions(customerId: string): Promise<ProviderSubscription[]>;
  /** Every subscription that is not canceled, for the daily reconciliation. */
  listOpenSubscriptions(): AsyncIterable<ProviderSubscription>;
  /** An upgrade: in place, prorated; the plan changes once the proration is paid. */
  changePlan(subscriptionId: string, planId: PlanId): Promise<ProviderSubscription>;
  /** A downgrade from the next period on (nothing charged or changed now); null undoes a scheduled one. */
  schedulePlan(subscriptionId: string, planId: PlanId | null): Promise<ProviderSubscription>;
  /** What an upgrade to `planId` charges now, in cents (the prorated difference for the rest of the period). */
  previewChange(subscriptionId: string, planId: PlanId): Promise<number>;
  /** Ends a surplus subscription at once; the unused part of its period is credited back through the provider. */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Expires the customer's subscription checkouts still open, so only the newest one can be paid. */
  expireOpenCheckouts(customerId: string): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  setDefaultPaymentMethod(customerId: string, subscriptionId: string | null, paymentMethodId: string): Promise<void>;
  listPaymentMethods(customerId: string): Promise<PaymentMethod[]>;
  /** Checks the signature on the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}
