import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';

describe('/create-account', () => {
  it('shows every validation message word for word', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('auth/register'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const { user } = await renderApp('/create-account');

    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the Terms and Privacy Policy')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), 'J');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use and Privacy Policy/ }));
    await waitFor(() => expect(screen.queryByText('You must accept the Terms and Privacy Policy')).not.toBeInTheDocument());
    expect(calls).toBe(0);
  });

  it('shows an error only for a field the user has left', async () => {
    const { user } = await renderApp('/create-account');
    await user.click(await screen.findByLabelText('Full name'));
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('creates the account, toasts, goes to /login and does not sign in', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('auth/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Account created successfully' }, { status: 201 });
      }),
    );
    const { user, router } = await renderApp('/create-account');

    await user.type(await screen.findByLabelText('Full name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toEqual({ name: 'Jane Doe', email: 'jane@example.com', password: 'long-enough' });
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as { accessToken?: string | null } | null;
    expect(stored?.accessToken ?? null).toBeNull();
    expect(session.isAuthenticated()).toBe(false);
  });

  it('shows the server message when the email is taken', async () => {
    server.use(
      http.post(apiUrl('auth/register'), () =>
        HttpResponse.json({ message: 'An account with this email already exists', error: 'Conflict', statusCode: 409 }, { status: 409 }),
      ),
    );
    const { user, router } = await renderApp('/create-account');
    await user.type(await screen.findByLabelText('Full name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-account');
  });

  it('opens the Terms of Use in a dialog without ticking the box', async () => {
    const { user } = await renderApp('/create-account');
    await user.click(await screen.findByRole('button', { name: 'Terms of Use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(dialog).getByRole('heading', { name: /Plans, credits and payments/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    expect(within(privacy).getByText(/Effective date/)).toBeInTheDocument();
  });

  it('links back to Log In from the tabs', async () => {
    const { user, router } = await renderApp('/create-account');
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
