ALTER TABLE "activity_log" DROP CONSTRAINT "activity_log_administrator_id_administrators_id_fk";
--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("administrator_id","created","id");--> statement-breakpoint
-- The log is append-only (issue 20): no statement of the app's role may change or remove an entry.
-- TRUNCATE stays with the table's owner (tests empty every table between cases).
CREATE FUNCTION "activity_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "activity_log_append_only" BEFORE UPDATE OR DELETE ON "activity_log"
  FOR EACH ROW EXECUTE FUNCTION "activity_log_refuse_change"();
