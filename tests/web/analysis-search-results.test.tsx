import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import type { SubredditSearchResult } from '@subreddit-signal/contract';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { historyHandler, suggestionsHandler } from '../support/handlers';
import { renderApp } from '../support/render';

/**
 * /subreddit-search-results?q= and /advanced-subreddit-search-results?q=:
 * loading, results (header count, cards, badges, links), empty, error, and no keyword.
 */

// Whole-app renders in jsdom (lazy chunks compiled on first use, role queries over the full layout) can take longer than the default second.

beforeEach(() => {
  server.use(
    // Other screens' calls (history after a search, suggestions): not under test here.
    historyHandler(),
    suggestionsHandler(),
  );
});
afterEach(() => {
  act(() => {
    toast.remove();
    session.clear();
  });
});

const RESULTS: SubredditSearchResult[] = [
  {
    name: 'SEO',
    header_title: 'Search Engine Optimization',
    description: 'News and discussion about search engine optimization.',
    subscribers: 1_234_567,
    postPerWeek: 312,
    urlAllowed: true,
    flexibleRules: ['Self-promotion on Saturdays'],
    subscribersYear: 2013,
  },
  {
    name: 'bigseo',
    header_title: 'Big SEO',
    description: 'For SEO professionals.',
    subscribers: 45_600,
    postPerWeek: 2.5,
    urlAllowed: false,
    flexibleRules: [],
    subscribersYear: null,
  },
];

/** Answers search-subreddit with `results` and, unless null, the explored-count header; records bodies. */
function searchApi(results: unknown = RESULTS, explored: string | null = '12345', status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('reddit/search-subreddit'), async ({ request }) => {
      bodies.push(await request.json());
      const headers: Record<string, string> = explored === null ? {} : { 'x-explored-count': explored };
      return HttpResponse.json(results as object, { status, headers });
    }),
  );
  return bodies;
}

const cardOf = (name: string) => within(screen.getByRole('article', { name }));

