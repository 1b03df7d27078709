import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's API the billing server calls (node:http on 127.0.0.1,
 * random port), driven by the real `stripe` SDK through STRIPE_API_URL. It speaks Stripe's wire
 * format: form-encoded bodies with bracket keys (`items[0][price]`, `metadata[userId]`,
 * `expand[0]`), JSON answers, errors as `{ error: { type, code?, message, param? } }` (402
 * card_error for a declined charge, 404 invalid_request_error for an unknown id, 400 for a bad
 * parameter), Idempotency-Key replays, and list objects the SDK's auto-pagination walks.
 *
 * Objects have the shape of the pinned API version (2026-10-28): a subscription's period is on its
 * items (`items.data[0].current_period_start/end`), an invoice names its subscription under
 * `parent.subscription_details.subscription`, and a change whose payment failed waits in
 * `pending_update`.
 *
 * Time is the stand-in's own clock (`setNow`), in epoch seconds, so tests move it with the app's.
 * The test controls (completeCheckout, renew, endPeriod, declineCards) play the customer's side and
 * Stripe's billing engine; `event` builds the Event a webhook would deliver and `signedDelivery`
 * signs it with the real SDK.
 */

export const STANDIN_API_VERSION = '2026-10-28.endive';

export interface StandinCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export interface StandinPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  created: number;
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string };
  livemode: false;
}

export interface StandinSetupIntent {
  id: string;
  object: 'setup_intent';
  created: number;
  customer: string;
  payment_method: string | null;
  status: 'requires_payment_method' | 'succeeded';
  usage: 'off_session';
  livemode: false;
}

export interface StandinSession {
  id: string;
  object: 'checkout.session';
  created: number;
  expires_at: number;
  mode: 'subscription' | 'setup' | 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  customer: string;
  client_reference_id: string | null;
  currency: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  setup_intent: string | null;
  livemode: false;
  /** Not part of Stripe's object (line items are their own list there); what the session sells. */
  line_items_price: string | null;
  subscription_data_metadata: Record<string, string>;
}

export interface StandinSubscriptionItem {
  id: string;
  object: 'subscription_item';
  created: number;
  subscription: string;
  quantity: number;
  price: { id: string; object: 'price'; type: 'recurring'; recurring: { interval: 'month'; interval_count: 1 } };
  current_period_start: number;
  current_period_end: number;
}

export interface StandinSubscription {
  id: string;
  object: 'subscription';
  created: number;
  start_date: number;
  customer: string;
  status: 'active' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'trialing' | 'paused';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  collection_method: 'charge_automatically';
  default_payment_method: string | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: StandinSubscriptionItem[]; has_more: false; url: string };
  pending_update: null | {
    expires_at: number;
    subscription_items: Array<{ id: string; price: { id: string; object: 'price' }; quantity: number }>;
  };
  latest_invoice: string | null;
  livemode: false;
}

export interface StandinInvoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'subscription_cancel' | 'upcoming';
  amount_due: number;
  amount_paid: number;
  period_start: number;
  period_end: number;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Record<string, string> } };
  livemode: false;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** Query (GET) or form body (POST), decoded into nested objects the way Stripe reads them. */
  params: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

export interface StripeStandin {
  /** Use as STRIPE_API_URL. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; ultimate: string };
  /** The four STRIPE_* variables and STRIPE_API_URL for this stand-in. */
  env(): Record<string, string>;

  customers: Map<string, StandinCustomer>;
  paymentMethods: Map<string, StandinPaymentMethod>;
  setupIntents: Map<string, StandinSetupIntent>;
  sessions: Map<string, StandinSession>;
  subscriptions: Map<string, StandinSubscription>;
  invoices: Map<string, StandinInvoice>;
  /** Every API call, in arrival order. */
  requests: RecordedStripeRequest[];

  /** The stand-in's clock, epoch seconds. */
  now(): number;
  setNow(epochSeconds: number): void;

