import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TOverview } from '@copyvest/shared';
import type { Db } from '../../db/client.ts';
import { transactions, users } from '../../db/schema.ts';

export interface GetOverviewOptions {
  db: Db;
}

/** Total users, total successful deposits, and how many transactions wait for a decision. */
export async function getOverview({ db }: GetOverviewOptions): Promise<TOverview> {
  const [[usersRow], [depositRow], [pendingRow]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(isNull(users.deletedAt)),
    db
      .select({ total: sql<number>`COALESCE(SUM(${transactions.amount}), 0)::float8` })
      .from(transactions)
      .where(and(eq(transactions.kind, 'deposit'), eq(transactions.status, 'success'))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.status, 'pending')),
  ]);
  return {
    totalUsers: usersRow?.n ?? 0,
    totalDeposit: depositRow?.total ?? 0,
    pendingTransactions: pendingRow?.n ?? 0,
  };
}
