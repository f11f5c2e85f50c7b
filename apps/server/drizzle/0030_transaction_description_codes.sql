-- A transaction's description is stored as a code and its parameters beside the text, so the web
-- renders today's words from packages/shared (decision 048); the text stays, for the SDK's
-- `description` and as the fallback. Existing rows get their code where the text has a known
-- pattern; the rest (none is expected) keep their text alone.
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "description_code" text;
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN IF NOT EXISTS "description_params" jsonb;
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'deposit',
  "description_params" = jsonb_build_object('method', substring("description" FROM '^Deposit via (.*)$'))
WHERE "description_code" IS NULL AND "kind" = 'deposit' AND "description" ~ '^Deposit via .';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'withdrawal',
  "description_params" = jsonb_build_object('method', substring("description" FROM '^Withdrawal to (.*) wallet$'))
WHERE "description_code" IS NULL AND "kind" = 'withdrawal' AND "description" ~ '^Withdrawal to .+ wallet$';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'investment',
  "description_params" = jsonb_build_object('plan', substring("description" FROM '^Investment in (.*)$'))
WHERE "description_code" IS NULL AND "description" ~ '^Investment in .';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'plan_upgrade',
  "description_params" = jsonb_build_object('plan', substring("description" FROM '^Plan upgrade: (.*)$'))
WHERE "description_code" IS NULL AND "description" ~ '^Plan upgrade: .';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'profit_claim',
  "description_params" = jsonb_build_object('plan', substring("description" FROM '^Profit claim: (.*)$'))
WHERE "description_code" IS NULL AND "kind" = 'profit_claim' AND "description" ~ '^Profit claim: .';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'profit_claim', "description_params" = '{}'::jsonb
WHERE "description_code" IS NULL AND "kind" = 'profit_claim' AND "description" = 'Profit claim';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'capital_returned',
  "description_params" = jsonb_build_object('plan', substring("description" FROM '^Trade closed: capital returned from (.*)$'))
WHERE "description_code" IS NULL AND "description" ~ '^Trade closed: capital returned from .';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'referral_bonus',
  "description_params" = jsonb_build_object('name', substring("description" FROM '^Referral bonus: (.*) signed up with your link$'))
WHERE "description_code" IS NULL AND "kind" = 'referral_bonus'
  AND "description" ~ '^Referral bonus: .* signed up with your link$';
--> statement-breakpoint
UPDATE "transactions" SET "description_code" = 'adjustment',
  "description_params" = jsonb_build_object(
    'figure', lower(substring("description" FROM '^(Balance|Profit|Bonus) ')),
    'credit', substring("description" FROM '^(?:Balance|Profit|Bonus) (credited|debited) by admin') = 'credited')
  || CASE WHEN "description" ~ '^(Balance|Profit|Bonus) (credited|debited) by admin: .'
     THEN jsonb_build_object('reason', substring("description" FROM '^(?:Balance|Profit|Bonus) (?:credited|debited) by admin: (.*)$'))
     ELSE '{}'::jsonb END
WHERE "description_code" IS NULL AND "kind" = 'adjustment'
  AND "description" ~ '^(Balance|Profit|Bonus) (credited|debited) by admin(: .+)?$';
