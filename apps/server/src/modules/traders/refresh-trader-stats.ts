import { eq } from 'drizzle-orm';
import { sparkline, traderStatistics } from '@copyvest/shared';
import type { Tx } from '../../db/client.ts';
import { leadTraders } from '../../db/schema.ts';
import { loadBook } from './load-book.ts';

export type RefreshTraderStatsOptions = { tx: Tx; traderId: string; now: Date };

/**
 * Recomputes a trader's statistics and sparkline from their book (decision 043) and stores them on
 * `lead_traders`, in the caller's transaction: called by every close. One read of the book (see
 * `loadBook`) and one update; the window ROIs are as of `now` (the close), which `computedAt`
 * records.
 */
export async function refreshTraderStats({
  tx,
  traderId,
  now,
}: RefreshTraderStatsOptions): Promise<void> {
  const book = await loadBook(tx, traderId);
  const stats = traderStatistics({ ...book, now });
  await tx
    .update(leadTraders)
    .set({ stats, sparkline: sparkline(book.closes), updatedAt: now })
    .where(eq(leadTraders.userId, traderId));
}
