import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../support/msw';
import { renderApp, settle } from '../support/render';
import { plansHandler, recordPost, recordProfile, testUser } from '../support/handlers';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';
import { json, paidAnalysis, similarSubreddits } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest();

// The paid analysis route's loader sends the paid call as soon as its code is there, beside the
// layout's profile request, instead of after the profile has arrived and the page has drawn (issue
// 27, decision 039). Still one call per visit, and never on a link-hover preload.

const PATH = '/advanced-subreddit-paid-analysis-results?q=marketing';
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });

/** GET /users/profile held until `release()`: the layout waits for it before drawing the page. */
function heldProfile() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const calls: number[] = [];
  server.use(
    http.get(apiUrl('users/profile'), async () => {
      calls.push(Date.now());
      await gate;
      return HttpResponse.json({ user: testUser({ availableCredits: 40 }) });
    }),
  );
  return { release, calls };
}

describe('paid subreddit analysis: the call leaves with the page code', () => {
  it('is sent while the profile is still loading (tokens only in the session), once, and the page shows its answer', async () => {
    const profile = heldProfile();
    const paid = recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis(), similarSubreddits }));
    server.use(paid.handler);
    renderApp(PATH, { signedIn: { user: null } });

    // The layout is still waiting for the user, and the paid call has already been made.
    await waitFor(() => expect(paid.bodies).toEqual([{ subreddit: 'marketing' }]), LAZY_LOAD_TIMEOUT);
    expect(await screen.findByText('Loading your workspace…')).toBeInTheDocument();
    expect(profile.calls.length).toBeGreaterThanOrEqual(1);

    profile.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    await settle();
    expect(paid.bodies).toHaveLength(1);
  });

  it('a failure that arrives before the page has drawn is shown, not asked again; the next visit asks again', async () => {
    const profile = heldProfile();
    const paid = recordPost('reddit/paid-subreddit-about', (_body, call) =>
      call === 1 ? json({ message: 'Reddit data is unavailable right now' }, 503) : json({ subreddit: paidAnalysis(), similarSubreddits }),
    );
    server.use(paid.handler, plansHandler());
    const app = renderApp(PATH, { signedIn: { user: null } });
    await waitFor(() => expect(paid.bodies).toHaveLength(1), LAZY_LOAD_TIMEOUT);
    await settle();

    profile.release();
    expect(await within(toasts()).findByText('Reddit data is unavailable right now', undefined, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    expect(paid.bodies).toHaveLength(1);

    // Opening the analysis again is a new visit: the failed answer is not reused.
    await act(() => app.router.navigate({ to: '/advanced-subreddit-paid-analysis-results', search: { q: 'marketing' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(paid.bodies).toHaveLength(2);
  });

  it('a link-hover preload of the page spends nothing', async () => {
    const paid = recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis(), similarSubreddits }));
    server.use(paid.handler, plansHandler(), recordProfile(testUser({ availableCredits: 39 })).handler);
    const app = renderApp('/plans', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Plans' }, LAZY_LOAD_TIMEOUT);

    await act(() => app.router.preloadRoute({ to: '/advanced-subreddit-paid-analysis-results', search: { q: 'marketing' } }));
    await settle();
    expect(paid.bodies).toHaveLength(0);

    // Opening it sends the call (the preloaded match is not taken for a visit).
    await act(() => app.router.navigate({ to: '/advanced-subreddit-paid-analysis-results', search: { q: 'marketing' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(paid.bodies).toEqual([{ subreddit: 'marketing' }]);
  });
});
