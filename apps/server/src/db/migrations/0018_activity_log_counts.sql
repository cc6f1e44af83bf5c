CREATE TABLE "activity_log_day_counts" (
	"actor" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "activity_log_day_counts_pkey" PRIMARY KEY("actor","day")
);
--> statement-breakpoint
CREATE TABLE "activity_log_month_counts" (
	"actor" text NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "activity_log_month_counts_pkey" PRIMARY KEY("actor","month")
);
--> statement-breakpoint
CREATE INDEX "activity_log_day_counts_day_idx" ON "activity_log_day_counts" USING btree ("day","n");--> statement-breakpoint
CREATE INDEX "activity_log_month_counts_month_idx" ON "activity_log_month_counts" USING btree ("month","n");--> statement-breakpoint
-- Written by hand below the generated tables, as every kept count's (migrations 0011, 0013): the
-- statement that adds the entries `source` selects (activity_log rows and a `sign`) to their
-- (actor, UTC day or month) rows of `target`, net, in key order so concurrent writers lock rows
-- in one order.
CREATE FUNCTION activity_log_counts_statement(source text, target text, unit text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO %1$I (actor, %2$I, n)
    SELECT coalesce(d.administrator_id::text, ''), date_trunc(%2$L, d.created, 'UTC'), sum(d.sign)
    FROM (%3$s) AS d
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (actor, %2$I) DO UPDATE SET n = %1$I.n + excluded.n
  $statement$, target, unit, source)
$$;--> statement-breakpoint
-- The log refuses UPDATE and DELETE (migration 0017), so only inserts and TRUNCATE move the
-- counts; a removal is still counted should the owner lift that trigger. Every write of the app
-- inserts an entry, so the insert's statements are written out (their plans are kept) rather than
-- run through EXECUTE, which planned them anew on each write.
CREATE FUNCTION activity_log_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  source text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_log_day_counts (actor, day, n)
    SELECT coalesce(d.administrator_id::text, ''), date_trunc('day', d.created, 'UTC'), count(*)
    FROM new_rows AS d
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (actor, day) DO UPDATE SET n = activity_log_day_counts.n + excluded.n;
    INSERT INTO activity_log_month_counts (actor, month, n)
    SELECT coalesce(d.administrator_id::text, ''), date_trunc('month', d.created, 'UTC'), count(*)
    FROM new_rows AS d
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (actor, month) DO UPDATE SET n = activity_log_month_counts.n + excluded.n;
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM activity_log_day_counts;
    DELETE FROM activity_log_month_counts;
    RETURN NULL;
  END IF;
  source := CASE TG_OP
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
  END;
  EXECUTE activity_log_counts_statement(source, 'activity_log_day_counts', 'day');
  EXECUTE activity_log_counts_statement(source, 'activity_log_month_counts', 'month');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recounts from the log; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE FUNCTION activity_log_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE activity_log IN SHARE MODE;
  DELETE FROM activity_log_day_counts;
  DELETE FROM activity_log_month_counts;
  EXECUTE activity_log_counts_statement('SELECT *, 1 AS sign FROM activity_log', 'activity_log_day_counts', 'day');
  EXECUTE activity_log_counts_statement('SELECT *, 1 AS sign FROM activity_log', 'activity_log_month_counts', 'month');
END
$$;--> statement-breakpoint
SELECT attach_kept_count_triggers('activity_log', 'activity_log_counts_apply');--> statement-breakpoint
SELECT activity_log_counts_rebuild();
