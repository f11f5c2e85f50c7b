import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Database } from './db/client.ts';
import type { Job } from './lib/jobs.ts';
import { startMailThread } from './mail-thread-job.ts';
import { startBackupTimer } from './modules/backups/index.ts';
import { startQuoteSweep } from './modules/deposits/index.ts';
import { type StorageContext, startStorageSweep } from './modules/files/index.ts';
import { startReconciliationTimer } from './modules/ledger/index.ts';
import { startTraderStatsRefresh } from './modules/traders/index.ts';
import { startAccrualTimer } from './modules/trades/index.ts';

export interface BackgroundJobsOptions {
  deps: AppDeps;
  log: FastifyBaseLogger;
  /** The app's storage (the sweep keeps its preview cache in step). */
  storage: StorageContext;
  /** The database's URL: the mail thread opens its own connections. */
  databaseUrl: string;
  /** The database's pool: a scheduled backup holds one connection for its snapshot. */
  pool: Database['pool'];
}

/** Every background job the server runs (lib/jobs.ts starts and stops them). */
export function backgroundJobs({
  deps,
  log,
  storage,
  databaseUrl,
  pool,
}: BackgroundJobsOptions): Job[] {
  return [
    ...(deps.config.ACCRUAL_MODE === 'timer'
      ? [{ name: 'profit accrual', start: () => startAccrualTimer({ deps, log }) }]
      : []),
    { name: 'reconciliation', start: () => startReconciliationTimer({ deps, log }) },
    { name: 'storage sweep', start: () => startStorageSweep({ deps, storage, log }) },
    { name: 'deposit quote sweep', start: () => startQuoteSweep({ deps, log }) },
    { name: 'trader statistics refresh', start: () => startTraderStatsRefresh({ deps, log }) },
    // In a thread of its own (decision 068): rendering and sending never take the request thread.
    {
      name: 'mail and SMS outbox',
      start: () => startMailThread({ databaseUrl, config: deps.config, log }),
    },
    ...(deps.config.BACKUP_INTERVAL_HOURS
      ? [
          {
            name: 'scheduled backups',
            start: () => startBackupTimer({ deps, log, pool, store: storage.store }),
          },
        ]
      : []),
  ];
}
