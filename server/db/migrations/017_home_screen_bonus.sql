-- The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus): the first launch from the home
-- screen a signed-in borrower's app reports grants, once per customer whatever the devices,
-- repeats or races, a repayment coupon usable only for payment in full and a higher quota ceiling
-- (docs/loans.md#quota).
--
-- The primary key is the "once": the grant's `INSERT … ON CONFLICT (customer_id) DO NOTHING`
-- writes the row, and only the transaction that wrote it writes the coupon and the message. A
-- concurrent report waits on the key until the first commits, then writes nothing.
--
-- coupon_id names the coupon the grant writes right after the row, in the same transaction: the
-- foreign key is checked at the commit. ceiling_centavos is the ceiling as granted (the config's,
-- checked at start against the scorecard and the products), so a later config change neither
-- lowers nor raises a granted ceiling. signal: what told the app it was launched from the home
-- screen.
CREATE TABLE home_screen_bonuses (
  customer_id bigint PRIMARY KEY REFERENCES customers (id),
  coupon_id uuid NOT NULL REFERENCES coupons (id) DEFERRABLE INITIALLY DEFERRED,
  ceiling_centavos bigint NOT NULL CHECK (ceiling_centavos > 0),
  signal text NOT NULL
    CHECK (signal IN ('displayMode', 'iosStandalone', 'startUrl', 'storedFlag')),
  granted_at timestamptz NOT NULL
);

-- The index on coupon_id is migration 018's: it came after this file was merged, and a merged
-- migration never changes (docs/architecture.md#migrations).

-- One bonus coupon per customer, ever, also for a statement typed by hand.
CREATE UNIQUE INDEX coupons_one_home_screen_bonus ON coupons (customer_id)
  WHERE source = 'homeScreenBonus';

-- The loan home shows the ceiling (docs/performance.md#loan-home-cache): a grant, and a row erased
-- with its account, move the customer's home version, as for every table the home reads.
CREATE CONSTRAINT TRIGGER loan_home_home_screen_bonuses
  AFTER INSERT OR UPDATE OR DELETE ON home_screen_bonuses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loan_home_changed();
CREATE TRIGGER loan_home_home_screen_bonuses_truncated AFTER TRUNCATE ON home_screen_bonuses
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
