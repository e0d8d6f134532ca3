-- Repayment (issue 10): the loan ledger, payment intents, provider events, receipts, refunds and
-- reminders. As before, every instant is written by the application's clock and money is bigint
-- centavos.

-- The loan ledger (docs/loans.md#ledger): entries are only ever appended; every figure a loan
-- owes is derived from them. `seq` orders the entries of one loan (the order they were appended).
CREATE TABLE ledger_entries (
  order_id uuid NOT NULL REFERENCES orders (id),
  seq integer NOT NULL CHECK (seq >= 1),
  kind text NOT NULL CHECK (kind IN (
    'interest', 'lateCharge', 'serviceFee', 'creditReportingFee', 'tax', 'extensionFee',
    'couponDeduction', 'payment', 'lateChargeReversal')),
  day date NOT NULL,
  centavos bigint NOT NULL CHECK (centavos > 0),
  payment_kind text CHECK (payment_kind IN ('full', 'extension', 'part', 'disbursement')),
  -- A payment's split, {penalty, fees, interest, principal}; a coupon's {penalty, fees}.
  allocation jsonb,
  new_due_date date,
  -- A late charge's key: its day and how many times that day was reversed before it was posted
  -- (docs/loans.md#ledger-conventions), so a day posts once, and again only after a reversal.
  late_key text,
  intent_id uuid,
  posted_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, seq),
  CHECK ((kind = 'payment') = (payment_kind IS NOT NULL)),
  CHECK ((kind IN ('payment', 'couponDeduction')) = (allocation IS NOT NULL)),
  CHECK ((kind = 'lateCharge') = (late_key IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_one_late_charge ON ledger_entries (order_id, late_key)
  WHERE kind = 'lateCharge';

-- Payment intents (docs/loans.md#payment-intents): the amount is fixed at creation from the
-- ledger for `quote_day`, and a payment posts dated that day.
CREATE TABLE payment_intents (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('full', 'extension', 'part')),
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  quote_day date NOT NULL,
  coupon_id uuid REFERENCES coupons (id),
  coupon_centavos bigint NOT NULL DEFAULT 0 CHECK (coupon_centavos >= 0),
  -- An extension's disclosure statement as shown and agreed.
  disclosure jsonb,
  agreed_at timestamptz,
  channel text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ph', 'hi')),
  idempotency_key text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  checkout_url text,
  otc_reference text,
  -- When a request last claimed the right to ask the provider for the checkout: a retry within
  -- the claim asks nothing, so one intent never gets two sessions (docs/loans.md#payment-intents).
  checkout_requested_at timestamptz,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'expired', 'cancelled')),
  failure_reason text CHECK (failure_reason IN ('declined', 'amountMismatch', 'notPostable')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  ended_at timestamptz,
  UNIQUE (customer_id, idempotency_key),
  CHECK ((status = 'pending') = (ended_at IS NULL)),
  CHECK ((kind = 'extension') = (agreed_at IS NOT NULL)),
  CHECK (coupon_id IS NULL OR kind = 'full')
);
-- One live intent per loan: a second is refused (PAYMENT_IN_PROGRESS).
CREATE UNIQUE INDEX payment_intents_one_live ON payment_intents (order_id) WHERE status = 'pending';
CREATE UNIQUE INDEX payment_intents_provider_ref ON payment_intents (provider, provider_ref);
CREATE INDEX payment_intents_customer ON payment_intents (customer_id, created_at DESC);
CREATE INDEX payment_intents_pending ON payment_intents (created_at) WHERE status = 'pending';

-- Every provider event as received (docs/loans.md#webhooks), stored before it is processed:
-- the provider's event id is unique, so a replay stores and posts nothing twice.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  type text NOT NULL,
  intent_id uuid REFERENCES payment_intents (id),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  processed_at timestamptz,
  -- 'posted', 'failed', 'ignored' (nothing to do), 'refund' (flagged for refund).
  outcome text,
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX payment_events_unprocessed ON payment_events (received_at) WHERE processed_at IS NULL;
CREATE INDEX payment_events_intent ON payment_events (intent_id);

-- One receipt per successful intent (docs/loans.md#receipts).
CREATE TABLE receipts (
  receipt_no text PRIMARY KEY,
  intent_id uuid NOT NULL UNIQUE REFERENCES payment_intents (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  customer_id bigint NOT NULL REFERENCES customers (id),
  channel text NOT NULL,
  kind text NOT NULL,
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  coupon_deduction_centavos bigint NOT NULL DEFAULT 0,
  allocation jsonb NOT NULL,
  new_due_date date,
  balance_after_centavos bigint NOT NULL CHECK (balance_after_centavos >= 0),
  settled boolean NOT NULL,
  paid_at timestamptz NOT NULL,
  posted_at timestamptz NOT NULL
);

-- Money collected that must go back (docs/loans.md#refunds): customer service works this list.
-- A payment naming no intent of ours has no intent id (reason 'unknownIntent').
CREATE TABLE refunds (
  id uuid PRIMARY KEY,
  intent_id uuid REFERENCES payment_intents (id),
  provider text NOT NULL,
  event_id text NOT NULL,
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  reason text NOT NULL CHECK (reason IN ('amountMismatch', 'notPostable', 'unknownIntent')),
  status text NOT NULL DEFAULT 'toRefund' CHECK (status IN ('toRefund', 'refunded')),
  created_at timestamptz NOT NULL,
  UNIQUE (provider, event_id),
  CHECK ((intent_id IS NULL) = (reason = 'unknownIntent'))
);

-- Reminders sent (docs/loans.md#reminders): one per loan, kind and due date, ever.
CREATE TABLE reminders (
  order_id uuid NOT NULL REFERENCES orders (id),
  kind text NOT NULL CHECK (kind IN ('dayBefore', 'dueDay', 'overdue1', 'overdue3', 'overdue7')),
  due_date date NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, kind, due_date)
);
