-- The desk's jobs page (docs/desk.md#jobs): a failed job an administrator has looked at and let go
-- is dismissed (kept, with who and when), so the list shows only what still needs a person.
ALTER TABLE jobs ADD COLUMN dismissed_at timestamptz;
ALTER TABLE jobs ADD COLUMN dismissed_by bigint REFERENCES staff (id);
-- What the page reads: failed jobs nobody has dismissed, newest failure first.
CREATE INDEX jobs_failed_open ON jobs (failed_at DESC, id)
  WHERE failed_at IS NOT NULL AND dismissed_at IS NULL;
