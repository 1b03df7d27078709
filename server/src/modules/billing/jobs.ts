import type { JobDefinition } from '../../platform/jobs';
import type { BillingService } from './service';

/**
 * Billing's scheduled work (UTC). Each is idempotent: subscriptions are re-read and mirrored, and
 * every grant is keyed in the ledger, so a job run twice or retried after a crash grants nothing twice.
 */
export function billingJobs(billing: BillingService): JobDefinition[] {
  return [
    // Renewals, failed renewals and ends of cancelled plans, soon after each period boundary.
    { name: 'billing.sync-due', cron: '5 * * * *', handler: async () => void (await billing.syncDue()) },
    // A missed or lost webhook is repaired within a day.
    { name: 'billing.reconcile', cron: '30 3 * * *', handler: async () => void (await billing.reconcile()) },
    // The free plan's monthly allowance, on the 1st.
    { name: 'credits.free-refill', cron: '10 0 1 * *', handler: async () => void (await billing.refillFreeCredits()) },
  ];
}
