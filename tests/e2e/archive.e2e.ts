import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { startArchiveStandin, type ArchiveStandin } from '../support/archive-standin';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/free-port.mjs';
import { createUser, signIn } from './analysis-support';

/**
 * A community only the archive knows (the local Arctic Shift stand-in; never the internet): keyword
 * search finds it, its analysis shows the fetch's progress, then opens on the archive's data. Runs
 * its own server (the shared e2e server keeps the archive off).
 */

const NOW_S = Math.floor(Date.now() / 1000);
let standin: ArchiveStandin;
let server: ChildProcess;
let dataDir: string;
let base: string;

test.beforeAll(async () => {
  // A server of its own: on a loaded CI machine its migrations and bundled data can take longer than one test's minute.
  test.setTimeout(180_000);
  standin = await startArchiveStandin([
    {
      name: 'microsaasbuilders',
      posts: 600,
      subscribers: 23_456,
      title: 'Micro SaaS Builders',
      description: 'Indie founders building small software businesses.',
      newestUtc: NOW_S - 1200,
      spacingSeconds: 2 * 3600,
    },
  ]);
  // Slow pages, so the progress has time to show.
  standin.slow('posts/search', 700);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ss-e2e-archive-'));
  const port = await freePort();
  server = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDDIT_ARCHIVE_URL: standin.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  base = `http://127.0.0.1:${port}`;
  await expect(async () => expect((await fetch(`${base}/api/ready`)).ok).toBe(true)).toPass({ timeout: 170_000 });
});
test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await standin?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('search → fetch progress → analysis for a community only the archive knows', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await playwrightRequest.newContext({ baseURL: base });
  const user = await createUser(api, 'e2e-archive');
  await signIn(page, user);

  await page.goto(`${base}/subreddit-search-results?q=microsaasbuilders`);
  const card = page.getByRole('article', { name: 'r/microsaasbuilders' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('23');
  await card.getByRole('link', { name: 'View analysis' }).click();

  await expect(page).toHaveURL(/\/subreddit-free-analysis-results\?q=microsaasbuilders$/);
  await expect(page.getByText(/^Fetching r\/microsaasbuilders: [\d,]+ posts so far\. The analysis opens when it is ready\.$/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'r/microsaasbuilders' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('complementary', { name: 'About this data' })).toContainText('Arctic Shift');
  await expect(page.getByRole('complementary', { name: 'About this data' })).toContainText('600 posts');
  await api.dispose();
});
