-- Written by hand (docs/decisions/0034). Every statement that changes a table a public page reads
-- announces it on one channel; each server listens and keeps its rendered pages only while no
-- announcement has come since it last verified them (db/change-notices.ts). A table a page's
-- `version` reads must be named here, or a page it shows would stay as it was.
CREATE OR REPLACE FUNCTION notify_public_pages() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  -- One notice per transaction however many statements: PostgreSQL folds identical ones.
  PERFORM pg_notify('loupe_public_pages', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER diamonds_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON diamonds
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER jewelry_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jewelry
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER companies_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER stored_files_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stored_files
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER diamond_imperfections_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON diamond_imperfections
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();--> statement-breakpoint
CREATE TRIGGER lab_settings_notify_public_pages AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lab_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages();
