CREATE TABLE "analytics_record_year_counts" (
	"client_id" uuid NOT NULL,
	"year" timestamp with time zone NOT NULL,
	"page_kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"views" bigint NOT NULL,
	"clicks" bigint NOT NULL,
	CONSTRAINT "analytics_record_year_counts_pkey" PRIMARY KEY("client_id","year","record_id","page_kind")
);
--> statement-breakpoint
CREATE INDEX "analytics_record_year_counts_rank_idx" ON "analytics_record_year_counts" USING btree ("client_id","year","views" DESC NULLS LAST,"clicks" DESC NULLS LAST,"record_id");--> statement-breakpoint
CREATE INDEX "analytics_record_month_counts_rank_idx" ON "analytics_record_month_counts" USING btree ("client_id","month","views" DESC NULLS LAST,"clicks" DESC NULLS LAST,"record_id");--> statement-breakpoint
-- Written by hand below the generated statements (docs/decisions/0025). Writers of events wait
-- until this commits, so the year rows filled below and the triggers' from then on count every
-- event once.
LOCK TABLE public_page_views, public_page_clicks IN SHARE MODE;--> statement-breakpoint
-- The year table is kept as the other three are: a fourth target of the same statements.
CREATE OR REPLACE FUNCTION analytics_counts_targets() RETURNS TABLE (target text, key_columns text, key_values text)
LANGUAGE sql IMMUTABLE
AS $$
  VALUES
    ('analytics_day_counts', 'client_id, record_id, day, platform, country, page_kind',
      $k$d.client_id, d.record_id, date_trunc('day', d.at, 'UTC'), d.platform, coalesce(d.country, ''), d.page_kind$k$),
    ('analytics_month_counts', 'client_id, month, platform, country',
      $k$d.client_id, date_trunc('month', d.at, 'UTC'), d.platform, coalesce(d.country, '')$k$),
    ('analytics_record_month_counts', 'client_id, month, record_id, page_kind',
      $k$d.client_id, date_trunc('month', d.at, 'UTC'), d.record_id, d.page_kind$k$),
    ('analytics_record_year_counts', 'client_id, year, record_id, page_kind',
      $k$d.client_id, date_trunc('year', d.at, 'UTC'), d.record_id, d.page_kind$k$)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE public_page_views, public_page_clicks IN SHARE MODE;
  DELETE FROM analytics_day_counts;
  DELETE FROM analytics_month_counts;
  DELETE FROM analytics_record_month_counts;
  DELETE FROM analytics_record_year_counts;
  PERFORM analytics_counts_add(
    analytics_events_source('public_page_views', 'public_page_views', 1)
    || ' UNION ALL ' || analytics_events_source('public_page_clicks', 'public_page_clicks', 1));
END
$$;--> statement-breakpoint
-- Recording a view is the hot path (every public page GET): its four statements were built with
-- format() and planned by EXECUTE on every insert. analytics_counts_compile() writes them into
-- analytics_counts_apply() as static SQL, generated from the same analytics_counts_targets(), so
-- PL/pgSQL parses them once per session (bench/results/analytics.md: an insert with its figures
-- 0.85–1.05 ms → 0.37–0.45 ms). Updates, deletes and truncates, rare, keep the EXECUTE path. A
-- migration that changes the targets calls analytics_counts_compile() again.
CREATE FUNCTION analytics_counts_insert_statements(event_table text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT string_agg(
    analytics_counts_statement(analytics_events_source(event_table, 'new_rows', 1), t.target, t.key_columns, t.key_values),
    E';\n' ORDER BY t.target) || ';'
  FROM analytics_counts_targets() AS t
$$;--> statement-breakpoint
CREATE FUNCTION analytics_counts_compile() RETURNS void
LANGUAGE plpgsql
AS $compile$
BEGIN
  EXECUTE format($function$
CREATE OR REPLACE FUNCTION analytics_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $apply$
DECLARE
  source text;
  -- Not 'kept': the statements above name their target table so.
  target_row record;
BEGIN
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'public_page_views' THEN
    %1$s
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND TG_TABLE_NAME = 'public_page_clicks' THEN
    %2$s
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM analytics_counts_rebuild();
    RETURN NULL;
  END IF;
  source := CASE TG_OP
    WHEN 'DELETE' THEN analytics_events_source(TG_TABLE_NAME, 'old_rows', -1)
    ELSE analytics_events_source(TG_TABLE_NAME, 'new_rows', 1)
      || ' UNION ALL ' || analytics_events_source(TG_TABLE_NAME, 'old_rows', -1)
  END;
  FOR target_row IN SELECT * FROM analytics_counts_targets() LOOP
    EXECUTE analytics_counts_statement(source, target_row.target, target_row.key_columns, target_row.key_values);
  END LOOP;
  RETURN NULL;
END
$apply$
$function$, analytics_counts_insert_statements('public_page_views'), analytics_counts_insert_statements('public_page_clicks'));
END
$compile$;--> statement-breakpoint
SELECT analytics_counts_compile();
--> statement-breakpoint
-- A year's figures are the sum of its months' (each equals a count of the events): no recount of
-- the events is needed to fill the new table.
INSERT INTO analytics_record_year_counts (client_id, year, page_kind, record_id, views, clicks)
SELECT client_id, date_trunc('year', month, 'UTC'), page_kind, record_id, sum(views), sum(clicks)
FROM analytics_record_month_counts
GROUP BY 1, 2, 3, 4
HAVING sum(views) <> 0 OR sum(clicks) <> 0;
--> statement-breakpoint
-- Statistics now, so the first reads use the ranking index (autovacuum would come later).
ANALYZE analytics_record_year_counts;
