-- Care (docs/care.md): feedback tickets with their history, and the legal documents each borrower
-- agreed to.

-- A complaint or a suggestion (docs/care.md#tickets). ticket_no is shown to the borrower and
-- customer service: 'FB' + Manila date + random, not a counter (a counter tells volume). The
-- client draws client_key once per draft, so a replayed send is the same ticket.
CREATE TABLE feedback_tickets (
  id uuid PRIMARY KEY,
  ticket_no text NOT NULL UNIQUE CHECK (ticket_no ~ '^FB[0-9]{8}[A-Z2-7]{6}$'),
  customer_id bigint NOT NULL REFERENCES customers (id),
  client_key uuid NOT NULL,
  category text NOT NULL CHECK (category IN
    ('applying', 'borrowing', 'repaying', 'collection', 'privacy', 'appProblem', 'suggestion', 'other')),
  body text NOT NULL CHECK (char_length(body) BETWEEN 10 AND 2000),
  -- The screenshot's bytes live in the photo store, without metadata.
  screenshot_key text,
  screenshot_sha256 bytea,
  status text NOT NULL CHECK (status IN ('received', 'inProgress', 'answered', 'closed')),
  answer text CHECK (char_length(answer) BETWEEN 1 AND 2000),
  -- The Manila day customer service answers by (docs/care.md#complaint-target).
  target_date date NOT NULL,
  created_at timestamptz NOT NULL,
  answered_at timestamptz,
  closed_at timestamptz,
  UNIQUE (customer_id, client_key),
  CHECK ((screenshot_key IS NULL) = (screenshot_sha256 IS NULL)),
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX feedback_tickets_customer ON feedback_tickets (customer_id, created_at DESC);
CREATE INDEX feedback_tickets_open ON feedback_tickets (created_at)
  WHERE status IN ('received', 'inProgress');

-- Every status a ticket passed through, and who moved it.
CREATE TABLE feedback_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id uuid NOT NULL REFERENCES feedback_tickets (id),
  status text NOT NULL CHECK (status IN ('received', 'inProgress', 'answered', 'closed')),
  actor text NOT NULL CHECK (actor IN ('borrower', 'operator')),
  at timestamptz NOT NULL
);
CREATE INDEX feedback_events_ticket ON feedback_events (ticket_id, id);

-- Which version of the privacy policy and the terms a borrower agreed to, and when
-- (docs/care.md#legal-versions): written at each sign-in, once per version.
CREATE TABLE consents (
  customer_id bigint NOT NULL REFERENCES customers (id),
  document text NOT NULL CHECK (document IN ('privacy', 'terms')),
  version text NOT NULL CHECK (char_length(version) BETWEEN 1 AND 20),
  agreed_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, document, version)
);

-- Borrowers who signed in before this table existed agreed to version 1 of both (the only one
-- live so far) when they registered.
INSERT INTO consents (customer_id, document, version, agreed_at)
SELECT c.id, d.document, '1', c.created_at
  FROM customers c CROSS JOIN (VALUES ('privacy'), ('terms')) AS d (document)
 WHERE c.deleted_at IS NULL;
