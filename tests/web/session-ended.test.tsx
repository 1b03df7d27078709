import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { expectConsoleError } from '../support/console-guard';
import { historyHandler, testUser } from '../support/handlers';
import { renderApp } from '../support/render';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';
import { resetAppAfterEachTest } from '../support/app-reset';

/**
 * A revoked or expired session: the client still refreshes once (spec's token handling), and when
 * that cannot save the session the user lands on /login told why, once.
 */

resetAppAfterEachTest();

const ENDED = 'Your session has ended. Please log in again.';
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });
const endedToasts = () => within(toasts()).queryAllByText(ENDED);
const unauthorized = (message = 'Unauthorized') => HttpResponse.json({ message, error: 'Unauthorized', statusCode: 401 }, { status: 401 });

/** Every protected call of /home answers 401; the refresh is refused after a beat (so the 401s pile up on it). */
function revokedSession() {
  const refreshes: unknown[] = [];
  server.use(
    http.get(apiUrl('users/profile'), () => unauthorized()),
    http.post(apiUrl('reddit/subreddit-search-history'), () => unauthorized()),
    http.post(apiUrl('auth/refresh'), async ({ request }) => {
      refreshes.push(await request.json());
      await delay(50);
      return unauthorized('Refresh token revoked');
    }),
  );
  return refreshes;
}

describe('a session that ends under the user', () => {
  it('a refused refresh: one refresh for every 401, then /login with the reason, said once', async () => {
    const refreshes = revokedSession();
    expectConsoleError(/^Token refresh failed/);
    const app = renderApp('/home', { signedIn: { user: null } });
    // The reason is told as the refresh is refused, before the route moves. Waiting for /login first
    // let the 3 s toast run out under load: the first test of the file also compiles the lazily loaded
    // layout and login page on the way.
    await waitFor(() => expect(endedToasts()).toHaveLength(1), LAZY_LOAD_TIMEOUT);
    expect(refreshes).toEqual([{ refreshToken: 'test-refresh-token' }]);
    // Late 401s still in flight say nothing more.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(endedToasts()).toHaveLength(1);
    expect(session.tokens()).toEqual({ accessToken: null, refreshToken: null });
    await waitFor(() => expect(app.pathname()).toBe('/login'), LAZY_LOAD_TIMEOUT);
  });

  it("a session that expires while a screen is open: the next screen's calls move to /login with the reason", async () => {
    let revoked = false;
    const refuse = (answer: () => Response) => () => (revoked ? unauthorized() : answer());
    server.use(
      historyHandler(),
      http.get(
        apiUrl('folder/get-folder'),
        refuse(() => HttpResponse.json({ folder: [] })),
      ),
      http.post(
        apiUrl('saved-item/list'),
        refuse(() => HttpResponse.json({ savedItems: [] })),
      ),
      http.post(apiUrl('auth/refresh'), () => unauthorized('Refresh token expired')),
    );
    expectConsoleError(/^Token refresh failed/);
    const app = renderApp('/home', { signedIn: true });
    await screen.findByRole('navigation', { name: 'Sections' });
    revoked = true;
    await app.user.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Saved Ideas' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await within(toasts()).findByText(ENDED)).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(endedToasts()).toHaveLength(1);
  });

  it('the refresh works but the API still refuses the new token: /login with the reason', async () => {
    server.use(
      http.get(apiUrl('users/profile'), () => unauthorized()),
      http.post(apiUrl('auth/refresh'), () => HttpResponse.json({ accessToken: 'fresh-access' })),
    );
    const app = renderApp('/home', { signedIn: { user: null } });
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await within(toasts()).findByText(ENDED)).toBeInTheDocument();
    expect(endedToasts()).toHaveLength(1);
  });

  it('no refresh token stored: no refresh call, /login with the reason', async () => {
    let refreshes = 0;
    server.use(
      http.get(apiUrl('users/profile'), () => unauthorized()),
      http.post(apiUrl('auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'never' });
      }),
    );
    expectConsoleError(/^No refresh token found$/);
    const app = renderApp('/home', { signedIn: { user: null, refreshToken: null } });
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await within(toasts()).findByText(ENDED)).toBeInTheDocument();
    expect(refreshes).toBe(0);
  });

  it('a refresh that works keeps the session and says nothing', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('users/profile'), ({ request }) => {
        calls += 1;
        return request.headers.get('authorization') === 'Bearer fresh-access' ? HttpResponse.json({ user: testUser() }) : unauthorized();
      }),
      http.post(apiUrl('auth/refresh'), () => HttpResponse.json({ accessToken: 'fresh-access' })),
      historyHandler(),
    );
    const app = renderApp('/home', { signedIn: { user: null } });
    expect(await screen.findByRole('heading', { name: 'Hello Jane' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
    expect(calls).toBe(2);
    expect(endedToasts()).toHaveLength(0);
  });

  it('logging out is not an ended session: no message', async () => {
    server.use(
      historyHandler(),
      http.post(apiUrl('auth/logout'), () => HttpResponse.json({ message: 'ok' })),
    );
    const app = renderApp('/home', { signedIn: true });
    await screen.findByRole('navigation', { name: 'Sections' });
    await app.user.click(screen.getByRole('button', { name: /account menu/i }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(endedToasts()).toHaveLength(0);
  });
});
