import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function AdminPlansPage() {
  return <PageHeader title={messages.nav.plans} description={messages.pages.adminPlansText} />;
}
