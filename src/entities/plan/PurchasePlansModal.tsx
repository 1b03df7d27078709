import type { User } from '@subreddit-signal/contract';
import { PlanChangeDialog } from './PlanChangeDialog';
import { PlansModal } from './PlansModal';
import { usePlanPurchase } from './use-plan-purchase';

/** The Plans modal whose buttons buy or change the plan, as on /plans; an in-place change closes it. */
export function PurchasePlansModal({ open, onClose, user }: { open: boolean; onClose: () => void; user: User | null }) {
  const purchase = usePlanPurchase({ onUpdated: onClose });
  return (
    <>
      <PlansModal
        open={open}
        onClose={onClose}
        user={user}
        onChoose={(plan) => void purchase.choose(plan)}
        pendingPlanId={purchase.pendingPlanId}
      />
      <PlanChangeDialog {...purchase.confirmation} />
    </>
  );
}

export default PurchasePlansModal;
