import { storedTransactionDescription } from '@copyvest/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { resolvePending } from '../ledger/index.ts';
import { insertTransaction } from '../transactions/index.ts';
import { referralReference } from './referral-reference.ts';

export interface SettleReferralBonusOptions {
  tx: Tx;
  /** The account that was referred. */
  referredUserId: string;
  /** `post` when an admin activates it; `void` when it is deleted or closed before that. */
  outcome: 'post' | 'void';
  actorId?: string;
  at: Date;
}

/**
 * Settles the referral bonus the account promised its referrer (decision 037): posted, it reaches
 * the referrer's balance and bonus with a visible success credit on their list; voided, it never
 * does. Only the first settlement does anything (the books allow one per pending transfer).
 */
export async function settleReferralBonus({ tx, ...options }: SettleReferralBonusOptions) {
  const settled = await resolvePending({
    tx,
    of: { reference: referralReference(options.referredUserId) },
    outcome: options.outcome,
    actorId: options.actorId,
    at: options.at,
  });
  const money = settled.transfers.filter((t) => t.ledger === 'usd');
  const referrer = settled.users[0];
  if (options.outcome === 'void' || money.length === 0 || !referrer) return;
  const [referred] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, options.referredUserId));
  await insertTransaction({
    tx,
    values: {
      userId: referrer.id,
      amount: money.reduce((sum, t) => sum + Number(t.amount), 0),
      type: 'credit',
      status: 'success',
      kind: 'referral_bonus',
      ...storedTransactionDescription({
        code: 'referral_bonus',
        params: { name: referred?.name || referred?.email || '' },
      }),
      crypto: 'USD',
      createdAt: options.at,
    },
  });
}
