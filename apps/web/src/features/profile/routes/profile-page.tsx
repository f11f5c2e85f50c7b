import { messages } from '@copyvest/shared';
import { ProfileView } from '@/components/profile/profile-view';
import { PageHeader } from '@/components/ui/page-header';

export function ProfilePage() {
  return (
    <>
      <PageHeader title={messages.nav.profile} description={messages.pages.profileText} />
      <ProfileView area="user" />
    </>
  );
}
