import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { toPlanDto } from './to-plan-dto.ts';

export interface DeletePlanOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
}

/** Deletes a plan (audited); ongoing trades on it keep running on their snapshot. */
export async function deletePlan({ deps, actorId, id }: DeletePlanOptions) {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(plans).where(eq(plans.id, id)).returning();
    if (!row) throw appError('plan_not_found');
    await writeAudit({
      tx,
      actorId,
      action: 'plan.delete',
      targetType: 'plan',
      targetId: id,
      before: toPlanDto(row),
      at,
    });
  });
}
