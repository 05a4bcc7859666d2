-- ADR 0058: moderation of conversations, attachments, and the author of a closed account's messages.
-- A message may be hidden by an admin (kept for the record, shown to neither side), may carry one
-- attachment (an image of the upload pipeline, or a PDF kept under attachments/<uuid>.pdf), and
-- may be reported by the other side of the conversation.
ALTER TABLE "conversation_messages" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "hidden_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_kind" text;
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_image_id" uuid REFERENCES "images"("id");
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_key" text;
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_name" text;
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_bytes" integer;
--> statement-breakpoint
-- A message is text, an attachment, or both; an empty text needs an attachment.
ALTER TABLE "conversation_messages" DROP CONSTRAINT "conversation_messages_body_check";
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_body_check" CHECK (char_length("body") <= 2000 and (char_length("body") >= 1 or "attachment_kind" is not null));
--> statement-breakpoint
-- An image points at its images row; a PDF has a name and a size, and a key until it is removed
-- (its author closed the account).
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_attachment_check" CHECK (
	("attachment_kind" is null and "attachment_image_id" is null and "attachment_key" is null and "attachment_name" is null and "attachment_bytes" is null)
	or ("attachment_kind" = 'image' and "attachment_image_id" is not null and "attachment_key" is null and "attachment_name" is null)
	or ("attachment_kind" = 'pdf' and "attachment_image_id" is null and "attachment_name" is not null and char_length("attachment_name") between 1 and 120
		and "attachment_bytes" between 1 and 5242880
		and ("attachment_key" is null or "attachment_key" ~ '^attachments/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$'))
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_hidden_check" CHECK ("hidden_by" is null or "hidden_at" is not null);
--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_purpose_check";
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_purpose_check" CHECK ("purpose" in ('avatar','gallery','product','document','banner','texture','message'));
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint NOT NULL REFERENCES "conversation_messages"("id") ON DELETE CASCADE,
	"conversation_id" uuid NOT NULL REFERENCES "conversations"("id") ON DELETE CASCADE,
	"reporter_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"resolution" text,
	CONSTRAINT "conversation_reports_reason_check" CHECK ("reason" in ('contact','harassment','spam','fraud','other')),
	CONSTRAINT "conversation_reports_note_check" CHECK ("note" is null or char_length("note") between 1 and 500),
	CONSTRAINT "conversation_reports_resolution_check" CHECK ("resolution" in ('hidden','warned','dismissed')),
	CONSTRAINT "conversation_reports_resolved_check" CHECK (("resolved_at" is null) = ("resolution" is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_once_key" ON "conversation_reports" USING btree ("message_id","reporter_id");
--> statement-breakpoint
CREATE INDEX "conversation_reports_conversation_idx" ON "conversation_reports" USING btree ("conversation_id","created_at");
--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("created_at") WHERE "resolved_at" is null;
--> statement-breakpoint
-- Only the other side reports a message, in the message's own conversation.
CREATE FUNCTION "conversation_reports_reporter_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NOT EXISTS (
		SELECT 1 FROM "conversation_messages" m JOIN "conversations" c ON c."id" = m."conversation_id"
		WHERE m."id" = NEW."message_id" AND c."id" = NEW."conversation_id"
			AND ((m."author_side" = 'hirer' AND c."provider_id" = NEW."reporter_id")
				OR (m."author_side" = 'provider' AND c."hirer_id" = NEW."reporter_id"))
	) THEN
		RAISE EXCEPTION 'reporter is not the other side of the message' USING ERRCODE = 'check_violation', CONSTRAINT = 'conversation_reports_reporter_check';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "conversation_reports_reporter_guard" BEFORE INSERT ON "conversation_reports" FOR EACH ROW EXECUTE FUNCTION "conversation_reports_reporter_guard"();
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published','budget_answered','budget_counter','budget_expired','budget_gave_up','budget_not_chosen','budget_cancelled','budget_contact_expired','budget_completed','reverse_auction_new','conversation_unread','conversation_unread_budget','payment_received','payment_expired','payment_released','conversation_warning'));
