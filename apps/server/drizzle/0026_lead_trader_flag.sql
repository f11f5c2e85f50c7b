-- Whether a user holds an active lead-trader role (decision 045), on the user row the session
-- already reads, so the navigation knows without another request. The database keeps it equal to
-- `lead_traders.active`: a trigger sets it whenever a role is given, withdrawn or given back.
ALTER TABLE "users" ADD COLUMN "is_lead_trader" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "is_lead_trader" = true WHERE "id" IN (SELECT "user_id" FROM "lead_traders" WHERE "active");
--> statement-breakpoint
CREATE FUNCTION copyvest_sync_lead_trader_flag() RETURNS trigger AS $$
BEGIN
  UPDATE users SET is_lead_trader = NEW.active
    WHERE id = NEW.user_id AND is_lead_trader IS DISTINCT FROM NEW.active;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lead_traders_sync_user_flag AFTER INSERT OR UPDATE OF active ON lead_traders
  FOR EACH ROW EXECUTE FUNCTION copyvest_sync_lead_trader_flag();
