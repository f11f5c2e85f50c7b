-- The users with at least as many transactions as the lists count (LIST_COUNT_LIMIT, 5,000, as
-- Appwrite's lists count), marked by a trigger (decision 057). A user's unfiltered list then
-- answers its total without counting 5,000 index entries on every page (0.6 ms of PostgreSQL's
-- time); below the limit it counts, which costs as little as the user has rows. The marker is
-- never updated, so no insert waits on it: a counter row updated by every insert made money
-- operations of one user queue on it and deadlock against their own lock on the user's row.
-- Transactions are never deleted by the application; a delete rechecks the owners it touches,
-- and a transaction's owner never changes.
CREATE TABLE IF NOT EXISTS "transactions_at_count_limit" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE
);
--> statement-breakpoint
INSERT INTO "transactions_at_count_limit" ("user_id")
SELECT "user_id" FROM "transactions" GROUP BY "user_id" HAVING count(*) >= 5000
ON CONFLICT ("user_id") DO NOTHING;
--> statement-breakpoint
-- An owner not marked yet is marked once their transactions, this statement's included, reach
-- the limit (counted up to it: as cheap as the rows they have).
CREATE OR REPLACE FUNCTION transactions_mark_count_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transactions_at_count_limit" ("user_id")
  SELECT o."user_id" FROM (SELECT DISTINCT "user_id" FROM inserted) AS o
  WHERE NOT EXISTS (SELECT 1 FROM "transactions_at_count_limit" l WHERE l."user_id" = o."user_id")
    AND (SELECT count(*) FROM (
           SELECT 1 FROM "transactions" t WHERE t."user_id" = o."user_id" LIMIT 5000) AS counted) >= 5000
  ON CONFLICT ("user_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_recheck_count_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transactions_at_count_limit" l
  WHERE l."user_id" IN (SELECT DISTINCT "user_id" FROM removed)
    AND (SELECT count(*) FROM (
           SELECT 1 FROM "transactions" t WHERE t."user_id" = l."user_id" LIMIT 5000) AS counted) < 5000;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "transactions_mark_count_limit" AFTER INSERT ON "transactions"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION transactions_mark_count_limit();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "transactions_recheck_count_limit" AFTER DELETE ON "transactions"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION transactions_recheck_count_limit();
--> statement-breakpoint
-- A transaction belongs to the user it was made for, for good.
CREATE OR REPLACE FUNCTION transactions_owner_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a transaction''s owner never changes' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "transactions_owner_fixed" BEFORE UPDATE OF "user_id" ON "transactions"
FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION transactions_owner_fixed();
