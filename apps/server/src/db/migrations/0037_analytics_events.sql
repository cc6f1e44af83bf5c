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
	CONSTRAINT "analytics_day_counts_pkey" PRIMARY KEY("client_id","record_id","day","platform","country","page_kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_month_counts" (
	"client_id" uuid NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"platform" text NOT NULL,
	"country" text NOT NULL,
	"views" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "analytics_month_counts_pkey" PRIMARY KEY("client_id","month","platform","country")
);
--> statement-breakpoint
CREATE TABLE "analytics_record_month_counts" (
	"client_id" uuid NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"page_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"views" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "analytics_record_month_counts_pkey" PRIMARY KEY("client_id","month","record_id","page_kind")
);
--> statement-breakpoint
ALTER TABLE "public_page_views" ADD COLUMN "platform" text;--> statement-breakpoint
CREATE INDEX "public_page_clicks_client_clicked_idx" ON "public_page_clicks" USING btree ("client_id","clicked_at");--> statement-breakpoint
CREATE INDEX "public_page_clicks_clicked_at_idx" ON "public_page_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "analytics_record_month_counts_record_idx" ON "analytics_record_month_counts" USING btree ("client_id","record_id","month");--> statement-breakpoint
-- Written by hand below the generated statements (docs/decisions/0025). Views recorded before
-- this migration kept only a device class: a desktop stays Desktop, a phone or tablet is 'other'
-- (its system was not recorded), a crawler no platform.
UPDATE public_page_views
SET platform = CASE device_class WHEN 'bot' THEN NULL WHEN 'desktop' THEN 'desktop' ELSE 'other' END;--> statement-breakpoint
-- The kept tables and their keys, each an expression over the events `source` selects
-- (client_id, record_id, page_kind, at, platform, country, views, clicks: each 1, 0 or -1).
CREATE FUNCTION analytics_counts_targets() RETURNS TABLE (target text, key_columns text, key_values text)
LANGUAGE sql IMMUTABLE
AS $$
  VALUES
    ('analytics_day_counts', 'client_id, record_id, day, platform, country, page_kind',
      $k$d.client_id, d.record_id, date_trunc('day', d.at, 'UTC'), d.platform, coalesce(d.country, ''), d.page_kind$k$),
    ('analytics_month_counts', 'client_id, month, platform, country',
      $k$d.client_id, date_trunc('month', d.at, 'UTC'), d.platform, coalesce(d.country, '')$k$),
    ('analytics_record_month_counts', 'client_id, month, record_id, page_kind',
      $k$d.client_id, date_trunc('month', d.at, 'UTC'), d.record_id, d.page_kind$k$)
$$;--> statement-breakpoint
-- The statement that adds the events `source` selects to one kept table's rows, net, in key order
-- so concurrent writers lock rows in one order. Crawlers (no platform) and pages without a client
-- are not counted.
CREATE FUNCTION analytics_counts_statement(source text, target text, key_columns text, key_values text)
RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO %1$I AS kept (%2$s, views, clicks)
    SELECT %3$s, sum(d.views), sum(d.clicks)
    FROM (%4$s) AS d
    WHERE d.client_id IS NOT NULL AND d.platform IS NOT NULL
    GROUP BY %5$s
    HAVING sum(d.views) <> 0 OR sum(d.clicks) <> 0
    ORDER BY %5$s
    ON CONFLICT (%2$s)
    DO UPDATE SET views = kept.views + excluded.views, clicks = kept.clicks + excluded.clicks
  $statement$, target, key_columns, key_values, source,
    (SELECT string_agg(n::text, ', ') FROM generate_series(1, array_length(string_to_array(key_columns, ','), 1)) AS n))
$$;--> statement-breakpoint
-- The events of either table as the statements read them, from a transition table or the table.
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
CREATE FUNCTION analytics_counts_add(source text) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  kept record;
BEGIN
  FOR kept IN SELECT * FROM analytics_counts_targets() LOOP
    EXECUTE analytics_counts_statement(source, kept.target, kept.key_columns, kept.key_values);
  END LOOP;
END
$$;--> statement-breakpoint
-- Recounts from the events; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE FUNCTION analytics_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE public_page_views, public_page_clicks IN SHARE MODE;
  DELETE FROM analytics_day_counts;
  DELETE FROM analytics_month_counts;
  DELETE FROM analytics_record_month_counts;
  PERFORM analytics_counts_add(
    analytics_events_source('public_page_views', 'public_page_views', 1)
    || ' UNION ALL ' || analytics_events_source('public_page_clicks', 'public_page_clicks', 1));
END
$$;--> statement-breakpoint
-- One trigger function for both event tables; an update moves an event's counts (out, then in).
-- Its statements run here, not in analytics_counts_add: transition tables are visible only to the
-- trigger function itself.
CREATE FUNCTION analytics_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  source text;
  kept record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM analytics_counts_rebuild();
    RETURN NULL;
  END IF;
  source := CASE TG_OP
    WHEN 'INSERT' THEN analytics_events_source(TG_TABLE_NAME, 'new_rows', 1)
    WHEN 'DELETE' THEN analytics_events_source(TG_TABLE_NAME, 'old_rows', -1)
    ELSE analytics_events_source(TG_TABLE_NAME, 'new_rows', 1)
      || ' UNION ALL ' || analytics_events_source(TG_TABLE_NAME, 'old_rows', -1)
  END;
  FOR kept IN SELECT * FROM analytics_counts_targets() LOOP
    EXECUTE analytics_counts_statement(source, kept.target, kept.key_columns, kept.key_values);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
SELECT attach_kept_count_triggers('public_page_views', 'analytics_counts_apply');--> statement-breakpoint
SELECT attach_kept_count_triggers('public_page_clicks', 'analytics_counts_apply');--> statement-breakpoint
-- After the triggers: CREATE TRIGGER holds a lock that keeps writers out until this commits.
SELECT analytics_counts_rebuild();
