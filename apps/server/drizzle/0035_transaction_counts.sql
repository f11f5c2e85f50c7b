-- How many transactions each user has, up to the lists' count limit (LIST_COUNT_LIMIT, 5,000, as
-- Appwrite's lists count), kept by triggers (decision 057). A user's unfiltered list reads its
-- total here instead of counting up to 5,000 index entries on every page (0.6 ms of PostgreSQL's
-- time for a user with that many). Transactions are never deleted by the application; a delete or
-- recounts the users it touches, and a transaction's owner never changes, so the figure stays exact.
CREATE TABLE IF NOT EXISTS "transaction_counts" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_counts_range" CHECK ("count" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
INSERT INTO "transaction_counts" ("user_id", "count")
SELECT "user_id", least(count(*), 5000) FROM "transactions" GROUP BY "user_id"
ON CONFLICT ("user_id") DO NOTHING;
--> statement-breakpoint
-- New rows add to their owners' counts. A count at the limit never goes down again (only a
-- delete could lower it, and a delete recounts), so it is skipped without taking its row lock:
-- a user past the limit inserts concurrently without waiting on the counter.
CREATE OR REPLACE FUNCTION transaction_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added record;
BEGIN
  FOR added IN SELECT "user_id", count(*)::int AS n FROM inserted GROUP BY "user_id" LOOP
    IF NOT EXISTS (
      SELECT 1 FROM "transaction_counts" c WHERE c."user_id" = added."user_id" AND c."count" >= 5000
    ) THEN
      INSERT INTO "transaction_counts" ("user_id", "count")
      VALUES (added."user_id", least(added.n, 5000))
      ON CONFLICT ("user_id") DO UPDATE
        SET "count" = least("transaction_counts"."count" + excluded."count", 5000);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transaction_counts_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_counts" ("user_id", "count")
  SELECT u."user_id",
    (SELECT count(*)::int FROM (SELECT 1 FROM "transactions" t WHERE t."user_id" = u."user_id" LIMIT 5000) AS counted)
  FROM (SELECT DISTINCT "user_id" FROM removed) AS u
  JOIN "users" ON "users"."id" = u."user_id"
  ON CONFLICT ("user_id") DO UPDATE SET "count" = excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "transaction_counts_on_insert" AFTER INSERT ON "transactions"
REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_add();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "transaction_counts_on_delete" AFTER DELETE ON "transactions"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION transaction_counts_recount();
--> statement-breakpoint
-- A transaction belongs to the user it was made for, for good.
CREATE OR REPLACE FUNCTION transactions_owner_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a transaction''s owner never changes' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "transactions_owner_fixed" BEFORE UPDATE OF "user_id" ON "transactions"
FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION transactions_owner_fixed();
