-- The loan home shows the loan's payment waiting for the borrower (docs/loans.md#waiting-payment):
-- its live intent, with an over-the-counter reference. A new intent, its checkout stored, and its
-- end (paid, failed, expired, cancelled) move the customer's home version, as for every table the
-- home statement reads (docs/performance.md#loan-home-cache), so a kept home shows it at once.
CREATE CONSTRAINT TRIGGER loan_home_payment_intents
  AFTER INSERT OR UPDATE OR DELETE ON payment_intents
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION loan_home_changed();
CREATE TRIGGER loan_home_payment_intents_truncated AFTER TRUNCATE ON payment_intents
  FOR EACH STATEMENT EXECUTE FUNCTION loan_home_all_changed();
