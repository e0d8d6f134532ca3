-- The review queue (docs/desk.md#review-queue): an application the scorecard may not decide on its
-- own (APPLICATION_REVIEW) waits under review for a person, who approves, refuses or asks for one of
-- four corrections. Matches with other borrowers are looked up by ID number, payout account, phone
-- and device, so those lookups get indexes here.

-- Why an application waits for a person: 'manual' (every one does), 'match' (it shares something
-- with another borrower), 'margin' (its score is near the cut-off). NULL: decided on its own.
ALTER TABLE applications ADD COLUMN review_queued_at timestamptz;
ALTER TABLE applications ADD COLUMN review_reasons text[]
  CHECK (review_reasons <@ ARRAY['manual', 'match', 'margin']);
ALTER TABLE applications ADD CONSTRAINT applications_review_queued
  CHECK ((review_queued_at IS NULL) = (review_reasons IS NULL));

-- A person decided: who, and for a refusal the reason the borrower reads.
ALTER TABLE applications ADD COLUMN decided_by bigint REFERENCES staff (id);
ALTER TABLE applications ADD COLUMN refusal_reason text
  CHECK (refusal_reason IN ('criteria', 'identity', 'information'));
ALTER TABLE applications ADD CONSTRAINT applications_refusal_reason
  CHECK (refusal_reason IS NULL OR status = 'rejected');

ALTER TABLE applications DROP CONSTRAINT applications_decision_source_check;
ALTER TABLE applications ADD CONSTRAINT applications_decision_source_check
  CHECK (decision_source IN ('scorecard', 'sandbox', 'staff'));
ALTER TABLE applications ADD CONSTRAINT applications_decided_by
  CHECK ((decision_source = 'staff') = (decided_by IS NOT NULL));

-- Two corrections a reviewer may ask for besides the ID photo and number: re-take the face photo,
-- correct the payout account ("bank card info incorrect").
ALTER TABLE applications DROP CONSTRAINT applications_correction_reason_check;
ALTER TABLE applications ADD CONSTRAINT applications_correction_reason_check
  CHECK (correction_reason IN ('identityPhoto', 'authInfo', 'facePhoto', 'bankInfo'));

-- The queue, oldest first.
CREATE INDEX applications_review_queue ON applications (review_queued_at, seq)
  WHERE status = 'underReview' AND review_queued_at IS NOT NULL;

-- Matches: the same ID number, the same payout account (today's or one replaced), a phone.
CREATE INDEX profile_sections_id_number ON profile_sections ((data ->> 'idNumber'))
  WHERE section = 'identity';
CREATE INDEX profile_sections_account ON profile_sections ((data ->> 'account'))
  WHERE section = 'bank' AND data ->> 'account' <> '';
CREATE INDEX profile_section_history_account ON profile_section_history ((data ->> 'account'))
  WHERE section = 'bank' AND data ->> 'account' <> '';

-- The device a session was opened on: a keyed hash of the app's random device id
-- (docs/security.md#client-identity), never the id itself. NULL: no id was sent.
ALTER TABLE sessions ADD COLUMN device_key bytea;
CREATE INDEX sessions_device_key ON sessions (device_key) WHERE device_key IS NOT NULL;

-- Settings an administrator changes in the desk without a restart (docs/desk.md#settings); the
-- environment gives each its value until then. One row per setting.
CREATE TABLE desk_settings (
  key text PRIMARY KEY CHECK (key IN ('applicationReview')),
  value jsonb NOT NULL CHECK (jsonb_typeof(value) = 'object'),
  updated_at timestamptz NOT NULL,
  updated_by bigint NOT NULL REFERENCES staff (id)
);

-- A passkey added to an enrolled account (docs/desk.md#passkeys): the registration's challenge
-- is kept on the session that asked for it, until it is answered.
ALTER TABLE staff_sessions ADD COLUMN webauthn_challenge text;
