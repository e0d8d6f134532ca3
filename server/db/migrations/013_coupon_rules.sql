-- Coupon rules (docs/coupons.md#platform-coupons, #campaigns, #operator-grants): where a coupon
-- applies, an optional minimum, the campaign that granted it, and an operator's reason.
--
-- applies_to: 'withdrawal' lowers the charges of a new loan, 'payInFull' what a payment in full
-- costs. Withdrawal coupons always apply to withdrawals and repayment and cash coupons to payment
-- in full (a cash coupon lowering any payment is not built: the ledger applies coupons to full
-- payments only); a platform coupon applies where its campaign or operator says.
ALTER TABLE coupons ADD COLUMN applies_to text;
UPDATE coupons
   SET applies_to = CASE WHEN type IN ('withdrawal', 'platform') THEN 'withdrawal' ELSE 'payInFull' END;
ALTER TABLE coupons ALTER COLUMN applies_to SET NOT NULL;
ALTER TABLE coupons ADD CONSTRAINT coupons_applies_to
  CHECK (applies_to IN ('withdrawal', 'payInFull')
         AND (type = 'platform'
              OR applies_to = CASE WHEN type = 'withdrawal' THEN 'withdrawal' ELSE 'payInFull' END));

-- A writer that names no applies_to (the welcome grant, statements typed by hand) gets the type's
-- own place. BEFORE triggers run before the NOT NULL check.
CREATE FUNCTION coupons_default_applies_to() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.applies_to IS NULL THEN
    NEW.applies_to := CASE WHEN NEW.type IN ('withdrawal', 'platform') THEN 'withdrawal'
                           ELSE 'payInFull' END;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER coupons_default_applies_to BEFORE INSERT ON coupons
  FOR EACH ROW EXECUTE FUNCTION coupons_default_applies_to();

-- Refused below this amount: the loan's amount for a withdrawal, what the payment in full costs
-- before the coupon for payInFull.
ALTER TABLE coupons ADD COLUMN min_centavos bigint CHECK (min_centavos > 0);
-- The campaign of COUPON_CAMPAIGNS_JSON that granted it (source 'campaign'): once per borrower.
ALTER TABLE coupons ADD COLUMN campaign_id text CHECK (length(campaign_id) BETWEEN 1 AND 40);
-- The operator's reason for a grant (source 'operator'); no personal data.
ALTER TABLE coupons ADD COLUMN note text CHECK (length(note) <= 200);
ALTER TABLE coupons ADD CONSTRAINT coupons_campaign_source
  CHECK ((source = 'campaign') = (campaign_id IS NOT NULL));
CREATE UNIQUE INDEX coupons_one_per_campaign ON coupons (customer_id, campaign_id)
  WHERE campaign_id IS NOT NULL;
-- source values written by the server: 'welcome', 'operator', 'campaign', later
-- 'homeScreenBonus' (docs/coupons.md#lists); not checked, as before.
