import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { analyzeSubreddit } from '../../server/src/modules/analysis';
import { provenanceOf } from '../../server/src/modules/research';
import {
  MIN_PERIOD_POSTS,
  SNAPSHOT_NOTICE,
  duePeriodKey,
  formatFigure,
  risingKeywords,
  runDueReports,
  slotInZone,
  viewInAppUrl,
} from '../../server/src/modules/reports';
import type { RedditPost } from '../../server/src/modules/reddit';
import { claimDelivery } from '../../server/src/modules/reports/repository';
import { ManualClock } from '../../server/src/platform/clock';
import { smtpMailer } from '../../server/src/platform/mail';
import { startTestApp, type TestApp } from '../support/server-harness';
import { bearer, createSignedInUser, type SignedInUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock: new ManualClock(new Date('2026-11-20T12:00:00Z')), env: { PUBLIC_URL: 'https://signal.example.com' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.query('DELETE FROM report_subscribers');
  await t.db.query('DELETE FROM report_suppressions');
  t.mailer.sent.length = 0;
});

async function subscribe(opts: { timeZone: string; interval?: 'WEEKLY' | 'MONTHLY'; subReddits?: string[] }): Promise<SignedInUser> {
  const u = await createSignedInUser(t);
  await t.db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE id = $1`, [u.user.id]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriber/create',
    headers: bearer(u.accessToken),
    payload: { email: u.email, subReddits: opts.subReddits ?? ['marketing'], interval: opts.interval ?? 'WEEKLY', timeZone: opts.timeZone },
  });
  expect(res.statusCode).toBe(201);
  return u;
}

const mailsTo = (u: SignedInUser) => t.mailer.sent.filter((m) => m.to === u.email);
const deliveries = (u: SignedInUser) =>
  t.db.query<{ period_key: string; status: string; attempts: number; reason: string | null }>(
    `SELECT d.period_key, d.status, d.attempts, d.reason FROM report_deliveries d JOIN report_subscribers s ON s.id = d.subscriber_id
     WHERE s.user_id = $1 ORDER BY d.created_at`,
    [u.user.id],
  );
/** Records the period as already done (as a sent row would), so only later periods are due. */
async function markDone(u: SignedInUser, periodKey: string) {
  await t.db.query(
    `INSERT INTO report_deliveries (id, subscriber_id, period_key, status, attempts, claim_token, claimed_at, created_at, finished_at)
     SELECT $1, s.id, $2, 'skipped', 0, 'earlier', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' FROM report_subscribers s WHERE s.user_id = $3`,
    [crypto.randomUUID(), periodKey, u.user.id],
  );
}
const details = async (u: SignedInUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscriber/details', headers: bearer(u.accessToken) })).json().subscriber;

describe('schedule: from 08:00 local on Mondays and on the 1st, caught up until sent', () => {
  it.each([
    // Monday 2026-11-23 08:00 in Los Angeles (PST, UTC-8) is 16:00 UTC; in Tokyo (UTC+9) it is Sunday 23:00 UTC.
    ['2026-11-23T16:00:00Z', 'America/Los_Angeles', 'WEEKLY', 'W2026-11-23'],
    ['2026-11-23T16:59:59Z', 'America/Los_Angeles', 'WEEKLY', 'W2026-11-23'],
    ['2026-11-23T15:59:59Z', 'America/Los_Angeles', 'WEEKLY', null],
    // Catch-up: after 08:00 the period stays due (until its row exists), all week long.
    ['2026-11-23T17:00:00Z', 'America/Los_Angeles', 'WEEKLY', 'W2026-11-23'],
    ['2026-11-29T23:59:00Z', 'UTC', 'WEEKLY', 'W2026-11-23'],
    ['2026-11-30T07:59:59Z', 'UTC', 'WEEKLY', null],
    ['2026-11-30T08:00:00Z', 'UTC', 'WEEKLY', 'W2026-11-30'],
    ['2027-01-01T12:00:00Z', 'UTC', 'WEEKLY', 'W2026-12-28'],
    ['2026-11-22T23:00:00Z', 'Asia/Tokyo', 'WEEKLY', 'W2026-11-23'],
    ['2026-11-23T16:00:00Z', 'Asia/Tokyo', 'WEEKLY', 'W2026-11-23'],
    // Daylight saving: Monday 2026-03-09 08:00 PDT is 15:00 UTC.
    ['2026-03-09T15:00:00Z', 'America/Los_Angeles', 'WEEKLY', 'W2026-03-09'],
    ['2026-03-09T14:59:59Z', 'America/Los_Angeles', 'WEEKLY', null],
    ['2026-03-09T16:00:00Z', 'America/Los_Angeles', 'WEEKLY', 'W2026-03-09'],
    // Month ends: Jan 31 -> Feb 1.
    ['2026-01-31T16:00:00Z', 'America/Los_Angeles', 'MONTHLY', 'M2026-01'],
    ['2026-02-01T15:59:59Z', 'America/Los_Angeles', 'MONTHLY', null],
    ['2026-02-02T10:00:00Z', 'America/Los_Angeles', 'MONTHLY', 'M2026-02'],
    ['2026-02-01T16:00:00Z', 'America/Los_Angeles', 'MONTHLY', 'M2026-02'],
    ['2026-01-31T23:00:00Z', 'Asia/Tokyo', 'MONTHLY', 'M2026-02'],
    ['2026-02-01T08:00:00Z', 'UTC', 'MONTHLY', 'M2026-02'],
    ['2026-12-31T23:30:00Z', 'Asia/Tokyo', 'MONTHLY', 'M2027-01'],
  ] as const)('%s in %s (%s) -> %s', (at, tz, interval, key) => {
    expect(duePeriodKey(new Date(at), tz, interval)).toBe(key);
  });

  it('the hourly tick sends to each subscriber at their own 08:00 (Tokyo, then Los Angeles), once', async () => {
    const la = await subscribe({ timeZone: 'America/Los_Angeles' });
    const tokyo = await subscribe({ timeZone: 'Asia/Tokyo' });
    // Last week's period was delivered (otherwise the Sunday ticks in Los Angeles would catch it up).
    await markDone(la, 'W2026-11-16');
    const clock = new ManualClock(new Date('2026-11-22T22:00:00Z'));
    for (let h = 0; h < 20; h++) {
      await runDueReports(t.deps, clock.now());
      if (clock.now().toISOString() === '2026-11-22T23:00:00.000Z') {
        expect(mailsTo(tokyo)).toHaveLength(1);
        expect(mailsTo(la)).toHaveLength(0);
      }
      clock.advance(3600_000);
    }
    expect(mailsTo(tokyo)).toHaveLength(1);
    expect(mailsTo(la)).toHaveLength(1);
    expect((await deliveries(la)).filter((d) => d.period_key !== 'W2026-11-16')).toEqual([
      { period_key: 'W2026-11-23', status: 'sent', attempts: 1, reason: null },
    ]);
  });

  it('monthly: Feb 1 before 08:00 local nothing (January is not caught up any more); Feb 1 08:00 local is due', async () => {
    // Was "Jan 31 is not the 1st -> nothing": with catch-up a Jan 31 tick sends January's missed report.
    const la = await subscribe({ timeZone: 'America/Los_Angeles', interval: 'MONTHLY' });
    await runDueReports(t.deps, new Date('2026-02-01T15:59:00Z'));
    expect(mailsTo(la)).toHaveLength(0);
    await runDueReports(t.deps, new Date('2026-02-01T16:10:00Z'));
    expect(mailsTo(la)).toHaveLength(1);
    expect((await deliveries(la))[0]!.period_key).toBe('M2026-02');
  });

  it('with the static snapshot the next report is skipped as "no new data"; a new community is new', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    await runDueReports(t.deps, new Date('2026-11-23T08:00:00Z'));
    await runDueReports(t.deps, new Date('2026-11-30T08:00:00Z'));
    expect(mailsTo(u)).toHaveLength(1);
    expect((await deliveries(u)).map((d) => [d.period_key, d.status, d.reason])).toEqual([
      ['W2026-11-23', 'sent', null],
      ['W2026-11-30', 'skipped', 'no new data'],
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/subscriber/update',
      headers: bearer(u.accessToken),
      payload: { email: u.email, subReddits: ['marketing', 'startups'], interval: 'WEEKLY' },
    });
    await runDueReports(t.deps, new Date('2026-12-07T08:00:00Z'));
    expect(mailsTo(u)).toHaveLength(2);
  });

  it('pending (unconfirmed) subscribers get nothing', async () => {
    const u = await createSignedInUser(t);
    await t.db.query(`UPDATE users SET subscribed_plan = 'pro' WHERE id = $1`, [u.user.id]);
    await t.app.inject({
      method: 'POST',
      url: '/api/subscriber/create',
      headers: bearer(u.accessToken),
      payload: { email: 'someone-else@example.org', subReddits: ['marketing'], interval: 'WEEKLY' },
    });
    t.mailer.sent.length = 0;
    await runDueReports(t.deps, new Date('2026-11-23T08:00:00Z'));
    expect(t.mailer.sent).toHaveLength(0);
  });
});

