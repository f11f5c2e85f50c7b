-- Crypto amounts on the payment page (decision 044). A payment method keeps the admin's rate (US
-- dollars per coin) and when it was set; a quote fixes a deposit's amount in the coin for a payment
-- window; a deposit made from a quote keeps the coin amount and the rate (one deposit per quote).
ALTER TABLE "payment_methods" ADD COLUMN "rate" numeric(20, 8);
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "rate_updated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_rate_positive" CHECK ("rate" IS NULL OR "rate" > 0);
--> statement-breakpoint
CREATE TABLE "deposit_quotes" (
	"id" text PRIMARY KEY,
	"user_id" text NOT NULL REFERENCES "users"("id"),
	"payment_method_id" text NOT NULL REFERENCES "payment_methods"("id") ON DELETE CASCADE,
	"amount" bigint NOT NULL,
	"rate" numeric(20, 8),
	"rate_updated_at" timestamp with time zone,
	"crypto_amount" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_quotes_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "deposit_quotes_window" CHECK ("expires_at" > "created_at"),
	CONSTRAINT "deposit_quotes_amount_with_rate" CHECK (("rate" IS NULL) = ("crypto_amount" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "deposit_quotes_created_idx" ON "deposit_quotes" ("created_at");
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "quote_id" text REFERENCES "deposit_quotes"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "crypto_amount" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "quote_rate" numeric(20, 8);
--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_per_quote" ON "transactions" ("quote_id") WHERE "quote_id" IS NOT NULL;
