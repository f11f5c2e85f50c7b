-- The transaction lists' search (`ILIKE '%…%'` on the transaction id, crypto and description)
-- read every row in scope: a million for the admin. A trigram index answers a substring match
-- from the index (a bitmap scan per column, OR-ed). pg_trgm is a trusted extension: the database's
-- owner may create it without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "transactions_search_trgm_idx" ON "transactions" USING gin ("transaction_id" gin_trgm_ops,"crypto" gin_trgm_ops,"description" gin_trgm_ops);