describe('catch-up: a missed 08:00 tick does not lose the period', () => {
  it("a tick at Monday 11:00 local sends the week's report when the 08:00 tick was missed", async () => {
    const la = await subscribe({ timeZone: 'America/Los_Angeles' });
    await markDone(la, 'W2026-11-16');
    // 2026-11-23 19:00 UTC is Monday 11:00 in Los Angeles; no tick ran at 08:00 (16:00 UTC).
    expect(await runDueReports(t.deps, new Date('2026-11-23T19:00:00Z'))).toEqual({ sent: 1, skipped: 0, failed: 0 });
    expect(mailsTo(la)).toHaveLength(1);
    expect((await deliveries(la)).filter((d) => d.period_key === 'W2026-11-23')).toEqual([
      { period_key: 'W2026-11-23', status: 'sent', attempts: 1, reason: null },
    ]);
  });

  it('a tick on Wednesday sends it once; later ticks that week do not resend', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    await markDone(u, 'W2026-11-16');
    await runDueReports(t.deps, new Date('2026-11-25T14:00:00Z'));
    expect(mailsTo(u)).toHaveLength(1);
    await Promise.all([runDueReports(t.deps, new Date('2026-11-25T15:00:00Z')), runDueReports(t.deps, new Date('2026-11-25T15:00:00Z'))]);
    await runDueReports(t.deps, new Date('2026-11-29T23:00:00Z'));
    expect(mailsTo(u)).toHaveLength(1);
    expect((await deliveries(u)).map((d) => [d.period_key, d.status])).toEqual([
      ['W2026-11-16', 'skipped'],
      ['W2026-11-23', 'sent'],
    ]);
  });

  it("before Monday 08:00 local nothing is sent (not this week's, not a new row for last week)", async () => {
    const tokyo = await subscribe({ timeZone: 'Asia/Tokyo' });
    await markDone(tokyo, 'W2026-11-16');
    // Monday 00:00 … 07:59 in Tokyo is Sunday 15:00 … 22:59 UTC.
    for (const at of ['2026-11-22T15:00:00Z', '2026-11-22T20:00:00Z', '2026-11-22T22:59:00Z']) await runDueReports(t.deps, new Date(at));
    expect(mailsTo(tokyo)).toHaveLength(0);
    expect((await deliveries(tokyo)).map((d) => d.period_key)).toEqual(['W2026-11-16']);
    await runDueReports(t.deps, new Date('2026-11-22T23:00:00Z'));
    expect(mailsTo(tokyo)).toHaveLength(1);
  });

  it("monthly: a tick on the 2nd sends the month's report once", async () => {
    const u = await subscribe({ timeZone: 'America/Los_Angeles', interval: 'MONTHLY' });
    await markDone(u, 'M2026-11');
    // The whole of Dec 1 (local) passed without a tick; Dec 2 10:00 in Los Angeles is 18:00 UTC.
    await runDueReports(t.deps, new Date('2026-12-02T18:00:00Z'));
    expect(mailsTo(u)).toHaveLength(1);
    await runDueReports(t.deps, new Date('2026-12-02T19:00:00Z'));
    await runDueReports(t.deps, new Date('2026-12-15T19:00:00Z'));
    expect(mailsTo(u)).toHaveLength(1);
    expect((await deliveries(u)).map((d) => [d.period_key, d.status])).toEqual([
      ['M2026-11', 'skipped'],
      ['M2026-12', 'sent'],
    ]);
  });
});

