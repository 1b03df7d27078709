import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SNAPSHOT_POST_URL, createUser, creditsShown, redditApi, signIn, type E2eUser } from './analysis-support';

/**
 * The analysis screens (issue 4) in Chromium against the production build, the real server and the
 * bundled 2013 snapshot. Users are made through the real auth API and signed in the way the app
 * keeps its session; state that only needs to exist (history, spent credits) is made through the
 * API with the user's bearer token, so the suites stay fast.
 */

const NOT_ENOUGH_CREDITS = "You don't have enough credits to use this feature";
const POST_TITLE = "My friend's resignation letter from Leo Burnett (xpost from /r/Philippines)";

/** Data pages wait on the server's analysis; a loaded CI machine may take a while. */
const slow = expect.configure({ timeout: 20_000 });

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The search box's text field in either mode (its label follows the mode). */
const searchInput = (page: Page) =>
  page
    .getByRole('search')
    .getByRole('combobox', { name: 'Keyword' })
    .or(page.getByRole('search').getByRole('textbox', { name: 'Reddit post URL' }));

test('keyword search → results → free analysis → paid analysis spends one credit → Download JSON', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-flow');
  await signIn(page, user);

  await page.goto('/home');
  await expect(h1(page, 'Hello Morgan')).toBeVisible();
  // A new user has no history yet.
  await slow(
    page.getByText('No subreddits analyzed yet. Start analyzing subreddits to get valuable insights and post ideas.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start analysis' })).toBeVisible();

  // Keywords mode: the defaults while empty, the server's suggestions while typing.
  const input = searchInput(page);
  await input.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option')).toHaveText(['marketing', 'content strategy', 'digital advertising']);
  await input.fill('market');
  await slow(listbox.getByRole('option', { name: 'marketing', exact: true })).toBeVisible();
  await input.fill('marketing');
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // Results.
  await expect(page).toHaveURL(/\/subreddit-search-results\?q=marketing$/);
  await expect(h1(page, 'Best Subreddits for marketing')).toBeVisible();
  await slow(page.getByText(/^Identified \d+ relevant subreddits$/)).toBeVisible();
  await expect(page.getByText(/^Explored [\d.]+K subreddits$/)).toBeVisible();
  const card = page.getByRole('article', { name: 'r/marketing' });
  await expect(card).toContainText('subscribers');
  await expect(card).toContainText('posts per week');
  // Badges say what the data shows (decision 018): r/marketing's posts link out; the 2013 data holds no rules for it.
  const badges = card.getByRole('list', { name: 'Posting rules' }).getByRole('listitem');
  await expect(badges.nth(0)).toHaveText(/^URLs allowed/);
  await expect(badges.nth(0)).toHaveAttribute('title', /posts analysed link elsewhere/);
  await expect(badges.nth(1)).toHaveText(/^Rules: unknown/);
  const cardRate = /^([\d.,]+K?) posts? per week/.exec(
    (await card
      .getByText(/posts? per week/)
      .first()
      .textContent()) ?? '',
  )?.[1];
  expect(cardRate).toBeTruthy();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('marketing');

  // Free analysis.
  await card.getByRole('link', { name: 'View analysis' }).click();
  await expect(page).toHaveURL(/\/subreddit-free-analysis-results\?q=marketing$/);
  await slow(h1(page, 'r/marketing')).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('Posts per week')).toBeVisible();
  // The card's figure is the page's figure.
  await expect(overview.locator('dt', { hasText: 'Posts per week' }).locator('xpath=following-sibling::dd')).toHaveText(
    new RegExp(`^${cardRate!.replace('.', '\\.')}`),
  );
  await expect(overview.getByText('Engagement rate')).toBeVisible();
  await expect(page.getByText('Sample data from 2013')).toBeVisible();
  expect(await creditsShown(page)).toEqual({ available: 10, total: 10 });

  // Paid analysis: one credit.
  await page.getByRole('button', { name: 'Give me more info' }).click();
  await expect(page).toHaveURL(/\/advanced-subreddit-paid-analysis-results\?q=marketing$/);
  const download = page.getByRole('button', { name: 'Download JSON' });
  await slow(download).toBeVisible();
  await expect.poll(async () => (await creditsShown(page)).available).toBe(9);
  expect((await redditApi(request, user).credits()).availableCredits).toBe(9);

  // The paid sections, with their defaults.
  const activity = page.getByRole('region', { name: 'User activity breakdown' });
  await expect(activity.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(activity.getByRole('img', { name: /^User activity this week: Text .*, Link .*, Image .*, Video .*$/ })).toBeVisible();
  await activity.getByRole('button', { name: 'Month' }).click();
  await expect(activity.getByRole('img', { name: /^User activity this month: Text/ })).toBeVisible();
  const bestTimes = page.getByRole('region', { name: 'Best times to post' });
  await expect(bestTimes.getByLabel('Time zone')).toHaveValue('1');
  for (const bucket of ['Morning', 'Afternoon', 'Evening', 'Night'])
    await expect(bestTimes.getByRole('heading', { name: new RegExp(`^${bucket}`) })).toBeVisible();
  await bestTimes.getByLabel('Time zone').selectOption('4');
  await expect(bestTimes.getByText('Times in UTC+4.', { exact: false })).toBeVisible();
  // Every time on the page follows the one zone.
  await expect(
    page.getByRole('region', { name: 'Overview' }).locator('dt', { hasText: 'Best time to post' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(/UTC\+4$/);
  await expect(page.getByRole('region', { name: 'When posts do best' }).getByRole('table', { name: /\(UTC\+4\)$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top 10 posts by engagement' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Similar subreddits' }).getByRole('table')).toBeVisible();
  for (const name of ['Keywords', 'Popular flairs', 'Hashtags']) await expect(page.getByRole('region', { name })).toBeVisible();

  // Download JSON → subreddit_data.json holding this subreddit's analysis.
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('subreddit_data.json');
  const saved = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    subreddit: { name: string; tier: string };
    similarSubreddits: unknown;
  };
  expect(saved.subreddit.name).toBe('marketing');
  expect(saved.subreddit.tier).toBe('paid');
  expect(saved.similarSubreddits).toBeTruthy();

  // The search is in the history on home, linking back to the free analysis.
  await page.goto('/home');
  const recent = page.getByRole('table', { name: 'Your 10 most recent searches' });
  await slow(recent.getByRole('row', { name: /marketing/ }).first()).toBeVisible();
  await recent.getByRole('link', { name: 'Open analysis of r/marketing' }).click();
  await expect(page).toHaveURL(/\/subreddit-free-analysis-results\?q=marketing$/);
  // Going back to the free page spends nothing.
  expect((await creditsShown(page)).available).toBe(9);
});

test('Reddit URL mode: an invalid link is refused; a snapshot post gets the free then the paid post analysis', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'e2e-url');
  await signIn(page, user);

  await page.goto('/analyze-subreddit');
  await page.getByRole('button', { name: 'Reddit URL' }).click();
  const input = page.getByRole('textbox', { name: 'Reddit post URL' });
  await expect(input).toHaveValue('');
  const submit = page.getByRole('button', { name: 'Analyze post' });
  await expect(submit).toBeDisabled();

  await input.fill('https://www.reddit.com/r/marketing/');
  await input.blur();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid Reddit URL' })).toBeVisible();
  await expect(submit).toBeDisabled();
  await input.fill('https://example.com/r/marketing/comments/abc123/');
  await expect(page.getByText('Invalid Reddit URL')).toBeVisible();
  await expect(submit).toBeDisabled();
  await input.fill('');
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(submit).toBeDisabled();

  // Switching modes clears the input.
  await input.fill(SNAPSHOT_POST_URL);
  await page.getByRole('button', { name: 'Keywords' }).click();
  await expect(page.getByRole('combobox', { name: 'Keyword' })).toHaveValue('');
  await page.getByRole('button', { name: 'Reddit URL' }).click();

  await input.fill(SNAPSHOT_POST_URL);
  await expect(page.getByText('Invalid Reddit URL')).toBeHidden();
  await expect(submit).toBeEnabled();
  await submit.click();

  // Free post analysis.
  await expect(page).toHaveURL(/\/post-free-analysis-results\?url=/);
  await slow(h1(page, POST_TITLE)).toBeVisible();
  const post = page.getByRole('article', { name: POST_TITLE });
  await expect(post).toContainText('r/advertising');
  await expect(post.getByText('Score')).toBeVisible();
  // A link post: its thread on Reddit, and what it links to.
  await expect(post.getByRole('link', { name: /View the post on Reddit/ })).toHaveAttribute('href', SNAPSHOT_POST_URL);
  await expect(post.getByRole('link', { name: /Open the linked page \(i\.imgur\.com\)/ })).toHaveAttribute(
    'href',
    'http://i.imgur.com/8lPXxIT.jpg',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'r/advertising', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How r/advertising performs' })).toBeVisible();
  await expect(page.getByText('Unlock Pro to see more')).toBeVisible();
  expect((await creditsShown(page)).available).toBe(10);

  // Paid post analysis: one credit; user activity, hashtags, top comments and the top-10 table.
  await page.getByRole('button', { name: 'Give me more info' }).click();
  await expect(page).toHaveURL(/\/post-paid-analysis-results\?url=/);
  await slow(h1(page, POST_TITLE)).toBeVisible();
  for (const name of ['User activity breakdown', 'Hashtags', 'Top comments', 'Top 10 posts by engagement']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Top 10 posts by engagement' }).getByRole('row')).toHaveCount(11);
  await expect.poll(async () => (await creditsShown(page)).available).toBe(9);

  // The post is in the history as a Reddit URL entry that opens the free post analysis again.
  await page.goto('/analysis-history');
  await page.getByRole('button', { name: 'Reddit URLs' }).click();
  const link = page.getByRole('link', { name: `Open post analysis: ${POST_TITLE}` });
  await slow(link).toBeVisible();
  await link.click();
  await slow(h1(page, POST_TITLE)).toBeVisible();
  await expect(page).toHaveURL(/\/post-free-analysis-results\?url=/);
});

test.describe('analysis history', () => {
  const TOPICS = [
    'marketing',
    'seo',
    'startups',
    'coffee',
    'photography',
    'python',
    'travel',
    'cooking',
    'investing',
    'music',
    'design',
    'books',
    'gaming',
    'movies',
    'science',
    'history',
    'space',
    'android',
    'bitcoin',
    'fitness',
    'parenting',
    'jobs',
    'wordpress',
    'soccer',
    'television',
    'politics',
    'economics',
    'sysadmin',
    'podcasts',
    'youtube',
    'advertising',
    'ecommerce',
    'freelance',
    'frugal',
    'productivity',
    'webdev',
    'javascript',
    'art',
    'food',
    'cars',
    'apple',
    'nba',
    'nfl',
    'news',
    'europe',
    'diy',
  ];
  // 92 distinct keywords (the oldest first) and 3 posts: 95 entries, 10 pages of 10.
  const KEYWORDS = [...TOPICS, ...TOPICS.map((t) => `${t} ideas`)];
  const LAST_KEYWORD = KEYWORDS[KEYWORDS.length - 1]!;
  const POSTS = [
    SNAPSHOT_POST_URL,
    'https://www.reddit.com/r/advertising/comments/11f229/',
    'https://www.reddit.com/r/advertising/comments/yr9jk/',
  ];
  const TOTAL = KEYWORDS.length + POSTS.length;
  const PAGES = Math.ceil(TOTAL / 10);
  let user: E2eUser;

  test.beforeAll(async ({ request }) => {
    user = await createUser(request, 'e2e-history');
    const api = redditApi(request, user);
    for (const keyword of KEYWORDS) await api.searchSubreddits(keyword);
    for (const url of POSTS) await api.analysePost(url);
  });

  const rows = (page: Page) => page.getByRole('table', { name: /^Analysis history, page \d+ of \d+$/ }).locator('tbody tr');
  const rowTexts = (page: Page) => rows(page).allInnerTexts();
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
  const pageButtons = async (pager: Locator) => (await pager.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts()).map(Number);

  test('filters (all, keyword, redditUrl), sorting (createdAt, no_of_result) and numbered pagination', async ({ page }) => {
    await signIn(page, user);
    await page.goto('/analysis-history');
    await expect(h1(page, 'Analysis history')).toBeVisible();
    await slow(page.getByText(`Showing 1–10 of ${TOTAL}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    // Newest first: the three post analyses were made last.
    await expect(rows(page).nth(0)).toContainText('Reddit URL');
    await expect(rows(page).nth(3)).toContainText(LAST_KEYWORD);

    // Pagination: first, last and the current page's neighbours, with ellipses between.
    expect(PAGES).toBe(10);
    const nav = pager(page);
    expect(await pageButtons(nav)).toEqual([1, 2, 10]);
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(nav.getByText('…')).toHaveCount(1);

    const page1 = await rowTexts(page);
    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page.getByText(`Showing 11–20 of ${TOTAL}`)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table', { name: 'Analysis history, page 2 of 10' })).toBeVisible();
    const page2 = await rowTexts(page);
    expect(page2).toHaveLength(10);
    expect(page2.filter((r) => page1.includes(r))).toEqual([]);
    expect(await pageButtons(nav)).toEqual([1, 2, 3, 10]);

    // Neighbours move with the current page: 1 … 4 5 6 … 10.
    await nav.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect(page.getByText(`Showing 21–30 of ${TOTAL}`)).toBeVisible();
    await nav.getByRole('button', { name: 'Page 4', exact: true }).click();
    await expect(page.getByText(`Showing 31–40 of ${TOTAL}`)).toBeVisible();
    await nav.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`Showing 41–50 of ${TOTAL}`)).toBeVisible();
    expect(await pageButtons(nav)).toEqual([1, 4, 5, 6, 10]);
    await expect(nav.getByText('…')).toHaveCount(2);

    // The last page.
    await nav.getByRole('button', { name: 'Page 10', exact: true }).click();
    await expect(page.getByText(`Showing 91–${TOTAL} of ${TOTAL}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(TOTAL - 90);
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(await pageButtons(nav)).toEqual([1, 9, 10]);
    // The oldest search is last.
    await expect(rows(page).last()).toContainText(KEYWORDS[0]!);
    await nav.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(`Showing 81–90 of ${TOTAL}`)).toBeVisible();
    // And back to the first.
    await nav.getByRole('button', { name: 'Page 1', exact: true }).click();
    await expect(page.getByText(`Showing 1–10 of ${TOTAL}`)).toBeVisible();
    expect(await rowTexts(page)).toEqual(page1);

    // Filter: keyword → back to page 1, only keyword rows.
    await page.getByRole('button', { name: 'Keywords' }).click();
    await expect(page.getByRole('button', { name: 'Keywords' })).toHaveAttribute('aria-pressed', 'true');
    await slow(page.getByText(`Showing 1–10 of ${KEYWORDS.length}`)).toBeVisible();
    expect((await rowTexts(page)).every((r) => r.includes('Keyword') && !r.includes('Reddit URL'))).toBe(true);

    // Filter: redditUrl → the three posts, no pagination.
    await page.getByRole('button', { name: 'Reddit URLs' }).click();
    await slow(page.getByText(`Showing 1–${POSTS.length} of ${POSTS.length}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(POSTS.length);
    expect((await rowTexts(page)).every((r) => r.includes('Reddit URL'))).toBe(true);
    await expect(pager(page)).toHaveCount(0);

    // Sort: most results first (all types).
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await slow(page.getByText(`Showing 1–10 of ${TOTAL}`)).toBeVisible();
    await page.getByLabel('Sort by').selectOption('no_of_result');
    await expect(page.getByLabel('Sort by')).toHaveValue('no_of_result');
    const sortedDesc = (c: number[]) => c.every((v, i) => i === 0 || c[i - 1]! >= v);
    await expect.poll(async () => sortedDesc(await counts(page))).toBe(true);
    const top = await counts(page);
    const all = await allCounts(page, user, 'no_of_result');
    expect(top).toEqual(all.slice(0, 10));
    // The post analyses (one result each) are no longer on top; the last page has the fewest results.
    expect((await rowTexts(page)).some((r) => r.includes('Reddit URL'))).toBe(false);
    await pager(page).getByRole('button', { name: 'Page 10', exact: true }).click();
    await expect(page.getByText(`Showing 91–${TOTAL} of ${TOTAL}`)).toBeVisible();
    const bottom = await counts(page);
    expect(sortedDesc(bottom)).toBe(true);
    expect(Math.max(...bottom)).toBeLessThanOrEqual(Math.min(...top));
    expect(Math.min(...bottom)).toBeLessThan(Math.max(...top));
    await pager(page).getByRole('button', { name: 'Page 1', exact: true }).click();

    // Sort: newest first again.
    await page.getByLabel('Sort by').selectOption('createdAt');
    await expect(rows(page).nth(0)).toContainText('Reddit URL');
    await expect(rows(page).nth(3)).toContainText(LAST_KEYWORD);
  });

  /** The result counts shown on the current page. */
  async function counts(page: Page): Promise<number[]> {
    return await rows(page)
      .locator('td[data-count]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-count'))));
  }
  /** The first page's counts straight from the API, for comparison. */
  async function allCounts(page: Page, u: E2eUser, sortBy: string): Promise<number[]> {
    const res = await page.request.post('/api/reddit/subreddit-search-history', {
      data: { page: 1, limit: 10, type: 'all', sortBy },
      headers: { authorization: `Bearer ${u.accessToken}` },
    });
    return ((await res.json()) as { data: { no_of_result: number }[] }).data.map((d) => d.no_of_result);
  }
});

test('free user: locked sample top post and the Plans modal with one card per plan', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-locks');
  await signIn(page, user);
  const plans = (await (await request.get('/api/plan/list', { headers: { authorization: `Bearer ${user.accessToken}` } })).json()) as {
    name: string;
  }[];
  expect(plans.length).toBeGreaterThan(1);

  await page.goto('/subreddit-free-analysis-results?q=marketing');
  await slow(h1(page, 'r/marketing')).toBeVisible();
  const topPosts = page.getByRole('region', { name: 'Top posts' });
  await expect(topPosts.getByText('Unlock Pro to see more')).toBeVisible();
  // The sample behind the lock is neither readable by assistive technology nor focusable.
  await expect(topPosts.getByRole('heading', { level: 3 })).toHaveCount(0);

  await topPosts.getByRole('link', { name: 'Get a Detailed Analysis with PRO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Premium Features' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You've attempted to access a Pro feature. Select the plan that suits you best.");
  await expect(dialog.getByRole('article')).toHaveCount(plans.length);
  for (const plan of plans) await expect(dialog.getByRole('heading', { name: plan.name, exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Choosing a plan starts its purchase: the (local test) checkout.
  await topPosts.getByRole('link', { name: 'Get a Detailed Analysis with PRO' }).click();
  await dialog.getByRole('button', { name: 'Get Pro' }).click();
  // Every plan change is confirmed first (decision 022).
  await page.getByRole('dialog', { name: 'Get Pro?' }).getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/plan\/local-checkout\//);
  await expect(page.getByText('Test checkout.')).toBeVisible();

  // The same lock on the free post analysis.
  await page.goto(`/post-free-analysis-results?url=${encodeURIComponent(SNAPSHOT_POST_URL)}`);
  await slow(h1(page, POST_TITLE)).toBeVisible();
  await page.getByRole('link', { name: 'Get a Detailed Analysis with PRO' }).click();
  await expect(dialog.getByRole('article')).toHaveCount(plans.length);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
});

test('no credits left: "Give me more info" refuses, and a paid page opened directly shows the toast and lands on /advanced-analysis', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'e2e-broke');
  const spent = await redditApi(request, user).spendAllCredits();
  expect(spent).toBe(10);
  await signIn(page, user);

  await page.goto('/subreddit-free-analysis-results?q=marketing');
  await slow(h1(page, 'r/marketing')).toBeVisible();
  expect(await creditsShown(page)).toEqual({ available: 0, total: 10 });
  await page.getByRole('button', { name: 'Give me more info' }).click();
  await expect(page.getByText(NOT_ENOUGH_CREDITS)).toBeVisible();
  await expect(page).toHaveURL(/\/subreddit-free-analysis-results\?q=marketing$/);

  for (const path of [
    '/advanced-subreddit-paid-analysis-results?q=marketing',
    `/post-paid-analysis-results?url=${encodeURIComponent(SNAPSHOT_POST_URL)}`,
  ]) {
    await page.goto(path);
    await slow(page.getByText(NOT_ENOUGH_CREDITS)).toBeVisible();
    await expect(page).toHaveURL(/\/advanced-analysis$/);
    await expect(h1(page, 'Find relevant subreddits for you')).toBeVisible();
  }
  expect((await redditApi(request, user).credits()).availableCredits).toBe(0);
});
