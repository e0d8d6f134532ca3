-- Repayment review fixes (docs/loans.md#reconciliation).
--
-- checkout_closed_at: when the provider confirmed the intent's checkout can take no more money
-- (expired, failed or paid), or reconciliation stopped watching it. An intent cancelled before its
-- provider confirmed that (an operator cancel whose expire call failed) stays on reconciliation's
-- list until then, so a payment into it whose webhook was lost is still found and refunded.
ALTER TABLE payment_intents ADD COLUMN checkout_closed_at timestamptz;
-- given_up_at: reconciliation ended the intent expired because no provider answered for it; a
-- payment made before its expiry may still post on it (docs/loans.md#reconciliation).
ALTER TABLE payment_intents ADD COLUMN given_up_at timestamptz;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_given_up_expired
  CHECK (given_up_at IS NULL OR status IN ('expired', 'succeeded'));
-- Intents that ended before this migration are not watched again.
UPDATE payment_intents SET checkout_closed_at = ended_at
 WHERE status IN ('succeeded', 'failed', 'expired');
CREATE INDEX payment_intents_cancelled_unclosed ON payment_intents (created_at)
  WHERE status = 'cancelled' AND provider_ref IS NOT NULL AND checkout_closed_at IS NULL;
