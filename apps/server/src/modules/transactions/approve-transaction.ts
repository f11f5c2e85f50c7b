import type { AppDeps } from '../../app-deps.ts';
import { applyLedgerEntry } from '../ledger/apply-ledger-entry.ts';
import { enqueueWithdrawalMail } from '../mail/enqueue-withdrawal-mail.ts';
import { notifyTransactionDecision } from '../notifications/notify-transaction-decision.ts';
import { auditDecision } from './audit-decision.ts';
import { releaseHold } from './release-hold.ts';
import { settlePending } from './settle-pending.ts';
import { toTransactionDto } from './to-transaction-dto.ts';

export interface ApproveTransactionOptions {
  deps: AppDeps;
  actorId: string;
  id: string;
}

/**
 * Admin approval: pending → success. A credit adds its amount to the balance; a withdrawal turns
 * its hold into a debit and queues the approval mail; the owner is notified (decision 029). One
 * database transaction; exactly one concurrent approval takes effect.
 */
export async function approveTransaction({ deps, actorId, id }: ApproveTransactionOptions) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await settlePending({ tx, id, status: 'success', actorId, at });
    const reference = row.transactionId;
    if (row.type === 'credit') {
      await applyLedgerEntry({
        tx,
        userId: row.userId,
        figure: 'balance',
        amount: row.amount,
        reason: row.kind,
        reference,
        actorId,
        at,
      });
    } else {
      const owner = await releaseHold({ tx, userId: row.userId, amount: row.amount, at });
      const debited = await applyLedgerEntry({
        tx,
        userId: row.userId,
        figure: 'balance',
        amount: -row.amount,
        reason: row.kind,
        reference,
        actorId,
        at,
      });
      if (!debited) throw new Error(`withdrawal ${reference} exceeded the balance it held`);
      await enqueueWithdrawalMail({
        tx,
        template: 'withdrawal-approved',
        withdrawal: row,
        at,
        to: owner,
      });
    }
    await notifyTransactionDecision({ db: tx, row, at });
    await auditDecision({ tx, actorId, row, at });
    return toTransactionDto(row);
  });
}
