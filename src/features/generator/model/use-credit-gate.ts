import { useCallback } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useShowPlansModal } from '@/entities/plan';
import { useCurrentUser } from '@/entities/user';
import { notify } from '@/shared/toast';
import type { CarriedWork } from './carried';
import { GENERATOR_MSG } from './messages';

export const GENERATOR_PATH = '/ai-post-generator-results';

/**
 * Sends the user to /ai-post-generator-results, where a failed or unaffordable generation belongs,
 * carrying `work` (a post and its comments) in the navigation state so nothing made on the way is
 * lost. Already there, it stays put: the screen still holds its results. The entry replaces the one
 * left behind, so Back does not return to a screen that would generate (and spend) again.
 */
export function useSendToGenerator() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return useCallback(
    (work?: CarriedWork) => {
      if (pathname === GENERATOR_PATH) return;
      void navigate({
        to: GENERATOR_PATH,
        replace: true,
        state: work ? { post: work.post, comments: work.comments, tone: work.tone } : undefined,
      });
    },
    [navigate, pathname],
  );
}

/**
 * The credit check that runs before any generation: with availableCredits above 0 it answers true;
 * otherwise it shows "You don't have enough credits to use this feature" and calls `outOfCredits`.
 *
 * `outOfCredits` (also for a 402 from the server) sends the user to /ai-post-generator-results with
 * the work carried (useSendToGenerator) and opens the Plans modal, so running out leads to more
 * credits instead of a dead end. `carry` gives what is on the screen at that moment.
 */
export function useCreditGate(carry?: () => CarriedWork | undefined) {
  const { user } = useCurrentUser();
  const sendToGenerator = useSendToGenerator();
  const showPlans = useShowPlansModal();

  const outOfCredits = useCallback(() => {
    sendToGenerator(carry?.());
    showPlans();
  }, [carry, sendToGenerator, showPlans]);

  const check = useCallback(() => {
    if ((user?.availableCredits ?? 0) > 0) return true;
    notify.error(GENERATOR_MSG.notEnoughCredits);
    outOfCredits();
    return false;
  }, [user?.availableCredits, outOfCredits]);

  return { check, outOfCredits };
}
