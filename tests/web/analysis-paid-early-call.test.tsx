import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp, settle, TEST_ACCESS_TOKEN } from '../support/render';
import { plansHandler, recordProfile, testUser } from '../support/handlers';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';
import { json, paidAnalysis, similarSubreddits } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';

resetAppAfterEachTest();

// A visit that opens the paid analysis page sends its call from the entry, before the page's code
// has arrived (decision 062), and the page's query takes that answer as it would take its own: one
// call per visit, a 401 refreshed and sent again once, an error shown with the server's message,
// progress answers polled.

const PATH = '/advanced-subreddit-paid-analysis-results?q=marketing';
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });

/** POST /reddit/paid-subreddit-about: each call's body and bearer token, answered by `answer(call)`. */
function paidCalls(answer: (call: number) => Response) {
  const calls: { body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(apiUrl('reddit/paid-subreddit-about'), async ({ request }) => {
      calls.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return answer(calls.length);
    }),
  );
  return calls;
}

const answered = () => json({ subreddit: paidAnalysis(), similarSubreddits });

describe('paid subreddit analysis: the call the entry sends', () => {
  it('leaves before the page is drawn, once, with the session’s token; the page shows its answer', async () => {
    const calls = paidCalls(answered);
    server.use(recordProfile(testUser({ availableCredits: 39 })).handler);
    renderApp(PATH, { signedIn: { user: null }, asEntry: true });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ body: { subreddit: 'marketing' }, authorization: `Bearer ${TEST_ACCESS_TOKEN}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('an expired token: refreshed once, the call sent again with the new one, the answer shown', async () => {
    const calls = paidCalls((call) => (call === 1 ? json({ message: 'Unauthorized', statusCode: 401 }, 401) : answered()));
    let refreshes = 0;
    server.use(
      recordProfile(testUser()).handler,
      http.post(apiUrl('auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'fresh-access' });
      }),
    );
    renderApp(PATH, { signedIn: { user: null }, asEntry: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    await settle();
    expect(calls.map((c) => c.authorization)).toEqual([`Bearer ${TEST_ACCESS_TOKEN}`, 'Bearer fresh-access']);
    expect(refreshes).toBe(1);
    expect(session.tokens().accessToken).toBe('fresh-access');
  });

  it('a failure: the server’s message, the way back to the search, not sent again', async () => {
    const calls = paidCalls(() => json({ message: 'Reddit data is unavailable right now' }, 503));
    server.use(recordProfile(testUser()).handler, plansHandler());
    const app = renderApp(PATH, { signedIn: { user: null }, asEntry: true });
    expect(await within(toasts()).findByText('Reddit data is unavailable right now', undefined, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('a community still being fetched: its progress shown, then the same call again until the answer', async () => {
    const calls = paidCalls((call) =>
      call === 1 ? json({ fetching: { message: 'Fetching r/marketing: 40 posts so far' } }, 202) : answered(),
    );
    server.use(recordProfile(testUser()).handler);
    renderApp(PATH, { signedIn: { user: null }, asEntry: true });
    expect(await screen.findByText(/Fetching r\/marketing: 40 posts so far/, undefined, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' }, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('nothing early without a valid name or a session, nor from another page', async () => {
    const calls = paidCalls(answered);
    server.use(recordProfile(testUser()).handler, plansHandler());
    const invalid = renderApp('/advanced-subreddit-paid-analysis-results?q=not%20a%20name', { signedIn: { user: null }, asEntry: true });
    await waitFor(() => expect(invalid.pathname()).toBe('/advanced-analysis'), LAZY_LOAD_TIMEOUT);
    invalid.unmount();
    const signedOut = renderApp(PATH, { asEntry: true });
    await waitFor(() => expect(signedOut.pathname()).toBe('/login'), LAZY_LOAD_TIMEOUT);
    signedOut.unmount();
    renderApp('/plans', { signedIn: true, asEntry: true });
    await screen.findByRole('heading', { level: 1, name: 'Plans' }, LAZY_LOAD_TIMEOUT);
    await settle();
    expect(calls).toHaveLength(0);
  });
});
