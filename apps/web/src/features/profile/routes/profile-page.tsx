import { messages } from '@copyvest/shared';
import { KycStatusLine } from '@/components/kyc/kyc-status-card';
import { ProfileView } from '@/components/profile/profile-view';
import { PageHeader } from '@/components/ui/page-header';
import { useKycState } from '@/lib/queries/kyc';

export function ProfilePage() {
  const kyc = useKycState();
  return (
    <>
      <PageHeader title={messages.nav.profile} description={messages.pages.profileText} />
      <div className="mb-6">
        <KycStatusLine status={kyc.data?.status} loading={kyc.isPending} linkToForm />
      </div>
      <ProfileView area="user" />
    </>
  );
}
