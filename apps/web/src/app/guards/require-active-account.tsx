import { Outlet } from 'react-router';
import { InactiveNotice } from '@/features/dashboard/components/inactive-notice';
import { useAccount } from '@/lib/session/use-account';

/**
 * Money pages (plans, deposits, withdrawals): an account waiting for activation sees the inactive
 * notice instead of forms the server would refuse at the last step.
 */
export function RequireActiveAccount() {
  const { user } = useAccount();
  return user.isActive ? <Outlet /> : <InactiveNotice user={user} />;
}
