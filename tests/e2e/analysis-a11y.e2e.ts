import { expect, test, type Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  SNAPSHOT_POST_URL,
  createUser,
  redditApi,
  saveScreenshot,
  seriousViolations,
  signIn,
  type E2eUser,
} from './analysis-support';

/**
 * Every analysis screen against the production build and the bundled data: an axe-core scan with
 * no serious or critical violations, at desktop (1440×900) and phone (390×844) widths, and a
 * full-page screenshot of each in test-results/screenshots/<screen>-<desktop|phone>.png.
 *
 * One user for the whole file (two paid screens spend two of its ten credits); each screen is
 * loaded once at desktop width and then narrowed to phone width, so a paid page costs one credit.
 */

let user: E2eUser;

// A viewer away from UTC, so the local-time hints (best time, heatmap) are drawn too.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test.beforeAll(async ({ request }) => {
  user = await createUser(request, 'e2e-a11y', 'Avery Accessible');
  const api = redditApi(request, user);
  // History for /home and /analysis-history: more than one page, so the pagination is scanned too.
  for (const keyword of [
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
  ]) {
    await api.searchSubreddits(keyword);
  }
  await api.analysePost(SNAPSHOT_POST_URL);
});

test.beforeEach(async ({ page }) => {
  await signIn(page, user);
});

interface Screen {
  name: string;
  path: string;
  /** Waits until the screen shows its data (not a skeleton). */
  ready: (page: Page) => Promise<void>;
}

/** Data screens wait on the server's analysis; a loaded CI machine may take a while. */
const slow = expect.configure({ timeout: 20_000 });
const h1 = (page: Page, name: string | RegExp) => slow(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/home',
    ready: async (page) => {
      await h1(page, 'Hello Avery');
      await slow(page.getByRole('table', { name: 'Your 10 most recent searches' })).toBeVisible();
    },
  },
  { name: 'analyze-subreddit', path: '/analyze-subreddit', ready: (page) => h1(page, 'Find relevant subreddits and posts for you') },
  { name: 'advanced-analysis', path: '/advanced-analysis', ready: (page) => h1(page, 'Find relevant subreddits for you') },
  {
    name: 'paid-analyze-post',
    path: '/paid-analyze-post',
    ready: async (page) => {
      await h1(page, 'Find relevant subreddits for you');
      await expect(page.getByRole('button', { name: 'Reddit URL' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'search-results',
    path: '/subreddit-search-results?q=marketing',
    ready: async (page) => {
      await h1(page, 'Best Subreddits for marketing');
      await slow(page.getByText(/^Identified \d+ relevant subreddits?$/)).toBeVisible();
    },
  },
  {
    name: 'subreddit-free',
    path: '/subreddit-free-analysis-results?q=marketing',
    ready: async (page) => {
      await h1(page, 'r/marketing');
      await expect(page.getByText('Unlock Pro to see more')).toBeVisible();
    },
  },
  {
    name: 'subreddit-paid',
    path: '/advanced-subreddit-paid-analysis-results?q=marketing',
    ready: async (page) => {
      await h1(page, 'r/marketing');
      await expect(page.getByRole('button', { name: 'Download JSON' })).toBeVisible();
    },
  },
  {
    name: 'post-free',
    path: `/post-free-analysis-results?url=${encodeURIComponent(SNAPSHOT_POST_URL)}`,
    ready: async (page) => {
      await slow(page.getByRole('button', { name: 'Give me more info' })).toBeVisible();
      await expect(page.getByText('Unlock Pro to see more')).toBeVisible();
    },
  },
  {
    name: 'post-paid',
    path: `/post-paid-analysis-results?url=${encodeURIComponent(SNAPSHOT_POST_URL)}`,
    ready: async (page) => {
      await slow(page.getByRole('heading', { name: 'Top comments' })).toBeVisible();
    },
  },
  {
    name: 'analysis-history',
    path: '/analysis-history',
    ready: async (page) => {
      await h1(page, 'Analysis history');
      await slow(page.getByRole('table', { name: 'Analysis history, page 1 of 2' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    },
  },
];

/** Lets layout settle: fonts loaded, no pending animation frame, no toast left over. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
}

async function scanAndShoot(page: Page, name: string, width: 'desktop' | 'phone', { fullPage = true } = {}) {
  await settle(page);
  const violations = await seriousViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${name}-${width}`, { fullPage });
  expect.soft(violations, `${name} at ${width} width: serious or critical axe violations`).toEqual([]);
  // Nothing may stick out sideways at any width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${name} at ${width} width: horizontal overflow in px`).toBeLessThanOrEqual(0);
}

for (const screen of SCREENS) {
  test(`${screen.name}: no serious axe violations; desktop and phone screenshots`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(screen.path);
    await screen.ready(page);
    await scanAndShoot(page, screen.name, 'desktop');

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await screen.ready(page);
    await scanAndShoot(page, screen.name, 'phone');
  });
}

test('plans modal (free user reaching for a Pro feature): no serious axe violations; screenshots', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/subreddit-free-analysis-results?q=marketing');
  await h1(page, 'r/marketing');
  await page.getByRole('link', { name: 'Get a Detailed Analysis with PRO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlock Premium Features' });
  await slow(dialog.getByRole('article').first()).toBeVisible();
  // The dialog covers the viewport; a full-page shot would show the page below it instead.
  await scanAndShoot(page, 'plans-modal', 'desktop', { fullPage: false });
  await page.setViewportSize(PHONE);
  await expect(dialog).toBeVisible();
  await scanAndShoot(page, 'plans-modal', 'phone', { fullPage: false });
});
