import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support';

/** Communities with posts in the bundled snapshot (r/marketing left out, for the tests that open it), more than a free account has credits. */
const SNAPSHOT_COMMUNITIES = [
  'advertising',
  'seo',
  'entrepreneur',
  'business',
  'design',
  'coffee',
  'cooking',
  'books',
  'cars',
  'apple',
  'android',
  'bitcoin',
  'economics',
  'etsy',
  'freelance',
  'frugal',
  'gaming',
  'history',
  'investing',
  'javascript',
  'jobs',
  'movies',
  'music',
];

/**
 * Helpers of the analysis end-to-end suites: users made through the real auth API, signed in the
 * way the app keeps its session (localStorage 'auth-storage' = { accessToken, refreshToken }), the
 * analysis API called with the bearer token to set state up quickly, the axe scan and screenshots.
 */

/** A post of the bundled snapshot (r/advertising, August 2013): the post analysis finds it offline. */
export const SNAPSHOT_POST_URL = 'https://www.reddit.com/r/advertising/comments/1ckv65/';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface E2eUser {
  name: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers a fresh Basic-plan user (10 credits) through POST /api/auth/register and logs in through /api/auth/login. */
export async function createUser(request: APIRequestContext, tag: string, name = 'Morgan Marketer'): Promise<E2eUser> {
  const email = uniqueEmail(tag);
  const password = 'e2e-password-1';
  const reg = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(reg.status(), await reg.text()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { accessToken: string; refreshToken: string; user: { availableCredits: number } };
  expect(body.user.availableCredits).toBe(10);
  return { name, email, password, accessToken: body.accessToken, refreshToken: body.refreshToken };
}

/**
 * Signs the page in as `user`: before any of the app's scripts run, the tokens go where the app
 * keeps them. Only when no session is stored yet, so the app's own token rotation and logout win.
 */
export async function signIn(page: Page, user: E2eUser): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    ['auth-storage', JSON.stringify({ accessToken: user.accessToken, refreshToken: user.refreshToken })] as const,
  );
}

/** The analysis API (under /api/reddit) with the user's bearer token. */
export function redditApi(request: APIRequestContext, user: E2eUser) {
  const call = async (endpoint: string, data: unknown) => {
    const res = await request.post(`/api/reddit/${endpoint}`, { data, headers: { authorization: `Bearer ${user.accessToken}` } });
    return res;
  };
  const ok = async (endpoint: string, data: unknown) => {
    const res = await call(endpoint, data);
    expect(res.status(), `${endpoint}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  return {
    call,
    searchSubreddits: (keyword: string) => ok('search-subreddit', { subreddit: keyword }) as Promise<{ name: string }[]>,
    analysePost: (url: string) => ok('subreddit-post', { url }),
    paidSubreddit: (name: string) => ok('paid-subreddit-about', { subreddit: name }),
    /**
     * Spends every credit left with paid analyses, one community each (reopening a community already
     * paid for within 24 hours is free); returns how many were spent.
     */
    async spendAllCredits(): Promise<number> {
      let spent = 0;
      for (const name of SNAPSHOT_COMMUNITIES) {
        const res = await call('paid-subreddit-about', { subreddit: name });
        if (res.status() === 402) return spent;
        expect(res.status(), await res.text()).toBe(200);
        spent += 1;
      }
      throw new Error('credits never ran out');
    },
    async credits(): Promise<{ availableCredits: number; totalCredits: number }> {
      const res = await request.get('/api/users/profile', { headers: { authorization: `Bearer ${user.accessToken}` } });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { user: { availableCredits: number; totalCredits: number } }).user;
    },
  };
}

/** The credits shown in the header's user menu ('9 / 10'), read by opening and closing the menu. */
export async function creditsShown(page: Page): Promise<{ available: number; total: number }> {
  const button = page.getByRole('button', { name: /^Account menu for / });
  await button.click();
  const item = page.getByRole('menuitem', { name: /^Credits: \d+ out of \d+$/ });
  await expect(item).toBeVisible();
  const label = (await item.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
  const [, available, total] = /Credits: (\d+) out of (\d+)/.exec(label)!;
  return { available: Number(available), total: Number(total) };
}

/** Serious and critical axe violations (WCAG 2.x A/AA and best practices) of what the page shows now. */
export async function seriousViolations(page: Page, configure?: (b: AxeBuilder) => AxeBuilder) {
  // Only violations are needed: axe then skips collecting the details of every passing node.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] });
  if (configure) builder = configure(builder);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
}

/**
 * Saves a full-page screenshot as {outputDir}/screenshots/{name}.png (test-results/screenshots in
 * the project's config). Outside the per-test folders, so Playwright keeps it after a passing run.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  const dir = path.join(test.info().project.outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled', caret: 'hide' });
  return file;
}
