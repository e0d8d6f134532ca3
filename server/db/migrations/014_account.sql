-- The borrower's settings and account deletion (docs/account.md).
--
-- A deleted account is detached from its contact data: its phone is NULL, deleted_at set. A live
-- account always has a phone; customers_live_phone keeps live numbers unique, so a deleted
-- account's number signs in again as a new customer.
ALTER TABLE customers ALTER COLUMN phone DROP NOT NULL;
ALTER TABLE customers ADD CONSTRAINT customers_phone_while_live
  CHECK ((deleted_at IS NULL) = (phone IS NOT NULL));

-- What the borrower chose in Settings (docs/account.md#notification-preferences). No row: the
-- defaults (no promotions, the courtesy SMS the day before the due date, the language inferred).
CREATE TABLE customer_preferences (
  customer_id bigint PRIMARY KEY REFERENCES customers (id),
  promotions boolean NOT NULL DEFAULT false,
  reminder_sms boolean NOT NULL DEFAULT true,
  language text CHECK (language IN ('en', 'ph', 'hi')),
  updated_at timestamptz NOT NULL
);

-- One row per deleted account (docs/account.md#retention-after-deletion): when it was erased and
-- until when the records the law makes us keep are kept. No personal data.
CREATE TABLE account_deletions (
  customer_id bigint PRIMARY KEY REFERENCES customers (id),
  erased_at timestamptz NOT NULL,
  keep_until date NOT NULL,
  purged_at timestamptz
);
CREATE INDEX account_deletions_due ON account_deletions (keep_until) WHERE purged_at IS NULL;
