import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import type { User } from '@subreddit-signal/contract';
import { freePort } from '../../scripts/free-port.mjs';
import { createUser, creditsShown, signIn, type E2eUser } from './analysis-support';
import { buyPro, planCard } from './support';

/**
 * Upgrade → downgrade → period end, as a user lives it, on the local test checkout. The period's
 * end is reached through the checkout's test clock (decision 030), which only a server started with
 * TEST_CLOCK=on has and production refuses: so this spec runs its own development server with it on
 * (the shared e2e server runs as production and keeps it off).
 */

let server: ChildProcess;
let dataDir: string;
let base: string;

test.beforeAll(async () => {
  // A server of its own: on a loaded CI machine its migrations and bundled data can take longer than one test's minute.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-e2e-clock-'));
  const port = await freePort();
  server = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      TEST_CLOCK: 'on',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDDIT_ARCHIVE_URL: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  base = `http://localhost:${port}`;
  await expect(async () => expect((await fetch(`${base}/api/ready`)).ok).toBe(true)).toPass({ timeout: 170_000 });
});
test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const auth = (user: E2eUser) => ({ authorization: `Bearer ${user.accessToken}` });

async function profile(api: APIRequestContext, user: E2eUser): Promise<User> {
  const res = await api.get('/api/users/profile', { headers: auth(user) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: User }).user;
}

async function downgradeToPro(page: Page, endDate: string) {
  await planCard(page, 'Pro').getByRole('button', { name: 'Downgrade' }).click();
  const down = page.getByRole('dialog', { name: 'Downgrade to Pro?' });
  await expect(down).toContainText('Pro · $29/month');
  await expect(down).toContainText(`Nothing is charged now. From ${endDate} you pay $29/month.`);
  await expect(down).toContainText(`The change takes effect on ${endDate}, when your current period ends.`);
  await expect(down).toContainText(`On ${endDate} your credits become 200 credits, Pro's monthly allowance.`);
  return down;
}

test('upgrade to Ultimate, downgrade to Pro, then the period ends: Pro with Pro’s allowance, not Ultimate’s credits', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL: base });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const user = await createUser(api, 'e2e-period-end');
  await signIn(page, user);
  await buyPro(page);
  expect(await creditsShown(page)).toEqual({ available: 200, total: 200 });

  // Upgrade: confirmed with the plan, its price, the prorated charge, when and the credits.
  await planCard(page, 'Ultimate').getByRole('button', { name: 'Upgrade Plan' }).click();
  const up = page.getByRole('dialog', { name: 'Upgrade to Ultimate?' });
  await expect(up).toContainText('Ultimate · $79/month');
  await expect(up).toContainText(/\$(49\.\d\d|50\.00) is charged now to your saved card/);
  await expect(up).toContainText('Then $79/month.');
  await expect(up).toContainText('The change takes effect at once.');
  await expect(up).toContainText('Your credits go up to 1,000 credits now.');
  // The dimmed backdrop covers the whole window (the plans page's stack spacing once pushed it 20 px down).
  expect(await page.evaluate(() => document.querySelector('.modal-backdrop')?.getBoundingClientRect().toJSON())).toMatchObject({
    top: 0,
    left: 0,
  });
  await page.screenshot({ path: testInfo.outputPath('1-upgrade-dialog.png') });
  await up.getByRole('button', { name: 'Upgrade to Ultimate' }).click();
  await expect(page.getByText('Your plan has been updated.')).toBeVisible();
  await expect(planCard(page, 'Ultimate').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  expect(await creditsShown(page)).toEqual({ available: 1000, total: 1000 });

  const periodEnd = (await profile(api, user)).planExpireOn!;
  expect(periodEnd).toBeGreaterThan(Date.now() / 1000 + 27 * 86400);
  const endDate = DATE.format(new Date(periodEnd * 1000));

  // Downgrade: scheduled for the period end; until then Ultimate and its credits stay.
  const down = await downgradeToPro(page, endDate);
  await page.screenshot({ path: testInfo.outputPath('2-downgrade-dialog.png') });
  await down.getByRole('button', { name: 'Downgrade to Pro' }).click();
  await expect(page.getByText(`Your plan changes to Pro on ${endDate}.`).first()).toBeVisible();
  const notice = page.getByTestId('plan-scheduled-change');
  await expect(notice).toContainText(`Your plan changes from Ultimate to Pro on ${endDate}`);
  await expect(notice.getByRole('button', { name: 'Keep Ultimate' })).toBeVisible();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Scheduled' })).toBeDisabled();
  await expect(planCard(page, 'Ultimate').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  expect(await creditsShown(page)).toEqual({ available: 1000, total: 1000 });
  await page.screenshot({ path: testInfo.outputPath('3-plans-scheduled.png'), fullPage: true });

  // The billing tab says the same, and undoes it.
  await page.goto('/profile?tab=Tabs2');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByTestId('billing-plan-name')).toHaveText('Ultimate');
  await expect(plan.getByTestId('plan-scheduled-change')).toContainText(`Your plan changes from Ultimate to Pro on ${endDate}`);
  await page.screenshot({ path: testInfo.outputPath('4-billing-scheduled.png'), fullPage: true });
  await plan.getByRole('button', { name: 'Keep Ultimate' }).click();
  await expect(page.getByText('Your Ultimate plan will renew as usual.')).toBeVisible();
  await expect(plan.getByTestId('plan-scheduled-change')).toHaveCount(0);

  // Downgrade again, then move the clock an hour past the period end.
  await page.goto('/plans');
  await (await downgradeToPro(page, endDate)).getByRole('button', { name: 'Downgrade to Pro' }).click();
  await expect(page.getByTestId('plan-scheduled-change')).toBeVisible();
  const moved = await api.post('/api/plan/test-clock/advance', { headers: auth(user), data: { frozenTime: periodEnd + 3600 } });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.reload();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  await expect(planCard(page, 'Ultimate').getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  await expect(page.getByTestId('plan-scheduled-change')).toHaveCount(0);
  expect(await creditsShown(page)).toEqual({ available: 200, total: 200 });
  await page.goto('/profile?tab=Tabs2');
  await expect(plan.getByTestId('billing-plan-name')).toHaveText('Pro');
  await expect(plan.getByTestId('plan-scheduled-change')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('5-billing-after-period-end.png'), fullPage: true });

  await context.close();
  await api.dispose();
});
