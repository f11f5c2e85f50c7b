import { messages } from '@copyvest/shared';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { accountCall } from '@/lib/sdk/account-call';
import { useAccount } from '@/lib/session/use-account';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;
const dismissedKey = (accountId: string) => `verify-email-banner-dismissed:${accountId}`;

/**
 * Until the sign-in e-mail is verified: a reminder with "Resend verification e-mail" (the mail's
 * link opens /verify-email). Dismissed, it stays away for the rest of the browser session.
 */
export function VerifyEmailBanner() {
  const { account } = useAccount();
  const [dismissed, setDismissed] = useState(
    () => sessionStorage.getItem(dismissedKey(account.$id)) === '1',
  );
  const [sending, setSending] = useState(false);
  if (!account.email || account.emailVerification || dismissed) return null;

  async function resend() {
    setSending(true);
    try {
      await accountCall((sdk) =>
        sdk.createVerification({ url: `${window.location.origin}/verify-email` }),
      );
      toast.success(t.verificationSent);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  function dismiss() {
    sessionStorage.setItem(dismissedKey(account.$id), '1');
    setDismissed(true);
  }

  return (
    <div
      role="region"
      aria-label={t.verifyTitle}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center dark:border-amber-500/30 dark:bg-amber-500/10"
    >
      <MailWarning
        className="size-5 shrink-0 text-amber-700 dark:text-amber-300"
        aria-hidden="true"
      />
      <p className="flex-1 text-sm text-amber-900 dark:text-amber-100">{t.verifyBanner}</p>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="secondary" busy={sending} onClick={() => void resend()}>
          {sending ? t.resendingVerification : t.resendVerification}
        </Button>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t.dismiss}
          className="rounded-lg p-2 text-amber-800 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:text-amber-200 dark:hover:bg-amber-500/20"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
