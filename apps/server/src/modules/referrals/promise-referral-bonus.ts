import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { platformAccount, userAccount } from '../ledger/index.ts';
import { transfer } from '../ledger/index.ts';
import { referralReference } from './referral-reference.ts';

export interface PromiseReferralBonusOptions {
  tx: Tx;
  referrerUserId: string;
  newUserId: string;
  bonusCents: number;
  /** REFERRAL_MAX_PENDING. */
  maxPending: number;
  at: Date;
}

/**
 * When someone signs up with a referral id that exists, the referrer is promised the bonus: a
 * pending credit to their balance and to their bonus memo (decision 037), shown as pending and
 * posted when an admin activates the new account (`settleReferralBonus`), voided if the account is
 * deleted or closed first. So throwaway sign-ups put nothing withdrawable in anyone's balance.
 */
export async function promiseReferralBonus({ tx, ...options }: PromiseReferralBonusOptions) {
  if (options.bonusCents <= 0) return;
  // At most `maxPending` promises from the last 24 hours wait for one referrer: sign-ups past
  // that still succeed, and bring no bonus (decision 039).
  const since = new Date(options.at.getTime() - 86_400_000).toISOString();
  const [waiting] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM ledger_transfers p
      WHERE p.credit_account = ${`user:${options.referrerUserId}:balance`}
        AND p.phase = 'pending' AND p.reason = 'referral_bonus'
        AND p.created_at > ${since}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)`),
  );
  if (waiting!.n >= options.maxPending) return;
  const reference = referralReference(options.newUserId);
  const at = options.at;
  const referrer = options.referrerUserId;
  const common = { tx, pending: true, reason: 'referral_bonus', reference, at };
  await transfer({
    ...common,
    legs: [
      {
        debit: platformAccount('referral_bonuses_paid'),
        credit: userAccount(referrer, 'balance'),
        amount: options.bonusCents,
      },
    ],
    uniqueKey: `${reference}:balance`,
  });
  await transfer({
    ...common,
    legs: [
      {
        debit: platformAccount('bonuses_granted'),
        credit: userAccount(referrer, 'bonus'),
        amount: options.bonusCents,
      },
    ],
    uniqueKey: `${reference}:bonus`,
  });
}
