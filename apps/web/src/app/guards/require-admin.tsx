import { Navigate, Outlet } from 'react-router';
import { BooksBanner } from '@/features/admin/components/books-banner';
import { useAccount } from '@/lib/session/use-account';

/** Admin pages: everyone who is not an admin goes to their own dashboard. */
export function RequireAdmin() {
  const { user } = useAccount();
  if (!user.isAdmin) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <BooksBanner />
      <Outlet />
    </>
  );
}
