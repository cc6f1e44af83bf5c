-- Certificate numbers and client SKUs are stored without whitespace and upper-cased
-- (packages/domain/src/certificates/certificate-key.ts). Rows typed before the rule are compacted,
-- except a number that would then equal another diamond's: those two stay as typed, for a person
-- to decide, and keep working (the public page and the search still find them as they are).
UPDATE "diamonds" AS "d"
SET "certificate_number" = upper(regexp_replace("d"."certificate_number", '\s', '', 'g'))
WHERE "d"."certificate_number" <> upper(regexp_replace("d"."certificate_number", '\s', '', 'g'))
  AND NOT EXISTS (
    SELECT 1 FROM "diamonds" AS "other"
    WHERE "other"."id" <> "d"."id"
      AND upper(regexp_replace("other"."certificate_number", '\s', '', 'g'))
        = upper(regexp_replace("d"."certificate_number", '\s', '', 'g'))
  );
--> statement-breakpoint
UPDATE "diamonds"
SET "client_sku" = upper(regexp_replace("client_sku", '\s', '', 'g'))
WHERE "client_sku" <> upper(regexp_replace("client_sku", '\s', '', 'g'));
