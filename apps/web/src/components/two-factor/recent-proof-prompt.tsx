import { MFA_RECENT_MINUTES, messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/session/use-account';
import { useLeaveSession } from '@/lib/session/use-leave-session';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';
import { CodePrompt } from './code-prompt';
import { endThisSession, finishEmailProof, startEmailProof } from './two-factor-api';

const t = messages.twoFactor;

/**
 * The server refused a security change for want of a recent proof (`user_challenge_required`):
 * says so and offers the two ways out, signing in again, or (with a verified e-mail address) a
 * code mailed now. `onProved` runs once the code is right, to try the change again.
 */
export function RecentProofPrompt({
  onProved,
  onCancel,
}: {
  onProved: () => void;
  onCancel: () => void;
}) {
  const { account } = useAccount();
  const leave = useLeaveSession();
  const [challengeId, setChallengeId] = useState<string>();
  const [busy, setBusy] = useState<'email' | 'sign-in'>();
  const email = account.emailVerification ? account.email : '';

  async function run(kind: 'email' | 'sign-in') {
    setBusy(kind);
    try {
      if (kind === 'email') setChallengeId(await startEmailProof());
      else {
        await endThisSession();
        leave(t.signInAgainToast);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(undefined);
    }
  }

  if (challengeId) {
    return (
      <CodePrompt
        intro={t.emailCodeIntro(email)}
        label={t.emailCodeLabel}
        submitLabel={t.confirm}
        onCode={async (code) => {
          await finishEmailProof(challengeId, code);
          toast.success(t.proved);
          onProved();
        }}
        onCancel={onCancel}
      />
    );
  }
  return (
    <div role="alert" className="space-y-3">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{t.recentProofTitle}</p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {email
          ? t.recentProofIntro(MFA_RECENT_MINUTES)
          : t.recentProofIntroNoEmail(MFA_RECENT_MINUTES)}
      </p>
      <div className="flex flex-wrap gap-2">
        {email && (
          <Button busy={busy === 'email'} disabled={!!busy} onClick={() => void run('email')}>
            {busy === 'email' ? t.sendingCode : t.emailMeCode}
          </Button>
        )}
        <Button
          variant={email ? 'secondary' : 'primary'}
          busy={busy === 'sign-in'}
          disabled={!!busy}
          onClick={() => void run('sign-in')}
        >
          {t.signInAgain}
        </Button>
        <Button variant="ghost" disabled={!!busy} onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </div>
  );
}
