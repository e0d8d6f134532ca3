-- The tax line names a kind, not free text (docs/loans.md#tax-line): the pricing and product
-- snapshots stored with quotes and orders before this read their legacy `name` as a kind. A name
-- that says percentage tax is one; every other became VAT here — wrongly so for the old default
-- "Service tax" at 18 %, which migration 022 names as the tax on the service fee it was. Signed
-- documents are records and keep their words.
UPDATE quotes SET pricing = jsonb_set(pricing #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN pricing #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax' ELSE 'vat' END))
  WHERE pricing -> 'tax' ? 'name';
UPDATE quotes SET product = jsonb_set(product #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN product #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax' ELSE 'vat' END))
  WHERE product -> 'tax' ? 'name';
UPDATE orders SET pricing = jsonb_set(pricing #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN pricing #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax' ELSE 'vat' END))
  WHERE pricing -> 'tax' ? 'name';
UPDATE orders SET product = jsonb_set(product #- '{tax,name}', '{tax,kind}',
    to_jsonb(CASE WHEN product #>> '{tax,name}' ILIKE '%percentage%' THEN 'percentageTax' ELSE 'vat' END))
  WHERE product -> 'tax' ? 'name';
