import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { linkParams } from '@/features/auth/api/link-params';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { loadSdk } from '@/lib/sdk/load-sdk';
import { getSessionSnapshot, refreshSession } from '@/lib/session/session-store';
import { useSchemaForm } from '@/lib/use-schema-form';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;
const loadSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZResetPasswordForm);

/** /reset-password?userId=…&secret=… (the mailed link): a new password, once. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const link = linkParams(search);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'invalid'>();
  const [error, setError] = useState<string>();
  const form = useSchemaForm({
    defaultValues: { password: '' },
    loadSchema,
    preload: loadSdk,
    onSubmit: async ({ password }) => {
      if (!link) return;
      setBusy(true);
      setError(undefined);
      try {
        await accountCall((account) => account.updateRecovery({ ...link, password }));
        setOutcome('done');
        // Every session ended, this browser's too if it had one.
        if (getSessionSnapshot().user) void refreshSession();
      } catch (failure) {
        if (failure instanceof ApiError && failure.type === 'user_invalid_token')
          setOutcome('invalid');
        else setError(errorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
  });

  const askAgain = (
    <Link to="/forgot-password" className={buttonStyles({ fullWidth: true })}>
      {t.askNewLink}
    </Link>
  );

  return (
    <AuthCard
      title={t.resetTitle}
      subtitle={t.resetSubtitle}
      footer={<AuthLink to="/login">{t.backToLogin}</AuthLink>}
    >
      {!link ? (
        <div className="space-y-4">
          <AuthNotice tone="error">{t.linkIncomplete}</AuthNotice>
          {askAgain}
        </div>
      ) : outcome === 'invalid' ? (
        <div className="space-y-4">
          <AuthNotice tone="error">{t.linkInvalid}</AuthNotice>
          {askAgain}
        </div>
      ) : outcome === 'done' ? (
        <div className="space-y-4">
          <AuthNotice tone="success">{t.resetDone}</AuthNotice>
          <Link to="/login" className={buttonStyles({ fullWidth: true })}>
            {messages.auth.loginButton}
          </Link>
        </div>
      ) : (
        <form {...form.formProps} className="space-y-4">
          {error && <AuthNotice tone="error">{error}</AuthNotice>}
          <PasswordField
            label={t.newPassword}
            autoComplete="new-password"
            placeholder={messages.auth.passwordPlaceholder}
            {...form.field('password')}
          />
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? t.resetting : t.resetButton}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
