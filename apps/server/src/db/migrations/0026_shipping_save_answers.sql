CREATE TABLE "shipping_save_answers" (
	"idempotency_key" uuid PRIMARY KEY NOT NULL,
	"administrator_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_save_answers" ADD CONSTRAINT "shipping_save_answers_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_save_answers_created_idx" ON "shipping_save_answers" USING btree ("created");--> statement-breakpoint
-- The New Shipping Log's look-ups find only unshipped jewelry (spec 001 §7.5), by one key or by
-- order and line: partial indexes over the few unshipped rows of a large table (hand-added:
-- Drizzle's schema does not hold them; bench/src/shipping-scan.ts proves them).
CREATE INDEX "jewelry_unshipped_tracking_idx" ON "jewelry" USING btree ("tracking_number", "created", "id") WHERE NOT "has_been_shipped";--> statement-breakpoint
CREATE INDEX "jewelry_unshipped_order_line_idx" ON "jewelry" USING btree ("order_number", "line_number", "created", "id") WHERE NOT "has_been_shipped";--> statement-breakpoint
CREATE INDEX "jewelry_unshipped_certificate_idx" ON "jewelry" USING btree ("certificate_number", "created", "id") WHERE NOT "has_been_shipped";--> statement-breakpoint
CREATE INDEX "jewelry_unshipped_item_number_idx" ON "jewelry" USING btree ("item_number", "created", "id") WHERE NOT "has_been_shipped";--> statement-breakpoint
CREATE INDEX "jewelry_unshipped_stock_number_idx" ON "jewelry" USING btree ("stock_number", "created", "id") WHERE NOT "has_been_shipped";--> statement-breakpoint
CREATE INDEX "jewelry_unshipped_purchase_order_idx" ON "jewelry" USING btree ("purchase_order", "created", "id") WHERE NOT "has_been_shipped";
