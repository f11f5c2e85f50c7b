import type { AppDeps } from '../../app-deps.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { payOutTrade } from './pay-out-trade.ts';

export interface ClaimProfitOptions {
  deps: AppDeps;
  /** The acting viewer, whose profit it is. */
  viewer: Actor;
}

/**
 * Claim profit and close the trade: profit moves to the balance (a success credit transaction
 * described as a profit claim, notified to the user: decision 029) and the trade's capital returns
 * to the balance. Concurrent claims pay once: the profit debit is conditional.
 */
export async function claimProfit({ deps, viewer }: ClaimProfitOptions) {
  await authorize(viewer, 'profit.claim');
  const userId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction((tx) => payOutTrade({ tx, deps, userId, at }));
}
