CREATE TABLE "billing_client_choices" (
	"administrator_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_day_totals" (
	"client" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	"total_cert_price" numeric(16, 2) NOT NULL,
	CONSTRAINT "billing_day_totals_pkey" PRIMARY KEY("client","day")
);
--> statement-breakpoint
ALTER TABLE "billing_client_choices" ADD CONSTRAINT "billing_client_choices_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_client_choices" ADD CONSTRAINT "billing_client_choices_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Written by hand below (Drizzle cannot express INCLUDE, functions or triggers).
-- The certificate cost report's pages (spec 001 §2.5, §4.4), newest first, for one client or all:
-- only billed rows (Passed with a certificate number) are in these indexes.
CREATE INDEX "jewelry_billing_client_created_idx" ON "jewelry" USING btree ("client_id", "created", "id")
  INCLUDE ("total_cert_price") WHERE "qa_status" = 'Passed' AND "certificate_number" <> '';--> statement-breakpoint
CREATE INDEX "jewelry_billing_created_idx" ON "jewelry" USING btree ("created", "id")
  INCLUDE ("total_cert_price") WHERE "qa_status" = 'Passed' AND "certificate_number" <> '';--> statement-breakpoint
-- The statement that adds the net change of a set of jewelry rows (with a sign column) to the kept
-- totals, under the record's client and under '*' (every client); days are New York's.
CREATE FUNCTION billing_day_totals_statement(source text) RETURNS text
LANGUAGE sql IMMUTABLE
AS $$
  SELECT format($statement$
    INSERT INTO billing_day_totals (client, day, n, total_cert_price)
    SELECT k.client, (d.created AT TIME ZONE 'America/New_York')::date, sum(d.sign),
      coalesce(sum(d.sign * d.total_cert_price), 0)
    FROM (%s) AS d
    CROSS JOIN LATERAL (VALUES (coalesce(d.client_id::text, '')), ('*')) AS k(client)
    WHERE d.qa_status = 'Passed' AND d.certificate_number <> ''
    GROUP BY 1, 2
    HAVING sum(d.sign) <> 0 OR coalesce(sum(d.sign * d.total_cert_price), 0) <> 0
    ORDER BY 1, 2
    ON CONFLICT (client, day) DO UPDATE SET
      n = billing_day_totals.n + excluded.n,
      total_cert_price = billing_day_totals.total_cert_price + excluded.total_cert_price
  $statement$, source)
$$;--> statement-breakpoint
-- One statement trigger per write adds the statement's net change; TRUNCATE empties the totals.
CREATE FUNCTION billing_day_totals_apply() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE CASE TG_OP
    WHEN 'TRUNCATE' THEN 'DELETE FROM billing_day_totals'
    WHEN 'INSERT' THEN billing_day_totals_statement('SELECT *, 1 AS sign FROM new_rows')
    WHEN 'DELETE' THEN billing_day_totals_statement('SELECT *, -1 AS sign FROM old_rows')
    ELSE billing_day_totals_statement(
      'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows'
    )
  END;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Totals again from the table; a bulk load that bypasses triggers (bench/ seeds) calls it afterwards.
CREATE FUNCTION billing_day_totals_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE jewelry IN SHARE MODE;
  DELETE FROM billing_day_totals;
  EXECUTE billing_day_totals_statement('SELECT *, 1 AS sign FROM jewelry');
END
$$;--> statement-breakpoint
SELECT attach_kept_count_triggers('jewelry', 'billing_day_totals_apply');--> statement-breakpoint
-- After the triggers: CREATE TRIGGER holds a lock that keeps writers out until this commits.
SELECT billing_day_totals_rebuild();
