DROP INDEX "account_logs_account_idx";--> statement-breakpoint
DROP INDEX "audit_created_idx";--> statement-breakpoint
DROP INDEX "transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "transactions_created_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "plans_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "transactions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "users_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "transactions_user_seq_idx" ON "transactions" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "transactions_seq_idx" ON "transactions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "account_logs_account_idx" ON "account_logs" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
-- Realtime on the SDK protocol: the change notice grows. Users: a soft delete is announced as a
-- delete, and `access` / `deactivated` say that the owner's role or activation changed (their
-- sockets are re-checked at once, in every process). A hard-deleted plan or payment method can no
-- longer be read after the commit, so its last state travels with the notice (`old`). Ended
-- sessions and account changes are announced too: a session's sockets close at once.
CREATE OR REPLACE FUNCTION copyvest_notify_change() RETURNS trigger AS $$
DECLARE
  target RECORD;
  owner TEXT;
  payload jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
  IF TG_TABLE_NAME IN ('users', 'accounts') THEN owner := target.id;
  ELSIF TG_TABLE_NAME = 'transactions' THEN owner := target.user_id;
  ELSIF TG_TABLE_NAME = 'sessions' THEN owner := target.account_id;
  ELSE owner := NULL;
  END IF;
  payload := jsonb_build_object('c', TG_TABLE_NAME, 'e', lower(TG_OP), 'id', target.id, 'u', owner);
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'users' THEN
    IF OLD.deleted_at IS NULL AND NEW.deleted_at IS NOT NULL THEN
      payload := payload || jsonb_build_object('e', 'delete');
    END IF;
    IF (OLD.is_admin, OLD.is_active) IS DISTINCT FROM (NEW.is_admin, NEW.is_active) THEN
      payload := payload || jsonb_build_object('access', true);
    END IF;
    IF OLD.is_active AND NOT NEW.is_active THEN
      payload := payload || jsonb_build_object('deactivated', true);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME IN ('payment_methods', 'plans') THEN
    payload := payload || jsonb_build_object('old', to_jsonb(OLD));
  END IF;
  PERFORM pg_notify('copyvest_changes', payload::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER plans_notify_change AFTER INSERT OR UPDATE OR DELETE ON plans
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_change();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_change AFTER UPDATE ON accounts
  FOR EACH ROW
  WHEN ((OLD.email, OLD.prefs, OLD.disabled_at, OLD.password_updated_at, OLD.email_verified,
         OLD.phone_verified, OLD.mfa)
        IS DISTINCT FROM
        (NEW.email, NEW.prefs, NEW.disabled_at, NEW.password_updated_at, NEW.email_verified,
         NEW.phone_verified, NEW.mfa))
  EXECUTE FUNCTION copyvest_notify_change();
