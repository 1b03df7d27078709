import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { createUser, signIn, SNAPSHOT_POST_URL } from './analysis-support';
import { buyPro } from './support';

/**
 * Every route of the product signed in, on the embedded default (no external service configured),
 * as a free (Basic) user and as a Pro user: each screen settles with no console error and no failed
 * request (a 4xx/5xx answer or a request that never got one), except the ones listed in EXPECTED,
 * which a screen makes on purpose.
 */

const q = (path: string, key: string, value: string) => `${path}?${key}=${encodeURIComponent(value)}`;

/** The routes of the signed-in layout, plus the guarded screens outside it. Header title each lands on. */
const ROUTES: [path: string, title: string][] = [
  ['/home', 'Home'],
  ['/analyze-subreddit', 'Analyze Subreddit / Post'],
  [q('/subreddit-search-results', 'q', 'marketing'), 'Subreddit search results'],
  [q('/subreddit-free-analysis-results', 'q', 'marketing'), 'Subreddit analysis'],
  ['/analysis-history', 'Analysis history'],
  ['/profile?tab=Tabs1', 'Profile'],
  ['/profile?tab=Tabs2', 'Profile'],
  ['/profile?tab=Tabs3', 'Profile'],
  ['/profile?tab=Tabs4', 'Profile'],
  ['/generated-post-ideas', 'Post Ideas'],
  ['/analyze-post', 'Analyze Subreddit / Post'],
  [q('/post-free-analysis-results', 'url', SNAPSHOT_POST_URL), 'Post analysis'],
  ['/plans', 'Plans'],
  ['/ai-post-generator-results', 'AI post generator'],
  ['/generate-comments-responses', 'Generate first comments'],
  ['/advanced-analysis', 'Advanced Analysis'],
  [q('/advanced-subreddit-search-results', 'q', 'marketing'), 'Advanced subreddit search results'],
  [q('/advanced-subreddit-paid-analysis-results', 'q', 'marketing'), 'Advanced subreddit analysis'],
  ['/paid-analyze-post', 'Advanced Analysis'],
  [q('/post-paid-analysis-results', 'url', SNAPSHOT_POST_URL), 'Advanced post analysis'],
  ['/saved-ideas', 'Saved Ideas'],
  ['/trends-reports', 'Trends & Reports'],
  ['/templates', 'Post Templates'],
];

/**
 * Failed requests a screen makes on purpose, as "METHOD /api/path STATUS": none so far. (A paid
 * page refused for want of credits would be one; both users here have credits.)
 */
const EXPECTED: readonly string[] = [];

interface Problems {
  console: string[];
  requests: string[];
}

function watch(page: Page): Problems {
  const problems: Problems = { console: [], requests: [] };
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.console.push(`${page.url()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.console.push(`${page.url()}: uncaught ${err.message}`));
  page.on('requestfailed', (req: Request) => {
    // A request the page itself abandoned (navigation away, an aborted query) is not a failure.
    if (req.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.requests.push(`${req.method()} ${new URL(req.url()).pathname} ${req.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (res: Response) => {
    if (res.status() < 400) return;
    const line = `${res.request().method()} ${new URL(res.url()).pathname} ${res.status()}`;
    if (!EXPECTED.includes(line)) problems.requests.push(`${line} (on ${page.url()})`);
  });
  return problems;
}

async function walk(page: Page) {
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page.getByTestId('page-title'), path).toHaveText(title);
    await page.waitForLoadState('networkidle');
    // Anything in flight after the first idle (a follow-up query, a profile reload) settles too.
    await page.waitForTimeout(150);
    await page.waitForLoadState('networkidle');
  }
  // The guarded screens outside the layout.
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/auth-required');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('every route signed in as a free user: no console error, no failed request', async ({ page, request }) => {
  test.setTimeout(120_000);
  const user = await createUser(request, 'e2e-walk-free');
  await signIn(page, user);
  const problems = watch(page);
  await walk(page);
  expect(problems).toEqual({ console: [], requests: [] });
});

test('every route signed in as a Pro user: no console error, no failed request', async ({ page, request }) => {
  test.setTimeout(150_000);
  const user = await createUser(request, 'e2e-walk-pro');
  await signIn(page, user);
  await buyPro(page);
  const problems = watch(page);
  await walk(page);
  expect(problems).toEqual({ console: [], requests: [] });
});
