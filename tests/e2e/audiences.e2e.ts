import { expect, test } from '@playwright/test';
import { createUser, signIn } from './analysis-support';

/**
 * Audiences against the production build and the real server (issue 26): find communities by
 * keyword, add a pasted list, create the audience, read its overview and a theme's real posts, then
 * 'Write a post about this' opens the generator on the theme and a post is generated.
 */
test('search, audience, theme, generated post', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-audiences', 'Aud Ience');
  await signIn(page, user);

  await page.goto('/audiences?q=small%20business');
  await expect(page.getByRole('heading', { level: 1, name: 'Audiences' })).toBeVisible();
  await expect(page.getByText('No audiences yet')).toBeVisible();
  await page.getByRole('checkbox', { name: /^r\/smallbusiness\b/ }).check();
  await page.getByRole('textbox', { name: 'Audience name' }).fill('Small business owners');
  await page.getByRole('textbox', { name: 'Or paste communities' }).fill('Subreddit,Members\nr/Entrepreneur,48366\nstartups,28696\n');
  await expect(page.getByText('3 communities chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Create audience' }).click();

  await expect(page).toHaveURL(/\/audience\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: 'Small business owners' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Communities' }).getByRole('rowheader');
  await expect(members).toHaveText([/r\/smallbusiness/, /r\/Entrepreneur/, /r\/startups/]);
  await expect(page.getByRole('region', { name: 'Best times across the audience' }).getByRole('listitem').first()).toBeVisible();

  // Questions asked: a theme lists real Reddit posts.
  const themes = page.getByRole('region', { name: 'Themes' });
  await themes.getByRole('combobox', { name: 'Show' }).selectOption('question');
  await expect(page).toHaveURL(/kind=question/);
  const theme = themes.getByTestId('audience-theme').first();
  const audienceUrl = page.url();
  await theme.getByRole('button', { name: 'Show posts' }).click();
  const evidence = theme.getByRole('listitem').first().getByRole('link');
  await expect(evidence).toHaveAttribute('href', /^https:\/\/www\.reddit\.com\/r\/(smallbusiness|Entrepreneur|startups)\/comments\//);

  await theme.getByRole('link', { name: 'Write a post about this' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What content will you create today?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search query' })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Subreddit' })).toHaveValue(/smallbusiness|Entrepreneur|startups/);
  await page.getByRole('combobox', { name: 'Template' }).selectOption('Discussion');
  await page.getByRole('combobox', { name: 'Writing style' }).selectOption('Friendly');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Posts generated successfully').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your posts' }).getByRole('article').first()).toBeVisible();

  // 'Where should this draft go' (decision 033): the generator's placement starts on this audience
  // (by id in ?placeAudience=) and the server ranks the audience's communities.
  await page.goto(audienceUrl);
  await themes.getByTestId('audience-theme').first().getByRole('link', { name: 'Where should this draft go' }).click();
  await expect(page).toHaveURL(/\/ai-post-generator-results\?placeAudience=[0-9a-f-]{36}/);
  await page.getByRole('combobox', { name: 'Subreddit' }).click();
  await page.getByRole('option', { name: 'r/startups' }).click();
  await page.getByRole('combobox', { name: 'Template' }).selectOption('Discussion');
  await page.getByRole('combobox', { name: 'Writing style' }).selectOption('Friendly');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const card = page.getByRole('region', { name: 'Your posts' }).getByRole('article').first();
  await card.getByRole('button', { name: 'Where should it go?' }).click();
  await expect(card.getByRole('combobox', { name: 'Compare' })).toHaveValue(/^audience:[0-9a-f-]{36}$/);
  await expect(card.getByRole('option', { name: 'Audience: Small business owners (3 communities)' })).toBeAttached();
  await card.getByRole('button', { name: 'Rank communities' }).click();
  const ranked = card.getByRole('list', { name: 'Communities, best first' });
  await expect(ranked.locator(':scope > li')).toHaveCount(3);
  await expect(card.getByText('Compared: Small business owners')).toBeVisible();
  await expect(ranked.locator(':scope > li').first()).toContainText(/1\. r\/(smallbusiness|Entrepreneur|startups)/);
});
