import { useCallback } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCurrentUser } from '@/entities/user';
import { notify } from '@/shared/toast';
import { GENERATOR_MSG } from './messages';

const GENERATOR_PATH = '/ai-post-generator-results';

/**
 * The credit check that runs before any generation: with availableCredits
 * above 0 it answers true; otherwise it shows "You don't have enough credits to use this feature"
 * and sends the user to /ai-post-generator-results (staying put when already there, so a carried
 * post is not lost).
 */
export function useCreditGate() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  const toGenerator = useCallback(() => {
    if (pathname !== GENERATOR_PATH) void navigate({ to: GENERATOR_PATH });
  }, [navigate, pathname]);

  const check = useCallback(() => {
    if ((user?.availableCredits ?? 0) > 0) return true;
    notify.error(GENERATOR_MSG.notEnoughCredits);
    toGenerator();
    return false;
  }, [user?.availableCredits, toGenerator]);

  return { check, toGenerator };
}
