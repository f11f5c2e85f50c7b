import { formatMoney, messages, type TTransaction, withdrawalPayout } from '@copyvest/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const t = messages.admin;

type ApproveDialogProps = {
  open: boolean;
  transaction: TTransaction;
  kind: 'Deposit' | 'Withdrawal';
  /** The payout hash the admin typed in the row (a withdrawal's), sent with the approval. */
  payoutHash?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Approve asks first, as Reject does: who (the owner's name and e-mail), how much (and, for a
 * withdrawal, what is sent after the fee), by which method, to which address, with the payout
 * hash when one was entered. Cancel takes focus, so Enter never approves by accident.
 */
export function ApproveDialog({
  open,
  transaction,
  kind,
  payoutHash,
  busy,
  onCancel,
  onConfirm,
}: ApproveDialogProps) {
  const amount = formatMoney(transaction.amount);
  const payout = withdrawalPayout(transaction);
  const owner = transaction.owner
    ? `${transaction.owner.name} (${transaction.owner.email})`
    : t.userLink(transaction.userId.slice(0, 8));
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={t.approveTitle}
      description={t.approveText(kind, amount)}
    >
      <dl className="mt-4 grid gap-y-2 text-sm">
        <Row label={t.approveUser}>{owner}</Row>
        <Row label={t.approveAmount}>{amount}</Row>
        {payout?.state === 'toReceive' && (
          <Row label={t.approveToSend}>{formatMoney(payout.cents)}</Row>
        )}
        <Row label={t.approveMethod}>{transaction.crypto}</Row>
        {transaction.walletAddress && (
          <Row label={t.approveAddress}>
            <span className="font-mono text-xs break-all">{transaction.walletAddress}</span>
          </Row>
        )}
        {kind === 'Withdrawal' && (
          <Row label={t.approvePayoutHash}>
            {payoutHash ? (
              <span className="font-mono text-xs break-all">{payoutHash}</span>
            ) : (
              t.approveNoHash
            )}
          </Row>
        )}
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {messages.common.cancel}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {t.approve}
        </Button>
      </div>
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-x-3">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
