-- What the desk's today page and audit search read (docs/desk.md#today, #audit-trail), so neither
-- walks a table that grows with the business: payments posted and payouts paid by time, repaying
-- loans by due date, and the trail by each filter in the order it pages (newest id first).
CREATE INDEX ledger_payments_posted ON ledger_entries (posted_at) WHERE kind = 'payment';
CREATE INDEX payouts_paid_answered ON payouts (answered_at) WHERE status = 'paid';
CREATE INDEX orders_repaying_due ON orders (due_date) WHERE status = 'repaying';
CREATE INDEX staff_audit_staff_id ON staff_audit (staff_id, id);
CREATE INDEX staff_audit_record_id ON staff_audit (record_type, record_id, id);
CREATE INDEX staff_audit_action_id ON staff_audit (action, id);
