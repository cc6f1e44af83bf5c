-- Partial search on certificate numbers and client SKUs uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "attributes" (
	"name" text PRIMARY KEY NOT NULL,
	"values" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"certificate_id" uuid NOT NULL,
	"viewed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"device_class" text NOT NULL,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "diamonds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" smallint NOT NULL,
	"certificate_number" text DEFAULT '' NOT NULL,
	"client_sku" text DEFAULT '' NOT NULL,
	"stock_number" text DEFAULT '' NOT NULL,
	"inscription" text DEFAULT '' NOT NULL,
	"shape" text DEFAULT '' NOT NULL,
	"weight" numeric(10, 3),
	"cut" text DEFAULT '' NOT NULL,
	"polish" text DEFAULT '' NOT NULL,
	"symmetry" text DEFAULT '' NOT NULL,
	"fluorescence" text DEFAULT '' NOT NULL,
	"girdle" text DEFAULT '' NOT NULL,
	"measurements" text DEFAULT '' NOT NULL,
	"table_percent" numeric(6, 2),
	"depth_percent" numeric(6, 2),
	"color_template" text DEFAULT 'Standard' NOT NULL,
	"color_value" text DEFAULT '' NOT NULL,
	"color_asterisks" text DEFAULT '' NOT NULL,
	"clarity_value" text DEFAULT '' NOT NULL,
	"clarity_asterisks" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"certificate_comments" text DEFAULT '' NOT NULL,
	"manufactured_as" text DEFAULT '' NOT NULL,
	"client_id" uuid,
	"customer_id" uuid,
	"certificate_video_file_id" uuid,
	"imperfection_url" text DEFAULT '' NOT NULL,
	"order_number" text DEFAULT '' NOT NULL,
	"line_number" text DEFAULT '' NOT NULL,
	"newly_added" boolean DEFAULT false NOT NULL,
	"update_spreadsheet" boolean DEFAULT true NOT NULL,
	"added_barcode" boolean DEFAULT false NOT NULL,
	"incomplete" boolean DEFAULT false NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_updated_by_administrators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_customer_id_companies_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_certificate_video_file_id_stored_files_id_fk" FOREIGN KEY ("certificate_video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diamonds" ADD CONSTRAINT "diamonds_updated_by_administrators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_views_certificate_idx" ON "certificate_views" USING btree ("product","certificate_id");--> statement-breakpoint
CREATE INDEX "certificate_views_viewed_at_idx" ON "certificate_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "diamonds_created_idx" ON "diamonds" USING btree ("created","id");--> statement-breakpoint
CREATE UNIQUE INDEX "diamonds_certificate_number_key" ON "diamonds" USING btree (upper("certificate_number")) WHERE "diamonds"."certificate_number" <> '';--> statement-breakpoint
CREATE INDEX "diamonds_certificate_number_sort_idx" ON "diamonds" USING btree ("certificate_number","id");--> statement-breakpoint
CREATE INDEX "diamonds_template_sort_idx" ON "diamonds" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "diamonds_client_created_idx" ON "diamonds" USING btree ("client_id","created","id");--> statement-breakpoint
CREATE INDEX "diamonds_customer_idx" ON "diamonds" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "diamonds_shape_created_idx" ON "diamonds" USING btree ("shape","created","id");--> statement-breakpoint
CREATE INDEX "diamonds_origin_created_idx" ON "diamonds" USING btree ("manufactured_as","created","id");--> statement-breakpoint
CREATE INDEX "diamonds_template_created_idx" ON "diamonds" USING btree ("template_id","created","id");--> statement-breakpoint
CREATE INDEX "diamonds_created_by_idx" ON "diamonds" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "diamonds_certificate_number_trgm_idx" ON "diamonds" USING gin ("certificate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diamonds_client_sku_trgm_idx" ON "diamonds" USING gin ("client_sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "diamonds_client_sku_idx" ON "diamonds" USING btree (upper("client_sku"));