describe('claims: overlapping ticks and crashed workers', () => {
  const at = new Date('2026-11-23T08:05:00Z');

  it('two overlapping ticks send exactly one e-mail', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    const results = await Promise.all([runDueReports(t.deps, at), runDueReports(t.deps, at), runDueReports(t.deps, at)]);
    expect(mailsTo(u)).toHaveLength(1);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(1);
  });

  it('a claim left by a crashed worker is taken over after 15 minutes, exactly one e-mail', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    const sub = await details(u);
    // The dead worker claimed at 08:00 and never finished.
    expect(
      await claimDelivery(t.db, crypto.randomUUID(), sub._id, 'W2026-11-23', 'dead-worker', '2026-11-23T08:00:00.000Z'),
    ).not.toBeNull();
    await runDueReports(t.deps, new Date('2026-11-23T08:10:00Z'));
    expect(mailsTo(u)).toHaveLength(0); // 10 minutes: still its claim
    await Promise.all([runDueReports(t.deps, new Date('2026-11-23T09:00:00Z')), runDueReports(t.deps, new Date('2026-11-23T09:00:00Z'))]);
    expect(mailsTo(u)).toHaveLength(1);
    expect(await deliveries(u)).toEqual([{ period_key: 'W2026-11-23', status: 'sent', attempts: 1, reason: null }]);
    await runDueReports(t.deps, new Date('2026-11-23T10:00:00Z'));
    expect(mailsTo(u)).toHaveLength(1);
  });
});

