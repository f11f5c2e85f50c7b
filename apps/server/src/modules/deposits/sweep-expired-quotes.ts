import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { rowsOf } from '../../db/client.ts';

/** How long an expired quote no deposit used is kept (it explains a late payment for a day). */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Deletes the deposit quotes that expired more than a day ago and that no deposit used (a used
 * quote stays with its deposit: the amount in the coin and the rate the user was shown).
 * Idempotent, so several processes may run it. Returns how many went.
 */
export async function sweepExpiredQuotes({ deps }: { deps: AppDeps }): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - KEEP_EXPIRED_MS).toISOString();
  const rows = rowsOf<{ count: number }>(
    await deps.db.execute(sql`
      WITH gone AS (
        DELETE FROM deposit_quotes q
        WHERE q.expires_at < ${before}::timestamptz
          AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.quote_id = q.id)
        RETURNING 1)
      SELECT count(*)::int AS count FROM gone`),
  );
  return rows[0]?.count ?? 0;
}

/** Sweeps now and every hour; returns a stop function. */
export function startQuoteSweep({
  deps,
  log,
}: {
  deps: AppDeps;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = sweepExpiredQuotes({ deps })
      .then((count) => {
        if (count > 0) log.info({ quotes: count }, 'expired deposit quotes removed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'deposit quote sweep failed'));
  };
  tick();
  const timer = setInterval(tick, SWEEP_EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
