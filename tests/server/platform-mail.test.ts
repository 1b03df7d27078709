import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { outboxMailer, renderMail, smtpMailer } from '../../server/src/platform/mail';

const FROM = 'Subreddit Signal <no-reply@subreddit-signal.local>';

/** A message with what tends to break encoders: non-ASCII, HTML metacharacters, a long line. */
function sampleMessage(to: string) {
  const mail = renderMail({
    heading: 'Réinitialisez — your code',
    paragraphs: ['Use <this> code & nothing "else".', 'Ünïcödé line ✓ ' + 'long '.repeat(40).trim()],
    code: '0427',
    footer: 'If this was not you, ignore this e-mail.',
  });
  return { to, subject: 'Your code — 0427 ✓', ...mail };
}

/** Reads the raw message with an independent MIME parser and checks its structure and content. */
async function expectTwoPartMessage(raw: Buffer | string, to: string) {
  const text = raw.toString();
  // The top-level entity is multipart/alternative with exactly a text/plain and a text/html part.
  const topType = /^content-type:\s*([^\r\n]+(?:\r?\n[ \t][^\r\n]+)*)/im.exec(text)?.[1] ?? '';
  expect(topType).toMatch(/^multipart\/alternative;/i);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(topType)?.[1];
  expect(boundary).toBeTruthy();
  const parts = text.split(`--${boundary}`).slice(1, -1);
  expect(parts.map((p) => /content-type:\s*([a-z]+\/[a-z]+)/i.exec(p)?.[1]?.toLowerCase())).toEqual(['text/plain', 'text/html']);
  expect(text).toContain(`--${boundary}--`);

  const email = await PostalMime.parse(raw);
  expect(email.from?.address).toBe('no-reply@subreddit-signal.local');
  expect(email.to?.map((a) => a.address)).toEqual([to]);
  expect(email.subject).toBe('Your code — 0427 ✓');
  expect(email.messageId).toBeTruthy();
  expect(email.attachments).toEqual([]);
  expect(email.text).toContain('Réinitialisez — your code');
  expect(email.text).toContain('Use <this> code & nothing "else".');
  expect(email.text).toContain('Code: 0427');
  expect(email.text).toContain('Ünïcödé line ✓');
  expect(email.html).toMatch(/^<!doctype html>/);
  expect(email.html).toContain('Use &lt;this&gt; code &amp; nothing &quot;else&quot;.');
  expect(email.html).toContain('0427');
  expect(email.html).not.toContain('<this>');
  return email;
}

describe('mail: outbox (embedded default)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ss-outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one complete .eml per message, multipart/alternative with text and HTML parts', async () => {
    const outbox = path.join(dir, 'outbox'); // created on first use
    const mailer = outboxMailer(outbox, FROM);
    await mailer.send(sampleMessage('ada@example.com'));
    await mailer.send(sampleMessage('grace@example.com'));
    await mailer.close();

    const files = readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/\.eml$/);
    const parsed = await Promise.all(files.map((f) => PostalMime.parse(readFileSync(path.join(outbox, f)))));
    const byRecipient = new Map(parsed.map((p, i) => [p.to?.[0]?.address ?? '', files[i]!]));
    expect([...byRecipient.keys()].sort()).toEqual(['ada@example.com', 'grace@example.com']);
    for (const [to, file] of byRecipient) await expectTwoPartMessage(readFileSync(path.join(outbox, file)), to);
  });
});

describe('mail: SMTP (production)', () => {
  interface Received {
    from: string | undefined;
    to: string[];
    raw: Buffer;
    user: string | undefined;
  }
  let server: SMTPServer;
  let port: number;
  let received: Received[];
  let rejectRecipients: boolean;

  beforeEach(async () => {
    received = [];
    rejectRecipients = false;
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, cb) {
        if (auth.username === 'mailer' && auth.password === 's3cret/pw') return cb(null, { user: auth.username });
        return cb(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, cb) {
        if (rejectRecipients) return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        return cb();
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers to a real SMTP server: envelope, both parts, credentials from the URL', async () => {
    const mailer = smtpMailer(`smtp://mailer:${encodeURIComponent('s3cret/pw')}@127.0.0.1:${port}`, FROM);
    await mailer.send(sampleMessage('ada@example.com'));
    await mailer.close();
    expect(received).toHaveLength(1);
    const [msg] = received;
    expect(msg).toMatchObject({ from: 'no-reply@subreddit-signal.local', to: ['ada@example.com'], user: 'mailer' });
    await expectTwoPartMessage(msg!.raw, 'ada@example.com');
  });

  it('works without credentials too', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    await mailer.send(sampleMessage('grace@example.com'));
    await mailer.close();
    expect(received.map((r) => r.to)).toEqual([['grace@example.com']]);
    expect(received[0]!.user).toBeUndefined();
  });

  it('reports a refused delivery and wrong credentials as errors (callers decide what to do)', async () => {
    rejectRecipients = true;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, FROM);
    await expect(mailer.send(sampleMessage('nobody@example.com'))).rejects.toThrow(/550|Mailbox unavailable/);
    await mailer.close();
    rejectRecipients = false;
    const badAuth = smtpMailer(`smtp://mailer:wrong@127.0.0.1:${port}`, FROM);
    await expect(badAuth.send(sampleMessage('ada@example.com'))).rejects.toThrow(/Invalid username or password|535/);
    await badAuth.close();
    expect(received).toEqual([]);
  });
});
