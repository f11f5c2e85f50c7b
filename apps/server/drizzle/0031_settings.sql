-- Settings (decision 053): one row per settings group. Every change is announced on
-- `copyvest_settings` (after COMMIT, to every server process), so each process's cached copy is
-- refreshed without a database read per request.
CREATE FUNCTION copyvest_notify_settings() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('copyvest_settings', COALESCE(NEW.key, OLD.key));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER platform_settings_notify_change AFTER INSERT OR UPDATE OR DELETE ON platform_settings
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_settings();
--> statement-breakpoint
-- The landing figures' source (migration 0023's `landing.figures`) becomes a field of the
-- `landing` group; the other fields keep their defaults until an admin saves the group.
INSERT INTO platform_settings (key, value, updated_at, updated_by)
  SELECT 'landing', jsonb_build_object('figuresSource', value->'source'), updated_at, updated_by
  FROM platform_settings
  WHERE key = 'landing.figures' AND value->>'source' IN ('spec', 'computed')
  ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
DELETE FROM platform_settings WHERE key = 'landing.figures';
