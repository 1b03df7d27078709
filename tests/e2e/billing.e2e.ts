import { expect, test } from '@playwright/test';
import { createUser, creditsShown, signIn } from './analysis-support';
import { buyPro, planCard, PRO_PURCHASED, startProCheckout } from './support';

/**
 * Billing against the production build and the real server with no payment provider configured:
 * /plan/subscribe answers the local test checkout ('Test checkout', no money moves), whose
 * 'Complete payment' and 'Cancel' come back to /plans?payment_status=1|0 (success or failure message).
 */

const SUCCESS = PRO_PURCHASED;
const FAILURE = 'Payment failed. Please try again.';

test('a Basic user buys Pro through the test checkout, then sees the card and billing dates', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-billing-buy');
  await signIn(page, user);

  await startProCheckout(page);
  await page.getByRole('button', { name: 'Complete payment' }).click();

  // Back on /plans: the sync confirms the payment, the message names the plan (3 seconds), the
  // parameters are dropped from the address.
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  await expect(planCard(page, 'Ultimate').getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Downgrade' })).toBeEnabled();
  expect(await creditsShown(page)).toEqual({ available: 200, total: 200 });
  await expect(page.getByText(SUCCESS)).toBeHidden({ timeout: 6_000 });

  // The Billing and credits tab: the test card saved by the checkout, and the billing dates.
  await page.goto('/profile?tab=Tabs2');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByTestId('billing-plan-name')).toHaveText('Pro');
  await expect(plan.locator('.status-pill')).toHaveText('Payment status: Active');
  await expect(plan.getByText('200 of 200 credits available')).toBeVisible();
  await expect(plan.getByText('Current period ends')).toBeVisible();
  await expect(plan.getByText('Next payment')).toBeVisible();
  await expect(plan.locator('.billing-dates dd').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(plan.getByText('Not subscribed yet')).toHaveCount(0);
  const methods = page.getByRole('region', { name: 'Payment methods' });
  const card = methods.getByRole('listitem').first();
  await expect(card).toContainText('Visa');
  await expect(card).toContainText('•••• 4242');
  await expect(card).toContainText(/Expires \d{2}\/\d{4}/);
  await expect(methods.getByText('No payment methods found')).toHaveCount(0);
});

test('a user who cancels the test checkout is back on /plans with the failure message, still on Basic', async ({ page, request }) => {
  const user = await createUser(request, 'e2e-billing-cancel');
  await signIn(page, user);

  await startProCheckout(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  await expect(planCard(page, 'Pro').getByRole('button', { name: 'Get Pro' })).toBeEnabled();
  await expect(page.getByText(FAILURE)).toBeHidden({ timeout: 6_000 });

  await page.goto('/profile?tab=Tabs2');
  await expect(page.getByRole('region', { name: 'Current plan' }).getByText('Not subscribed yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment methods' }).getByText('No payment methods found')).toBeVisible();
});

test('upgrade to Ultimate is confirmed with its prorated charge; a downgrade back to Pro waits for the period end and can be undone', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'e2e-billing-change');
  await signIn(page, user);
  await buyPro(page);

  await planCard(page, 'Ultimate').getByRole('button', { name: 'Upgrade Plan' }).click();
  const up = page.getByRole('dialog', { name: 'Upgrade to Ultimate?' });
  // Bought a moment ago: almost the whole $50 difference is charged now.
  await expect(up).toContainText(/\$(49\.\d\d|50\.00) is charged now to your saved card/);
  await expect(up).toContainText('Your credits go up to 1,000 credits now.');
  await up.getByRole('button', { name: 'Upgrade to Ultimate' }).click();
  await expect(page.getByText('Your plan has been updated.')).toBeVisible();
  await expect(planCard(page, 'Ultimate').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  expect(await creditsShown(page)).toEqual({ available: 1000, total: 1000 });

  await planCard(page, 'Pro').getByRole('button', { name: 'Downgrade' }).click();
  const down = page.getByRole('dialog', { name: 'Downgrade to Pro?' });
  await expect(down).toContainText('Nothing is charged now.');
  await expect(down).toContainText("your credits become 200 credits, Pro's monthly allowance. Unused credits do not carry over.");
  await down.getByRole('button', { name: 'Downgrade to Pro' }).click();
  await expect(page.getByText(/^Your plan changes to Pro on /).first()).toBeVisible();
  // Nothing changes until the period ends.
  await expect(planCard(page, 'Ultimate').getByRole('button', { name: 'Active Plan' })).toBeDisabled();
  expect(await creditsShown(page)).toEqual({ available: 1000, total: 1000 });
  await expect(page.getByTestId('plan-scheduled-change')).toContainText('Your plan changes from Ultimate to Pro on');

  // The billing tab shows it too, and 'Keep Ultimate' undoes it.
  await page.goto('/profile?tab=Tabs2');
  const plan = page.getByRole('region', { name: 'Current plan' });
  await expect(plan.getByTestId('billing-plan-name')).toHaveText('Ultimate');
  await expect(plan.getByTestId('plan-scheduled-change')).toBeVisible();
  await plan.getByRole('button', { name: 'Keep Ultimate' }).click();
  await expect(page.getByText('Your Ultimate plan will renew as usual.')).toBeVisible();
  await expect(plan.getByTestId('plan-scheduled-change')).toHaveCount(0);
});
