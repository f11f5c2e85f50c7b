import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { TEquityPoint, TPortfolio } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Actor } from '../policy/index.ts';

export type GetPortfolioOptions = { deps: AppDeps; viewer: Actor };

interface FiguresRow {
  balance: number;
  profit: number;
  in_trades: number;
  in_copies: number;
}

interface DayRow {
  day: string;
  net: number;
}

/**
 * `GET /v1/portfolio`: the user's balance, profit, capital in the ongoing trade, equity in running
 * copies, their total, and the total's daily series from the books.
 *
 * The series sums, per UTC day, the posted transfers that cross the edge of what the user owns:
 * their `balance` and `profit` accounts, every `copy:<id>` account of theirs, and
 * `platform:capital_in_trades`, which holds only the capital of trades (so a transfer between it
 * and the user's own accounts moves money inside the portfolio, never across its edge). A
 * transfer into one of the user's accounts from anywhere else raises the total, out of it lowers
 * it; one between two of their accounts (an investment, a copy's allocation, a copy's return)
 * changes nothing; the bonus memo ledger is not money. Each point is the running total at the
 * end of a day with a movement (today's: now), and a last point now; it ends at `total` while the books
 * reconcile.
 */
export async function getPortfolio({ deps, viewer }: GetPortfolioOptions): Promise<TPortfolio> {
  const userId = viewer.userId;
  const now = deps.clock.now();
  const mine = sql`(SELECT array_agg(name) FROM (
      SELECT ${`user:${userId}:balance`}::text AS name
      UNION ALL SELECT ${`user:${userId}:profit`}::text
      UNION ALL SELECT 'copy:' || id FROM copies WHERE follower_id = ${userId}) accounts)`;
  const inside = sql`(array_append(${mine}, 'platform:capital_in_trades'))`;
  const [figures, days] = await Promise.all([
    deps.db.execute(sql`
      SELECT u.balance::float8 AS balance, u.profit::float8 AS profit,
        coalesce((SELECT sum(amount) FROM trades WHERE user_id = u.id AND status = 'ongoing'), 0)::float8
          AS in_trades,
        coalesce((SELECT sum(equity) FROM copies WHERE follower_id = u.id AND status <> 'closed'), 0)::float8
          AS in_copies
      FROM users u WHERE u.id = ${userId}`),
    deps.db.execute(sql`
      WITH mine AS (SELECT ${mine} AS names, ${inside} AS inside),
      moves AS (
        SELECT t.created_at, t.amount AS signed FROM ledger_transfers t, mine
          WHERE t.credit_account = ANY(mine.names) AND NOT t.debit_account = ANY(mine.inside)
            AND t.ledger = 'usd' AND t.phase IN ('posted', 'post')
        UNION ALL
        SELECT t.created_at, -t.amount FROM ledger_transfers t, mine
          WHERE t.debit_account = ANY(mine.names) AND NOT t.credit_account = ANY(mine.inside)
            AND t.ledger = 'usd' AND t.phase IN ('posted', 'post'))
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(signed)::float8 AS net
      FROM moves GROUP BY 1 ORDER BY 1`),
  ]);
  const row = rowsOf<FiguresRow>(figures)[0];
  const balance = Number(row?.balance ?? 0);
  const profit = Number(row?.profit ?? 0);
  const inTrades = Number(row?.in_trades ?? 0);
  const inCopies = Number(row?.in_copies ?? 0);
  const total = balance + profit + inTrades + inCopies;
  const series: TEquityPoint[] = [];
  let running = 0;
  for (const day of rowsOf<DayRow>(days)) {
    running += Number(day.net);
    const endOfDay = new Date(`${day.day}T23:59:59.999Z`);
    const at = endOfDay < now ? endOfDay : now;
    series.push({ at: at.toISOString(), value: running });
  }
  series.push({ at: now.toISOString(), value: total });
  return { balance, profit, inTrades, inCopies, total, series };
}
