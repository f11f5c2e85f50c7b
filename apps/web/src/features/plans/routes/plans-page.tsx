import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function PlansPage() {
  return <PageHeader title={messages.nav.plans} description={messages.pages.plansText} />;
}
