-- Double-entry books (decision 037). Every change of money is a transfer of positive cents from
-- one account to another; pending things are two-phase transfers (a pending transfer, later one
-- post or one void naming it). Accounts are text: `user:<id>:balance|profit|bonus` for a user's
-- figures, `platform:<code>` for the platform's own. Two ledgers: `usd` (money) and `bonus` (the
-- spec's "bonus" figure, a memo of bonuses received whose money is in the balance).
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"ledger" text NOT NULL,
	"debit_account" text NOT NULL,
	"credit_account" text NOT NULL,
	"amount" bigint NOT NULL,
	"phase" text NOT NULL,
	"pending_id" bigint REFERENCES "ledger_transfers"("id"),
	"reason" text NOT NULL,
	"reference" text,
	"unique_key" text UNIQUE,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("debit_account" <> "credit_account"),
	CONSTRAINT "ledger_transfers_phase_valid" CHECK ("phase" IN ('posted', 'pending', 'post', 'void')),
	CONSTRAINT "ledger_transfers_resolution_names_pending" CHECK (("phase" IN ('post', 'void')) = ("pending_id" IS NOT NULL)),
	CONSTRAINT "ledger_transfers_account_names" CHECK (
		"debit_account" ~ '^(user:[^:]+:(balance|profit|bonus)|platform:[a-z_]+)$'
		AND "credit_account" ~ '^(user:[^:]+:(balance|profit|bonus)|platform:[a-z_]+)$'),
	-- An account belongs to one ledger: the bonus memo never mixes with money.
	CONSTRAINT "ledger_transfers_accounts_in_ledger" CHECK (
		("ledger" = 'bonus'
			AND ("debit_account" ~ ':bonus$' OR "debit_account" = 'platform:bonuses_granted')
			AND ("credit_account" ~ ':bonus$' OR "credit_account" = 'platform:bonuses_granted'))
		OR ("ledger" = 'usd'
			AND "debit_account" !~ ':bonus$' AND "debit_account" <> 'platform:bonuses_granted'
			AND "credit_account" !~ ':bonus$' AND "credit_account" <> 'platform:bonuses_granted'))
);
--> statement-breakpoint
-- A pending transfer is posted or voided at most once.
CREATE UNIQUE INDEX "ledger_transfers_one_resolution" ON "ledger_transfers" ("pending_id") WHERE "pending_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" ("debit_account");
--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" ("credit_account");
--> statement-breakpoint
CREATE INDEX "ledger_transfers_reference_idx" ON "ledger_transfers" ("reference");
--> statement-breakpoint
CREATE INDEX "ledger_transfers_pending_idx" ON "ledger_transfers" ("created_at") WHERE "phase" = 'pending';
--> statement-breakpoint
CREATE FUNCTION ledger_transfers_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_append_only();
--> statement-breakpoint
-- A post or void repeats its pending transfer exactly: same ledger, accounts and amount, and the
-- transfer it names is a pending one.
CREATE FUNCTION ledger_transfers_resolution_matches() RETURNS trigger AS $$
DECLARE
  p ledger_transfers%ROWTYPE;
BEGIN
  IF NEW.pending_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT * INTO p FROM ledger_transfers WHERE id = NEW.pending_id;
  IF NOT FOUND OR p.phase <> 'pending' OR p.ledger <> NEW.ledger
     OR p.debit_account <> NEW.debit_account OR p.credit_account <> NEW.credit_account
     OR p.amount <> NEW.amount THEN
    RAISE EXCEPTION 'ledger_transfers: % of % does not match a pending transfer', NEW.phase, NEW.pending_id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_resolution_check
  BEFORE INSERT ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_resolution_matches();
--> statement-breakpoint
-- The reconciliation's results, one row per run.
CREATE TABLE "reconciliations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"anomalies" jsonb NOT NULL,
	"totals" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconciliations_started_idx" ON "reconciliations" ("started_at" DESC);
--> statement-breakpoint
-- The books so far, from the single-sided entries of earlier releases: each entry becomes a
-- transfer with the platform account its reason implies (a withdrawal's debit splits into the
-- payout and the fee of its row; a profit claim's two entries become one transfer from profit to
-- balance). Pending deposits and withdrawals become pending transfers.
INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason, reference, unique_key, actor_id, created_at)
SELECT m.ledger,
  CASE WHEN m.amount > 0 THEN m.counterpart ELSE m.account END,
  CASE WHEN m.amount > 0 THEN m.account ELSE m.counterpart END,
  abs(m.amount), 'posted', m.reason, m.reference, m.unique_key, m.actor_id, m.created_at
FROM (
  SELECT e.id, 0 AS part,
    CASE WHEN e.figure = 'bonus' THEN 'bonus' ELSE 'usd' END AS ledger,
    'user:' || e.user_id || ':' || e.figure AS account,
    CASE
      WHEN e.figure = 'bonus' THEN 'platform:bonuses_granted'
      WHEN e.reason = 'deposit' THEN 'platform:deposits_received'
      WHEN e.reason = 'withdrawal' THEN 'platform:withdrawals_paid'
      WHEN e.reason IN ('investment', 'trade_close') THEN 'platform:capital_in_trades'
      WHEN e.reason = 'accrual' THEN 'platform:profit_paid'
      WHEN e.reason = 'profit_claim' THEN 'user:' || e.user_id || ':balance'
      WHEN e.reason = 'referral_bonus' THEN 'platform:referral_bonuses_paid'
      ELSE 'platform:admin_adjustments'
    END AS counterpart,
    CASE WHEN e.reason = 'withdrawal' THEN e.amount + COALESCE(t.fee, 0) ELSE e.amount END AS amount,
    e.reason, e.reference, e.unique_key, e.actor_id, e.created_at
  FROM ledger_entries e
  LEFT JOIN transactions t ON e.reason = 'withdrawal' AND t.transaction_id = e.reference
  WHERE NOT (e.reason = 'profit_claim' AND e.figure = 'balance')
  UNION ALL
  SELECT e.id, 1, 'usd', 'user:' || e.user_id || ':balance', 'platform:withdrawal_fees_earned',
    -t.fee, e.reason, e.reference, NULL, e.actor_id, e.created_at
  FROM ledger_entries e
  JOIN transactions t ON t.transaction_id = e.reference
  WHERE e.reason = 'withdrawal' AND t.fee > 0
) m
WHERE m.amount <> 0
ORDER BY m.id, m.part;
--> statement-breakpoint
INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason, reference, created_at)
SELECT 'usd', p.debit_account, p.credit_account, p.amount, 'pending', p.reason, p.reference, p.created_at
FROM (
  SELECT t.id, 0 AS part, 'platform:deposits_received' AS debit_account,
    'user:' || t.user_id || ':balance' AS credit_account, t.amount, t.kind AS reason,
    t.transaction_id AS reference, t.created_at
  FROM transactions t WHERE t.type = 'credit' AND t.status = 'pending'
  UNION ALL
  SELECT t.id, 0, 'user:' || t.user_id || ':balance', 'platform:withdrawals_paid', t.amount - t.fee,
    t.kind, t.transaction_id, t.created_at
  FROM transactions t WHERE t.type = 'withdraw' AND t.status = 'pending'
  UNION ALL
  SELECT t.id, 1, 'user:' || t.user_id || ':balance', 'platform:withdrawal_fees_earned', t.fee,
    t.kind, t.transaction_id, t.created_at
  FROM transactions t WHERE t.type = 'withdraw' AND t.status = 'pending'
) p
WHERE p.amount > 0
ORDER BY p.created_at, p.id, p.part;
