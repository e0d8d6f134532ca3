-- Sign-in: customers, their sessions, one-time codes, graphic codes, per-phone security state and
-- the sandbox SMS outbox. Every instant is timestamptz and written by the application's clock,
-- never by now(), so rules are tested with an injected clock.

CREATE TABLE customers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL CHECK (phone ~ '^\+63[0-9]{10}$'),
  created_at timestamptz NOT NULL,
  deleted_at timestamptz
);
-- A deleted account frees its number for a new registration; live numbers stay unique.
CREATE UNIQUE INDEX customers_live_phone ON customers (phone) WHERE deleted_at IS NULL;

CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- SHA-256 of the bearer token; the token itself is never stored.
  token_hash bytea NOT NULL UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  revoked_at timestamptz,
  app_type smallint CHECK (app_type IN (1, 2)),
  user_agent text
);
CREATE INDEX sessions_customer ON sessions (customer_id);

-- One row per code sent. Rows double as the send log that the resend interval, the daily cap and
-- the "second request within 24 hours" rule count. Only the newest row of a phone is valid.
CREATE TABLE otp_challenges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  code_hash bytea NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ph', 'hi')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  wrong_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX otp_challenges_phone_time ON otp_challenges (phone, created_at DESC);

CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash bytea NOT NULL,
  -- Written only while the sandbox is enabled, for /api/dev/captcha/:id; NULL in production.
  sandbox_answer text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- The phone whose request used it, for the record.
  phone text
);
CREATE INDEX captchas_expiry ON captchas (expires_at);

-- Per-phone sign-in security: a lock after too many wrong codes, and the last successful
-- sign-in, which clears the "graphic code after a wrong code" requirement.
CREATE TABLE phone_security (
  phone text PRIMARY KEY,
  locked_until timestamptz,
  last_sign_in_at timestamptz,
  updated_at timestamptz NOT NULL
);

CREATE TABLE wrong_code_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  otp_challenge_id bigint REFERENCES otp_challenges (id),
  attempted_at timestamptz NOT NULL
);
CREATE INDEX wrong_code_attempts_phone_time ON wrong_code_attempts (phone, attempted_at DESC);

-- What the sandbox SMS provider "sent": testers read codes here instead of on a real phone.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  text text NOT NULL,
  code text,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone_time ON sms_outbox (phone, sent_at DESC);
