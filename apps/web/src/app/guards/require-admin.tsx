import { Navigate, Outlet } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { BooksBanner } from '@/features/admin/components/books-banner';
import { useAccount } from '@/lib/session/use-account';
import { usePublicSettings } from '@/lib/settings/public-settings';

/** Where an admin without two-factor is sent when the settings require it: the profile's set-up. */
export const ADMIN_TWO_FACTOR_SETUP = '/profile#two-factor';

/**
 * Admin pages: everyone who is not an admin goes to their own dashboard; an admin without
 * two-factor, while the `security` settings require it (decision 053), goes to set it up first
 * (the server refuses their admin requests meanwhile with `admin_two_factor_required`).
 */
export function RequireAdmin() {
  const { account, user } = useAccount();
  const { settings, isPending } = usePublicSettings();
  if (!user.isAdmin) return <Navigate to="/dashboard" replace />;
  if (isPending) return <LoadingState fullPage />;
  if (settings.security.requireAdminTwoFactor && !account.mfa) {
    return <Navigate to={ADMIN_TWO_FACTOR_SETUP} replace />;
  }
  return (
    <>
      <BooksBanner />
      <Outlet />
    </>
  );
}
