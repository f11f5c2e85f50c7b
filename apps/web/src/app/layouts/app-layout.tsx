import { messages, type TUser } from '@copyvest/shared';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageOutlet } from '@/app/page-outlet';
import { QueryProvider } from '@/app/query-provider';
import { RequireUser } from '@/app/guards/require-user';
import { AppHeader } from '@/components/layout/app-header';
import { isAdminPath } from '@/components/layout/app-nav-items';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { MobileDrawer } from '@/components/layout/mobile-drawer';
import { SkipLink } from '@/components/layout/skip-link';
import { RetryingNotice } from '@/components/ui/retrying-notice';
import { LiveIndicator } from '@/lib/realtime/live-indicator';
import { useRealtime } from '@/lib/realtime/use-realtime';
import { useSession } from '@/lib/session/use-session';

/** The signed-in area: query client, sign-in guard, sidebar (drawer on small screens), header, page. */
export function AppLayout() {
  return (
    <QueryProvider>
      <RequireUser>
        <AppShell />
      </RequireUser>
    </QueryProvider>
  );
}

const COMPLETE_REGISTRATION = '/complete-registration';

/** Admins and guests (who have their own way to an account) are never sent to the completion page. */
function needsRegistration(user: TUser): boolean {
  return !user.registrationComplete && !user.isAdmin && !user.isGuest;
}

function AppShell() {
  // While signing out the session empties before the guard redirects: render nothing meanwhile.
  const { user } = useSession();
  const { pathname, key } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(key);
  const homeTo = isAdminPath(pathname) ? '/admin' : '/dashboard';
  const liveStatus = useRealtime(Boolean(user));

  // Any navigation closes the drawer.
  if (seenKey !== key) {
    setSeenKey(key);
    setDrawerOpen(false);
  }

  if (!user) return null;
  // A sign-up that skipped the form (e-mail link or code, phone, OAuth2) completes it first.
  if (needsRegistration(user) && pathname !== COMPLETE_REGISTRATION) {
    return <Navigate to={COMPLETE_REGISTRATION} replace />;
  }
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <SkipLink label={messages.nav.skipToContent} />
      <AppSidebar homeTo={homeTo} />
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} homeTo={homeTo} />
      <div className="lg:pl-64">
        <AppHeader
          user={user}
          homeTo={homeTo}
          drawerOpen={drawerOpen}
          onOpenDrawer={() => setDrawerOpen(true)}
        />
        <main id="main" tabIndex={-1} className="mx-auto max-w-6xl p-4 outline-none sm:p-6 lg:p-8">
          <RetryingNotice />
          <PageOutlet />
        </main>
        <div className="pointer-events-none fixed bottom-4 left-4 z-40 lg:left-68">
          <LiveIndicator status={liveStatus} />
        </div>
      </div>
    </div>
  );
}
