import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { findLedgerAnomalies } from '../../apps/server/src/modules/ledger/find-ledger-anomalies.ts';
import type { ServerStore } from '../server-process.ts';

/**
 * Ledger anomalies (stored figures that differ from the sum of their ledger entries, or below
 * zero). PostgreSQL is read while the server runs; PGlite's data directory only once no server
 * holds it (the caller stops it first).
 */
export async function countAnomalies(store: ServerStore): Promise<number> {
  const database =
    store.kind === 'postgres'
      ? openPostgres(store.databaseUrl!, 2)
      : await openPglite({ dataDir: `${store.env.DATA_DIR}/pgdata` });
  try {
    return (await findLedgerAnomalies({ db: database.db })).length;
  } finally {
    await database.close();
  }
}
