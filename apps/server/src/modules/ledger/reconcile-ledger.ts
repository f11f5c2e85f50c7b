import { sql } from 'drizzle-orm';
import type { TReconciliationAnomaly } from '@copyvest/shared';
import { type Db, type DbOrTx, rowsOf } from '../../db/client.ts';

/** How long a pending transfer may wait for its decision before the reconciliation reports it. */
export const PENDING_MAX_DAYS: Record<string, number> = {
  deposit: 30,
  withdrawal: 30,
  referral_bonus: 365,
};

export interface ReconcileLedgerOptions {
  db: Db;
  /** The time pending transfers' ages are judged at; without it ages are not checked (a bench
   * whose clock jumps days ahead). */
  now?: Date;
}

export interface LedgerTotals {
  /** Posted balance (credits - debits) of every platform account that has transfers. */
  platform: Record<string, number>;
  users: { balance: number; profit: number; bonus: number; held: number };
}

/**
 * Checks the books (decision 037): every user's stored balance, profit, bonus and hold equal what
 * their transfers say; no figure is below its floor; each ledger sums to zero (users' stored
 * figures, the copies' equity and the platform accounts); every copy's equity equals its account;
 * the capital account equals the open trades; every deposit
 * and withdrawal agrees with its transfers (pending: held, success: moved, failed: nothing); no
 * pending transfer is older than its operation allows. Empty anomalies mean the books balance.
 */
