import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { leadTraders, traderPositions } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { closeCopies } from './close-copies.ts';
import { lockLeadTrader } from './lock-lead-trader.ts';

export type WithdrawTraderRoleOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: { traderId: string };
};

/**
 * An admin withdraws a user's lead-trader role (decision 043): refused while the trader has open
 * positions (their mirrors would have no close); otherwise every running copy closes with its
 * equity returned, the role ends (`active` false, `withdrawn_at`) and the action is audited. The
 * trader's row is locked first, so an open meanwhile, or a second admin, waits: the second finds
 * the role gone (trader_not_found).
 */
export async function withdrawTraderRole({ deps, viewer, input }: WithdrawTraderRoleOptions) {
  await authorize(viewer, 'trader.manage', { ownerId: input.traderId });
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const trader = await lockLeadTrader(tx, input.traderId);
    if (!trader) throw appError('trader_not_found');
    const [open] = await tx
      .select({ id: traderPositions.id })
      .from(traderPositions)
      .where(and(eq(traderPositions.traderId, trader.userId), eq(traderPositions.status, 'open')))
      .limit(1);
    if (open) throw appError('trader_positions_open');
    const closed = await closeCopies({ tx, at, where: sql`c.trader_id = ${trader.userId}` });
    await tx
      .update(leadTraders)
      .set({ active: false, withdrawnAt: at, updatedAt: at })
      .where(eq(leadTraders.userId, trader.userId));
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'trader.withdraw',
      targetType: 'user',
      targetId: trader.userId,
      before: { active: true, displayName: trader.displayName },
      after: { active: false, copiesClosed: closed.length },
      at,
    });
  });
}
