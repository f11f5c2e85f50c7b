import { type TPlanInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { writeAudit } from '../audit/index.ts';
import { assertPlanTitleFree } from './assert-plan-title-free.ts';
import { toPlanDto } from './to-plan-dto.ts';
import { planColumns } from './plan-columns.ts';

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
      .values({ id, ...planColumns(input), createdAt: at, updatedAt: at })
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
