// The user menu's panel is a chunk of its own, asked for on the first sign of intent (decision 065).
// Escape or a click outside while it is on its way cancels the opening. (A press before it arrives and
// a failed load: user-menu-panel-retry.test.tsx, with a module registry of its own.)
import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { historyHandler } from '../support/handlers';

beforeEach(() => {
  server.use(
    historyHandler(),
    http.post(apiUrl('reddit/search-subreddit'), () => HttpResponse.json([])),
  );
});

it('Escape while the panel is on its way cancels the opening; once loaded the menu opens at once', async () => {
  renderApp('/home', { signedIn: { user: { name: 'Ada Lovelace' } } });
  const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
  // A bare click: no pointer or focus event before it, so the click itself asks for the panel.
  fireEvent.click(button);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  fireEvent.keyDown(document, { key: 'Escape' });

  // The panel's module arrives (the menu's own import asked first, so it has seen it by now).
  await act(async () => {
    await import('@/app/layout/UserMenuPanel');
  });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  fireEvent.click(button);
  expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'true');
});
