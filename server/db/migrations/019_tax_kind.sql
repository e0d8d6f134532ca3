-- The tax line names a kind, not free text (docs/loans.md#tax-line): the pricing and product
-- snapshots stored with quotes and orders before this read their legacy `name` as a kind. "VAT"
-- is VAT; a name that says percentage tax is one; every other (the old default "Service tax" at
-- 18 %) is serviceFeeTax, named as it was signed, never relabelled VAT. Signed documents are
-- records and keep their words.
UPDATE quotes SET pricing = jsonb_set(pricing #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN pricing #>> '{tax,name}' ILIKE 'vat' THEN 'vat'
                 WHEN pricing #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax'
                 ELSE 'serviceFeeTax' END))
  WHERE pricing -> 'tax' ? 'name';
UPDATE quotes SET product = jsonb_set(product #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN product #>> '{tax,name}' ILIKE 'vat' THEN 'vat'
                 WHEN product #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax'
                 ELSE 'serviceFeeTax' END))
  WHERE product -> 'tax' ? 'name';
UPDATE orders SET pricing = jsonb_set(pricing #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN pricing #>> '{tax,name}' ILIKE 'vat' THEN 'vat'
                 WHEN pricing #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax'
                 ELSE 'serviceFeeTax' END))
  WHERE pricing -> 'tax' ? 'name';
UPDATE orders SET product = jsonb_set(product #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN product #>> '{tax,name}' ILIKE 'vat' THEN 'vat'
                 WHEN product #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax'
                 ELSE 'serviceFeeTax' END))
  WHERE product -> 'tax' ? 'name';
