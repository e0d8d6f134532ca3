-- The lender's desk (docs/desk.md): staff accounts apart from the borrowers', their enrolment
-- links, sign-in throttle and sessions, and the append-only audit trail of what staff did and
-- which personal data they looked at. Instants come from the application's clock, as everywhere.

CREATE TABLE staff (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(email) AND email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 80),
  roles text[] NOT NULL
    CHECK (cardinality(roles) > 0
      AND roles <@ ARRAY['reviewer', 'collections', 'finance', 'care', 'admin']),
  -- Invited: created, the enrolment link not used yet. Active: password and second factor set.
  status text NOT NULL CHECK (status IN ('invited', 'active', 'disabled')),
  -- scrypt, self-describing (server/lib/password-hash.ts); NULL until enrolment.
  password_hash text,
  -- The TOTP key, encrypted with the server's desk key (AES-256-GCM), NULL without TOTP.
  totp_secret_sealed text,
  -- The newest 30-second step a code was taken for: a code is never taken twice.
  totp_last_step bigint,
  -- "Sign out everywhere": sessions opened before this instant no longer count.
  sessions_valid_from timestamptz,
  created_at timestamptz NOT NULL,
  -- NULL: the first administrator, made from the command line.
  created_by bigint REFERENCES staff (id),
  disabled_at timestamptz,
  CHECK (status <> 'active' OR password_hash IS NOT NULL)
);
CREATE UNIQUE INDEX staff_email ON staff (email);

-- Wrong passwords and codes in a row, by the e-mail typed, whether or not it has an account: a
-- lock then reads the same for an address that exists and one that does not.
CREATE TABLE staff_sign_in_throttle (
  email text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX staff_sign_in_throttle_updated ON staff_sign_in_throttle (updated_at);

-- One-time links that let an invited person (or one whose factors an administrator reset) set a
-- password and a second factor. Only the SHA-256 of the link's token is kept.
CREATE TABLE staff_enrolments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  -- A newer link for the same person replaces this one.
  replaced_at timestamptz,
  -- The TOTP key shown on the enrolment page, sealed, until a code from it proves it was saved.
  totp_pending_sealed text
);
CREATE INDEX staff_enrolments_staff ON staff_enrolments (staff_id);

-- A sign-in that passed the password but not yet the second factor: short-lived, single use.
CREATE TABLE staff_sign_in_challenges (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE staff_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash bytea NOT NULL UNIQUE,
  staff_id bigint NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  ended_at timestamptz,
  user_agent text
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE ended_at IS NULL;

-- Every staff action and every look at a borrower's personal data. NULL staff: the command line.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id bigint REFERENCES staff (id),
  action text NOT NULL,
  record_type text,
  record_id text,
  -- What the person typed when the desk asked why (a reveal, an export).
  reason text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX staff_audit_at ON staff_audit (at);
CREATE INDEX staff_audit_staff_at ON staff_audit (staff_id, at);
CREATE INDEX staff_audit_record ON staff_audit (record_type, record_id, at);

-- Append-only: no row is changed, and one is deleted only by the retention job, which says so for
-- its own transaction (SET LOCAL sulong.audit_retention = 'on').
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('sulong.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER staff_audit_append_only BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE FUNCTION staff_audit_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_no_truncate();
