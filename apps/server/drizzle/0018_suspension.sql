-- An account deactivated after it was once active is suspended: the reason an admin gave is kept
-- (the owner sees it), and when it was first activated tells a suspension from a new account.
ALTER TABLE "users" ADD COLUMN "activated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspended_reason_length" CHECK ("suspended_reason" IS NULL OR length("suspended_reason") <= 500);
--> statement-breakpoint
UPDATE users u SET activated_at = COALESCE(
  (SELECT min(a.created_at) FROM audit_log a WHERE a.action = 'user.activate' AND a.target_id = u.id),
  CASE WHEN u.is_active THEN u.created_at END);
