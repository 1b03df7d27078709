import { escapeHtml } from '../analysis';

/**
 * The small pages behind the links in report e-mails. A GET only shows a button: mail scanners
 * open links, so nothing changes until the button POSTs.
 */
export function linkPage(opts: { title: string; message: string; button?: { label: string; action: string } }): string {
  const form = opts.button
    ? `<form method="post" action="${escapeHtml(opts.button.action)}"><button type="submit" style="margin-top:20px;background:#ff4500;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;font-weight:600;cursor:pointer">${escapeHtml(opts.button.label)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;background:#f4f5fb;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1d2033">
<main style="max-width:520px;margin:48px auto;background:#fff;border-radius:12px;padding:32px">
<div style="font-size:14px;font-weight:700;color:#ff4500;letter-spacing:.04em">SUBREDDIT SIGNAL</div>
<h1 style="font-size:22px">${escapeHtml(opts.title)}</h1>
<p style="font-size:15px;line-height:1.5">${escapeHtml(opts.message)}</p>
${form}
</main></body></html>`;
}
