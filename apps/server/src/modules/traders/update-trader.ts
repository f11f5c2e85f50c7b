import { eq } from 'drizzle-orm';
import { messages, type TTraderSummary, type TUpdateTraderRequest } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { leadTraders } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';

export type UpdateTraderOptions = {
  deps: AppDeps;
  viewer: Actor;
  input: TUpdateTraderRequest & { traderId: string };
};

/**
 * `PATCH /v1/admin/traders/:id` (audited): any profile field. The bounds rule holds on the result:
 * the maximum allocation at least the minimum, whichever of the two the request changes (400 with
 * the message, nothing changed). Running copies keep their allocation: the bounds apply to new
 * copies and added funds. The row is locked for the check, so two edits cannot cross the bounds.
 */
export async function updateTrader({
  deps,
  viewer,
  input,
}: UpdateTraderOptions): Promise<TTraderSummary> {
  await authorize(viewer, 'trader.manage', { ownerId: input.traderId });
  const { traderId, ...changes } = input;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(leadTraders)
      .where(eq(leadTraders.userId, traderId))
      .for('update');
    if (!before) throw appError('trader_not_found');
    const min = changes.minAllocation ?? before.minAllocation;
    const max = changes.maxAllocation ?? before.maxAllocation;
    if (max < min) {
      throw appError('general_argument_invalid', messages.copyTrading.boundsInvalid);
    }
    const set = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<typeof leadTraders.$inferInsert>;
    await tx
      .update(leadTraders)
      .set({ ...set, updatedAt: at })
      .where(eq(leadTraders.userId, traderId));
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'trader.update',
      targetType: 'lead_trader',
      targetId: traderId,
      before: pick(before, Object.keys(set)),
      after: set,
      at,
    });
    const [summary] = await selectTraderSummaries({ db: tx, traderId, activeOnly: false });
    return summary!;
  });
}

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]]));
