import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { PHONE, saveScreenshot, seriousViolations } from './analysis-support';
import { uniqueEmail } from './support';

/**
 * Saved ideas against the production build and the real server (issue 5): create folders in the
 * UI, save a post and a comment (through the API with the user's token; the generator screens that
 * offer save-to-folder are separate), filter by folder, switch tabs, export CSV and plain text
 * (the downloaded files read back), delete with the confirmation.
 */

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

async function signUp(request: APIRequestContext): Promise<Tokens & { email: string }> {
  const email = uniqueEmail('e2e-saved');
  const password = 'saved-ideas-pass-1';
  const reg = await request.post('/api/auth/register', { data: { name: 'Sam Saver', email, password } });
  expect(reg.status(), await reg.text()).toBeLessThan(300);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken, refreshToken } = (await login.json()) as Tokens;
  return { email, accessToken, refreshToken };
}

/** Signs the browser in with `tokens` (the session keeps only the two tokens, under auth-storage). */
async function useSession(page: Page, tokens: Tokens) {
  await page.goto('/login');
  await page.evaluate((t) => localStorage.setItem('auth-storage', JSON.stringify(t)), {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  });
}

/** When the first post was generated (noon UTC: the same calendar day in any browser zone). */
const GENERATED_AT = '2026-01-15T12:00:00.000Z';
/** A save time as the server records it: ISO 8601 in UTC. */
const ISO_UTC = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

const tricky = {
  title: '=1+1 "Launch", day',
  body: 'Line one, with a comma\nLine two: "quoted" 🚀 — Zürich',
  callToAction: '@team tell us yours',
  hashTags: ['#growth', '#café'],
  flairs: ['Case study'],
};
const second = {
  title: 'Evergreen checklist',
  body: 'Ten steps that always work.',
  callToAction: 'Bookmark this',
  hashTags: [],
  flairs: ['Guide'],
};
const comment = { title: 'Friendly reply', response: 'Great write-up, thanks!\nSaving this 👍' };

