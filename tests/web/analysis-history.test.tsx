import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { SearchHistoryEntry } from '@subreddit-signal/contract';
import { paginationItems, totalPages } from '@/features/analysis/model/history';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';

/**
 * /analysis-history: filter, sort, numbered pagination (first, last and
 * neighbouring pages with ellipses), row links, empty, loading and error states.
 */

// Whole-app renders in jsdom (lazy chunks compiled on first use, role queries over the full layout) can take longer than the default second.

resetAppAfterEachTest();

/** `n` entries, newest first: odd ids keyword searches, even ids post URLs; day i of 2025. */
function makeEntries(n: number): SearchHistoryEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const createdAt = new Date(Date.UTC(2025, 0, 1 + (n - i), 12)).toISOString();
    return id % 2
      ? {
          _id: `h${id}`,
          type: 'keyword',
          name: `sub${id}`,
          header_title: `keyword ${id}`,
          url: null,
          createdAt,
          no_of_result: (id * 7) % 23,
        }
      : {
          _id: `h${id}`,
          type: 'redditUrl',
          name: `sub${id}`,
          header_title: `Post ${id}`,
          url: `https://www.reddit.com/r/sub${id}/comments/p${id}/`,
          createdAt,
          no_of_result: 1,
        };
  });
}

interface HistoryBody {
  page: number;
  limit: number;
  type: 'all' | 'keyword' | 'redditUrl';
  sortBy: 'createdAt' | 'no_of_result';
}

/** A server over `entries` that filters, sorts and pages like the real one; records each body. */
function historyServer(entries: SearchHistoryEntry[]) {
  const bodies: HistoryBody[] = [];
  server.use(
    http.post(apiUrl('reddit/subreddit-search-history'), async ({ request }) => {
      const body = (await request.json()) as HistoryBody;
      bodies.push(body);
      let rows = entries.filter((e) => body.type === 'all' || e.type === body.type);
      if (body.sortBy === 'no_of_result')
        rows = [...rows].sort((a, b) => b.no_of_result - a.no_of_result || b.createdAt.localeCompare(a.createdAt));
      const start = (body.page - 1) * body.limit;
      return HttpResponse.json({ data: rows.slice(start, start + body.limit), totalSearchHistory: rows.length });
    }),
  );
  return bodies;
}

const table = async () => within(await screen.findByRole('table', { name: /^Analysis history/ }));
const rowNames = async () =>
  (await table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
const pager = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
/** The numbered buttons and ellipses as shown, e.g. ['1', '…', '4', '5', '6', '…', '10']. */
const pagerItems = () =>
  pager()
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);
const currentPage = () => pager().getByRole('button', { current: 'page' }).textContent;

