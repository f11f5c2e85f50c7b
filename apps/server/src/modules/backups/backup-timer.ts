import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { AppDeps } from '../../app-deps.ts';
import type { FileStore } from '../files/index.ts';
import { recordBackupFailure, recordBackupSuccess } from './backup-status.ts';
import { runScheduledBackup } from './scheduled-backups.ts';

export interface StartBackupTimerOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
  pool: pg.Pool;
  store: FileStore;
}

/**
 * Scheduled backups (decision 050): a try at the start and every BACKUP_INTERVAL_HOURS; one
 * process of several makes each. A failure is logged with its reason, shown by /v1/health, and
 * tried again at the next interval. Returns a stop function that waits for a backup under way.
 */
export function startBackupTimer({ deps, log, pool, store }: StartBackupTimerOptions) {
  const hours = deps.config.BACKUP_INTERVAL_HOURS;
  if (!hours) return async () => {};
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = runScheduledBackup({ deps, pool, store })
      .then((file) => {
        if (!file) return;
        recordBackupSuccess(deps.clock.now());
        log.info({ backup: file }, 'backup written');
      })
      .catch((error: unknown) => {
        recordBackupFailure(deps.clock.now(), (error as Error).message);
        log.error({ err: error }, 'backup failed: it is tried again at the next interval');
      });
  };
  tick();
  const timer = setInterval(tick, hours * 3_600_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
