import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { toPlanDto } from './to-plan-dto.ts';

export interface ListPlansOptions {
  deps: AppDeps;
}

/** Public: the landing page shows them too. */
export async function listPlans({ deps }: ListPlansOptions) {
  const rows = await deps.db.select().from(plans).orderBy(asc(plans.min), asc(plans.createdAt));
  return { total: rows.length, plans: rows.map(toPlanDto) };
}
