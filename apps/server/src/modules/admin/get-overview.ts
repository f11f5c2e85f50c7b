import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TOverview } from '@copyvest/shared';
import type { Db } from '../../db/client.ts';
import { reconciliations, transactions, users } from '../../db/schema.ts';

export interface GetOverviewOptions {
  db: Db;
}

/**
 * Total users, total successful deposits, how many transactions wait for a decision, and the
 * newest reconciliation of the books.
 */
export async function getOverview({ db }: GetOverviewOptions): Promise<TOverview> {
  const [[usersRow], [depositRow], [pendingRow], [reconciliation]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      // The investors: admins run the platform and are not counted among its users.
      .where(and(isNull(users.deletedAt), eq(users.isAdmin, false))),
    db
      .select({ total: sql<number>`COALESCE(SUM(${transactions.amount}), 0)::float8` })
      .from(transactions)
      .where(and(eq(transactions.kind, 'deposit'), eq(transactions.status, 'success'))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.status, 'pending')),
    db
      .select({
        ok: reconciliations.ok,
        finishedAt: reconciliations.finishedAt,
        anomalies: sql<number>`jsonb_array_length(${reconciliations.anomalies})::int`,
      })
      .from(reconciliations)
      .orderBy(desc(reconciliations.startedAt), desc(reconciliations.id))
      .limit(1),
  ]);
  return {
    totalUsers: usersRow?.n ?? 0,
    totalDeposit: depositRow?.total ?? 0,
    pendingTransactions: pendingRow?.n ?? 0,
    lastReconciliation: reconciliation
      ? {
          ok: reconciliation.ok,
          finishedAt: reconciliation.finishedAt.toISOString(),
          anomalies: reconciliation.anomalies,
        }
      : null,
  };
}
