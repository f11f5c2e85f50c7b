-- A session's last use (idle timeout, SESSION_IDLE_DAYS). Existing sessions start from the
-- account's last access (the newest use of any of its sessions), never before their creation.
ALTER TABLE "sessions" ADD COLUMN "accessed_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "sessions" s SET "accessed_at" = greatest(s."created_at", coalesce(a."accessed_at", s."created_at"))
FROM "accounts" a WHERE a."id" = s."account_id";
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "accessed_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "accessed_at" SET NOT NULL;
