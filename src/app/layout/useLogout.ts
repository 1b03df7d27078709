import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '@/features/auth/model/logout';
import { session } from '@/shared/session';

/** Log Out: tell the server, clear the session whatever it answers, go to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout(queryClient);
    } catch {
      session.clear(); // logout() already ignores server failures; never leave a half-signed-out session
    } finally {
      setPending(false);
      await navigate({ to: '/login', replace: true });
    }
  }, [queryClient, navigate]);
  return { logout: run, pending };
}
