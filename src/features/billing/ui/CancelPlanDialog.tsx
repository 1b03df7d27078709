import { useId } from 'react';
import type { User } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { formatEpochDate } from '@/shared/lib/format';
import { notify } from '@/shared/toast';
import { Button, Modal } from '@/shared/ui';
import { cancelPlan, usePlanChange } from '../api/billing';
import { BILLING_MSG } from '../model/messages';

/**
 * 'Cancel plan' asks first: the plan stays until the period ends, then Basic. Confirming calls
 * POST /plan/cancel, replaces the stored user and shows the server's message.
 */
export function CancelPlanDialog({ open, onClose, user, plan }: { open: boolean; onClose: () => void; user: User; plan: string }) {
  const titleId = useId();
  const cancel = usePlanChange(cancelPlan);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (result) => {
        notify.success(result.message ?? BILLING_MSG.cancelled);
        onClose();
      },
      onError: (err) => notify.error(errorMessage(err, BILLING_MSG.actionFailed)),
    });
  return (
    <Modal open={open} onClose={onClose} title={BILLING_MSG.cancelTitle} labelledBy={titleId}>
      <p className="billing-dialog__text">{BILLING_MSG.cancelText(plan, formatEpochDate(user.planExpireOn))}</p>
      <div className="modal__actions">
        <Button variant="ghost" onClick={onClose} disabled={cancel.isPending}>
          {BILLING_MSG.cancelKeep}
        </Button>
        <Button variant="danger" loading={cancel.isPending} onClick={confirm}>
          {BILLING_MSG.cancel}
        </Button>
      </div>
    </Modal>
  );
}
