-- Hand-written (ADR 0028). A banner may target a product too (PRODUCT.md §3: "Banner periods may
-- not overlap for the same company, category or product"), enforced like the company and
-- category rules of 0011: live banners of one product never share a day.
ALTER TABLE "banners" ADD COLUMN "product_id" uuid;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_product_no_overlap" EXCLUDE USING gist (
  "product_id" WITH =,
  daterange("starts_on", "ends_on", '[]') WITH &&
) WHERE ("product_id" IS NOT NULL AND "deleted_at" IS NULL);
