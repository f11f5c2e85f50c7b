import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { mailWrite } from '../mail/index.ts';

export interface EnqueueDecisionMailOptions {
  tx: Tx;
  row: Pick<TransactionRow, 'userId' | 'amount' | 'crypto' | 'transactionId' | 'kind'>;
  outcome: 'approved' | 'rejected' | 'cancelled';
  reason?: string | null;
  at: Date;
  /** The owner's name and e-mail when the caller already has them; otherwise they are read. */
  to?: { name: string; email: string };
}

/**
 * Queues the mail that tells the owner what became of their deposit or withdrawal: a deposit
 * approved or rejected, a withdrawal rejected or cancelled (an approved withdrawal has its own
 * mail, with the payout hash), with the admin's reason when one was given.
 */
export async function enqueueDecisionMail(options: EnqueueDecisionMailOptions) {
  const { tx, row } = options;
  const [owner] = options.to
    ? [options.to]
    : await tx
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, row.userId));
  if (!owner) return;
  await decisionMail({ ...options, to: owner });
}

/** `enqueueDecisionMail`'s insert for an owner already known, built for the decision's `runWrites`. */
export function decisionMail(
  options: EnqueueDecisionMailOptions & { to: { name: string; email: string } },
) {
  const { tx, row, outcome, reason, at, to } = options;
  return mailWrite({
    tx,
    to,
    template: 'transaction-decision',
    data: {
      name: to.name,
      kind: row.kind === 'withdrawal' ? 'withdrawal' : 'deposit',
      outcome,
      amount: row.amount,
      paymentMethod: row.crypto,
      transactionId: row.transactionId,
      reason: reason ?? '',
    },
    at,
  });
}
