import { messages } from '@copyvest/shared';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { useReferralSettings } from '@/features/referrals/api/get-commissions';
import { ReferralSettingsForm } from '@/features/referrals/components/referral-settings-form';

/** /admin/referral-settings: the sign-up bonus and the multi-level commissions (decision 055). */
export function AdminReferralSettingsPage() {
  const settings = useReferralSettings();
  return (
    <>
      <PageHeader title={messages.referral.settingsTitle} />
      <Panel title={messages.referral.settingsTitle}>
        {settings.data ? (
          <ReferralSettingsForm settings={settings.data} />
        ) : settings.isError ? (
          <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Panel>
    </>
  );
}
