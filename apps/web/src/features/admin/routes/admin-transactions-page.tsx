import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function AdminTransactionsPage() {
  return (
    <PageHeader
      title={messages.nav.transactions}
      description={messages.pages.adminTransactionsText}
    />
  );
}
