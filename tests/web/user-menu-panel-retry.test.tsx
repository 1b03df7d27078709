// The user menu's panel is a chunk of its own, asked for on the first sign of intent (decision 065):
// a press that comes before it has arrived is not lost, and a load that fails (network down) is asked
// for again on the next press. The first load of the panel's module fails here, as a chunk request does offline.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { historyHandler } from '../support/handlers';

let mockPanelLoads = 0;
jest.mock('../../src/app/layout/UserMenuPanel', () => {
  mockPanelLoads += 1;
  if (mockPanelLoads === 1) throw new Error('Loading chunk failed (offline)');
  return jest.requireActual<object>('../../src/app/layout/UserMenuPanel');
});

beforeEach(() => {
  server.use(
    historyHandler(),
    http.post(apiUrl('reddit/search-subreddit'), () => HttpResponse.json([])),
  );
});

it('a failed load leaves the menu closed; the next press loads it again and opens the menu once it is there', async () => {
  renderApp('/home', { signedIn: { user: { name: 'Ada Lovelace', availableCredits: 3, totalCredits: 10 } } });
  const button = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });

  fireEvent.click(button);
  await waitFor(() => expect(mockPanelLoads).toBe(1));
  // Let the failed import settle: the menu stays closed.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  // The next press asks again; before the panel is there the button claims no open menu.
  fireEvent.click(button);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');

  const menu = await screen.findByRole('menu', { name: 'Account' });
  expect(mockPanelLoads).toBe(2);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', menu.id);
  await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
  expect(within(menu).getByRole('menuitem', { name: 'Credits: 3 out of 10' })).toBeInTheDocument();
});
