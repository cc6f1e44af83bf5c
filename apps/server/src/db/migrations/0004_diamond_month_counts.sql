-- Diamonds per month for each (client, template, origin): the totals of combined filters and date
-- ranges (docs/decisions/0003-diamond-list-totals.md). The table and its index come from schema.ts;
-- the functions and triggers, which Drizzle cannot express, are written by hand below.
CREATE TABLE "diamond_month_counts" (
	"client" text NOT NULL,
	"template_id" smallint NOT NULL,
	"origin" text NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "diamond_month_counts_pkey" PRIMARY KEY("client","template_id","origin","month")
);
--> statement-breakpoint
CREATE INDEX "diamond_month_counts_month_idx" ON "diamond_month_counts" USING btree ("month");--> statement-breakpoint
-- The UTC month a diamond counts in (the first instant of that month).
CREATE FUNCTION diamond_month(created timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT date_trunc('month', created AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' $$;--> statement-breakpoint
-- Like diamond_counts_apply (migration 0003): each write statement adds its net change per cell,
-- in key order; an UPDATE that moves no diamond between cells writes nothing. These triggers are
-- named after diamond_counts' and so fire after them: every writer locks counters in one order.
CREATE FUNCTION diamond_month_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- A transition table exists only for the operations it was declared for, hence three branches.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO diamond_month_counts (client, template_id, origin, month, n)
    SELECT coalesce(d.client_id::text, ''), d.template_id, d.manufactured_as, diamond_month(d.created), count(*)
    FROM new_rows AS d
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (client, template_id, origin, month) DO UPDATE SET n = diamond_month_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO diamond_month_counts (client, template_id, origin, month, n)
    SELECT coalesce(d.client_id::text, ''), d.template_id, d.manufactured_as, diamond_month(d.created), -count(*)
    FROM old_rows AS d
    GROUP BY 1, 2, 3, 4
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (client, template_id, origin, month) DO UPDATE SET n = diamond_month_counts.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO diamond_month_counts (client, template_id, origin, month, n)
    SELECT coalesce(d.client_id::text, ''), d.template_id, d.manufactured_as, diamond_month(d.created), sum(d.sign)
    FROM (
      SELECT client_id, template_id, manufactured_as, created, 1 AS sign FROM new_rows
      UNION ALL
      SELECT client_id, template_id, manufactured_as, created, -1 AS sign FROM old_rows
    ) AS d
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (client, template_id, origin, month) DO UPDATE SET n = diamond_month_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION diamond_month_counts_clear() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM diamond_month_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The one recount for bulk loads that skip triggers now rebuilds both kinds of counts.
CREATE OR REPLACE FUNCTION diamond_counts_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  -- Writers wait until the recount commits, so no change slips between the count and the swap.
  LOCK TABLE diamonds IN SHARE MODE;
  DELETE FROM diamond_counts;
  INSERT INTO diamond_counts (dimension, value, n)
  SELECT k.dimension, k.value, count(*)
  FROM diamonds AS d
  CROSS JOIN LATERAL diamond_count_keys(d.template_id, d.client_id, d.shape, d.manufactured_as, d.imperfection_url) AS k
  GROUP BY 1, 2;
  DELETE FROM diamond_month_counts;
  INSERT INTO diamond_month_counts (client, template_id, origin, month, n)
  SELECT coalesce(client_id::text, ''), template_id, manufactured_as, diamond_month(created), count(*)
  FROM diamonds
  GROUP BY 1, 2, 3, 4;
END
$$;--> statement-breakpoint
CREATE TRIGGER diamond_month_counts_after_insert AFTER INSERT ON diamonds
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_month_counts_apply();--> statement-breakpoint
CREATE TRIGGER diamond_month_counts_after_update AFTER UPDATE ON diamonds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_month_counts_apply();--> statement-breakpoint
CREATE TRIGGER diamond_month_counts_after_delete AFTER DELETE ON diamonds
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_month_counts_apply();--> statement-breakpoint
CREATE TRIGGER diamond_month_counts_after_truncate AFTER TRUNCATE ON diamonds
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_month_counts_clear();--> statement-breakpoint
-- After the triggers: CREATE TRIGGER holds a lock that keeps writers out until this commits.
SELECT diamond_counts_rebuild();
