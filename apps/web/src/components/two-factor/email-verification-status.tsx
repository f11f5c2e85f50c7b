import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { accountCall } from '@/lib/sdk/account-call';
import { useAccount } from '@/lib/session/use-account';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

const t = messages.twoFactor;

/** Whether the sign-in e-mail is verified, with "Resend verification e-mail" until it is. */
export function EmailVerificationStatus() {
  const { account } = useAccount();
  const [sending, setSending] = useState(false);
  if (!account.email) return null;

  async function resend() {
    setSending(true);
    try {
      await accountCall((sdk) =>
        sdk.createVerification({ url: `${window.location.origin}/verify-email` }),
      );
      toast.success(messages.access.verificationSent);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-slate-600 dark:text-slate-400">{t.emailStatus}</span>
      <span
        className={cn(
          'rounded-full px-3 py-1 text-xs font-semibold',
          account.emailVerification
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
            : 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
        )}
      >
        {account.emailVerification ? t.emailVerified : t.emailUnverified}
      </span>
      {!account.emailVerification && (
        <Button size="sm" variant="secondary" busy={sending} onClick={() => void resend()}>
          {sending ? messages.access.resendingVerification : messages.access.resendVerification}
        </Button>
      )}
    </div>
  );
}
