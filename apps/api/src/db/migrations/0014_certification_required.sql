-- ADR 0026: an admin requires a promoter or supplier to become 'Certificado', with a reason.
-- Both columns are set together, the reason has the moderation reason's length, and only the
-- roles the requirement blocks something for can carry it.
ALTER TABLE "users" ADD COLUMN "certification_required_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certification_required_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_certification_required_check" CHECK ((certification_required_at is null) = (certification_required_reason is null) and (certification_required_reason is null or char_length(certification_required_reason) between 3 and 500) and (certification_required_at is null or role in ('promoter','supplier')));
