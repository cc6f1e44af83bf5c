CREATE TABLE "digital_certificate_video_counts" (
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "digital_certificate_video_counts_dimension_value_pk" PRIMARY KEY("dimension","value")
);
--> statement-breakpoint
CREATE TABLE "digital_certificate_videos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_folded" text GENERATED ALWAYS AS (lower("digital_certificate_videos"."name")) STORED NOT NULL,
	"client_id" uuid,
	"client_sort_key" text DEFAULT '' NOT NULL,
	"video_file_id" uuid NOT NULL,
	"thumbnail_file_id" uuid,
	"naming_mode" text NOT NULL,
	"global_sku" boolean DEFAULT false NOT NULL,
	"added_barcode" boolean DEFAULT false NOT NULL,
	"sku" text,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "digital_certificate_videos_naming_mode_check" CHECK ("digital_certificate_videos"."naming_mode" in ('sku', 'certificate', 'orderLine'))
);
--> statement-breakpoint
ALTER TABLE "digital_certificate_videos" ADD CONSTRAINT "digital_certificate_videos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_certificate_videos" ADD CONSTRAINT "digital_certificate_videos_video_file_id_stored_files_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_certificate_videos" ADD CONSTRAINT "digital_certificate_videos_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_certificate_videos" ADD CONSTRAINT "digital_certificate_videos_created_by_administrators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_certificate_videos" ADD CONSTRAINT "digital_certificate_videos_updated_by_administrators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."administrators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digital_certificate_videos_name_key" ON "digital_certificate_videos" USING btree ("name");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_created_idx" ON "digital_certificate_videos" USING btree ("created","id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_updated_idx" ON "digital_certificate_videos" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_name_sort_idx" ON "digital_certificate_videos" USING btree (lower("name" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_client_sort_idx" ON "digital_certificate_videos" USING btree ("client_sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_client_created_idx" ON "digital_certificate_videos" USING btree ("client_id","created","id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_client_updated_idx" ON "digital_certificate_videos" USING btree ("client_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_client_name_idx" ON "digital_certificate_videos" USING btree ("client_id",lower("name" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_name_trgm_idx" ON "digital_certificate_videos" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_video_file_idx" ON "digital_certificate_videos" USING btree ("video_file_id");--> statement-breakpoint
CREATE INDEX "digital_certificate_videos_thumbnail_file_idx" ON "digital_certificate_videos" USING btree ("thumbnail_file_id");--> statement-breakpoint
-- Written by hand below: the Client sort's key and the list's kept totals (decisions 0003, 0010;
-- migration 0013's pattern).
-- A video's client sort key is its client's name folded as the lists fold names (keyset-page.ts
-- nameSort: lower() under the C collation), '' without a client.
CREATE FUNCTION digital_certificate_videos_client_key() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.client_sort_key := coalesce(
    (SELECT lower(c.name collate "C") FROM companies c WHERE c.id = NEW.client_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER digital_certificate_videos_client_key BEFORE INSERT OR UPDATE OF client_id
ON digital_certificate_videos FOR EACH ROW EXECUTE FUNCTION digital_certificate_videos_client_key();--> statement-breakpoint
-- A client renamed re-keys its videos (a rename is rare; the videos' own names are unchanged).
CREATE FUNCTION companies_rekey_certificate_videos() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE digital_certificate_videos SET client_sort_key = lower(NEW.name collate "C")
  WHERE client_id = NEW.id AND client_sort_key <> lower(NEW.name collate "C");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER companies_rekey_certificate_videos AFTER UPDATE OF name ON companies
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION companies_rekey_certificate_videos();--> statement-breakpoint
-- The statement that adds the net change of a set of video rows (with a sign column): under all,
-- and under their client ('' for none).
CREATE FUNCTION digital_certificate_video_counts_statement(source text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO digital_certificate_video_counts (dimension, value, n)
    SELECT k.dimension, k.value, sum(d.sign)
    FROM (%s) AS d
    CROSS JOIN LATERAL (VALUES
      ('all', ''),
      ('client', coalesce(d.client_id::text, ''))
    ) AS k (dimension, value)
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET n = digital_certificate_video_counts.n + excluded.n
  $statement$, source)
$$;--> statement-breakpoint
CREATE FUNCTION digital_certificate_video_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE CASE TG_OP
    WHEN 'TRUNCATE' THEN 'DELETE FROM digital_certificate_video_counts'
    WHEN 'INSERT' THEN digital_certificate_video_counts_statement(
      'SELECT client_id, 1 AS sign FROM new_rows')
    WHEN 'DELETE' THEN digital_certificate_video_counts_statement(
      'SELECT client_id, -1 AS sign FROM old_rows')
    ELSE digital_certificate_video_counts_statement(
      'SELECT client_id, 1 AS sign FROM new_rows UNION ALL SELECT client_id, -1 FROM old_rows')
  END;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recounts from the table; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE FUNCTION digital_certificate_video_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE digital_certificate_videos IN SHARE MODE;
  DELETE FROM digital_certificate_video_counts;
  EXECUTE digital_certificate_video_counts_statement(
    'SELECT client_id, 1 AS sign FROM digital_certificate_videos');
END
$$;--> statement-breakpoint
SELECT attach_kept_count_triggers('digital_certificate_videos', 'digital_certificate_video_counts_apply');
