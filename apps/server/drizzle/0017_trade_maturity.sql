-- A trade whose plan term has been paid in full is matured (its owner is told once; with
-- AUTO_CLOSE_MATURED it is closed and paid back). Two notification kinds follow it.
ALTER TABLE "trades" ADD COLUMN "matured_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" IN ('deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'account_activated', 'profit_credited', 'trade_matured', 'trade_completed'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_transaction_kinds";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transaction_kinds" CHECK (("notifications"."kind" IN ('account_activated', 'trade_matured')) = ("notifications"."transaction_id" IS NULL));
