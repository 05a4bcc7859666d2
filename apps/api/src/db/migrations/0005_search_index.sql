CREATE TABLE "search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"promoter_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_at_idx" ON "search_changes" USING btree ("at");--> statement-breakpoint
-- Hand-written (ADR 0018): every change that can move a promoter in search is logged.
CREATE OR REPLACE FUNCTION search_changes_from_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_changes (promoter_id) SELECT DISTINCT user_id FROM old_rows;
  ELSE
    INSERT INTO search_changes (promoter_id) SELECT DISTINCT user_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promoters_search_changes_ins AFTER INSERT ON promoters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_rows();
--> statement-breakpoint
CREATE TRIGGER promoters_search_changes_upd AFTER UPDATE ON promoters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_rows();
--> statement-breakpoint
CREATE TRIGGER promoters_search_changes_del AFTER DELETE ON promoters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_changes_from_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_from_promoter_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (promoter_id)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.promoter_id ELSE NEW.promoter_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promoter_blocked_dates_search_changes AFTER INSERT OR UPDATE OR DELETE
  ON promoter_blocked_dates FOR EACH ROW EXECUTE FUNCTION search_changes_from_promoter_id();
--> statement-breakpoint
CREATE TRIGGER promoter_gallery_search_changes AFTER INSERT OR UPDATE OR DELETE
  ON promoter_gallery FOR EACH ROW EXECUTE FUNCTION search_changes_from_promoter_id();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_from_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM promoters WHERE user_id = NEW.id) THEN
    INSERT INTO search_changes (promoter_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_changes AFTER UPDATE OF name, status, is_certified, avatar_image_id
  ON users FOR EACH ROW EXECUTE FUNCTION search_changes_from_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_changes_from_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM promoters WHERE user_id = NEW.owner_id) THEN
    INSERT INTO search_changes (promoter_id) VALUES (NEW.owner_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER images_search_changes AFTER UPDATE OF deleted_at ON images
  FOR EACH ROW EXECUTE FUNCTION search_changes_from_image();
