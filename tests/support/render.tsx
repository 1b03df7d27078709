import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { User } from '@subreddit-signal/contract';
import { session } from '@/shared/session';
import { App } from '@/app/providers';
import { createAppRouter, type AppRouter } from '@/app/router';
import { testUser } from './handlers';

// jsdom implements no scrolling and logs "Not implemented: window.scrollTo" on every navigation
// (the router resets scroll after each one): a silent no-op instead.
window.scrollTo = (() => {}) as typeof window.scrollTo;

/** Access and refresh tokens `renderApp(..., { signedIn })` puts into the session. */
export const TEST_ACCESS_TOKEN = 'test-access-token';
export const TEST_REFRESH_TOKEN = 'test-refresh-token';

export interface SignedInOptions {
  /** Fields over `testUser()`; `null` = tokens only, no cached user (the layout then GETs /api/users/profile). */
  user?: Partial<User> | null;
  accessToken?: string;
  /** `null` = no refresh token stored. */
  refreshToken?: string | null;
}

export interface RenderAppOptions {
  /** History state of the first entry (e.g. `{ email }` for /otp, `{ token }` for /new-password). */
  state?: Record<string, unknown>;
  /** Start signed in: `true` = test tokens + `testUser()`; or an object to tune user and tokens. */
  signedIn?: boolean | SignedInOptions;
  /** Options for `userEvent.setup()` (e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers). */
  userEventOptions?: UserEventOptions;
}

export interface RenderAppResult extends RenderResult {
  /** A userEvent instance bound to this render. */
  user: ReturnType<typeof userEvent.setup>;
  router: AppRouter;
  history: RouterHistory;
  queryClient: QueryClient;
  /** The signed-in user put in the session (null when signed out or `user: null`). */
  sessionUser: User | null;
  /** Current pathname, e.g. `await waitFor(() => expect(app.pathname()).toBe('/home'))`. */
  pathname: () => string;
  /** Validated search params of the current (leaf) route, e.g. `{ tab: 'Tabs1' }` for /profile?tab=oops. */
  search: () => Record<string, unknown>;
}

/**
 * Renders the whole app (real providers, real route tree and guards, real toaster) at `path`
 * on a memory history. Each call gets a fresh QueryClient (no retries, no cache between tests),
 * a clean session (then the `signedIn` one) and no leftover toasts.
 */
export function renderApp(path: string, opts: RenderAppOptions = {}): RenderAppResult {
  toast.remove();
  session.clear();
  let sessionUser: User | null = null;
  if (opts.signedIn) {
    const s: SignedInOptions = opts.signedIn === true ? {} : opts.signedIn;
    const accessToken = s.accessToken ?? TEST_ACCESS_TOKEN;
    const refreshToken = s.refreshToken === undefined ? TEST_REFRESH_TOKEN : s.refreshToken;
    if (s.user === null) {
      session.setAccessToken(accessToken);
      session.setRefreshToken(refreshToken);
    } else {
      sessionUser = testUser(s.user);
      session.signIn({ user: sessionUser, accessToken, refreshToken: refreshToken ?? '' });
      if (refreshToken === null) session.setRefreshToken(null);
    }
  }

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  if (opts.state) history.replace(path, opts.state);
  // jsdom has no window.scrollTo: scroll restoration stays off in tests.
  const router = createAppRouter({ queryClient, history, scrollRestoration: false });

  // No pause between keystrokes (user-event waits a macrotask per key by default): typing stays a
  // sequence of real events, each one acted on, without jsdom idling between them. A test that
  // passes its own options (fake timers: advanceTimers) keeps user-event's pacing, which they drive.
  const user = userEvent.setup(opts.userEventOptions ?? { delay: null });
  const result = render(<App queryClient={queryClient} router={router} />);
  return {
    ...result,
    user,
    router,
    history,
    queryClient,
    sessionUser,
    pathname: () => router.state.location.pathname,
    search: () => (router.state.matches.at(-1)?.search ?? router.state.location.search) as Record<string, unknown>,
  };
}

/** Flushes pending router/React work (e.g. after an imperative `router.navigate`). */
export async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}
