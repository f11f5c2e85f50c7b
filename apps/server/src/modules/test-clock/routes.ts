import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { OffsetClock } from '../../lib/clock.ts';
import { runReconciliation } from '../ledger/index.ts';
import { accrueAllTrades } from '../trades/index.ts';
import { advanceSharedClock, followSharedClock } from './shared-test-clock.ts';

/**
 * Only with TEST_CLOCK=enabled (end-to-end tests, benches): an admin moves the server's clock
 * forward and the accrual job runs at once, or reconciles the books now (what the timer does every
 * RECONCILE_INTERVAL_MINUTES, forced like `npm run reconcile`) so a test can end on the books
 * reconciling. The clock is shared by every server process on the database (decision 051): a move
 * through one reaches the others by NOTIFY, and `GET /v1/test/clock` tells where one of them is.
 * Never registered otherwise.
 */
export async function testClockRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  clock: OffsetClock,
  listen: Database['listen'] | undefined,
) {
  const unlisten = await followSharedClock({ deps, clock, listen });
  app.addHook('onClose', unlisten);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/v1/test/clock', { onRequest: app.guards.requireAdmin }, async () => ({
    now: clock.now().toISOString(),
    offsetMs: clock.offset,
  }));
  r.post(
    '/v1/test/clock',
    {
      onRequest: app.guards.requireAdmin,
      schema: { body: z.object({ advanceDays: z.number().min(0).max(3650) }) },
    },
    async (request) => {
      const offsetMs = await advanceSharedClock({
        deps,
        clock,
        ms: Math.round(request.body.advanceDays * 86_400_000),
      });
      // Waits for a run another process may have started, so the days are paid on return.
      const accrual =
        deps.config.ACCRUAL_MODE === 'timer'
          ? await accrueAllTrades({ deps, ifBusy: 'wait' })
          : null;
      return { now: clock.now().toISOString(), offsetMs, accrual };
    },
  );
  r.post('/v1/test/reconcile', { onRequest: app.guards.requireAdmin }, async () => {
    const run = await runReconciliation({ deps, force: true });
    return { ok: run?.ok ?? null, anomalies: run?.anomalies ?? [] };
  });
}