test('folders, filter, tabs, export in both formats and delete', async ({ page, request }) => {
  const tokens = await signUp(request);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  await useSession(page, tokens);

  await page.goto('/saved-ideas');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Ideas' })).toBeVisible();
  await expect(page.getByText('No ideas saved yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try AI post generator' })).toHaveAttribute('href', '/ai-post-generator-results');
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();

  // Two folders created in the UI; the create button waits for a valid name.
  for (const name of ['Launch ideas', 'Replies']) {
    await page.getByRole('button', { name: 'Create new folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Creating new folder' });
    const create = dialog.getByRole('button', { name: 'Create folder' });
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill('   ');
    await expect(dialog.getByText('Folder name cannot be empty or spaces only')).toBeVisible();
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Folder name' }).fill(name);
    await create.click();
    await expect(page.getByText('Folder created successfully').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const chips = page.getByRole('group', { name: 'Filter by folder' });
  await expect(chips.getByRole('button')).toHaveText(['All folders', 'Launch ideas', 'Replies']);

  // A duplicate name (any case) is refused with the server's message.
  await page.getByRole('button', { name: 'Create new folder' }).click();
  const dup = page.getByRole('dialog', { name: 'Creating new folder' });
  await dup.getByRole('textbox', { name: 'Folder name' }).fill('launch IDEAS');
  await dup.getByRole('button', { name: 'Create folder' }).click();
  await expect(dup.getByRole('alert')).toHaveText('You already have a folder with this name');
  await dup.getByRole('button', { name: 'Cancel' }).click();

  // Save a post into each folder and a comment, through the API with the user's token.
  const folders = (
    (await (await request.get('/api/folder/get-folder', { headers: auth })).json()) as { folder: { _id: string; name: string }[] }
  ).folder;
  const id = (name: string) => folders.find((f) => f.name === name)!._id;
  for (const [path, data] of [
    ['posts/create', { ...tricky, folderId: id('Launch ideas'), subreddit: 'r/startups', generatedAt: GENERATED_AT }],
    ['posts/create', { ...second, folderId: id('Replies') }],
    ['comments/create', { ...comment, folderId: id('Replies'), type: 'friendly', subreddit: 'SaaS' }],
  ] as const) {
    const res = await request.post(`/api/${path}`, { headers: auth, data });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.reload();
  const titles = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(2);
  await expect(page.getByRole('article', { name: tricky.title })).toBeVisible();
  await expect(page.getByRole('article', { name: second.title })).toBeVisible();
  const launchCard = page.getByRole('article', { name: tricky.title });
  await expect(launchCard.getByText('Case study')).toBeVisible();
  await expect(launchCard.getByText('@team tell us yours')).toBeVisible();
  await expect(launchCard.getByText('#café')).toBeVisible();
  // The community it was written for and its dates (decision 037); the other post has no community.
  await expect(launchCard.getByText(/^r\/startups · Saved \w+ \d+, \d{4} · Generated January 15, 2026$/)).toBeVisible();
  await expect(page.getByRole('article', { name: second.title }).getByText(/^Saved \w+ \d+, \d{4}$/)).toBeVisible();

  // Filter by folder.
  await chips.getByRole('button', { name: 'Replies' }).click();
  await expect(titles).toHaveText([second.title]);
  await chips.getByRole('button', { name: 'Launch ideas' }).click();
  await expect(titles).toHaveText([tricky.title]);

  // Export the filtered posts as CSV: the file parses back, formula neutralised, text intact.
  await page.getByRole('button', { name: 'Export' }).click();
  let dialog = page.getByRole('dialog', { name: 'Export saved ideas' });
  await expect(dialog.getByRole('radio', { name: /^CSV/ })).toBeChecked();
  let download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download report' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe('saved_posts.csv');
  let bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(parse(bytes.toString('utf8'), { bom: true, record_delimiter: '\r\n' })).toEqual([
    ['Title', 'Body', 'Call To Action', 'Hashtags', 'flairs', 'Subreddit', 'Saved At', 'Generated At'],
    [`'${tricky.title}`, tricky.body, `'${tricky.callToAction}`, '#growth,#café', 'Case study', 'r/startups', ISO_UTC, GENERATED_AT],
  ]);

  // The same posts as plain text.
  await page.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export saved ideas' });
  await dialog.getByRole('radio', { name: /Plain text/ }).check();
  download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download report' }).click();
  file = await download;
  expect(file.suggestedFilename()).toBe('saved_posts.txt');
  const txt = readFileSync((await file.path())!, 'utf8');
  const savedAt = /^Saved: (.+)$/m.exec(txt)?.[1];
  expect(savedAt).toEqual(ISO_UTC);
  expect(txt).toContain(
    `Post 1\nSubreddit: r/startups\nSaved: ${savedAt}\nGenerated: ${GENERATED_AT}\nTitle: ${tricky.title}\nBody:\n${tricky.body}\nCall To Action: ${tricky.callToAction}\nHashtags: #growth,#café\nFlairs: Case study`,
  );
  expect(txt).not.toContain(second.title);

  // Comments tab: the folder filter is cleared and the comments load.
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(chips.getByRole('button', { name: 'All folders' })).toHaveAttribute('aria-pressed', 'true');
  await expect(titles).toHaveText([comment.title]);
  await expect(page.getByRole('article', { name: comment.title })).toContainText('Saving this 👍');

  await page.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export saved ideas' });
  download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download report' }).click();
  file = await download;
  expect(file.suggestedFilename()).toBe('saved_comments.csv');
  bytes = readFileSync((await file.path())!);
  expect(parse(bytes.toString('utf8'), { bom: true, record_delimiter: '\r\n' })).toEqual([
    ['Title', 'Response', 'Subreddit', 'Saved At', 'Generated At'],
    [comment.title, comment.response, 'r/SaaS', ISO_UTC, ''],
  ]);

  await page.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export saved ideas' });
  await dialog.getByRole('radio', { name: /Plain text/ }).check();
  download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download report' }).click();
  file = await download;
  expect(file.suggestedFilename()).toBe('saved_comments.txt');
  const commentsTxt = readFileSync((await file.path())!, 'utf8');
  const commentSavedAt = /^Saved: (.+)$/m.exec(commentsTxt)?.[1];
  expect(commentSavedAt).toEqual(ISO_UTC);
  expect(commentsTxt).toBe(
    `Saved comments (1)\n==================\n\nComment 1\nSubreddit: r/SaaS\nSaved: ${commentSavedAt}\nTitle: ${comment.title}\nResponse:\n${comment.response}\n`,
  );

  // Delete the comment: asked first, then gone, here and on the server.
  await page
    .getByRole('article', { name: comment.title })
    .getByRole('button', { name: /^Delete comment/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete saved comment' });
  await expect(confirm).toContainText('Are you sure you want to delete this comment from your saved ideas?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted successfully')).toBeVisible();
  await expect(page.getByText('No ideas saved yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();

  // And a post, back on the Posts tab.
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(titles).toHaveCount(2);
  await page
    .getByRole('article', { name: second.title })
    .getByRole('button', { name: /^Delete post/ })
    .click();
  const confirmPost = page.getByRole('dialog', { name: 'Delete saved post' });
  await expect(confirmPost).toContainText('Are you sure you want to delete this post from your saved ideas?');
  await confirmPost.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Post deleted successfully')).toBeVisible();
  await expect(titles).toHaveText([tricky.title]);

  const left = await request.post('/api/saved-item/list', { headers: auth, data: { folderId: null, type: 'post' } });
  expect(((await left.json()) as { savedItems: { post: { title: string } }[] }).savedItems.map((i) => i.post.title)).toEqual([
    tricky.title,
  ]);
  const comments = await request.post('/api/saved-item/list', { headers: auth, data: { folderId: null, type: 'comment' } });
  expect(((await comments.json()) as { savedItems: unknown[] }).savedItems).toEqual([]);
});

test('Generate first comments carries the saved post to the comments screen', async ({ page, request }) => {
  const tokens = await signUp(request);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const created = await request.post('/api/folder/create-folder', { headers: auth, data: { name: 'Ideas' } });
  expect(created.status()).toBe(201);
  const { folder } = (await created.json()) as { folder: { _id: string } };
  expect((await request.post('/api/posts/create', { headers: auth, data: { ...second, folderId: folder._id } })).status()).toBe(201);

  await useSession(page, tokens);
  await page.goto('/saved-ideas');
  await page.getByRole('article', { name: second.title }).getByRole('button', { name: 'Generate first comments' }).click();
  await expect(page).toHaveURL(/\/generate-comments-responses$/);
  const state = await page.evaluate(() => (history.state as { post?: { title?: string } } | null)?.post?.title);
  expect(state).toBe(second.title);
});

test('saved ideas with a long post, the export dialog and delete confirmation: no serious accessibility issues, and it fits a phone', async ({
  page,
  request,
}) => {
  const tokens = await signUp(request);
  const auth = { authorization: `Bearer ${tokens.accessToken}` };
  const created = await request.post('/api/folder/create-folder', { headers: auth, data: { name: 'Long reads' } });
  const { folder } = (await created.json()) as { folder: { _id: string } };
  const long = {
    ...second,
    title: 'A step-by-step guide to onboarding emails',
    body: `Most advice is a list of *tactics*.\n\n**The process**\n\n${Array.from({ length: 6 }, (_, i) => `${i + 1}. **Step ${i + 1}.** Do the thing properly, then measure it.`).join('\n')}`,
  };
  for (const data of [long, tricky])
    expect((await request.post('/api/posts/create', { headers: auth, data: { ...data, folderId: folder._id } })).status()).toBe(201);
  expect(
    (await request.post('/api/comments/create', { headers: auth, data: { ...comment, folderId: folder._id, type: 'friendly' } })).status(),
  ).toBe(201);

  await useSession(page, tokens);
  await page.goto('/saved-ideas');
  const card = page.getByRole('article', { name: long.title });
  // The markdown reads as formatted text: a numbered list, no asterisks.
  await expect(card.locator('ol > li')).toHaveCount(6);
  await expect(card).not.toContainText('**');
  await expect(card.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('dialog', { name: 'Export saved ideas' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByRole('article', { name: comment.title })).toBeVisible();
  await page.getByRole('button', { name: `Delete comment: ${comment.title}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this comment from your saved ideas?');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Posts' }).click();
  await expect(card).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, '/saved-ideas scrolls sideways on a phone').toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'saved-ideas-phone');
});
