-- ADR 0063: a hirer opens a dispute on a paid job in the dispute window (ADR 0055); the release
-- waits while it is open, and an admin master decides it (release to the promoter, or refund the
-- hirer in full or in part). One open dispute per payment, by the database.
CREATE TABLE "payment_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "payments"("id"),
	"job_id" uuid NOT NULL REFERENCES "jobs"("id"),
	"opened_by" uuid NOT NULL REFERENCES "users"("id"),
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"refund_cents" bigint,
	"decision_note" text,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_disputes_reason_check" CHECK ("reason" in ('no_show','late_or_short','not_as_agreed','conduct','other')),
	-- The shared schema and PostgreSQL both count characters (code points), not UTF-16 units.
	CONSTRAINT "payment_disputes_description_check" CHECK (length("description") between 10 and 1000),
	CONSTRAINT "payment_disputes_note_check" CHECK ("decision_note" is null or length("decision_note") between 10 and 1000),
	CONSTRAINT "payment_disputes_outcome_check" CHECK ("outcome" is null or "outcome" in ('release','refund')),
	CONSTRAINT "payment_disputes_decided_check" CHECK (("decided_at" is null) = ("outcome" is null) and ("decided_at" is null) = ("decided_by" is null) and ("decided_at" is null) = ("decision_note" is null)),
	CONSTRAINT "payment_disputes_refund_check" CHECK (("outcome" = 'refund') = ("refund_cents" is not null) and ("refund_cents" is null or "refund_cents" > 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_disputes_one_open" ON "payment_disputes" USING btree ("payment_id") WHERE "decided_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "payment_disputes_payment_idx" ON "payment_disputes" USING btree ("payment_id", "opened_at");
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published','budget_answered','budget_counter','budget_expired','budget_gave_up','budget_not_chosen','budget_cancelled','budget_contact_expired','budget_completed','reverse_auction_new','conversation_unread','conversation_unread_budget','payment_received','payment_expired','payment_released','conversation_warning','ad_payment_due','ad_payment_received','ad_payment_expired','payment_dispute_opened','payment_dispute_admin','payment_decided_release','payment_decided_refund'));
