// The lines `npm start` prints before its logs (URL, data, database, e-mails, payments, where to
// read more), and the readable log lines of development.
import { loadConfig } from '../../server/src/config';
import { bootBanner, PAYMENT_MODE_LINE } from '../../server/src/platform/boot-banner';
import { prettyLogLine, prettyLogStream } from '../../server/src/platform/pretty-log';
import { Writable } from 'node:stream';

const STRIPE = { STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PRICE_PRO: 'price_pro', STRIPE_PRICE_ULTIMATE: 'price_ult' };

describe('boot banner', () => {
  it('with nothing set: localhost URL, bundled data, embedded database, outbox and test checkout, each with the variable that moves it', () => {
    const text = bootBanner(loadConfig({}), { cwd: '/srv/app' });
    expect(text).toContain('http://localhost:3000   (PORT moves it)');
    expect(text).toMatch(/Reddit data +current posts from the Arctic Shift archive .*REDDIT_ARCHIVE_URL=off/);
    expect(bootBanner(loadConfig({ REDDIT_ARCHIVE_URL: 'off' }), { cwd: '/srv/app' })).toMatch(
      /Reddit data +bundled 2013 sample .*REDDIT_CLIENT_ID/,
    );
    expect(text).toMatch(/Database +embedded, in \/srv\/app\/\.data\/pglite .*DATA_DIR/);
    expect(text).toMatch(/E-mails +saved as \.eml files in \/srv\/app\/\.data\/outbox .*SMTP_URL/);
    expect(text).toMatch(/Payments +local test checkout: no card, no money moves/);
    expect(text).toMatch(/Read more +README\.md .*docs\/OPERATIONS\.md/);
    expect(text).not.toContain('Role');
  });

  it('names the payment mode: test checkout, Stripe, or disabled in production without Stripe and without the opt-in', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    const disabled = loadConfig(prod);
    expect(bootBanner(disabled, { cwd: '/srv/app' })).toMatch(/Payments +disabled: paid plans cannot be bought .*ALLOW_TEST_CHECKOUT=true/);
    expect(PAYMENT_MODE_LINE[disabled.paymentMode]).toMatch(/^payments: disabled .*ALLOW_TEST_CHECKOUT=true/);
    const optedIn = loadConfig({ ...prod, ALLOW_TEST_CHECKOUT: 'true' });
    expect(bootBanner(optedIn, { cwd: '/srv/app' })).toMatch(/Payments +local test checkout: no card, no money moves/);
    expect(PAYMENT_MODE_LINE[optedIn.paymentMode]).toBe('payments: local test checkout (no money moves)');
    const stripe = loadConfig({ ...prod, STRIPE_SECRET_KEY: 'sk_test_x', ...STRIPE });
    expect(bootBanner(stripe, { cwd: '/srv/app' })).toMatch(/Payments +Stripe, test mode/);
    expect(PAYMENT_MODE_LINE[stripe.paymentMode]).toBe('payments: Stripe');
  });

  it('says loudly when the test clock is on, and nothing about it otherwise', () => {
    expect(bootBanner(loadConfig({ TEST_CLOCK: 'on' }), { cwd: '/srv/app' })).toMatch(/Payments +local test checkout: .*TEST CLOCK ON/);
    expect(bootBanner(loadConfig({}), { cwd: '/srv/app' })).not.toContain('TEST CLOCK');
  });

  it('follows PORT and DATA_DIR', () => {
    const text = bootBanner(loadConfig({ PORT: '8081', DATA_DIR: '/var/lib/signal' }), { cwd: '/srv/app' });
    expect(text).toContain('http://localhost:8081');
    expect(text).toContain('/var/lib/signal/outbox');
    expect(text).not.toContain('3000');
  });

  it('names live services by host only, never their credentials, and says when Stripe charges for real', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://signal.example.com',
      DATABASE_URL: 'postgres://app:db-password@db.internal:5432/signal',
      SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.com:465',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      ...STRIPE,
      REDDIT_CLIENT_ID: 'id',
      REDDIT_CLIENT_SECRET: 'reddit-secret',
      REDDIT_USER_AGENT: 'web:com.example.signal:v1.0.0 (by /u/example)',
    });
    const text = bootBanner(config);
    expect(text).toMatch(/Open +https:\/\/signal\.example\.com\n/);
    expect(text).toContain('PostgreSQL at db.internal:5432/signal');
    expect(text).toContain('sent through smtp.example.com:465');
    expect(text).toContain('Stripe, LIVE mode');
    expect(text).toContain('live Reddit API');
    for (const secret of ['db-password', 'smtp-password', 'sk_live_abc', 'reddit-secret', 'mailer']) expect(text).not.toContain(secret);
    expect(bootBanner(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', ...STRIPE }))).toContain('Stripe, test mode');
  });

  it('says which role a split process plays', () => {
    const text = bootBanner(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://db.internal/signal' }));
    expect(text).toMatch(/Role +worker: runs jobs/);
  });
});

describe('development log lines', () => {
  it('turns a pino JSON line into time, level, message and the remaining fields', () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 10, 26, 14, 3, 7),
      pid: 1,
      hostname: 'h',
      msg: 'job failed',
      job: 'reports.tick',
      err: { message: 'boom' },
    });
    expect(prettyLogLine(line)).toBe('14:03:07 WARN   job failed  job=reports.tick  err={"message":"boom"}');
  });

  it('passes anything else through unchanged', () => {
    expect(prettyLogLine('not json')).toBe('not json');
    expect(prettyLogLine('[1,2]')).toBe('[1,2]');
  });

  it('writes whole lines even when pino hands them over in pieces', async () => {
    let written = '';
    const out = new Writable({ write: (c, _e, done) => ((written += c.toString()), done()) });
    const stream = prettyLogStream(out);
    const line = JSON.stringify({ level: 30, time: 0, msg: 'hello', n: 2 });
    await new Promise<void>((resolve) => stream.write(line.slice(0, 10), () => resolve()));
    expect(written).toBe('');
    await new Promise<void>((resolve) => stream.write(`${line.slice(10)}\n`, () => resolve()));
    expect(written).toBe('00:00:00 INFO   hello  n=2\n');
  });
});
