import { useNavigate } from '@tanstack/react-router';
import { CreditCostButton, useCurrentUser } from '@/entities/user';
import { useShowPlansModal } from '@/entities/plan';
import { CREDIT_COST } from '@subreddit-signal/contract';
import { notify } from '@/shared/toast';
import { SparkIcon } from '../../ui/icons';
import { RESULTS_MSG } from '../model/messages';

type Target = { subreddit: string } | { url: string };

/**
 * 'Give me more info' (from a free analysis to the paid one): with credits left it opens the paid
 * results page, else the toast "You don't have enough credits to use this feature" and the Plans
 * modal, so running out leads somewhere. The button says what it costs (one credit).
 */
export function MoreInfoButton({ target }: { target: Target }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const showPlans = useShowPlansModal();
  const onClick = () => {
    if (!((user?.availableCredits ?? 0) > 0)) {
      notify.error(RESULTS_MSG.notEnoughCredits);
      showPlans();
      return;
    }
    if ('subreddit' in target) void navigate({ to: '/advanced-subreddit-paid-analysis-results', search: { q: target.subreddit } });
    else void navigate({ to: '/post-paid-analysis-results', search: { url: target.url } });
  };
  return (
    <CreditCostButton cost={CREDIT_COST.paidAnalysis} onClick={onClick} icon={<SparkIcon size={18} />}>
      {RESULTS_MSG.moreInfo}
    </CreditCostButton>
  );
}
