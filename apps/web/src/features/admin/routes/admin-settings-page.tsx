import { messages } from '@copyvest/shared';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAdminSettings } from '@/features/admin/api/settings';
import { LandingSettingsForm } from '@/features/admin/components/settings/landing-settings-form';
import { MaintenanceSettingsForm } from '@/features/admin/components/settings/maintenance-settings-form';
import { PaymentLimitsForm } from '@/features/admin/components/settings/payment-limits-form';
import { SecuritySettingsForm } from '@/features/admin/components/settings/security-settings-form';
import { WithdrawalsSettingsForm } from '@/features/admin/components/settings/withdrawals-settings-form';
import { usePaymentMethods } from '@/lib/queries/payment-methods';

const t = messages.settings;

/**
 * /admin/settings (decision 053): a section per settings group, each saved on its own, checked by
 * the group's shared schema first; money rules are confirmed before saving. A section's form
 * starts again from the saved value after a save (its key is the value).
 */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  const methods = usePaymentMethods();
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      {settings.isError || methods.isError ? (
        <ErrorState
          error={settings.error ?? methods.error}
          onRetry={() => {
            void settings.refetch();
            void methods.refetch();
          }}
        />
      ) : !settings.data || !methods.data ? (
        <LoadingState label={t.loading} />
      ) : (
        <div className="space-y-6">
          <WithdrawalsSettingsForm
            key={JSON.stringify(settings.data.withdrawals)}
            value={settings.data.withdrawals}
          />
          <PaymentLimitsForm
            key={JSON.stringify([settings.data.paymentLimits, methods.data.map((m) => m.$id)])}
            value={settings.data.paymentLimits}
            methods={methods.data}
          />
          <MaintenanceSettingsForm
            key={JSON.stringify(settings.data.maintenance)}
            value={settings.data.maintenance}
          />
          <LandingSettingsForm
            key={JSON.stringify(settings.data.landing)}
            value={settings.data.landing}
          />
          <SecuritySettingsForm
            key={JSON.stringify(settings.data.security)}
            value={settings.data.security}
          />
        </div>
      )}
    </>
  );
}
