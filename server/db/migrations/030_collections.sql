-- The collections desk (docs/desk.md#collections): each contact staff had with a borrower about an
-- overdue loan, and the promise to pay that holds the next reminder.

-- The borrower only (never an emergency contact), by a named staff member, in contact hours: the
-- server refuses a contact recorded outside them. The note is staff's words about the contact,
-- kept with the loan's records.
CREATE TABLE collection_contacts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  staff_id bigint NOT NULL REFERENCES staff (id),
  at timestamptz NOT NULL,
  channel text NOT NULL CHECK (channel IN ('call', 'sms', 'viber', 'whatsapp', 'email')),
  outcome text NOT NULL
    CHECK (outcome IN ('reached', 'noAnswer', 'promised', 'refused', 'wrongNumber', 'paidAlready')),
  promised_on date,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  CHECK ((outcome = 'promised') = (promised_on IS NOT NULL))
);
CREATE INDEX collection_contacts_order ON collection_contacts (order_id, at);

-- The latest promise to pay: no reminder is sent up to and on that Manila day. (The overdue list
-- reads orders by due date through orders_repaying_due, migration 027.)
ALTER TABLE orders ADD COLUMN promised_on date;
