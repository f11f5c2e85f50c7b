import { afterAll, expect } from 'vitest';
import { reconcileLedger } from '../../src/modules/ledger/index.ts';
import { openContexts } from './test-app.ts';

/** After every test file: the books reconcile (decision 037); then close. */
afterAll(async () => {
  const contexts = openContexts.splice(0);
  try {
    for (const context of contexts) {
      const now = context.deps.clock.now();
      const { anomalies } = await reconcileLedger({ db: context.database.db, now });
      expect(anomalies).toEqual([]);
    }
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
