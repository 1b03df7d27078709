import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createUser, signIn, type E2eUser } from './analysis-support';
import { buyPro } from './support';

/**
 * Report subscription end to end, production build and real server: a Pro user subscribes their own
 * address on /trends-reports, sends a test report, the report lands in the outbox (.eml, the embedded
 * mail adapter), and its List-Unsubscribe link (GET shows a button, POST unsubscribes, no login)
 * ends the subscription.
 *
 * The e2e server sets no PUBLIC_URL (playwright.config.ts webServer env), so links are built from
 * http://localhost:<PORT>, the test baseURL; the origin is still swapped for the baseURL below in
 * case PUBLIC_URL is ever set there.
 */

const ACTIVATED = 'Your subscription for receiving reports has been successfully activated.';

const outbox = () => path.join(process.env.E2E_DATA_DIR ?? './.data-e2e', 'outbox');

interface Mail {
  headers: Map<string, string>;
  body: string;
}

/** Headers (unfolded, names lower-cased) and the body with quoted-printable soft breaks and escapes decoded. */
function parseMail(raw: string): Mail {
  const text = raw.replace(/\r\n/g, '\n');
  const cut = text.indexOf('\n\n');
  const head = text.slice(0, cut).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  const body = text
    .slice(cut + 2)
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body };
}

