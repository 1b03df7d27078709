import { usePlansModal } from '@/entities/plan';
import { useCurrentUser } from '@/entities/user';

/**
 * The Plans modal, opened when the server answers 403 'Plan Limit' to a save or a new folder:
 * the plan's allowance is reached and a bigger plan lifts it.
 */
export function usePlanLimitModal() {
  return usePlansModal(useCurrentUser().user);
}
