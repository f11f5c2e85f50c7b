import { messages } from '@copyvest/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadingState } from '@/components/ui/loading-state';
import { afterSignIn } from '@/features/auth/api/login';
import { linkParams } from '@/features/auth/api/link-params';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;

/**
 * /magic-link?userId=…&secret=… (the mailed sign-in link): signs in as soon as it opens, then
 * goes to the dashboard, or to /login for the second factor when two-factor is on.
 */
export function MagicLinkPage() {
  const [search] = useSearchParams();
  const link = linkParams(search);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | undefined>(link ? undefined : t.linkIncomplete);
  const started = useRef(false);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
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
  }, [link, navigate]);

  return (
    <AuthCard
      title={messages.auth.loginTitle}
      footer={<AuthLink to="/login">{t.backToLogin}</AuthLink>}
    >
      {failure ? (
        <div className="space-y-4">
          <AuthNotice tone="error">{failure}</AuthNotice>
          <Link to="/login" className={buttonStyles({ fullWidth: true })}>
            {t.askNewLink}
          </Link>
        </div>
      ) : (
        <LoadingState label={t.magicSigningIn} />
      )}
    </AuthCard>
  );
}
