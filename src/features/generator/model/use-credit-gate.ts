import { useCallback } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useShowPlansModal } from '@/entities/plan';
import { useCurrentUser } from '@/entities/user';
import { notify } from '@/shared/toast';
import { GENERATOR_MSG } from './messages';

const GENERATOR_PATH = '/ai-post-generator-results';

/**
 * The credit check that runs before any generation: with availableCredits
 * above 0 it answers true; otherwise it shows "You don't have enough credits to use this feature"
 * and calls `outOfCredits`.
 *
 * `outOfCredits` (also for a 402 from the server) sends the user to /ai-post-generator-results
 * (staying put when already there, so a carried post is not lost) and opens the Plans modal, so
 * running out leads to more credits instead of a dead end.
 */
export function useCreditGate() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const showPlans = useShowPlansModal();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const outOfCredits = useCallback(() => {
    if (pathname !== GENERATOR_PATH) void navigate({ to: GENERATOR_PATH });
    showPlans();
  }, [navigate, pathname, showPlans]);

  const check = useCallback(() => {
    if ((user?.availableCredits ?? 0) > 0) return true;
    notify.error(GENERATOR_MSG.notEnoughCredits);
    outOfCredits();
    return false;
  }, [user?.availableCredits, outOfCredits]);

  return { check, outOfCredits };
}
