import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function AdminProfilePage() {
  return (
    <PageHeader title={messages.pages.adminProfileTitle} description={messages.pages.profileText} />
  );
}
