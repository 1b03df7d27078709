import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { SearchHistoryEntry } from '@subreddit-signal/contract';
import { apiUrl, server } from '../support/msw';
import { suggestionsHandler } from '../support/handlers';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';

/** /home: greeting, search box, 'Recent analysis history' in every state. */

// Whole-app renders in jsdom (lazy chunks compiled on first use, role queries over the full layout) can take longer than the default second.

resetAppAfterEachTest();

/** Noon UTC, so the calendar day is the same in every time zone the suite may run in. */
const noonUtc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12)).toISOString();

const POST_URL = 'https://www.reddit.com/r/marketing/comments/abc123/how_we_grew/';

const ENTRIES: SearchHistoryEntry[] = [
  { _id: 'h1', type: 'keyword', name: 'SEO', header_title: 'seo tools', url: null, createdAt: noonUtc(2025, 3, 5), no_of_result: 12 },
  {
    _id: 'h2',
    type: 'redditUrl',
    name: 'marketing',
    header_title: 'How we grew to 10k users',
    url: POST_URL,
    createdAt: noonUtc(2025, 2, 28),
    no_of_result: 1,
  },
];

function historyApi(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('reddit/subreddit-search-history'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

const recent = () => within(screen.getByRole('region', { name: 'Recent analysis history' }));
const recentLoaded = async () => within(await screen.findByRole('region', { name: 'Recent analysis history' }));

describe('home', () => {
  it('greets the user by first name and shows the search box', async () => {
    historyApi(() => HttpResponse.json({ data: [], totalSearchHistory: 0 }));
    renderApp('/home', { signedIn: { user: { name: 'Maria José Pérez' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Maria' })).toBeInTheDocument();
    const search = within(screen.getByRole('search'));
    expect(search.getByRole('combobox', { name: 'Keyword' })).toBeInTheDocument();
    expect(search.getByRole('button', { name: 'Keywords', pressed: true })).toBeInTheDocument();
  });

  it('asks for the 10 latest searches, shows a skeleton meanwhile, then the table', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies = historyApi(async () => {
      await gate;
      return HttpResponse.json({ data: ENTRIES, totalSearchHistory: 2 });
    });
    renderApp('/home', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Jane' })).toBeInTheDocument();
    expect(await recent().findByRole('status', { name: 'Loading recent searches' })).toBeInTheDocument();
    expect(recent().getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/analysis-history');

    release();
    const table = within(await recent().findByRole('table', { name: 'Your 10 most recent searches' }));
    expect(bodies).toEqual([{ page: 1, limit: 10, type: 'all', sortBy: 'createdAt' }]);
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Subreddit Name',
      'Keyword or Reddit URL',
      'Search Date',
      'Number of Results',
      'Open',
    ]);

    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);

    expect(cells(rows[0]!)).toEqual(['r/SEO', 'Keywordseo tools', 'March 5, 2025', '12', '']);
    expect(within(rows[0]!).getByRole('link', { name: 'Open analysis of r/SEO' })).toHaveAttribute(
      'href',
      '/subreddit-free-analysis-results?q=SEO',
    );

    expect(cells(rows[1]!)).toEqual(['r/marketing', `Reddit URLHow we grew to 10k users${POST_URL}`, 'February 28, 2025', '1', '']);
    expect(within(rows[1]!).getByRole('link', { name: 'Open post analysis: How we grew to 10k users' })).toHaveAttribute(
      'href',
      `/post-free-analysis-results?url=${encodeURIComponent(POST_URL)}`,
    );
    expect(screen.queryByRole('status', { name: 'Loading recent searches' })).not.toBeInTheDocument();
  });

  it('the arrow of a row opens its analysis', async () => {
    server.use(http.post(apiUrl('reddit/:call'), () => delay('infinite')));
    historyApi(() => HttpResponse.json({ data: ENTRIES, totalSearchHistory: 2 }));
    const app = renderApp('/home', { signedIn: true });
    await app.user.click(await screen.findByRole('link', { name: 'Open post analysis: How we grew to 10k users' }));
    await waitFor(() => expect(app.pathname()).toBe('/post-free-analysis-results'));
    expect(app.search()).toEqual({ url: POST_URL });
  });

  it('a click anywhere on a keyword row opens the subreddit analysis', async () => {
    server.use(http.post(apiUrl('reddit/:call'), () => delay('infinite')));
    historyApi(() => HttpResponse.json({ data: ENTRIES, totalSearchHistory: 2 }));
    const app = renderApp('/home', { signedIn: true });
    await app.user.click(await screen.findByRole('cell', { name: 'March 5, 2025' }));
    await waitFor(() => expect(app.pathname()).toBe('/subreddit-free-analysis-results'));
    expect(app.search()).toEqual({ q: 'SEO' });
  });

  it("empty: the spec's text and a 'Start analysis' button to /analyze-subreddit", async () => {
    historyApi(() => HttpResponse.json({ data: [], totalSearchHistory: 0 }));
    const app = renderApp('/home', { signedIn: true });
    expect(
      await (
        await recentLoaded()
      ).findByText('No subreddits analyzed yet. Start analyzing subreddits to get valuable insights and post ideas.'),
    ).toBeInTheDocument();
    expect(recent().queryByRole('table')).not.toBeInTheDocument();
    await app.user.click(recent().getByRole('link', { name: 'Start analysis' }));
    await waitFor(() => expect(app.pathname()).toBe('/analyze-subreddit'));
  });

  it("failure: 'Failed to fetch subreddit details' toast and a retry in place", async () => {
    let calls = 0;
    historyApi(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'Database unavailable', statusCode: 503 }, { status: 503 })
        : HttpResponse.json({ data: ENTRIES.slice(0, 1), totalSearchHistory: 1 });
    });
    const app = renderApp('/home', { signedIn: true });
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Failed to fetch subreddit details')).toBeInTheDocument();
    expect(recent().getByText('We could not load your recent searches.')).toBeInTheDocument();

    await app.user.click(recent().getByRole('button', { name: 'Try again' }));
    expect(await recent().findByRole('cell', { name: 'r/SEO' })).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(within(notifications).getAllByText('Failed to fetch subreddit details')).toHaveLength(1);
  });

  it('an unreadable answer counts as a failure', async () => {
    historyApi(() => HttpResponse.json({ rows: [] }));
    renderApp('/home', { signedIn: true });
    expect(await screen.findByText('Failed to fetch subreddit details')).toBeInTheDocument();
  });

  it('a search from home opens the free results and the home list is re-read on return', async () => {
    let historyCalls = 0;
    historyApi(() => {
      historyCalls += 1;
      return HttpResponse.json({ data: historyCalls === 1 ? [] : ENTRIES.slice(0, 1), totalSearchHistory: historyCalls === 1 ? 0 : 1 });
    });
    server.use(
      suggestionsHandler(),
      http.post(apiUrl('reddit/search-subreddit'), () => HttpResponse.json([], { headers: { 'x-explored-count': '10' } })),
    );
    const app = renderApp('/home', { signedIn: true });
    await (await recentLoaded()).findByText(/No subreddits analyzed yet/);
    await app.user.type(screen.getByRole('combobox', { name: 'Keyword' }), 'seo tools');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.pathname()).toBe('/subreddit-search-results'));
    expect(app.search()).toEqual({ q: 'seo tools' });
    await screen.findByText('No Subreddit Found.');

    await app.user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }));
    expect(await (await recentLoaded()).findByRole('cell', { name: 'r/SEO' })).toBeInTheDocument();
  });
});
