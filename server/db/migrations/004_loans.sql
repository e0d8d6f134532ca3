-- Coupons, quotes, loan orders with their history, signed records and payouts (issue 4). As in
-- 001, every instant is written by the application's clock, never by now(). Money is bigint
-- centavos. Ids that appear in the API are random uuids.

-- Coupons (docs/coupons.md#states). `expired` is not stored: a coupon past valid_until is
-- expired. Applying a coupon reserves it for one order; if that order ends unpaid the reservation
-- is released once (docs/coupons.md#coupon-reservation).
CREATE TABLE coupons (
  id uuid PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  type text NOT NULL CHECK (type IN ('platform', 'withdrawal', 'repayment', 'cash')),
  deduction_centavos bigint NOT NULL CHECK (deduction_centavos > 0),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL CHECK (valid_until > valid_from),
  status text NOT NULL DEFAULT 'available'
    CHECK (status IN ('available', 'reserved', 'used', 'invalid')),
  -- The add-to-home-screen repayment coupon (docs/coupons.md#home-screen-bonus): full
  -- repayment only.
  full_repayment_only boolean NOT NULL DEFAULT false,
  -- Why it was granted: 'welcome' (first approval), 'operator', later 'homeScreenBonus'.
  source text NOT NULL,
  reserved_for uuid,
  reserved_at timestamptz,
  released_count integer NOT NULL DEFAULT 0 CHECK (released_count BETWEEN 0 AND 1),
  used_for uuid,
  used_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((status = 'reserved') = (reserved_for IS NOT NULL)),
  CHECK ((status = 'used') = (used_at IS NOT NULL))
);
CREATE INDEX coupons_customer ON coupons (customer_id, status, valid_until);
-- One welcome coupon per customer, ever.
CREATE UNIQUE INDEX coupons_one_welcome ON coupons (customer_id) WHERE source = 'welcome';

-- A priced offer the borrower is looking at. The documents are rendered from it and the
-- signature binds to it: `product` and `pricing` are snapshots, so a later config change makes
-- the quote stale instead of silently changing what was signed.
CREATE TABLE quotes (
  id uuid PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  application_id uuid NOT NULL REFERENCES applications (id),
  product_id text NOT NULL,
  product jsonb NOT NULL,
  pricing jsonb NOT NULL,
  coupon_id uuid REFERENCES coupons (id),
  quota_centavos bigint NOT NULL CHECK (quota_centavos > 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL CHECK (expires_at > created_at)
);
CREATE INDEX quotes_customer ON quotes (customer_id, created_at DESC);

-- A loan order (docs/loans.md#order-states). `pricing` holds every figure as signed; once the
-- money is sent, withdrawal_date/due_date are the real ones (the due date counts from the
-- disbursement date).
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  -- Shown to the borrower and customer service: 'SC' + Manila date + random, not a counter.
  order_no text NOT NULL UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  application_id uuid NOT NULL REFERENCES applications (id),
  quote_id uuid NOT NULL UNIQUE REFERENCES quotes (id),
  product_id text NOT NULL,
  product jsonb NOT NULL,
  status text NOT NULL CHECK (status IN
    ('requested', 'toCheck', 'disbursing', 'disbursementFailed', 'repaying', 'settled', 'cancelled')),
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  term_days integer NOT NULL CHECK (term_days > 0),
  received_centavos bigint NOT NULL CHECK (received_centavos > 0),
  total_repayment_centavos bigint NOT NULL CHECK (total_repayment_centavos >= amount_centavos),
  pricing jsonb NOT NULL,
  coupon_id uuid REFERENCES coupons (id),
  -- Where the money goes: a snapshot of the bank section, replaced when the borrower re-enters it.
  payout_account jsonb NOT NULL,
  failure_reason text CHECK (failure_reason IN ('accountUnavailable')),
  withdrawal_date date,
  due_date date,
  disbursed_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'disbursementFailed') = (failure_reason IS NOT NULL)),
  CHECK ((disbursed_at IS NULL) = (due_date IS NULL)),
  CHECK (status NOT IN ('repaying', 'settled') OR disbursed_at IS NOT NULL)
);
-- A borrower has at most one open order: two withdrawals at once make one order, one refusal.
CREATE UNIQUE INDEX orders_one_open ON orders (customer_id)
  WHERE status IN ('requested', 'toCheck', 'disbursing', 'disbursementFailed', 'repaying');
CREATE INDEX orders_customer ON orders (customer_id, created_at DESC);

-- Every status an order passed through, in order.
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  from_status text,
  to_status text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('borrower', 'system', 'operator')),
  reason text,
  details jsonb NOT NULL DEFAULT '{}',
  at timestamptz NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- What the borrower signed: the exact rendered documents (each with its hash and version), the
-- signature image, when, from where, and the quote it was signed on.
CREATE TABLE signatures (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL UNIQUE REFERENCES orders (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  quote_id uuid NOT NULL REFERENCES quotes (id),
  language text NOT NULL CHECK (language IN ('en', 'ph', 'hi')),
  documents jsonb NOT NULL CHECK (jsonb_typeof(documents) = 'array'),
  -- SHA-256 of the three document hashes joined in DOCUMENT_KINDS order: one seal for the set.
  documents_sha256 bytea NOT NULL,
  agreed jsonb NOT NULL,
  signature_png bytea NOT NULL,
  signature_sha256 bytea NOT NULL,
  signed_at timestamptz NOT NULL,
  ip text,
  user_agent text,
  device jsonb NOT NULL DEFAULT '{}'
);

-- Payout attempts. The idempotency key is written before the provider is called, and the same
-- key is sent on every retry of that attempt: a crash or a restart between request and answer
-- never pays twice. A new attempt (after the borrower re-entered the bank) gets a new key.
CREATE TABLE payouts (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  attempt integer NOT NULL CHECK (attempt >= 1),
  idempotency_key text NOT NULL UNIQUE,
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  destination jsonb NOT NULL,
  provider text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'processing', 'paid', 'failed')),
  provider_ref text,
  failure_reason text,
  created_at timestamptz NOT NULL,
  requested_at timestamptz,
  answered_at timestamptz,
  UNIQUE (order_id, attempt)
);
CREATE UNIQUE INDEX payouts_one_active ON payouts (order_id)
  WHERE status IN ('pending', 'processing');

-- The sandbox payout provider's own books (a real part of the product, like a provider's test
-- mode): one row per idempotency key, however often it is asked.
CREATE TABLE sandbox_payouts (
  idempotency_key text PRIMARY KEY,
  reference text NOT NULL UNIQUE,
  amount_centavos bigint NOT NULL,
  destination jsonb NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('paid', 'failed')),
  failure_reason text,
  requests integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL,
  settles_at timestamptz NOT NULL
);

-- A bank re-entered after a failed payout is kept in the section history like a bank change.
ALTER TABLE profile_section_history DROP CONSTRAINT profile_section_history_reason_check;
ALTER TABLE profile_section_history ADD CONSTRAINT profile_section_history_reason_check
  CHECK (reason IN ('edit', 'bankChange', 'payoutRetry'));
