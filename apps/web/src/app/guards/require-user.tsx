import { messages } from '@copyvest/shared';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { refreshSession } from '@/lib/session/session-store';
import { useSession } from '@/lib/session/use-session';
import { errorMessage } from '@/lib/error-message';

/** Where a visitor asking for /plans goes: the read-only plans page. */
const PUBLIC_PLANS_PATH = '/investment-plans';

/**
 * Renders its children for a signed-in user and sends everyone else to /login. An anonymous
 * visit remembers the page so signing in returns to it; signing out does not.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [hadAccount, setHadAccount] = useState(false);
  if (session.user && !hadAccount) setHadAccount(true);

  if (session.status === 'pending')
    return <LoadingState label={messages.auth.checkingSession} fullPage />;
  if (session.status === 'error' && !session.user) {
    return (
      <div
        role="alert"
        className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <p className="font-medium">{messages.auth.sessionFailed}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{errorMessage(session.error)}</p>
        <Button onClick={() => void refreshSession()}>{messages.common.retry}</Button>
      </div>
    );
  }
  if (!session.user) {
    // The plans are public: a visitor (the footer's Plans) sees them, read-only, not /login.
    if (location.pathname === '/plans' && !hadAccount) {
      return <Navigate to={PUBLIC_PLANS_PATH} replace />;
    }
    const state = hadAccount ? undefined : { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
