import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function TransactionsPage() {
  return (
    <PageHeader title={messages.nav.transactions} description={messages.pages.transactionsText} />
  );
}
