import { isFreePlan, type Plan, type User } from '@subreddit-signal/contract';

/** Toasts of a plan change made in place (POST /plan/update-subscription), when the server sends no message. */
export const PLAN_MSG = {
  updated: 'Your plan has been updated.',
  pending: 'Your plan changes once the payment goes through.',
  updateFailed: 'We could not change your plan. Please try again.',
} as const;

export type PlanAction =
  /** The user's current plan: a non-clickable 'Active Plan'. */
  | { kind: 'active'; label: 'Active Plan' }
  /** Any other plan: a button that starts the purchase or the change. */
  | { kind: 'choose'; label: string };

/** Whether `plan` is the one the user is subscribed to (`subscribedPlan` holds the plan id). */
export function isActivePlan(plan: Pick<Plan, '_id' | 'id'>, user: Pick<User, 'subscribedPlan'> | null | undefined): boolean {
  const current = user?.subscribedPlan;
  return Boolean(current) && (current === plan._id || current === plan.id);
}

/**
 * A plan card's button: the active plan reads 'Active Plan' (not clickable);
 * the free plan (Basic) reads 'Start for free'; Pro and Ultimate read 'Get Pro' / 'Get Ultimate' while the payment
 * status is not active, and 'Upgrade Plan' once it is.
 */
export function planAction(plan: Pick<Plan, '_id' | 'id' | 'name'>, user: Pick<User, 'subscribedPlan' | 'paymentStatus'> | null | undefined): PlanAction {
  if (isActivePlan(plan, user)) return { kind: 'active', label: 'Active Plan' };
  if (isFreePlan(plan)) return { kind: 'choose', label: 'Start for free' };
  if (user?.paymentStatus === 'active') return { kind: 'choose', label: 'Upgrade Plan' };
  return { kind: 'choose', label: `Get ${plan.name}` };
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars per month as a price tag: 29 → '$29', 9.5 → '$9.50', 0 → '$0'. */
export function formatPlanPrice(price: number): string {
  if (!Number.isFinite(price)) return '—';
  return Number.isInteger(price) ? WHOLE_DOLLARS.format(price) : CENTS.format(price);
}
