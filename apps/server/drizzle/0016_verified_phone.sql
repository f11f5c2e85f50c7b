-- A verified phone number belongs to one account (SMS sign-in and SMS two-factor use it): the
-- number as verified, compact E.164, kept beside the flag and unique. Where two accounts had the
-- same number verified, the oldest keeps it and the others must verify again.
ALTER TABLE "accounts" ADD COLUMN "verified_phone" text;
--> statement-breakpoint
UPDATE accounts a SET verified_phone = v.phone
FROM (
  SELECT DISTINCT ON (x.phone) x.id, x.phone
  FROM (
    SELECT u.id, regexp_replace(u.phone, '[\s().-]', '', 'g') AS phone, acc.created_at
    FROM users u JOIN accounts acc ON acc.id = u.id
    WHERE acc.phone_verified AND u.phone <> '' AND u.deleted_at IS NULL
  ) x
  ORDER BY x.phone, x.created_at, x.id
) v
WHERE a.id = v.id;
--> statement-breakpoint
UPDATE accounts SET phone_verified = false WHERE phone_verified AND verified_phone IS NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_verified_phone_unique" ON "accounts" ("verified_phone");
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_phone_verified_has_number" CHECK ("phone_verified" = ("verified_phone" IS NOT NULL));
