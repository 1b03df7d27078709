import { useNavigate } from '@tanstack/react-router';
import { useCurrentUser } from '@/entities/user';
import { notify } from '@/shared/toast';
import { Button } from '@/shared/ui/Button';
import { RESULTS_MSG } from '../model/messages';

type Target = { subreddit: string } | { url: string };

/**
 * 'Give me more info' (spec section 4 'Free to paid analysis'): with credits left it opens the paid
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
    <Button onClick={onClick} icon={<SparkIcon />}>
      {RESULTS_MSG.moreInfo}
    </Button>
  );
}

function SparkIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    </svg>
  );
}
