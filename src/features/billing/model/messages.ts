import { PLANS_FAILURE_MESSAGE, PLANS_SUCCESS_MESSAGE } from '@subreddit-signal/contract';

/** Texts of the billing slice; the two /plans payment messages are the spec's, from the contract. */
export const BILLING_MSG = {
  plansTitle: 'Plans',
  plansIntro:
    'Every plan includes the free analyses. Paid plans add credits every month for advanced analysis and AI writing. Prices are in US dollars per month.',
  purchased: PLANS_SUCCESS_MESSAGE,
  paymentFailed: PLANS_FAILURE_MESSAGE,
  confirming: 'Confirming your payment…',
  /** Back from a successful checkout, but the confirmation call failed: the plan follows shortly (webhook, reconciliation). */
  confirmFailed: 'Your payment went through. Your plan will be updated in a moment.',
  pastDue: (plan: string) => `Your last payment failed. Update your payment method to keep ${plan}.`,
  endsOn: (plan: string, date: string) => `Your ${plan} plan ends on ${date}`,
  endsThen: 'After that your account moves to Basic. You can keep your plan until then.',
  keep: (plan: string) => `Keep ${plan}`,
  changesOn: (plan: string, to: string, date: string) => `Your plan changes from ${plan} to ${to} on ${date}`,
  changesThen: (to: string) => `Until then you keep your current plan and its credits; then your credits become ${to}'s monthly allowance.`,
  resumed: (plan: string) => `Your ${plan} plan will renew as usual.`,
  updateCard: 'Update payment method',
  cardUpdated: 'Your payment method has been updated.',
  noPaymentMethods: 'No payment methods found',
  notSubscribed: 'Not subscribed yet',
  cancel: 'Cancel plan',
  cancelTitle: 'Cancel your plan?',
  cancelText: (plan: string, date: string | null) =>
    `You keep ${plan} and its credits until ${date ?? 'the end of the current period'}. After that your account moves to Basic.`,
  cancelKeep: 'Keep my plan',
  cancelled: 'Your plan stays active until the end of the period, then changes to Basic.',
  actionFailed: 'Something went wrong!',
} as const;

/** How long the /plans payment message shows: 3 seconds. */
export const MESSAGE_DURATION_MS = 3000;
