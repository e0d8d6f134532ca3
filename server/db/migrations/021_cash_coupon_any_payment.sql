-- A cash coupon lowers any payment (docs/coupons.md#types): an extension or a part payment may
-- carry a coupon too. Which coupon may go with which way to pay is the coupon's type, checked
-- where the intent is priced (server/services/repayment/create-intent.ts); the table only keeps
-- a coupon with an intent. The constraint was declared without a name: found by what it says.
DO $$
DECLARE
  doomed text;
BEGIN
  SELECT conname INTO doomed FROM pg_constraint
   WHERE conrelid = 'payment_intents'::regclass AND contype = 'c'
     AND pg_get_constraintdef(oid) LIKE '%coupon_id IS NULL%';
  IF doomed IS NOT NULL THEN
    EXECUTE format('ALTER TABLE payment_intents DROP CONSTRAINT %I', doomed);
  END IF;
END
$$;
