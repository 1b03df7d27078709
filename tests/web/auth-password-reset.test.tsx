import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';

const CODE_SENT = 'We’ve sent a code to your email. Please check your inbox.';
const EMAIL = 'jane@example.com';

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`) as HTMLInputElement;
const values = () => [1, 2, 3, 4].map((n) => box(n).value);

describe('/forgot-password', () => {
  it('validates the email word for word', async () => {
    const { user } = await renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'jane@');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('sends the code, toasts and moves to /otp carrying the email', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('auth/forgot-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(router.state.location.state.email).toBe(EMAIL);
    expect(body).toEqual({ email: EMAIL });
    expect(await screen.findByText(EMAIL)).toBeInTheDocument();
  });

  it('shows the server message on failure and stays', async () => {
    server.use(
      http.post(apiUrl('auth/forgot-password'), () =>
        HttpResponse.json(
          { message: 'Too many code requests. Please wait a few minutes.', error: 'Too Many Requests', statusCode: 429 },
          { status: 429 },
        ),
      ),
    );
    const { user, router } = await renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many code requests. Please wait a few minutes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('/otp', () => {
  it('redirects to /forgot-password without an email in history state', async () => {
    const { router } = await renderApp('/otp');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('has four accessible numeric boxes, the first offering one-time-code autofill', async () => {
    await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');
    for (const n of [1, 2, 3, 4]) {
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    }
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box(2)).not.toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves focus forward on each digit, rejects letters and enables the button only when full', async () => {
    const { user } = await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');
    const submit = screen.getByRole('button', { name: 'Reset password' });
    expect(submit).toBeDisabled();

    await user.click(box(1));
    await user.keyboard('a');
    expect(values()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();

    await user.keyboard('1');
    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveFocus();

    await user.keyboard('2x3');
    expect(values()).toEqual(['1', '2', '3', '']);
    expect(box(4)).toHaveFocus();
    expect(submit).toBeDisabled();

    await user.keyboard('4');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(submit).toBeEnabled();
  });

  it('Backspace clears the box, or on an empty box clears the previous one and moves back', async () => {
    const { user } = await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');
    await user.click(box(1));
    await user.keyboard('1234');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '']);
    expect(box(4)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '']);
    expect(box(2)).toHaveFocus();

    await user.keyboard('9');
    expect(values()).toEqual(['1', '9', '', '']);
    expect(box(3)).toHaveFocus();
  });

  it('typing over a filled box replaces its digit', async () => {
    const { user } = await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');
    await user.click(box(1));
    await user.keyboard('1234');
    await user.click(box(2));
    await user.keyboard('7');
    expect(values()).toEqual(['1', '7', '3', '4']);
    expect(box(3)).toHaveFocus();
  });

  it('paste fills the digits from the first box, at most four, ignoring anything else', async () => {
    const { user } = await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');

    await user.click(box(1));
    await user.paste('12ab34');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();

    await user.click(box(3));
    await user.paste(' 9-8 7 6 5 ');
    expect(values()).toEqual(['9', '8', '7', '6']);

    await user.click(box(2));
    await user.paste('5x1');
    expect(values()).toEqual(['5', '1', '', '']);
    expect(box(3)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled();

    await user.paste('abc');
    expect(values()).toEqual(['5', '1', '', '']);
  });

  it('Resend posts forgot-password again with the same email and toasts', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('auth/forgot-password'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = await renderApp('/otp', { state: { email: EMAIL } });
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(CODE_SENT)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: EMAIL }]);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ email: EMAIL });
  });

  it('verifies the code, toasts and moves to /new-password with the token', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('auth/verify-otp'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'reset-token-1', message: 'Verified OTP successfully' });
      }),
    );
    const { user, router } = await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');
    await user.click(box(1));
    await user.keyboard('4321');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Verified OTP successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-password'));
    expect(router.state.location.state.token).toBe('reset-token-1');
    expect(body).toEqual({ email: EMAIL, otp: '4321' });
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });

  it('shows the server message for a wrong code and stays', async () => {
    server.use(
      http.post(apiUrl('auth/verify-otp'), () =>
        HttpResponse.json({ message: 'The code is invalid or has expired', error: 'Bad Request', statusCode: 400 }, { status: 400 }),
      ),
    );
    const { user, router } = await renderApp('/otp', { state: { email: EMAIL } });
    await screen.findByLabelText('Digit 1 of 4');
    await user.click(box(1));
    await user.keyboard('0000');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The code is invalid or has expired')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('/new-password', () => {
  it('redirects to /forgot-password without a token in history state', async () => {
    const { router } = await renderApp('/new-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
  });

  it('shows every validation message word for word', async () => {
    const { user } = await renderApp('/new-password', { state: { token: 'reset-token-1' } });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match. Please try again.')).toBeInTheDocument();
  });

  it('toggles both fields between hidden and shown', async () => {
    const { user } = await renderApp('/new-password', { state: { token: 'reset-token-1' } });
    const fields = [await screen.findByLabelText('New password'), screen.getByLabelText('Repeat password')];
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    await user.click(toggles[1]!);
    expect(fields[0]).toHaveAttribute('type', 'password');
    expect(fields[1]).toHaveAttribute('type', 'text');
  });

  it('saves the password with the token, toasts and goes to /login', async () => {
    let body: unknown;
    server.use(
      http.post(apiUrl('auth/reset-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, router } = await renderApp('/new-password', { state: { token: 'reset-token-1' } });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your password has been successfully changed.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(body).toEqual({ token: 'reset-token-1', password: 'brand-new-pass' });
  });

  it('shows the server message when the token is refused', async () => {
    server.use(
      http.post(apiUrl('auth/reset-password'), () =>
        HttpResponse.json(
          { message: 'This reset link has expired. Please request a new code.', error: 'Bad Request', statusCode: 400 },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = await renderApp('/new-password', { state: { token: 'stale' } });
    await user.type(await screen.findByLabelText('New password'), 'brand-new-pass');
    await user.type(screen.getByLabelText('Repeat password'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This reset link has expired. Please request a new code.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-password');
  });
});
