-- A version of what the loan home shows, per customer, so an instance may keep the home it built
-- and answer the next request from it after one primary-key read (docs/performance.md#loan-home-cache).
--
-- The triggers, not the code that writes, move the version: every writer (a request, a job, a
-- webhook, the sandbox's loan clock, a statement typed by hand) is covered, now and later. Each
-- table the home statement reads (server/repositories/loan-home.ts) has one; a test fails when a
-- table it reads has none.
--
-- No foreign key: a customer whose rows are being deleted must still be able to commit.
--
-- A version is a random number, compared for equality only, never a counter: a counter set back
-- (a restore, a failover that lost commits, rows deleted here) would count up again to numbers an
-- instance already keeps for other rows. A customer without a row reads 0, which no bump writes.
CREATE TABLE loan_home_versions (
  customer_id bigint PRIMARY KEY,
  version bigint NOT NULL CHECK (version > 0)
);

-- 1 to 2^53 - 1: the driver reads bigint as a safe integer (server/db/int8.ts).
CREATE FUNCTION new_loan_home_version() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT 1 + floor(random() * 9007199254740990)::bigint
$$;

CREATE FUNCTION bump_loan_home_version(customer bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO loan_home_versions AS v (customer_id, version)
  VALUES (customer, new_loan_home_version())
  ON CONFLICT (customer_id) DO UPDATE SET version = new_loan_home_version()
$$;

-- For the tables with a customer_id column.
CREATE FUNCTION loan_home_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_loan_home_version(OLD.customer_id);
  ELSE
    PERFORM bump_loan_home_version(NEW.customer_id);
    IF TG_OP = 'UPDATE' AND OLD.customer_id IS DISTINCT FROM NEW.customer_id THEN
      PERFORM bump_loan_home_version(OLD.customer_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;

-- Ledger entries name their order; the order names the customer (both orders' when moved).
CREATE FUNCTION loan_home_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_loan_home_version(o.customer_id) FROM orders o WHERE o.id = OLD.order_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.order_id IS DISTINCT FROM NEW.order_id) THEN
    PERFORM bump_loan_home_version(o.customer_id) FROM orders o WHERE o.id = NEW.order_id;
  END IF;
  RETURN NULL;
END
$$;

-- TRUNCATE fires no row trigger: every version moves.
CREATE FUNCTION loan_home_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE loan_home_versions SET version = new_loan_home_version();
  RETURN NULL;
END
$$;

-- Deferred to the commit: the version row is the last lock a transaction takes, after every row
-- it changed, so two transactions of one customer cannot wait on each other through it. Two
-- transactions that each change several customers could, in opposite orders; none does today,
-- and PostgreSQL would end one of them (40P01) rather than hang.
CREATE CONSTRAINT TRIGGER loan_home_applications AFTER INSERT OR UPDATE OR DELETE ON applications
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loan_home_changed();
CREATE CONSTRAINT TRIGGER loan_home_orders AFTER INSERT OR UPDATE OR DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loan_home_changed();
CREATE CONSTRAINT TRIGGER loan_home_coupons AFTER INSERT OR UPDATE OR DELETE ON coupons
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loan_home_changed();
CREATE CONSTRAINT TRIGGER loan_home_ledger_entries AFTER INSERT OR UPDATE OR DELETE
  ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loan_home_ledger_changed();
-- The home shows the bank section only; saving the other sections leaves the version alone.
CREATE CONSTRAINT TRIGGER loan_home_bank_saved AFTER INSERT ON profile_sections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.section = 'bank')
  EXECUTE FUNCTION loan_home_changed();
CREATE CONSTRAINT TRIGGER loan_home_bank_changed AFTER UPDATE ON profile_sections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.section = 'bank' OR NEW.section = 'bank')
  EXECUTE FUNCTION loan_home_changed();
CREATE CONSTRAINT TRIGGER loan_home_bank_deleted AFTER DELETE ON profile_sections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.section = 'bank')
  EXECUTE FUNCTION loan_home_changed();

CREATE TRIGGER loan_home_applications_truncated AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
CREATE TRIGGER loan_home_orders_truncated AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
CREATE TRIGGER loan_home_coupons_truncated AFTER TRUNCATE ON coupons
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
CREATE TRIGGER loan_home_ledger_entries_truncated AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
CREATE TRIGGER loan_home_profile_sections_truncated AFTER TRUNCATE ON profile_sections
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
