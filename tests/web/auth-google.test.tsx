import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { App } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { http, HttpResponse } from 'msw';
import { redirectTo } from '@/features/auth/lib/browser';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { historyHandler, testUser } from '../support/handlers';

// Signing in lands on /home, which lists the recent analyses: an empty history keeps the run quiet.
beforeEach(() => {
  server.use(historyHandler());
});

// jsdom cannot leave the page: observe the full-page redirect instead of performing it.
jest.mock('@/features/auth/lib/browser', () => ({ redirectTo: jest.fn() }));
const redirect = jest.mocked(redirectTo);

const USER = testUser({ _id: 'g1', name: 'Gina Google', email: 'gina@example.com', avatar: 'https://example.com/avatar.png' });
const NOT_SET_UP = 'Google sign-in is not set up on this server. Please log in with your email and password.';

afterEach(() => redirect.mockReset());

describe('Login with Google', () => {
  it('sends the browser to the URL the server returns', async () => {
    server.use(http.get(apiUrl('auth/google/url'), () => HttpResponse.json({ url: 'https://accounts.example.com/auth?state=s1' })));
    const { user } = await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login with Google' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://accounts.example.com/auth?state=s1'));
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/create-account'])('on %s shows the 503 message when Google is not configured', async (path) => {
    server.use(
      http.get(apiUrl('auth/google/url'), () =>
        HttpResponse.json({ message: NOT_SET_UP, error: 'Service Unavailable', statusCode: 503 }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Login with Google' }));
    expect(await screen.findByText(NOT_SET_UP)).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled();
  });

  it('exchanges ?code&state once as credentials, signs in and lands on /home', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/google-login'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: USER, accessToken: 'g-access', refreshToken: 'g-refresh' });
      }),
    );
    const { router } = await renderApp('/login?code=auth-code-1&state=state-1');

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodies).toEqual([{ credentials: 'auth-code-1', state: 'state-1' }]);
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? 'null')).toEqual({ accessToken: 'g-access', refreshToken: 'g-refresh' });
    expect(session.user()).toEqual(USER);
  });

  it('exchanges the code exactly once under StrictMode (the dev build) and still completes', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/google-login'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ user: USER, accessToken: 'g-access', refreshToken: 'g-refresh' });
      }),
    );
    // Like renderApp (clean session and toasts first), but inside <StrictMode> as src/app/index.tsx renders it.
    toast.remove();
    session.clear();
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const router = createAppRouter({
      queryClient,
      history: createMemoryHistory({ initialEntries: ['/login?code=strict-code&state=strict-state'] }),
    });
    render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(bodies).toEqual([{ credentials: 'strict-code', state: 'strict-state' }]);
  });

  it('on a refused code shows the server message, stays on /login and drops the query', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('auth/google-login'), () => {
        calls += 1;
        return HttpResponse.json(
          { message: 'Google sign-in expired. Please try again.', error: 'Bad Request', statusCode: 400 },
          { status: 400 },
        );
      }),
    );
    const { router } = await renderApp('/login?code=stale&state=state-1');

    expect(await screen.findByText('Google sign-in expired. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(session.isAuthenticated()).toBe(false);
  });

  it("falls back to 'Google login failed' when the failure has no message", async () => {
    server.use(http.post(apiUrl('auth/google-login'), () => new HttpResponse('upstream broke', { status: 502 })));
    const { router } = await renderApp('/login?code=c&state=s');
    expect(await screen.findByText('Google login failed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
  });

  it("shows 'Google login failed' for a provider error (e.g. the user cancelled) without calling the server", async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('auth/google-login'), () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    const { router } = await renderApp('/login?error=access_denied&state=s');
    expect(await screen.findByText('Google login failed')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(router.state.location.pathname).toBe('/login');
    expect(calls).toBe(0);
  });
});
