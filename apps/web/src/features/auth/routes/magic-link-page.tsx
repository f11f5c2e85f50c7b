import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadingState } from '@/components/ui/loading-state';
import { afterSignIn } from '@/features/auth/api/login';
import { linkParams } from '@/features/auth/api/link-params';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { useSession } from '@/lib/session/use-session';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;

/**
 * /magic-link?userId=…&secret=… (the mailed sign-in link). It never signs in without a click
 * (decision 041): a link can be planted by another site (login CSRF), and a mail client opens it
 * with no referrer and no gesture on this page. So the page asks: "Sign in" when nobody is signed
 * in, and, when another account is signed in here, which one and "Continue and sign out of …?"
 * with Cancel (back to the dashboard, still signed in). The link's own account goes straight on.
 * After signing in: the dashboard, or /login for the second factor when two-factor is on.
 */
export function MagicLinkPage() {
  const [search] = useSearchParams();
  const link = linkParams(search);
  const navigate = useNavigate();
  const session = useSession();
  const [failure, setFailure] = useState<string | undefined>(link ? undefined : t.linkIncomplete);
  const [signingIn, setSigningIn] = useState(false);

  const signIn = () => {
    if (!link || signingIn) return;
    setSigningIn(true);
    accountCall((account) => account.updateMagicURLSession(link))
      .then(afterSignIn)
      .then((outcome) => {
        if (outcome === 'signed-in') toast.success(messages.toast.loggedIn);
        void navigate(outcome === 'signed-in' ? '/dashboard' : '/login', { replace: true });
      })
      .catch((error: unknown) =>
        setFailure(
          error instanceof ApiError && error.type === 'user_invalid_token'
            ? t.linkInvalid
            : errorMessage(error),
        ),
      );
  };

  const current = session.account;
  const body = () => {
    if (failure) {
      return (
        <div className="space-y-4">
          <AuthNotice tone="error">{failure}</AuthNotice>
          <Link to="/login" className={buttonStyles({ fullWidth: true })}>
            {t.askNewLink}
          </Link>
        </div>
      );
    }
    if (signingIn || current === undefined) return <LoadingState label={t.magicSigningIn} />;
    if (current && link && current.$id !== link.userId) {
      return (
        <div className="space-y-4">
          <AuthNotice tone="info">{t.magicSignedInAs(current.email)}</AuthNotice>
          <p>{t.magicSwitchQuestion(current.email)}</p>
          <div className="flex gap-3">
            <Button fullWidth onClick={signIn}>
              {t.magicSwitchContinue}
            </Button>
            <Button
              fullWidth
              variant="secondary"
              onClick={() => void navigate('/dashboard', { replace: true })}
            >
              {t.magicSwitchCancel}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <p>{t.magicConfirm}</p>
        <Button fullWidth onClick={signIn}>
          {t.magicSignIn}
        </Button>
      </div>
    );
  };

  return (
    <AuthCard
      title={messages.auth.loginTitle}
      footer={<AuthLink to="/login">{t.backToLogin}</AuthLink>}
    >
      {body()}
    </AuthCard>
  );
}
