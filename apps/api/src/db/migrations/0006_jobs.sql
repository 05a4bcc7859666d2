CREATE TABLE "calendar_feeds" (
	"promoter_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "fee_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_bps" integer NOT NULL,
	"platform_bps" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"effective_from" timestamp with time zone,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_status_check" CHECK ("fee_schedules"."status" in ('draft','published','withdrawn')),
	CONSTRAINT "fee_schedules_bps_check" CHECK ("fee_schedules"."provider_bps" between 0 and 10000 and "fee_schedules"."platform_bps" between 0 and 10000 and "fee_schedules"."provider_bps" + "fee_schedules"."platform_bps" between 1 and 10000),
	CONSTRAINT "fee_schedules_published_check" CHECK (("fee_schedules"."status" = 'draft') = ("fee_schedules"."effective_from" is null))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"hirer_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"contact_doc" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"contact_email" text NOT NULL,
	"event_name" text NOT NULL,
	"start_date" date NOT NULL,
	"finish_date" date NOT NULL,
	"start_hour" text NOT NULL,
	"finish_hour" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"work_hours" numeric(7, 2) NOT NULL,
	"cash_cents" bigint NOT NULL,
	"place_name" text NOT NULL,
	"zipcode" text NOT NULL,
	"address" text NOT NULL,
	"complement" text,
	"city" text NOT NULL,
	"uf" text NOT NULL,
	"category_id" uuid,
	"fee_schedule_id" uuid,
	"provider_bps" integer,
	"platform_bps" integer,
	"provider_fee_cents" bigint,
	"platform_fee_cents" bigint,
	"net_cents" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_deadline" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"completed_at" timestamp with time zone,
	"reason" text,
	"refund_cents" bigint,
	"idempotency_key" text,
	"request_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('requested','accepted','declined','expired','cancelled','completed')),
	CONSTRAINT "jobs_range_check" CHECK ("jobs"."ends_at" > "jobs"."starts_at"),
	CONSTRAINT "jobs_cash_check" CHECK ("jobs"."cash_cents" between 1 and 100000000),
	CONSTRAINT "jobs_hours_check" CHECK ("jobs"."work_hours" > 0),
	CONSTRAINT "jobs_not_self" CHECK ("jobs"."promoter_id" <> "jobs"."hirer_id"),
	CONSTRAINT "jobs_cancelled_by_check" CHECK ("jobs"."cancelled_by" in ('promoter','hirer')),
	CONSTRAINT "jobs_fee_check" CHECK (("jobs"."accepted_at" is null and "jobs"."net_cents" is null) or ("jobs"."accepted_at" is not null and "jobs"."provider_fee_cents" >= 0 and "jobs"."platform_fee_cents" >= 0 and "jobs"."net_cents" >= 0 and "jobs"."provider_fee_cents" + "jobs"."platform_fee_cents" + "jobs"."net_cents" = "jobs"."cash_cents")),
	CONSTRAINT "jobs_booked_has_fee" CHECK ("jobs"."status" not in ('accepted','completed') or "jobs"."net_cents" is not null),
	CONSTRAINT "jobs_refund_check" CHECK ("jobs"."refund_cents" is null or "jobs"."refund_cents" between 0 and "jobs"."cash_cents")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_on" date,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('gross','provider_fee','platform_fee','payout','refund')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" >= 0),
	CONSTRAINT "ledger_entries_paid_check" CHECK ("ledger_entries"."paid_at" is null or "ledger_entries"."kind" in ('payout','refund')),
	CONSTRAINT "ledger_entries_due_check" CHECK (("ledger_entries"."kind" = 'payout') = ("ledger_entries"."due_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_code_check";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_promoter_id_promoters_user_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_promoter_id_promoters_user_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hirer_id_users_id_fk" FOREIGN KEY ("hirer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_fee_schedule_id_fee_schedules_id_fk" FOREIGN KEY ("fee_schedule_id") REFERENCES "public"."fee_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_schedules_one_per_moment" ON "fee_schedules" USING btree ("effective_from") WHERE "fee_schedules"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency_idx" ON "jobs" USING btree ("hirer_id","idempotency_key") WHERE "jobs"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_promoter_idx" ON "jobs" USING btree ("promoter_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "jobs_hirer_idx" ON "jobs" USING btree ("hirer_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "jobs_requested_deadline_idx" ON "jobs" USING btree ("answer_deadline") WHERE "jobs"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "jobs_accepted_end_idx" ON "jobs" USING btree ("ends_at") WHERE "jobs"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "jobs_suggestion_idx" ON "jobs" USING btree ("category_id","uf","city") WHERE "jobs"."status" in ('accepted','completed');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once" ON "ledger_entries" USING btree ("job_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_payout_idx" ON "ledger_entries" USING btree ("due_on") WHERE "ledger_entries"."kind" = 'payout';--> statement-breakpoint
ALTER TABLE "user_ratings" ADD CONSTRAINT "user_ratings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_code_check" CHECK (code in ('budget_received','budget_declined','budget_approved','feedback_available','company_feedback','product_feedback','auction_company','auction_product','auction_category','auction_won','supplier_new','account_suspended','account_reactivated','certification_approved','certification_refused','terms_updated','job_requested','job_accepted','job_declined','job_expired','job_cancelled','job_completed','job_rated','fee_schedule_published'));--> statement-breakpoint
-- Hand-written (issue 5, ADR 0019). Two booked jobs of one promoter never overlap: concurrent
-- accepts cannot both win, whatever the code does.
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_no_overlap" EXCLUDE USING gist (
  "promoter_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" IN ('accepted', 'completed'));
--> statement-breakpoint
-- A settled job's money adds up: gross = refund + provider fee + platform fee + payout, and gross
-- is the job's cachê. Checked at commit, so the entries of one settlement go in together.
CREATE OR REPLACE FUNCTION ledger_entries_reconcile() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gross bigint;
  settled bigint;
  n_settled int;
  cash bigint;
BEGIN
  SELECT coalesce(sum(amount_cents) FILTER (WHERE kind = 'gross'), 0),
         coalesce(sum(amount_cents) FILTER (WHERE kind <> 'gross'), 0),
         count(*) FILTER (WHERE kind <> 'gross')
    INTO gross, settled, n_settled
    FROM ledger_entries WHERE job_id = NEW.job_id;
  SELECT cash_cents INTO cash FROM jobs WHERE id = NEW.job_id;
  IF gross <> cash THEN
    RAISE EXCEPTION 'ledger of job % does not start with its gross (% <> %)', NEW.job_id, gross, cash
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_reconcile';
  END IF;
  IF n_settled > 0 AND settled <> gross THEN
    RAISE EXCEPTION 'ledger of job % does not reconcile (% <> %)', NEW.job_id, settled, gross
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_reconcile';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_reconcile AFTER INSERT OR UPDATE ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entries_reconcile();
--> statement-breakpoint
-- Booking or freeing a promoter's time changes "available on" in search (ADR 0018 log).
CREATE OR REPLACE FUNCTION search_changes_from_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.status IN ('accepted', 'completed'))
     OR (TG_OP = 'UPDATE' AND (OLD.status IN ('accepted', 'completed'))
                            <> (NEW.status IN ('accepted', 'completed'))) THEN
    INSERT INTO search_changes (promoter_id) VALUES (NEW.promoter_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_changes AFTER INSERT OR UPDATE OF status ON jobs
  FOR EACH ROW EXECUTE FUNCTION search_changes_from_job();
--> statement-breakpoint
-- PRODUCT.md: 10% = 3% provider + 7% platform is in force; the 9.8% = 2.8% + 7% schedule is the
-- alternative an admin master can publish (15 days' notice).
INSERT INTO fee_schedules (provider_bps, platform_bps, status, effective_from, published_at)
  VALUES (300, 700, 'published', '2000-01-01T03:00:00Z', '2000-01-01T03:00:00Z');
--> statement-breakpoint
INSERT INTO fee_schedules (provider_bps, platform_bps, status) VALUES (280, 700, 'draft');
