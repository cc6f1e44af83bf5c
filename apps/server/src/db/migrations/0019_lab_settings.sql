CREATE TABLE "lab_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"accreditation" text DEFAULT '' NOT NULL,
	"logo_file_id" uuid,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lab_settings_one_row" CHECK ("lab_settings"."id" = '00000000-0000-7000-8000-00000000000a')
);
--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_settings" ADD CONSTRAINT "lab_settings_updated_by_administrators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;