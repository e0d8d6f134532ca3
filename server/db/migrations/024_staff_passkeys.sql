-- Passkeys (WebAuthn) as the desk's second factor where the device has one (docs/desk.md#passkeys):
-- each staff member's registered credentials, and the challenge a registration or a sign-in
-- answers, kept on the enrolment link or the sign-in challenge it belongs to.

CREATE TABLE staff_passkeys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff (id),
  -- The authenticator's credential id, base64url, as the browser names it.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key the authenticator registered.
  public_key bytea NOT NULL,
  -- The authenticator's signature counter (0 for those that keep none): a lower one is a clone.
  sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
  transports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  -- Set when an administrator resets the account's factors: no longer a way in.
  removed_at timestamptz
);
CREATE INDEX staff_passkeys_staff ON staff_passkeys (staff_id) WHERE removed_at IS NULL;

ALTER TABLE staff_enrolments ADD COLUMN webauthn_challenge text;
ALTER TABLE staff_sign_in_challenges ADD COLUMN webauthn_challenge text;
