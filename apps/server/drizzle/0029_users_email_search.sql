-- The admin's transaction search finds a transaction by its owner's e-mail, whole or in part
-- (`ILIKE '%…%'`): a trigram index finds the matching users, then transactions_user_created_idx
-- their transactions. pg_trgm was created by 0014.
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
