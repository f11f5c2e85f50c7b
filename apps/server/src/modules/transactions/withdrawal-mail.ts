import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { mailWrite } from '../mail/index.ts';

export interface EnqueueWithdrawalMailOptions {
  tx: Tx;
  template: 'withdrawal-request' | 'withdrawal-approved';
  withdrawal: Pick<TransactionRow, 'userId' | 'amount' | 'crypto' | 'transactionId'>;
  at: Date;
  /** The owner's name and e-mail when the caller already has them; otherwise they are read. */
  to?: { name: string; email: string };
  /** The approval's payout hash and its explorer link, when the admin gave one (decision 042). */
  payout?: { txHash: string; txUrl?: string };
}

/** Queues the withdrawal request or approval mail to the withdrawal's owner, in `tx`. */
export async function enqueueWithdrawalMail(options: EnqueueWithdrawalMailOptions) {
  const { tx, withdrawal, to } = options;
  const [user] = to
    ? [to]
    : await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, withdrawal.userId))
        .limit(1);
  if (!user) throw new Error(`withdrawal ${withdrawal.transactionId} has no user`);
  await withdrawalMail({ ...options, to: user });
}

/** `enqueueWithdrawalMail`'s insert for an owner already known, built for a `runWrites`. */
export function withdrawalMail(
  options: EnqueueWithdrawalMailOptions & { to: { name: string; email: string } },
) {
  const { tx, template, withdrawal, at, to, payout } = options;
  const data = {
    name: to.name,
    amount: withdrawal.amount,
    paymentMethod: withdrawal.crypto,
    transactionId: withdrawal.transactionId,
    ...payout,
  };
  return mailWrite({ tx, to, template, data, at });
}
