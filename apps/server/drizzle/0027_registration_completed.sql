-- The rest of the registration (decision 046). An account created by an e-mail link or code, a
-- phone code or an OAuth2 provider has no name, phone or country and never accepted the terms: it
-- completes them on the web app's completion page before the dashboard. Accounts that already
-- hold all three, and admins, count as complete.
ALTER TABLE "users" ADD COLUMN "registration_completed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "users" SET "registration_completed_at" = "created_at"
  WHERE "is_admin" OR ("name" <> '' AND "phone" <> '' AND "country" <> '');
