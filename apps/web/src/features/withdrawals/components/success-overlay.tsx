import { formatMoney, messages } from '@copyvest/shared';
import { CheckCircle2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** "Transaction Successful" after a withdrawal request, with the amount and View Transactions. */
export function SuccessOverlay({
  open,
  amount,
  onClose,
}: {
  open: boolean;
  /** Cents, when the URL carried a valid amount. */
  amount: number | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Modal open={open} onClose={onClose} title={messages.ui.transactionSuccessful}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CheckCircle2
          className="size-14 text-emerald-600 dark:text-emerald-400"
          aria-hidden="true"
        />
        {amount !== null && (
          <p className="text-3xl font-semibold text-slate-900 tabular-nums dark:text-white">
            {formatMoney(amount)}
          </p>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {amount !== null
            ? messages.withdrawal.successText(formatMoney(amount))
            : messages.withdrawal.successTextNoAmount}
        </p>
        <Button fullWidth data-autofocus onClick={() => void navigate('/transactions')}>
          {messages.ui.viewTransactions}
        </Button>
      </div>
    </Modal>
  );
}
