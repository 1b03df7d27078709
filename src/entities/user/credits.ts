import type { QueryClient } from '@tanstack/react-query';
import { HTTPError } from '@/shared/api/http';
import { fetchProfile, profileQueryKey } from './api';

/**
 * After a paid call the credits changed (spent, refunded, or found to be zero): reload the profile
 * so the credits bar shows the server's count. A failure here only logs.
 */
export function refreshCredits(qc: QueryClient) {
  qc.fetchQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, staleTime: 0 }).catch((err: unknown) => {
    console.error('Could not refresh the profile', err);
  });
}

/** Runs a call that spends a credit and refreshes the credits afterwards (also after a 402: the client's count was stale). */
export async function spendingCredit<T>(qc: QueryClient, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    refreshCredits(qc);
    return result;
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 402) refreshCredits(qc);
    throw err;
  }
}
