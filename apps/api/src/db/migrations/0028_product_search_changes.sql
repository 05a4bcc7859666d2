-- ADR 0078: the public product search is served from memory; every change that can move a product
-- in it (the product row, its subcategories, colours and materials, the visibility of its
-- supplier) is logged here, and each process's index reads what is new before a search.
CREATE TABLE "product_search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid,
	"supplier_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_search_changes_one_check" CHECK (num_nonnulls("product_id", "supplier_id") = 1)
);
--> statement-breakpoint
CREATE INDEX "product_search_changes_at_idx" ON "product_search_changes" USING btree ("at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_changes_from_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO product_search_changes (product_id) SELECT DISTINCT id FROM old_rows;
  ELSE
    INSERT INTO product_search_changes (product_id) SELECT DISTINCT id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_changes_ins AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_products();
--> statement-breakpoint
CREATE TRIGGER products_search_changes_upd AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_products();
--> statement-breakpoint
CREATE TRIGGER products_search_changes_del AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_products();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_changes_from_relations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO product_search_changes (product_id) SELECT DISTINCT product_id FROM old_rows;
  ELSE
    INSERT INTO product_search_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_colors_search_changes_ins AFTER INSERT ON product_colors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_colors_search_changes_del AFTER DELETE ON product_colors
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_materials_search_changes_ins AFTER INSERT ON product_materials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_materials_search_changes_del AFTER DELETE ON product_materials
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_search_changes_ins AFTER INSERT ON product_subcategories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_search_changes_del AFTER DELETE ON product_subcategories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
-- The join tables are only ever inserted and deleted; an update of one (never done) is logged too.
CREATE TRIGGER product_colors_search_changes_upd AFTER UPDATE ON product_colors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_materials_search_changes_upd AFTER UPDATE ON product_materials
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_search_changes_upd AFTER UPDATE ON product_subcategories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_changes_from_relations();
--> statement-breakpoint
-- A supplier's visibility: its company's status (an admin inactivates it) or its account's status.
CREATE OR REPLACE FUNCTION product_search_changes_from_supplier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'suppliers' THEN
    INSERT INTO product_search_changes (supplier_id)
      VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  ELSIF EXISTS (SELECT 1 FROM suppliers WHERE user_id = NEW.id) THEN
    INSERT INTO product_search_changes (supplier_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER suppliers_product_search_changes AFTER INSERT OR DELETE OR UPDATE OF status
  ON suppliers FOR EACH ROW EXECUTE FUNCTION product_search_changes_from_supplier();
--> statement-breakpoint
CREATE TRIGGER users_product_search_changes AFTER UPDATE OF status
  ON users FOR EACH ROW EXECUTE FUNCTION product_search_changes_from_supplier();
