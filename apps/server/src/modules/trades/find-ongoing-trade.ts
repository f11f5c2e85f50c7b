import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { trades } from '../../db/schema.ts';
import { executeAsNamed } from '../../db/execute-named.ts';

export interface FindOngoingTradeOptions {
  db: DbOrTx;
  userId: string;
}

export async function findOngoingTrade({ db, userId }: FindOngoingTradeOptions) {
  const [trade] = await executeAsNamed(
    db
      .select()
      .from(trades)
      // The status as a literal: a generic plan can then use the partial index of open trades.
      .where(and(eq(trades.userId, userId), sql`${trades.status} = 'ongoing'`))
      .limit(1),
  );
  return trade ?? null;
}
