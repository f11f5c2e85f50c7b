import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client.ts';

export interface PendingReferralBonusOptions {
  db: DbOrTx;
  userId: string;
}

/**
 * Cents of referral bonuses promised to the user and not settled yet: the pending credits to
 * their balance waiting for the referred accounts' activation (decision 037).
 */
export async function pendingReferralBonus({ db, userId }: PendingReferralBonusOptions) {
  const [row] = rowsOf<{ cents: number }>(
    await db.execute(sql`
      SELECT COALESCE(sum(p.amount), 0)::float8 AS cents FROM ledger_transfers p
      WHERE p.credit_account = ${`user:${userId}:balance`} AND p.phase = 'pending'
        AND p.reason = 'referral_bonus'
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)`),
  );
  return row?.cents ?? 0;
}
