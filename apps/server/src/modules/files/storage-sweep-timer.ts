import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { StorageContext } from './storage-context.ts';
import { sweepStorage } from './sweep-storage.ts';

export interface StartStorageSweepOptions {
  deps: AppDeps;
  storage: StorageContext;
  log: FastifyBaseLogger;
}

/** Sweeps storage now and every STORAGE_SWEEP_INTERVAL_SECONDS; returns a stop function. */
export function startStorageSweep({
  deps,
  storage,
  log,
}: StartStorageSweepOptions): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = sweepStorage({ deps, storage })
      .then((result) => {
        if (result.expiredUploads + result.orphans + result.abandoned > 0) {
          log.info(result, 'storage swept');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'storage sweep failed'));
  };
  tick();
  const timer = setInterval(tick, deps.config.STORAGE_SWEEP_INTERVAL_SECONDS * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
