CREATE TABLE "rejected_certificate_videos" (
	"video_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid,
	"client_name" text,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"rejected_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rejected_certificate_videos" ADD CONSTRAINT "rejected_certificate_videos_video_id_digital_certificate_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."digital_certificate_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rejected_certificate_videos" ADD CONSTRAINT "rejected_certificate_videos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rejected_certificate_videos_rejected_idx" ON "rejected_certificate_videos" USING btree ("rejected_at","video_id");