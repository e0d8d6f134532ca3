-- Background jobs (the credit decision and later ones) and the borrower's private photos. As in
-- 001, every instant is written by the application's clock, never by now().

-- A job is claimed by one worker at a time: `locked_by` takes it until `locked_until` (the
-- lease). A worker that dies leaves the lease to expire and another worker claims the job again,
-- so handlers must be idempotent. `attempts` counts claims; after `max_attempts` the job is given
-- up with `failed_at` and the last error.
CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9-]*$'),
  payload jsonb NOT NULL DEFAULT '{}',
  -- Optional: a second job of the same kind and key is never created (NULLs never collide).
  dedupe_key text,
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  locked_by text,
  locked_until timestamptz,
  done_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL,
  UNIQUE (kind, dedupe_key)
);
-- What a worker scans: open jobs in the order they fall due.
CREATE INDEX jobs_due ON jobs (run_at, id) WHERE done_at IS NULL AND failed_at IS NULL;

-- Identity document and face photos. The bytes live in the object store under a random key
-- (never derived from personal data); this table says whose they are and who sent them when.
-- A new upload replaces the current photo of its kind: the old row keeps `replaced_at`.
CREATE TABLE photos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('idDocument', 'face')),
  storage_key text NOT NULL UNIQUE,
  -- SHA-256 of the stored (metadata-free) bytes: a retried upload is recognised by it.
  sha256 bytea NOT NULL,
  bytes integer NOT NULL CHECK (bytes > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  content_type text NOT NULL,
  created_at timestamptz NOT NULL,
  created_ip text,
  user_agent text,
  replaced_at timestamptz,
  -- Set when the bytes are removed from the store (retention); the row stays as the record.
  deleted_at timestamptz
);
CREATE UNIQUE INDEX photos_current ON photos (customer_id, kind)
  WHERE replaced_at IS NULL AND deleted_at IS NULL;
CREATE INDEX photos_customer ON photos (customer_id, kind, created_at DESC);

-- Loans repaid in full. Maintained by the loan flow (a later issue); until then always 0. A
-- customer with at least one settled loan is a repeat borrower (e.g. may change the bank).
ALTER TABLE customers ADD COLUMN settled_loans integer NOT NULL DEFAULT 0
  CHECK (settled_loans >= 0);