describe('pagination items', () => {
  it('shows the first, the last and the neighbours of the current page, with ellipses between', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
    expect(paginationItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(paginationItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(paginationItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    expect(paginationItems(7, 20)).toEqual([1, 'gap-start', 6, 7, 8, 'gap-end', 20]);
  });

  it('shows a single skipped page instead of an ellipsis', () => {
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(paginationItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(paginationItems(8, 10)).toEqual([1, 'gap-start', 7, 8, 9, 10]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page within range and counts pages of 10', () => {
    expect(paginationItems(0, 6)).toEqual([1, 2, 'gap-end', 6]);
    expect(paginationItems(9, 6)).toEqual([1, 'gap-start', 5, 6]);
    expect(totalPages(0)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(totalPages(95)).toBe(10);
  });
});

describe('analysis history', () => {
  it('loads with a skeleton, then page 1 of all searches, newest first', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const entries = makeEntries(3);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('reddit/subreddit-search-history'), async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json({ data: entries, totalSearchHistory: 3 });
      }),
    );
    renderApp('/analysis-history', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis history' })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Loading analysis history' })).toBeInTheDocument();
    release();
    expect(await rowNames()).toEqual(['r/sub1', 'r/sub2', 'r/sub3']);
    expect(bodies).toEqual([{ page: 1, limit: 10, type: 'all', sortBy: 'createdAt' }]);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('createdAt');
  });

  it('rows link to the free keyword or post result pages', async () => {
    historyServer(makeEntries(2));
    renderApp('/analysis-history', { signedIn: true });
    const t = await table();
    expect(t.getByRole('link', { name: 'Open analysis of r/sub1' })).toHaveAttribute('href', '/subreddit-free-analysis-results?q=sub1');
    expect(t.getByRole('link', { name: 'Open post analysis: Post 2' })).toHaveAttribute(
      'href',
      `/post-free-analysis-results?url=${encodeURIComponent('https://www.reddit.com/r/sub2/comments/p2/')}`,
    );
    const [, keywordRow, urlRow] = t.getAllByRole('row');
    expect(within(keywordRow!).getByText('keyword 1')).toBeInTheDocument();
    expect(within(urlRow!).getByText('Post 2')).toBeInTheDocument();
    expect(within(urlRow!).getByText('https://www.reddit.com/r/sub2/comments/p2/')).toBeInTheDocument();
    expect(within(keywordRow!).getByRole('cell', { name: 'January 3, 2025' })).toBeInTheDocument();
  });

  it('numbered pagination: first, last and neighbouring pages, previous and next', async () => {
    const bodies = historyServer(makeEntries(95));
    const app = renderApp('/analysis-history', { signedIn: true });
    expect(await rowNames()).toHaveLength(10);
    expect(pagerItems()).toEqual(['1', '2', '…', '10']);
    expect(currentPage()).toBe('1');
    expect(pager().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByText('Showing 1–10 of 95')).toBeInTheDocument();

    await app.user.click(pager().getByRole('button', { name: 'Page 10' }));
    await waitFor(() => expect(currentPage()).toBe('10'));
    await waitFor(async () => expect(await rowNames()).toHaveLength(5));
    expect((await rowNames())[0]).toBe('r/sub91');
    expect(pagerItems()).toEqual(['1', '…', '9', '10']);
    expect(pager().getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Showing 91–95 of 95')).toBeInTheDocument();

    await app.user.click(pager().getByRole('button', { name: 'Page 1' }));
    await app.user.click(await pager().findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(currentPage()).toBe('2'));
    expect(pagerItems()).toEqual(['1', '2', '3', '…', '10']);
    await app.user.click(pager().getByRole('button', { name: 'Page 3' }));
    await app.user.click(await pager().findByRole('button', { name: 'Page 4' }));
    await app.user.click(await pager().findByRole('button', { name: 'Page 5' }));
    await waitFor(() => expect(currentPage()).toBe('5'));
    expect(pagerItems()).toEqual(['1', '…', '4', '5', '6', '…', '10']);
    await waitFor(async () => expect((await rowNames())[0]).toBe('r/sub41'));
    expect(screen.getByText('Showing 41–50 of 95')).toBeInTheDocument();

    await app.user.click(pager().getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(currentPage()).toBe('4'));
    expect(pagerItems()).toEqual(['1', '2', '3', '4', '5', '…', '10']);
    // Every page shown is asked for (a page seen before is re-read: the history changes as you search).
    expect(bodies.map((b) => b.page)).toEqual([1, 10, 1, 2, 3, 4, 5, 4]);
    expect(bodies.every((b) => b.limit === 10 && b.type === 'all' && b.sortBy === 'createdAt')).toBe(true);
  });

  it('the filter asks for one type and goes back to page 1', async () => {
    const bodies = historyServer(makeEntries(40));
    const app = renderApp('/analysis-history', { signedIn: true });
    await table();
    await app.user.click(pager().getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentPage()).toBe('3'));

    await app.user.click(screen.getByRole('button', { name: 'Keywords' }));
    expect(screen.getByRole('button', { name: 'Keywords', pressed: true })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await rowNames()).toEqual([
        'r/sub1',
        'r/sub3',
        'r/sub5',
        'r/sub7',
        'r/sub9',
        'r/sub11',
        'r/sub13',
        'r/sub15',
        'r/sub17',
        'r/sub19',
      ]),
    );
    expect(bodies.at(-1)).toEqual({ page: 1, limit: 10, type: 'keyword', sortBy: 'createdAt' });
    expect(currentPage()).toBe('1');
    expect(pagerItems()).toEqual(['1', '2']);
    expect((await table()).getAllByText('Keyword')).toHaveLength(10);

    await app.user.click(screen.getByRole('button', { name: 'Reddit URLs' }));
    await waitFor(async () => expect((await rowNames())[0]).toBe('r/sub2'));
    expect(bodies.at(-1)).toEqual({ page: 1, limit: 10, type: 'redditUrl', sortBy: 'createdAt' });
    expect((await table()).queryByText('Keyword')).not.toBeInTheDocument();
  });

  it('the sort asks for most results first and goes back to page 1', async () => {
    const bodies = historyServer(makeEntries(25));
    const app = renderApp('/analysis-history', { signedIn: true });
    await table();
    await app.user.click(pager().getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentPage()).toBe('2'));

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most results');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, limit: 10, type: 'all', sortBy: 'no_of_result' }));
    await waitFor(async () => {
      const counts = (await table())
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(within(r).getAllByRole('cell')[3]!.textContent));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBe(22);
    });
    expect(currentPage()).toBe('1');
  });

  it("empty: the history empty text and 'Start analysis'", async () => {
    historyServer([]);
    const app = renderApp('/analysis-history', { signedIn: true });
    expect(
      await screen.findByText('No subreddits analyzed yet. Start analyzing subreddits to get valuable insights and post ideas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Start analysis' }));
    await waitFor(() => expect(app.pathname()).toBe('/analyze-subreddit'));
  });

  it('empty under a filter says so for that type', async () => {
    historyServer(makeEntries(1)); // one keyword search, no post URLs
    const app = renderApp('/analysis-history', { signedIn: true });
    await table();
    await app.user.click(screen.getByRole('button', { name: 'Reddit URLs' }));
    expect(await screen.findByText('No Reddit posts analyzed yet. Paste a post link to see how it performed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start analysis' })).toHaveAttribute('href', '/analyze-post');
  });

  it("failure: 'Failed to fetch subreddit details' toast and a retry in place", async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('reddit/subreddit-search-history'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Boom', statusCode: 500 }, { status: 500 })
          : HttpResponse.json({ data: makeEntries(1), totalSearchHistory: 1 });
      }),
    );
    const app = renderApp('/analysis-history', { signedIn: true });
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Failed to fetch subreddit details')).toBeInTheDocument();
    expect(screen.getByText('We could not load your analysis history.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowNames()).toEqual(['r/sub1']);
  });

  it('keeps the rows in place, marked busy, while the next page loads', async () => {
    const entries = makeEntries(15);
    let slow = false;
    server.use(
      http.post(apiUrl('reddit/subreddit-search-history'), async ({ request }) => {
        const { page } = (await request.json()) as HistoryBody;
        if (slow) await delay('infinite');
        slow = true;
        return HttpResponse.json({ data: entries.slice((page - 1) * 10, page * 10), totalSearchHistory: 15 });
      }),
    );
    const app = renderApp('/analysis-history', { signedIn: true });
    await table();
    await app.user.click(pager().getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentPage()).toBe('2'));
    expect(await rowNames()).toHaveLength(10); // page 1's rows, still there
    expect(screen.getByRole('table', { name: /^Analysis history/ }).closest('[aria-busy="true"]')).not.toBeNull();
    // …and still labelled as page 1: the caption and the count describe the rows on screen.
    expect(screen.getByRole('table', { name: 'Analysis history, page 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 15')).toBeInTheDocument();
  });
});
