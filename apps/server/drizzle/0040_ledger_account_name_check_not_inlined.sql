-- The ledger's account-name check function (migration 0037) in PL/pgSQL instead of SQL, the same
-- expression (decision 072). PostgreSQL prepares a table's CHECK constraints again for every
-- statement that writes the table, and inlines a SQL function into them as it does: the function's
-- body read and simplified twice (debit and credit) per statement, about 50 µs of every statement
-- that inserts into ledger_transfers, most of the cost of that table's checks (measured: 4,000
-- inserts in one transaction, 138–165 µs each with the SQL function, 96–117 with this one, 72–89
-- with no check at all). A PL/pgSQL function is never inlined: it is compiled once per connection,
-- and a call costs a few microseconds. `ledger-account-names.test.ts` still compares it with the
-- regular expression.
CREATE OR REPLACE FUNCTION ledger_account_name_valid(name text) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN
    -- user:<id>:balance|profit|bonus (two colons, an id)
    (name LIKE 'user:_%:%' AND name NOT LIKE '%:%:%:%'
      AND (name LIKE '%:balance' OR name LIKE '%:profit' OR name LIKE '%:bonus'))
    -- platform:[a-z_]+
    OR (name LIKE 'platform:_%' AND ltrim(substr(name, 10), 'abcdefghijklmnopqrstuvwxyz_') = '')
    -- copy:<id> (one colon)
    OR (name LIKE 'copy:_%' AND name NOT LIKE 'copy:%:%');
END $$;
