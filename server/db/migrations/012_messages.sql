-- The message centre (docs/messages.md).

-- The id a borrower's message is known by outside the server: a random uuid, so an answer tells
-- nobody how many messages exist (as for customers, docs/security.md#customer-ids). messages.id
-- stays the internal key and never leaves the server. Existing rows get one here, new rows from
-- the default.
ALTER TABLE messages ADD COLUMN public_id uuid;
UPDATE messages SET public_id = gen_random_uuid();
ALTER TABLE messages ALTER COLUMN public_id SET DEFAULT gen_random_uuid();
ALTER TABLE messages ALTER COLUMN public_id SET NOT NULL;
CREATE UNIQUE INDEX messages_public_id ON messages (public_id);

-- The unread count (docs/messages.md#unread-counts) reads only the unread rows of one borrower.
CREATE INDEX messages_unread ON messages (customer_id) WHERE read_at IS NULL;

-- Read marks of the announcements in ANNOUNCEMENTS_JSON (docs/messages.md#announcements): the
-- announcements themselves live in the configuration, so only who read which, and when, is kept.
CREATE TABLE announcement_reads (
  customer_id bigint NOT NULL REFERENCES customers (id),
  announcement_id text NOT NULL CHECK (announcement_id ~ '^[a-z0-9-]{1,40}$'),
  read_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, announcement_id)
);
