import { messages, type TSecuritySettings } from '@copyvest/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSaveSettings } from '@/features/admin/api/settings';
import { useAccount } from '@/lib/session/use-account';
import { CheckField } from './check-field';
import { SettingsSection } from './settings-section';

const t = messages.settings;

/**
 * Whether admins must use two-factor. Turning it on without using it oneself is confirmed first:
 * the admin is sent to set it up before the next admin page.
 */
export function SecuritySettingsForm({ value }: { value: TSecuritySettings }) {
  const save = useSaveSettings('security');
  const { account } = useAccount();
  const [draft, setDraft] = useState(value);
  const [confirming, setConfirming] = useState(false);

  function submit() {
    if (draft.requireAdminTwoFactor && !value.requireAdminTwoFactor && !account.mfa) {
      setConfirming(true);
      return;
    }
    save.mutate(draft);
  }

  return (
    <SettingsSection
      title={t.securityTitle}
      text={t.requireAdminTwoFactorHint}
      problem={undefined}
      busy={save.isPending}
      onSubmit={submit}
    >
      <CheckField
        label={t.requireAdminTwoFactor}
        checked={draft.requireAdminTwoFactor}
        onChange={(requireAdminTwoFactor) => setDraft({ requireAdminTwoFactor })}
      />
      <ConfirmDialog
        open={confirming}
        title={t.twoFactorSelfConfirmTitle}
        description={t.twoFactorSelfConfirmText}
        busy={save.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => save.mutate(draft, { onSettled: () => setConfirming(false) })}
      />
    </SettingsSection>
  );
}
