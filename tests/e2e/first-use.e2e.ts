import { expect, test, type Page } from '@playwright/test';
import { createUser, PHONE, redditApi, signIn } from './analysis-support';

/**
 * First-use polish against the production build and the real server: running out of credits on the
 * comments screen keeps the post and its comments (issue 15), and on a phone the toasts stay few and
 * clear of the header's controls.
 */

const NOT_ENOUGH = "You don't have enough credits to use this feature";

async function generatePost(page: Page) {
  await page.goto('/ai-post-generator-results');
  await expect(page.getByRole('heading', { level: 1, name: 'What content will you create today?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search query' }).fill('email newsletter growth');
  await page.getByRole('combobox', { name: 'Subreddit' }).click();
  await page.getByRole('option', { name: 'r/marketing' }).click();
  await page.getByRole('combobox', { name: 'Template' }).selectOption('Success story');
  await page.getByRole('combobox', { name: 'Writing style' }).selectOption('Friendly');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Posts generated successfully').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Generating Your Content...' })).toBeHidden();
}

test('out of credits on the comments screen: the post and its comments are kept, with the way to credits', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await createUser(request, 'e2e-kept-work');
  await signIn(page, user);
  await generatePost(page);
  const first = page.getByRole('region', { name: 'Your posts' }).getByRole('article').first();
  const postTitle = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  await first.getByRole('button', { name: 'Generate first comments' }).click();
  await expect(page).toHaveURL(/\/generate-comments-responses$/);
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  const comments = await page.getByRole('tabpanel').locator('.gen-comment__response').allTextContents();

  // Every credit left goes elsewhere (another tab, the API): this screen still thinks it has some.
  expect(await redditApi(request, user).spendAllCredits()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Generate more comments' }).click();

  await expect(page.getByText(NOT_ENOUGH).first()).toBeVisible();
  await expect(page).toHaveURL(/\/ai-post-generator-results$/);
  const plans = page.getByRole('dialog', { name: 'Unlock Premium Features' });
  await expect(plans).toBeVisible();
  await plans.getByRole('button', { name: 'Not now' }).click();
  const kept = page.getByRole('region', { name: 'Your post' });
  await expect(kept.getByRole('heading', { level: 3, name: postTitle })).toBeVisible();
  await expect(kept.getByText(`Your ${comments.length} first comments for this post are kept`, { exact: false })).toBeVisible();

  // Back to the comments: the same ones, and no call (there is no credit to spend).
  await kept.getByRole('button', { name: 'Generate first comments' }).click();
  await expect(page).toHaveURL(/\/generate-comments-responses$/);
  await expect(page.getByRole('heading', { level: 2, name: postTitle })).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('.gen-comment__response')).toHaveText(comments);
});

test('on a phone, toasts stay at most three and clear of the header controls', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-toasts-phone');
  await signIn(page, user);
  await page.setViewportSize(PHONE);
  await page.goto('/ai-post-generator-results');
  const samples = page.getByRole('region', { name: 'Sample post ideas' }).getByRole('article');
  await expect(samples).toHaveCount(4);
  // A burst: five copies in a row (each raises a toast, whether the clipboard allows it or not).
  for (let i = 0; i < 5; i++)
    await samples
      .nth(i % 4)
      .getByRole('button', { name: 'Copy' })
      .click();

  const toasts = page.locator('.app-toast');
  await expect(toasts.first()).toBeVisible();
  expect(await toasts.count()).toBeLessThanOrEqual(3);
  const controls = [page.getByRole('button', { name: /^(Open|Close) menu$/ }), page.getByRole('button', { name: /^Account menu for / })];
  const header = (await page.locator('.app-header').boundingBox())!;
  // The toasts' boxes read in one go: a toast read apart from the others can close in between (its
  // timer runs; seen under load), and a closed toast has no box to compare.
  const toastBoxes = await toasts.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  expect(toastBoxes.length).toBeGreaterThanOrEqual(1);
  expect(toastBoxes[0]!.y).toBeGreaterThanOrEqual(header.y + header.height);
  for (const control of controls) {
    const c = (await control.boundingBox())!;
    for (const b of toastBoxes) {
      const overlaps = b.x < c.x + c.width && c.x < b.x + b.width && b.y < c.y + c.height && c.y < b.y + b.height;
      expect(overlaps, `a toast covers ${await control.getAttribute('aria-label')}`).toBe(false);
    }
    // And the control still takes a click while the toasts show.
    await expect(control).toBeVisible();
  }
});
