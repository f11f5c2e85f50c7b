import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TMakeTraderRequest, TTraderSummary } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { leadTraders, users } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { selectTraderSummaries } from './select-trader-summaries.ts';

export type MakeTraderOptions = { deps: AppDeps; viewer: Actor; input: TMakeTraderRequest };

/**
 * `POST /v1/admin/traders`: makes a user a lead trader (audited). The user must exist, not be
 * deleted and not be a guest (404 user_not_found otherwise); an inactive account may hold the role
 * (the trader actions' policy still refuses it until it is activated), and so may an admin. A
 * trader whose role was withdrawn gets it back with the new profile and the same book (index,
 * statistics, history); one holding it already is 409 trader_already_exists. One conditional
 * upsert, so two admins at once make one trader.
 */
export async function makeTrader({
  deps,
  viewer,
  input,
}: MakeTraderOptions): Promise<TTraderSummary> {
  await authorize(viewer, 'trader.manage', { ownerId: input.userId });
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), isNull(users.deletedAt), eq(users.isGuest, false)))
      .limit(1);
    if (!user) throw appError('user_not_found');
    const profile = {
      displayName: input.displayName,
      strategy: input.strategy ?? '',
      riskLevel: input.riskLevel,
      minAllocation: input.minAllocation,
      maxAllocation: input.maxAllocation,
      profitShareBps: input.profitShareBps,
    };
    const [row] = await tx
      .insert(leadTraders)
      .values({ userId: input.userId, ...profile, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: leadTraders.userId,
        set: { ...profile, active: true, withdrawnAt: null, updatedAt: at },
        setWhere: sql`${leadTraders.active} = false`,
      })
      .returning({ userId: leadTraders.userId });
    if (!row) throw appError('trader_already_exists');
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'trader.make',
      targetType: 'lead_trader',
      targetId: input.userId,
      after: profile,
      at,
    });
    const [summary] = await selectTraderSummaries({
      db: tx,
      traderId: input.userId,
      activeOnly: false,
    });
    return summary!;
  });
}
