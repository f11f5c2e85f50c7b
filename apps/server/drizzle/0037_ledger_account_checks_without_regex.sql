-- The ledger's account-name checks (migrations 0015 and 0023) as LIKE patterns instead of regular
-- expressions: PostgreSQL builds a regular expression's automaton anew for each row it checks, and
-- the two names of every transfer made it about a tenth of PostgreSQL's time on a keyed deposit
-- (bench/http.ts). The same names pass; `ledger-account-names.test.ts` compares the function with
-- the regular expression it replaces on generated names.
CREATE FUNCTION ledger_account_name_valid(name text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN
  -- user:<id>:balance|profit|bonus (two colons, an id)
  (name LIKE 'user:_%:%' AND name NOT LIKE '%:%:%:%'
    AND (name LIKE '%:balance' OR name LIKE '%:profit' OR name LIKE '%:bonus'))
  -- platform:[a-z_]+
  OR (name LIKE 'platform:_%' AND ltrim(substr(name, 10), 'abcdefghijklmnopqrstuvwxyz_') = '')
  -- copy:<id> (one colon)
  OR (name LIKE 'copy:_%' AND name NOT LIKE 'copy:%:%');
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_account_names";
--> statement-breakpoint
-- NOT VALID, then validated: the existing rows are read without blocking writes meanwhile.
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_account_names" CHECK (
	ledger_account_name_valid("debit_account") AND ledger_account_name_valid("credit_account"))
	NOT VALID;
--> statement-breakpoint
ALTER TABLE "ledger_transfers" VALIDATE CONSTRAINT "ledger_transfers_account_names";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_accounts_in_ledger";
--> statement-breakpoint
-- An account belongs to one ledger: the bonus memo never mixes with money (as in 0015).
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_accounts_in_ledger" CHECK (
	("ledger" = 'bonus'
		AND ("debit_account" LIKE '%:bonus' OR "debit_account" = 'platform:bonuses_granted')
		AND ("credit_account" LIKE '%:bonus' OR "credit_account" = 'platform:bonuses_granted'))
	OR ("ledger" = 'usd'
		AND "debit_account" NOT LIKE '%:bonus' AND "debit_account" <> 'platform:bonuses_granted'
		AND "credit_account" NOT LIKE '%:bonus' AND "credit_account" <> 'platform:bonuses_granted'))
	NOT VALID;
--> statement-breakpoint
ALTER TABLE "ledger_transfers" VALIDATE CONSTRAINT "ledger_transfers_accounts_in_ledger";
