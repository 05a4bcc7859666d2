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
