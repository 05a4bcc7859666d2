-- ADR 0060: the winner of an ad auction pays the winning bid through the payment provider within a
-- deadline; the ad goes online only when paid; unpaid, the slot is offered to the next highest bid.
CREATE TABLE "ad_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL REFERENCES "ad_auctions"("id"),
	"bid_id" uuid NOT NULL REFERENCES "ad_bids"("id"),
	"supplier_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"provider_payment_id" text,
	"pix_payload" text,
	"card_url" text,
	"method" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"flag" text,
	"charge_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_payments_bid_unique" UNIQUE ("bid_id"),
	CONSTRAINT "ad_payments_provider_payment_unique" UNIQUE ("provider_payment_id"),
	CONSTRAINT "ad_payments_status_check" CHECK ("status" in ('pending','paid','expired','refunded')),
	CONSTRAINT "ad_payments_method_check" CHECK ("method" is null or "method" in ('pix','card')),
	CONSTRAINT "ad_payments_amount_check" CHECK ("amount_cents" between 1 and 100000000),
	CONSTRAINT "ad_payments_refund_check" CHECK ("refund_cents" between 0 and "amount_cents"),
	CONSTRAINT "ad_payments_paid_check" CHECK (("status" in ('paid','refunded')) = ("paid_at" is not null))
);
--> statement-breakpoint
-- One offer at a time per auction: at most one payment waiting or paid.
CREATE UNIQUE INDEX "ad_payments_one_live" ON "ad_payments" USING btree ("auction_id") WHERE "status" in ('pending','paid');
--> statement-breakpoint
CREATE INDEX "ad_payments_supplier_idx" ON "ad_payments" USING btree ("supplier_id");
--> statement-breakpoint
CREATE INDEX "ad_payments_deadline_idx" ON "ad_payments" USING btree ("deadline") WHERE "status" = 'pending';
--> statement-breakpoint
-- A provider event belongs to a job's payment or to an ad's, never both.
ALTER TABLE "payment_events" ADD COLUMN "ad_payment_id" uuid REFERENCES "ad_payments"("id");
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_one_owner_check" CHECK ("payment_id" is null or "ad_payment_id" is null);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published','budget_answered','budget_counter','budget_expired','budget_gave_up','budget_not_chosen','budget_cancelled','budget_contact_expired','budget_completed','reverse_auction_new','conversation_unread','conversation_unread_budget','payment_received','payment_expired','payment_released','conversation_warning','ad_payment_due','ad_payment_received','ad_payment_expired'));