export async function reconcileLedger({ db, now }: ReconcileLedgerOptions) {
  // One snapshot for every read, so money moving meanwhile cannot look like a difference.
  return db.transaction((tx) => reconcileIn(tx, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** The same checks inside the caller's transaction (which should be one snapshot: repeatable read). */
export async function reconcileIn(db: DbOrTx, now: Date | undefined) {
  const anomalies: TReconciliationAnomaly[] = [];
  const accounts = rowsOf<{ account: string; posted: number; held: number }>(
    await db.execute(sql`
      WITH sides AS (
        SELECT debit_account AS account, -amount AS signed, phase FROM ledger_transfers
        UNION ALL
        SELECT credit_account, amount, phase FROM ledger_transfers)
      SELECT account,
        COALESCE(sum(signed) FILTER (WHERE phase IN ('posted', 'post')), 0)::float8 AS posted,
        (COALESCE(sum(-signed) FILTER (WHERE phase = 'pending' AND signed < 0), 0)
          - COALESCE(sum(-signed) FILTER (WHERE phase IN ('post', 'void') AND signed < 0), 0))::float8
          AS held
      FROM sides GROUP BY account`),
  );
  const byAccount = new Map(accounts.map((a) => [a.account, a]));
  const users = rowsOf<{
    id: string;
    balance: number;
    profit: number;
    bonus: number;
    held: number;
  }>(
    await db.execute(
      sql`SELECT id, balance::float8 AS balance, profit::float8 AS profit, bonus::float8 AS bonus,
        held::float8 AS held FROM users`,
    ),
  );
  const totals: LedgerTotals = {
    platform: {},
    users: { balance: 0, profit: 0, bonus: 0, held: 0 },
  };
  for (const user of users) {
    for (const figure of ['balance', 'profit', 'bonus'] as const) {
      const expected = byAccount.get(`user:${user.id}:${figure}`)?.posted ?? 0;
      if (user[figure] !== expected) {
        anomalies.push({
          kind: 'figure_differs',
          subject: `user:${user.id}:${figure}`,
          expected,
          found: user[figure],
        });
      }
      if (user[figure] < 0) {
        anomalies.push({
          kind: 'figure_below_floor',
          subject: `user:${user.id}:${figure}`,
          expected: 0,
          found: user[figure],
        });
      }
      totals.users[figure] += user[figure];
    }
    const held = byAccount.get(`user:${user.id}:balance`)?.held ?? 0;
    if (user.held !== held) {
      anomalies.push({
        kind: 'hold_differs',
        subject: `user:${user.id}`,
        expected: held,
        found: user.held,
      });
    }
    if (user.held < 0 || user.held > user.balance) {
      anomalies.push({
        kind: 'figure_below_floor',
        subject: `user:${user.id}:available`,
        expected: 0,
        found: user.balance - user.held,
      });
    }
    totals.users.held += user.held;
  }
  // Accounts named for users the users table does not have would be money nobody holds.
  const known = new Set(users.map((u) => u.id));
  for (const { account, posted } of accounts) {
    if (account.startsWith('platform:')) {
      totals.platform[account.slice('platform:'.length)] = posted;
      continue;
    }
    if (account.startsWith('copy:')) continue;
    const id = account.split(':')[1]!;
    if (!known.has(id) && posted !== 0) {
      anomalies.push({ kind: 'figure_differs', subject: account, expected: posted, found: 0 });
    }
  }
  const platform = (codes: (c: string) => boolean) =>
    Object.entries(totals.platform)
      .filter(([code]) => codes(code))
      .reduce((sum, [, posted]) => sum + posted, 0);
  // Copies (decision 043) are accounts of their own: each one's stored equity equals its
  // account's posted balance, and their equity is part of the usd ledger's zero-sum.
  const copies = await copiesDiffering(db, byAccount);
  anomalies.push(...copies.anomalies);
  const usd =
    totals.users.balance +
    totals.users.profit +
    copies.equity +
    platform((c) => c !== 'bonuses_granted');
  if (usd !== 0)
    anomalies.push({ kind: 'ledger_not_zero', subject: 'usd', expected: 0, found: usd });
  const bonus = totals.users.bonus + platform((c) => c === 'bonuses_granted');
  if (bonus !== 0) {
    anomalies.push({ kind: 'ledger_not_zero', subject: 'bonus', expected: 0, found: bonus });
  }
  const [capital] = rowsOf<{ open: number }>(
    await db.execute(
      sql`SELECT COALESCE(sum(amount), 0)::float8 AS open FROM trades WHERE status = 'ongoing'`,
    ),
  );
  const inTrades = totals.platform.capital_in_trades ?? 0;
  if (inTrades !== capital!.open) {
    anomalies.push({
      kind: 'capital_differs',
      subject: 'platform:capital_in_trades',
      expected: capital!.open,
      found: inTrades,
    });
  }
  anomalies.push(...(await transactionsDisagreeing(db)));
  anomalies.push(...(await commissionsDisagreeing(db)));
  if (now) anomalies.push(...(await stalePending(db, now)));
  return { anomalies, totals };
}

/**
 * Copies whose stored equity is not their account's posted balance (a closed copy's is 0), and
 * `copy:` accounts with money but no copy; with the copies' total equity.
 */
async function copiesDiffering(
  db: DbOrTx,
  byAccount: Map<string, { posted: number }>,
): Promise<{ anomalies: TReconciliationAnomaly[]; equity: number }> {
  const rows = rowsOf<{ id: string; equity: number }>(
    await db.execute(sql`SELECT id, equity::float8 AS equity FROM copies`),
  );
  const anomalies: TReconciliationAnomaly[] = [];
  let equity = 0;
  const known = new Set<string>();
  for (const copy of rows) {
    known.add(`copy:${copy.id}`);
    equity += copy.equity;
    const expected = byAccount.get(`copy:${copy.id}`)?.posted ?? 0;
    if (copy.equity !== expected) {
      anomalies.push({
        kind: 'copy_differs',
        subject: `copy:${copy.id}`,
        expected,
        found: copy.equity,
      });
    }
  }
  for (const [account, { posted }] of byAccount) {
    if (account.startsWith('copy:') && !known.has(account) && posted !== 0) {
      anomalies.push({ kind: 'copy_differs', subject: account, expected: posted, found: 0 });
    }
  }
  return { anomalies, equity };
}

/** Deposits and withdrawals whose transfers do not say what their status says. */
async function transactionsDisagreeing(db: DbOrTx): Promise<TReconciliationAnomaly[]> {
  const rows = rowsOf<{
    id: string;
    status: string;
    amount: number;
    moved: number;
    waiting: number;
  }>(
    await db.execute(sql`
      SELECT t.transaction_id AS id, t.status, t.amount::float8 AS amount,
        COALESCE(sum(l.amount) FILTER (WHERE l.phase IN ('posted', 'post')), 0)::float8 AS moved,
        (COALESCE(sum(l.amount) FILTER (WHERE l.phase = 'pending'), 0)
          - COALESCE(sum(l.amount) FILTER (WHERE l.phase IN ('post', 'void')), 0))::float8 AS waiting
      FROM transactions t LEFT JOIN ledger_transfers l ON l.reference = t.transaction_id
      WHERE t.kind IN ('deposit', 'withdrawal')
      GROUP BY t.id`),
  );
  const anomalies: TReconciliationAnomaly[] = [];
  for (const row of rows) {
    const expected = {
      pending: { moved: 0, waiting: row.amount },
      success: { moved: row.amount, waiting: 0 },
      failed: { moved: 0, waiting: 0 },
    }[row.status as 'pending' | 'success' | 'failed'];
    if (!expected) continue;
    if (row.moved !== expected.moved || row.waiting !== expected.waiting) {
      anomalies.push({
        kind: 'transaction_differs',
        subject: row.id,
        expected: expected.moved + expected.waiting,
        found: row.moved + row.waiting,
      });
    }
  }
  return anomalies;
}

/**
 * Referral commissions (decision 055) whose transfer does not say what their row says: every
 * `referral_commissions` row has exactly its amount moved from `platform:referral_commissions`
 * to its referrer's balance under its reference, and no such transfer is without its row.
 */
async function commissionsDisagreeing(db: DbOrTx): Promise<TReconciliationAnomaly[]> {
  const rows = rowsOf<{ subject: string; expected: number; found: number }>(
    await db.execute(sql`
      WITH recorded AS (
        SELECT 'commission:' || deposit_id || ':' || level AS reference,
          'user:' || referrer_id || ':balance' AS account, amount::float8 AS amount
        FROM referral_commissions),
      moved AS (
        SELECT reference, credit_account AS account, sum(amount)::float8 AS amount
        FROM ledger_transfers
        WHERE reason = 'referral_commission' OR debit_account = 'platform:referral_commissions'
        GROUP BY reference, credit_account)
      SELECT COALESCE(r.reference, m.reference, '') AS subject,
        COALESCE(r.amount, 0) AS expected, COALESCE(m.amount, 0) AS found
      FROM recorded r FULL JOIN moved m ON m.reference = r.reference AND m.account = r.account
      WHERE r.reference IS NULL OR m.reference IS NULL OR r.amount <> m.amount`),
  );
  return rows.map((row) => ({ kind: 'commission_differs' as const, ...row }));
}

/** Pending transfers still open past what their operation allows. */
async function stalePending(db: DbOrTx, now: Date): Promise<TReconciliationAnomaly[]> {
  const rows = rowsOf<{
    id: number;
    reason: string;
    reference: string | null;
    amount: number;
    created: string;
  }>(
    await db.execute(sql`
      SELECT p.id::float8 AS id, p.reason, p.reference, p.amount::float8 AS amount,
        p.created_at AS created
      FROM ledger_transfers p
      WHERE p.phase = 'pending'
        AND p.created_at < ${new Date(now.getTime() - minDays() * 86_400_000).toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)`),
  );
  return rows
    .filter((row) => {
      const days = PENDING_MAX_DAYS[row.reason] ?? minDays();
      return new Date(row.created).getTime() < now.getTime() - days * 86_400_000;
    })
    .map((row) => ({
      kind: 'pending_too_old' as const,
      subject: row.reference ?? `transfer:${row.id}`,
      expected: 0,
      found: row.amount,
    }));
}

function minDays(): number {
  return Math.min(...Object.values(PENDING_MAX_DAYS));
}
