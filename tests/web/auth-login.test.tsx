import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { historyHandler, testUser } from '../support/handlers';

// Signing in lands on /home, which lists the recent analyses: an empty history keeps the run quiet.
beforeEach(() => {
  server.use(historyHandler());
});

const USER = testUser();

const storedTokens = () =>
  JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { accessToken: string | null; refreshToken: string | null } | null;

describe('/login', () => {
  it('shows every validation message word for word and sends nothing while invalid', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('auth/login'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const { user } = await renderApp('/login');

    await user.click(await screen.findByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'jane@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('has the password show/hide toggle, the Forgot password link and the tabs', async () => {
    const { user } = await renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/create-account');
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
  });

  it('logs in: stores both tokens under auth-storage, toasts and lands on /home', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('auth/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ user: USER, accessToken: 'access-1', refreshToken: 'refresh-1' });
      }),
    );
    const { user, router } = await renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), '  jane@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(body).toEqual({ email: 'jane@example.com', password: 'correct-horse' });
    expect(storedTokens()).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(session.user()).toEqual(USER);
  });

  it('shows the server message when the login is refused and stays signed out', async () => {
    server.use(
      http.post(apiUrl('auth/login'), () =>
        HttpResponse.json({ message: 'Invalid email or password', error: 'Unauthorized', statusCode: 401 }, { status: 401 }),
      ),
    );
    const { user, router } = await renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedTokens()?.accessToken ?? null).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('shows the rate-limit message on 429', async () => {
    server.use(
      http.post(apiUrl('auth/login'), () =>
        HttpResponse.json(
          { message: 'Too many login attempts. Please try again later.', error: 'Too Many Requests', statusCode: 429 },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever-pass');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Too many login attempts. Please try again later.')).toBeInTheDocument();
  });

  it('disables the Log In button while the request is in flight', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(apiUrl('auth/login'), async () => {
        await gate;
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled());
    release();
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });
});
