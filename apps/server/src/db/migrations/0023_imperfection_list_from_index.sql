ALTER TABLE "diamond_imperfections" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower("diamond_imperfections"."name")) STORED NOT NULL;--> statement-breakpoint
-- A user's list and all its filters, and now the page's own columns, from the index alone
-- (modules/imperfections/schema.ts): the first page no longer reads 250 rows from the heap.
DROP INDEX "diamond_imperfections_owner_created_idx";--> statement-breakpoint
CREATE INDEX "diamond_imperfections_owner_created_idx" ON "diamond_imperfections" USING btree ("owner_id","created","id") INCLUDE ("printed","shape","imperfections","name","name_folded","print_date","proportions_file_id","proportions_added_at","diamond_id","diamond_connected_at","updated_at","version");
