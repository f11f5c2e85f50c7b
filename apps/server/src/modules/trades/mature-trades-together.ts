import { storedTransactionDescription } from '@copyvest/shared';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { runWrites } from '../../db/run-writes.ts';
import { trades } from '../../db/schema.ts';
import { type BulkLeg, platformAccount, postTransfers, userAccount } from '../ledger/index.ts';
import { mailsWrite, type QueuedMail } from '../mail/index.ts';
import { notificationsWrite } from '../notifications/index.ts';
import { insertTransactions, type NewTransaction } from '../transactions/index.ts';
import { type FreeOwner, lockFreeOwners } from './lock-free-owners.ts';
import type { TradeRow } from './to-trade-dto.ts';

export interface MatureTradesTogetherOptions {
  deps: AppDeps;
  tradeIds: string[];
}

type Notice = Parameters<typeof notificationsWrite>[1][number];

/**
 * Matures many trades whose terms are paid in full in one transaction of a few statements,
 * whatever their number, as `matureTrade` does one: the free owners locked (`lockFreeOwners`), the
 * trades stamped (and with AUTO_CLOSE_MATURED closed) in one conditional update, then, closing,
 * every owner's profit and capital paid back with `payOutTrade`'s transfers and credits, and the
 * notifications and e-mails in one statement. Returns how many matured and the trades it left to
 * `matureTrade`: those whose owners another transaction held, a closing owner with no profit (the
 * claim refuses it, and so does that path), or all of them when the batch failed (it changed
 * nothing then).
 */
export async function matureTradesTogether({
  deps,
  tradeIds,
}: MatureTradesTogetherOptions): Promise<{ matured: number; left: string[] }> {
  const at = deps.clock.now();
  const closing = deps.config.AUTO_CLOSE_MATURED === 'on';
  try {
    return await deps.db.transaction(async (tx) => {
      const owners = (await lockFreeOwners({ tx, tradeIds })).filter(
        (owner) => !closing || owner.profit > 0,
      );
      const ownerOf = new Map(owners.map((owner) => [owner.tradeId, owner]));
      const matured =
        owners.length === 0
          ? []
          : await tx
              .update(trades)
              .set(closing ? { maturedAt: at, status: 'closed', closedAt: at } : { maturedAt: at })
              .where(
                and(
                  inArray(trades.id, [...ownerOf.keys()]),
                  eq(trades.status, 'ongoing'),
                  gte(trades.daysPaid, trades.days),
                  isNull(trades.maturedAt),
                ),
              )
              .returning();
      const done = matured.map((trade) => ({ trade, owner: ownerOf.get(trade.id)! }));
      const notices = closing
        ? await payBack({ tx, done, at })
        : done.map(({ trade, owner }) => ({
            userId: trade.userId,
            kind: 'trade_matured' as const,
            amount: owner.profit > 0 ? owner.profit : undefined,
            at,
          }));
      const mails: QueuedMail[] = done.map(({ trade, owner }) => ({
        to: owner,
        template: 'trade-matured',
        data: {
          name: owner.name,
          planTitle: trade.planTitle,
          profit: owner.profit,
          capital: trade.amount,
          closed: closing,
        },
        at,
      }));
      if (done.length > 0) {
        await runWrites(tx, [notificationsWrite(tx, notices), mailsWrite(tx, mails)], {
          named: false,
        });
      }
      const taken = new Set(owners.map((owner) => owner.tradeId));
      return { matured: matured.length, left: tradeIds.filter((id) => !taken.has(id)) };
    });
  } catch (error) {
    deps.log.warn(
      { err: error },
      'maturity: trades matured together failed, maturing them one by one',
    );
    return { matured: 0, left: tradeIds };
  }
}

type PayBackOptions = { tx: Tx; done: { trade: TradeRow; owner: FreeOwner }[]; at: Date };

/**
 * What `payOutTrade` does for one closed trade, for all of them: the owner's whole profit and the
 * trade's capital to the balance, a success credit for each (the profit's described as a claim of
 * the plan, the capital's as returned), the profit's notified; returns the notifications (the
 * profit credited, the trade completed with its capital).
 */
async function payBack({ tx, done, at }: PayBackOptions): Promise<Notice[]> {
  if (done.length === 0) return [];
  const legs: BulkLeg[] = done.flatMap(({ trade, owner }) => [
    {
      debit: userAccount(owner.userId, 'profit'),
      credit: userAccount(owner.userId, 'balance'),
      amount: owner.profit,
      reason: 'profit_claim',
      reference: trade.id,
    },
    {
      debit: platformAccount('capital_in_trades'),
      credit: userAccount(owner.userId, 'balance'),
      amount: trade.amount,
      reason: 'trade_close',
      reference: trade.id,
    },
  ]);
  await postTransfers({ tx, legs, at });
  const credit = (userId: string, amount: number) =>
    ({ userId, amount, type: 'credit', status: 'success', crypto: 'USD', createdAt: at }) as const;
  const rows: NewTransaction[] = done.flatMap(({ trade, owner }) => [
    {
      ...credit(owner.userId, owner.profit),
      kind: 'profit_claim',
      ...storedTransactionDescription({ code: 'profit_claim', params: { plan: trade.planTitle } }),
    },
    {
      ...credit(owner.userId, trade.amount),
      kind: 'trade_close',
      ...storedTransactionDescription({
        code: 'capital_returned',
        params: { plan: trade.planTitle },
      }),
    },
  ]);
  const inserted = await insertTransactions({ tx, values: rows });
  // One open trade per user: an owner's two credits are told apart by their kind.
  const credited = new Map(inserted.map((row) => [`${row.userId}:${row.kind}`, row]));
  return done.flatMap(({ trade, owner }) => {
    const claim = credited.get(`${owner.userId}:profit_claim`)!;
    const returned = credited.get(`${owner.userId}:trade_close`)!;
    return [
      {
        userId: owner.userId,
        kind: 'profit_credited' as const,
        transactionId: claim.id,
        amount: owner.profit,
        at,
      },
      {
        userId: owner.userId,
        kind: 'trade_completed' as const,
        transactionId: returned.id,
        amount: trade.amount,
        at,
      },
    ];
  });
}
