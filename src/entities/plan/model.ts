import { isFreePlan, planById, type Plan, type User } from '@subreddit-signal/contract';

/** Toasts of a plan change made in place (POST /plan/update-subscription), when the server sends no message. */
export const PLAN_MSG = {
  updated: 'Your plan has been updated.',
  pending: 'Your plan changes once the payment goes through.',
  updateFailed: 'We could not change your plan. Please try again.',
} as const;

export type PlanAction =
  /** The user's current plan: a non-clickable 'Active Plan'. */
  | { kind: 'active'; label: 'Active Plan' }
  /** The plan a scheduled downgrade or cancel moves to at the period end: a non-clickable 'Scheduled' (undo is beside the scheduled change). */
  | { kind: 'scheduled'; label: 'Scheduled' }
  /** Any other plan: a button that starts the purchase or the change. */
  | { kind: 'choose'; label: string };

/** Whether `plan` is the one the user is subscribed to (`subscribedPlan` holds the plan id). */
export function isActivePlan(plan: Pick<Plan, '_id' | 'id'>, user: Pick<User, 'subscribedPlan'> | null | undefined): boolean {
  const current = user?.subscribedPlan;
  return Boolean(current) && (current === plan._id || current === plan.id);
}

/**
 * A plan card's button: the active plan reads 'Active Plan' (not clickable); the free plan
 * (Basic) reads 'Start for free', or 'Downgrade' from a paid plan; Pro and Ultimate read 'Get Pro' /
 * 'Get Ultimate' while the payment status is not active, and once it is, 'Upgrade Plan' for a
 * dearer plan and 'Downgrade' for a cheaper one (decision 022); the plan a scheduled change moves to
 * reads 'Scheduled'. Every choice is confirmed first.
 */
export function planAction(
  plan: Pick<Plan, '_id' | 'id' | 'name'> & { price?: number },
  user: Pick<User, 'subscribedPlan' | 'paymentStatus' | 'scheduledPlan'> | null | undefined,
): PlanAction {
  if (isActivePlan(plan, user)) return { kind: 'active', label: 'Active Plan' };
  // Choosing it again would only schedule the same change again.
  if (user?.scheduledPlan && isActivePlan(plan, { subscribedPlan: user.scheduledPlan })) return { kind: 'scheduled', label: 'Scheduled' };
  const currentPrice = planById(user?.subscribedPlan)?.priceCents ?? 0;
  const price = plan.price !== undefined ? plan.price * 100 : (planById(plan.id)?.priceCents ?? 0);
  if (isFreePlan(plan)) return { kind: 'choose', label: currentPrice > 0 ? 'Downgrade' : 'Start for free' };
  if (user?.paymentStatus === 'active') return { kind: 'choose', label: price < currentPrice ? 'Downgrade' : 'Upgrade Plan' };
  return { kind: 'choose', label: `Get ${plan.name}` };
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars per month as a price tag: 29 → '$29', 9.5 → '$9.50', 0 → '$0'. */
export function formatPlanPrice(price: number): string {
  if (!Number.isFinite(price)) return '—';
  return Number.isInteger(price) ? WHOLE_DOLLARS.format(price) : CENTS.format(price);
}
