-- The first admin was created with the literal phone and country "N/A": they are unknown, so empty
-- (the web app shows "Not set"), as for any account that has not given them.
UPDATE "users" SET "phone" = '' WHERE "is_admin" AND "phone" = 'N/A';
--> statement-breakpoint
UPDATE "users" SET "country" = '' WHERE "is_admin" AND "country" = 'N/A';
