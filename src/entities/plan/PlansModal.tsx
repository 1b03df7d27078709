import { useId } from 'react';
import type { Plan, User } from '@/shared/api/contract';
import { Button, Modal } from '@/shared/ui';
import { usePlans } from './api';
import { PlanGrid } from './PlanCard';

export const PLANS_MODAL_TITLE = 'Unlock Premium Features';
export const PLANS_MODAL_TEXT = "You've attempted to access a Pro feature. Select the plan that suits you best.";

export interface PlansModalProps {
  open: boolean;
  onClose: () => void;
  user: Pick<User, 'subscribedPlan' | 'paymentStatus'> | null | undefined;
  /** What a plan's button does (e.g. go to /plans, or start the purchase). */
  onChoose?: (plan: Plan) => void;
  pendingPlanId?: string | null;
}

/**
 * The Plans modal ('Unlock Premium Features'): shown when a Pro feature is attempted, one card per
 * plan. Plans load when it first opens; a failure is only logged, never shown, and the modal
 * offers to try again.
 */
export function PlansModal({ open, onClose, user, onChoose, pendingPlanId }: PlansModalProps) {
  const titleId = useId();
  const plans = usePlans({ enabled: open });
  return (
    <Modal open={open} onClose={onClose} title={PLANS_MODAL_TITLE} labelledBy={titleId} wide>
      <p className="plans-modal__text">{PLANS_MODAL_TEXT}</p>
      {plans.data ? (
        plans.data.length > 0 ? (
          <PlanGrid plans={plans.data} user={user} onChoose={onChoose} pendingPlanId={pendingPlanId} />
        ) : (
          <p className="plans-modal__notice">No plans are available right now.</p>
        )
      ) : plans.isError ? (
        <div className="plans-modal__notice">
          <p>Plans are not available right now.</p>
          <Button variant="secondary" size="sm" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="plan-grid" role="status" aria-label="Loading plans">
          {[0, 1, 2].map((i) => (
            <div key={i} className="plan-card plan-card--skeleton" aria-hidden />
          ))}
        </div>
      )}
      <div className="modal__actions">
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </Modal>
  );
}
