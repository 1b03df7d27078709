/** Accounts, sessions, password reset, plans and the credit ledger. */
export default /* sql */ `
CREATE TABLE plans (
  id              text PRIMARY KEY,
  name            text NOT NULL UNIQUE,
  description     text NOT NULL,
  price_cents     integer NOT NULL CHECK (price_cents >= 0),
  features        jsonb NOT NULL DEFAULT '[]'::jsonb,
  is_best_value   boolean NOT NULL DEFAULT false,
  monthly_credits integer NOT NULL CHECK (monthly_credits >= 0),
  sort_order      integer NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id                  uuid PRIMARY KEY,
  email               text NOT NULL,
  name                text NOT NULL,
  password_hash       text,
  profile_photo       text,
  avatar              text,
  enable_notification boolean NOT NULL DEFAULT true,
  available_credits   integer NOT NULL DEFAULT 0 CHECK (available_credits >= 0),
  total_credits       integer NOT NULL DEFAULT 0 CHECK (total_credits >= 0),
  subscribed_plan     text REFERENCES plans(id),
  payment_status      text NOT NULL DEFAULT 'inactive' CHECK (payment_status IN ('active', 'inactive')),
  plan_expire_on      bigint,
  next_payment_date   bigint,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

-- Third-party identities (issuer + subject), e.g. Google sign-in.
CREATE TABLE user_identities (
  issuer     text NOT NULL,
  subject    text NOT NULL,
  user_id    uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email      text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- Every change of a user's credits, with the balance it left.
CREATE TABLE credit_ledger (
  id            bigserial PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  delta         integer NOT NULL,
  balance_after integer NOT NULL CHECK (balance_after >= 0),
  reason        text NOT NULL,
  reference     text,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id);

-- A session is one sign-in; its refresh tokens form one rotation family.
CREATE TABLE sessions (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz,
  revoke_reason text,
  user_agent  text,
  ip          text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE password_reset_codes (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id, created_at);

CREATE TABLE password_reset_tokens (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Pending third-party sign-ins: state, PKCE verifier and nonce, single use.
CREATE TABLE oauth_states (
  state         text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  redirect_uri  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);

-- Fixed-window counters shared by every API instance.
CREATE TABLE rate_limit_hits (
  key          text NOT NULL,
  window_start bigint NOT NULL,
  hits         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
`;
