import type { Tx } from '../../db/client.ts';
import { applyLedgerEntry } from '../ledger/apply-ledger-entry.ts';
import { insertTransaction } from '../transactions/insert-transaction.ts';

export interface PayReferralBonusOptions {
  tx: Tx;
  referrerUserId: string;
  newUserId: string;
  newUserName: string;
  bonusCents: number;
  at: Date;
}

/**
 * When someone signs up with a referral id that exists, the referrer gets the bonus added to
 * balance and to bonus, with ledger entries and a visible success credit transaction.
 */
export async function payReferralBonus({ tx, ...options }: PayReferralBonusOptions): Promise<void> {
  if (options.bonusCents <= 0) return;
  const reference = `referral:${options.newUserId}`;
  for (const figure of ['balance', 'bonus'] as const) {
    await applyLedgerEntry({
      tx,
      userId: options.referrerUserId,
      figure,
      amount: options.bonusCents,
      reason: 'referral_bonus',
      reference,
      uniqueKey: `${reference}:${figure}`,
      at: options.at,
    });
  }
  await insertTransaction({
    tx,
    values: {
      userId: options.referrerUserId,
      amount: options.bonusCents,
      type: 'credit',
      status: 'success',
      kind: 'referral_bonus',
      description: `Referral bonus: ${options.newUserName} signed up with your link`,
      crypto: 'USD',
      createdAt: options.at,
    },
  });
}
