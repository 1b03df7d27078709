import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';

afterEach(() => {
  act(() => {
    toast.remove();
    session.clear();
  });
});

const passwordCard = async () => within(await screen.findByRole('region', { name: 'Change password' }));

/** Records the bodies of PUT /users/change-password and answers with `reply`. */
function changePasswordEndpoint(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiUrl('users/change-password'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('Change password on the profile', () => {
  it('shows the required messages word for word and sends nothing', async () => {
    const bodies = changePasswordEndpoint(() => HttpResponse.json({ message: 'unexpected' }, { status: 500 }));
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await passwordCard();
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findByText('Current password is required')).toBeInTheDocument();
    expect(card.getByText('New password is required')).toBeInTheDocument();
    expect(card.getByText('Please confirm your password')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('asks for 8 characters and a matching confirmation', async () => {
    const bodies = changePasswordEndpoint(() => HttpResponse.json({ message: 'unexpected' }, { status: 500 }));
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await passwordCard();
    await user.type(card.getByLabelText('Current password'), 'short');
    await user.type(card.getByLabelText('New password'), 'tiny');
    await user.type(card.getByLabelText('Confirm new password'), 'other');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await card.findAllByText('Password must be at least 8 characters')).toHaveLength(2);
    expect(card.getByText('Passwords do not match with new password. Please try again.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('has a show/hide toggle on each field', async () => {
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await passwordCard();
    const toggles = card.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(3);
    const current = card.getByLabelText('Current password');
    expect(current).toHaveAttribute('type', 'password');
    await user.click(toggles[0]);
    expect(current).toHaveAttribute('type', 'text');
    await user.click(card.getByRole('button', { name: 'Hide password' }));
    expect(current).toHaveAttribute('type', 'password');
  });

  it('changes the password: sends current and new only, toasts, empties the form', async () => {
    const bodies = changePasswordEndpoint(() => HttpResponse.json({ message: 'Your password has been successfully changed.' }));
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await passwordCard();
    await user.type(card.getByLabelText('Current password'), 'old-password-1');
    await user.type(card.getByLabelText('New password'), 'new-password-22');
    await user.type(card.getByLabelText('Confirm new password'), 'new-password-22');
    await user.click(card.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Your password has been successfully changed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'old-password-1', newPassword: 'new-password-22' }]);
    await waitFor(() => expect(card.getByLabelText('Current password')).toHaveValue(''));
    expect(card.getByLabelText('New password')).toHaveValue('');
    expect(card.getByLabelText('Confirm new password')).toHaveValue('');
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the current password is wrong, and keeps the input", async () => {
    changePasswordEndpoint(() =>
      HttpResponse.json({ message: 'Current password is incorrect', error: 'Bad Request', statusCode: 400 }, { status: 400 }),
    );
    const { user } = renderApp('/profile?tab=Tabs1', { signedIn: true });
    const card = await passwordCard();
    await user.type(card.getByLabelText('Current password'), 'wrong-password');
    await user.type(card.getByLabelText('New password'), 'new-password-22');
    await user.type(card.getByLabelText('Confirm new password'), 'new-password-22');
    await user.click(card.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText('Your password has been successfully changed.')).not.toBeInTheDocument();
    expect(card.getByLabelText('Current password')).toHaveValue('wrong-password');
  });
});

describe('/change-password', () => {
  it('is a focused page with the same form and a way back to the profile', async () => {
    const app = renderApp('/change-password', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: /back to profile/i });
    expect(back).toHaveAttribute('href', '/profile?tab=Tabs1');

    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();

    await app.user.click(back);
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
  });

  it('returns to the profile after a successful change', async () => {
    const bodies = changePasswordEndpoint(() => HttpResponse.json({ message: 'Your password has been successfully changed.' }));
    const app = renderApp('/change-password', { signedIn: true });
    await app.user.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await app.user.type(screen.getByLabelText('New password'), 'new-password-22');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'new-password-22');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been successfully changed.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    await waitFor(() => expect(app.pathname()).toBe('/profile'));
    expect(app.search()).toEqual({ tab: 'Tabs1' });
  });

  it("shows the server's message on failure and stays", async () => {
    changePasswordEndpoint(() =>
      HttpResponse.json({ message: 'Too many password change attempts. Please try again later.' }, { status: 429 }),
    );
    const app = renderApp('/change-password', { signedIn: true });
    await app.user.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await app.user.type(screen.getByLabelText('New password'), 'new-password-22');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'new-password-22');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Too many password change attempts. Please try again later.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/change-password');
  });
});
