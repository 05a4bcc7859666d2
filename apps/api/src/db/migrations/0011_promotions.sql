CREATE TABLE "ad_auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"category_id" uuid,
	"product_id" uuid,
	"product_key" text,
	"position" text NOT NULL,
	"slide_order" integer NOT NULL,
	"min_bid_cents" bigint NOT NULL,
	"increment_cents" bigint NOT NULL,
	"bids_open_at" timestamp with time zone NOT NULL,
	"bids_close_at" timestamp with time zone NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"example_image_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"announced_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"ad_product_id" uuid,
	"desktop_image_id" uuid,
	"mobile_image_id" uuid,
	"ad_cancelled_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_auctions_kind_check" CHECK ("ad_auctions"."kind" in ('company','product','category')),
	CONSTRAINT "ad_auctions_position_check" CHECK ("ad_auctions"."position" in ('top','bottom')),
	CONSTRAINT "ad_auctions_status_check" CHECK ("ad_auctions"."status" in ('open','closed','cancelled')),
	CONSTRAINT "ad_auctions_details_check" CHECK (char_length("ad_auctions"."details") between 100 and 3000),
	CONSTRAINT "ad_auctions_slide_order_check" CHECK ("ad_auctions"."slide_order" between 1 and 20),
	CONSTRAINT "ad_auctions_money_check" CHECK ("ad_auctions"."min_bid_cents" > 0 and "ad_auctions"."increment_cents" > 0),
	CONSTRAINT "ad_auctions_bidding_check" CHECK ("ad_auctions"."bids_close_at" > "ad_auctions"."bids_open_at"),
	CONSTRAINT "ad_auctions_period_check" CHECK ("ad_auctions"."ends_on" >= "ad_auctions"."starts_on"),
	CONSTRAINT "ad_auctions_target_check" CHECK (("ad_auctions"."kind" = 'category') = ("ad_auctions"."category_id" is not null)
        and ("ad_auctions"."kind" = 'product') = ("ad_auctions"."product_id" is not null and "ad_auctions"."product_key" is not null)),
	CONSTRAINT "ad_auctions_closed_check" CHECK (("ad_auctions"."status" = 'closed') = ("ad_auctions"."closed_at" is not null)
        and ("ad_auctions"."status" = 'cancelled') = ("ad_auctions"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ad_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"idempotency_key" text,
	"won" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_bids_amount_check" CHECK ("ad_bids"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"company_id" uuid,
	"category_id" uuid,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"link" text,
	"desktop_image_id" uuid NOT NULL,
	"mobile_image_id" uuid NOT NULL,
	"position" text NOT NULL,
	"slide_order" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_position_check" CHECK ("banners"."position" in ('top','bottom')),
	CONSTRAINT "banners_slide_order_check" CHECK ("banners"."slide_order" between 1 and 20),
	CONSTRAINT "banners_period_check" CHECK ("banners"."ends_on" >= "banners"."starts_on"),
	CONSTRAINT "banners_link_check" CHECK ("banners"."link" is null or "banners"."link" ~ '^https?://[^[:space:]]+$')
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "ad_auction_id" uuid;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_example_image_id_images_id_fk" FOREIGN KEY ("example_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_ad_product_id_products_id_fk" FOREIGN KEY ("ad_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_desktop_image_id_images_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_mobile_image_id_images_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bids" ADD CONSTRAINT "ad_bids_auction_id_ad_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."ad_auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bids" ADD CONSTRAINT "ad_bids_supplier_id_suppliers_user_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_company_id_suppliers_user_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."suppliers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_desktop_image_id_images_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_mobile_image_id_images_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_auctions_close_idx" ON "ad_auctions" USING btree ("bids_close_at") WHERE "ad_auctions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "ad_auctions_period_idx" ON "ad_auctions" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "ad_auctions_announce_idx" ON "ad_auctions" USING btree ("bids_open_at") WHERE "ad_auctions"."announced_at" is null and "ad_auctions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bids_amount_key" ON "ad_bids" USING btree ("auction_id","amount_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bids_one_winner" ON "ad_bids" USING btree ("auction_id") WHERE "ad_bids"."won";--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bids_idempotency_key" ON "ad_bids" USING btree ("supplier_id","idempotency_key") WHERE "ad_bids"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "ad_bids_auction_idx" ON "ad_bids" USING btree ("auction_id","amount_cents" desc);--> statement-breakpoint
CREATE INDEX "ad_bids_supplier_idx" ON "ad_bids" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "banners_period_idx" ON "banners" USING btree ("starts_on","ends_on") WHERE "banners"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_ad_auction_id_ad_auctions_id_fk" FOREIGN KEY ("ad_auction_id") REFERENCES "public"."ad_auctions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_ad_once" ON "ledger_entries" USING btree ("ad_auction_id") WHERE "ledger_entries"."ad_auction_id" is not null;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_status_check" CHECK ("suppliers"."status" in ('active','inactive'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subject_check" CHECK (("ledger_entries"."job_id" is null) <> ("ledger_entries"."ad_auction_id" is null)
        and ("ledger_entries"."kind" = 'ad_charge') = ("ledger_entries"."ad_auction_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('gross','provider_fee','platform_fee','payout','refund','ad_charge'));--> statement-breakpoint
-- Hand-written (issue 7, ADR 0022). Two product auctions that are not cancelled never sell the
-- same product for overlapping periods ("auction periods may not overlap for the same product").
ALTER TABLE "ad_auctions" ADD CONSTRAINT "ad_auctions_product_no_overlap" EXCLUDE USING gist (
  "product_key" WITH =,
  daterange("starts_on", "ends_on", '[]') WITH &&
) WHERE ("kind" = 'product' AND "status" <> 'cancelled');
--> statement-breakpoint
-- Banner periods may not overlap for the same company or the same category (spec §5).
ALTER TABLE "banners" ADD CONSTRAINT "banners_company_no_overlap" EXCLUDE USING gist (
  "company_id" WITH =,
  daterange("starts_on", "ends_on", '[]') WITH &&
) WHERE ("company_id" IS NOT NULL AND "deleted_at" IS NULL);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_category_no_overlap" EXCLUDE USING gist (
  "category_id" WITH =,
  daterange("starts_on", "ends_on", '[]') WITH &&
) WHERE ("category_id" IS NOT NULL AND "deleted_at" IS NULL);
--> statement-breakpoint
-- An ad charge names its auction, not a job: the job reconciliation skips it.
CREATE OR REPLACE FUNCTION ledger_entries_reconcile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gross bigint;
  settled bigint;
  n_settled int;
  cash bigint;
BEGIN
  IF NEW.job_id IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'gross'), 0),
         coalesce(sum(amount_cents) FILTER (WHERE kind <> 'gross'), 0),
         count(*) FILTER (WHERE kind <> 'gross')
    INTO gross, settled, n_settled
    FROM ledger_entries WHERE job_id = NEW.job_id;
  SELECT cash_cents INTO cash FROM jobs WHERE id = NEW.job_id;
  IF gross <> cash THEN
    RAISE EXCEPTION 'ledger of job % does not start with its gross (% <> %)', NEW.job_id, gross, cash
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_reconcile';
  END IF;
  IF n_settled > 0 AND settled <> gross THEN
    RAISE EXCEPTION 'ledger of job % does not reconcile (% <> %)', NEW.job_id, settled, gross
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_reconcile';
  END IF;
  RETURN NULL;
END $$;
