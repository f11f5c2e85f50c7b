import { messages } from '@copyvest/shared';
import { ProfileView } from '@/components/profile/profile-view';
import { PageHeader } from '@/components/ui/page-header';

/** /admin/profile: the admin's own profile, the same view as /profile. */
export function AdminProfilePage() {
  return (
    <>
      <PageHeader
        title={messages.pages.adminProfileTitle}
        description={messages.pages.profileText}
      />
      <ProfileView area="admin" />
    </>
  );
}
