-- Certificate numbers unique across every certificate type (diamonds now, jewelry next).
-- Written from `drizzle-kit generate`: the table and its index are also in
-- modules/certificates/schema.ts (the snapshot matches them); the functions and triggers are not
-- expressible in Drizzle and live only here.
CREATE TABLE "certificate_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "certificate_numbers_record_idx" ON "certificate_numbers" USING btree ("kind","record_id");--> statement-breakpoint
-- One row per write to a certificate table (id, certificate_number): the registry follows the
-- record's number, upper-cased as the numbers are compared. A number another record holds, of any
-- type, fails the primary key (23505) in the writer's own statement, so two racing saves cannot
-- both win. TG_ARGV[0] is the table's certificate type.
CREATE FUNCTION certificate_numbers_keep() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.id = NEW.id AND upper(OLD.certificate_number) = upper(NEW.certificate_number) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.certificate_number <> '' THEN
    DELETE FROM certificate_numbers
    WHERE number = upper(OLD.certificate_number) AND kind = TG_ARGV[0] AND record_id = OLD.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.certificate_number <> '' THEN
      INSERT INTO certificate_numbers (number, kind, record_id)
      VALUES (upper(NEW.certificate_number), TG_ARGV[0], NEW.id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION certificate_numbers_clear() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM certificate_numbers WHERE kind = TG_ARGV[0];
  RETURN NULL;
END
$$;--> statement-breakpoint
-- What a certificate table's migration calls, once: `SELECT certificate_numbers_attach('jewelry',
-- 'jewelry');`. The table needs an `id uuid` and a `certificate_number text NOT NULL` ('' = none).
-- It registers the numbers already there (failing if one is taken) and keeps them from then on,
-- TRUNCATE included.
CREATE FUNCTION certificate_numbers_attach(certificate_table regclass, certificate_kind text) RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER certificate_numbers_keep AFTER INSERT OR UPDATE OF id, certificate_number OR DELETE ON %s '
    'FOR EACH ROW EXECUTE FUNCTION certificate_numbers_keep(%L)',
    certificate_table, certificate_kind);
  EXECUTE format(
    'CREATE TRIGGER certificate_numbers_clear AFTER TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION certificate_numbers_clear(%L)',
    certificate_table, certificate_kind);
  -- After the triggers: CREATE TRIGGER holds a lock that keeps writers out until this commits.
  EXECUTE format(
    'INSERT INTO certificate_numbers (number, kind, record_id) '
    'SELECT upper(certificate_number), %L, id FROM %s WHERE certificate_number <> %L',
    certificate_kind, certificate_table, '');
END
$$;--> statement-breakpoint
SELECT certificate_numbers_attach('diamonds', 'diamond');
