-- Identity verification (decision 054) and multi-level referral commissions (decision 055).
-- A user's submissions: at most one waits for review and at most one is approved (unique partial
-- indexes); a rejection carries its reason; a passport has no back image.
CREATE TABLE "kyc_submissions" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id"),
  "status" text NOT NULL,
  "full_name" text NOT NULL,
  "date_of_birth" date NOT NULL,
  "address" text NOT NULL,
  "country" text NOT NULL,
  "document_type" text NOT NULL,
  "document_number" text NOT NULL,
  "front_file_id" text NOT NULL,
  "back_file_id" text,
  "selfie_file_id" text NOT NULL,
  "reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by" text,
  CONSTRAINT "kyc_status_valid" CHECK ("status" IN ('pending', 'approved', 'rejected')),
  CONSTRAINT "kyc_document_type_valid" CHECK ("document_type" IN ('passport', 'national_id', 'driving_licence')),
  CONSTRAINT "kyc_back_unless_passport" CHECK ("document_type" = 'passport' OR "back_file_id" IS NOT NULL),
  CONSTRAINT "kyc_rejection_has_reason" CHECK ("status" <> 'rejected' OR length("reason") > 0),
  CONSTRAINT "kyc_decided_when_decided" CHECK (("status" = 'pending') = ("decided_at" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_one_pending_idx" ON "kyc_submissions" ("user_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_one_approved_idx" ON "kyc_submissions" ("user_id") WHERE "status" = 'approved';
--> statement-breakpoint
CREATE INDEX "kyc_user_created_idx" ON "kyc_submissions" ("user_id", "created_at");
--> statement-breakpoint
CREATE INDEX "kyc_status_created_idx" ON "kyc_submissions" ("status", "created_at");
--> statement-breakpoint
-- One commission per (deposit, level): the unique key proves no retry or race pays twice; the
-- amount never exceeds the level's share of the deposit.
CREATE TABLE "referral_commissions" (
  "id" text PRIMARY KEY NOT NULL,
  "deposit_id" text NOT NULL REFERENCES "transactions"("id"),
  "level" smallint NOT NULL,
  "referrer_id" text NOT NULL REFERENCES "users"("id"),
  "depositor_id" text NOT NULL REFERENCES "users"("id"),
  "deposit_amount" bigint NOT NULL,
  "bps" integer NOT NULL,
  "amount" bigint NOT NULL,
  "transaction_id" text NOT NULL UNIQUE REFERENCES "transactions"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "referral_commissions_level_range" CHECK ("level" BETWEEN 1 AND 5),
  CONSTRAINT "referral_commissions_amount_positive" CHECK ("amount" > 0 AND "deposit_amount" > 0 AND "bps" > 0),
  CONSTRAINT "referral_commissions_within_share" CHECK ("amount" * 10000 <= "deposit_amount" * "bps"),
  CONSTRAINT "referral_commissions_not_self" CHECK ("referrer_id" <> "depositor_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_commissions_once_idx" ON "referral_commissions" ("deposit_id", "level");
--> statement-breakpoint
CREATE INDEX "referral_commissions_referrer_idx" ON "referral_commissions" ("referrer_id", "created_at");
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("kind" IN ('deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'account_activated', 'profit_credited', 'trade_matured', 'trade_completed', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied', 'admin_message', 'referral_commission', 'kyc_approved', 'kyc_rejected'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_transaction_kinds";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transaction_kinds" CHECK (("kind" IN ('account_activated', 'trade_matured', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied', 'admin_message', 'kyc_approved', 'kyc_rejected')) = ("transaction_id" IS NULL));
