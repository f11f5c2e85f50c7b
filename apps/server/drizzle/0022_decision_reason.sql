-- Why an admin rejected a deposit or withdrawal: shown to its owner and mailed.
ALTER TABLE "transactions" ADD COLUMN "decision_reason" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_decision_reason_length" CHECK ("decision_reason" IS NULL OR length("decision_reason") <= 500);
