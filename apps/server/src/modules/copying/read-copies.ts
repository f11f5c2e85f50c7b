import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  mirrorPnlCents,
  parsePrice,
  type TCopy,
  type TCopyMirror,
  type TCopySettlement,
  plainDecimal,
} from '@copyvest/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  copies,
  copyPositions,
  copySettlements,
  leadTraders,
  traderPositions,
} from '../../db/schema.ts';

/** A mirror's open part valued at its position's last recorded price (cents, floored). */
export function openPnlOf(m: {
  equityAtOpen: number;
  sizeBps: number;
  openBps: number;
  side: 'long' | 'short';
  entryPrice: string;
  lastPrice: string;
}): number {
  if (m.openBps === 0) return 0;
  return Number(
    mirrorPnlCents({
      equityAtOpen: BigInt(m.equityAtOpen),
      sizeBps: BigInt(m.sizeBps),
      closedBps: BigInt(m.openBps),
      side: m.side,
      entryPrice: parsePrice(plainDecimal(m.entryPrice)),
      exitPrice: parsePrice(plainDecimal(m.lastPrice)),
    }),
  );
}

/**
 * The follower's copies as the API shows them (TCopy): running first, then closed, newest first;
 * `copyId` narrows to one. Only the follower's own: someone else's copy is not found.
 */
export async function readCopies(
  db: DbOrTx,
  followerId: string,
  copyId?: string,
): Promise<TCopy[]> {
  const rows = await db
    .select({ copy: copies, traderName: leadTraders.displayName })
    .from(copies)
    .innerJoin(leadTraders, eq(leadTraders.userId, copies.traderId))
    .where(and(eq(copies.followerId, followerId), copyId ? eq(copies.id, copyId) : sql`true`))
    .orderBy(sql`(${copies.status} = 'closed')`, desc(copies.createdAt), desc(copies.id));
  if (rows.length === 0) return [];
  const mirrors = await db
    .select({ mirror: copyPositions, position: traderPositions })
    .from(copyPositions)
    .innerJoin(traderPositions, eq(traderPositions.id, copyPositions.positionId))
    .where(
      inArray(
        copyPositions.copyId,
        rows.map((r) => r.copy.id),
      ),
    )
    .orderBy(desc(copyPositions.openedAt), desc(copyPositions.id));
  const byCopy = new Map<string, TCopyMirror[]>();
  for (const { mirror, position } of mirrors) {
    const dto: TCopyMirror = {
      id: mirror.id,
      positionId: position.id,
      symbol: position.symbol,
      side: position.side,
      sizeBps: position.sizeBps,
      entryPrice: plainDecimal(position.entryPrice),
      lastPrice: plainDecimal(position.lastPrice),
      equityAtOpen: mirror.equityAtOpen,
      openBps: mirror.openBps,
      realized: mirror.realized,
      openPnl: openPnlOf({ ...mirror, ...position, openBps: mirror.openBps }),
      status: mirror.status,
      openedAt: mirror.openedAt.toISOString(),
      closedAt: mirror.closedAt?.toISOString() ?? null,
    };
    byCopy.set(mirror.copyId, [...(byCopy.get(mirror.copyId) ?? []), dto]);
  }
  return rows.map(({ copy, traderName }) => {
    const list = byCopy.get(copy.id) ?? [];
    return {
      id: copy.id,
      traderId: copy.traderId,
      traderName,
      status: copy.status,
      invested: copy.invested,
      equity: copy.equity,
      highWaterMark: copy.highWaterMark,
      realized: copy.realized,
      sharesPaid: copy.sharesPaid,
      openPnl: list.reduce((sum, m) => sum + m.openPnl, 0),
      returned: copy.returned,
      mirrors: list,
      createdAt: copy.createdAt.toISOString(),
      stoppedAt: copy.stoppedAt?.toISOString() ?? null,
      closedAt: copy.closedAt?.toISOString() ?? null,
    };
  });
}

/** A copy's settlements, newest first (TCopySettlement). */
export async function readHistory(db: DbOrTx, copyId: string): Promise<TCopySettlement[]> {
  const rows = await db
    .select({ s: copySettlements, symbol: traderPositions.symbol })
    .from(copySettlements)
    .innerJoin(copyPositions, eq(copyPositions.id, copySettlements.mirrorId))
    .innerJoin(traderPositions, eq(traderPositions.id, copyPositions.positionId))
    .where(eq(copySettlements.copyId, copyId))
    .orderBy(desc(copySettlements.createdAt), desc(copySettlements.id));
  return rows.map(({ s, symbol }) => ({
    id: s.id,
    mirrorId: s.mirrorId,
    symbol,
    kind: s.kind,
    closedBps: s.closedBps,
    exitPrice: plainDecimal(s.exitPrice),
    computed: s.computed,
    pnl: s.pnl,
    capped: s.pnl - s.computed,
    share: s.share,
    equityAfter: s.equityAfter,
    at: s.createdAt.toISOString(),
  }));
}
