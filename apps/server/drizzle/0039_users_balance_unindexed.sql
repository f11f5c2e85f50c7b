-- The users' balance is not indexed (decision 071): an index on a column that every money operation
-- changes makes each of those updates write a new entry in every index of the table (nine, the
-- e-mail's trigram index among them) instead of a heap-only (HOT) update. In bench/money.ts 42 %
-- of the users' updates were HOT with it and 99 % without, and the write-ahead log per operation
-- fell by 14 %. The admin's user list sorted by balance sorts the table instead: about 2 ms for
-- 10,000 users and 21 ms for 100,000 per page, measured on this machine.
DROP INDEX IF EXISTS "users_balance_idx";
