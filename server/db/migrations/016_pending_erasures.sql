-- Bytes in the photo store that an account deletion left without a row (feedback screenshots):
-- their keys are written in the deletion's transaction, and a row goes once its bytes are gone
-- (docs/account.md#account-deletion). The photo-erasure job and the daily deleted-account purge
-- both work from here, so a store outage longer than the job's retries loses no key.
CREATE TABLE pending_erasures (
  object_key text PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX pending_erasures_customer ON pending_erasures (customer_id);

-- The keys that until now travelled only in the photo-erasure jobs' payloads, spent ones included.
INSERT INTO pending_erasures (object_key, customer_id, created_at)
SELECT k.key, (j.payload ->> 'customerId')::bigint, j.created_at
  FROM jobs j
 CROSS JOIN LATERAL jsonb_array_elements_text(COALESCE(j.payload -> 'objectKeys', '[]'::jsonb)) AS k (key)
 WHERE j.kind = 'photo-erasure'
ON CONFLICT (object_key) DO NOTHING;
