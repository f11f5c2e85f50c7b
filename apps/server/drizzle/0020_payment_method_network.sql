-- A payment method declares its blockchain (decision 042): its addresses are checked for it and its
-- payouts link to its explorer. Existing methods get the network their short id or name makes
-- obvious (btc, ETH, USDT-ERC20, "Tron (TRC-20)", …); the rest stay null, "not set": their
-- addresses are not checked until an admin sets one.
ALTER TABLE "payment_methods" ADD COLUMN "network" text;
--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_network_known" CHECK ("payment_methods"."network" IS NULL OR "payment_methods"."network" IN ('bitcoin', 'ethereum', 'tron', 'bsc', 'litecoin', 'solana'));
--> statement-breakpoint
UPDATE payment_methods SET network = inferred.network
FROM (
  SELECT id, CASE
    -- A token's network first: USDT-ERC20 is Ethereum, USDT-TRC20 Tron, USDT-BEP20 BNB Smart Chain.
    WHEN k ~ '(^|[^a-z])(erc-?20)' THEN 'ethereum'
    WHEN k ~ '(^|[^a-z])(trc-?20)' THEN 'tron'
    WHEN k ~ '(^|[^a-z])(bep-?20|bsc)' OR k LIKE '%smart chain%' THEN 'bsc'
    WHEN code IN ('btc', 'xbt', 'bitcoin') OR name ~* '^bitcoin( \(btc\))?$' THEN 'bitcoin'
    WHEN code IN ('eth', 'ethereum') OR name ~* '^(ethereum|ether)( \(eth\))?$' THEN 'ethereum'
    WHEN code IN ('trx', 'tron') OR name ~* '^tron( \(trx\))?$' THEN 'tron'
    WHEN code IN ('bnb') OR name ~* '^bnb( \(bnb\))?$' THEN 'bsc'
    WHEN code IN ('ltc', 'litecoin') OR name ~* '^litecoin( \(ltc\))?$' THEN 'litecoin'
    WHEN code IN ('sol', 'solana') OR name ~* '^solana( \(sol\))?$' THEN 'solana'
  END AS network
  FROM (SELECT id, lower(code) AS code, name, lower(code || ' ' || name) AS k FROM payment_methods) m
) inferred
WHERE payment_methods.id = inferred.id AND inferred.network IS NOT NULL;
