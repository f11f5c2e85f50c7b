import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function AdminUsersPage() {
  return (
    <PageHeader title={messages.nav.manageUsers} description={messages.pages.adminUsersText} />
  );
}
