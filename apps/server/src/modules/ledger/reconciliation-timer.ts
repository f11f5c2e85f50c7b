import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { runReconciliation } from './run-reconciliation.ts';

export interface StartReconciliationTimerOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
}

/**
 * Reconciles the books now and every RECONCILE_INTERVAL_MINUTES (decision 037); with several
 * processes one of them runs it each time. Returns a stop function.
 */
export function startReconciliationTimer({
  deps,
  log,
}: StartReconciliationTimerOptions): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runReconciliation({ deps })
      .then((run) => {
        if (run && !run.ok) {
          log.error({ anomalies: run.anomalies }, 'the books do not reconcile: admins were mailed');
        } else if (run) log.info({ reconciliation: run.id }, 'the books reconcile');
      })
      .catch((error: unknown) => log.error({ err: error }, 'reconciliation failed'));
  };
  tick();
  const timer = setInterval(tick, deps.config.RECONCILE_INTERVAL_MINUTES * 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
