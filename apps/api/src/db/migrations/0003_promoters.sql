CREATE TABLE "promoter_blocked_dates" (
	"promoter_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "promoter_blocked_dates_promoter_id_day_pk" PRIMARY KEY("promoter_id","day")
);
--> statement-breakpoint
CREATE TABLE "promoter_gallery" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"image_id" uuid,
	"video_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_cover" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promoter_gallery_kind_check" CHECK (("promoter_gallery"."kind" = 'image' and "promoter_gallery"."image_id" is not null and "promoter_gallery"."video_url" is null) or ("promoter_gallery"."kind" = 'video' and "promoter_gallery"."video_url" ~ '^https://' and "promoter_gallery"."image_id" is null)),
	CONSTRAINT "promoter_gallery_cover_check" CHECK (not "promoter_gallery"."is_cover" or "promoter_gallery"."kind" = 'image'),
	CONSTRAINT "promoter_gallery_position_check" CHECK ("promoter_gallery"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rated_user_id" uuid NOT NULL,
	"rater_user_id" uuid NOT NULL,
	"job_id" uuid,
	"value" text NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "user_ratings_value_check" CHECK ("user_ratings"."value" in ('positive','neutral','negative')),
	CONSTRAINT "user_ratings_comment_check" CHECK (char_length("user_ratings"."comment") between 3 and 1500),
	CONSTRAINT "user_ratings_not_self" CHECK ("user_ratings"."rated_user_id" <> "user_ratings"."rater_user_id")
);
--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "weekly_availability" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "search_doc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "search_tsv" "tsvector";--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "rating_positive" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "rating_neutral" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "rating_negative" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "rating_score" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promoter_blocked_dates" ADD CONSTRAINT "promoter_blocked_dates_promoter_id_promoters_user_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_gallery" ADD CONSTRAINT "promoter_gallery_promoter_id_promoters_user_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_gallery" ADD CONSTRAINT "promoter_gallery_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_rated_user_id_users_id_fk" FOREIGN KEY ("rated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_rater_user_id_users_id_fk" FOREIGN KEY ("rater_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promoter_gallery_order_idx" ON "promoter_gallery" USING btree ("promoter_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promoter_gallery_one_cover" ON "promoter_gallery" USING btree ("promoter_id") WHERE "promoter_gallery"."is_cover";--> statement-breakpoint
CREATE UNIQUE INDEX "promoter_gallery_image_once" ON "promoter_gallery" USING btree ("promoter_id","image_id") WHERE "promoter_gallery"."image_id" is not null;--> statement-breakpoint
CREATE INDEX "user_ratings_rated_idx" ON "user_ratings" USING btree ("rated_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_ratings_once_per_job" ON "user_ratings" USING btree ("job_id","rater_user_id") WHERE "user_ratings"."job_id" is not null;--> statement-breakpoint
CREATE INDEX "promoters_search_doc_trgm" ON "promoters" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promoters_search_tsv_idx" ON "promoters" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "promoters_place_idx" ON "promoters" USING btree ("uf","city");--> statement-breakpoint
CREATE INDEX "promoters_birth_idx" ON "promoters" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "promoters_height_idx" ON "promoters" USING btree ("height_cm");--> statement-breakpoint
CREATE INDEX "promoters_weight_idx" ON "promoters" USING btree ("weight_kg");--> statement-breakpoint
CREATE INDEX "promoters_languages_idx" ON "promoters" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "promoters_dance_idx" ON "promoters" USING gin ("dance");--> statement-breakpoint
CREATE INDEX "promoters_instruments_idx" ON "promoters" USING gin ("instruments");--> statement-breakpoint
CREATE INDEX "promoters_rating_idx" ON "promoters" USING btree ("rating_score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "promoters_newest_idx" ON "promoters" USING btree ("created_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "promoters_spotlight_idx" ON "promoters" USING btree ("user_id") WHERE "promoters"."is_spotlight";--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_status_check" CHECK ("promoters"."status" in ('active','inactive'));--> statement-breakpoint
ALTER TABLE "promoters" ADD CONSTRAINT "promoters_weekly_check" CHECK ("promoters"."weekly_availability" between 0 and 2097151);--> statement-breakpoint
-- Hand-written (ADR 0015): search document, ratings summary. Kept by the database so no code path can forget them.
CREATE OR REPLACE FUNCTION galera_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION promoters_fill_search() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_name text;
  v_cat text;
  v_city text;
  v_uf text;
BEGIN
  SELECT u.name INTO v_name FROM users u WHERE u.id = NEW.user_id;
  SELECT concat_ws(' ', c.name_pt, c.name_en, pc.name_pt, pc.name_en) INTO v_cat
    FROM categories c LEFT JOIN categories pc ON pc.id = c.parent_id
    WHERE c.id = NEW.category_id;
  SELECT a.city, a.uf INTO v_city, v_uf FROM addresses a WHERE a.user_id = NEW.user_id;
  NEW.city := v_city;
  NEW.uf := v_uf;
  NEW.search_doc := coalesce(galera_unaccent(concat_ws(' ', v_name, v_cat, v_city, v_uf)), '');
  NEW.search_tsv := to_tsvector('simple', coalesce(galera_unaccent(NEW.description), ''));
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER promoters_fill_search BEFORE INSERT OR UPDATE OF description, category_id, updated_at
  ON promoters FOR EACH ROW EXECUTE FUNCTION promoters_fill_search();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION promoters_touch_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promoters SET updated_at = updated_at WHERE user_id = NEW.user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER addresses_touch_promoter AFTER INSERT OR UPDATE ON addresses
  FOR EACH ROW EXECUTE FUNCTION promoters_touch_by_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION promoters_touch_by_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promoters SET updated_at = updated_at WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_touch_promoter AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION promoters_touch_by_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION promoters_touch_by_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE promoters SET updated_at = updated_at
    WHERE category_id = NEW.id OR category_id IN (SELECT id FROM categories WHERE parent_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_touch_promoter AFTER UPDATE OF name_pt, name_en ON categories
  FOR EACH ROW EXECUTE FUNCTION promoters_touch_by_category();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_promoter_ratings(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE promoters p
     SET rating_positive = s.pos, rating_neutral = s.neu, rating_negative = s.neg,
         rating_score = ((s.pos + 0.5 * s.neu + 1) / (s.pos + s.neu + s.neg + 2))::real
    FROM (
      SELECT u.id,
             count(r.id) FILTER (WHERE r.value = 'positive') AS pos,
             count(r.id) FILTER (WHERE r.value = 'neutral') AS neu,
             count(r.id) FILTER (WHERE r.value = 'negative') AS neg
        FROM unnest(ids) AS u(id)
        LEFT JOIN user_ratings r ON r.rated_user_id = u.id AND r.hidden_at IS NULL
       GROUP BY u.id
    ) s
   WHERE p.user_id = s.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_ratings_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_promoter_ratings(ARRAY(SELECT DISTINCT rated_user_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_ratings_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_promoter_ratings(
    ARRAY(SELECT rated_user_id FROM new_rows UNION SELECT rated_user_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_ratings_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_promoter_ratings(ARRAY(SELECT DISTINCT rated_user_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_ratings_refresh_ins AFTER INSERT ON user_ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_ratings_after_insert();
--> statement-breakpoint
CREATE TRIGGER user_ratings_refresh_upd AFTER UPDATE ON user_ratings
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_ratings_after_update();
--> statement-breakpoint
CREATE TRIGGER user_ratings_refresh_del AFTER DELETE ON user_ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_ratings_after_delete();
--> statement-breakpoint
UPDATE promoters SET updated_at = updated_at;
