import type { AppDeps } from '../../app-deps.ts';
import { runWrites } from '../../db/run-writes.ts';
import { withdrawalMail } from './withdrawal-mail.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { decisionMail } from './decision-mail.ts';
import { transactionDecisionNotice } from './transaction-decision-notice.ts';
import { decisionAudit } from './audit-decision.ts';
import { appError } from '../../lib/errors.ts';
import { messages } from '@copyvest/shared';
import { checkPayoutHash, explorerLink, networkOf } from './payout-hash.ts';
import { settleTransfers } from './settle-transfers.ts';
import { insertTransaction } from './insert-transaction.ts';
import { payReferralCommissions } from '../commissions/index.ts';
import { settlePending } from './settle-pending.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

export interface ApproveTransactionOptions {
  deps: AppDeps;
  /** The acting viewer: an active admin (decision 038). */
  viewer: Actor;
  id: string;
  /** A withdrawal's payout hash, optional (decision 042): checked for the method's network. */
  txHash?: string;
}

/**
 * Admin approval: pending → success, and the row's pending transfers are posted (decision 037): a
 * deposit's amount reaches the balance; a withdrawal's hold becomes the payout and the fee, and the
 * approval mail is queued; the owner is notified (decision 029). One database transaction; exactly
 * one concurrent approval takes effect. The mail, the notice and the audit entry are one statement
 * (decision 065). A payout hash given with a withdrawal's approval is
 * stored with it, audited, shown to the owner with the explorer's link and carried by the mail.
 */
export async function approveTransaction({ deps, viewer, id, txHash }: ApproveTransactionOptions) {
  await authorize(viewer, 'transaction.approve');
  const actorId = viewer.userId;
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { row, owner } = await settlePending({
      tx,
      id,
      status: 'success',
      actorId,
      at,
      txHash,
    });
    // Whose money it is is known once the row is: a refusal here rolls the decision back.
    const { selfDecision } = await authorize(viewer, 'transaction.approve', {
      ownerId: row.userId,
      db: tx,
    });
    let txUrl: string | undefined;
    if (txHash !== undefined) {
      if (row.type !== 'withdraw') {
        throw appError(
          'general_argument_invalid',
          messages.networks.payoutHashOnlyApprovedWithdrawal,
        );
      }
      const network = await networkOf(tx, row);
      checkPayoutHash(network, txHash);
      txUrl = explorerLink(deps.config, network, txHash);
    }
    const moved = await settleTransfers({ tx, row, outcome: 'post', actorId, at });
    if (row.type === 'withdraw' && !moved) {
      throw new Error(`ledger: withdrawal ${row.transactionId} changed no balance`);
    }
    if (row.type === 'credit' && row.kind === 'deposit') {
      // Multi-level referral commissions, once per (deposit, level), in this transaction (055).
      await payReferralCommissions({
        tx,
        config: deps.config,
        settings: deps.settings,
        deposit: row,
        depositor: owner,
        recordTransaction: (values) => insertTransaction({ tx, values }),
        at,
      });
    }
    await runWrites(tx, [
      row.type === 'withdraw'
        ? withdrawalMail({
            tx,
            template: 'withdrawal-approved',
            withdrawal: row,
            at,
            to: owner,
            ...(txHash === undefined ? {} : { payout: { txHash, ...(txUrl ? { txUrl } : {}) } }),
          })
        : null,
      row.type === 'credit' ? decisionMail({ tx, row, outcome: 'approved', at, to: owner }) : null,
      transactionDecisionNotice({ db: tx, row, at }),
      decisionAudit({ tx, actorId, row, at, selfDecision }),
    ]);
    const dto = toTransactionDto(row);
    return txUrl ? { ...dto, txUrl } : dto;
  });
}
