-- The count-limit mark's triggers (migration 0035, decision 057) count an owner's transactions
-- only when the answer can change something. Written as one WHERE with NOT EXISTS, the count
-- referred to the inserted owners only, so PostgreSQL evaluated it on them before the anti-join
-- with the marks: every insert of an owner already marked counted 5,000 of their rows (about
-- 4,900 rows read per keyed deposit in bench/http.ts, half of PostgreSQL's time there). A CASE
-- evaluates its branches in order: a marked owner is not counted. A delete counts the owners it
-- removed rows of, not every marked owner.
CREATE OR REPLACE FUNCTION transactions_mark_count_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transactions_at_count_limit" ("user_id")
  SELECT o."user_id" FROM (SELECT DISTINCT "user_id" FROM inserted) AS o
  WHERE CASE
    WHEN EXISTS (SELECT 1 FROM "transactions_at_count_limit" l WHERE l."user_id" = o."user_id")
      THEN false
    ELSE (SELECT count(*) FROM (
            SELECT 1 FROM "transactions" t WHERE t."user_id" = o."user_id" LIMIT 5000) AS counted) >= 5000
  END
  ON CONFLICT ("user_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION transactions_recheck_count_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "transactions_at_count_limit" l
  WHERE l."user_id" IN (
    SELECT r."user_id" FROM (SELECT DISTINCT "user_id" FROM removed) AS r
    WHERE (SELECT count(*) FROM (
             SELECT 1 FROM "transactions" t WHERE t."user_id" = r."user_id" LIMIT 5000) AS counted) < 5000);
  RETURN NULL;
END $$;
