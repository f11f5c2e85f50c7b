import { type TTransaction, transactionStatusView } from '@copyvest/shared';
import { Badge, type BadgeTone } from '@/features/admin/components/badge';

const TONES = {
  success: 'success',
  pending: 'warning',
  failed: 'danger',
  neutral: 'neutral',
} as const satisfies Record<ReturnType<typeof transactionStatusView>['tone'], BadgeTone>;

/**
 * The status word every view uses (`transactionStatusView`): Approved green, Pending review
 * yellow, Rejected red, Cancelled (by its owner) neutral.
 */
export function TransactionStatusBadge({ transaction }: { transaction: TTransaction }) {
  const view = transactionStatusView(transaction);
  return <Badge tone={TONES[view.tone]}>{view.label}</Badge>;
}
