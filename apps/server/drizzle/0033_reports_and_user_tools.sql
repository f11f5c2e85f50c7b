-- Admin reports and per-user tools (decision 056).
-- Approved deposits and withdrawals by the day they were approved: the reports read a range of
-- decided_at among successful deposits and withdrawals; the included columns answer the sums
-- and the top depositors from the index alone.
CREATE INDEX IF NOT EXISTS "transactions_decided_report_idx" ON "transactions" ("decided_at") INCLUDE ("kind", "amount", "user_id") WHERE "status" = 'success' AND "kind" IN ('deposit', 'withdrawal');
--> statement-breakpoint
-- Users activated in a range (new users per period use users_created_idx).
CREATE INDEX IF NOT EXISTS "users_activated_idx" ON "users" ("activated_at") WHERE "activated_at" IS NOT NULL;
--> statement-breakpoint
-- The admin user list sorted by balance or by status, a page at a time.
CREATE INDEX IF NOT EXISTS "users_balance_idx" ON "users" ("balance", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_status_idx" ON "users" ("is_active", "id");
--> statement-breakpoint
-- Notes admins keep about a user: never shown to the user, never changed once written.
CREATE TABLE IF NOT EXISTS "admin_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"author_id" text REFERENCES "users"("id") ON DELETE SET NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notes_body_length" CHECK (length("body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_notes_user_created_idx" ON "admin_notes" ("user_id", "created_at", "id");
--> statement-breakpoint
-- A message from an admin is a notification of its own kind, carrying its subject and text.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("kind" IN ('deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'account_activated', 'profit_credited', 'trade_matured', 'trade_completed', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied', 'admin_message'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_transaction_kinds";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transaction_kinds" CHECK (("kind" IN ('account_activated', 'trade_matured', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied', 'admin_message')) = ("transaction_id" IS NULL));
