import { afterAll, expect } from 'vitest';
import { findLedgerAnomalies } from '../../src/modules/ledger/find-ledger-anomalies.ts';
import { openContexts } from './test-app.ts';

/** After every test file: the ledger sums to every stored figure, nothing below zero; then close. */
afterAll(async () => {
  const contexts = openContexts.splice(0);
  try {
    for (const context of contexts) {
      expect(await findLedgerAnomalies({ db: context.database.db })).toEqual([]);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
