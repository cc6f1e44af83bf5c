ALTER TABLE "certificate_views" RENAME TO "public_page_views";--> statement-breakpoint
ALTER TABLE "public_page_views" RENAME COLUMN "product" TO "page_kind";--> statement-breakpoint
ALTER TABLE "public_page_views" RENAME COLUMN "certificate_id" TO "record_id";--> statement-breakpoint
DROP INDEX "certificate_views_certificate_idx";--> statement-breakpoint
DROP INDEX "certificate_views_viewed_at_idx";--> statement-breakpoint
ALTER TABLE "public_page_views" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE INDEX "public_page_views_record_idx" ON "public_page_views" USING btree ("page_kind","record_id");--> statement-breakpoint
CREATE INDEX "public_page_views_client_viewed_idx" ON "public_page_views" USING btree ("client_id","viewed_at");--> statement-breakpoint
CREATE INDEX "public_page_views_viewed_at_idx" ON "public_page_views" USING btree ("viewed_at");--> statement-breakpoint
-- Views recorded before this migration get their certificate's client, so analytics by client
-- counts them too.
UPDATE "public_page_views" AS v SET "client_id" = d."client_id" FROM "diamonds" AS d WHERE v."page_kind" = 'diamond' AND d."id" = v."record_id";--> statement-breakpoint
UPDATE "public_page_views" AS v SET "client_id" = j."client_id" FROM "jewelry" AS j WHERE v."page_kind" = 'jewelry' AND j."id" = v."record_id";
