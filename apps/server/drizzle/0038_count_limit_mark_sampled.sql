-- The count-limit mark (migrations 0035 and 0036, decision 057) is checked on a sample of the
-- inserted rows, about one in 64, instead of on every insert statement. The statement trigger
-- counted the owner's transactions, up to 5,000, at every insert of a user not yet marked: about
-- 0.2 ms of PostgreSQL's time per call in bench/money.ts, whose users have a few hundred rows, and
-- it kept every statement's inserted rows in a transition table. The mark only spares a list its
-- count: a list of an unmarked user counts up to the same limit and answers the same total. So it
-- may come a few inserts late. A row trigger's WHEN is evaluated without calling the function: an
-- insert that is not sampled costs a hash. The row's id is random (ids are generated), so the
-- sample is too; a statement's row triggers run once all its rows are in, so a bulk insert that
-- reaches the limit is marked unless none of its rows is sampled.
DROP TRIGGER IF EXISTS "transactions_mark_count_limit" ON "transactions";
--> statement-breakpoint
DROP FUNCTION IF EXISTS transactions_mark_count_limit();
--> statement-breakpoint
CREATE FUNCTION transactions_mark_count_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "transactions_at_count_limit" l WHERE l."user_id" = NEW."user_id")
     AND (SELECT count(*) FROM (
            SELECT 1 FROM "transactions" t WHERE t."user_id" = NEW."user_id" LIMIT 5000) AS counted) >= 5000
  THEN
    INSERT INTO "transactions_at_count_limit" ("user_id") VALUES (NEW."user_id")
    ON CONFLICT ("user_id") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_mark_count_limit" AFTER INSERT ON "transactions"
FOR EACH ROW WHEN ((hashtext(NEW."id") & 63) = 0) EXECUTE FUNCTION transactions_mark_count_limit();
