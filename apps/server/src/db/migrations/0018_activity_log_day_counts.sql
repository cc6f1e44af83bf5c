CREATE TABLE "activity_log_day_counts" (
	"actor" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "activity_log_day_counts_pkey" PRIMARY KEY("actor","day")
);
--> statement-breakpoint
CREATE INDEX "activity_log_day_counts_day_idx" ON "activity_log_day_counts" USING btree ("day","n");--> statement-breakpoint
-- Written by hand below the generated table, as every kept count's (migrations 0011, 0013): the
-- statement that adds the entries `source` selects (activity_log rows and a `sign`) to their
-- (actor, UTC day) rows, net, in key order so concurrent writers lock rows in one order.
CREATE FUNCTION activity_log_day_counts_statement(source text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO activity_log_day_counts (actor, day, n)
    SELECT coalesce(d.administrator_id::text, ''), date_trunc('day', d.created, 'UTC'), sum(d.sign)
    FROM (%s) AS d
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (actor, day) DO UPDATE SET n = activity_log_day_counts.n + excluded.n
  $statement$, source)
$$;--> statement-breakpoint
-- The log refuses UPDATE and DELETE (migration 0017), so only inserts and TRUNCATE move the
-- counts; a removal is still counted should the owner lift that trigger. Every write of the app
-- inserts an entry, so the insert's statement is written out (its plan is kept) rather than run
-- through EXECUTE, which planned it anew on each write.
CREATE FUNCTION activity_log_day_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO activity_log_day_counts (actor, day, n)
    SELECT coalesce(d.administrator_id::text, ''), date_trunc('day', d.created, 'UTC'), count(*)
    FROM new_rows AS d
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (actor, day) DO UPDATE SET n = activity_log_day_counts.n + excluded.n;
    RETURN NULL;
  END IF;
  EXECUTE CASE TG_OP
    WHEN 'TRUNCATE' THEN 'DELETE FROM activity_log_day_counts'
    WHEN 'DELETE' THEN activity_log_day_counts_statement('SELECT *, -1 AS sign FROM old_rows')
    ELSE activity_log_day_counts_statement(
      'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
    )
  END;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recounts from the log; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE FUNCTION activity_log_day_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE activity_log IN SHARE MODE;
  DELETE FROM activity_log_day_counts;
  EXECUTE activity_log_day_counts_statement('SELECT *, 1 AS sign FROM activity_log');
END
$$;--> statement-breakpoint
SELECT attach_kept_count_triggers('activity_log', 'activity_log_day_counts_apply');--> statement-breakpoint
SELECT activity_log_day_counts_rebuild();
