import { sql } from 'drizzle-orm';
import { percentToBasisPoints, STARTER_PLANS } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export interface SeedStarterPlansOptions {
  deps: AppDeps;
}

/**
 * On a brand-new installation, the three starter plans (`STARTER_PLANS`, whose best total over a
 * term is the landing's "up to 80%") so the landing page and /plans are not empty; admins edit or
 * delete them. (No payment methods are seeded: wallet addresses must be real.)
 */
export async function seedStarterPlans({ deps }: SeedStarterPlansOptions): Promise<void> {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(plans);
  if (count > 0) return;
  const at = deps.clock.now();
  await deps.db.insert(plans).values(
    STARTER_PLANS.map((plan) => ({
      id: newId(),
      title: plan.title,
      min: plan.min,
      max: plan.max,
      roiBps: percentToBasisPoints(plan.roi),
      days: plan.days,
      isRecommended: plan.isRecommended,
      createdAt: at,
      updatedAt: at,
    })),
  );
}