  /**
   * The customer pays on the hosted page: a card payment method is created and attached. In
   * subscription mode the first invoice is paid with it (the subscription starts active for one
   * month from now, the card its default and, when the customer has none, the customer's default);
   * with `declines` the payment fails and the session stays open (null is returned). In setup mode
   * the card is saved through a SetupIntent, nothing more: making it the default is the
   * integration's job. A card saved with `declines` attaches but every later charge on it fails.
   */
  completeCheckout(sessionId: string, opts?: { declines?: boolean; brand?: 'visa' | 'mastercard' }): StandinSession | null;
  /**
   * Stripe's billing engine at the period boundary: the next period starts and its invoice is
   * charged to the default card; paid keeps the subscription active, a failed charge (`fail`, or a
   * declining card) makes it past_due. Returns that invoice.
   */
  renew(subscriptionId: string, opts?: { fail?: boolean }): StandinInvoice;
  /** The period of a subscription set to cancel at its end is over: it becomes canceled. */
  endPeriod(subscriptionId: string): StandinSubscription;
  /** From now on every charge on this customer's cards is declined (or paid again with false). */
  declineCards(customerId: string, declines?: boolean): void;
  /** The next `count` API calls fail with this status and error (default: 400 invalid_request_error), as an outage or a bad request would. */
  failNext(count?: number, status?: number): void;
  /** A deep copy of a stored object, e.g. to deliver an older payload later. */
  snapshot<T>(object: T): T;

  /** An Event as Stripe delivers it to a webhook endpoint. */
  event(type: string, object: object, opts?: { id?: string }): StripeEvent;
  /** The body and headers of a webhook delivery, signed with the real SDK (the webhook secret unless another is given). */
  signedDelivery(event: StripeEvent, opts?: { secret?: string; timestamp?: number }): { payload: string; headers: Record<string, string> };

  stop(): Promise<void>;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: object };
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const notFound = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });
const badParam = (param: string, message: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_invalid', param, message });
const declined = () =>
  new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  });

/**
 * Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects; keys that are all indices
 * become arrays. Brackets may arrive encoded or not.
 */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head!, ...rest.map((p) => p.replace(/\]$/, ''))];
    let node: Record<string, unknown> = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) node[segment] = value;
      else node = (node[segment] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const obj = v as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
      return keys.sort((a, b) => Number(a) - Number(b)).map((k) => arrays(obj[k]));
    }
    return Object.fromEntries(keys.map((k) => [k, arrays(obj[k])]));
  };
  return arrays(root) as Record<string, unknown>;
}

