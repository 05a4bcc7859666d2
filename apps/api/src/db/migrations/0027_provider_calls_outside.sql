-- ADR 0070: the ticker calls the provider outside any transaction. A release is first committed
-- as sending (`transfer_requested_at`), then sent, then applied; `*_attempted_at` marks a call that
-- may have reached the provider without its answer applied (a later run looks before it sends).
ALTER TABLE "payments" ADD COLUMN "transfer_requested_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_attempted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_attempted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "refund_attempted_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "payments" SET "transfer_requested_at" = "released_at" WHERE "released_at" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_requested_check" CHECK ("released_at" is null or "transfer_requested_at" is not null);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transfer_attempt_check" CHECK ("transfer_attempted_at" is null or ("transfer_requested_at" is not null and "released_at" is null));
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_attempt_check" CHECK ("refund_attempted_at" is null or "status" = 'refunded');
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_refund_attempt_check" CHECK ("refund_attempted_at" is null or "status" = 'refunded');
--> statement-breakpoint
CREATE INDEX "payments_transfer_sending_idx" ON "payments" USING btree ("transfer_requested_at") WHERE "transfer_requested_at" IS NOT NULL AND "released_at" IS NULL;
--> statement-breakpoint
-- ADR 0060 (amended): an ad payment may be paid by boleto when it clears before the ad period;
-- the issued boleto's line and slip page, and until when the offer waits for it to clear.
ALTER TABLE "ad_payments" ADD COLUMN "boleto_line" text;
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "boleto_url" text;
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "boleto_clears_by" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_boleto_check" CHECK (("boleto_line" is null) = ("boleto_url" is null) and ("boleto_line" is null) = ("boleto_clears_by" is null) and ("boleto_clears_by" is null or "boleto_clears_by" > "deadline") and ("boleto_line" is null or "boleto_line" ~ '^[0-9]{47}$'));
--> statement-breakpoint
ALTER TABLE "ad_payments" DROP CONSTRAINT "ad_payments_method_check";
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_method_check" CHECK ("method" is null or "method" in ('pix','card','boleto'));
