import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function DepositsPage() {
  return <PageHeader title={messages.nav.deposits} description={messages.pages.depositsText} />;
}
