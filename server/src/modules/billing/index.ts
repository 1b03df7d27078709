/** Plans and payments: the plans list seeded from the catalogue, purchases, plan changes, webhooks and their jobs. */
import type { StripeSettings } from './payments/stripe';

export { plansRoutes } from './routes';
export { BillingService, listPlans, seedPlans } from './service';
export { LocalPaymentProvider } from './payments/local';
export { billingJobs } from './jobs';

/**
 * The Stripe adapter, loaded only where Stripe is configured: its SDK is the largest module the
 * server would otherwise load at every start (and in every server test suite) for nothing.
 */
export async function openStripePaymentProvider(settings: StripeSettings) {
  const { StripePaymentProvider } = await import('./payments/stripe');
  return new StripePaymentProvider(settings);
}
