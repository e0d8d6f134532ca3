-- Keys for automation (`npm run ops`, docs/desk.md#api-keys): each belongs to one staff member,
-- acts with their roles, and is issued and revoked by an administrator. Only the key's SHA-256
-- is kept; the key itself is shown once.

CREATE TABLE staff_api_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  key_hash bytea NOT NULL UNIQUE,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 80),
  created_at timestamptz NOT NULL,
  created_by bigint NOT NULL REFERENCES staff (id),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX staff_api_keys_staff ON staff_api_keys (staff_id);
