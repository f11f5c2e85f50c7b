import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function WithdrawalsPage() {
  return (
    <PageHeader title={messages.nav.withdrawals} description={messages.pages.withdrawalsText} />
  );
}
