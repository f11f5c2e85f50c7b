import type { DbOrTx } from '../../db/client.ts';
import { trades } from '../../db/schema.ts';
import { executeAsNamed } from '../../db/execute-named.ts';
import { openTradeOf } from './open-trade-of.ts';

export interface FindOngoingTradeOptions {
  db: DbOrTx;
  userId: string;
}

export async function findOngoingTrade({ db, userId }: FindOngoingTradeOptions) {
  const [trade] = await executeAsNamed(
    db.select().from(trades).where(openTradeOf(userId)).limit(1),
  );
  return trade ?? null;
}
