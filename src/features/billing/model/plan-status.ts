import { isFreeUser, planById, type User } from '@subreddit-signal/contract';

export type PlanStatus =
  /** No plan, or Basic. */
  | { kind: 'free' }
  /** A paid plan that renews. */
  | { kind: 'active'; plan: string }
  /** A paid plan cancelled at the period's end: still active, no next payment, ends on planExpireOn. */
  | { kind: 'ending'; plan: string; endsOn: number }
  /** A paid plan whose last payment failed (the payment status went inactive; the plan is kept for now). */
  | { kind: 'pastDue'; plan: string };

/** The name of the user's plan: subscribedPlanName, else the catalogue's name for subscribedPlan. */
export function planNameOf(user: Pick<User, 'subscribedPlan' | 'subscribedPlanName'>): string | null {
  return user.subscribedPlanName || planById(user.subscribedPlan)?.name || null;
}

/** Where the user's subscription stands, from the plan fields of the user (plan, payment status, dates). */
export function planStatus(user: User): PlanStatus {
  if (isFreeUser(user)) return { kind: 'free' };
  const plan = planNameOf(user) ?? 'paid';
  if (user.paymentStatus !== 'active') return { kind: 'pastDue', plan };
  if (user.nextPaymentDate === null && user.planExpireOn !== null) return { kind: 'ending', plan, endsOn: user.planExpireOn };
  return { kind: 'active', plan };
}
