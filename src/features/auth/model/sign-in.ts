import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { LoginResponse } from '@/shared/api';
import { profileQueryKey } from '@/entities/user';
import { session } from '@/shared/session';
import { notify } from '@/shared/toast';
import { LOGIN_SUCCESS } from './messages';

/**
 * What a successful login or Google login does: store the user and both tokens,
 * toast 'Login successful', go to /home. Anything cached for a previous user is dropped first.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (result: LoginResponse) => {
      queryClient.removeQueries();
      session.signIn(result);
      queryClient.setQueryData(profileQueryKey, result.user);
      notify.success(LOGIN_SUCCESS);
      void navigate({ to: '/home', replace: true });
    },
    [queryClient, navigate],
  );
}
