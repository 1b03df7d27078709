import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import * as yup from 'yup';
import { api, userSchema, type User } from '@/shared/api';
import { session, tokensAtom, userAtom } from '@/shared/session';

import { profileQueryKey } from './keys';

export { profileQueryKey };

const profileResponse = yup.object({ user: userSchema.required() });

export async function fetchProfile(): Promise<User> {
  const body = await api.get('users/profile').json();
  const { user } = profileResponse.validateSync(body);
  session.setUser(user);
  return user;
}

/** How long a loaded profile is fresh enough not to ask again. */
const PROFILE_STALE_TIME = 60_000;

/**
 * Starts GET /users/profile when the session holds tokens but no user, before the signed-in layout
 * renders (its route's loader calls this): the layout's useCurrentUser then shares the request
 * instead of sending it only once its own code has loaded and drawn.
 */
export function prefetchProfile(qc: QueryClient) {
  if (!session.tokens().accessToken || session.user()) return;
  // A failure reaches the layout through the query's state (it shows it or ends the session).
  qc.prefetchQuery({ queryKey: profileQueryKey, queryFn: fetchProfile, staleTime: PROFILE_STALE_TIME }).catch(() => undefined);
}

/**
 * The signed-in user: from the session when cached, else GET /users/profile.
 * Anything that changes the user should call `session.setUser`/`mergeUser` and `setProfile` here.
 */
export function useCurrentUser() {
  const user = useAtomValue(userAtom);
  const { accessToken } = useAtomValue(tokensAtom);
  const query = useQuery({
    queryKey: profileQueryKey,
    queryFn: fetchProfile,
    enabled: Boolean(accessToken) && !user,
    staleTime: PROFILE_STALE_TIME,
  });
  return { user: user ?? query.data ?? null, isLoading: !user && query.isLoading, error: query.error, refetch: query.refetch };
}

/** Replaces the cached user everywhere (session atom + query cache). */
export function useSetCurrentUser() {
  const qc = useQueryClient();
  return (user: User) => {
    session.setUser(user);
    qc.setQueryData(profileQueryKey, user);
  };
}
