import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { trades, users } from '../../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { payOutTrade } from './pay-out-trade.ts';

export interface MatureTradeOptions {
  deps: AppDeps;
  tradeId: string;
}

/**
 * A trade whose plan term is paid in full is matured, once (the conditional stamp of
 * `matured_at`): with AUTO_CLOSE_MATURED it is closed and its profit and capital paid back to the
 * balance, as the owner's claim would (the system acts, no viewer); otherwise the owner is asked to
 * claim. Either way the owner gets a notification and an e-mail. Returns whether it matured now.
 */
export async function matureTrade({ deps, tradeId }: MatureTradeOptions): Promise<boolean> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // The owner's row first, as the owner's own requests (a claim, an investment) lock it before
    // the trade: the same order, so the two never deadlock.
    const [owner] = await tx
      .select({ name: users.name, email: users.email, profit: users.profit })
      .from(users)
      .where(
        eq(users.id, sql`(SELECT ${trades.userId} FROM ${trades} WHERE ${trades.id} = ${tradeId})`),
      )
      .for('no key update');
    if (!owner) return false;
    const [matured] = await tx
      .update(trades)
      .set({ maturedAt: at })
      .where(
        and(
          eq(trades.id, tradeId),
          eq(trades.status, 'ongoing'),
          gte(trades.daysPaid, trades.days),
          isNull(trades.maturedAt),
        ),
      )
      .returning();
    if (!matured) return false;
    const autoClose = deps.config.AUTO_CLOSE_MATURED === 'on';
    let paidBack = { profit: owner.profit, capital: matured.amount };
    if (autoClose) {
      const paid = await payOutTrade({ tx, deps, userId: matured.userId, at });
      paidBack = { profit: paid.profit, capital: paid.capitalReturned };
      await insertNotification({
        db: tx,
        userId: matured.userId,
        kind: 'trade_completed',
        transactionId: paid.closedTransactionId ?? undefined,
        amount: paid.capitalReturned,
        at,
      });
    } else {
      await insertNotification({
        db: tx,
        userId: matured.userId,
        kind: 'trade_matured',
        amount: owner.profit > 0 ? owner.profit : undefined,
        at,
      });
    }
    await enqueueMail({
      tx,
      to: owner,
      template: 'trade-matured',
      data: {
        name: owner.name,
        planTitle: matured.planTitle,
        profit: paidBack.profit,
        capital: paidBack.capital,
        closed: autoClose,
      },
      at,
    });
    return true;
  });
}
