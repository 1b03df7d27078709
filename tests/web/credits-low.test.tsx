import { render, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { CreditsBar, isLowOnCredits } from '@/entities/user';
import { LOW_CREDITS_SHARE } from '@subreddit-signal/contract';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';
import { historyHandler } from '../support/handlers';
import { server } from '../support/msw';

/**
 * The credits bar warns before the credits run out (LOW_CREDITS_SHARE of the total or less left):
 * 'Running low: N credits left' with a link to /plans, in a polite live region.
 */

resetAppAfterEachTest();

/** CreditsBar inside a router (its warning links to /plans). */
async function renderBar(availableCredits: number, totalCredits: number) {
  const root = createRootRoute({ component: () => <CreditsBar user={{ availableCredits, totalCredits }} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return screen.findByRole('progressbar');
}

describe('low credits', () => {
  it('is LOW_CREDITS_SHARE of the total or less, never without a total', () => {
    expect(LOW_CREDITS_SHARE).toBe(0.2);
    expect(isLowOnCredits({ availableCredits: 40, totalCredits: 200 })).toBe(true);
    expect(isLowOnCredits({ availableCredits: 41, totalCredits: 200 })).toBe(false);
    expect(isLowOnCredits({ availableCredits: 0, totalCredits: 10 })).toBe(true);
    expect(isLowOnCredits({ availableCredits: 0, totalCredits: 0 })).toBe(false);
  });

  it("the bar says 'Running low: 2 credits left' and links to /plans, in a polite live region", async () => {
    await renderBar(2, 10);
    const text = screen.getByText('Running low: 2 credits left');
    expect(text.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Get more credits' })).toHaveAttribute('href', '/plans');
  });

  it("one credit: 'Running low: 1 credit left'", async () => {
    await renderBar(1, 10);
    expect(screen.getByText('Running low: 1 credit left')).toBeInTheDocument();
  });

  it("none left: 'You're out of credits'", async () => {
    await renderBar(0, 10);
    expect(screen.getByText("You're out of credits")).toBeInTheDocument();
  });

  it('plenty left: no warning, the live region stays (empty)', async () => {
    const bar = await renderBar(3, 10);
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(screen.queryByText(/Running low|out of credits/)).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });

  it("the user menu: the warning sits under the credits item and 'Get more credits' is a menu item to /plans", async () => {
    server.use(historyHandler());
    const app = renderApp('/home', { signedIn: { user: { name: 'Ada Lovelace', availableCredits: 1, totalCredits: 10 } } });
    await app.user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu', { name: 'Account' });
    const credits = within(menu).getByRole('menuitem', { name: 'Credits: 1 out of 10' });
    expect(within(credits).queryByRole('link')).not.toBeInTheDocument(); // no link inside the link
    expect(within(menu).getByText('Running low: 1 credit left')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Get more credits' })).toHaveAttribute('href', '/plans');
  });
});
