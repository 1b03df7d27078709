/** Plans and payments: the plans list seeded from the catalogue, purchases, plan changes, webhooks and their jobs. */
export { plansRoutes } from './routes';
export { BillingService, listPlans, seedPlans } from './service';
export { LocalPaymentProvider } from './payments/local';
export { StripePaymentProvider } from './payments/stripe';
export { billingJobs } from './jobs';
