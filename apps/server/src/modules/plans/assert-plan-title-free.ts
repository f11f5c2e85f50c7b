import { and, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { plans } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';

export interface AssertPlanTitleFreeOptions {
  tx: DbOrTx;
  title: string;
  /** The plan being edited keeps its own title. */
  exceptId?: string;
}

/**
 * Two plans with one title cannot be told apart by users choosing one: a title already taken by
 * another plan (letter case and surrounding spaces ignored) is refused with a 409 (decision 027).
 */
export async function assertPlanTitleFree({ tx, title, exceptId }: AssertPlanTitleFreeOptions) {
  const sameTitle = sql`lower(trim(${plans.title})) = lower(trim(${title}))`;
  const [taken] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(exceptId ? and(sameTitle, ne(plans.id, exceptId)) : sameTitle)
    .limit(1);
  if (taken) throw appError('plan_already_exists');
}
