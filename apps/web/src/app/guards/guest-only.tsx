import { messages } from '@copyvest/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { useSession } from '@/lib/session/use-session';

/** Where to go after signing in: the guarded page that sent the user here, else /dashboard. */
export function returnPathOf(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) return from;
  return '/dashboard';
}

/**
 * /login and /register: a signed-in user goes straight on. Signing in there stores the session,
 * and this guard then does the redirect, so the forms themselves never navigate.
 */
export function GuestOnly() {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'pending') return <LoadingState label={messages.auth.checkingSession} fullPage />;
  if (user) return <Navigate to={returnPathOf(location.state)} replace />;
  return <Outlet />;
}
