-- ADR 0066: every mail is queued in the transaction of the change that causes it. The job itself
-- lives in pg-boss's own schema (installed by the migrator after these files); this table holds
-- the idempotency key of each mail for good (pg-boss deletes finished jobs after a week) and when
-- it was handed to the transport, so a retried or re-claimed job never sends a mail twice.
CREATE TABLE "mail_events" (
	"key" text PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_events_job_id_unique" UNIQUE("job_id"),
	CONSTRAINT "mail_events_key_check" CHECK (length("key") between 1 and 300)
);
--> statement-breakpoint
-- The dev outbox is a transport too: one row per job, even if the job is run again.
ALTER TABLE "outbox_mails" ADD COLUMN "job_id" uuid;
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_job_id_unique" UNIQUE("job_id");
