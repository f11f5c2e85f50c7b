import { and, desc, eq, sql } from 'drizzle-orm';
import { RECENT_TRANSACTIONS, type TDashboard } from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { pendingReferralBonus } from '../ledger/index.ts';
import { findOngoingTrade } from '../trades/index.ts';
import { toTradeDto } from '../trades/index.ts';
import { toTransactionDto } from '../transactions/index.ts';
import { toUserDto } from '../accounts/index.ts';

export interface GetDashboardOptions {
  db: DbOrTx;
  user: UserRow;
}

/**
 * Balances, the ongoing trade, the 3 most recent transactions, the pending withdrawals and the
 * referral bonuses waiting for the referred accounts' activation.
 */
export async function getDashboard({ db, user }: GetDashboardOptions): Promise<TDashboard> {
  const [trade, recent, [pending], pendingBonus] = await Promise.all([
    findOngoingTrade({ db, userId: user.id }),
    db
      .select()
      .from(transactions)
      .where(eq(transactions.userId, user.id))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(RECENT_TRANSACTIONS),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, user.id),
          eq(transactions.kind, 'withdrawal'),
          eq(transactions.status, 'pending'),
        ),
      ),
    pendingReferralBonus({ db, userId: user.id }),
  ]);
  return {
    user: toUserDto(user),
    availableBalance: user.balance - user.held,
    heldBalance: user.held,
    trade: trade ? toTradeDto(trade) : null,
    recentTransactions: recent.map(toTransactionDto),
    pendingWithdrawals: pending?.count ?? 0,
    pendingBonus,
  };
}
