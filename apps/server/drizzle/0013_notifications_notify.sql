-- Realtime (decision 029): a new notification is announced on `copyvest_changes` like every other
-- change (after COMMIT, to every server process), with its owner; the hub sends it on the owner's
-- `account` channel only.
CREATE FUNCTION copyvest_notify_notification() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('copyvest_changes', jsonb_build_object(
    'c', 'notifications', 'e', 'insert', 'id', NEW.id, 'u', NEW.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_notify_change AFTER INSERT ON notifications
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_notification();
