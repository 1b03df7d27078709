import { expect, test, type Page } from '@playwright/test';
import { createUser, creditsShown, PHONE, saveScreenshot, seriousViolations, signIn } from './analysis-support';

/**
 * The generator screens against the production build and the real server (issue 6): generate posts
 * for a subreddit with the built-in (rule-based) engine, generate first comments, switch tone,
 * generate more, save a post and a comment to a new folder and find both in Saved Ideas.
 */

const NOTE =
  "Written by our built-in writer from r/marketing's data — no AI model is connected (an administrator can connect one: README, “Connecting an AI model”)";

async function generatePosts(page: Page, query: string) {
  await page.goto('/ai-post-generator-results');
  await expect(page.getByRole('heading', { level: 1, name: 'What content will you create today?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sample post ideas' }).getByRole('article')).toHaveCount(4);
  const create = page.getByRole('button', { name: 'Create Post' });
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: 'Search query' }).fill(query);
  await page.getByRole('combobox', { name: 'Subreddit' }).click();
  await page.getByRole('option', { name: 'r/marketing' }).click();
  await page.getByRole('combobox', { name: 'Template' }).selectOption('Success story');
  await page.getByRole('combobox', { name: 'Writing style' }).selectOption('Friendly');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Posts generated successfully').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Generating Your Content...' })).toBeHidden();
}

const results = (page: Page) => page.getByRole('region', { name: 'Your posts' }).getByRole('article');

