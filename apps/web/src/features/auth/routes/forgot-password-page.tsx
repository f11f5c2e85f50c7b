import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { appUrl } from '@/features/auth/api/link-params';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { accountCall } from '@/lib/sdk/account-call';
import { loadSdk } from '@/lib/sdk/load-sdk';
import { useSchemaForm } from '@/lib/use-schema-form';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;
const loadSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZForgotPasswordForm);

/**
 * /forgot-password: mails a reset link to /reset-password. The answer is the same whether or not
 * the address has an account, so the page says "if".
 */
export function ForgotPasswordPage() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const form = useSchemaForm({
    defaultValues: { email: '' },
    loadSchema,
    preload: loadSdk,
    onSubmit: async ({ email }) => {
      setBusy(true);
      setError(undefined);
      try {
        await accountCall((account) =>
          account.createRecovery({ email, url: appUrl('/reset-password') }),
        );
        setSent(true);
      } catch (failure) {
        setError(errorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
  });

  return (
    <AuthCard
      title={t.forgotTitle}
      subtitle={t.forgotSubtitle}
      footer={<AuthLink to="/login">{t.backToLogin}</AuthLink>}
    >
      {sent ? (
        <AuthNotice tone="success">{t.forgotSent}</AuthNotice>
      ) : (
        <form {...form.formProps} className="space-y-4">
          {error && <AuthNotice tone="error">{error}</AuthNotice>}
          <TextField
            label={messages.auth.email}
            type="email"
            autoComplete="email"
            placeholder={messages.auth.emailPlaceholder}
            {...form.field('email')}
          />
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? t.forgotSending : t.forgotButton}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
