import { ID_UNIQUE, messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { afterSignIn } from '@/features/auth/api/login';
import { appUrl } from '@/features/auth/api/link-params';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { loadSdk } from '@/lib/sdk/load-sdk';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;
const loadEmailSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZEmailOnlyForm);
const loadCodeSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZCodeForm);

/**
 * Signing in without a password: an e-mailed 6-digit code (entered here) or a link (opened from
 * the mail, /magic-link). The answer is the same whether or not the address has an account.
 */
export function EmailSignIn({ mode }: { mode: 'code' | 'link' }) {
  const [sent, setSent] = useState<{ email: string; userId: string; phrase: string }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const emailForm = useSchemaForm({
    defaultValues: { email: '' },
    loadSchema: loadEmailSchema,
    preload: loadSdk,
    onSubmit: async ({ email }) => {
      setBusy(true);
      setError(undefined);
      try {
        const token = await accountCall((account) =>
          mode === 'code'
            ? account.createEmailToken({ userId: ID_UNIQUE, email, phrase: true })
            : account.createMagicURLToken({
                userId: ID_UNIQUE,
                email,
                url: appUrl('/magic-link'),
                phrase: true,
              }),
        );
        setSent({ email, userId: token.userId, phrase: token.phrase });
      } catch (failure) {
        setError(errorMessage(failure));
      } finally {
        setBusy(false);
      }
    },
  });

  const codeForm = useSchemaForm({
    defaultValues: { code: '' },
    loadSchema: loadCodeSchema,
    onSubmit: async ({ code }) => {
      if (!sent) return;
      setBusy(true);
      setError(undefined);
      try {
        await accountCall((account) =>
          account.createSession({ userId: sent.userId, secret: code.replace(/\s/g, '') }),
        );
        if ((await afterSignIn()) === 'signed-in') toast.success(messages.toast.loggedIn);
      } catch (failure) {
        setError(
          failure instanceof ApiError && failure.type === 'user_invalid_token'
            ? t.codeInvalid
            : errorMessage(failure),
        );
      } finally {
        setBusy(false);
      }
    },
  });

  if (!sent) {
    return (
      <form {...emailForm.formProps} className="space-y-4">
        {error && <AuthNotice tone="error">{error}</AuthNotice>}
        <TextField
          label={messages.auth.email}
          type="email"
          autoComplete="email"
          placeholder={messages.auth.emailPlaceholder}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- shown when the user picks e-mail sign-in: focus follows their choice
          autoFocus
          {...emailForm.field('email')}
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">{t.newAccountNote}</p>
        <Button type="submit" size="lg" fullWidth busy={busy}>
          {busy ? t.sending : mode === 'code' ? t.sendCode : t.sendLink}
        </Button>
      </form>
    );
  }

  return (
    <div className="space-y-4">
      <AuthNotice tone="info">
        {mode === 'code' ? t.codeSentTo(sent.email) : t.linkSentTo(sent.email)}
        {sent.phrase && <> {t.securityPhrase(sent.phrase)}</>}
      </AuthNotice>
      {mode === 'code' && (
        <form {...codeForm.formProps} className="space-y-4">
          {error && <AuthNotice tone="error">{error}</AuthNotice>}
          <TextField
            label={t.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder={t.codePlaceholder}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code step follows the user's own request for a code
            autoFocus
            {...codeForm.field('code')}
          />
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? t.verifyingCode : t.verifyCode}
          </Button>
        </form>
      )}
    </div>
  );
}
