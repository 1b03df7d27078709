import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { session } from '@/shared/session';
import { apiUrl, server } from '../support/msw';
import { renderApp } from '../support/render';
import { expectConsoleError } from '../support/console-guard';

/**
 * The search box on the landings that carry it: modes, validation,
 * debounced suggestions, the combobox keys, and where a search goes in the free and advanced variants.
 */

const POST_URL = 'https://www.reddit.com/r/marketing/comments/abc123/how_we_grew/';

// Whole-app renders in jsdom (lazy chunks compiled on first use, role queries over the full layout) can take longer than the default second.

beforeEach(() => {
  server.use(
    // Result screens a search opens: keep them waiting, they are not under test here.
    http.post(apiUrl('reddit/search-subreddit'), () => delay('infinite')),
    http.post(apiUrl('reddit/:call'), () => delay('infinite')),
  );
});
afterEach(() => {
  jest.useRealTimers();
  act(() => {
    toast.remove();
    session.clear();
  });
});

/** Records each suggestion request's body and answers with `names`. */
function suggestionsApi(names: string[] | ((query: string) => string[]) = ['seo', 'SEO_tools', 'bigseo']) {
  const queries: string[] = [];
  server.use(
    http.post(apiUrl('reddit/search-popular-subreddit'), async ({ request }) => {
      const { query } = (await request.json()) as { query: string };
      queries.push(query);
      return HttpResponse.json(typeof names === 'function' ? names(query) : names);
    }),
  );
  return queries;
}

