import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { User } from '@subreddit-signal/contract';
import { config } from '../config';

/**
 * The session, the only global client state. Only the two tokens are persisted, in local
 * storage under `auth-storage`; the user lives in memory and is re-fetched from the API.
 */
export interface SessionTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

const EMPTY: SessionTokens = { accessToken: null, refreshToken: null };

export const tokensAtom = atomWithStorage<SessionTokens>(
  config.storageKey,
  EMPTY,
  createJSONStorage(() => localStorage),
  {
    getOnInit: true,
  },
);
export const userAtom = atom<User | null>(null);
export const isAuthenticatedAtom = atom((get) => Boolean(get(tokensAtom).accessToken));

/** One store shared by React and by code outside React (the HTTP client, route guards). */
export const sessionStore = getDefaultStore();

export const session = {
  tokens: () => sessionStore.get(tokensAtom),
  user: () => sessionStore.get(userAtom),
  isAuthenticated: () => sessionStore.get(isAuthenticatedAtom),

  /** Signed in: user and both tokens set together (login, Google login). */
  signIn(data: { user: User; accessToken: string; refreshToken: string }) {
    sessionStore.set(tokensAtom, { accessToken: data.accessToken, refreshToken: data.refreshToken });
    sessionStore.set(userAtom, data.user);
  },
  setUser(user: User) {
    sessionStore.set(userAtom, user);
  },
  /** Partial update, e.g. after a notification toggle or a credit spend. */
  mergeUser(patch: Partial<User>) {
    const current = sessionStore.get(userAtom);
    if (current) sessionStore.set(userAtom, { ...current, ...patch });
  },
  setAccessToken(accessToken: string | null) {
    sessionStore.set(tokensAtom, { ...sessionStore.get(tokensAtom), accessToken });
  },
  setRefreshToken(refreshToken: string | null) {
    sessionStore.set(tokensAtom, { ...sessionStore.get(tokensAtom), refreshToken });
  },
  /** Clearing the user clears both tokens. */
  clear() {
    sessionStore.set(userAtom, null);
    sessionStore.set(tokensAtom, EMPTY);
  },
  /** After a failed refresh: the session and everything else in local storage go. */
  clearAll() {
    session.clear();
    try {
      localStorage.clear();
    } catch {
      /* storage unavailable: nothing to clear */
    }
  },
};
