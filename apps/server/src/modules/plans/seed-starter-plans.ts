import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { plans } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export interface SeedStarterPlansOptions {
  deps: AppDeps;
}

/**
 * On a brand-new installation, three starter plans so the landing page and /plans are not empty;
 * admins edit or delete them. (No payment methods are seeded: wallet addresses must be real.)
 */
export async function seedStarterPlans({ deps }: SeedStarterPlansOptions): Promise<void> {
  const [{ count } = { count: 0 }] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(plans);
  if (count > 0) return;
  const at = deps.clock.now();
  await deps.db.insert(plans).values([
    {
      id: newId(),
      title: 'Basic Plan',
      min: 100_00,
      max: 999_00,
      roiBps: 200,
      days: 7,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: newId(),
      title: 'Silver Plan',
      min: 1_000_00,
      max: 4_999_00,
      roiBps: 350,
      days: 14,
      isRecommended: true,
      createdAt: at,
      updatedAt: at,
    },
    {
      id: newId(),
      title: 'Gold Plan',
      min: 5_000_00,
      max: 50_000_00,
      roiBps: 500,
      days: 30,
      createdAt: at,
      updatedAt: at,
    },
  ]);
}
