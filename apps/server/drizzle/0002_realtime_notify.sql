-- Realtime: every committed change to users, transactions and payment methods is announced on
-- the `copyvest_changes` channel with ids only. NOTIFY is delivered after COMMIT (never for a
-- rolled-back change) to every listening server process.
CREATE FUNCTION copyvest_notify_change() RETURNS trigger AS $$
DECLARE
  target RECORD;
  owner TEXT;
BEGIN
  IF TG_OP = 'DELETE' THEN target := OLD; ELSE target := NEW; END IF;
  IF TG_TABLE_NAME = 'users' THEN owner := target.id;
  ELSIF TG_TABLE_NAME = 'transactions' THEN owner := target.user_id;
  ELSE owner := NULL;
  END IF;
  PERFORM pg_notify('copyvest_changes', json_build_object(
    'c', TG_TABLE_NAME, 'e', lower(TG_OP), 'id', target.id, 'u', owner)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_change();
--> statement-breakpoint
CREATE TRIGGER transactions_notify_change AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_change();
--> statement-breakpoint
CREATE TRIGGER payment_methods_notify_change AFTER INSERT OR UPDATE OR DELETE ON payment_methods
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_change();
