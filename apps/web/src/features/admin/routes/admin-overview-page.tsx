import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function AdminOverviewPage() {
  return (
    <PageHeader
      title={messages.pages.adminOverviewTitle}
      description={messages.pages.adminOverviewText}
    />
  );
}
