import { useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '@/entities/user';
import { notify } from '@/shared/toast';
import { Button } from '@/shared/ui';
import { SparkIcon } from '../../ui/icons';
import { RESULTS_MSG } from '../model/messages';

type Target = { subreddit: string } | { url: string };

/**
 * 'Give me more info' (from a free analysis to the paid one): with credits left it opens the paid
 * results page, else the toast "You don't have enough credits to use this feature".
 */
export function MoreInfoButton({ target }: { target: Target }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const onClick = () => {
    if (!((user?.availableCredits ?? 0) > 0)) {
      notify.error(RESULTS_MSG.notEnoughCredits);
      return;
    }
    if ('subreddit' in target) void navigate({ to: '/advanced-subreddit-paid-analysis-results', search: { q: target.subreddit } });
    else void navigate({ to: '/post-paid-analysis-results', search: { url: target.url } });
  };
  return (
    <Button onClick={onClick} icon={<SparkIcon size={18} />}>
      {RESULTS_MSG.moreInfo}
    </Button>
  );
}
