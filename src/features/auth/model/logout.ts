import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api';
import { session } from '@/shared/session';

/**
 * Logout: tell the server, then clear the local session whatever it answered;
 * the caller navigates to /login.
 */
export async function logout(queryClient?: QueryClient): Promise<void> {
  const { refreshToken } = session.tokens();
  try {
    if (refreshToken) await api.post('auth/logout', { json: { refreshToken }, context: { retried: true } });
  } catch {
    /* logout failures are ignored: the user is logged out locally either way */
  }
  session.clear();
  queryClient?.clear();
}
