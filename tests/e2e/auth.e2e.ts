import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, waitForResetCode } from './support';

// A complete 1×1 PNG: the server checks photos by content.
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/create-account');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
}

test('guarded routes send a signed-out visitor to /login', async ({ page }) => {
  for (const path of ['/home', '/profile?tab=Tabs2', '/change-password', '/saved-ideas', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In', exact: true })).toBeVisible();
  }
});

test('register, log in, edit profile and photo, log out', async ({ page }) => {
  const email = uniqueEmail('e2e-profile');
  await register(page, 'Dana Marketer', email, 'first-password-1');
  await logIn(page, email, 'first-password-1');

  // Signed in: public routes bounce to /home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/profile?tab=Tabs1');
  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toBeDisabled();
  await expect(emailField).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Growth');
  await page.getByLabel('Profile photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your changes have been successfully saved.')).toBeVisible();

  // Survives a reload: the server kept the name and serves the photo back.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dana Growth');
  const photo = page.locator('img[src*="/api/files/photos/"]').first();
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute('src');
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(PNG_1x1)).toBe(true);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your photo have been successfully removed.')).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).not.toContain('"accessToken":"');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password: code from the outbox, reset, log in with the new password', async ({ page }) => {
  const email = uniqueEmail('e2e-reset');
  await register(page, 'Rita Reset', email, 'old-password-1');

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We’ve sent a code to your email. Please check your inbox.')).toBeVisible();
  await expect(page).toHaveURL(/\/otp$/);

  const code = await waitForResetCode(email);
  const submit = page.getByRole('button', { name: 'Reset password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Digit 1 of 4').fill(code[0]!);
  for (let i = 1; i < 4; i++) await page.keyboard.type(code[i]!);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Verified OTP successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/new-password$/);

  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new-password-2');
  await page.getByRole('textbox', { name: 'Repeat password', exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('old-password-1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await logIn(page, email, 'new-password-2');
});
