-- A version of what the loan home shows, per customer, so an instance may keep the home it built
-- and answer the next request from it after one primary-key read (docs/performance.md#loan-home-cache).
--
-- The triggers, not the code that writes, move the version: every writer (a request, a job, a
-- webhook, the sandbox's loan clock, a statement typed by hand) is covered, now and later. Each
-- table the home statement reads (server/repositories/loan-home.ts) has one; a test fails when a
-- table it reads has none.
--
-- No foreign key: a customer whose rows are being deleted must still be able to commit.
CREATE TABLE loan_home_versions (
  customer_id bigint PRIMARY KEY,
  version bigint NOT NULL
);

CREATE FUNCTION bump_loan_home_version(customer bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO loan_home_versions AS v (customer_id, version) VALUES (customer, 1)
  ON CONFLICT (customer_id) DO UPDATE SET version = v.version + 1
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

-- Ledger entries name their order; the order names the customer.
CREATE FUNCTION loan_home_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_loan_home_version(o.customer_id)
     FROM orders o
    WHERE o.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END;
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
CREATE CONSTRAINT TRIGGER loan_home_bank_saved AFTER INSERT OR UPDATE ON profile_sections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.section = 'bank')
  EXECUTE FUNCTION loan_home_changed();
CREATE CONSTRAINT TRIGGER loan_home_bank_deleted AFTER DELETE ON profile_sections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.section = 'bank')
  EXECUTE FUNCTION loan_home_changed();
