-- ADR 0027: a proposal's total is derived, never typed. The row holds its parts (the quantity
-- priced, the unit value, setup per colour × colours, freight) and a CHECK refuses a total that is
-- not their sum. Existing rows are derived first: the quantity priced is the counter-proposal's or
-- the request's; the old forms had no extras, so the total becomes unit × quantity.
ALTER TABLE "budget_proposals" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD COLUMN "setup_per_color_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD COLUMN "setup_colors" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD COLUMN "freight_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "budget_proposals" bp
   SET "quantity" = coalesce(bp."counter_quantity", b."quantity"),
       "total_cents" = bp."unit_cents" * coalesce(bp."counter_quantity", b."quantity")
  FROM "budgets" b
 WHERE b."id" = bp."budget_id" AND bp."unit_cents" IS NOT NULL;--> statement-breakpoint
UPDATE "budget_proposals" SET "total_cents" = NULL WHERE "unit_cents" IS NULL;--> statement-breakpoint
ALTER TABLE "budget_proposals" DROP CONSTRAINT "budget_proposals_values_check";--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_values_check" CHECK ("budget_proposals"."status" not in ('answered','counter','chosen','completed','contact_expired') or "budget_proposals"."unit_cents" is not null);--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_total_check" CHECK (("budget_proposals"."unit_cents" is null and "budget_proposals"."total_cents" is null and "budget_proposals"."quantity" is null) or ("budget_proposals"."unit_cents" > 0 and "budget_proposals"."quantity" between 1 and 100000 and "budget_proposals"."total_cents" = "budget_proposals"."unit_cents" * "budget_proposals"."quantity" + "budget_proposals"."setup_per_color_cents" * "budget_proposals"."setup_colors" + "budget_proposals"."freight_cents"));--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_extras_check" CHECK ("budget_proposals"."setup_per_color_cents" >= 0 and "budget_proposals"."freight_cents" >= 0 and "budget_proposals"."setup_colors" between 0 and 12 and ("budget_proposals"."setup_per_color_cents" = 0) = ("budget_proposals"."setup_colors" = 0));--> statement-breakpoint
ALTER TABLE "budget_proposals" ADD CONSTRAINT "budget_proposals_counter_quantity_check" CHECK ("budget_proposals"."counter_quantity" is null or "budget_proposals"."quantity" = "budget_proposals"."counter_quantity");