describe('subreddit search results', () => {
  it('loads with skeletons, then shows the header counts and one card per subreddit', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('reddit/search-subreddit'), async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json(RESULTS, { headers: { 'x-explored-count': '12345' } });
      }),
    );
    renderApp('/subreddit-search-results?q=seo', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Best Subreddits for seo' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading subreddits' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(crumbs.getByRole('link', { name: 'Analyze Subreddit' })).toHaveAttribute('href', '/analyze-subreddit');
    expect(crumbs.getByText('seo')).toHaveAttribute('aria-current', 'page');
    // The search box stays on the page, holding the keyword.
    expect(screen.getByRole('combobox', { name: 'Keyword' })).toHaveValue('seo');

    release();
    expect(await screen.findByText('Explored 12K subreddits')).toBeInTheDocument();
    expect(screen.getByText('Identified 2 relevant subreddits')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading subreddits' })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ subreddit: 'seo' }]);

    const list = screen.getByRole('list', { name: 'Subreddits for seo' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const first = cardOf('r/SEO');
    expect(first.getByText('Result')).toBeInTheDocument();
    expect(first.getByText('01')).toBeInTheDocument();
    expect(first.getByText('Large community')).toBeInTheDocument();
    expect(first.getByText('Search Engine Optimization')).toBeInTheDocument();
    expect(first.getByText('News and discussion about search engine optimization.')).toBeInTheDocument();
    expect(first.getByText(/1\.23M subscribers/)).toHaveTextContent('1.23M subscribers as of 2013');
    expect(first.getByText('312 posts per week')).toBeInTheDocument();
    expect(first.getByText('URLs allowed')).toBeInTheDocument();
    expect(first.getByText('Flexible Rules')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View analysis' })).toHaveAttribute('href', '/subreddit-free-analysis-results?q=SEO');

    const second = cardOf('r/bigseo');
    expect(second.getByText('02')).toBeInTheDocument();
    expect(second.getByText('Niche community')).toBeInTheDocument();
    expect(second.getByText('46K subscribers')).toBeInTheDocument(); // no year known: no 'as of'
    expect(second.getByText('2.5 posts per week')).toBeInTheDocument();
    expect(second.queryByText('URLs allowed')).not.toBeInTheDocument();
    expect(second.queryByText('Flexible Rules')).not.toBeInTheDocument(); // empty flexibleRules
    expect(second.getByRole('link', { name: 'View analysis' })).toHaveAttribute('href', '/subreddit-free-analysis-results?q=bigseo');
  });

  it("'View analysis' opens the free subreddit analysis", async () => {
    server.use(http.post(apiUrl('reddit/:call'), () => delay('infinite'))); // the analysis screen's calls: not under test
    searchApi();
    const app = renderApp('/subreddit-search-results?q=seo', { signedIn: true });
    await screen.findByRole('article', { name: 'r/bigseo' });
    await app.user.click(cardOf('r/bigseo').getByRole('link', { name: 'View analysis' }));
    await waitFor(() => expect(app.pathname()).toBe('/subreddit-free-analysis-results'));
    expect(app.search()).toEqual({ q: 'bigseo' });
  });

  it('a catalogue-only result says so and offers no analysis; the others keep theirs', async () => {
    const fitness: SubredditSearchResult = {
      name: 'Fitness',
      header_title: 'Fitness',
      description: 'Discussion of physical fitness.',
      subscribers: 8_000_000,
      postPerWeek: 0,
      urlAllowed: false,
      flexibleRules: [],
      subscribersYear: 2021,
      catalogueOnly: true,
    };
    searchApi([RESULTS[0], fitness]);
    renderApp('/subreddit-search-results?q=fitness', { signedIn: true });
    const card = within(await screen.findByRole('article', { name: 'r/Fitness' }));
    expect(card.getByText('Catalogue entry only: no posts to analyse in the built-in data')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'View analysis' })).not.toBeInTheDocument();
    expect(card.getByText(/8M subscribers/)).toHaveTextContent('8M subscribers as of 2021');
    expect(cardOf('r/SEO').queryByText(/Catalogue entry only/)).not.toBeInTheDocument();
    expect(cardOf('r/SEO').getByRole('link', { name: 'View analysis' })).toHaveAttribute('href', '/subreddit-free-analysis-results?q=SEO');
  });

  it("reads 'Explored 1000+ subreddits' when the server sends no explored count", async () => {
    searchApi(RESULTS, null);
    renderApp('/subreddit-search-results?q=seo', { signedIn: true });
    expect(await screen.findByText('Explored 1000+ subreddits')).toBeInTheDocument();
    expect(screen.getByText('Identified 2 relevant subreddits')).toBeInTheDocument();
  });

  it('abbreviates a large explored count as M', async () => {
    searchApi([RESULTS[0]], '2345678');
    renderApp('/subreddit-search-results?q=seo', { signedIn: true });
    expect(await screen.findByText('Explored 2.35M subreddits')).toBeInTheDocument();
    expect(screen.getByText('Identified 1 relevant subreddit')).toBeInTheDocument();
  });

  it('advanced variant: breadcrumb to Advanced Analysis, View analysis to the paid subreddit analysis', async () => {
    const bodies = searchApi();
    renderApp('/advanced-subreddit-search-results?q=seo%20tools', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Best Subreddits for seo tools' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'r/SEO' });
    expect(bodies).toEqual([{ subreddit: 'seo tools' }]);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Advanced Analysis' })).toHaveAttribute('href', '/advanced-analysis');
    expect(cardOf('r/SEO').getByRole('link', { name: 'View analysis' })).toHaveAttribute(
      'href',
      '/advanced-subreddit-paid-analysis-results?q=SEO',
    );
    expect(cardOf('r/bigseo').getByRole('link', { name: 'View analysis' })).toHaveAttribute(
      'href',
      '/advanced-subreddit-paid-analysis-results?q=bigseo',
    );
  });

  it("a new search from the page's search box replaces the list (advanced stays advanced)", async () => {
    const bodies = searchApi();
    const app = renderApp('/advanced-subreddit-search-results?q=seo', { signedIn: true });
    await screen.findByRole('article', { name: 'r/SEO' });
    const input = screen.getByRole('combobox', { name: 'Keyword' });
    await app.user.clear(input);
    await app.user.type(input, 'ppc{Escape}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Best Subreddits for ppc' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/advanced-subreddit-search-results');
    await waitFor(() => expect(bodies).toEqual([{ subreddit: 'seo' }, { subreddit: 'ppc' }]));
  });

  it("empty list: 'No Subreddit Found.'", async () => {
    searchApi([], '12345');
    renderApp('/subreddit-search-results?q=zzzz', { signedIn: true });
    expect(await screen.findByText('No Subreddit Found.')).toBeInTheDocument();
    expect(screen.getByText('Identified 0 relevant subreddits')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("failure: 'Error fetching subreddit list' toast, the server's reason in place, and a retry", async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('reddit/search-subreddit'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Search is temporarily unavailable', statusCode: 503 }, { status: 503 })
          : HttpResponse.json(RESULTS, { headers: { 'x-explored-count': '900' } });
      }),
    );
    const app = renderApp('/subreddit-search-results?q=seo', { signedIn: true });
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Error fetching subreddit list')).toBeInTheDocument();
    expect(screen.getByText('We could not search subreddits for “seo”.')).toBeInTheDocument();
    expect(screen.getByText('Search is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText(/^Explored/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'r/SEO' })).toBeInTheDocument();
    expect(screen.getByText('Explored 900 subreddits')).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(within(notifications).getAllByText('Error fetching subreddit list')).toHaveLength(1);
  });

  it('an unreadable answer counts as a failure', async () => {
    searchApi({ not: 'a list' });
    renderApp('/subreddit-search-results?q=seo', { signedIn: true });
    expect(await screen.findByText('Error fetching subreddit list')).toBeInTheDocument();
  });

  it('without a keyword it asks for one, with the search box, and makes no call', async () => {
    const bodies = searchApi();
    const app = renderApp('/subreddit-search-results', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search for subreddits' })).toBeInTheDocument();
    expect(screen.getByText('Enter a keyword to see the subreddits where it is discussed most.')).toBeInTheDocument();
    await app.user.type(screen.getByRole('combobox', { name: 'Keyword' }), 'seo{Escape}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Best Subreddits for seo' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'r/SEO' });
    expect(bodies).toEqual([{ subreddit: 'seo' }]);
  });

  it('a blank keyword counts as none', async () => {
    searchApi();
    renderApp('/advanced-subreddit-search-results?q=%20%20', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search for subreddits' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Advanced Analysis' }),
    ).toBeInTheDocument();
  });
});
