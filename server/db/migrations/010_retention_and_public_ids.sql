-- Abuse limits (docs/security.md): customer ids the borrower sees are opaque, replaced photos and
-- stale quotes are deleted by daily jobs, and a customer keeps a bounded number of live quotes.

-- The customer id in every API answer: 'c_' + 16 base32 characters (80 random bits), so it tells
-- nobody how many customers there are or which came before (docs/security.md#customer-ids).
-- customers.id stays the internal key of every table and never leaves the server. The database
-- draws it, as the column default, for customers who exist already and for every new one:
-- gen_random_uuid() gives strong random bytes (its version and variant bits, in bytes 7 and 9,
-- are skipped).
CREATE FUNCTION new_customer_public_id() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'c_' || string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
                                   1 + substring(d.bits FROM 5 * i + 1 FOR 5)::int, 1), '' ORDER BY i)
    FROM (SELECT ('x' || encode(substring(uuid_send(gen_random_uuid()) FROM 1 FOR 6)
                                || substring(uuid_send(gen_random_uuid()) FROM 11 FOR 4),
                                'hex'))::bit(80) AS bits) d,
         generate_series(0, 15) AS i
$$;
ALTER TABLE customers ADD COLUMN public_id text;
UPDATE customers SET public_id = new_customer_public_id();
ALTER TABLE customers ALTER COLUMN public_id SET DEFAULT new_customer_public_id();
ALTER TABLE customers ALTER COLUMN public_id SET NOT NULL;
ALTER TABLE customers ADD CONSTRAINT customers_public_id_format
  CHECK (public_id ~ '^c_[A-Z2-7]{16}$');
CREATE UNIQUE INDEX customers_public_id ON customers (public_id);

-- Replaced photos whose bytes are still stored: what the retention job looks through
-- (docs/security.md#photo-retention).
CREATE INDEX photos_replaced_stored ON photos (id)
  WHERE replaced_at IS NOT NULL AND deleted_at IS NULL;

-- Quotes: the order they were made in (internal only; created_at ties under one clock tick), so
-- "the newest N" is exact, and their expiry, which the daily job deletes by
-- (docs/security.md#stored-quotes).
ALTER TABLE quotes ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX quotes_customer_seq ON quotes (customer_id, seq DESC);
CREATE INDEX quotes_expiry ON quotes (expires_at);
