import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { leadTraders } from '../../db/schema.ts';
import { refreshTraderStats } from './refresh-trader-stats.ts';

const EVERY_MS = 60 * 60_000;

/**
 * Recomputes the statistics of every active lead trader with closes, last computed over an hour
 * ago: the
 * window ROIs (7, 30, 90 days) move with time even when a trader closes nothing, and a ranking
 * must not show last week's gains as this week's. One transaction per trader; returns how many.
 */
export async function refreshStaleTraderStats({ deps }: { deps: AppDeps }): Promise<number> {
  const now = deps.clock.now();
  const stale = await deps.db
    .select({ userId: leadTraders.userId })
    .from(leadTraders)
    .where(
      and(
        eq(leadTraders.active, true),
        // A trader with no close has no window to move (computedAt null): nothing to refresh.
        lt(
          sql`(${leadTraders.stats}->>'computedAt')::timestamptz`,
          new Date(now.getTime() - EVERY_MS),
        ),
      ),
    );
  for (const { userId } of stale) {
    await deps.db.transaction((tx) => refreshTraderStats({ tx, traderId: userId, now }));
  }
  return stale.length;
}

/** Refreshes stale statistics now and every hour; returns a stop function. */
export function startTraderStatsRefresh({
  deps,
  log,
}: {
  deps: AppDeps;
  log: Pick<FastifyBaseLogger, 'error'>;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = refreshStaleTraderStats({ deps }).catch((error: unknown) =>
      log.error({ err: error }, 'trader statistics refresh failed'),
    );
  };
  tick();
  const timer = setInterval(tick, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
