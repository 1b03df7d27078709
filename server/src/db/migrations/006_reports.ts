/**
 * E-mail reports (decision 014): one subscription per user, its communities, one delivery row per
 * subscriber and period (the row is the claim), confirmation tokens for addresses other than the
 * account's, and hard-bounce suppression per address.
 */
export default /* sql */ `
CREATE TABLE report_subscribers (
  id                 uuid PRIMARY KEY,
  user_id            uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  email              text NOT NULL,
  interval           text NOT NULL CHECK (interval IN ('WEEKLY', 'MONTHLY')),
  time_zone          text NOT NULL DEFAULT 'UTC',
  status             text NOT NULL CHECK (status IN ('pending', 'active', 'unsubscribed')),
  confirmed_at       timestamptz,
  -- Random 256-bit capability in every report's unsubscribe link (rotated when the address changes).
  unsubscribe_token  text NOT NULL UNIQUE,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX report_subscribers_status_idx ON report_subscribers (status);

CREATE TABLE report_subscriber_subreddits (
  subscriber_id uuid NOT NULL REFERENCES report_subscribers(id) ON DELETE CASCADE,
  name          text NOT NULL,
  name_key      text NOT NULL,
  position      integer NOT NULL,
  PRIMARY KEY (subscriber_id, name_key)
);

CREATE TABLE report_deliveries (
  id             uuid PRIMARY KEY,
  subscriber_id  uuid NOT NULL REFERENCES report_subscribers(id) ON DELETE CASCADE,
  -- 'W2026-11-23' (the Monday), 'M2026-12', or 'T<timestamp>' for a test send.
  period_key     text NOT NULL,
  status         text NOT NULL CHECK (status IN ('claimed', 'sent', 'skipped', 'failed')),
  attempts       integer NOT NULL DEFAULT 0,
  reason         text,
  -- Who holds the claim: a finishing worker only writes while it still holds it.
  claim_token    text NOT NULL,
  claimed_at     timestamptz NOT NULL,
  finished_at    timestamptz,
  email          text,
  subject        text,
  html           text,
  text           text,
  -- What the report said (per community: data fingerprint and headline figures), for the skip rule and changes.
  figures        jsonb,
  created_at     timestamptz NOT NULL,
  UNIQUE (subscriber_id, period_key)
);
CREATE INDEX report_deliveries_status_idx ON report_deliveries (status, claimed_at);

CREATE TABLE report_email_confirmations (
  token_hash     text PRIMARY KEY,
  subscriber_id  uuid NOT NULL REFERENCES report_subscribers(id) ON DELETE CASCADE,
  email          text NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX report_email_confirmations_subscriber_idx ON report_email_confirmations (subscriber_id);

-- Per address (lower case): permanent (5xx) failures; suppressed once they reach the limit.
CREATE TABLE report_suppressions (
  email_key      text PRIMARY KEY,
  hard_bounces   integer NOT NULL DEFAULT 0,
  last_reason    text,
  suppressed_at  timestamptz,
  updated_at     timestamptz NOT NULL
);
`;
