import { StrictMode } from 'react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import type { User } from '@subreddit-signal/contract';
import { session } from '@/shared/session';
import { App } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { server } from '../support/msw';
import { renderApp, settle, TEST_ACCESS_TOKEN, TEST_REFRESH_TOKEN } from '../support/render';
import { plansHandler, recordPost, recordProfile, testUser } from '../support/handlers';
import { json, paidAnalysis, similarSubreddits } from './analysis-results.fixtures';
import { resetAppAfterEachTest } from '../support/app-reset';
import { LAZY_LOAD_TIMEOUT } from '../support/lazy';

resetAppAfterEachTest({ restoreAllMocks: true });

const PATH = '/advanced-subreddit-paid-analysis-results?q=marketing';
const region = (name: string | RegExp) => screen.getByRole('region', { name });
const toasts = () => screen.getByRole('region', { name: 'Notifications (Alt+T)' });

/** The paid call answering the full analysis, and the profile the credits bar reloads. */
function paidServer(reply?: () => Response) {
  const paid = recordPost('reddit/paid-subreddit-about', () => reply?.() ?? json({ subreddit: paidAnalysis(), similarSubreddits }));
  const profile = recordProfile(testUser({ availableCredits: 39 }));
  server.use(paid.handler, profile.handler);
  return { paid, profile };
}

async function openPaid(user: Partial<User> = {}) {
  const app = renderApp(PATH, { signedIn: { user: { availableCredits: 40, ...user } } });
  await screen.findByRole('heading', { level: 1, name: 'r/marketing' });
  // The sections below the heatmap render in a second pass (the charts' frame does not wait for
  // them), with the lazily loaded rules block among them.
  await screen.findByRole('region', { name: 'Top 10 posts by engagement' }, LAZY_LOAD_TIMEOUT);
  return app;
}

/** Like renderApp, inside <StrictMode> as the real entry renders it (effects run twice on mount). */
function renderStrict(path: string) {
  toast.remove();
  session.clear();
  session.signIn({ user: testUser({ availableCredits: 40 }), accessToken: TEST_ACCESS_TOKEN, refreshToken: TEST_REFRESH_TOKEN });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }), scrollRestoration: false });
  render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
  return { router, queryClient };
}

