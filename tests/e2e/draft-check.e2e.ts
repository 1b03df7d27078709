import { expect, test } from '@playwright/test';
import { createUser, seriousViolations, signIn } from './analysis-support';

/**
 * 'Will it survive?' (issue 16, decision 021) against the production build and the real server on
 * the embedded default (bundled data: no rules, so the check works from r/marketing's norms and
 * says so): a pasted draft with a two-character title and a link to a site no top post uses is
 * flagged twice, each finding explained with the figures it rests on.
 */
test("'Check my own draft' explains both things wrong with a draft, from the community's norms", async ({ page, request }) => {
  const user = await createUser(request, 'e2e-draft-check', 'Dana Drafter');
  await signIn(page, user);
  await page.goto('/ai-post-generator-results');
  const panel = page.getByRole('region', { name: 'Check my own draft' });
  await expect(panel).toBeVisible();

  await panel.getByRole('textbox', { name: 'Subreddit' }).fill('r/marketing');
  await panel.getByRole('textbox', { name: 'Title', exact: true }).fill('Hi');
  await panel.getByRole('textbox', { name: 'Body (optional)' }).fill('We made a landing page for our newsletter. Thoughts?');
  await panel.getByRole('textbox', { name: 'Link (optional)' }).fill('https://never-seen-before.example/landing');
  await panel.getByRole('button', { name: 'Check my draft' }).click();

  const result = panel.getByRole('region', { name: 'Will it survive in r/marketing?' });
  await expect(result).toBeVisible();
  await expect(result.getByText(/^Our data holds no rules for r\/marketing/)).toBeVisible();
  const findings = result.getByRole('list', { name: 'Findings' }).getByRole('listitem');

  const title = findings.filter({ hasText: 'Title far too short' });
  await expect(title).toHaveCount(1);
  await expect(title).toContainText('Weak');
  await expect(title).toContainText(
    /Titles of the [\d,]+ best-performing of [\d,]+ posts: middle half \d+–\d+ characters, median \d+\. This title: 2\./,
  );

  const domain = findings.filter({ hasText: 'Link domain never seen in top posts' });
  await expect(domain).toHaveCount(1);
  await expect(domain).toContainText('No top post in r/marketing links to never-seen-before.example.');
  await expect(domain).toContainText(/Domains among the [\d,]+ best-performing of [\d,]+ posts:/);

  await expect(result.getByText('Not visible to us', { exact: true })).toBeVisible();
  await expect(result.getByLabel(/^Score \d+ out of 100$/)).toBeVisible();
  expect(await seriousViolations(page, (axe) => axe.include('.dcp'))).toEqual([]);
});
