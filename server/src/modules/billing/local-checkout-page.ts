import { formatPlanCount, type PlanDefinition } from '@subreddit-signal/contract';
import { LOCAL_TEST_CARDS } from './payments/local';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type PageInput = { state: 'gone' } | { state: 'open'; sessionId: string; mode: 'subscription' | 'setup'; plan: PlanDefinition | undefined };

/** The local test checkout page: plain HTML, no script, labelled so nobody mistakes it for a real payment. */
export function localCheckoutPage(input: PageInput): string {
  const body =
    input.state === 'gone'
      ? `<h1>This checkout has ended</h1><p>It was completed, cancelled or has expired.</p><p><a class="btn btn--primary" href="/plans">Back to plans</a></p>`
      : openBody(input);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Test checkout · Subreddit Signal</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f4f5fb;color:#1d1f2c;display:flex;justify-content:center;padding:32px 16px}
main{background:#fff;max-width:440px;width:100%;border-radius:16px;box-shadow:0 8px 30px rgba(20,20,60,.12);padding:28px}
.banner{background:#fff4d6;border:1px solid #f0c453;color:#5b4300;border-radius:10px;padding:10px 12px;font-size:14px;margin:0 0 20px}
h1{font-size:22px;margin:0 0 6px}.price{font-size:28px;font-weight:700;margin:14px 0 4px}.muted{color:#5b5f73;font-size:14px}
fieldset{border:1px solid #d8dbe8;border-radius:12px;padding:12px 14px;margin:20px 0}legend{font-weight:600;padding:0 6px}
label{display:flex;gap:10px;align-items:center;padding:8px 0;cursor:pointer}
.actions{display:flex;gap:12px;flex-wrap:wrap}.btn{border:0;border-radius:10px;padding:12px 18px;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none;display:inline-block}
.btn--primary{background:#c2410c;color:#fff}.btn--ghost{background:#eceefa;color:#1d1f2c}
.btn:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#12131a;color:#eceef6}main{background:#1d1f2c}.muted{color:#b4b8cc}.btn--ghost{background:#2c2f40;color:#eceef6}}
</style></head>
<body><main>
<p class="banner" role="note"><strong>Test checkout.</strong> No real payment is taken: this server has no payment provider configured, so this page stands in for one.</p>
${body}
</main></body></html>`;
}

function openBody(input: Extract<PageInput, { state: 'open' }>): string {
  const cards = Object.entries(LOCAL_TEST_CARDS)
    .map(
      ([key, card], i) => `<label><input type="radio" name="card" value="${key}"${i === 0 ? ' checked' : ''}> ${esc(card.label)}</label>`,
    )
    .join('\n');
  const heading =
    input.mode === 'setup'
      ? `<h1>Update payment method</h1><p class="muted">The card you choose becomes the default for your subscription.</p>`
      : input.plan
        ? `<h1>Subscribe to ${esc(input.plan.name)}</h1><p class="muted">${esc(input.plan.description)}</p>
<p class="price">$${(input.plan.priceCents / 100).toFixed(2)} <span class="muted">per month</span></p>
<p class="muted">${formatPlanCount(input.plan.monthlyCredits)} credits every month. Cancel any time; the plan runs to the end of the paid period.</p>`
        : '<h1>Checkout</h1>';
  const id = encodeURIComponent(input.sessionId);
  return `${heading}
<form method="post" action="/api/plan/local-checkout/${id}/complete">
<fieldset><legend>Test card</legend>
${cards}
</fieldset>
<div class="actions">
<button class="btn btn--primary" type="submit">${input.mode === 'setup' ? 'Save card' : 'Complete payment'}</button>
<button class="btn btn--ghost" type="submit" formaction="/api/plan/local-checkout/${id}/cancel">Cancel</button>
</div>
</form>`;
}
