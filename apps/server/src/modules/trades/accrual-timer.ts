import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { accrueAllTrades } from './accrue-all-trades.ts';

export interface StartAccrualTimerOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
}

/**
 * Runs the accrual job now and then every ACCRUAL_INTERVAL_SECONDS; with several processes a
 * tick finding another one's run in progress leaves the days to it (decision 051). Returns a stop
 * function.
 */
export function startAccrualTimer({ deps, log }: StartAccrualTimerOptions): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = accrueAllTrades({ deps, ifBusy: 'skip' })
      .then((result) => {
        if (result.paid > 0) log.info(result, 'profit accrued');
      })
      .catch((error: unknown) => log.error({ err: error }, 'profit accrual failed'));
  };
  tick();
  const timer = setInterval(tick, deps.config.ACCRUAL_INTERVAL_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
