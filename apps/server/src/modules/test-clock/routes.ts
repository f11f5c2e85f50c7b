import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { OffsetClock } from '../../lib/clock.ts';
import { runReconciliation } from '../ledger/index.ts';
import { accrueAllTrades } from '../trades/index.ts';

/**
 * Only with TEST_CLOCK=enabled (end-to-end tests): an admin moves the server's clock forward and
 * the accrual job runs at once, or reconciles the books now (what the timer does every
 * RECONCILE_INTERVAL_MINUTES, forced like `npm run reconcile`) so a test can end on the books
 * reconciling. Never registered otherwise.
 */
export async function testClockRoutes(app: FastifyInstance, deps: AppDeps, clock: OffsetClock) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/test/clock',
    {
      onRequest: app.guards.requireAdmin,
      schema: { body: z.object({ advanceDays: z.number().min(0).max(3650) }) },
    },
    async (request) => {
      clock.advance(request.body.advanceDays * 86_400_000);
      const accrual = deps.config.ACCRUAL_MODE === 'timer' ? await accrueAllTrades({ deps }) : null;
      return { now: clock.now().toISOString(), accrual };
    },
  );
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/v1/test/reconcile', { onRequest: app.guards.requireAdmin }, async () => {
      const run = await runReconciliation({ deps, force: true });
      return { ok: run?.ok ?? null, anomalies: run?.anomalies ?? [] };
    });
}
