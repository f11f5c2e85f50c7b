import { messages } from '@copyvest/shared';
import { BackButton } from '@/components/ui/back-button';
import { PageHeader } from '@/components/ui/page-header';

export function AdminUserPage() {
  return (
    <>
      <BackButton fallback="/admin/users" className="mb-4" />
      <PageHeader
        title={messages.pages.adminUserTitle}
        description={messages.pages.adminUserText}
      />
    </>
  );
}