const searchForm = () => screen.findByRole('search');
const keywordBox = () => screen.findByRole('combobox', { name: 'Keyword' });
const urlBox = () => screen.findByRole('textbox', { name: 'Reddit post URL' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('search box: modes and validation', () => {
  it('starts in Keywords mode with the submit button disabled until something is typed', async () => {
    suggestionsApi();
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const form = within(await searchForm());
    expect(form.getByRole('button', { name: 'Keywords', pressed: true })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Reddit URL', pressed: false })).toBeInTheDocument();
    const submit = form.getByRole('button', { name: 'Search' });
    expect(submit).toBeDisabled();

    await app.user.type(await keywordBox(), '   ');
    expect(submit).toBeDisabled(); // blank is still empty
    await app.user.clear(await keywordBox());
    await app.user.type(await keywordBox(), 'seo tools');
    expect(submit).toBeEnabled();
    await app.user.click(submit);
    await waitFor(() => expect(app.pathname()).toBe('/subreddit-search-results'));
    expect(app.search()).toEqual({ q: 'seo tools' });
  });

  it("Enter on an empty field shows 'This field is required' and stays", async () => {
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const input = await keywordBox();
    await app.user.click(input);
    await app.user.keyboard('{Escape}{Enter}');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(app.pathname()).toBe('/analyze-subreddit');
  });

  it("typing then clearing shows 'This field is required' on leaving the field; merely passing through does not", async () => {
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const input = await keywordBox();
    await app.user.click(input);
    await app.user.tab();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();

    suggestionsApi();
    await app.user.type(input, 'x');
    await app.user.clear(input);
    await app.user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it("Reddit URL mode: 'Invalid Reddit URL' for anything but a post link, submit disabled until valid", async () => {
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const form = within(await searchForm());
    await app.user.click(form.getByRole('button', { name: 'Reddit URL' }));
    expect(form.getByRole('button', { name: 'Reddit URL', pressed: true })).toBeInTheDocument();
    const input = await urlBox();
    expect(input).toHaveFocus();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument(); // no suggestions in URL mode
    const submit = form.getByRole('button', { name: 'Analyze post' });
    expect(submit).toBeDisabled();

    await app.user.type(input, 'https://www.reddit.com/r/marketing/');
    await app.user.tab();
    expect(await screen.findByText('Invalid Reddit URL')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await app.user.clear(input);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await app.user.type(input, 'https://example.com/r/marketing/comments/abc123/');
    expect(await screen.findByText('Invalid Reddit URL')).toBeInTheDocument();

    await app.user.clear(input);
    await app.user.type(input, POST_URL);
    await waitFor(() => expect(screen.queryByText('Invalid Reddit URL')).not.toBeInTheDocument());
    expect(submit).toBeEnabled();
    await app.user.click(submit);
    await waitFor(() => expect(app.pathname()).toBe('/post-free-analysis-results'));
    expect(app.search()).toEqual({ url: POST_URL });
  });

  it('switching mode clears the input and its error', async () => {
    suggestionsApi();
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const form = within(await searchForm());
    await app.user.type(await keywordBox(), 'growth hacking');
    await app.user.click(form.getByRole('button', { name: 'Reddit URL' }));
    const url = await urlBox();
    expect(url).toHaveValue('');
    await app.user.type(url, 'not a link');
    await app.user.tab();
    expect(await screen.findByText('Invalid Reddit URL')).toBeInTheDocument();

    await app.user.click(form.getByRole('button', { name: 'Keywords' }));
    expect(await keywordBox()).toHaveValue('');
    expect(screen.queryByText('Invalid Reddit URL')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});

describe('search box: suggestions', () => {
  it("shows the defaults 'marketing', 'content strategy', 'digital advertising' while empty, without a call", async () => {
    const queries = suggestionsApi();
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const input = await keywordBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Popular searches' })).toBeVisible();
    expect(optionNames()).toEqual(['marketing', 'content strategy', 'digital advertising']);
    expect(queries).toEqual([]);
  });

  it('asks POST /reddit/search-popular-subreddit exactly once, 500 ms after typing stops', async () => {
    jest.useFakeTimers();
    const queries = suggestionsApi((q) => [`${q}`, `${q}_tools`, `big${q}`]);
    const app = renderApp('/analyze-subreddit', { signedIn: true, userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    const input = await keywordBox();

    await app.user.type(input, 'se');
    act(() => jest.advanceTimersByTime(400));
    await app.user.type(input, 'o'); // typing goes on: the clock starts again
    act(() => jest.advanceTimersByTime(499));
    await act(async () => {});
    expect(queries).toEqual([]);

    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(queries).toEqual(['seo']));
    expect(await screen.findByRole('option', { name: 'seo_tools' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Suggested subreddits' })).toBeVisible();
    expect(optionNames()).toEqual(['seo', 'seo_tools', 'bigseo']);

    act(() => jest.advanceTimersByTime(5000));
    await act(async () => {});
    expect(queries).toEqual(['seo']); // nothing more while the text stays the same
  });

  it('arrow keys move through the suggestions, Enter picks one and runs the search', async () => {
    suggestionsApi(['seo', 'SEO_tools', 'bigseo']);
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const input = await keywordBox();
    await app.user.type(input, 'seo');
    await screen.findByRole('option', { name: 'SEO_tools' });

    await app.user.keyboard('{ArrowDown}');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await app.user.keyboard('{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await app.user.keyboard('{ArrowUp}{ArrowUp}'); // wraps to the last
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{ArrowDown}'); // and back to the first
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(app.pathname()).toBe('/subreddit-search-results'));
    expect(app.search()).toEqual({ q: 'SEO_tools' });
  });

  it('Escape closes the list and keeps the text; Enter then searches the typed text', async () => {
    suggestionsApi(['seo']);
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    const input = await keywordBox();
    await app.user.type(input, 'seo agency');
    await screen.findByRole('option', { name: 'seo' });
    await app.user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('seo agency');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/subreddit-search-results'));
    expect(app.search()).toEqual({ q: 'seo agency' });
  });

  it('a click on a suggestion runs the search for it', async () => {
    suggestionsApi(['content_marketing']);
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    await app.user.type(await keywordBox(), 'content');
    await app.user.click(await screen.findByRole('option', { name: 'content_marketing' }));
    await waitFor(() => expect(app.search()).toEqual({ q: 'content_marketing' }));
    expect(app.pathname()).toBe('/subreddit-search-results');
  });

  it('a failed suggestion call is only logged: no toast, a hint to press Enter', async () => {
    const consoleError = expectConsoleError(/^Could not load subreddit suggestions/);
    server.use(
      http.post(apiUrl('reddit/search-popular-subreddit'), () => HttpResponse.json({ message: 'Upstream down' }, { status: 502 })),
    );
    const app = renderApp('/analyze-subreddit', { signedIn: true });
    await app.user.type(await keywordBox(), 'crypto');
    expect(await screen.findByText('No suggestions. Press Enter to search for “crypto”.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Could not load subreddit suggestions', expect.anything());
    expect(screen.queryByText('Upstream down')).not.toBeInTheDocument();
  });
});

describe('landings and where a search goes', () => {
  it('/analyze-subreddit: title, four feature cards, each opening a working example (search, analysis, generator, a real post)', async () => {
    renderApp('/analyze-subreddit', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find relevant subreddits and posts for you' })).toBeInTheDocument();
    const cards = ['Smart subreddit search', 'Detailed Subreddit Analysis', 'AI Post generator for Reddit', 'Audience insights'];
    for (const name of cards) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Smart subreddit search')).toBe('/subreddit-search-results?q=marketing');
    expect(href('Detailed Subreddit Analysis')).toBe('/subreddit-free-analysis-results?q=marketing');
    expect(href('AI Post generator for Reddit')).toBe('/ai-post-generator-results');
    expect(href('Audience insights')).toMatch(
      /^\/post-free-analysis-results\?url=https%3A%2F%2Fwww\.reddit\.com%2Fr%2Fmarketing%2Fcomments%2F/,
    );
  });

  it('/analyze-post opens in Reddit URL mode and opens the free post analysis', async () => {
    const app = renderApp('/analyze-post', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find relevant subreddits and posts for you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reddit URL', pressed: true })).toBeInTheDocument();
    await app.user.type(await urlBox(), POST_URL);
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/post-free-analysis-results'));
    expect(app.search()).toEqual({ url: POST_URL });
  });

  it('/advanced-analysis: its title, cards to the advanced search and the generator, keyword → advanced results', async () => {
    suggestionsApi();
    const app = renderApp('/advanced-analysis', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find relevant subreddits for you' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Smart subreddit search' })).toHaveAttribute(
      'href',
      '/advanced-subreddit-search-results?q=marketing',
    );
    expect(screen.getByRole('link', { name: 'Detailed Subreddit Analysis' })).toHaveAttribute(
      'href',
      '/advanced-subreddit-search-results?q=seo',
    );
    expect(screen.getByRole('link', { name: 'Audience insights' })).toHaveAttribute(
      'href',
      '/advanced-subreddit-search-results?q=socialmedia',
    );
    expect(screen.getByRole('link', { name: 'AI Post generator for Reddit' })).toHaveAttribute('href', '/ai-post-generator-results');

    expect(screen.getByRole('button', { name: 'Keywords', pressed: true })).toBeInTheDocument();
    await app.user.type(await keywordBox(), 'saas');
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.pathname()).toBe('/advanced-subreddit-search-results'));
    expect(app.search()).toEqual({ q: 'saas' });
  });

  it('/paid-analyze-post opens in Reddit URL mode and opens the paid post analysis', async () => {
    const app = renderApp('/paid-analyze-post', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Find relevant subreddits for you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reddit URL', pressed: true })).toBeInTheDocument();
    await app.user.type(await urlBox(), '  reddit.com/r/seo/comments/x1y2z3  ');
    await app.user.click(screen.getByRole('button', { name: 'Analyze post' }));
    await waitFor(() => expect(app.pathname()).toBe('/post-paid-analysis-results'));
    expect(app.search()).toEqual({ url: 'reddit.com/r/seo/comments/x1y2z3' });
  });

  it('/advanced-analysis in Reddit URL mode opens the paid post analysis', async () => {
    const app = renderApp('/advanced-analysis', { signedIn: true });
    await app.user.click(await screen.findByRole('button', { name: 'Reddit URL' }));
    await app.user.type(await urlBox(), POST_URL);
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.pathname()).toBe('/post-paid-analysis-results'));
    expect(app.search()).toEqual({ url: POST_URL });
  });
});
