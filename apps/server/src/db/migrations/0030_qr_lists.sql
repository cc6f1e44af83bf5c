CREATE TABLE "qr_list_videos" (
	"list_id" uuid NOT NULL,
	"video_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "qr_list_videos_list_id_video_id_pk" PRIMARY KEY("list_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "qr_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (lower("qr_lists"."title")) STORED NOT NULL,
	"client_id" uuid,
	"qr_code_generated" boolean DEFAULT false NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_list_videos" ADD CONSTRAINT "qr_list_videos_list_id_qr_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."qr_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_lists" ADD CONSTRAINT "qr_lists_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_lists" ADD CONSTRAINT "qr_lists_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_lists" ADD CONSTRAINT "qr_lists_updated_by_administrators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_list_videos_video_idx" ON "qr_list_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "qr_lists_created_idx" ON "qr_lists" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "qr_lists_title_sort_idx" ON "qr_lists" USING btree (lower("title" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "qr_lists_client_created_idx" ON "qr_lists" USING btree ("client_id","created","id");--> statement-breakpoint
CREATE INDEX "qr_lists_title_trgm_idx" ON "qr_lists" USING gin ("title_folded" gin_trgm_ops);--> statement-breakpoint
-- Written by hand below: a list's videos reference the videos table; the schema leaves this out
-- (qr-lists/schema.ts), as it would import the videos area. A deleted video leaves every list.
ALTER TABLE "qr_list_videos" ADD CONSTRAINT "qr_list_videos_video_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."digital_certificate_videos"("id") ON DELETE cascade ON UPDATE no action;
