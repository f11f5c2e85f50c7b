import type { Tx } from '../../db/client.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { mailWrite } from '../mail/index.ts';

export interface DecisionMailOptions {
  tx: Tx;
  row: Pick<TransactionRow, 'userId' | 'amount' | 'crypto' | 'transactionId' | 'kind'>;
  outcome: 'approved' | 'rejected' | 'cancelled';
  reason?: string | null;
  at: Date;
  /** The owner's name and e-mail. */
  to: { name: string; email: string };
}

/**
 * The mail that tells the owner what became of their deposit or withdrawal: a deposit approved or
 * rejected, a withdrawal rejected or cancelled (an approved withdrawal has its own mail, with the
 * payout hash), with the admin's reason when one was given. Built for the decision's `runWrites`.
 */
export function decisionMail(options: DecisionMailOptions) {
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
