import { useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import { api, planSchema, type Plan } from '@/shared/api';

export const plansQueryKey = ['plans', 'list'] as const;

const plansResponse = yup.array(planSchema.required()).required();

/** GET /plan/list: the plans, in the server's order. */
export async function fetchPlans(): Promise<Plan[]> {
  return plansResponse.validateSync(await api.get('plan/list').json());
}

/**
 * The plan catalogue. It changes rarely, so it stays fresh for ten minutes. A failure is only
 * logged (plan list failures show no message); the caller shows a neutral state.
 */
export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: plansQueryKey,
    queryFn: async () => {
      try {
        return await fetchPlans();
      } catch (err) {
        console.error('Could not load plans', err);
        throw err;
      }
    },
    enabled,
    staleTime: 10 * 60_000,
  });
}
