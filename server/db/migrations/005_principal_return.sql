-- Cancelled after the payout (docs/loans.md#cancellation): the borrower still owes the principal
-- until customer service records its return (`npm run ops -- principal-returned <orderNo>`).
-- Such an order (status 'cancelled', disbursed_at set, principal_returned_at NULL) stays open for
-- the one-open-order rule (docs/loans.md#one-open-order): no new loan until the money is back.
ALTER TABLE orders ADD COLUMN principal_returned_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_principal_returned
  CHECK (principal_returned_at IS NULL OR (status = 'cancelled' AND disbursed_at IS NOT NULL));

-- Orders cancelled after the payout before this migration, whose borrower has signed a later
-- order since: nothing recorded whether the principal came back, and keeping both open would
-- break the index below. They are marked returned at their cancellation (an assumption: the
-- history has no operator row for it, so customer service can find and check them).
UPDATE orders o SET principal_returned_at = o.cancelled_at
 WHERE o.status = 'cancelled' AND o.disbursed_at IS NOT NULL
   AND EXISTS (SELECT 1 FROM orders later
                WHERE later.customer_id = o.customer_id AND later.created_at > o.created_at);

DROP INDEX orders_one_open;
CREATE UNIQUE INDEX orders_one_open ON orders (customer_id)
  WHERE status IN ('requested', 'toCheck', 'disbursing', 'disbursementFailed', 'repaying')
     OR (status = 'cancelled' AND disbursed_at IS NOT NULL AND principal_returned_at IS NULL);
