import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trades } from '../../db/schema.ts';
import { executeShaped } from '../../db/execute-named.ts';
import { openTradeOf } from './open-trade-of.ts';

export interface FindOngoingTradeOptions {
  db: DbOrTx;
  userId: string;
}

export async function findOngoingTrade({ db, userId }: FindOngoingTradeOptions) {
  const [trade] = await executeShaped(
    db,
    'find-ongoing-trade',
    (db) =>
      db
        .select()
        .from(trades)
        .where(openTradeOf(sql.placeholder('userId')))
        .limit(1),
    { userId },
  );
  return trade ?? null;
}
