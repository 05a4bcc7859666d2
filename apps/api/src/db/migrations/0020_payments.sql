-- Issue 18, ADR 0054 and 0055: hirers pay through the payment provider; the money is held until
-- the job ends and the dispute window passes, then the promoter's net is transferred.
-- One payment per job (unique), amounts checked here, each provider event applied once.
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL REFERENCES "jobs"("id"),
	"hirer_id" uuid NOT NULL REFERENCES "users"("id"),
	"promoter_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"provider_payment_id" text,
	"pix_payload" text,
	"card_url" text,
	"method" text,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"transfer_id" text,
	"refund_cents" bigint DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"flag" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_job_unique" UNIQUE("job_id"),
	CONSTRAINT "payments_provider_payment_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('pending','paid','released','expired','voided','refunded')),
	CONSTRAINT "payments_method_check" CHECK ("method" is null or "method" in ('pix','card')),
	CONSTRAINT "payments_amount_check" CHECK ("amount_cents" between 1 and 100000000 and "net_cents" between 0 and "amount_cents"),
	CONSTRAINT "payments_refund_check" CHECK ("refund_cents" between 0 and "amount_cents"),
	CONSTRAINT "payments_paid_check" CHECK (("paid_at" is not null) = ("status" in ('paid','released','refunded'))),
	CONSTRAINT "payments_released_check" CHECK ("status" <> 'released' or ("released_at" is not null and "transfer_id" is not null)),
	CONSTRAINT "payments_transfer_check" CHECK (("released_at" is null) = ("transfer_id" is null)),
	CONSTRAINT "payments_refunded_check" CHECK ("status" <> 'refunded' or "refund_cents" > 0),
	CONSTRAINT "payments_deadline_check" CHECK ("deadline" < "release_at")
);
--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("deadline") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "payments_release_idx" ON "payments" USING btree ("release_at") WHERE "released_at" IS NULL AND "status" IN ('paid','refunded');
--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("updated_at") WHERE "status" = 'refunded' AND "refunded_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "payments_hirer_idx" ON "payments" USING btree ("hirer_id");
--> statement-breakpoint
CREATE INDEX "payments_promoter_idx" ON "payments" USING btree ("promoter_id");
--> statement-breakpoint
-- The hirer's customer record at the provider, created once.
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_provider_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
-- Every webhook delivery the provider made; its event id is applied at most once.
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_event_id" text NOT NULL,
	"event" text NOT NULL,
	"provider_payment_id" text,
	"payment_id" uuid REFERENCES "payments"("id"),
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_once" UNIQUE("provider_event_id"),
	CONSTRAINT "payment_events_outcome_check" CHECK ("outcome" in ('applied','ignored','flagged','unknown'))
);
--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id", "received_at");
--> statement-breakpoint
-- Where a promoter receives released money: a Pix key of one of the DICT types.
CREATE TABLE "payout_accounts" (
	"promoter_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"pix_key_type" text NOT NULL,
	"pix_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_type_check" CHECK ("pix_key_type" in ('cpf','cnpj','email','phone','evp')),
	CONSTRAINT "payout_accounts_key_check" CHECK (length("pix_key") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published','budget_answered','budget_counter','budget_expired','budget_gave_up','budget_not_chosen','budget_cancelled','budget_contact_expired','budget_completed','reverse_auction_new','conversation_unread','conversation_unread_budget','payment_received','payment_expired','payment_released'));
