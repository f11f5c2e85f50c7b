import type { TReconciliationAnomaly } from '@copyvest/shared';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { reconcileLedger } from '../apps/server/src/modules/ledger/reconcile-ledger.ts';
import { databaseUrlOf, type ServerStore } from './server-process.ts';

/**
 * The ledger anomalies of the store's database, read while the server runs, by the check the
 * server's tests run after every file and the server runs in production (decision 037): figures
 * that differ from their transfers, ledgers that do not sum to zero, deposits and withdrawals that
 * disagree with their transfers. Ages are not judged: a bench's clock may jump days ahead.
 */
export async function ledgerAnomalies(store: ServerStore): Promise<TReconciliationAnomaly[]> {
  const database = openPostgres(databaseUrlOf(store), 2);
  try {
    return (await reconcileLedger({ db: database.db })).anomalies;
  } finally {
    await database.close();
  }
}