describe('paid subreddit analysis: the paid call', () => {
  it('shows a skeleton while the analysis runs', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const paid = recordPost('reddit/paid-subreddit-about', async () => {
      await gate;
      return json({ subreddit: paidAnalysis(), similarSubreddits });
    });
    server.use(paid.handler, recordProfile().handler);
    renderApp(PATH, { signedIn: true });
    expect(await screen.findByRole('status', { name: 'Running the advanced analysis' }, LAZY_LOAD_TIMEOUT)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Running the advanced analysis' })).not.toBeInTheDocument();
  });

  it('spends one call per visit under StrictMode, focus, reconnect and invalidation, then reloads the profile for the credits bar', async () => {
    const { paid, profile } = paidServer();
    const { router, queryClient } = renderStrict(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' })).toBeInTheDocument();
    expect(paid.bodies).toEqual([{ subreddit: 'marketing' }]);

    // The credits changed on the server: the profile is reloaded once and the session user updated.
    await waitFor(() => expect(session.user()?.availableCredits).toBe(39));
    expect(profile.calls).toHaveLength(1);

    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
      await queryClient.invalidateQueries();
    });
    await settle();
    expect(paid.bodies).toHaveLength(1);

    // Straight back to the same analysis (Back button): the paid answer is reused, no new credit.
    server.use(plansHandler());
    await act(() => router.navigate({ to: '/plans' }));
    await screen.findByRole('heading', { level: 1, name: 'Plans' });
    act(() => router.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'r/marketing' })).toBeInTheDocument();
    await settle();
    expect(paid.bodies).toHaveLength(1);
  });

  it("402: shows the server's message, goes to /advanced-analysis, reloads the profile and offers the plans", async () => {
    const { profile } = paidServer(() => json({ message: "You don't have enough credits to use this feature" }, 402));
    server.use(plansHandler());
    const app = renderApp(PATH, { signedIn: { user: { availableCredits: 1 } } });
    expect(await within(toasts()).findByText("You don't have enough credits to use this feature")).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    await waitFor(() => expect(profile.calls).toHaveLength(1));
    expect(within(toasts()).getAllByText("You don't have enough credits to use this feature")).toHaveLength(1);
    // The Plans modal belongs to the layout: still open on /advanced-analysis, with the plans.
    const dialog = await screen.findByRole('dialog', { name: 'Unlock Premium Features' });
    expect(await within(dialog).findAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Find relevant subreddits for you' })).toBeInTheDocument();
  });

  it.each([
    [404, { message: 'Subreddit r/marketing was not found' }, 'Subreddit r/marketing was not found'],
    [503, { message: 'Reddit data is unavailable right now' }, 'Reddit data is unavailable right now'],
    [500, {}, 'Failed to fetch subreddit details'],
  ])('%i: toast with the message and back to /advanced-analysis', async (status, body, message) => {
    const { paid } = paidServer(() => json(body, status));
    const app = renderApp(PATH, { signedIn: true });
    expect(await within(toasts()).findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    expect(paid.bodies).toHaveLength(1);
  });

  it('a q that is not a subreddit name spends nothing and goes back to /advanced-analysis', async () => {
    const { paid } = paidServer();
    const app = renderApp('/advanced-subreddit-paid-analysis-results?q=two%20words', { signedIn: true });
    expect(await within(toasts()).findByText('Enter a subreddit name such as r/marketing.')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/advanced-analysis'));
    expect(paid.bodies).toHaveLength(0);
  });
});

describe('paid subreddit analysis: sections', () => {
  it('user activity: Text, Link, Image, Video in order with their own colours, Other hidden; week by default, month on toggle', async () => {
    paidServer();
    const app = await openPaid();
    const section = region('User activity breakdown');
    const chart = within(section).getByRole('img');
    expect(chart).toHaveAccessibleName('User activity this week: Text 45%, Link 25%, Image 20%, Video 10%');
    expect(within(section).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(section).not.toHaveTextContent('Other');
    const fills = Array.from(section.querySelectorAll('rect')).map((r) => r.getAttribute('fill'));
    expect(new Set(fills).size).toBe(4);

    await app.user.click(within(section).getByRole('button', { name: 'Month' }));
    expect(within(section).getByRole('img')).toHaveAccessibleName('User activity this month: Text 50%, Link 30%, Image 12%, Video 8%');
    expect(within(section).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('best times: UTC+1 by default, grouped by time of day; other offsets move the times and the buckets', async () => {
    paidServer();
    const app = await openPaid();
    const section = region('Best times to post');
    const select = within(section).getByRole('combobox', { name: 'Time zone' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['UTC+1', 'UTC+2', 'UTC+3', 'UTC+4']);
    expect(select).toHaveValue('1');

    const bucket = (name: RegExp) =>
      within(within(section).getByRole('region', { name }))
        .queryAllByRole('listitem')
        .map((li) => li.querySelector('.time-slot__when')?.textContent);
    expect(bucket(/^Morning/)).toEqual(['Tuesday 07:30', 'Wednesday 11:15']);
    expect(bucket(/^Afternoon/)).toEqual(['Thursday 16:45']);
    expect(bucket(/^Evening/)).toEqual(['Sunday 20:05']);
    expect(bucket(/^Night/)).toEqual(['Saturday 22:10']);
    expect(within(section).getByText('Tuesday 07:30').nextElementSibling).toHaveTextContent('1.9× average · 14 of 1,240 posts');

    await app.user.selectOptions(select, '2');
    expect(bucket(/^Morning/)).toEqual(['Tuesday 08:30']);
    expect(bucket(/^Afternoon/)).toEqual(['Wednesday 12:15']);
    expect(bucket(/^Evening/)).toEqual(['Thursday 17:45']);
    expect(bucket(/^Night/)).toEqual(['Saturday 23:10', 'Sunday 21:05']);

    await app.user.selectOptions(select, '4');
    expect(bucket(/^Night/)).toEqual(['Sunday 01:10', 'Sunday 23:05']);
    expect(bucket(/^Morning/)).toEqual(['Tuesday 10:30']);
    expect(bucket(/^Afternoon/)).toEqual(['Wednesday 14:15']);
    expect(bucket(/^Evening/)).toEqual(['Thursday 19:45']);
  });

  /** The heatmap cell of `day` in the column headed `column`. */
  function heatCell(day: string, column: string) {
    const table = within(region('When posts do best')).getByRole('table');
    const columns = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const row = within(table).getByRole('rowheader', { name: day }).closest('tr')!;
    return row.querySelectorAll('td')[columns.indexOf(column)]!;
  }

  it.each([
    // [selected offset, Tue 14:00 UTC lands at, Fri 23:00 UTC lands at]
    ['1', 'UTC+1', ['Tuesday', '15:00'], ['Saturday', '00:00']],
    ['3', 'UTC+3', ['Tuesday', '17:00'], ['Saturday', '02:00']],
  ] as const)('heatmap: in the page’s selected zone (%s → %s), whatever the browser’s zone', async (value, label, best, late) => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300); // a viewer at UTC−5 sees the page's zone, not theirs
    paidServer();
    const app = await openPaid();
    await app.user.selectOptions(within(region('Best times to post')).getByRole('combobox', { name: 'Time zone' }), value);
    const section = region('When posts do best');
    expect(section).toHaveTextContent(`Weekday and hour in ${label}.`);
    const table = within(section).getByRole('table', { name: `Post performance by weekday and hour (${label})` });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('00:00');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `${d.slice(0, 3)}${d}`));
    expect(heatCell(best[0], best[1])).toHaveTextContent('2.4×');
    expect(heatCell(late[0], late[1])).toHaveTextContent('1.5×');
    expect(within(table).getAllByText('2.4×')).toHaveLength(1);
    expect(within(section).getByText(new RegExp(`^Best slot: ${best[0]} ${best[1]}`))).toBeInTheDocument();
    // Legend, and cells without posts are labelled as such.
    expect(within(section).getByRole('group', { name: 'Colour scale' })).toHaveTextContent('1× (average)');
    expect(within(table).getAllByText('No posts').length).toBe(168 - 4);
  });

  it('top 10 posts by engagement: the ten best of the week, the month on toggle', async () => {
    paidServer();
    const app = await openPaid();
    const section = region('Top 10 posts by engagement');
    const table = within(section).getByRole('table', { name: 'Top posts by engagement this week' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByRole('link', { name: 'Week post 12' })).toHaveAttribute(
      'href',
      'https://www.reddit.com/r/marketing/comments/w12/week_post_12/',
    );
    expect(rows[0]).toHaveTextContent('1Week post 12seo1K12012%');
    expect(within(table).queryByText('Week post 2')).not.toBeInTheDocument();
    expect(section).toHaveTextContent('7 days to June 30, 2013 · 42 posts');

    await app.user.click(within(section).getByRole('button', { name: 'Month' }));
    const month = within(section).getByRole('table', { name: 'Top posts by engagement this month' });
    expect(
      within(month)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.children[1]!.textContent),
    ).toEqual(['How we doubled our newsletter signups in 30 days', 'Is SEO still worth it for small shops?']);
    expect(section).toHaveTextContent('30 days to June 30, 2013 · 180 posts');
  });

  it("top posts and similar subreddits say 'No data found' when empty; a window without posts says the sample stands in", async () => {
    const source = paidAnalysis().dataSource;
    paidServer(() =>
      json({
        subreddit: paidAnalysis({
          currentWeek: [],
          currentMonth: [],
          dataSource: {
            ...source,
            windows: { week: { days: 7, posts: 0, basis: 'sample' }, month: { days: 30, posts: 5, basis: 'window' } },
          },
        }),
        similarSubreddits: { week: [], month: [] },
      }),
    );
    await openPaid();
    expect(within(region('Top 10 posts by engagement')).getByText('No data found')).toBeInTheDocument();
    expect(within(region('Similar subreddits')).getByText('No data found')).toBeInTheDocument();
    expect(region('User activity breakdown')).toHaveTextContent('No posts in the 7 days to June 30, 2013: the whole sample stands in.');
  });

  it('no best time: the page says what a best time needs among the posts analysed (the minimum grows with them)', async () => {
    const source = paidAnalysis().dataSource;
    paidServer(() => json({ subreddit: paidAnalysis({ bestTimeToPost: [], best_time_to_post: null }), similarSubreddits }));
    await openPaid();
    expect(region('Best times to post')).toHaveTextContent(
      'No time stands out: a best time needs at least 13 of the 1,240 posts analysed in one weekday hour, doing clearly better than a typical hour.',
    );
    cleanup();
    paidServer(() =>
      json({ subreddit: paidAnalysis({ bestTimeToPost: [], dataSource: { ...source, postsAnalysed: 120 } }), similarSubreddits }),
    );
    await openPaid();
    expect(region('Best times to post')).toHaveTextContent('at least 3 of the 120 posts analysed');
  });

  it('similar subreddits: week and month tables with the spec columns', async () => {
    paidServer();
    const app = await openPaid();
    const section = region('Similar subreddits');
    const week = within(section).getByRole('table', { name: 'Similar subreddits this week' });
    expect(
      within(week)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Subreddit', 'Subscribers', 'Posts/Day', 'Comments/Day', 'Engagement Rate']);
    const rows = within(week).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['r/digital_marketing', '99K', '14.25', '88.5', '3.1%'],
      ['r/socialmedia', '2.31M', '40', '301.33', '1.05%'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'r/digital_marketing' })).toHaveAttribute(
      'href',
      '/subreddit-free-analysis-results?q=digital_marketing',
    );

    await app.user.click(within(section).getByRole('button', { name: 'Month' }));
    const month = within(section).getByRole('table', { name: 'Similar subreddits this month' });
    expect(
      within(month)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.children[0]!.textContent),
    ).toEqual(['r/PPC']);
  });

  it('similar subreddits the data holds no posts of show their activity as unknown, not as zero', async () => {
    const unknownRow = {
      Subreddit: 'espresso',
      Subscribers: 108_000,
      'Posts/Day': 0,
      'Comments/Day': 0,
      EngagementRate: 0,
      basis: 'sample',
      activity: 'unknown',
    };
    const rated = { ...unknownRow, Subreddit: 'nespresso', 'Posts/Day': 1.5 };
    server.use(
      recordPost('reddit/paid-subreddit-about', () =>
        json({ subreddit: paidAnalysis(), similarSubreddits: { week: [unknownRow, rated, similarSubreddits.week[0]], month: [] } }),
      ).handler,
      recordProfile(testUser({ availableCredits: 39 })).handler,
    );
    await openPaid();
    const week = within(region('Similar subreddits')).getByRole('table', { name: 'Similar subreddits this week' });
    const rows = within(week).getAllByRole('row').slice(1);
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['r/espresso', '108K', '—', '—', '—'],
      ['r/nespresso', '108K', '1.5', '—', '—'],
      ['r/digital_marketing', '99K', '14.25', '88.5', '3.1%'],
    ]);
  });

  it("hashtags: a click copies one and says 'Copied to clipboard'; keywords and flairs are listed", async () => {
    paidServer();
    const app = await openPaid();
    const section = region('Hashtags');
    expect(
      within(section)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['#growth', '#emailmarketing', '#seo']);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(within(section).getByRole('button', { name: 'Copy #emailmarketing' }));
    expect(await within(toasts()).findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('#emailmarketing');
    expect(within(region('Keywords')).getAllByRole('listitem')).toHaveLength(3);
    expect(within(region('Popular flairs')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('Download JSON saves subreddit_data.json with the analysis and the similar subreddits', async () => {
    paidServer();
    const app = await openPaid();
    const blobs: Blob[] = [];
    const links: { download: string; href: string }[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/analysis-1';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ download: this.download, href: this.href });
    });

    await app.user.click(screen.getByRole('button', { name: 'Download JSON' }));
    // The download code loads on the first click (decision 062): the file is saved once it is there.
    await waitFor(() => expect(links).toHaveLength(1));
    expect(links).toEqual([{ download: 'subreddit_data.json', href: 'blob:http://localhost/analysis-1' }]);
    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual({ subreddit: paidAnalysis(), similarSubreddits });
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/analysis-1'));
  });

  it('evidence note: posts analysed, date range, source and the 2013 sample badge', async () => {
    paidServer();
    await openPaid();
    const evidence = screen.getByRole('complementary', { name: 'About this data' });
    expect(within(evidence).getByText('Sample data from 2013')).toBeInTheDocument();
    expect(evidence).toHaveTextContent(
      'Based on 1,240 posts analysed from January 1, 2013 to June 30, 2013. Source: Reddit public snapshot.',
    );
  });

  it('one zone for the whole page: after choosing UTC+3 every time on it, the archive fetch time too, is in UTC+3 and says so', async () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300); // the browser's own zone (UTC−5) must not leak in
    const archive = {
      ...paidAnalysis().dataSource,
      kind: 'archive' as const,
      label: 'The Arctic Shift Reddit archive',
      asOf: '2026-11-26T22:30:00.000Z',
    };
    paidServer(() => json({ subreddit: paidAnalysis({ dataSource: archive }), similarSubreddits }));
    const app = await openPaid();
    await app.user.selectOptions(within(region('Best times to post')).getByRole('combobox', { name: 'Time zone' }), '3');

    // 22:30 UTC on 26 November is 01:30 the next day at UTC+3.
    expect(screen.getByRole('complementary', { name: 'About this data' })).toHaveTextContent(
      'Source: The Arctic Shift Reddit archive. Fetched November 27, 2026 at 01:30 UTC+3.',
    );
    // The overview's best time (14:00 UTC) moved with the selector.
    expect(screen.getByText('17:00 UTC+3')).toBeInTheDocument();
    // Every zone named on the page, outside the selector's own options, is the chosen one.
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelectorAll('select').forEach((el) => el.remove());
    const zones = page.textContent!.match(
      /\bUTC(?:\s?[+−-]\s?\d{1,2}(?::\d{2})?)?|\bGMT\b|\b[A-Z][a-z]+\/[A-Z][A-Za-z_]+\b|\b(?:ET|EST|EDT|PT|CET)\b/g,
    );
    expect(zones!.length).toBeGreaterThanOrEqual(4);
    expect(new Set(zones)).toEqual(new Set(['UTC+3']));
  });

  it('keyboard: the toggles, the time-zone select, the scrollable tables and the hashtags are reachable with Tab', async () => {
    paidServer();
    await openPaid();
    const user = userEvent.setup();
    const reached = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await user.tab();
      const el = document.activeElement as HTMLElement;
      reached.add(el.getAttribute('aria-label') ?? el.textContent ?? '');
    }
    for (const name of ['Download JSON', 'Week', 'Month', 'Copy #growth']) expect(reached).toContain(name);
    expect([...reached].some((n) => n.startsWith('Post performance by weekday and hour'))).toBe(true);
    expect(reached).toContain('Top posts by engagement this week');
    expect(document.querySelector('select')).not.toBeNull();
  });
});
