import { asc, eq } from 'drizzle-orm';
import type { TTraderConsole } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { instruments, leadTraders } from '../../db/schema.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { getTraderProfile } from './get-trader-profile.ts';

export type GetTraderConsoleOptions = { deps: AppDeps; viewer: Actor };

/** Whether the user holds an active lead-trader role (what the trader actions' policy asks). */
export async function holdsTraderRole(deps: AppDeps, userId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ active: leadTraders.active })
    .from(leadTraders)
    .where(eq(leadTraders.userId, userId))
    .limit(1);
  return row?.active === true;
}

/**
 * `GET /v1/trader`: the trader's own profile and the instruments they may trade. Asked as
 * `trader.edit_profile` (the console is where the trader edits and trades): 403
 * trader_role_required without the role, user_inactive on an inactive account.
 */
export async function getTraderConsole({
  deps,
  viewer,
}: GetTraderConsoleOptions): Promise<TTraderConsole> {
  const leadTrader = await holdsTraderRole(deps, viewer.userId);
  await authorize(viewer, 'trader.edit_profile', { leadTrader });
  const [profile, list] = await Promise.all([
    getTraderProfile({ deps, input: { traderId: viewer.userId } }),
    deps.db
      .select()
      .from(instruments)
      .where(eq(instruments.active, true))
      .orderBy(asc(instruments.symbol)),
  ]);
  return {
    profile,
    instruments: list.map(({ id, symbol, name, active }) => ({ id, symbol, name, active })),
  };
}
