import { openPostgres } from '../apps/server/src/db/client.ts';
import {
  findLedgerAnomalies,
  type LedgerAnomaly,
} from '../apps/server/src/modules/ledger/find-ledger-anomalies.ts';
import { databaseUrlOf, type ServerStore } from './server-process.ts';

/**
 * The ledger anomalies of the store's database, read while the server runs, by the check the
 * server's tests run after every file: stored figures that differ from the sum of their ledger
 * entries, holds that differ from the pending withdrawals, figures below zero.
 */
export async function ledgerAnomalies(store: ServerStore): Promise<LedgerAnomaly[]> {
  const database = openPostgres(databaseUrlOf(store), 2);
  try {
    return await findLedgerAnomalies({ db: database.db });
  } finally {
    await database.close();
  }
}
