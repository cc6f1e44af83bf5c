-- The diamond list within 25 ms at 1,000,000 rows (docs/decisions/0003-diamond-list-totals.md).
-- Written by hand from `drizzle-kit generate --custom`: the table and the plain indexes are also in
-- schema.ts (the snapshot matches them); INCLUDE, the functions and the triggers are not
-- expressible in Drizzle and live only here.

-- Indexes -------------------------------------------------------------------------------------
-- The public media route asks whether a stored file is some diamond's certificate video.
CREATE INDEX "diamonds_certificate_video_idx" ON "diamonds" USING btree ("certificate_video_file_id");--> statement-breakpoint
-- 'With imperfections' pages newest first from its own small index instead of reading the table.
CREATE INDEX "diamonds_imperfection_created_idx" ON "diamonds" USING btree ("created","id") WHERE "diamonds"."imperfection_url" <> '';--> statement-breakpoint
-- The client filter's index also carries the columns other filters combine with it, so a
-- combined filter's count(*) is an index-only scan of that client's range.
CREATE INDEX "diamonds_client_created_covering_idx" ON "diamonds" USING btree ("client_id","created","id") INCLUDE ("template_id","manufactured_as","shape");--> statement-breakpoint
DROP INDEX "diamonds_client_created_idx";--> statement-breakpoint
-- Searches shorter than 3 characters match the start of the value: upper(col) LIKE 'X%' needs
-- text_pattern_ops unless the database collation is C. The SKU index keeps its name and still
-- answers equality (public certificate page).
DROP INDEX "diamonds_client_sku_idx";--> statement-breakpoint
CREATE INDEX "diamonds_client_sku_idx" ON "diamonds" USING btree (upper("client_sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "diamonds_certificate_number_prefix_idx" ON "diamonds" USING btree (upper("certificate_number") text_pattern_ops);--> statement-breakpoint

-- Exact counts per filter value -----------------------------------------------------------------
CREATE TABLE "diamond_counts" (
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "diamond_counts_pkey" PRIMARY KEY("dimension","value")
);
--> statement-breakpoint
-- The counter rows one diamond belongs to; the list's filters match these values exactly
-- (apps/server/src/modules/diamonds/diamond-totals.ts reads them).
CREATE FUNCTION diamond_count_keys(template_id smallint, client_id uuid, shape text, manufactured_as text, imperfection_url text)
RETURNS TABLE (dimension text, value text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  VALUES
    ('all', ''),
    ('template', template_id::text),
    ('client', coalesce(client_id::text, '')),
    ('shape', shape),
    ('origin', manufactured_as),
    ('imperfections', CASE WHEN imperfection_url <> '' THEN 'with' ELSE 'without' END)
$$;--> statement-breakpoint
-- One statement-level trigger per write: it adds the statement's net change per counter row.
-- An UPDATE that moves no diamond between values nets to zero and writes (and locks) nothing.
-- Rows are written in key order so two writers lock counter rows in the same order.
CREATE FUNCTION diamond_counts_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO diamond_counts (dimension, value, n)
    SELECT k.dimension, k.value, count(*)
    FROM new_rows AS d
    CROSS JOIN LATERAL diamond_count_keys(d.template_id, d.client_id, d.shape, d.manufactured_as, d.imperfection_url) AS k
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET n = diamond_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO diamond_counts (dimension, value, n)
    SELECT k.dimension, k.value, -count(*)
    FROM old_rows AS d
    CROSS JOIN LATERAL diamond_count_keys(d.template_id, d.client_id, d.shape, d.manufactured_as, d.imperfection_url) AS k
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET n = diamond_counts.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO diamond_counts (dimension, value, n)
    SELECT k.dimension, k.value, sum(d.sign)
    FROM (
      SELECT template_id, client_id, shape, manufactured_as, imperfection_url, 1 AS sign FROM new_rows
      UNION ALL
      SELECT template_id, client_id, shape, manufactured_as, imperfection_url, -1 AS sign FROM old_rows
    ) AS d
    CROSS JOIN LATERAL diamond_count_keys(d.template_id, d.client_id, d.shape, d.manufactured_as, d.imperfection_url) AS k
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0
    ORDER BY 1, 2
    ON CONFLICT (dimension, value) DO UPDATE SET n = diamond_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION diamond_counts_clear() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM diamond_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recounts from the table. The migration calls it once; a bulk load that bypasses triggers
-- (session_replication_role = replica, as bench/ seeds) must call it afterwards.
CREATE FUNCTION diamond_counts_rebuild() RETURNS void
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
END
$$;--> statement-breakpoint
CREATE TRIGGER diamond_counts_after_insert AFTER INSERT ON diamonds
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_counts_apply();--> statement-breakpoint
CREATE TRIGGER diamond_counts_after_update AFTER UPDATE ON diamonds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_counts_apply();--> statement-breakpoint
CREATE TRIGGER diamond_counts_after_delete AFTER DELETE ON diamonds
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_counts_apply();--> statement-breakpoint
CREATE TRIGGER diamond_counts_after_truncate AFTER TRUNCATE ON diamonds
  FOR EACH STATEMENT EXECUTE FUNCTION diamond_counts_clear();--> statement-breakpoint
-- After the triggers: CREATE TRIGGER holds a lock that keeps writers out until this commits.
SELECT diamond_counts_rebuild();
