import { messages, type TAccountSecurity } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Panel } from '@/components/ui/panel';
import { useReopenAccount } from '@/features/admin/api/reopen-account';
import { useResetUserMfa } from '@/features/admin/api/reset-user-mfa';
import { Badge } from '@/features/admin/components/badge';

const t = messages.twoFactor;

function YesNo({ value }: { value: boolean }) {
  return <Badge tone={value ? 'success' : 'neutral'}>{value ? t.yes : t.no}</Badge>;
}

/**
 * A user's verification and two-factor state, whether the owner closed the account, and the
 * audited two-factor reset and reopening (each after a confirmation).
 */
export function UserSecurityCard({
  userId,
  security,
}: {
  userId: string;
  security: TAccountSecurity;
}) {
  const reset = useResetUserMfa(userId);
  const reopen = useReopenAccount(userId);
  const [confirming, setConfirming] = useState(false);
  const [confirmingReopen, setConfirmingReopen] = useState(false);
  const hasMfa = security.mfa || security.totp || security.recoveryCodes > 0;

  return (
    <Panel
      title={t.adminSecurityTitle}
      actions={
        (security.closed || hasMfa) && (
          <div className="flex flex-wrap gap-2">
            {security.closed && (
              <Button size="sm" onClick={() => setConfirmingReopen(true)}>
                {t.adminReopen}
              </Button>
            )}
            {hasMfa && (
              <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                {t.adminResetMfa}
              </Button>
            )}
          </div>
        )
      }
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminAccount}</dt>
          <dd>
            <Badge tone={security.closed ? 'danger' : 'success'}>
              {security.closed ? t.adminClosed : t.adminOpen}
            </Badge>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminEmailVerified}</dt>
          <dd>
            <YesNo value={security.emailVerification} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminPhoneVerified}</dt>
          <dd>
            <YesNo value={security.phoneVerification} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminMfa}</dt>
          <dd>
            <YesNo value={security.mfa && security.totp} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminRecoveryCodesLeft}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">{security.recoveryCodes}</dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminGuest}</dt>
          <dd>
            <YesNo value={security.guest} />
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">{t.adminSignInProviders}</dt>
          <dd className="font-medium text-slate-900 dark:text-white">
            {security.identities.length > 0 ? security.identities.join(', ') : '—'}
          </dd>
        </div>
      </dl>
      <ConfirmDialog
        open={confirming}
        title={t.adminResetMfa}
        description={t.adminResetMfaConfirm}
        confirmLabel={t.adminResetMfa}
        busy={reset.isPending}
        onConfirm={() => reset.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingReopen}
        title={t.adminReopen}
        description={t.adminReopenConfirm}
        confirmLabel={t.adminReopen}
        busy={reopen.isPending}
        onConfirm={() => reopen.mutate(undefined, { onSettled: () => setConfirmingReopen(false) })}
        onCancel={() => setConfirmingReopen(false)}
      />
    </Panel>
  );
}