/** Waits for a report mail (subject 'Your … subreddit report: …') to `to` in the outbox. */
async function waitForReportMail(to: string, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox())
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse();
    } catch {
      files = [];
    }
    for (const f of files) {
      const mail = parseMail(readFileSync(path.join(outbox(), f), 'utf8'));
      if (mail.headers.get('to')?.includes(to) && /subreddit report/i.test(mail.headers.get('subject') ?? '')) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no report mailed to ${to}`);
}

async function details(request: APIRequestContext, user: E2eUser) {
  const res = await request.get('/api/subscriber/details', { headers: { authorization: `Bearer ${user.accessToken}` } });
  const json =
    res.status() === 200 ? ((await res.json()) as { subscriber: { email: string; status: string; subReddits: string[] } | null }) : null;
  return { status: res.status(), body: json?.subscriber ?? null };
}

test('a Pro user subscribes, gets a test report in the outbox and unsubscribes through its link', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const user = await createUser(request, 'e2e-reports');
  await signIn(page, user);
  await buyPro(page);

  await page.goto('/trends-reports');
  await expect(page.getByRole('heading', { name: 'Automated weekly reports' })).toBeVisible();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toBeVisible();
  await email.fill(user.email);
  await page.getByRole('group', { name: 'Popular subreddits' }).getByRole('button', { name: 'r/marketing', exact: true }).click();
  await page.getByRole('combobox', { name: 'Subreddits' }).fill('seo');
  const option = page.getByRole('listbox', { name: 'Subreddit suggestions' }).getByRole('option', { name: /^r\/seo$/i });
  await option.click();
  const chips = page.getByRole('list', { name: 'Selected subreddits' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  await expect(chips.first()).toContainText('r/marketing');
  await expect(chips.nth(1)).toContainText(/r\/seo/i);

  await page.getByRole('button', { name: 'Save changes and subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACTIVATED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes', exact: true })).toBeDisabled();

  const saved = await details(request, user);
  expect(saved.status).toBe(200);
  expect(saved.body?.status).toBe('active');
  expect(saved.body?.subReddits.map((n) => n.toLowerCase())).toEqual(['marketing', 'seo']);

  await page.getByRole('button', { name: 'Send me a test report now' }).click();
  const mail = await waitForReportMail(user.email);

  // RFC 8058 one-click unsubscribe: an http(s) URL and a mailto, and the POST marker.
  const listUnsubscribe = mail.headers.get('list-unsubscribe') ?? '';
  const httpUrl = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe)?.[1];
  expect(httpUrl, listUnsubscribe).toBeTruthy();
  expect(listUnsubscribe).toMatch(/<mailto:[^>]+>/);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(mail.headers.get('subject')).toMatch(/^Your weekly subreddit report: .*r\/marketing/i);
  expect(mail.body).toContain('r/marketing');

  // The report as sent, opened at phone width in dark mode: no sideways scrolling, dark card, light text.
  // Listed once the delivery is marked sent, a moment after the mail is written.
  const listed = async () =>
    (
      (await (await request.get('/api/subscriber/reports', { headers: { authorization: `Bearer ${user.accessToken}` } })).json()) as {
        reports: { _id: string }[];
      }
    ).reports;
  await expect.poll(async () => (await listed()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const list = { reports: await listed() };
  const sent = (await (
    await request.get(`/api/subscriber/reports/${list.reports[0]!._id}`, { headers: { authorization: `Bearer ${user.accessToken}` } })
  ).json()) as { report: { html: string } };
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark', javaScriptEnabled: false });
  const reader = await phone.newPage();
  await reader.setContent(sent.report.html);
  const look = await reader.evaluate(() => {
    const card = document.querySelector('.ss-card')!;
    const cardStyle = getComputedStyle(card);
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      cardBg: cardStyle.backgroundColor,
      cardText: cardStyle.color,
      cardWidth: card.getBoundingClientRect().width,
    };
  });
  expect(look.overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  expect(look.cardWidth).toBeLessThanOrEqual(375);
  expect(look.cardBg).toBe('rgb(26, 29, 39)');
  expect(look.cardText).toBe('rgb(230, 232, 242)');
  await reader.screenshot({ path: test.info().outputPath('report-phone-dark.png'), fullPage: true });
  await phone.close();

  const link = new URL(httpUrl!);
  expect(link.pathname).toBe('/api/subscriber/unsubscribe');
  const unsubscribeUrl = new URL(link.pathname + link.search, baseURL).href;

  // GET only shows the confirmation: nothing changes yet.
  await page.goto(unsubscribeUrl);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from reports?' })).toBeVisible();
  await expect(page.getByText(`Stop sending Subreddit Signal reports to ${user.email}?`)).toBeVisible();
  expect((await details(request, user)).body?.status).toBe('active');

  // The button POSTs.
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will not receive Subreddit Signal reports any more.')).toBeVisible();

  // Unsubscribing removes the subscription: the page is back to a fresh one, ready to subscribe again.
  const after = await details(request, user);
  expect(after.status).toBe(200);
  expect(after.body, JSON.stringify(after)).toBeNull();

  await page.goto('/trends-reports');
  await expect(page.getByRole('heading', { name: 'Automated weekly reports' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes and subscribe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send me a test report now' })).toHaveCount(0);
});

test('a report that follows an audience says what changed in its themes, readable on a phone in dark mode', async ({ page, request }) => {
  test.setTimeout(90_000);
  const user = await createUser(request, 'e2e-audience-report');
  await signIn(page, user);
  await buyPro(page);
  const auth = { authorization: `Bearer ${user.accessToken}` };
  const created = await request.post('/api/audiences', {
    headers: auth,
    data: { name: 'Marketers', communities: ['marketing', 'startups'] },
  });
  expect(created.status()).toBe(201);

  await page.goto('/trends-reports');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
  await page.getByRole('combobox', { name: 'Follow an audience' }).selectOption({ label: 'Marketers (2)' });
  const chips = page.getByRole('list', { name: 'Selected subreddits' }).getByRole('listitem');
  await expect(chips).toHaveCount(2);
  await expect(page.getByText(/The report follows your audience “Marketers”/)).toBeVisible();
  await page.getByRole('button', { name: 'Save changes and subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: ACTIVATED })).toBeVisible();
  const saved = (await (await request.get('/api/subscriber/details', { headers: auth })).json()) as {
    subscriber: { audienceName: string; subReddits: string[] };
  };
  expect(saved.subscriber.audienceName).toBe('Marketers');
  expect(saved.subscriber.subReddits.map((n) => n.toLowerCase())).toEqual(['marketing', 'startups']);

  await page.getByRole('button', { name: 'Send me a test report now' }).click();
  const mail = await waitForReportMail(user.email);
  expect(mail.body).toContain("WHAT CHANGED IN YOUR AUDIENCE'S THEMES");
  expect(mail.body).toContain('there is no earlier period to compare its themes with');

  // The mail is written before the delivery is marked sent (the send's answer comes after both): the list may lag the mail a moment.
  const listed = async () =>
    ((await (await request.get('/api/subscriber/reports', { headers: auth })).json()) as { reports: { _id: string }[] }).reports;
  await expect.poll(async () => (await listed()).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const list = { reports: await listed() };
  const sent = (await (await request.get(`/api/subscriber/reports/${list.reports[0]!._id}`, { headers: auth })).json()) as {
    report: { html: string };
  };
  const phone = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 375, height: 800 }, colorScheme: 'dark', javaScriptEnabled: false });
  const reader = await phone.newPage();
  await reader.setContent(sent.report.html);
  await expect(reader.getByText("What changed in your audience's themes")).toBeVisible();
  const look = await reader.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    cardBg: getComputedStyle(document.querySelector('.ss-card')!).backgroundColor,
  }));
  expect(look.overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);
  expect(look.cardBg).toBe('rgb(26, 29, 39)');
  await reader.screenshot({ path: test.info().outputPath('audience-report-phone-dark.png'), fullPage: true });
  await phone.close();
});
