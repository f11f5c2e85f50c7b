import { messages, type TMfaFactors, type TMfaType } from '@copyvest/shared';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAccount } from '@/lib/session/use-account';
import { usePublicSettings } from '@/lib/settings/public-settings';
import { toast } from '@/lib/toast';
import { AuthenticatorSetup } from './authenticator-setup';
import { CodePrompt } from './code-prompt';
import { RecentProofPrompt } from './recent-proof-prompt';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import {
  confirmAuthenticator,
  listFactors,
  needsRecentProof,
  proveWithTotp,
  regenerateCodes,
  removeAuthenticator,
  setMfa,
  startAuthenticator,
} from './two-factor-api';
import { errorMessage } from '@/lib/error-message';

const t = messages.twoFactor;

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; authenticator: TMfaType }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate' }
  | { kind: 'disable' }
  /** The session is too old to set it up: sign in again or pass an e-mail code, then begin. */
  | { kind: 'prove' };

/**
 * Profile → Security: two-factor authentication. Setting it up shows the QR code of the app's
 * `otpauth://` URI, confirms with a code, then shows the recovery codes once (copy, download).
 * Once on: new recovery codes, or turning it off, each after a code from the app. Setting up needs
 * a recent sign-in: after MFA_RECENT_MINUTES the card asks for a fresh proof first.
 */
export function TwoFactorCard() {
  const { account, user } = useAccount();
  const headingId = useId();
  // The `security` settings require admins to use two-factor (decision 053): say why they are here.
  const { security } = usePublicSettings().settings;
  const required = user.isAdmin && !account.mfa && security.requireAdminTwoFactor;
  const [factors, setFactors] = useState<TMfaFactors>();
  const [loadError, setLoadError] = useState<unknown>();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    setLoadError(undefined);
    listFactors().then(setFactors, setLoadError);
  }, []);
  useEffect(load, [load]);

  const on = account.mfa && Boolean(factors?.totp);

  async function begin() {
    setBusy(true);
    try {
      setStep({ kind: 'setup', authenticator: await startAuthenticator() });
    } catch (error) {
      if (needsRecentProof(error)) setStep({ kind: 'prove' });
      else toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(code: string) {
    let codes: string[];
    try {
      codes = await confirmAuthenticator(code);
      await setMfa(true);
    } catch (error) {
      // The session grew old while the QR code was open: prove again, then start over.
      if (!needsRecentProof(error)) throw error;
      setStep({ kind: 'prove' });
      return;
    }
    toast.success(t.twoFactorEnabled);
    setStep({ kind: 'codes', codes });
    load();
  }

  async function regenerate(code: string) {
    await proveWithTotp(code);
    const codes = await regenerateCodes();
    toast.success(t.codesRegenerated);
    setStep({ kind: 'codes', codes });
  }

  async function disable(code: string) {
    await proveWithTotp(code);
    await setMfa(false);
    await removeAuthenticator();
    toast.success(t.twoFactorDisabled);
    setStep({ kind: 'idle' });
    load();
  }

  return (
    <section
      id="two-factor"
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
        >
          <ShieldCheck
            className="size-5 text-emerald-700 dark:text-emerald-400"
            aria-hidden="true"
          />
          {t.twoFactor}
        </h2>
        {factors && (
          <span
            className={cn(
              'rounded-full px-3 py-1 text-xs font-semibold',
              on
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
          >
            {on ? t.twoFactorOn : t.twoFactorOff}
          </span>
        )}
      </div>
      {required && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {messages.errors.adminTwoFactorRequired}
        </p>
      )}
      <div className="mt-4">
        {loadError ? (
          <ErrorState error={loadError} onRetry={load} />
        ) : !factors ? (
          <Skeleton className="h-10 w-48" />
        ) : step.kind === 'setup' ? (
          <AuthenticatorSetup
            authenticator={step.authenticator}
            onConfirm={confirm}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : step.kind === 'prove' ? (
          <RecentProofPrompt
            onProved={() => void begin()}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : step.kind === 'codes' ? (
          <RecoveryCodesPanel codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
        ) : step.kind === 'regenerate' ? (
          <CodePrompt
            intro={`${t.regenerateIntro} ${t.enterCodeToContinue}`}
            submitLabel={t.regenerateCodes}
            onCode={regenerate}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : step.kind === 'disable' ? (
          <CodePrompt
            intro={t.disableIntro}
            submitLabel={t.disableTwoFactor}
            onCode={disable}
            onCancel={() => setStep({ kind: 'idle' })}
          />
        ) : on ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setStep({ kind: 'regenerate' })}>
              {t.regenerateCodes}
            </Button>
            <Button variant="danger" onClick={() => setStep({ kind: 'disable' })}>
              {t.disableTwoFactor}
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t.twoFactorIntro}</p>
            <Button busy={busy} onClick={() => void begin()}>
              {busy ? t.settingUp : t.enableTwoFactor}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
