import { desc, eq, sql } from 'drizzle-orm';
import type { TCommissionList } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { referralCommissions, transactions, users } from '../../db/schema.ts';

export interface ListCommissionsOptions {
  db: DbOrTx;
  /** Whose commissions: the signed-in user's own. */
  userId: string;
  limit: number;
  offset: number;
}

/** The commission log (decision 055): who deposited, the level, the deposit, the commission. */
export async function listCommissions({
  db,
  userId,
  limit,
  offset,
}: ListCommissionsOptions): Promise<TCommissionList> {
  const rows = await db
    .select({
      row: referralCommissions,
      name: users.name,
      email: users.email,
      reference: transactions.transactionId,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(referralCommissions)
    .innerJoin(users, eq(users.id, referralCommissions.depositorId))
    .innerJoin(transactions, eq(transactions.id, referralCommissions.transactionId))
    .where(eq(referralCommissions.referrerId, userId))
    .orderBy(desc(referralCommissions.createdAt), desc(referralCommissions.id))
    .limit(limit)
    .offset(offset);
  return {
    total: rows[0]?.total ?? 0,
    commissions: rows.map(({ row, name, email, reference }) => ({
      $id: row.id,
      $createdAt: row.createdAt.toISOString(),
      level: row.level,
      fromName: name || email,
      depositAmount: row.depositAmount,
      bps: row.bps,
      amount: row.amount,
      reference,
    })),
  };
}
