-- ADR 0024: notification e-mails are coalesced per recipient. The first mail goes at once and
-- opens the recipient's window; e-mailed notifications arriving inside it wait (mail_pending) and
-- the ticker sends them as one digest when the window ends. In-app rows stay one per event.
ALTER TABLE "notifications" ADD COLUMN "mail_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("user_id","created_at") WHERE "notifications"."mail_pending";
--> statement-breakpoint
CREATE TABLE "notification_mail_windows" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"window_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_mail_windows_until_idx" ON "notification_mail_windows" USING btree ("window_until");
