-- Hand-written (ADR 0051): every write to a table a public read answers from tells each API
-- process, on the `public_reads` channel, to drop its in-process cache of public reads. One
-- notification per statement (PostgreSQL folds equal ones in a transaction and sends them at
-- commit, so a rolled-back write announces nothing).
CREATE OR REPLACE FUNCTION public_reads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_reads', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER users_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER categories_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER addresses_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON addresses
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER promoters_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promoters
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER suppliers_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER terms_versions_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON terms_versions
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER colors_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER images_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON images
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER certifications_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certifications
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER promoter_blocked_dates_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promoter_blocked_dates
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER promoter_gallery_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promoter_gallery
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER user_ratings_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER fee_schedules_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fee_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER cache_rate_stats_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cache_rate_stats
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER materials_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON materials
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER supplier_pages_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supplier_pages
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_colors_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_colors
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_details_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_details
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_materials_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_materials
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_videos_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_videos
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER products_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_rating_votes_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_rating_votes
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER product_ratings_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER supplier_ratings_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supplier_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER jobs_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER ad_auctions_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ad_auctions
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER ad_bids_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ad_bids
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER banners_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
--> statement-breakpoint
CREATE TRIGGER home_features_public_reads AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON home_features
  FOR EACH STATEMENT EXECUTE FUNCTION public_reads_changed();
