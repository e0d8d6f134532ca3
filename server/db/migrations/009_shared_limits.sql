-- Abuse limits every API instance shares (docs/security.md#shared-counters): request ceilings and
-- sign-in risk counts live here, not in one process's memory.

-- One fixed window per key: the first hit opens it, later hits count until it ends, and the first
-- hit after its end opens the next. Keys are namespaced ("route:POST /api/auth/otp|203.0.113.9",
-- "sms-ip:…"). Rows whose window ended are swept by the instances as they count.
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  window_ends_at timestamptz NOT NULL,
  count integer NOT NULL CHECK (count > 0)
);
CREATE INDEX rate_counters_window_end ON rate_counters (window_ends_at);

-- Wrong codes are counted per requesting client as well as per phone
-- (docs/security.md#wrong-codes): the keyed hash of the client's address and device. NULL on rows
-- written before this migration.
ALTER TABLE wrong_code_attempts ADD COLUMN client_key bytea;
CREATE INDEX wrong_code_attempts_client_time ON wrong_code_attempts (client_key, attempted_at DESC)
  WHERE client_key IS NOT NULL;

-- A client that typed too many wrong codes may not ask for codes or sign in until locked_until.
-- phone_security.locked_until is no longer written: a phone is never locked for everyone, its
-- codes are voided instead. The column stays so the previous release keeps running during a
-- rolling deploy.
CREATE TABLE sign_in_client_locks (
  client_key bytea PRIMARY KEY,
  locked_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
