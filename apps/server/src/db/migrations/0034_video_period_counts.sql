CREATE TABLE "digital_certificate_video_day_counts" (
	"client" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "digital_certificate_video_day_counts_pkey" PRIMARY KEY("client","day")
);
--> statement-breakpoint
CREATE TABLE "digital_certificate_video_month_counts" (
	"client" text NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "digital_certificate_video_month_counts_pkey" PRIMARY KEY("client","month")
);
--> statement-breakpoint
CREATE INDEX "digital_certificate_video_day_counts_day_idx" ON "digital_certificate_video_day_counts" USING btree ("day","n");--> statement-breakpoint
CREATE INDEX "digital_certificate_video_month_counts_month_idx" ON "digital_certificate_video_month_counts" USING btree ("month","n");--> statement-breakpoint
-- Written by hand below the generated tables, as every kept count's (migrations 0018, 0028): the
-- statement that adds the rows `source` selects (with `key`, `created` and a `sign`) to their
-- (key, UTC day or month) rows of `target`, net, in key order so concurrent writers lock rows in
-- one order. Any table's period counts (db/period-counts.ts) can be kept with it.
CREATE FUNCTION period_counts_statement(source text, target text, key_column text, unit text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO %1$I (%2$I, %3$I, n)
    SELECT coalesce(d.key, ''), date_trunc(%3$L, d.created, 'UTC'), sum(d.sign)
    FROM (%4$s) AS d
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (%2$I, %3$I) DO UPDATE SET n = %1$I.n + excluded.n
  $statement$, target, key_column, unit, source)
$$;--> statement-breakpoint
-- The videos' one trigger function now keeps the per-client totals (migration 0028) and the day
-- and month counts by client; an update moves a video's counts only when its client changes.
CREATE OR REPLACE FUNCTION digital_certificate_video_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  source text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM digital_certificate_video_counts;
    DELETE FROM digital_certificate_video_day_counts;
    DELETE FROM digital_certificate_video_month_counts;
    RETURN NULL;
  END IF;
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT client_id, client_id::text AS key, created, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT client_id, client_id::text AS key, created, -1 AS sign FROM old_rows'
    ELSE 'SELECT client_id, client_id::text AS key, created, 1 AS sign FROM new_rows
      UNION ALL SELECT client_id, client_id::text, created, -1 FROM old_rows'
  END;
  EXECUTE digital_certificate_video_counts_statement(source);
  EXECUTE period_counts_statement(source, 'digital_certificate_video_day_counts', 'client', 'day');
  EXECUTE period_counts_statement(source, 'digital_certificate_video_month_counts', 'client', 'month');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recounts from the videos; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE OR REPLACE FUNCTION digital_certificate_video_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  source constant text := 'SELECT client_id, client_id::text AS key, created, 1 AS sign FROM digital_certificate_videos';
BEGIN
  LOCK TABLE digital_certificate_videos IN SHARE MODE;
  DELETE FROM digital_certificate_video_counts;
  DELETE FROM digital_certificate_video_day_counts;
  DELETE FROM digital_certificate_video_month_counts;
  EXECUTE digital_certificate_video_counts_statement(source);
  EXECUTE period_counts_statement(source, 'digital_certificate_video_day_counts', 'client', 'day');
  EXECUTE period_counts_statement(source, 'digital_certificate_video_month_counts', 'client', 'month');
END
$$;--> statement-breakpoint
SELECT digital_certificate_video_counts_rebuild();
