import { formatMoney, messages, type TTransaction } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelWithdrawal } from '@/lib/queries/cancel-withdrawal';

const w = messages.withdrawal;

/** "Cancel withdrawal" on a pending withdrawal of the user's own, after a confirmation. */
export function CancelWithdrawalButton({ transaction }: { transaction: TTransaction }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelWithdrawal();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={w.cancelActionFor(transaction.transactionId)}
      >
        {w.cancelAction}
      </Button>
      <ConfirmDialog
        open={open}
        title={w.cancelTitle}
        description={w.cancelText(formatMoney(transaction.amount))}
        confirmLabel={w.cancelAction}
        cancelLabel={w.cancelKeep}
        busy={cancel.isPending}
        onConfirm={() => cancel.run(transaction.$id, { onSettled: () => setOpen(false) })}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