/** The same day of the month one month later (clamped to the month's end), as Stripe bills monthly. */
export function nextMonth(epochSeconds: number): number {
  const d = new Date(epochSeconds * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Parameters a pending update accepts (Stripe's pending updates reference; metadata since 2026-05-27). */
const PENDING_UPDATE_PARAMS = new Set([
  'expand',
  'payment_behavior',
  'proration_behavior',
  'proration_date',
  'billing_cycle_anchor',
  'items',
  'trial_end',
  'trial_from_plan',
  'add_invoice_items',
  'metadata',
]);

/** Stripe's metadata update: keys merge, and a key set to '' is removed. */
const mergeMetadata = (current: Record<string, string>, update: Record<string, string>) => {
  const out = { ...current, ...update };
  for (const [k, v] of Object.entries(update)) if (v === '') delete out[k];
  return out;
};

/** The price, in cents, of each stand-in price id. */
const priceCents = (price: string) => (price.endsWith('ultimate') ? 7900 : 2900);

/** Stripe's proration of a price change at `at`: the difference for the unused part of the period. */
export const standinProration = (fromPrice: string, toPrice: string, period: { start: number; end: number }, at: number) =>
  Math.round(((priceCents(toPrice) - priceCents(fromPrice)) * Math.max(0, period.end - at)) / (period.end - period.start));

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const expandsOf = (params: Record<string, unknown>) => (Array.isArray(params.expand) ? (params.expand as string[]) : []);

export async function startStripeStandin(opts: { now?: number } = {}): Promise<StripeStandin> {
  const secretKey = `sk_test_standin_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_standin_${randomBytes(12).toString('hex')}`;
  const prices = { pro: 'price_standin_pro', ultimate: 'price_standin_ultimate' };
  const knownPrices = new Set(Object.values(prices));
  let clock = opts.now ?? Math.floor(Date.now() / 1000);
  let seq = 0;
  const newId = (prefix: string) => `${prefix}_${(++seq).toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
  /** Payment methods whose charges are declined. */
  const decliningCards = new Set<string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: number[] = [];
  const webhooks = new Stripe('sk_test_unused', { apiVersion: STANDIN_API_VERSION as Stripe.LatestApiVersion }).webhooks;
  let base = '';

  const customers = new Map<string, StandinCustomer>();
  const paymentMethods = new Map<string, StandinPaymentMethod>();
  const setupIntents = new Map<string, StandinSetupIntent>();
  const sessions = new Map<string, StandinSession>();
  const subscriptions = new Map<string, StandinSubscription>();
  const invoices = new Map<string, StandinInvoice>();

  const customerOf = (id: unknown, param?: string) => {
    const c = customers.get(String(id));
    if (!c) throw notFound('customer', String(id), param);
    return c;
  };
  const subscriptionOf = (id: string) => {
    const s = subscriptions.get(id);
    if (!s) throw notFound('subscription', id);
    return s;
  };
  const cardOf = (customer: StandinCustomer, pmId: unknown, param: string) => {
    const pm = paymentMethods.get(String(pmId));
    if (!pm || pm.customer !== customer.id) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param,
        message: `No such PaymentMethod: '${String(pmId)}'; it does not belong to customer ${customer.id}`,
      });
    }
    return pm;
  };
  /** The card a subscription's invoices are charged to: its own default, else the customer's. */
  const chargeableCard = (sub: Pick<StandinSubscription, 'default_payment_method' | 'customer'>) =>
    sub.default_payment_method ?? customers.get(sub.customer)?.invoice_settings.default_payment_method ?? null;
  const charges = (pmId: string | null) => pmId !== null && !decliningCards.has(pmId);

  const newCard = (customerId: string, brand: 'visa' | 'mastercard', declines: boolean): StandinPaymentMethod => {
    const pm: StandinPaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: clock,
      customer: customerId,
      card: {
        brand,
        last4: declines ? '0341' : brand === 'visa' ? '4242' : '4444',
        exp_month: 12,
        exp_year: new Date(clock * 1000).getUTCFullYear() + 4,
        country: 'US',
        funding: 'credit',
      },
      livemode: false,
    };
    paymentMethods.set(pm.id, pm);
    if (declines) decliningCards.add(pm.id);
    return pm;
  };

  const newInvoice = (sub: StandinSubscription, reason: StandinInvoice['billing_reason'], paid: boolean): StandinInvoice => {
    const item = sub.items.data[0]!;
    const invoice: StandinInvoice = {
      id: newId('in'),
      object: 'invoice',
      created: clock,
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      amount_due: item.price.id === prices.ultimate ? 7900 : 2900,
      amount_paid: paid ? (item.price.id === prices.ultimate ? 7900 : 2900) : 0,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } } },
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    return invoice;
  };

  const newSubscription = (customerId: string, price: string, pm: string | null, metadata: Record<string, string>): StandinSubscription => {
    const id = newId('sub');
    const sub: StandinSubscription = {
      id,
      object: 'subscription',
      created: clock,
      start_date: clock,
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      default_payment_method: pm,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: clock,
            subscription: id,
            quantity: 1,
            price: { id: price, object: 'price', type: 'recurring', recurring: { interval: 'month', interval_count: 1 } },
            current_period_start: clock,
            current_period_end: nextMonth(clock),
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      pending_update: null,
      latest_invoice: null,
      livemode: false,
    };
    subscriptions.set(id, sub);
    newInvoice(sub, 'subscription_create', true);
    return sub;
  };

  const list = <T extends { id: string }>(all: T[], params: Record<string, unknown>, url: string) => {
    const limit = Math.max(1, Math.min(100, Number(params.limit ?? 10) || 10));
    const after = str(params.starting_after);
    const start = after ? all.findIndex((o) => o.id === after) + 1 : 0;
    const data = all.slice(start, start + limit);
    return { object: 'list', data, has_more: start + data.length < all.length, url };
  };

  const sessionView = (s: StandinSession, expand: string[]) => {
    const { line_items_price: _price, subscription_data_metadata: _meta, ...view } = s;
    return {
      ...view,
      setup_intent: expand.includes('setup_intent') && s.setup_intent ? setupIntents.get(s.setup_intent)! : s.setup_intent,
      subscription: expand.includes('subscription') && s.subscription ? subscriptions.get(s.subscription)! : s.subscription,
    };
  };

  /** The API routes the billing server calls. */
  const handle = (method: string, path: string, params: Record<string, unknown>): unknown => {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StandinCustomer = {
        id: newId('cus'),
        object: 'customer',
        created: clock,
        email: str(params.email) ?? null,
        name: str(params.name) ?? null,
        metadata: (params.metadata as Record<string, string>) ?? {},
        invoice_settings: { default_payment_method: null },
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if ((m = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path)) && method === 'GET') {
      const customer = customerOf(m[1]);
      const cards = [...paymentMethods.values()].filter((pm) => pm.customer === customer.id && (!params.type || params.type === pm.type));
      return list(cards.reverse(), params, `/v1/customers/${customer.id}/payment_methods`);
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customerOf(m[1]);
      if (method === 'GET') return customer;
      if (method === 'POST') {
        const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
        if (settings?.default_payment_method !== undefined) {
          const pm =
            settings.default_payment_method === ''
              ? null
              : cardOf(customer, settings.default_payment_method, 'invoice_settings[default_payment_method]');
          customer.invoice_settings.default_payment_method = pm?.id ?? null;
        }
        if (params.email !== undefined) customer.email = str(params.email) ?? null;
        if (params.name !== undefined) customer.name = str(params.name) ?? null;
        if (params.metadata) customer.metadata = { ...customer.metadata, ...(params.metadata as Record<string, string>) };
        return customer;
      }
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const mode = str(params.mode);
      if (mode !== 'subscription' && mode !== 'setup')
        throw badParam('mode', 'Invalid mode: must be one of payment, setup, or subscription');
      const customer = customerOf(params.customer, 'customer');
      const successUrl = str(params.success_url);
      if (!successUrl) throw badParam('success_url', 'Missing required param: success_url.');
      let price: string | null = null;
      if (mode === 'subscription') {
        const items = params.line_items as Array<{ price?: string; quantity?: string }> | undefined;
        price = items?.[0]?.price ?? null;
        if (!price) throw badParam('line_items', 'Missing required param: line_items.');
        if (!knownPrices.has(price)) throw notFound('price', price, 'line_items[0][price]');
      } else if (!str(params.currency)) {
        throw badParam('currency', 'Missing required param: currency (setup mode without payment_method_types).');
      }
      const id = `cs_test_${randomBytes(16).toString('hex')}`;
      const session: StandinSession = {
        id,
        object: 'checkout.session',
        created: clock,
        expires_at: clock + 24 * 3600,
        mode,
        status: 'open',
        payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
        customer: customer.id,
        client_reference_id: str(params.client_reference_id) ?? null,
        currency: str(params.currency) ?? (mode === 'subscription' ? 'usd' : null),
        success_url: successUrl,
        cancel_url: str(params.cancel_url) ?? null,
        url: `${base}/c/pay/${id}`,
        metadata: (params.metadata as Record<string, string>) ?? {},
        subscription: null,
        setup_intent: null,
        livemode: false,
        line_items_price: price,
        subscription_data_metadata: ((params.subscription_data as { metadata?: Record<string, string> })?.metadata ?? {}) as Record<
          string,
          string
        >,
      };
      if (mode === 'setup') {
        const seti: StandinSetupIntent = {
          id: newId('seti'),
          object: 'setup_intent',
          created: clock,
          customer: customer.id,
          payment_method: null,
          status: 'requires_payment_method',
          usage: 'off_session',
          livemode: false,
        };
        setupIntents.set(seti.id, seti);
        session.setup_intent = seti.id;
      }
      sessions.set(id, session);
      return sessionView(session, expandsOf(params));
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const all = [...sessions.values()]
        .filter((x) => !params.customer || x.customer === params.customer)
        .filter((x) => !params.status || x.status === params.status)
        .sort((a, b) => b.created - a.created);
      return list(
        all.map((x) => sessionView(x, [])),
        params,
        '/v1/checkout/sessions',
      );
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)) && method === 'POST') {
      const session = sessions.get(m[1]!);
      if (!session) throw notFound('checkout.session', m[1]!);
      if (session.status !== 'open')
        throw badParam('session', `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}.`);
      session.status = 'expired';
      return sessionView(session, []);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const sub = subscriptionOf(String(params.subscription));
      if (sub.customer !== params.customer) throw badParam('customer', 'The subscription does not belong to this customer.');
      const details = params.subscription_details as
        { items?: Array<{ id?: string; price?: string }>; proration_date?: string } | undefined;
      const change = details?.items?.[0];
      const item = sub.items.data.find((i) => i.id === change?.id);
      if (!item || !change?.price || !knownPrices.has(change.price)) throw badParam('subscription_details[items]', 'Invalid items.');
      const at = Number(details?.proration_date ?? clock);
      const amount = standinProration(item.price.id, change.price, { start: item.current_period_start, end: item.current_period_end }, at);
      return {
        id: null,
        object: 'invoice',
        customer: sub.customer,
        billing_reason: 'upcoming',
        amount_due: Math.max(0, amount),
        total: amount,
        livemode: false,
      };
    }
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)) && method === 'GET') {
      const session = sessions.get(m[1]!);
      if (!session) throw notFound('checkout.session', m[1]!);
      return sessionView(session, expandsOf(params));
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = customerOf(params.customer, 'customer');
      const price = (params.items as Array<{ price?: string }> | undefined)?.[0]?.price;
      if (!price) throw badParam('items', 'Missing required param: items.');
      if (!knownPrices.has(price)) throw notFound('price', price, 'items[0][price]');
      const pm = str(params.default_payment_method) ?? customer.invoice_settings.default_payment_method;
      if (!pm) {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'This customer has no attached payment source or default payment method.',
        });
      }
      // error_if_incomplete: a first invoice that cannot be paid creates nothing and answers 402.
      if (!charges(pm)) throw declined();
      return newSubscription(
        customer.id,
        price,
        str(params.default_payment_method) ?? null,
        (params.metadata as Record<string, string>) ?? {},
      );
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const status = str(params.status);
      const all = [...subscriptions.values()]
        .filter((s) => !params.customer || s.customer === params.customer)
        .filter((s) =>
          status === 'all' ? true : status ? s.status === status : s.status !== 'canceled' && s.status !== 'incomplete_expired',
        )
        .sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1));
      return list(all, params, '/v1/subscriptions');
    }
    if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptionOf(m[1]!);
      if (method === 'GET') return sub;
      if (method === 'POST') return updateSubscription(sub, params);
      if (method === 'DELETE') {
        if (sub.status === 'canceled') throw badParam('subscription', `This subscription is already canceled: ${sub.id}`);
        const item = sub.items.data[0]!;
        // prorate + invoice_now: the unused part of the period goes to the customer as a credit (a negative final invoice).
        if (params.prorate === 'true') {
          const unused = -Math.round(
            (priceCents(item.price.id) * Math.max(0, item.current_period_end - clock)) /
              (item.current_period_end - item.current_period_start),
          );
          const invoice = newInvoice(sub, 'subscription_cancel', true);
          invoice.amount_due = unused;
          invoice.amount_paid = 0;
        }
        sub.status = 'canceled';
        sub.canceled_at = clock;
        sub.ended_at = clock;
        return sub;
      }
    }
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  };

  const updateSubscription = (sub: StandinSubscription, params: Record<string, unknown>) => {
    const pending = params.payment_behavior === 'pending_if_incomplete';
    if (pending) {
      const unsupported = Object.keys(params).filter((k) => !PENDING_UPDATE_PARAMS.has(k));
      if (unsupported.length > 0) {
        throw badParam(
          unsupported[0]!,
          `When payment_behavior=pending_if_incomplete, you can only pass parameters supported by pending updates; received ${unsupported.join(', ')}.`,
        );
      }
    }
    if (sub.status === 'canceled' && Object.keys(params).some((k) => k !== 'expand' && k !== 'metadata')) {
      throw badParam('subscription', `A canceled subscription can only update its metadata: ${sub.id}`);
    }
    const customer = customerOf(sub.customer);
    if (params.default_payment_method !== undefined) {
      sub.default_payment_method =
        params.default_payment_method === '' ? null : cardOf(customer, params.default_payment_method, 'default_payment_method').id;
    }
    if (params.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0]!.current_period_end : null;
      sub.canceled_at = sub.cancel_at_period_end ? clock : null;
    }
    if (params.metadata) sub.metadata = mergeMetadata(sub.metadata, params.metadata as Record<string, string>);
    const items = params.items as Array<{ id?: string; price?: string }> | undefined;
    if (items?.length) {
      const change = items[0]!;
      const item = sub.items.data.find((i) => i.id === change.id);
      if (!item) throw badParam('items[0][id]', `No such subscription item: '${String(change.id)}'`);
      if (!change.price || !knownPrices.has(change.price)) throw notFound('price', String(change.price), 'items[0][price]');
      if (change.price !== item.price.id && params.proration_behavior === 'none') {
        // No proration: the new price is billed from the next period's invoice on; nothing is charged now.
        item.price = { ...item.price, id: change.price };
      } else if (change.price !== item.price.id) {
        // proration_behavior=always_invoice: the difference is invoiced and charged now.
        const paid = charges(chargeableCard(sub));
        if (paid) {
          item.price = { ...item.price, id: change.price };
          sub.pending_update = null;
          newInvoice(sub, 'subscription_update', true);
        } else if (pending) {
          sub.pending_update = {
            expires_at: clock + 23 * 3600,
            subscription_items: [{ id: item.id, price: { id: change.price, object: 'price' }, quantity: 1 }],
          };
          newInvoice(sub, 'subscription_update', false);
        } else if (params.payment_behavior === 'error_if_incomplete') {
          throw declined();
        } else {
          // allow_incomplete (the default): the change applies and the subscription goes past_due.
          item.price = { ...item.price, id: change.price };
          sub.status = 'past_due';
          newInvoice(sub, 'subscription_update', false);
        }
      }
    }
    return sub;
  };

  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const params = decodeStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
      standin.requests.push({ method, path: url.pathname, params, headers: req.headers });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      const failure = failures.shift();
      if (failure !== undefined) {
        return send(failure, {
          error: { type: failure >= 500 ? 'api_error' : 'invalid_request_error', message: `Stand-in failure (${failure})` },
        });
      }
      const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
      const replay = key ? idempotent.get(`${key}:${url.pathname}`) : undefined;
      if (replay) return send(replay.status, replay.body);
      let status = 200;
      let out: unknown;
      try {
        out = JSON.parse(JSON.stringify(handle(method, url.pathname, params)));
      } catch (err) {
        if (!(err instanceof StripeApiError)) {
          status = 500;
          out = { error: { type: 'api_error', message: String(err) } };
        } else {
          status = err.status;
          out = { error: err.body };
        }
      }
      if (key && status !== 500) idempotent.set(`${key}:${url.pathname}`, { status, body: out });
      send(status, out);
    });
  });
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standin: StripeStandin = {
    url: base,
    secretKey,
    webhookSecret,
    prices,
    env: () => ({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_PRO: prices.pro,
      STRIPE_PRICE_ULTIMATE: prices.ultimate,
      STRIPE_API_URL: base,
    }),
    customers,
    paymentMethods,
    setupIntents,
    sessions,
    subscriptions,
    invoices,
    requests: [],
    now: () => clock,
    setNow(epochSeconds) {
      clock = Math.floor(epochSeconds);
    },

    completeCheckout(sessionId, o = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stripe stand-in: no checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`stripe stand-in: checkout session ${sessionId} is ${session.status}`);
      const customer = customerOf(session.customer);
      const pm = newCard(customer.id, o.brand ?? 'visa', o.declines ?? false);
      if (session.mode === 'setup') {
        const seti = setupIntents.get(session.setup_intent!)!;
        seti.payment_method = pm.id;
        seti.status = 'succeeded';
        session.status = 'complete';
        return session;
      }
      if (!charges(pm.id)) return null; // the page shows the decline; the session stays open
      if (!customer.invoice_settings.default_payment_method) customer.invoice_settings.default_payment_method = pm.id;
      const sub = newSubscription(customer.id, session.line_items_price!, pm.id, session.subscription_data_metadata);
      session.subscription = sub.id;
      session.status = 'complete';
      session.payment_status = 'paid';
      return session;
    },

    renew(subscriptionId, o = {}) {
      const sub = subscriptionOf(subscriptionId);
      if (sub.status === 'canceled') throw new Error(`stripe stand-in: ${subscriptionId} is canceled`);
      if (sub.cancel_at_period_end) throw new Error(`stripe stand-in: ${subscriptionId} cancels at its period end; use endPeriod`);
      const item = sub.items.data[0]!;
      item.current_period_start = item.current_period_end;
      item.current_period_end = nextMonth(item.current_period_start);
      const paid = !o.fail && charges(chargeableCard(sub));
      sub.status = paid ? 'active' : 'past_due';
      return newInvoice(sub, 'subscription_cycle', paid);
    },

    endPeriod(subscriptionId) {
      const sub = subscriptionOf(subscriptionId);
      if (!sub.cancel_at_period_end) throw new Error(`stripe stand-in: ${subscriptionId} is not set to cancel at its period end`);
      sub.status = 'canceled';
      sub.ended_at = sub.items.data[0]!.current_period_end;
      sub.canceled_at ??= sub.ended_at;
      return sub;
    },

    declineCards(customerId, declines = true) {
      for (const pm of paymentMethods.values()) {
        if (pm.customer !== customerId) continue;
        if (declines) decliningCards.add(pm.id);
        else decliningCards.delete(pm.id);
      }
    },

    failNext(count = 1, status = 400) {
      for (let i = 0; i < count; i++) failures.push(status);
    },

    snapshot: <T>(object: T) => JSON.parse(JSON.stringify(object)) as T,

    event: (type, object, o = {}) => ({
      id: o.id ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: STANDIN_API_VERSION,
      created: clock,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: JSON.parse(JSON.stringify(object)) as object },
    }),

    signedDelivery(event, o = {}) {
      const payload = JSON.stringify(event);
      const signature = webhooks.generateTestHeaderString({
        payload,
        secret: o.secret ?? webhookSecret,
        ...(o.timestamp ? { timestamp: o.timestamp } : {}),
      });
      return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
    },

    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standin;
}
