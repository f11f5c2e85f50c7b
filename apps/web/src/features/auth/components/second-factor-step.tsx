import { messages, type TMfaFactors } from '@copyvest/shared';
import type { AuthenticationFactor } from 'appwrite';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { loadSessionNow, refreshSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;
const loadSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZCodeForm);

type Factor = 'totp' | 'recoverycode' | 'email';

const SUBTITLE: Record<Factor, string> = {
  totp: t.mfaSubtitle,
  recoverycode: t.mfaRecoverySubtitle,
  email: t.mfaEmailSubtitle,
};

/**
 * The second step of signing in when two-factor is on: a code from the authenticator app, a
 * recovery code, or a code e-mailed to a verified address. Passing it completes the session, and
 * the guest guard moves the user on; "Cancel" signs this half-open session out.
 */
export function SecondFactorStep() {
  const [factors, setFactors] = useState<TMfaFactors>();
  const [factor, setFactor] = useState<Factor>('totp');
  const [emailChallenge, setEmailChallenge] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    accountCall((account) => account.listMfaFactors())
      .then((found) => {
        setFactors(found);
        if (!found.totp) setFactor(found.email ? 'email' : 'recoverycode');
        // The server offers no e-mail factor to a session that already proved the e-mail (a
        // link or code sign-in): with nothing else to use, say what to do instead.
        if (!found.totp && !found.email && !found.recoveryCode) setError(t.mfaNoOtherFactor);
      })
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, []);

  const form = useSchemaForm({
    defaultValues: { code: '' },
    loadSchema,
    onSubmit: async ({ code }) => {
      setBusy(true);
      setError(undefined);
      try {
        const challengeId =
          factor === 'email' && emailChallenge
            ? emailChallenge
            : (
                await accountCall((account) =>
                  account.createMfaChallenge({ factor: factor as AuthenticationFactor }),
                )
              ).$id;
        await accountCall((account) => account.updateMfaChallenge({ challengeId, otp: code }));
        const state = await loadSessionNow();
        if (state.user) toast.success(messages.toast.loggedIn);
      } catch (failure) {
        if (failure instanceof ApiError && failure.isSignedOut) {
          // Too many wrong codes end the half-open session: back to the password.
          toast.error(t.codeInvalid);
          void refreshSession();
          return;
        }
        setError(
          failure instanceof ApiError && failure.type === 'user_invalid_token'
            ? t.codeInvalid
            : errorMessage(failure),
        );
        // The e-mailed code's challenge stays: the typed code can be corrected and tried again.
      } finally {
        setBusy(false);
      }
    },
  });

  async function emailMeACode() {
    setBusy(true);
    setError(undefined);
    try {
      const challenge = await accountCall((account) =>
        account.createMfaChallenge({ factor: 'email' as AuthenticationFactor }),
      );
      setEmailChallenge(challenge.$id);
      setFactor('email');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    await accountCall((account) => account.deleteSession({ sessionId: 'current' })).catch(
      () => undefined,
    );
    await refreshSession();
  }

  const choose = (next: Factor) => {
    setFactor(next);
    setError(undefined);
    form.setValue('code', '');
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {factor === 'email' && !emailChallenge ? t.mfaEmailSendSubtitle : SUBTITLE[factor]}
      </p>
      {error && <AuthNotice tone="error">{error}</AuthNotice>}
      {factor === 'email' && !emailChallenge ? (
        <Button size="lg" fullWidth busy={busy} onClick={() => void emailMeACode()}>
          {t.sendCode}
        </Button>
      ) : (
        <form {...form.formProps} className="space-y-4">
          <TextField
            label={factor === 'recoverycode' ? t.recoveryCode : t.authenticatorCode}
            autoComplete="one-time-code"
            inputMode={factor === 'recoverycode' ? 'text' : 'numeric'}
            placeholder={factor === 'recoverycode' ? t.recoveryCodePlaceholder : t.codePlaceholder}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the second-factor step follows the user's own sign-in: the code is all it asks
            autoFocus
            {...form.field('code')}
          />
          <Button type="submit" size="lg" fullWidth busy={busy}>
            {busy ? t.mfaVerifying : t.mfaVerify}
          </Button>
        </form>
      )}
      <div className="flex flex-col items-start gap-2 text-sm">
        {factor !== 'totp' && factors?.totp && (
          <LinkButton onClick={() => choose('totp')}>{t.useAuthenticator}</LinkButton>
        )}
        {factor !== 'recoverycode' && factors?.recoveryCode && (
          <LinkButton onClick={() => choose('recoverycode')}>{t.useRecoveryCode}</LinkButton>
        )}
        {factor === 'email' && emailChallenge && (
          <LinkButton onClick={() => void emailMeACode()}>{t.sendNewCode}</LinkButton>
        )}
        {factor !== 'email' && factors?.email && (
          <LinkButton onClick={() => choose('email')}>{t.emailMeMfaCode}</LinkButton>
        )}
        <LinkButton onClick={() => void cancel()}>{t.cancelSignIn}</LinkButton>
      </div>
    </div>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded font-medium text-emerald-700 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
    >
      {children}
    </button>
  );
}
