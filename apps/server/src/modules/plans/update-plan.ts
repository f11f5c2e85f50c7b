import { eq } from 'drizzle-orm';
import { type TPlanInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { assertPlanTitleFree } from './assert-plan-title-free.ts';
import { toPlanDto } from './to-plan-dto.ts';
import { planColumns } from './plan-columns.ts';

export interface UpdatePlanOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
  input: TPlanInput;
}

/** Edits a plan (audited). Ongoing trades keep their own snapshot of the plan's terms. */
export async function updatePlan({ deps, actorId, id, input }: UpdatePlanOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).limit(1);
    if (!before) throw appError('plan_not_found');
    await assertPlanTitleFree({ tx, title: input.title, exceptId: id });
    const [row] = await tx
      .update(plans)
      .set({ ...planColumns(input), updatedAt: at })
      .where(eq(plans.id, id))
      .returning();
    const plan = toPlanDto(row!);
    await writeAudit({
      tx,
      actorId,
      action: 'plan.update',
      targetType: 'plan',
      targetId: id,
      before: toPlanDto(before),
      after: plan,
      at,
    });
    return plan;
  });
}