describe('SMTP: outage and recovery, hard bounces', () => {
  let server: SMTPServer | null = null;
  let received: { to: string[]; raw: string }[];
  let rejectWith: number | null;

  async function startSmtp(port = 0): Promise<number> {
    const s = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, cb) {
        if (rejectWith)
          return cb(Object.assign(new Error(rejectWith >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: rejectWith }));
        return cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
          cb();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    server = s;
    return (s.server.address() as AddressInfo).port;
  }
  const stopSmtp = () =>
    new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())).then(() => void (server = null));

  beforeEach(() => {
    received = [];
    rejectWith = null;
  });
  afterEach(stopSmtp);

  it('first tick fails while SMTP is down (row failed, attempts 1); after it comes back the next tick sends', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    const port = await startSmtp();
    await stopSmtp();
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'x@example.com');
    const r1 = await runDueReports(t.deps, new Date('2026-11-23T08:00:00Z'), { mailer });
    expect(r1).toEqual({ sent: 0, skipped: 0, failed: 1 });
    expect(await deliveries(u)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, reason: expect.stringMatching(/^transient: /) }),
    ]);

    await startSmtp(port);
    // 09:00 is past the 08:00 hour: the failed row is retried, not lost.
    const r2 = await runDueReports(t.deps, new Date('2026-11-23T09:00:00Z'), { mailer });
    expect(r2.sent).toBe(1);
    expect(received.map((r) => r.to)).toEqual([[u.email]]);
    const raw = received[0]!.raw.replace(/\r?\n[ \t]+/g, ' '); // unfolded headers
    expect(raw).toMatch(
      /^List-Unsubscribe: <https:\/\/signal\.example\.com\/api\/subscriber\/unsubscribe\?token=[^>]+>, <mailto:reports@subreddit-signal\.local\?subject=unsubscribe%20[^>]+>/m,
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^List-Id: Subreddit Signal reports <reports\.signal\.example\.com>/im);
    expect(raw).toMatch(/^From: Subreddit Signal Reports <reports@subreddit-signal\.local>/m);
    expect(await deliveries(u)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
    await runDueReports(t.deps, new Date('2026-11-23T10:00:00Z'), { mailer });
    expect(received).toHaveLength(1);
    await mailer.close();
  });

  it('a 4xx answer is transient and retried', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    const port = await startSmtp();
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'x@example.com');
    rejectWith = 451;
    await runDueReports(t.deps, new Date('2026-11-23T08:00:00Z'), { mailer });
    expect((await deliveries(u))[0]).toMatchObject({ status: 'failed', reason: expect.stringMatching(/^transient: 451/) });
    expect((await details(u)).suppressed).toBe(false);
    rejectWith = null;
    await runDueReports(t.deps, new Date('2026-11-23T09:00:00Z'), { mailer });
    expect(received).toHaveLength(1);
    await mailer.close();
  });

  it('550 three times: the address is suppressed and nothing more is sent', async () => {
    const u = await subscribe({ timeZone: 'UTC' });
    const port = await startSmtp();
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'x@example.com');
    rejectWith = 550;
    for (const at of ['08:00', '09:00', '10:00']) await runDueReports(t.deps, new Date(`2026-11-23T${at}:00Z`), { mailer });
    expect((await deliveries(u))[0]).toMatchObject({ status: 'failed', attempts: 3, reason: expect.stringMatching(/^permanent: 550/) });
    expect((await details(u)).suppressed).toBe(true);
    rejectWith = null;
    await runDueReports(t.deps, new Date('2026-11-23T11:00:00Z'), { mailer });
    await runDueReports(t.deps, new Date('2026-11-30T08:00:00Z'), { mailer });
    expect(received).toEqual([]);
    expect((await deliveries(u)).map((d) => [d.status, d.reason])).toEqual([
      ['skipped', 'suppressed'],
      ['skipped', 'suppressed'],
    ]);
    await mailer.close();
  });
});

