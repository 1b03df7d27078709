import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? './.data-e2e', 'outbox');

/** The newest .eml in the server's outbox addressed to `to` (the embedded mail adapter). */
export function latestMailTo(to: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(outbox())
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return null;
  }
  for (const f of files.reverse()) {
    const raw = readFileSync(path.join(outbox(), f), 'utf8');
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(raw)) return raw;
  }
  return null;
}

/** Waits for a reset mail and returns its 4-digit code (from the plain-text part). */
export async function waitForResetCode(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = latestMailTo(to);
    const code = mail?.match(/Code: (\d{4})/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no reset code mailed to ${to}`);
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const PRO_PURCHASED = 'Your Pro plan has been successfully purchased. Enjoy using our service!';

export const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

/** From /plans, 'Get Pro' on a Basic account: off to the local test checkout (no payment provider configured, no money moves). */
export async function startProCheckout(page: Page): Promise<void> {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  await planCard(page, 'Pro').getByRole('button', { name: 'Get Pro' }).click();
  // Every plan change is confirmed first (decision 022): price, charge, credits.
  const confirm = page.getByRole('dialog', { name: 'Get Pro?' });
  await expect(confirm).toContainText('$29.00 is charged now on the secure checkout page, then $29/month.');
  await confirm.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/api\/plan\/local-checkout\/[^/]+$/);
  await expect(page.getByRole('note')).toContainText('Test checkout');
  await expect(page.getByRole('heading', { name: 'Subscribe to Pro' })).toBeVisible();
}

/** A signed-in Basic user buys Pro through the local test checkout and is back on /plans with Pro active. */
export async function buyPro(page: Page): Promise<void> {
  await startProCheckout(page);
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await expect(page.getByText(PRO_PURCHASED)).toBeVisible();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
}
