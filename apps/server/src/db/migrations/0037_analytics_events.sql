CREATE TABLE "public_page_clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"page_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"client_id" uuid,
	"clicked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"device_class" text NOT NULL,
	"platform" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "analytics_day_counts" (
	"client_id" uuid NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"platform" text NOT NULL,
	"country" text NOT NULL,
	"page_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"views" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "analytics_day_counts_pkey" PRIMARY KEY("client_id","day","platform","country","page_kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "public_page_views" ADD COLUMN "platform" text;--> statement-breakpoint
CREATE INDEX "public_page_clicks_client_clicked_idx" ON "public_page_clicks" USING btree ("client_id","clicked_at");--> statement-breakpoint
CREATE INDEX "public_page_clicks_clicked_at_idx" ON "public_page_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "analytics_day_counts_record_idx" ON "analytics_day_counts" USING btree ("client_id","record_id","day");--> statement-breakpoint
-- Written by hand below the generated statements (docs/decisions/0025). Views recorded before
-- this migration kept only a device class: a desktop stays Desktop, a phone or tablet is 'other'
-- (its system was not recorded), a crawler no platform.
UPDATE public_page_views
SET platform = CASE device_class WHEN 'bot' THEN NULL WHEN 'desktop' THEN 'desktop' ELSE 'other' END;--> statement-breakpoint
-- The statement that adds the events `source` selects (client_id, record_id, page_kind, at,
-- platform, country, views, clicks: each 1, 0 or -1) to their kept rows, net, in key order so
-- concurrent writers lock rows in one order. Crawlers (no platform) and pages without a client are
-- not counted.
CREATE FUNCTION analytics_day_counts_statement(source text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO analytics_day_counts AS kept
      (client_id, day, platform, country, page_kind, record_id, views, clicks)
    SELECT d.client_id, date_trunc('day', d.at, 'UTC'), d.platform, coalesce(d.country, ''),
      d.page_kind, d.record_id, sum(d.views), sum(d.clicks)
    FROM (%s) AS d
    WHERE d.client_id IS NOT NULL AND d.platform IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d.views) <> 0 OR sum(d.clicks) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (client_id, day, platform, country, page_kind, record_id)
    DO UPDATE SET views = kept.views + excluded.views, clicks = kept.clicks + excluded.clicks
  $statement$, source)
$$;--> statement-breakpoint
-- The events of either table as the statement reads them, from a transition table or the table.
CREATE FUNCTION analytics_events_source(event_table text, rows_from text, sign int) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT CASE event_table
    WHEN 'public_page_views' THEN format(
      'SELECT client_id, record_id, page_kind, viewed_at AS at, platform, country, %1$s AS views, 0 AS clicks FROM %2$I',
      sign, rows_from)
    ELSE format(
      'SELECT client_id, record_id, page_kind, clicked_at AS at, platform, country, 0 AS views, %1$s AS clicks FROM %2$I',
      sign, rows_from)
  END
$$;--> statement-breakpoint
-- Recounts from the events; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE FUNCTION analytics_day_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE public_page_views, public_page_clicks IN SHARE MODE;
  DELETE FROM analytics_day_counts;
  EXECUTE analytics_day_counts_statement(
    analytics_events_source('public_page_views', 'public_page_views', 1)
    || ' UNION ALL ' || analytics_events_source('public_page_clicks', 'public_page_clicks', 1));
END
$$;--> statement-breakpoint
-- One trigger function for both event tables; an update moves an event's counts (out, then in).
CREATE FUNCTION analytics_day_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM analytics_day_counts_rebuild();
    RETURN NULL;
  END IF;
  EXECUTE analytics_day_counts_statement(CASE TG_OP
    WHEN 'INSERT' THEN analytics_events_source(TG_TABLE_NAME, 'new_rows', 1)
    WHEN 'DELETE' THEN analytics_events_source(TG_TABLE_NAME, 'old_rows', -1)
    ELSE analytics_events_source(TG_TABLE_NAME, 'new_rows', 1)
      || ' UNION ALL ' || analytics_events_source(TG_TABLE_NAME, 'old_rows', -1)
  END);
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT attach_kept_count_triggers('public_page_views', 'analytics_day_counts_apply');--> statement-breakpoint
SELECT attach_kept_count_triggers('public_page_clicks', 'analytics_day_counts_apply');--> statement-breakpoint
-- After the triggers: CREATE TRIGGER holds a lock that keeps writers out until this commits.
SELECT analytics_day_counts_rebuild();
