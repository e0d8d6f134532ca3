-- Migration 019 read every stored tax name but percentage tax as VAT, the old default "Service
-- tax" at 18 % included. Those loans were priced and signed with a tax on the service fee, not VAT
-- (docs/loans.md#tax-line): their snapshots say so again, as the kind serviceFeeTax. Only what 019
-- rewrote is touched — snapshots stored before it ran, at its only rate, 18 % — so a loan priced
-- since, its kind taken from the configuration, keeps it.
UPDATE quotes SET pricing = jsonb_set(pricing, '{tax,kind}', '"serviceFeeTax"')
  WHERE pricing #>> '{tax,kind}' = 'vat' AND (pricing #>> '{tax,ratePpm}')::bigint = 180000
    AND created_at < (SELECT applied_at FROM schema_migrations WHERE version = 19);
UPDATE quotes SET product = jsonb_set(product, '{tax,kind}', '"serviceFeeTax"')
  WHERE product #>> '{tax,kind}' = 'vat' AND (product #>> '{tax,ratePpm}')::bigint = 180000
    AND created_at < (SELECT applied_at FROM schema_migrations WHERE version = 19);
UPDATE orders SET pricing = jsonb_set(pricing, '{tax,kind}', '"serviceFeeTax"')
  WHERE pricing #>> '{tax,kind}' = 'vat' AND (pricing #>> '{tax,ratePpm}')::bigint = 180000
    AND created_at < (SELECT applied_at FROM schema_migrations WHERE version = 19);
UPDATE orders SET product = jsonb_set(product, '{tax,kind}', '"serviceFeeTax"')
  WHERE product #>> '{tax,kind}' = 'vat' AND (product #>> '{tax,ratePpm}')::bigint = 180000
    AND created_at < (SELECT applied_at FROM schema_migrations WHERE version = 19);
