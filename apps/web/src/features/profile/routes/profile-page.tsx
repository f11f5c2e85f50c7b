import { messages } from '@copyvest/shared';
import { PageHeader } from '@/components/ui/page-header';

export function ProfilePage() {
  return <PageHeader title={messages.nav.profile} description={messages.pages.profileText} />;
}
