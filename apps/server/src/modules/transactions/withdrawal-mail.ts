import type { Tx } from '../../db/client.ts';
import type { TransactionRow } from './insert-transaction.ts';
import { mailWrite } from '../mail/index.ts';

export interface WithdrawalMailOptions {
  tx: Tx;
  template: 'withdrawal-request' | 'withdrawal-approved';
  withdrawal: Pick<TransactionRow, 'userId' | 'amount' | 'crypto' | 'transactionId'>;
  at: Date;
  /** The owner's name and e-mail. */
  to: { name: string; email: string };
  /** The approval's payout hash and its explorer link, when the admin gave one (decision 042). */
  payout?: { txHash: string; txUrl?: string };
}

/**
 * The withdrawal approval mail to the withdrawal's owner, built for the decision's `runWrites`.
 * The request mail is queued by the request's own statement, with the same data
 * (`insertPaymentTransaction`'s `ownerMail`).
 */
export function withdrawalMail(options: WithdrawalMailOptions) {
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
