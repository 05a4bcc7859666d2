-- Issue 19, ADR 0056: conversations between a hirer and a provider. One per job (hirer ↔ promoter),
-- one per budget proposal (client ↔ supplier), and one pre-hire question per (hirer, promoter)
-- with no job yet, which the next hire of that pair continues (job_id is set then).
-- Read receipts and the unread-mail marks are per side on the conversation; messages carry an
-- increasing id, so "read up to" and "mailed up to" are one number each.
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"hirer_id" uuid NOT NULL REFERENCES "users"("id"),
	"provider_id" uuid NOT NULL REFERENCES "users"("id"),
	"job_id" uuid REFERENCES "jobs"("id") ON DELETE SET NULL,
	"proposal_id" uuid REFERENCES "budget_proposals"("id") ON DELETE CASCADE,
	"hirer_read_upto" bigint DEFAULT 0 NOT NULL,
	"provider_read_upto" bigint DEFAULT 0 NOT NULL,
	"hirer_mailed_upto" bigint DEFAULT 0 NOT NULL,
	"provider_mailed_upto" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_kind_check" CHECK ("kind" in ('promoter','budget')),
	CONSTRAINT "conversations_not_self" CHECK ("hirer_id" <> "provider_id"),
	CONSTRAINT "conversations_subject_check" CHECK (("kind" = 'budget') = ("proposal_id" is not null) and ("kind" = 'promoter' or "job_id" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_job_key" ON "conversations" USING btree ("job_id") WHERE "job_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_proposal_key" ON "conversations" USING btree ("proposal_id") WHERE "proposal_id" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_pre_hire_key" ON "conversations" USING btree ("hirer_id","provider_id") WHERE "kind" = 'promoter' and "job_id" is null;
--> statement-breakpoint
CREATE INDEX "conversations_hirer_idx" ON "conversations" USING btree ("hirer_id","last_message_at");
--> statement-breakpoint
CREATE INDEX "conversations_provider_idx" ON "conversations" USING btree ("provider_id","last_message_at");
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"author_side" text NOT NULL,
	"body" text NOT NULL,
	"contact_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_attempt" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side_check" CHECK ("author_side" in ('hirer','provider')),
	CONSTRAINT "conversation_messages_body_check" CHECK (char_length("body") between 1 and 2000),
	CONSTRAINT "conversation_messages_attempt_check" CHECK (not "contact_attempt" or cardinality("contact_kinds") > 0)
);
--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","id");
--> statement-breakpoint
CREATE INDEX "conversation_messages_attempts_idx" ON "conversation_messages" USING btree ("author_id") WHERE "contact_attempt";
--> statement-breakpoint
-- Only the conversation's two people write in it, on their own side: a message row whose author is
-- not the side's participant is refused, whatever code inserted it.
CREATE FUNCTION "conversation_messages_author_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM "conversations" c
		WHERE c."id" = NEW."conversation_id"
			AND ((NEW."author_side" = 'hirer' AND c."hirer_id" = NEW."author_id")
				OR (NEW."author_side" = 'provider' AND c."provider_id" = NEW."author_id"))
	) THEN
		RAISE EXCEPTION 'message author is not a participant' USING ERRCODE = 'check_violation', CONSTRAINT = 'conversation_messages_author_check';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversation_messages_author_guard" BEFORE INSERT ON "conversation_messages" FOR EACH ROW EXECUTE FUNCTION "conversation_messages_author_guard"();
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published','budget_answered','budget_counter','budget_expired','budget_gave_up','budget_not_chosen','budget_cancelled','budget_contact_expired','budget_completed','reverse_auction_new','conversation_unread','conversation_unread_budget'));
