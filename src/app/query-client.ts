import { QueryClient } from '@tanstack/react-query';
import { HTTPError } from '@/shared/api/http';

/** Client errors (4xx) are answers, not glitches: never retried. Network and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof HTTPError && error.response.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
