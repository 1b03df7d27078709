/**
 * Decision 018 on the screens: the card and the analysis page show a figure alike, badges carry
 * their evidence, thin windows say what is shown, every time on the paid page states one zone,
 * the heatmap uses its whole colour scale, a post without comments says why and is compared with
 * its community, the landing's cards lead to working examples, a 0-result search reads as such.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SubredditSearchResult } from '@subreddit-signal/contract';
import { heatColor } from '@/features/analysis/charts';
import { windowNote } from '@/features/analysis/results/model/format';
import { apiUrl, server } from '../support/msw';
import { historyHandler, recordPost, recordProfile, suggestionsHandler, testUser } from '../support/handlers';
import { renderApp } from '../support/render';
import { resetAppAfterEachTest } from '../support/app-reset';
import { analysedPost, dataSource, freeAnalysis, json, paidAnalysis, POST_URL, similarSubreddits } from './analysis-results.fixtures';

resetAppAfterEachTest({ restoreAllMocks: true });

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const metric = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const ADVERTISING: SubredditSearchResult = {
  name: 'advertising',
  header_title: 'Advertising',
  description: 'THIS IS NOT A PLACE TO ADVERTISE. YOU WILL BE BANNED.',
  subscribers: 117_363,
  postPerWeek: 14.75,
  postPerWeekOver: { days: 28, posts: 59 },
  urlAllowed: true,
  flexibleRules: [],
  subscribersYear: 2021,
  postingRules: {
    urls: { status: 'allowed', reason: '31% of the 1,000 posts analysed link elsewhere (links, images, videos).' },
    rules: { status: 'strict', reason: 'The description says: "THIS IS NOT A PLACE TO ADVERTISE."' },
  },
};
const SOCIALMEDIA: SubredditSearchResult = {
  ...ADVERTISING,
  name: 'socialmedia',
  description: 'A sub for professional discussion about social media.',
  urlAllowed: false,
  postingRules: {
    urls: { status: 'unknown', reason: 'Too few posts (4) to tell whether links are allowed.' },
    rules: { status: 'unknown', reason: 'Our data holds no rules for this community.' },
  },
};

function searchApi(results: SubredditSearchResult[]) {
  server.use(
    historyHandler(),
    suggestionsHandler(),
    http.post(apiUrl('reddit/search-subreddit'), () => HttpResponse.json(results, { headers: { 'x-explored-count': '5400' } })),
  );
}

describe('search cards', () => {
  it("badges from evidence: r/advertising is 'Strict rules', no evidence reads 'unknown', and each badge explains itself", async () => {
    searchApi([ADVERTISING, SOCIALMEDIA]);
    renderApp('/subreddit-search-results?q=advertising', { signedIn: true });
    const ad = within(await screen.findByRole('article', { name: 'r/advertising' }));
    const badges = within(ad.getByRole('list', { name: 'Posting rules' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual([
      `URLs allowed (${ADVERTISING.postingRules!.urls.reason})`,
      `Strict rules (${ADVERTISING.postingRules!.rules.reason})`,
    ]);
    expect(badges[1]).toHaveAttribute('title', ADVERTISING.postingRules!.rules.reason);
    expect(ad.queryByText('Flexible Rules')).not.toBeInTheDocument();

    const social = within(screen.getByRole('article', { name: 'r/socialmedia' }));
    const unknown = within(social.getByRole('list', { name: 'Posting rules' })).getAllByRole('listitem');
    expect(unknown.map((b) => b.getAttribute('title'))).toEqual([
      SOCIALMEDIA.postingRules!.urls.reason,
      SOCIALMEDIA.postingRules!.rules.reason,
    ]);
    expect(unknown[0]).toHaveTextContent(/^URLs: unknown/);
    expect(unknown[1]).toHaveTextContent(/^Rules: unknown/);
  });

  it('the card and the analysis page show the same posts per week, over the same window', async () => {
    searchApi([ADVERTISING]);
    const { unmount } = renderApp('/subreddit-search-results?q=advertising', { signedIn: true });
    const card = within(await screen.findByRole('article', { name: 'r/advertising' }));
    const cardText = card.getByText(/posts per week/).textContent!;
    unmount();

    server.use(
      recordPost('reddit/subreddit-about', () =>
        json({ subreddit: freeAnalysis({ name: 'advertising', posts_per_week: 14.75, posts_per_week_over: { days: 28, posts: 59 } }) }),
      ).handler,
    );
    renderApp('/subreddit-free-analysis-results?q=advertising', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'r/advertising' });
    const page = metric('Posts per week');
    expect(cardText).toBe(`${page.firstChild!.textContent} posts per week over the last 28 days of data (59 posts)`);
    expect(page).toHaveTextContent('14.8last 28 days of data · 59 posts');
  });
});

describe('windows, time zones and colours on the paid analysis', () => {
  it("a widened week says what was asked and what is shown, not '7 days · 2 posts'", () => {
    const source = {
      ...dataSource,
      asOf: '2013-08-20T00:00:00.000Z',
      windows: {
        week: { days: 7, posts: 2, basis: 'wider' as const, shown: { days: 30, posts: 30 } },
        month: { days: 30, posts: 30, basis: 'window' as const },
      },
    };
    expect(windowNote(source, 'week')).toBe(
      'Only 2 posts in the 7 days to August 20, 2013, too few to mean much: showing the 30 days instead (30 posts).',
    );
    expect(windowNote(source, 'month')).toBe('30 days to August 20, 2013 · 30 posts');
    const sample = {
      ...source,
      windows: { ...source.windows, week: { days: 7, posts: 0, basis: 'sample' as const, shown: { days: null, posts: 6 } } },
    };
    expect(windowNote(sample, 'week')).toBe('No posts in the 7 days to August 20, 2013: the whole sample stands in (6 posts).');
  });

  it('overview, best times and heatmap all state the one selected zone and move together', async () => {
    // The viewer's own zone no longer leaks in: a browser at UTC+2 still sees the page's UTC+1.
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-120);
    server.use(
      recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis(), similarSubreddits })).handler,
      recordProfile(testUser({ availableCredits: 39 })).handler,
    );
    const app = renderApp('/advanced-subreddit-paid-analysis-results?q=marketing', { signedIn: { user: { availableCredits: 40 } } });
    await screen.findByRole('heading', { level: 1, name: 'r/marketing' });

    // best_time_to_post 14:00 UTC; the heatmap's best cell is Tuesday 14:00 UTC.
    expect(metric('Best time to post')).toHaveTextContent(/^15:00 UTC\+1$/);
    expect(region('Best times to post')).toHaveTextContent('Times in UTC+1.');
    expect(
      within(region('When posts do best')).getByRole('table', { name: 'Post performance by weekday and hour (UTC+1)' }),
    ).toBeInTheDocument();
    expect(within(region('When posts do best')).getByText(/^Best slot: Tuesday 15:00/)).toBeInTheDocument();

    await app.user.selectOptions(within(region('Best times to post')).getByRole('combobox', { name: 'Time zone' }), '4');
    expect(metric('Best time to post')).toHaveTextContent(/^18:00 UTC\+4$/);
    expect(region('Best times to post')).toHaveTextContent('Times in UTC+4.');
    expect(
      within(region('When posts do best')).getByRole('table', { name: 'Post performance by weekday and hour (UTC+4)' }),
    ).toBeInTheDocument();
    expect(within(region('When posts do best')).getByText(/^Best slot: Tuesday 18:00/)).toBeInTheDocument();
  });

  it("the heatmap's colours span the data: its best cell gets the full colour, a 1.2× cell is clearly tinted", async () => {
    const grid = Array.from({ length: 7 }, () => Array<number | null>(24).fill(null));
    grid[2]![14] = 1.4;
    grid[3]![10] = 1.2;
    grid[1]![9] = 0.8;
    server.use(
      recordPost('reddit/paid-subreddit-about', () => json({ subreddit: paidAnalysis({ heatmap: grid }), similarSubreddits })).handler,
      recordProfile().handler,
    );
    renderApp('/advanced-subreddit-paid-analysis-results?q=marketing', { signedIn: { user: { availableCredits: 40 } } });
    await screen.findByRole('heading', { level: 1, name: 'r/marketing' });
    const table = within(region('When posts do best')).getByRole('table');
    const cell = (text: string) => within(table).getByText(text).closest('td')!;
    expect(cell('1.4×').style.background).toBe('rgb(255, 90, 31)');
    // On the old fixed 4× scale a 1.2× cell was rgb(251, 213, 199)-ish, near-white.
    const [, g] = cell('1.2×').style.background.match(/\d+/g)!.map(Number);
    expect(g).toBeLessThan(190);
    expect(heatColor(1.2)).not.toBe(cell('1.2×').style.background);
    expect(within(region('When posts do best')).getByRole('group', { name: 'Colour scale' })).toHaveTextContent('1.4×');
  });
});

describe('paid post analysis', () => {
  it('says why a post with 58 comments shows none, and compares the post with its community', async () => {
    const post = {
      ...analysedPost,
      num_comments: 58,
      comparison: {
        postsCompared: 999,
        scorePercentile: 82,
        commentsPercentile: 91,
        slot: { day: 2, hour: 14, performance: 2.4, bestRank: null },
        titleLength: 42,
        titleRange: { low: 38, high: 71 },
      },
    };
    server.use(
      recordPost('reddit/subreddit-advanced-post', () => json({ subreddit: paidAnalysis({ postComments: [] }), post })).handler,
      recordProfile().handler,
    );
    renderApp(`/post-paid-analysis-results?url=${encodeURIComponent(POST_URL)}`, { signedIn: { user: { availableCredits: 5 } } });
    await screen.findByRole('article', { name: analysedPost.title });
    const comments = region('Top comments');
    expect(comments).not.toHaveTextContent('No data found');
    expect(comments).toHaveTextContent(
      'This post has 58 comments, but the built-in 2013 sample holds comment counts only, not the comments themselves.',
    );
    const compare = region('How this post compares');
    expect(compare).toHaveTextContent("Higher than 82% of r/marketing's 999 other posts analysed.");
    expect(compare).toHaveTextContent("More than 91% of r/marketing's 999 other posts analysed.");
    expect(compare).toHaveTextContent('Posted Tuesday 14:00 UTC: posts in that hour do 2.4× the average post; not one of the best times.');
    expect(compare).toHaveTextContent('42 characters, within the typical 38–71 characters');
  });
});

describe('landing and history', () => {
  it('every feature card opens a working example, never a post analysis without a post', async () => {
    renderApp('/analyze-subreddit', { signedIn: true });
    const cards = within(await screen.findByRole('region', { name: 'What you can do' })).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/subreddit-search-results?q=marketing',
      '/subreddit-free-analysis-results?q=marketing',
      '/ai-post-generator-results',
      `/post-free-analysis-results?url=${encodeURIComponent('https://www.reddit.com/r/marketing/comments/1bzygs/heres_the_marketing_plan_i_use_also_amaa/')}`,
    ]);
  });

  it("a keyword search with 0 results reads 'No matching subreddit' and leads back to the search", async () => {
    server.use(
      historyHandler([
        { _id: 'h1', type: 'keyword', name: '', header_title: 'saas', url: null, no_of_result: 0, createdAt: '2026-03-05T12:00:00.000Z' },
      ]),
    );
    renderApp('/analysis-history', { signedIn: true });
    const row = (await screen.findByText('No matching subreddit')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Search again for saas' })).toHaveAttribute('href', '/subreddit-search-results?q=saas');
  });
});
