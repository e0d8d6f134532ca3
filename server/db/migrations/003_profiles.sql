-- The borrower profile, its applications (credit decisions) and the borrower's messages. As in
-- 001, every instant is written by the application's clock, never by now().

-- One row per saved form section: `data` is the section schema's output (contract/profile).
CREATE TABLE profile_sections (
  customer_id bigint NOT NULL REFERENCES customers (id),
  section text NOT NULL
    CHECK (section IN ('basic', 'basic2', 'address', 'work', 'contacts', 'identity', 'bank')),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, section)
);

-- Versions of a section replaced after the borrower had applied (a correction, a bank change):
-- what a decision or a disbursement was based on stays on record, with who replaced it and when.
CREATE TABLE profile_section_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  section text NOT NULL,
  data jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL,
  -- The session that replaced it (the borrower signed in on some device).
  replaced_by_session bigint REFERENCES sessions (id),
  reason text NOT NULL CHECK (reason IN ('edit', 'bankChange'))
);
CREATE INDEX profile_section_history_customer
  ON profile_section_history (customer_id, section, replaced_at DESC);

-- One row per submission. The id is random (uuid): it appears in the API and must not reveal
-- how many applications exist. A correction is answered by a new submission (a new row), so the
-- history of decisions is kept.
CREATE TABLE applications (
  id uuid PRIMARY KEY,
  -- Order of submission (internal only, never in the API): ties of submitted_at are broken by it.
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  customer_id bigint NOT NULL REFERENCES customers (id),
  status text NOT NULL CHECK (status IN ('underReview', 'approved', 'rejected', 'needsCorrection')),
  submitted_at timestamptz NOT NULL,
  decided_at timestamptz,
  quota_centavos bigint CHECK (quota_centavos > 0),
  -- Rejected: the first Manila date a new application is accepted.
  reapply_on date,
  correction_reason text CHECK (correction_reason IN ('identityPhoto', 'authInfo')),
  correction_section text,
  correction_field text,
  -- The score breakdown (points per criterion, threshold, knock-outs), kept for audit.
  scorecard jsonb,
  decision_source text CHECK (decision_source IN ('scorecard', 'sandbox')),
  -- Set just before the decision SMS goes out: a retried job never texts the borrower twice.
  decision_sms_at timestamptz,
  CHECK ((status = 'underReview') = (decided_at IS NULL)),
  CHECK ((status = 'underReview') = (decision_source IS NULL)),
  CHECK ((status = 'approved') = (quota_centavos IS NOT NULL)),
  CHECK ((status = 'rejected') = (reapply_on IS NOT NULL)),
  CHECK (
    (status = 'needsCorrection') = (correction_reason IS NOT NULL)
    AND (correction_reason IS NULL) = (correction_section IS NULL)
    AND (correction_reason IS NULL) = (correction_field IS NULL)
  )
);
-- At most one application under review per customer: the last line of defence against a double
-- submit (the service also serialises submissions per customer).
CREATE UNIQUE INDEX applications_one_under_review ON applications (customer_id)
  WHERE status = 'underReview';
CREATE INDEX applications_customer ON applications (customer_id, submitted_at DESC, seq DESC);

-- The borrower's message centre (a later issue shows it). Texts are not stored: `kind` names the
-- message, title_key/body_key are client message ids and `params` fills their placeholders, so a
-- message renders in whatever language the borrower reads it.
CREATE TABLE messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z0-9.]*$'),
  title_key text NOT NULL,
  body_key text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(params) = 'object'),
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX messages_customer ON messages (customer_id, created_at DESC);
