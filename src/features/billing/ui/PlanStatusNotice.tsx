import type { User } from '@subreddit-signal/contract';
import { errorMessage } from '@/shared/api/http';
import { formatEpochDate } from '@/shared/lib/format';
import { notify } from '@/shared/toast';
import { Button } from '@/shared/ui';
import { resumePlan, useCardUpdate, usePlanChange } from '../api/billing';
import { BILLING_MSG } from '../model/messages';
import { planStatus } from '../model/plan-status';

/**
 * What the user must know about their subscription before choosing a plan, with the one action that
 * fixes it: a failed renewal ('Update payment method') or a scheduled end ('Keep Pro'). Nothing for
 * a free or a renewing plan. `cardAction={false}` where the screen has its own card button.
 */
export function PlanStatusNotice({ user, cardAction = true }: { user: User; cardAction?: boolean }) {
  const status = planStatus(user);
  const card = useCardUpdate();
  const resume = usePlanChange(resumePlan);

  if (status.kind === 'pastDue') {
    return (
      <div className="billing-notice billing-notice--danger">
        <p className="billing-notice__text">{BILLING_MSG.pastDue(status.plan)}</p>
        {cardAction ? (
          <Button size="sm" loading={card.pending} onClick={() => void card.start()}>
            {BILLING_MSG.updateCard}
          </Button>
        ) : null}
      </div>
    );
  }

  if (status.kind === 'ending') {
    const keep = () =>
      resume.mutate(undefined, {
        onSuccess: () => notify.success(BILLING_MSG.resumed(status.plan)),
        onError: (err) => notify.error(errorMessage(err, BILLING_MSG.actionFailed)),
      });
    return (
      <div className="billing-notice billing-notice--warning">
        <div>
          <p className="billing-notice__text">{BILLING_MSG.endsOn(status.plan, formatEpochDate(status.endsOn) ?? '—')}</p>
          <p className="billing-notice__hint">{BILLING_MSG.endsThen}</p>
        </div>
        <Button size="sm" variant="secondary" loading={resume.isPending} onClick={keep}>
          {BILLING_MSG.keep(status.plan)}
        </Button>
      </div>
    );
  }

  return null;
}