describe('content', () => {
  it("states the analysis engine's numbers for the same data, with source, links and the 2013 notice", async () => {
    const u = await subscribe({ timeZone: 'America/Los_Angeles', subReddits: ['marketing', 'startups'] });
    const at = new Date('2026-11-23T16:00:00Z');
    await runDueReports(t.deps, at);
    const [mail] = mailsTo(u);
    expect(mail).toBeTruthy();
    expect(mail!.subject).toBe('Your weekly subreddit report: r/marketing, r/startups');
    for (const part of [mail!.text, mail!.html]) expect(part).toContain(SNAPSHOT_NOTICE);
    expect(mail!.html).not.toMatch(/<svg|data:|<img/i);
    expect(mail!.html).toContain('href="https://signal.example.com/api/subscriber/unsubscribe?token=');

    for (const name of ['marketing', 'startups']) {
      const found = (await t.deps.redditData.subredditPosts(name))!;
      const a = analyzeSubreddit({
        subreddit: found.subreddit,
        posts: found.posts,
        asOf: found.asOf,
        provenance: provenanceOf(found),
        tier: 'paid',
      });
      const text = mail!.text;
      const block = text.slice(text.indexOf(`r/${a.name}\n`), text.indexOf('View in app', text.indexOf(`r/${a.name}\n`)));
      expect(block).toContain(`Subscribers: ${formatFigure(a.subscribers!)}`);
      expect(block).toContain(`Posts in the last 7 days: ${formatFigure(a.dataSource.windows!.week.posts)}`);
      expect(block).toContain(`Average upvotes per post: ${formatFigure(a.avg_upvotes)}`);
      expect(block).toContain(`Average comments per post: ${formatFigure(a.avg_comments)}`);
      expect(block).toContain(`Average engagement rate: ${formatFigure(a.engagement_rate)}%`);
      // Rising terms when the week holds enough posts to tell, otherwise the analysis keywords.
      const rising = risingKeywords(found.posts, found.asOf, 7, found.subreddit.name, 3);
      expect(block).toContain(
        rising ? `Rising in the last 7 days: ${rising.join(', ')}` : `Keywords: ${a.keywords.slice(0, 3).join(', ')}`,
      );
      // Three post ideas written for the community, in both parts.
      const ideas = block
        .slice(block.indexOf('Post ideas:'))
        .split('\n')
        .slice(1, 4)
        .map((l) => l.replace(/^\s+\d\.\s/, ''));
      expect(ideas).toHaveLength(3);
      for (const idea of ideas) {
        expect(idea.length).toBeGreaterThan(10);
        expect(mail!.html).toContain(
          idea.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
        );
      }
      expect(block).toContain(
        `Source: ${a.dataSource.label}; data as of ${a.dataSource.dataDate ?? `${a.dataSource.from} to ${a.dataSource.to}`}`,
      );
      for (const p of a.currentWeek.slice(0, 5)) expect(block).toContain(p.url!);
      if (a.bestTimeToPost[0])
        expect(block).toContain(`Best time to post: ${slotInZone(a.bestTimeToPost[0], 'America/Los_Angeles', at)} (America/Los_Angeles)`);
      expect(text).toContain(viewInAppUrl('https://signal.example.com', a.name));
      expect(mail!.html).toContain(`href="https://signal.example.com/subreddit-free-analysis-results?q=${a.name}"`);
      expect(mail!.html).toContain(`${formatFigure(a.avg_upvotes)}`);
    }
  });

  it('reads on a phone and in dark mode: viewport, color-scheme, a dark palette and a stacked layout under 480px', async () => {
    const u = await subscribe({ timeZone: 'UTC', subReddits: ['marketing'] });
    await runDueReports(t.deps, new Date('2026-11-23T08:00:00Z'));
    const html = mailsTo(u)[0]!.html!;
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    const css = /<style>([^<]*)<\/style>/.exec(html)![1]!;
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{ \.ss-bg \{[^}]*\} \.ss-card \{ background:#1a1d27 !important;/);
    expect(css).toMatch(/@media screen and \(max-width: 480px\)/);
    // Every class the dark palette names is used, so no part keeps light colours in dark mode.
    for (const cls of ['ss-bg', 'ss-card', 'ss-muted', 'ss-cell', 'ss-link', 'ss-stack']) expect(html).toContain(`class="${cls}`);
    expect(html).not.toMatch(/<svg|data:|<img/i);
  });

  it('one tick analyses each community once however many subscribers follow it', async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await subscribe({ timeZone: 'UTC', subReddits: ['marketing', 'startups'] }));
    const loads: string[] = [];
    const real = t.deps.redditData.subredditPosts.bind(t.deps.redditData);
    const spy = jest.spyOn(t.deps.redditData, 'subredditPosts').mockImplementation(async (name: string) => {
      loads.push(name.toLowerCase());
      return real(name);
    });
    try {
      const result = await runDueReports(t.deps, new Date('2026-11-23T08:00:00Z'));
      expect(result.sent).toBe(4);
    } finally {
      spy.mockRestore();
    }
    // Loading the posts: once per community for the analysis (the post-idea writer may read them once more).
    expect(loads.filter((n) => n === 'marketing').length).toBeLessThanOrEqual(2);
    expect(loads.filter((n) => n === 'startups').length).toBeLessThanOrEqual(2);
    for (const u of users) expect(mailsTo(u)).toHaveLength(1);
  });

  it('best time is shown in the subscriber zone', () => {
    // Tuesday 22:30 UTC is Tuesday 14:30 in Los Angeles (PST) and Wednesday 07:30 in Tokyo.
    const ref = new Date('2026-11-23T16:00:00Z');
    expect(slotInZone({ day: 2, averageTime: '22:30' }, 'America/Los_Angeles', ref)).toBe('Tuesday 14:30');
    expect(slotInZone({ day: 2, averageTime: '22:30' }, 'Asia/Tokyo', ref)).toBe('Wednesday 07:30');
  });
});

