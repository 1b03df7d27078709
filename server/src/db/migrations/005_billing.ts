/**
 * Billing: payment-provider customers, a local mirror of each subscription, claimed webhook events,
 * the local test checkout's own records, idempotency keys on credit grants, and paid-analysis reuse.
 */
export default /* sql */ `
-- A user's customer at the payment provider (Stripe, or the local test checkout).
CREATE TABLE billing_customers (
  user_id     uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  provider    text NOT NULL,
  customer_id text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, customer_id)
);

-- The provider's subscription as last read from it (never from an event's payload alone).
CREATE TABLE billing_subscriptions (
  id                   text PRIMARY KEY,
  provider             text NOT NULL,
  user_id              uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id              text NOT NULL REFERENCES plans(id),
  status               text NOT NULL,
  current_period_start bigint NOT NULL,
  current_period_end   bigint NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  pending_plan_id      text,
  synced_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_subscriptions_user_idx ON billing_subscriptions (user_id);
CREATE INDEX billing_subscriptions_status_idx ON billing_subscriptions (status);

-- Each webhook event is claimed once: duplicates and parallel deliveries find the claim and stop.
CREATE TABLE billing_events (
  id           text PRIMARY KEY,
  type         text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

-- The local test checkout (no provider configured): its sessions, cards and subscriptions.
CREATE TABLE local_checkout_sessions (
  id           text PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mode         text NOT NULL CHECK (mode IN ('subscription', 'setup')),
  plan_id      text REFERENCES plans(id),
  status       text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  expires_at   bigint NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE local_payment_methods (
  id          text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand       text NOT NULL,
  last4       text NOT NULL,
  exp_month   integer NOT NULL,
  exp_year    integer NOT NULL,
  declines    boolean NOT NULL DEFAULT false,
  is_default  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_payment_methods_user_idx ON local_payment_methods (user_id);
CREATE TABLE local_subscriptions (
  id                   text PRIMARY KEY,
  user_id              uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  plan_id              text NOT NULL REFERENCES plans(id),
  anchor               bigint NOT NULL,
  paid_through         bigint NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  canceled_at          bigint,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX local_subscriptions_user_idx ON local_subscriptions (user_id);

-- A grant that must happen once (a billing period's credits, a month's free allowance) carries a key.
ALTER TABLE credit_ledger ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX credit_ledger_idempotency_key ON credit_ledger (idempotency_key) WHERE idempotency_key IS NOT NULL;

-- A paid analysis reopened within its reuse window costs nothing.
CREATE TABLE paid_analyses (
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject     text NOT NULL,
  paid_at     bigint NOT NULL,
  PRIMARY KEY (user_id, subject)
);
`;
