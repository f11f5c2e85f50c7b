import { desc, sql } from 'drizzle-orm';
import {
  PLATFORM_ACCOUNTS,
  ZReconciliationAnomaly,
  type TBooks,
  type TPlatformAccount,
} from '@copyvest/shared';
import { z } from 'zod';
import { type DbOrTx, rowsOf } from '../../db/client.ts';
import { reconciliations } from '../../db/schema.ts';

export interface GetBooksOptions {
  db: DbOrTx;
  /** Today is the last of the daily totals' days (UTC). */
  now: Date;
  /** How many days of daily totals, today included. */
  days?: number;
}

/** How many open pending transfers and reconciliations the page lists. */
const PENDING_LIMIT = 50;
const RECONCILIATION_LIMIT = 10;

const ZStoredAnomalies = z.array(ZReconciliationAnomaly).catch([]);

/**
 * The Books page (decision 037): each platform account's posted balance and open pending sides,
 * what users hold, the daily posted totals, the open pending transfers, the last reconciliations
 * and how many decisions were flagged as an admin's own.
 */
export async function getBooks({ db, now, days = 30 }: GetBooksOptions): Promise<TBooks> {
  const [accountRows, userRows, dailyRows, pendingRows, runs, selfRows] = await Promise.all([
    db.execute(sql`
      WITH open_pending AS (
        SELECT p.* FROM ledger_transfers p
        WHERE p.phase = 'pending'
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)),
      sides AS (
        SELECT debit_account AS account, -amount AS signed, phase, false AS open
          FROM ledger_transfers WHERE debit_account LIKE 'platform:%'
        UNION ALL
        SELECT credit_account, amount, phase, false
          FROM ledger_transfers WHERE credit_account LIKE 'platform:%'
        UNION ALL
        SELECT debit_account, -amount, phase, true
          FROM open_pending WHERE debit_account LIKE 'platform:%'
        UNION ALL
        SELECT credit_account, amount, phase, true
          FROM open_pending WHERE credit_account LIKE 'platform:%')
      SELECT substring(account FROM 10) AS account,
        COALESCE(sum(signed) FILTER (WHERE NOT open AND phase IN ('posted', 'post')), 0)::float8
          AS posted,
        COALESCE(sum(-signed) FILTER (WHERE open AND signed < 0), 0)::float8 AS "pendingDebits",
        COALESCE(sum(signed) FILTER (WHERE open AND signed > 0), 0)::float8 AS "pendingCredits"
      FROM sides GROUP BY account`),
    db.execute(sql`
      SELECT COALESCE(sum(balance), 0)::float8 AS balance, COALESCE(sum(profit), 0)::float8 AS profit,
        COALESCE(sum(held), 0)::float8 AS held, COALESCE(sum(bonus), 0)::float8 AS bonus,
        (SELECT COALESCE(sum(equity), 0)::float8 FROM copies WHERE status <> 'closed') AS "inCopies"
      FROM users`),
    // Net posted cents per UTC day, each account in the direction its money normally goes:
    // deposits, profit and referral bonuses leave the platform account (debits), withdrawals and
    // fees arrive in theirs (credits).
    db.execute(sql`
      WITH span AS (
        SELECT generate_series(
          (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date - ${days - 1}::int,
          (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')::date,
          interval '1 day')::date AS day),
      sides AS (
        SELECT debit_account AS account, amount AS outgoing, created_at FROM ledger_transfers
          WHERE phase IN ('posted', 'post') AND debit_account LIKE 'platform:%'
        UNION ALL
        SELECT credit_account, -amount, created_at FROM ledger_transfers
          WHERE phase IN ('posted', 'post') AND credit_account LIKE 'platform:%'),
      recent AS (
        SELECT account, outgoing, (created_at AT TIME ZONE 'UTC')::date AS day FROM sides
        WHERE created_at >= ((SELECT min(day) FROM span)::timestamp AT TIME ZONE 'UTC'))
      SELECT to_char(span.day, 'YYYY-MM-DD') AS day,
        COALESCE(sum(outgoing) FILTER (WHERE account = 'platform:deposits_received'), 0)::float8
          AS deposits,
        COALESCE(-sum(outgoing) FILTER (WHERE account = 'platform:withdrawals_paid'), 0)::float8
          AS withdrawals,
        COALESCE(-sum(outgoing) FILTER (WHERE account = 'platform:withdrawal_fees_earned'), 0)::float8
          AS fees,
        COALESCE(sum(outgoing) FILTER (WHERE account = 'platform:profit_paid'), 0)::float8 AS profit,
        COALESCE(sum(outgoing) FILTER (WHERE account = 'platform:referral_bonuses_paid'), 0)::float8
          AS bonuses
      FROM span LEFT JOIN recent ON recent.day = span.day
      GROUP BY span.day ORDER BY span.day`),
    db.execute(sql`
      SELECT p.id::float8 AS id, p.debit_account AS "debitAccount",
        p.credit_account AS "creditAccount", p.amount::float8 AS amount, p.reason, p.reference,
        p.created_at AS "createdAt"
      FROM ledger_transfers p
      WHERE p.phase = 'pending'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${PENDING_LIMIT}`),
    db
      .select()
      .from(reconciliations)
      .orderBy(desc(reconciliations.startedAt), desc(reconciliations.id))
      .limit(RECONCILIATION_LIMIT),
    db.execute(sql`
      SELECT count(*)::int AS n FROM audit_log WHERE after @> '{"selfDecision": true}'::jsonb`),
  ]);

  const byAccount = new Map(
    rowsOf<{ account: string; posted: number; pendingDebits: number; pendingCredits: number }>(
      accountRows,
    ).map((row) => [row.account, row]),
  );
  const [totals] = rowsOf<TBooks['users']>(userRows);
  return {
    accounts: PLATFORM_ACCOUNTS.map((account: TPlatformAccount) => {
      const row = byAccount.get(account);
      return {
        account,
        posted: row?.posted ?? 0,
        pendingDebits: row?.pendingDebits ?? 0,
        pendingCredits: row?.pendingCredits ?? 0,
      };
    }),
    users: totals ?? { balance: 0, profit: 0, held: 0, bonus: 0, inCopies: 0 },
    daily: rowsOf<TBooks['daily'][number]>(dailyRows),
    pending: rowsOf<Omit<TBooks['pending'][number], 'createdAt'> & { createdAt: Date | string }>(
      pendingRows,
    ).map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    reconciliations: runs.map((run) => ({
      id: run.id,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt.toISOString(),
      ok: run.ok,
      anomalies: ZStoredAnomalies.parse(run.anomalies),
    })),
    selfDecisions: rowsOf<{ n: number }>(selfRows)[0]?.n ?? 0,
  };
}
