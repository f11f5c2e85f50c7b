import { messages } from '@copyvest/shared';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { logIn } from '@/features/auth/api/login';
import { useAuthSubmit } from '@/features/auth/api/use-auth-submit';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { LoginForm } from '@/features/auth/components/login-form';
import { useSession } from '@/lib/session/use-session';

const t = messages.auth;
const a = messages.signIn;

// Shown on demand only: they stay out of the login page's first JavaScript.
const EmailSignIn = lazy(() =>
  import('@/features/auth/components/email-sign-in').then((m) => ({ default: m.EmailSignIn })),
);
// It shows nothing until the server named its providers, so loading it lazily costs no paint.
const OAuthButtons = lazy(() =>
  import('@/features/auth/components/oauth-buttons').then((m) => ({ default: m.OAuthButtons })),
);
const SecondFactorStep = lazy(() =>
  import('@/features/auth/components/second-factor-step').then((m) => ({
    default: m.SecondFactorStep,
  })),
);

type Mode = 'password' | 'code' | 'link';

/** The error an OAuth2 provider's failure sent back (`?error=` holds the JSON error body). */
function oauthError(search: URLSearchParams): string | undefined {
  const raw = search.get('error');
  if (!raw) return undefined;
  try {
    const message = (JSON.parse(raw) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : a.oauthFailed;
  } catch {
    return a.oauthFailed;
  }
}

/**
 * /login: e-mail and password, an e-mailed code or link, the configured OAuth2 providers, and the
 * second step when two-factor is on. On success the session store fills and the guest guard
 * moves the user on.
 */
export function LoginPage() {
  const login = useAuthSubmit(logIn, messages.toast.loggedIn);
  const { mfaRequired } = useSession();
  const [mode, setMode] = useState<Mode>('password');
  const [search] = useSearchParams();
  const failed = oauthError(search);

  if (mfaRequired) {
    return (
      <AuthCard title={a.mfaTitle}>
        <Suspense fallback={<LoadingState label={t.checkingSession} />}>
          <SecondFactorStep />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t.loginTitle}
      subtitle={t.loginSubtitle}
      footer={
        <>
          {t.noAccount} <AuthLink to="/register">{t.signUpLink}</AuthLink>
        </>
      }
    >
      <div className="space-y-4">
        {failed && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200"
          >
            {failed}
          </p>
        )}
        {mode === 'password' ? (
          <>
            <LoginForm onSubmit={login.submit} busy={login.busy} error={login.error} />
            <p className="text-right text-sm">
              <AuthLink to="/forgot-password">{a.forgotLink}</AuthLink>
            </p>
          </>
        ) : (
          <Suspense fallback={<LoadingState label={t.checkingSession} />}>
            <EmailSignIn key={mode} mode={mode} />
          </Suspense>
        )}
        <div
          className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
          {a.orContinueWith}
          <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {mode !== 'code' && (
            <ModeButton onClick={() => setMode('code')}>{a.emailMeCode}</ModeButton>
          )}
          {mode !== 'link' && (
            <ModeButton onClick={() => setMode('link')}>{a.emailMeLink}</ModeButton>
          )}
          {mode !== 'password' && (
            <ModeButton onClick={() => setMode('password')}>{a.usePassword}</ModeButton>
          )}
        </div>
        <Suspense fallback={null}>
          <OAuthButtons />
        </Suspense>
      </div>
    </AuthCard>
  );
}

function ModeButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button variant="secondary" onClick={onClick}>
      {children}
    </Button>
  );
}
