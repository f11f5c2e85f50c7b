import type { AppDeps } from '../../app-deps.ts';
import { appError } from '../../lib/errors.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { accrualDays, elapsedDays } from './accrual-days.ts';
import { type Payout, payOutTrade, readPayout } from './pay-out-trade.ts';

export interface ClaimProfitOptions {
  deps: AppDeps;
  /** The acting viewer, whose profit it is. */
  viewer: Actor;
}

/**
 * Claim profit and close the trade: profit moves to the balance (a success credit transaction
 * described as a profit claim, notified to the user: decision 029) and the trade's capital returns
 * to the balance. Concurrent claims pay once: the profit debit is conditional. The profit and the
 * trade are read first: with nothing to claim now (no profit, and no day the accrual would pay
 * first) the claim is refused on that read alone, without a transaction; otherwise the payout
 * starts from it.
 */
export async function claimProfit({ deps, viewer }: ClaimProfitOptions) {
  await authorize(viewer, 'profit.claim');
  const userId = viewer.userId;
  const at = deps.clock.now();
  const found = await readPayout({ db: deps.db, userId });
  if (!hasSomethingToClaim(deps, found, at)) throw appError('profit_nothing_to_claim');
  return deps.db.transaction((tx) => payOutTrade({ tx, deps, userId, at, found }));
}

/** Profit already credited, or a day of the open trade the timer's accrual would pay first. */
function hasSomethingToClaim(deps: AppDeps, { profit, trade }: Payout, at: Date): boolean {
  if (profit > 0) return true;
  if (!trade || deps.config.ACCRUAL_MODE !== 'timer') return false;
  return accrualDays(trade, trade.daysPaid, elapsedDays(trade, at)).length > 0;
}
