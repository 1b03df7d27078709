import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../support/render';
import { server } from '../support/msw';
import { historyHandler } from '../support/handlers';

// Signing in lands on /home, which lists the recent analyses: an empty history keeps the run quiet.
beforeEach(() => {
  server.use(historyHandler());
});

describe('route guards', () => {
  it('sends a signed-out visitor from /home to /login', async () => {
    const app = renderApp('/home');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(await screen.findByRole('button', { name: /log in/i })).toBeInTheDocument();
  });

  it('sends a signed-out visitor from /change-password to /login', async () => {
    const app = renderApp('/change-password');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('sends an unknown path to /login', async () => {
    const app = renderApp('/no/such/page');
    await waitFor(() => expect(app.pathname()).toBe('/login'));
  });

  it('bounces a signed-in user from /login to /home', async () => {
    const app = renderApp('/login', { signedIn: true });
    await waitFor(() => expect(app.pathname()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Hello Jane' })).toBeInTheDocument();
  });
});
