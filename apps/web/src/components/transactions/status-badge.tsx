import type { TransactionStatusView } from '@copyvest/shared';
import { cn } from '@/lib/cn';
import { statusBadgeStyles } from './transaction-status';

/** A status word in its colour: "Pending review", "Approved", "Rejected" or "Cancelled". */
export function StatusBadge({ view }: { view: Pick<TransactionStatusView, 'label' | 'tone'> }) {
  return (
    <span
      className={cn(
        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
        statusBadgeStyles[view.tone],
      )}
    >
      {view.label}
    </span>
  );
}
