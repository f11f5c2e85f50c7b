-- A user's portfolio series (decision 043) reads the transfers into and out of the user's own
-- accounts and copies, by account name; without these it would scan every transfer.
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" ("debit_account", "created_at");
--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" ("credit_account", "created_at");
