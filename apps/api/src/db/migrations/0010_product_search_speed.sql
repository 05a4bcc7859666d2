ALTER TABLE "products" ADD COLUMN "rating_avg" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (galera_unaccent(name || ' ' || code || ' ' || coalesce(importer_code, ''))) STORED;--> statement-breakpoint
CREATE INDEX "product_colors_color_idx" ON "product_colors" USING btree ("color_id","product_id");--> statement-breakpoint
CREATE INDEX "product_materials_material_idx" ON "product_materials" USING btree ("material_id","product_id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating_avg" desc nulls last,"created_at" desc,"id") WHERE "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_avg" desc nulls last,"created_at" desc,"id") WHERE "products"."status" = 'active';--> statement-breakpoint
-- Hand-written (bench: product search at 100,000 products). The search text is a stored column:
-- its trigram index no longer recomputes the accent-free text on every recheck, and the planner
-- estimates multi-word searches from real statistics.
DROP INDEX IF EXISTS "products_search_trgm";--> statement-breakpoint
CREATE INDEX "products_search_doc_trgm" ON "products" USING gin ("search_doc" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
-- products.rating_avg follows product_ratings (visible ratings only), for the rating sort.
CREATE OR REPLACE FUNCTION products_rating_avg_refresh() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET rating_avg = (
      SELECT round(avg((material + finishing + customization) / 3.0), 2)
        FROM product_ratings WHERE product_id = OLD.product_id AND deleted_at IS NULL)
     WHERE id = OLD.product_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE products SET rating_avg = (
      SELECT round(avg((material + finishing + customization) / 3.0), 2)
        FROM product_ratings WHERE product_id = NEW.product_id AND deleted_at IS NULL)
     WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_ratings_avg" AFTER INSERT OR UPDATE OR DELETE ON "product_ratings"
  FOR EACH ROW EXECUTE FUNCTION products_rating_avg_refresh();--> statement-breakpoint
UPDATE products p SET rating_avg = (
  SELECT round(avg((material + finishing + customization) / 3.0), 2)
    FROM product_ratings r WHERE r.product_id = p.id AND r.deleted_at IS NULL);