describe('rising keywords', () => {
  const DAY = 86_400;
  const asOf = 1_800_000_000;
  let n = 0;
  const post = (title: string, daysAgo: number): RedditPost =>
    ({
      id: `p${n++}`,
      subreddit: 'test',
      title,
      selftext: '',
      createdUtc: asOf - daysAgo * DAY,
      score: 10,
      numComments: 2,
      numCrossposts: null,
      domain: 'self.test',
      url: '',
      permalink: '/r/test/comments/x/',
      isSelf: true,
      flair: null,
    }) as RedditPost;
  const earlier = Array.from({ length: 20 }, (_, i) =>
    post(i % 2 ? 'Keyword research for local seo audits' : 'Backlink audit checklist for seo', 10 + i),
  );

  it('names terms several posts of the period use that earlier posts did not', () => {
    const week = [
      post('TikTok ads for small shops', 1),
      post('Are TikTok ads worth it?', 2),
      post('TikTok ads budget question', 3),
      post('Newsletter growth ideas', 4),
      post('Seo audit for a bakery', 5),
    ];
    const rising = risingKeywords([...earlier, ...week], asOf, 7, 'test', 3)!;
    expect(rising).not.toBeNull();
    expect(rising.some((t) => t.includes('tiktok'))).toBe(true);
    // Old terms and one-post terms are not rising.
    expect(rising.some((t) => t.includes('seo') || t.includes('audit') || t.includes('newsletter'))).toBe(false);
  });

  it(`a period with fewer than ${MIN_PERIOD_POSTS} posts, or nothing new, is not called rising`, () => {
    expect(risingKeywords([...earlier, post('TikTok ads', 1), post('TikTok ads again', 2)], asOf, 7, 'test', 3)).toBeNull();
    const same = Array.from({ length: 6 }, (_, i) => post('Backlink audit checklist for seo', i + 1));
    expect(risingKeywords([...earlier, ...same], asOf, 7, 'test', 3)).toBeNull();
  });
});
