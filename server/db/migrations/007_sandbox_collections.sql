-- The sandbox collections provider's own books (docs/product.md#sandbox-adapters): what a real
-- provider keeps on its side. Our payment intents (006) only know its checkout id. One checkout per
-- idempotency key, so a retried create answers the same checkout.
CREATE TABLE sandbox_checkouts (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  intent_id text NOT NULL,
  amount_centavos bigint NOT NULL CHECK (amount_centavos > 0),
  channel text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ph', 'hi')),
  description text NOT NULL,
  return_url text NOT NULL,
  -- Over the counter only: the number the cashier asks for (npm run ops -- pay-reference).
  otc_reference text UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'failed', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  ended_at timestamptz,
  paid_at timestamptz,
  payment_ref text,
  -- The event that ended it: a webhook and a later status query name the same event.
  event_id text UNIQUE,
  CHECK ((status = 'pending') = (ended_at IS NULL)),
  CHECK ((status = 'pending') = (event_id IS NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL AND payment_ref IS NOT NULL))
);