test('generate posts and first comments, switch tone, generate more, save both to a new folder and find them in Saved Ideas', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'e2e-generator', 'Gina Generator');
  await signIn(page, user);
  // What the server charged for each generation (a call that brought nothing new is given back: decision 019).
  const charges: string[] = [];
  page.on('response', (r) => {
    if (/\/api\/reddit\/generate-(?:post|comments)$/.test(new URL(r.url()).pathname) && r.status() === 200)
      charges.push(r.headers()['x-credits-charged'] ?? 'missing');
  });

  // Posts for r/marketing, written by the built-in engine, which says so.
  await generatePosts(page, 'email newsletter growth');
  await expect(page.getByRole('region', { name: 'Sample post ideas' })).toBeHidden();
  const posts = results(page);
  const firstBatch = await posts.count();
  expect(firstBatch).toBeGreaterThan(0);
  const first = posts.first();
  const postTitle = (await first.getByRole('heading', { level: 3 }).textContent())!.trim();
  expect(postTitle.length).toBeGreaterThan(5);
  await expect(first.getByText(NOTE)).toBeVisible();
  await expect(first.getByText('Call to action')).toBeVisible();
  await expect(first.getByText('r/marketing', { exact: true })).toBeVisible();
  await first.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'generator-results-desktop', { fullPage: false });
  // The profile was reloaded: one credit of ten spent.
  expect(await creditsShown(page)).toEqual({ available: 9, total: 10 });

  // Generate more posts: a new batch appended under the first, which stays.
  const before = await posts.getByRole('heading', { level: 3 }).allTextContents();
  expect(new Set(before).size).toBe(before.length);
  await page.getByRole('button', { name: 'Generate more posts' }).click();
  await expect.poll(() => posts.count()).toBeGreaterThan(firstBatch);
  await expect(page.getByRole('dialog', { name: 'Generating Your Content...' })).toBeHidden();
  const after = await posts.getByRole('heading', { level: 3 }).allTextContents();
  expect(after.slice(0, firstBatch)).toEqual(before);
  const added = after.slice(firstBatch);
  expect(new Set(added).size).toBe(added.length);
  // The server remembers what this user was given: the new batch brings titles they do not have yet.
  expect(added.filter((title) => before.includes(title))).toEqual([]);
  const bodies = await posts.locator('.gen-post__body').allTextContents();
  expect(bodies.slice(firstBatch)).not.toEqual(bodies.slice(0, firstBatch));

  // Save the first post into a folder created from the modal.
  await first.getByRole('button', { name: 'Save to folder' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save to folder' });
  await expect(saveDialog).toBeVisible();
  await expect(saveDialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await saveDialog.getByRole('button', { name: 'Create new folder' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Creating new folder' });
  await createDialog.getByRole('textbox', { name: 'Folder name' }).fill('Launch week');
  await createDialog.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByText('Folder created successfully').first()).toBeVisible();
  await expect(saveDialog.getByRole('radio', { name: 'Launch week' })).toBeChecked();
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Post saved successfully').first()).toBeVisible();
  await expect(saveDialog).toBeHidden();

  // First comments for that post: Friendly on entry.
  await first.getByRole('button', { name: 'Generate first comments' }).click();
  await expect(page).toHaveURL(/\/generate-comments-responses$/);
  await expect(page.getByRole('heading', { level: 2, name: postTitle })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['Home', 'AI post generator', 'Generate first comments']);
  await expect(page.getByText('Comments generated successfully').first()).toBeVisible();
  const panel = page.getByRole('tabpanel');
  const commentCards = panel.getByRole('article');
  await expect(page.getByRole('tab', { name: 'Friendly' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => commentCards.count()).toBeGreaterThan(0);
  const friendly = await panel.locator('.gen-comment__response').allTextContents();

  // Switch tone: Expert comments replace the Friendly ones.
  await page.getByRole('tab', { name: 'Expert' }).click();
  await expect(page.getByRole('tab', { name: 'Expert' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('status')).toBeHidden();
  await expect.poll(() => commentCards.count()).toBeGreaterThan(0);
  await expect(commentCards.first().getByText('Expert', { exact: true })).toBeVisible();
  const expertCount = await commentCards.count();
  const expert = await panel.locator('.gen-comment__response').allTextContents();
  expect(expert).not.toEqual(friendly);

  await saveScreenshot(page, 'generator-comments-desktop', { fullPage: false });

  // Generate more comments: appended.
  await page.getByRole('button', { name: 'Generate more comments' }).click();
  await expect.poll(() => commentCards.count()).toBeGreaterThan(expertCount);
  const commentTitle = (await commentCards.first().getByRole('heading', { level: 3 }).textContent())!.trim();

  // Save the first comment into the same folder.
  await commentCards.first().getByRole('button', { name: 'Save to folder' }).click();
  const commentDialog = page.getByRole('dialog', { name: 'Save to folder' });
  await commentDialog.getByRole('radio', { name: 'Launch week' }).check();
  await commentDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Comment saved successfully').first()).toBeVisible();

  // Five paid generations (posts, more posts, Friendly, Expert, more comments) of ten credits; the first four always
  // bring something new, and the menu shows what the server charged.
  expect(charges).toHaveLength(5);
  expect(charges.slice(0, 4)).toEqual(['1', '1', '1', '1']);
  const spent = charges.filter((c) => c === '1').length;
  await expect.poll(() => creditsShown(page)).toEqual({ available: 10 - spent, total: 10 });

  // Both are in Saved Ideas.
  await page.goto('/saved-ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Ideas' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: postTitle })).toBeVisible();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('article').filter({ hasText: commentTitle })).toBeVisible();

  // And the server holds them in the folder.
  const folders = await request.get('/api/folder/get-folder', { headers: { authorization: `Bearer ${user.accessToken}` } });
  const folder = ((await folders.json()) as { folder: { _id: string; name: string }[] }).folder.find((f) => f.name === 'Launch week')!;
  for (const [type, text] of [
    ['post', postTitle],
    ['comment', commentTitle],
  ] as const) {
    const list = await request.post('/api/saved-item/list', {
      data: { folderId: folder._id, type },
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    const items = ((await list.json()) as { savedItems: { post?: { title: string }; comment?: { title: string } }[] }).savedItems;
    expect(items.map((i) => (i.post ?? i.comment)!.title)).toEqual([text]);
  }
});

test('without credits the generator refuses before calling, and first comments need a carried post', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-generator-empty');
  await signIn(page, user);
  // Spend all ten credits through the API.
  for (let i = 0; i < 10; i++) {
    const res = await request.post('/api/reddit/generate-post', {
      data: { searchQuery: 'launch', subreddit: 'marketing', template: 'Discussion', writingStyle: 'Brief' },
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto('/generate-comments-responses');
  await expect(page.getByText('Choose a post to comment on first')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the AI post generator' }).click();
  await expect(page).toHaveURL(/\/ai-post-generator-results$/);

  await page.getByRole('textbox', { name: 'Search query' }).fill('launch');
  await page.getByRole('combobox', { name: 'Subreddit' }).fill('startups');
  await expect(page.getByRole('option', { name: 'r/startups' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.getByRole('combobox', { name: 'Template' }).selectOption('Discussion');
  await page.getByRole('combobox', { name: 'Writing style' }).selectOption('Brief');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText("You don't have enough credits to use this feature").first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Generating Your Content...' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Sample post ideas' })).toBeVisible();
});

test('post ideas, the generator and templates: no serious accessibility issues, and they fit a phone', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-generator-a11y');
  await signIn(page, user);

  await page.goto('/generated-post-ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ideas for your communities' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get More Ideas with Pro' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/Written by our built-in writer from r\/\w+'s data — no AI model is connected/).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await generatePosts(page, 'product launch checklist');
  expect(await seriousViolations(page)).toEqual([]);

  // The comments screen, with the carried post opened and comments written.
  await results(page).first().getByRole('button', { name: 'Generate first comments' }).click();
  await expect(page).toHaveURL(/\/generate-comments-responses$/);
  await expect(page.getByRole('button', { name: 'Generate more comments' })).toBeVisible({ timeout: 15_000 });
  await page.getByText('Show the post').click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Templates' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  for (const [path, name] of [
    ['/generated-post-ideas', 'generator-post-ideas-phone'],
    ['/ai-post-generator-results', 'generator-form-phone'],
    ['/templates', 'generator-templates-phone'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    await saveScreenshot(page, name);
  }
});
