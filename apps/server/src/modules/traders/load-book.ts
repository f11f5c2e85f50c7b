import { sql } from 'drizzle-orm';
import type { IndexClose } from '@copyvest/shared';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface Book {
  /** The closes, oldest first, each with the index just before it. */
  closes: IndexClose[];
  positionsOpened: number;
}

interface BookRow {
  positions: number;
  pnl_index: number | null;
  index_before: number | null;
  index_after: number | null;
  closed_bps: number | null;
  opened_at: Date | string | null;
  closed_at: Date | string | null;
}

/**
 * A trader's book as the statistics read it, in one statement (an index range scan of
 * `position_closes_trader_idx`): every close, oldest first, with the index before it (the previous
 * close's index after, 100 before the first; not `index_after − pnl_index`, which the floor at 0
 * would break), and the number of positions ever opened. Cheap for thousands of closes: a few
 * numbers per row.
 */
export async function loadBook(db: DbOrTx, traderId: string): Promise<Book> {
  const result = await db.execute(sql`
    SELECT p.positions, c.pnl_index, c.index_before, c.index_after, c.closed_bps, c.opened_at,
           c.closed_at
    FROM (SELECT count(*)::int AS positions FROM trader_positions WHERE trader_id = ${traderId}) p
    LEFT JOIN LATERAL (
      SELECT pnl_index, index_after, closed_bps, opened_at, closed_at, id,
             coalesce(lag(index_after) OVER (ORDER BY closed_at, id), 100) AS index_before
      FROM position_closes WHERE trader_id = ${traderId}
    ) c ON true
    ORDER BY c.closed_at, c.id`);
  const rows = rowsOf<BookRow>(result);
  const closes: IndexClose[] = [];
  for (const row of rows) {
    if (row.closed_at == null) continue;
    closes.push({
      pnlIndex: Number(row.pnl_index),
      indexBefore: Number(row.index_before),
      indexAfter: Number(row.index_after),
      closedBps: Number(row.closed_bps),
      openedAt: new Date(row.opened_at!),
      closedAt: new Date(row.closed_at),
    });
  }
  return { closes, positionsOpened: Number(rows[0]?.positions ?? 0) };
}
