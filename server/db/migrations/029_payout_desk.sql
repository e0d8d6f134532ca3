-- The payouts desk and four eyes (docs/desk.md#payouts, docs/desk.md#four-eyes).

-- An order whose payout account matches another borrower's, was changed in the 24 hours before
-- its check, or whose payout the provider refused for a reason of its own waits in 'toCheck' for a
-- person instead of being paid: why, and since when.
ALTER TABLE orders ADD COLUMN payout_hold text[]
  CHECK (payout_hold <@ ARRAY['accountMatch', 'accountChanged', 'payoutFailed']
         AND cardinality(payout_hold) > 0);
ALTER TABLE orders ADD COLUMN payout_held_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_payout_hold
  CHECK ((payout_hold IS NULL) = (payout_held_at IS NULL)
     AND (payout_hold IS NULL OR status = 'toCheck'));
CREATE INDEX orders_payout_held ON orders (payout_held_at) WHERE payout_hold IS NOT NULL;
-- The desk's lists of orders in flight and failed.
CREATE INDEX orders_payout_desk ON orders (status, updated_at)
  WHERE status IN ('toCheck', 'disbursing', 'disbursementFailed');

-- What moves or forgives money is asked by one staff member (the maker) and done only when a
-- second one (the checker) approves; the maker never approves their own. The approval runs the
-- action in its own transaction. One pending request per action and record.
CREATE TABLE desk_requests (
  id uuid PRIMARY KEY,
  -- Order of making (internal): ties of made_at are broken by it.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  kind text NOT NULL CHECK (kind IN ('payout.release', 'payout.retry')),
  record_type text NOT NULL,
  record_id text NOT NULL,
  -- What the action needs besides the record (amounts for later kinds); never personal data.
  params jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object'),
  -- Why, as the maker typed it.
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 500),
  made_by bigint NOT NULL REFERENCES staff (id),
  made_at timestamptz NOT NULL,
  -- 'lapsed': the record moved on before anyone approved (the order was cancelled, say).
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn', 'lapsed')),
  decided_by bigint REFERENCES staff (id),
  decided_at timestamptz,
  decision_note text CHECK (length(decision_note) <= 500),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status NOT IN ('approved', 'rejected') OR decided_by IS NOT NULL),
  CHECK (decided_by IS NULL OR decided_by <> made_by OR status IN ('withdrawn', 'lapsed'))
);
CREATE UNIQUE INDEX desk_requests_one_pending ON desk_requests (kind, record_type, record_id)
  WHERE status = 'pending';
CREATE INDEX desk_requests_pending ON desk_requests (made_at, seq) WHERE status = 'pending';
CREATE INDEX desk_requests_record ON desk_requests (record_type, record_id, made_at);
