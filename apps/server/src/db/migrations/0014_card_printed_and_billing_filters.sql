ALTER TABLE "diamonds" ADD COLUMN "card_cert_printed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "diamonds" ADD COLUMN "card_printed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "diamonds" ADD COLUMN "card_printed_by" uuid;--> statement-breakpoint
ALTER TABLE "diamonds" ADD COLUMN "card_printed_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jewelry" ADD COLUMN "card_printed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "jewelry" ADD COLUMN "card_printed_by" uuid;--> statement-breakpoint
ALTER TABLE "jewelry" ADD COLUMN "card_printed_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_card_printed_by_administrators_id_fk" FOREIGN KEY ("card_printed_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jewelry" ADD CONSTRAINT "jewelry_card_printed_by_administrators_id_fk" FOREIGN KEY ("card_printed_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diamonds_card_printed_by_idx" ON "diamonds" USING btree ("card_printed_by");--> statement-breakpoint
CREATE INDEX "jewelry_qa_status_created_idx" ON "jewelry" USING btree ("qa_status","created","id");--> statement-breakpoint
CREATE INDEX "jewelry_stolen_created_idx" ON "jewelry" USING btree ("created","id") WHERE "jewelry"."is_stolen";--> statement-breakpoint
CREATE INDEX "jewelry_card_printed_by_idx" ON "jewelry" USING btree ("card_printed_by");