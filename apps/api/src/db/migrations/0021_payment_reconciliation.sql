-- ADR 0057: a charge is asked for after a committed claim (never inside a transaction that waits
-- for the provider), and a daily reconciliation compares the provider's charges with the ledger.
ALTER TABLE "payments" ADD COLUMN "charge_requested_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"run_by" uuid REFERENCES "users"("id"),
	"charges_checked" integer NOT NULL,
	"payments_checked" integer NOT NULL,
	"differences" integer NOT NULL,
	CONSTRAINT "payment_reconciliations_counts_check" CHECK ("charges_checked" >= 0 and "payments_checked" >= 0 and "differences" >= 0)
);
--> statement-breakpoint
-- The daily run (no run_by) happens once per day; an admin may run it again by hand.
CREATE UNIQUE INDEX "payment_reconciliations_daily_unique" ON "payment_reconciliations" USING btree ("day") WHERE "run_by" IS NULL;
--> statement-breakpoint
CREATE INDEX "payment_reconciliations_ran_idx" ON "payment_reconciliations" USING btree ("ran_at");
--> statement-breakpoint
CREATE TABLE "payment_differences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reconciliation_id" uuid NOT NULL REFERENCES "payment_reconciliations"("id") ON DELETE CASCADE,
	"payment_id" uuid REFERENCES "payments"("id"),
	"provider_payment_id" text,
	"kind" text NOT NULL,
	"ours" text,
	"theirs" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid REFERENCES "users"("id"),
	CONSTRAINT "payment_differences_kind_check" CHECK ("kind" in ('missing_at_provider','unknown_charge','status','amount','refund','ledger')),
	CONSTRAINT "payment_differences_subject_check" CHECK ("payment_id" is not null or "provider_payment_id" is not null),
	CONSTRAINT "payment_differences_resolved_check" CHECK (("resolved_at" is null) = ("resolved_by" is null))
);
--> statement-breakpoint
CREATE INDEX "payment_differences_run_idx" ON "payment_differences" USING btree ("reconciliation_id");
