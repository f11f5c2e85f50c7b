import { messages, type TTransactionStatus } from '@copyvest/shared';
import { Badge, type BadgeTone } from '@/features/admin/components/badge';

const t = messages.admin;

/** success green, pending yellow, anything else red "failed" (spec section 4). */
export function TransactionStatusBadge({ status }: { status: TTransactionStatus }) {
  const [tone, label]: [BadgeTone, string] =
    status === 'success'
      ? ['success', t.statusLabel.success]
      : status === 'pending'
        ? ['warning', t.statusLabel.pending]
        : ['danger', t.statusLabel.failed];
  return <Badge tone={tone}>{label}</Badge>;
}
