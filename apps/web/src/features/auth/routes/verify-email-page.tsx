import { messages } from '@copyvest/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '@/components/ui/button-styles';
import { LoadingState } from '@/components/ui/loading-state';
import { linkParams } from '@/features/auth/api/link-params';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { ApiError } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { getSessionSnapshot, refreshSession } from '@/lib/session/session-store';
import { errorMessage } from '@/lib/error-message';

const t = messages.access;

type State = { kind: 'verifying' } | { kind: 'verified' } | { kind: 'failed'; message: string };

/**
 * /verify-email?userId=…&secret=… (the mailed link): verifies the address as soon as it opens,
 * signed in or not (the link may be opened on another device).
 */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const link = linkParams(search);
  const [state, setState] = useState<State>(
    link ? { kind: 'verifying' } : { kind: 'failed', message: t.linkIncomplete },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!link || started.current) return;
    started.current = true;
    accountCall((account) => account.updateVerification(link))
      .then(() => {
        setState({ kind: 'verified' });
        if (getSessionSnapshot().user) void refreshSession();
      })
      .catch((error: unknown) =>
        setState({
          kind: 'failed',
          message:
            error instanceof ApiError && error.type === 'user_invalid_token'
              ? t.linkInvalid
              : errorMessage(error),
        }),
      );
  }, [link]);

  const signedIn = Boolean(getSessionSnapshot().user);
  return (
    <AuthCard
      title={t.verifyTitle}
      footer={
        // Once verified, the page's own button leads on: the footer would say it twice.
        state.kind === 'verified' ? undefined : (
          <AuthLink to={signedIn ? '/dashboard' : '/login'}>
            {signedIn ? t.goToDashboard : t.backToLogin}
          </AuthLink>
        )
      }
    >
      {state.kind === 'verifying' ? (
        <LoadingState label={t.verifying} />
      ) : state.kind === 'verified' ? (
        <div className="space-y-4">
          <AuthNotice tone="success">{t.verified}</AuthNotice>
          <Link
            to={signedIn ? '/dashboard' : '/login'}
            className={buttonStyles({ fullWidth: true })}
          >
            {signedIn ? t.goToDashboard : messages.auth.loginButton}
          </Link>
        </div>
      ) : (
        <AuthNotice tone="error">{state.message}</AuthNotice>
      )}
    </AuthCard>
  );
}
