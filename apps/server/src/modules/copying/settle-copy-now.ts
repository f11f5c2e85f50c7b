import { and, eq, sql } from 'drizzle-orm';
import { parsePrice, settleMirror, plainDecimal } from '@copyvest/shared';
import type { Tx } from '../../db/client.ts';
import {
  copies,
  copyPositions,
  copySettlements,
  leadTraders,
  notifications,
  traderPositions,
} from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { copyAccount, platformAccount, userAccount } from '../ledger/index.ts';
import { type BulkLeg, postTransfers } from '../ledger/index.ts';

type SettleCopyNowOptions = {
  tx: Tx;
  /** A copy the caller locked (its UPDATE in this transaction). */
  copy: { id: string; followerId: string; traderId: string; equity: number; highWaterMark: number };
  at: Date;
};

/**
 * "Close now" (decision 043): settles every open mirror of one copy at its position's last
 * recorded price, with the same arithmetic as a trader's close (`settleMirror`, the shared
 * function the settlement SQL agrees with), one mirror after another on the running equity, then
 * writes the copy, the mirrors, the settlements (unique per mirror for close_now: at most once),
 * the transfers and the followers' notifications. The mirrors are locked with the copy's row
 * already held, so a trader's close of the same position settles either before (and this sees
 * the mirror's smaller open part) or after (and finds the mirror closed).
 */
export async function settleCopyNow({ tx, copy, at }: SettleCopyNowOptions) {
  const open = await tx
    .select({ mirror: copyPositions, position: traderPositions, trader: leadTraders })
    .from(copyPositions)
    .innerJoin(traderPositions, eq(traderPositions.id, copyPositions.positionId))
    .innerJoin(leadTraders, eq(leadTraders.userId, traderPositions.traderId))
    .where(and(eq(copyPositions.copyId, copy.id), eq(copyPositions.status, 'open')))
    .orderBy(copyPositions.id)
    .for('update', { of: copyPositions });
  if (open.length === 0) return;
  let equity = BigInt(copy.equity);
  let mark = BigInt(copy.highWaterMark);
  let realized = 0n;
  let shares = 0n;
  const legs: BulkLeg[] = [];
  for (const { mirror, position, trader } of open) {
    const s = settleMirror({
      equityAtOpen: BigInt(mirror.equityAtOpen),
      sizeBps: BigInt(position.sizeBps),
      closedBps: BigInt(mirror.openBps),
      side: position.side,
      entryPrice: parsePrice(plainDecimal(position.entryPrice)),
      exitPrice: parsePrice(plainDecimal(position.lastPrice)),
      equity,
      highWaterMark: mark,
      shareBps: BigInt(trader.profitShareBps),
    });
    equity = s.equityAfter;
    mark = s.highWaterMark;
    realized += s.pnl;
    shares += s.share;
    await tx
      .update(copyPositions)
      .set({
        openBps: 0,
        realized: sql`${copyPositions.realized} + ${Number(s.pnl)}`,
        status: 'closed',
        closedAt: at,
      })
      .where(eq(copyPositions.id, mirror.id));
    await tx.insert(copySettlements).values({
      copyId: copy.id,
      mirrorId: mirror.id,
      kind: 'close_now',
      closedBps: mirror.openBps,
      exitPrice: position.lastPrice,
      computed: Number(s.computed),
      pnl: Number(s.pnl),
      share: Number(s.share),
      equityAfter: Number(s.equityAfter),
      createdAt: at,
    });
    const pnl = Number(s.pnl);
    if (pnl > 0) {
      legs.push({
        debit: platformAccount('copy_trading_results'),
        credit: copyAccount(copy.id),
        amount: pnl,
        reason: 'copy_pnl',
        reference: copy.id,
      });
    } else if (pnl < 0) {
      legs.push({
        debit: copyAccount(copy.id),
        credit: platformAccount('copy_trading_results'),
        amount: -pnl,
        reason: 'copy_pnl',
        reference: copy.id,
      });
    }
    legs.push({
      debit: copyAccount(copy.id),
      credit: userAccount(copy.traderId, 'balance'),
      amount: Number(s.share),
      reason: 'copy_profit_share',
      reference: copy.id,
    });
    await tx.insert(notifications).values({
      id: newId(),
      userId: copy.followerId,
      kind: 'copy_position_closed',
      data: { copyId: copy.id, traderName: trader.displayName, symbol: position.symbol, pnl },
      createdAt: at,
    });
  }
  await tx
    .update(copies)
    .set({
      equity: Number(equity),
      highWaterMark: Number(mark),
      realized: sql`${copies.realized} + ${Number(realized)}`,
      sharesPaid: sql`${copies.sharesPaid} + ${Number(shares)}`,
      updatedAt: at,
    })
    .where(eq(copies.id, copy.id));
  await postTransfers({ tx, legs, at });
}
