import type { Tx } from '../../db/client.ts';

export type RefreshTraderStatsOptions = { tx: Tx; traderId: string; now: Date };

/**
 * Recomputes a trader's statistics and sparkline from their book (decision 043) and stores them on
 * `lead_traders`, in the caller's transaction: called by every close.
 */
export async function refreshTraderStats(_options: RefreshTraderStatsOptions): Promise<void> {
  // Filled in by the statistics work; the close calls it from the start.
}
