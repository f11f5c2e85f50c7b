import { storedTransactionDescription } from '@copyvest/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { trades, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { platformAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { insertTransaction } from '../transactions/index.ts';
import { accrueTrade } from './accrue-trade.ts';
import type { TradeRow } from './to-trade-dto.ts';
import { executeShaped } from '../../db/execute-named.ts';
import { openTradeOf } from './open-trade-of.ts';

export interface PayOutTradeOptions {
  tx: Tx;
  deps: AppDeps;
  userId: string;
  at: Date;
  /** The profit and the open trade, read already (`readPayout`); default: read here. */
  found?: Payout;
}

/** What a payout starts from: the user's profit and their open trade, if any. */
export interface Payout {
  profit: number;
  trade: TradeRow | null;
}

/**
 * The user's profit and open trade in one read. A snapshot, as the payout's own read is under
 * READ COMMITTED: the transfers and the close that follow are conditional, so what changed since
 * is paid once or refused, never twice.
 */
export async function readPayout({ db, userId }: { db: DbOrTx; userId: string }): Promise<Payout> {
  const [found] = await executeShaped(
    db,
    'read-payout',
    (db) =>
      db
        .select({ profit: users.profit, trade: trades })
        .from(users)
        .leftJoin(trades, openTradeOf(users.id))
        .where(eq(users.id, sql.placeholder('userId')))
        .limit(1),
    { userId },
  );
  return { profit: found?.profit ?? 0, trade: found?.trade ?? null };
}

/**
 * Pays the user's profit to their balance and closes their open trade, returning its capital, in
 * the caller's transaction: a success credit for the profit (notified, decision 029) and one for the
 * capital. Used by the user's claim and by the close of a matured trade. Pays once however many
 * run at the same time: the profit transfer and the close are conditional.
 */
export async function payOutTrade({ tx, deps, userId, at, found }: PayOutTradeOptions) {
  // The profit and the open trade in one read; the days accrued now are added to it.
  const { trade, profit: stored } = found ?? (await readPayout({ db: tx, userId }));
  let profit = stored;
  if (trade && deps.config.ACCRUAL_MODE === 'timer') {
    profit += await accrueTrade({ tx, trade, now: at });
  }
  if (profit <= 0) throw appError('profit_nothing_to_claim');
  const reference = trade?.id ?? 'profit';
  const moved = await transfer({
    tx,
    legs: [
      {
        debit: userAccount(userId, 'profit'),
        credit: userAccount(userId, 'balance'),
        amount: profit,
      },
    ],
    reason: 'profit_claim',
    reference,
    at,
  });
  if (!moved) throw appError('profit_nothing_to_claim');
  const claim = await insertTransaction({
    tx,
    values: {
      userId,
      amount: profit,
      type: 'credit',
      status: 'success',
      kind: 'profit_claim',
      ...storedTransactionDescription({
        code: 'profit_claim',
        params: trade ? { plan: trade.planTitle } : {},
      }),
      crypto: 'USD',
      createdAt: at,
    },
  });
  await insertNotification({
    db: tx,
    userId,
    kind: 'profit_credited',
    transactionId: claim.id,
    amount: profit,
    at,
  });
  let capitalReturned = 0;
  let closedTransactionId: string | null = null;
  if (trade) {
    const [closed] = await executeShaped(
      tx,
      'close-trade',
      (tx) =>
        tx
          .update(trades)
          .set({ status: 'closed', closedAt: sql`${sql.placeholder('at')}::timestamptz` })
          .where(and(eq(trades.id, sql.placeholder('id')), eq(trades.status, 'ongoing')))
          .returning(),
      { id: trade.id, at },
    );
    if (closed) {
      capitalReturned = closed.amount;
      await transfer({
        tx,
        legs: [
          {
            debit: platformAccount('capital_in_trades'),
            credit: userAccount(userId, 'balance'),
            amount: closed.amount,
          },
        ],
        reason: 'trade_close',
        reference: closed.id,
        at,
      });
      const returned = await insertTransaction({
        tx,
        values: {
          userId,
          amount: closed.amount,
          type: 'credit',
          status: 'success',
          kind: 'trade_close',
          ...storedTransactionDescription({
            code: 'capital_returned',
            params: { plan: closed.planTitle },
          }),
          crypto: 'USD',
          createdAt: at,
        },
      });
      closedTransactionId = returned.id;
    }
  }
  return { profit, capitalReturned, closedTransactionId };
}
