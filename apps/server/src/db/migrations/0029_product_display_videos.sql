CREATE TABLE "product_display_videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"file_name_folded" text GENERATED ALWAYS AS (lower("product_display_videos"."file_name")) STORED NOT NULL,
	"video_file_id" uuid NOT NULL,
	"thumbnail_file_id" uuid,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "product_display_videos" ADD CONSTRAINT "product_display_videos_video_file_id_stored_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_display_videos" ADD CONSTRAINT "product_display_videos_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_display_videos" ADD CONSTRAINT "product_display_videos_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_display_videos_created_idx" ON "product_display_videos" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "product_display_videos_file_name_trgm_idx" ON "product_display_videos" USING gin ("file_name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_display_videos_video_file_idx" ON "product_display_videos" USING btree ("video_file_id");--> statement-breakpoint
CREATE INDEX "product_display_videos_thumbnail_file_idx" ON "product_display_videos" USING btree ("thumbnail_file_id");