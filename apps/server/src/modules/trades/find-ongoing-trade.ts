import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trades } from '../../db/schema.ts';

export interface FindOngoingTradeOptions {
  db: DbOrTx;
  userId: string;
}

export async function findOngoingTrade({ db, userId }: FindOngoingTradeOptions) {
  const [trade] = await db
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.status, 'ongoing')))
    .limit(1);
  return trade ?? null;
}
