import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { applyLedgerEntry } from '../ledger/apply-ledger-entry.ts';
import { insertTransaction } from '../transactions/insert-transaction.ts';

export interface PayReferralBonusOptions {
  referralId: string;
  newUserId: string;
  newUserName: string;
  bonusCents: number;
  at: Date;
}

/**
 * When someone signs up with a referral id that exists, the referrer gets the bonus added to
 * balance and to bonus, with ledger entries and a visible success credit transaction.
 * Returns the referrer's referral id when found, else null.
 */
export async function payReferralBonus(tx: Tx, options: PayReferralBonusOptions) {
  const [referrer] = await tx
    .select({ id: users.id, referralId: users.referralId })
    .from(users)
    .where(and(eq(users.referralId, options.referralId), isNull(users.deletedAt)))
    .limit(1);
  if (!referrer || referrer.id === options.newUserId) return null;
  if (options.bonusCents > 0) {
    const reference = `referral:${options.newUserId}`;
    for (const figure of ['balance', 'bonus'] as const) {
      await applyLedgerEntry(tx, {
        userId: referrer.id,
        figure,
        amount: options.bonusCents,
        reason: 'referral_bonus',
        reference,
        uniqueKey: `${reference}:${figure}`,
        at: options.at,
      });
    }
    await insertTransaction(tx, {
      userId: referrer.id,
      amount: options.bonusCents,
      type: 'credit',
      status: 'success',
      kind: 'referral_bonus',
      description: `Referral bonus: ${options.newUserName} signed up with your link`,
      crypto: 'USD',
      createdAt: options.at,
    });
  }
  return referrer.referralId;
}
