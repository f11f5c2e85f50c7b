import { eq } from 'drizzle-orm';
import { roiToBasisPoints, type TPlanInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { writeAudit } from '../audit/write-audit.ts';
import { assertPlanTitleFree } from './assert-plan-title-free.ts';
import { toPlanDto } from './to-plan-dto.ts';

const columns = (input: TPlanInput) => ({
  title: input.title,
  min: input.min,
  max: input.max,
  roiBps: roiToBasisPoints(input.roi),
  days: input.days,
  isRecommended: input.isRecommended ?? false,
  // The label is optional: a request without it keeps the plan's own.
  ...(input.label === undefined ? {} : { label: input.label }),
});

export interface CreatePlanOptions {
  deps: AppDeps;
  actorId: string;
  input: TPlanInput;
  id?: string;
}

/** Creates a plan (audited). `id`: the record id a client chose (data API), default a new one. */
export async function createPlan({ deps, actorId, input, id = newId() }: CreatePlanOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertPlanTitleFree({ tx, title: input.title });
    const [row] = await tx
      .insert(plans)
      .values({ id, ...columns(input), createdAt: at, updatedAt: at })
      .returning();
    const plan = toPlanDto(row!);
    await writeAudit({
      tx,
      actorId,
      action: 'plan.create',
      targetType: 'plan',
      targetId: plan.$id,
      after: plan,
      at,
    });
    return plan;
  });
}

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
      .set({ ...columns(input), updatedAt: at })
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
