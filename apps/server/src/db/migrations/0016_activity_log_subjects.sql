ALTER TABLE "activity_log" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
CREATE INDEX "activity_log_subject_trgm_idx" ON "activity_log" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
-- Entries written before the catalogue: 'diamond.print-card' becomes 'print', and the subject is
-- filled where the record still exists.
UPDATE "activity_log" SET "action" = CASE split_part("action", '.', 2)
  WHEN 'print-card' THEN 'print'
  WHEN 'permissions' THEN 'permission-change'
  WHEN 'approval' THEN 'update'
  WHEN 'set-client' THEN 'update'
  WHEN 'order-line-update' THEN 'update'
  WHEN 'sku-defaults' THEN 'update'
  WHEN 'invite' THEN 'portal-invite'
  WHEN 'portal-verified' THEN 'portal-verify'
  WHEN 'reset' THEN 'password-reset'
  ELSE split_part("action", '.', 2) END
WHERE "action" LIKE '%.%';--> statement-breakpoint
UPDATE "activity_log" SET "subject" = d."certificate_number" FROM "diamonds" d
WHERE "activity_log"."entity_type" = 'diamond' AND "activity_log"."entity_id" = d."id"::text;--> statement-breakpoint
UPDATE "activity_log" SET "subject" = j."certificate_number" FROM "jewelry" j
WHERE "activity_log"."entity_type" = 'jewelry' AND "activity_log"."entity_id" = j."id"::text;--> statement-breakpoint
UPDATE "activity_log" SET "subject" = c."name" FROM "companies" c
WHERE "activity_log"."entity_type" = c."kind" AND "activity_log"."entity_id" = c."id"::text;--> statement-breakpoint
UPDATE "activity_log" SET "subject" = a."full_name" FROM "administrators" a
WHERE "activity_log"."entity_type" = 'administrator' AND "activity_log"."entity_id" = a."id"::text;--> statement-breakpoint
UPDATE "activity_log" SET "subject" = "entity_id" WHERE "entity_type" = 'jewelry-sku-defaults';--> statement-breakpoint
UPDATE "activity_log" SET "subject" = f."name" FROM "stored_files" f
WHERE "activity_log"."entity_type" = 'file' AND "activity_log"."entity_id" = f."id"::text;
