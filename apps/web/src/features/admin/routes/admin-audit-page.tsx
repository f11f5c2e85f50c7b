import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function AdminAuditPage() {
  return <PageHeader title={messages.nav.auditLog} description={messages.pages.adminAuditText} />;
}
