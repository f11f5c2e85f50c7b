-- Fewer writes per transfer (bench/money.ts): the resolution check runs only for a post or void
-- (a trigger WHEN clause, not a function call per row), and the accounts are indexed only where a
-- request looks them up: pending transfers (a dashboard's pending referral bonus). The
-- reconciliation and the Books page read every transfer anyway.
DROP TRIGGER "ledger_transfers_resolution_check" ON "ledger_transfers";
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_resolution_check"
  BEFORE INSERT ON "ledger_transfers"
  FOR EACH ROW WHEN (NEW.pending_id IS NOT NULL)
  EXECUTE FUNCTION ledger_transfers_resolution_matches();
--> statement-breakpoint
DROP INDEX "ledger_transfers_debit_idx";
--> statement-breakpoint
DROP INDEX "ledger_transfers_credit_idx";
--> statement-breakpoint
CREATE INDEX "ledger_transfers_pending_credit_idx" ON "ledger_transfers" ("credit_account") WHERE "phase" = 'pending';
