import { useId } from 'react';
import type { Plan, User } from '@subreddit-signal/contract';
import { Button, Modal } from '@/shared/ui';
import { PlanCatalogue } from './PlanCatalogue';

export const PLANS_MODAL_TITLE = 'Unlock Premium Features';
export const PLANS_MODAL_TEXT = "You've attempted to access a Pro feature. Select the plan that suits you best.";

export interface PlansModalProps {
  open: boolean;
  onClose: () => void;
  user: Pick<User, 'subscribedPlan' | 'paymentStatus'> | null | undefined;
  /** What a plan's button does (usePlansModal: the purchase, as on /plans). */
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
  return (
    <Modal open={open} onClose={onClose} title={PLANS_MODAL_TITLE} labelledBy={titleId} wide>
      <p className="plans-modal__text">{PLANS_MODAL_TEXT}</p>
      <PlanCatalogue enabled={open} user={user} onChoose={onChoose} pendingPlanId={pendingPlanId} />
      <div className="modal__actions">
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </Modal>
  );
}
