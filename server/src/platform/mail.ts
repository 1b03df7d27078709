import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type NodeMailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Overrides the mailer's default From (e.g. reports come from REPORTS_FROM). */
  from?: string;
  /** Extra headers (List-Unsubscribe, List-Id, ...). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * nodemailer is loaded with the first mail, not at start: most processes (and every test suite
 * that captures mail in memory) never send one, and it is among the larger modules the server loads.
 */
function lazyTransport(open: (nm: typeof NodeMailer) => Transporter) {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((m) => open(m.default))),
    close: async () => {
      if (transport) (await transport).close();
    },
  };
}

/**
 * Embedded default: every mail is rendered to a complete RFC 5322 message (HTML and
 * plain-text parts) and written as an `.eml` file in the outbox, which any mail client opens.
 */
export function outboxMailer(outboxDir: string, from: string): Mailer {
  const transport = lazyTransport((nm) => nm.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  let counter = 0;
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ ...message, from: message.from ?? from });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${process.pid}-${++counter}.eml`);
      await writeFile(file, info.message as Buffer);
    },
    close: transport.close,
  };
}

/** Production: SMTP (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = lazyTransport((nm) => nm.createTransport(smtpUrl));
  return {
    async send(message) {
      await (await transport.get()).sendMail({ ...message, from: message.from ?? from });
    },
    close: transport.close,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One branded layout for every mail; `paragraphs` are plain text, escaped here. */
export function renderMail(opts: { heading: string; paragraphs: string[]; code?: string; footer?: string }): {
  html: string;
  text: string;
} {
  const text = [
    opts.heading,
    '',
    ...opts.paragraphs.flatMap((p) => [p, '']),
    ...(opts.code ? [`Code: ${opts.code}`, ''] : []),
    opts.footer ?? '',
  ]
    .join('\n')
    .trim();
  const html = `<!doctype html><html><body style="margin:0;background:#f4f5fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1d2033">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:700;color:#ff4500;letter-spacing:.04em">SUBREDDIT SIGNAL</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:700">${escapeHtml(opts.heading)}</td></tr>
${opts.paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(p)}</td></tr>`).join('\n')}
${opts.code ? `<tr><td style="padding-top:20px"><div style="display:inline-block;font-size:32px;letter-spacing:12px;font-weight:700;background:#f4f5fb;border-radius:8px;padding:12px 20px">${escapeHtml(opts.code)}</div></td></tr>` : ''}
${opts.footer ? `<tr><td style="padding-top:24px;font-size:12px;color:#6b6f85">${escapeHtml(opts.footer)}</td></tr>` : ''}
</table></td></tr></table></body></html>`;
  return { html, text };
}
